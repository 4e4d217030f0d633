#include "core/task/expr.h"

#include "core/common/exprscanner.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <type_traits>
#include <vector>

namespace warpscope::core {

namespace {

/// Recursive-descent evaluator over T (std::int64_t or double); the first error wins and stops
/// evaluation. Precedence follows C: unary, multiplicative, additive, shift, &, ^, |. Tokens, nesting
/// and error positions come from the ExprScanner the reference expressions share.
template <typename T> class ExprParser {
    static constexpr bool kInt = std::is_integral_v<T>;

public:
    ExprParser(std::string_view text, const ParamMap& params)
        : m_s(text)
        , m_params(params)
    { }

    Result<T> run()
    {
        const T v = bitOr();
        if (!m_failed && !m_s.atEnd())
            fail("unexpected '" + std::string(1, m_s.peek()) + "'");
        if (m_failed)
            return m_error;
        return v;
    }

private:
    bool accept(std::string_view op) { return m_s.accept(op); }

    void fail(const std::string& message)
    {
        if (m_failed)
            return;
        m_failed = true;
        m_error = m_s.error(message);
    }

    void failWith(Error error)
    {
        if (m_failed)
            return;
        m_failed = true;
        m_error = std::move(error);
    }

    /// Refuses an integer-only operator in a float expression; true when it may go on.
    bool integerOnly(const char* op)
    {
        if constexpr (!kInt) {
            m_s.setPos(m_s.pos() - std::char_traits<char>::length(op));
            fail(std::string("'") + op + "' needs integers; a float expression has + - * / only");
            return false;
        }
        return true;
    }

    T bitOr()
    {
        T v = bitXor();
        while (!m_failed && accept("|"))
            if (integerOnly("|"))
                v = integral(v) | integral(bitXor());
        return v;
    }

    T bitXor()
    {
        T v = bitAnd();
        while (!m_failed && accept("^"))
            if (integerOnly("^"))
                v = integral(v) ^ integral(bitAnd());
        return v;
    }

    T bitAnd()
    {
        T v = shift();
        while (!m_failed && accept("&"))
            if (integerOnly("&"))
                v = integral(v) & integral(shift());
        return v;
    }

    static std::int64_t integral(T v) { return static_cast<std::int64_t>(v); }

    T shift()
    {
        T v = additive();
        while (!m_failed) {
            const bool left = accept("<<");
            if (!left && !accept(">>"))
                break;
            if (!integerOnly(left ? "<<" : ">>"))
                break;
            m_s.skipSpace();
            const std::size_t at = m_s.pos();
            const std::int64_t s = integral(additive());
            if (m_failed)
                break;
            if (s < 0 || s > 62) {
                m_s.setPos(at);
                fail("shift by " + std::to_string(s) + "; a shift count must be from 0 to 62");
                break;
            }
            const std::int64_t a = integral(v);
            if (!left) {
                v = static_cast<T>(a >> s); // arithmetic, as for a signed value in C
            } else if (a < 0 || a > (INT64_MAX >> s)) {
                fail("integer overflow in shift");
            } else {
                v = static_cast<T>(a << s);
            }
        }
        return v;
    }

    T additive()
    {
        T v = term();
        while (!m_failed) {
            if (accept("+")) {
                const T r = term();
                if constexpr (kInt) {
                    if (__builtin_add_overflow(v, r, &v))
                        fail("integer overflow in addition");
                } else {
                    v += r;
                }
            } else if (accept("-")) {
                const T r = term();
                if constexpr (kInt) {
                    if (__builtin_sub_overflow(v, r, &v))
                        fail("integer overflow in subtraction");
                } else {
                    v -= r;
                }
            } else {
                break;
            }
        }
        return v;
    }

    T term()
    {
        T v = unary();
        while (!m_failed) {
            if (accept("*")) {
                const T r = unary();
                if constexpr (kInt) {
                    if (__builtin_mul_overflow(v, r, &v))
                        fail("integer overflow in multiplication");
                } else {
                    v *= r;
                }
            } else if (accept("/")) {
                v = divide(v, unary(), false);
            } else if (accept("%")) {
                if (!integerOnly("%"))
                    break;
                v = divide(v, unary(), true);
            } else {
                break;
            }
        }
        return v;
    }

    T divide(T a, T b, bool remainder)
    {
        if (m_failed)
            return 0;
        if (b == 0) {
            fail(remainder ? "remainder by zero" : "division by zero");
            return 0;
        }
        if constexpr (kInt) {
            if (a == INT64_MIN && b == -1) {
                fail("integer overflow in division");
                return 0;
            }
            return remainder ? a % b : a / b;
        } else {
            return a / b;
        }
    }

    T unary()
    {
        if (m_failed)
            return 0;
        const char c = m_s.peek();
        if (c != '-' && c != '+' && c != '~')
            return primary();
        // unary operators chain without recursion limits of their own: count them as nesting
        if (!m_s.enter()) {
            m_s.leave();
            fail("unary operators nest more than " + std::to_string(ExprScanner::kMaxDepth) + " deep");
            return 0;
        }
        const T v = unaryOp();
        m_s.leave();
        return v;
    }

    T unaryOp()
    {
        if (accept("-")) {
            const T v = unary();
            if constexpr (kInt) {
                if (v == INT64_MIN) {
                    fail("integer overflow in negation");
                    return 0;
                }
            }
            return -v;
        }
        if (accept("+"))
            return unary();
        accept("~");
        if (!integerOnly("~"))
            return 0;
        return static_cast<T>(~integral(unary()));
    }

    T primary()
    {
        if (m_failed)
            return 0;
        if (m_s.atEnd()) {
            fail("expected a number, a parameter name or '('");
            return 0;
        }
        if (m_s.peek() == '(') {
            if (!m_s.enter()) {
                m_s.leave();
                failWith(m_s.nestingError("parentheses"));
                return 0;
            }
            accept("(");
            const T v = bitOr();
            m_s.leave();
            if (!m_failed && !accept(")"))
                fail("expected ')'");
            return v;
        }
        if (m_s.atNumber(!kInt))
            return number();
        if (m_s.atName())
            return nameOrCall();
        fail("unexpected '" + std::string(1, m_s.peek()) + "'");
        return 0;
    }

    T number()
    {
        if constexpr (kInt) {
            auto v = m_s.integer();
            if (!v) {
                failWith(v.error());
                return 0;
            }
            return *v;
        } else {
            auto v = m_s.real();
            if (!v) {
                failWith(v.error());
                return 0;
            }
            return *v;
        }
    }

    T nameOrCall()
    {
        const std::size_t start = m_s.pos();
        const std::string name = m_s.name();
        if (accept("("))
            return call(name, start);
        const auto it = m_params.find(name);
        if (it == m_params.end()) {
            m_s.setPos(start);
            fail("unknown parameter '" + name + "'; define it under [params]");
            return 0;
        }
        return static_cast<T>(it->second);
    }

    T callError(std::size_t start, const std::string& message)
    {
        m_s.setPos(start);
        fail(message);
        return 0;
    }

    T call(const std::string& name, std::size_t start)
    {
        std::vector<T> args;
        if (!m_s.enter()) {
            m_s.leave();
            m_s.setPos(start);
            failWith(m_s.nestingError("calls"));
            return 0;
        }
        if (!accept(")")) {
            do {
                args.push_back(bitOr());
            } while (!m_failed && accept(","));
            if (!m_failed && !accept(")"))
                fail("expected ')' or ','");
        }
        m_s.leave();
        if (m_failed)
            return 0;
        if (name == "ceil_div") {
            if (args.size() != 2)
                return callError(start, "ceil_div takes two arguments");
            if (args[1] <= 0 || args[0] < 0)
                return callError(start, "ceil_div needs a >= 0 and b > 0");
            if constexpr (kInt)
                return args[0] / args[1] + (args[0] % args[1] != 0 ? 1 : 0);
            else
                return std::ceil(args[0] / args[1]);
        }
        if (name == "min" || name == "max") {
            if (args.empty())
                return callError(start, name + " needs at least one argument");
            return name == "min" ? *std::min_element(args.begin(), args.end())
                                 : *std::max_element(args.begin(), args.end());
        }
        if (name == "log2" || name == "pow2") {
            if (args.size() != 1)
                return callError(start, name + " takes one argument");
            const std::int64_t x = integral(args[0]);
            if (name == "log2") {
                if (args[0] < 1)
                    return callError(start, "log2 needs x >= 1");
                return static_cast<T>(63 - __builtin_clzll(static_cast<unsigned long long>(x)));
            }
            if (args[0] < 0 || args[0] > 62)
                return callError(start, "pow2 needs 0 <= k <= 62");
            return static_cast<T>(std::int64_t(1) << x);
        }
        return callError(start, "unknown function '" + name + "'; use ceil_div, min, max, log2 or pow2");
    }

    ExprScanner m_s;
    const ParamMap& m_params;
    bool m_failed = false;
    Error m_error;
};

} // namespace

Result<std::int64_t> evaluateExpr(std::string_view text, const ParamMap& params)
{
    return ExprParser<std::int64_t>(text, params).run();
}

Result<double> evaluateRealExpr(std::string_view text, const ParamMap& params)
{
    return ExprParser<double>(text, params).run();
}

std::vector<std::string> exprNames(std::string_view text)
{
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') {
            // a number, with a float's fraction and exponent, so "1e5" names nothing
            while (i < text.size() && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == '.'))
                ++i;
            if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
                std::size_t j = i + 1;
                if (j < text.size() && (text[j] == '+' || text[j] == '-'))
                    ++j;
                if (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])))
                    i = j;
            }
            while (i < text.size() && isExprNameChar(text[i]))
                ++i;
            continue;
        }
        if (!isExprNameStart(c)) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < text.size() && isExprNameChar(text[i]))
            ++i;
        std::size_t j = i;
        while (j < text.size() && std::isspace(static_cast<unsigned char>(text[j])))
            ++j;
        if (j < text.size() && text[j] == '(')
            continue;
        std::string name(text.substr(start, i - start));
        if (std::find(out.begin(), out.end(), name) == out.end())
            out.push_back(std::move(name));
    }
    return out;
}

} // namespace warpscope::core
