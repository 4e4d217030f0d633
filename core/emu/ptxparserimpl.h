#pragma once

// Internal to the PTX parser: the recursive-descent parser shared by ptxparser.cpp (module
// structure, declarations) and ptxbody.cpp (function bodies, instructions, operands).

#include "core/emu/ptxast.h"
#include "core/emu/ptxlexer.h"

#include <string>
#include <vector>

namespace warpscope::core::ptx {

class Parser {
public:
    explicit Parser(std::vector<Token> tokens)
        : m_tokens(std::move(tokens))
    { }

    Result<Module> run();

private:
    // module structure (ptxparser.cpp)
    bool topLevel();
    bool function(bool isEntry);
    bool paramList(std::vector<Variable>& out);
    bool variable(Space space, Variable& v, bool isParam);
    bool initializer(Initializer& init);
    bool skipSection();

    // bodies (ptxbody.cpp)
    bool body(Function& f);
    bool registerDecl(std::vector<Statement>& out);
    bool loc();
    bool instruction(Instruction& ins);
    bool operand(Operand& op);
    bool address(Operand& op);
    bool signedInteger(std::int64_t& value);

    // token helpers
    const Token& peek(int ahead = 0) const
    {
        const std::size_t i = m_pos + static_cast<std::size_t>(ahead);
        return i < m_tokens.size() ? m_tokens[i] : m_tokens.back();
    }
    const Token& next() { return m_tokens[m_pos < m_tokens.size() - 1 ? m_pos++ : m_pos]; }
    bool accept(char c)
    {
        if (!peek().is(c))
            return false;
        ++m_pos;
        return true;
    }
    bool acceptWord(std::string_view w)
    {
        if (!peek().isWord(w))
            return false;
        ++m_pos;
        return true;
    }
    bool expect(char c, const std::string& what);
    bool fail(const Token& at, const std::string& message);
    static std::string describe(const Token& t);
    static bool isSpace(std::string_view w, Space& space);

    std::vector<Token> m_tokens;
    std::size_t m_pos = 0;
    Module m_module;
    SourceLoc m_loc;
    Error m_error;
    bool m_failed = false;
};

} // namespace warpscope::core::ptx
