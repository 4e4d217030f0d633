#pragma once
// The lexical layer of Warpscope's two expression languages: the integer/real expressions of a task
// (core/task/expr: params, args, generator arguments) and the elementwise reference expressions
// (core/ref/refexpr). Both read the same tokens the same way (spaces, operators, numbers, names), nest
// to the same depth and report errors in one format that points at a column; only their grammars and
// what they produce differ.

#include "core/common/result.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace warpscope::core {

class ExprScanner {
public:
    explicit ExprScanner(std::string_view text)
        : m_text(text)
    { }

    std::string_view text() const { return m_text; }
    std::size_t pos() const { return m_pos; }
    /// Back to an earlier position, so that an error points at the start of what it is about.
    void setPos(std::size_t pos) { m_pos = pos; }

    void skipSpace();
    /// Skips spaces; true (and past it) when the text continues with op.
    bool accept(std::string_view op);
    /// accept(op) unless op is followed by `unless` ("!" but not "!=").
    bool acceptUnlessFollowedBy(std::string_view op, char unless);
    /// Skips spaces; the next character, '\0' at the end.
    char peek();
    bool atEnd() { return peek() == '\0'; }
    /// Skips spaces; true when a number starts here (a digit, or a '.' when fractions are allowed).
    bool atNumber(bool fractions);
    /// Skips spaces; true when a name starts here (a letter or '_').
    bool atName();

    /// The name that starts here ([A-Za-z_][A-Za-z0-9_]*).
    std::string name();
    /// A decimal integer; an error when it does not fit in 64 bits.
    Result<std::int64_t> integer();
    /// A decimal number with fraction and exponent ("1", ".5", "2.5e-3"), read the same whatever
    /// the process's locale.
    Result<double> real();

    /// An error at the current position: `in expression "TEXT" at column N: message`, with column set.
    Error error(const std::string& message) const;

    /// Nesting (parentheses, calls, chained unary operators) counted against one limit that keeps
    /// the recursive descent far from the end of the stack. enter() is false past it (the caller
    /// fails with nestingError()); every enter() that succeeded is paired with a leave().
    bool enter() { return ++m_depth <= kMaxDepth; }
    void leave() { --m_depth; }
    Error nestingError(const std::string& what) const;
    static constexpr int kMaxDepth = 200;

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_depth = 0;
};

/// True for the characters a name may start with / continue with.
bool isExprNameStart(char c);
bool isExprNameChar(char c);

} // namespace warpscope::core
