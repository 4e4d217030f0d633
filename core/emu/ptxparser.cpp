#include "core/emu/ptxparser.h"

#include "core/emu/ptxparserimpl.h"

#include <bit>

namespace warpscope::core::ptx {

Result<Module> parsePtx(std::string_view text)
{
    auto tokens = lexPtx(text);
    if (!tokens)
        return tokens.error();
    return Parser(std::move(*tokens)).run();
}

Result<Module> Parser::run()
{
    while (peek().kind != Token::Kind::End) {
        if (!topLevel())
            return m_error;
    }
    return std::move(m_module);
}

bool Parser::fail(const Token& at, const std::string& message)
{
    if (!m_failed) {
        m_failed = true;
        m_error = makeError(ErrorCode::BadInput,
            message + "; check the PTX (it must be what NVRTC, nvcc or Triton emitted)", "PTX", at.line, {}, at.column);
    }
    return false;
}

std::string Parser::describe(const Token& t)
{
    switch (t.kind) {
    case Token::Kind::End:
        return "the end of the PTX";
    case Token::Kind::String:
        return "a string";
    default:
        return "'" + std::string(t.text) + "'";
    }
}

bool Parser::expect(char c, const std::string& what)
{
    if (accept(c))
        return true;
    return fail(peek(), std::string("expected '") + c + "' " + what + ", found " + describe(peek()));
}

bool Parser::isSpace(std::string_view w, Space& space)
{
    if (w == ".global")
        space = Space::Global;
    else if (w == ".shared")
        space = Space::Shared;
    else if (w == ".local")
        space = Space::Local;
    else if (w == ".const")
        space = Space::Const;
    else if (w == ".param")
        space = Space::Param;
    else
        return false;
    return true;
}

bool Parser::topLevel()
{
    const Token& t = peek();
    if (t.kind != Token::Kind::Word)
        return fail(t, "expected a directive such as .version, .entry or .global, found " + describe(t));
    const std::string_view w = t.text;
    if (w == ".version") {
        next();
        m_module.version = std::string(next().text);
        return true;
    }
    if (w == ".target") {
        next();
        m_module.target = std::string(next().text);
        while (accept(','))
            next();
        return true;
    }
    if (w == ".address_size") {
        next();
        const Token& n = next();
        if (n.kind != Token::Kind::Integer || (n.value != 32 && n.value != 64))
            return fail(n, ".address_size must be 32 or 64");
        m_module.addressSize = static_cast<int>(n.value);
        return true;
    }
    if (w == ".file") {
        next();
        const Token& index = next();
        const Token& name = next();
        if (index.kind != Token::Kind::Integer || name.kind != Token::Kind::String)
            return fail(index, ".file needs an index and a quoted file name");
        m_module.files[static_cast<int>(index.value)] = std::string(name.text);
        while (accept(','))
            next();
        return true;
    }
    if (w == ".section")
        return skipSection();
    if (w == ".pragma") {
        next();
        next();
        return expect(';', "after .pragma");
    }
    bool isExtern = false;
    while (
        peek().isWord(".visible") || peek().isWord(".extern") || peek().isWord(".weak") || peek().isWord(".common")) {
        isExtern = isExtern || peek().isWord(".extern");
        next();
    }
    if (acceptWord(".entry"))
        return function(true);
    if (acceptWord(".func"))
        return function(false);
    Space space;
    if (peek().kind == Token::Kind::Word && isSpace(peek().text, space) && space != Space::Param) {
        next();
        Variable v;
        v.space = space;
        v.isExtern = isExtern;
        if (!variable(space, v, false))
            return false;
        m_module.globals.push_back(std::move(v));
        return true;
    }
    return fail(t, "unknown or misplaced directive " + describe(t));
}

bool Parser::skipSection()
{
    next();
    if (peek().kind == Token::Kind::Word)
        next();
    if (!expect('{', "after .section name"))
        return false;
    int depth = 1;
    while (depth > 0) {
        const Token& t = next();
        if (t.kind == Token::Kind::End)
            return fail(t, "unterminated .section block");
        depth += t.is('{') ? 1 : t.is('}') ? -1 : 0;
    }
    return true;
}

bool Parser::function(bool isEntry)
{
    Function f;
    f.isEntry = isEntry;
    const Token& start = m_tokens[m_pos - 1];
    f.line = start.line;
    f.column = start.column;
    if (!isEntry && peek().is('(')) {
        if (!paramList(f.returns))
            return false;
    }
    const Token& name = next();
    if (name.kind != Token::Kind::Word || name.text.starts_with('.'))
        return fail(name,
            std::string("expected the name of the ") + (isEntry ? ".entry" : ".func") + ", found " + describe(name));
    f.name = std::string(name.text);
    if (peek().is('(') && !paramList(f.params))
        return false;
    // performance and linkage directives between the header and the body
    while (peek().kind == Token::Kind::Word && peek().text.starts_with('.')) {
        const std::string_view d = next().text;
        if (d == ".pragma") {
            next();
            if (!expect(';', "after .pragma"))
                return false;
            continue;
        }
        std::size_t k = 0;
        while (peek().kind == Token::Kind::Integer) {
            const std::uint64_t v = next().value;
            if (d == ".reqnctapercluster" && k < 3)
                f.reqCluster[k] = static_cast<std::uint32_t>(v);
            ++k;
            if (!accept(','))
                break;
        }
        if (d == ".reqnctapercluster") {
            for (std::size_t j = k; j < 3; ++j)
                f.reqCluster[j] = 1; // omitted dimensions are 1
            f.explicitCluster = true;
        }
        if (d == ".explicitcluster")
            f.explicitCluster = true;
    }
    m_loc = {};
    if (accept(';')) {
        m_module.functions.push_back(std::move(f));
        return true;
    }
    if (!expect('{', "to open the body of function '" + f.name + "'"))
        return false;
    f.hasBody = true;
    if (!body(f))
        return false;
    m_module.functions.push_back(std::move(f));
    return true;
}

bool Parser::paramList(std::vector<Variable>& out)
{
    if (!expect('(', "to open a parameter list"))
        return false;
    if (accept(')'))
        return true;
    do {
        const Token& t = next();
        Variable v;
        if (t.isWord(".param"))
            v.space = Space::Param;
        else if (t.isWord(".reg"))
            v.space = Space::Reg;
        else
            return fail(t, "expected .param or .reg in a parameter list, found " + describe(t));
        if (!variable(v.space, v, true))
            return false;
        out.push_back(std::move(v));
    } while (accept(','));
    return expect(')', "to close the parameter list");
}

bool Parser::variable(Space space, Variable& v, bool isParam)
{
    v.space = space;
    const Token& first = peek();
    v.line = first.line;
    v.column = first.column;
    // attributes and the type, in any order, before the name
    while (peek().kind == Token::Kind::Word && peek().text.starts_with('.')) {
        const std::string_view a = next().text;
        Space ignored;
        if (a == ".align") {
            const Token& n = next();
            if (n.kind != Token::Kind::Integer || n.value == 0 || (n.value & (n.value - 1)) != 0)
                return fail(n, ".align needs a power of two");
            v.align = static_cast<int>(n.value);
        } else if (a == ".v2" || a == ".v4" || a == ".v8") {
            v.vector = a[2] - '0';
        } else if (a == ".ptr") {
            v.isPointer = true;
        } else if (isSpace(a, ignored)) {
            continue; // .ptr .global: the pointee's space
        } else {
            v.type = std::string(a.substr(1));
        }
    }
    if (v.type.empty())
        return fail(first, "expected a type such as .u32 or .b8 in the declaration");
    const Token& name = next();
    if (name.kind != Token::Kind::Word || name.text.starts_with('.'))
        return fail(name, "expected a variable name, found " + describe(name));
    v.name = std::string(name.text);
    v.line = name.line;
    v.column = name.column;
    while (accept('[')) {
        if (accept(']')) {
            v.dims.push_back(0);
            continue;
        }
        const Token& n = next();
        if (n.kind != Token::Kind::Integer || n.value > (std::uint64_t(1) << 40))
            return fail(n, "expected an array size, found " + describe(n));
        v.dims.push_back(static_cast<std::int64_t>(n.value));
        if (!expect(']', "after the array size"))
            return false;
    }
    if (isParam)
        return true;
    if (accept('=') && !initializer(v.init))
        return false;
    return expect(';', "after the declaration of '" + v.name + "'");
}

bool Parser::initializer(Initializer& init)
{
    if (accept('{')) {
        init.kind = Initializer::Kind::List;
        if (accept('}'))
            return true;
        do {
            Initializer e;
            if (!initializer(e))
                return false;
            init.elements.push_back(std::move(e));
        } while (accept(','));
        return expect('}', "to close the initialiser list");
    }
    const bool negative = accept('-');
    const Token& t = next();
    switch (t.kind) {
    case Token::Kind::Integer:
        init.kind = Initializer::Kind::Integer;
        init.value = negative ? -static_cast<std::int64_t>(t.value) : static_cast<std::int64_t>(t.value);
        return true;
    case Token::Kind::Float32:
        init.kind = Initializer::Kind::Float32;
        init.value = static_cast<std::int64_t>(t.value ^ (negative ? 0x80000000u : 0u));
        return true;
    case Token::Kind::Float64:
        init.kind = Initializer::Kind::Float64;
        init.value = static_cast<std::int64_t>(t.value ^ (negative ? 0x8000000000000000ull : 0u));
        return true;
    case Token::Kind::Word: {
        init.kind = Initializer::Kind::Symbol;
        std::string_view name = t.text;
        if ((name == "generic" || name == "mask") && accept('(')) {
            name = next().text;
            if (!expect(')', "after the symbol in generic(...)"))
                return false;
        }
        init.symbol = std::string(name);
        if (accept('+')) {
            const Token& off = next();
            if (off.kind != Token::Kind::Integer)
                return fail(off, "expected an offset after '+' in the initialiser");
            init.value = static_cast<std::int64_t>(off.value);
        }
        return true;
    }
    default:
        return fail(t, "expected a number, a symbol or '{' in the initialiser, found " + describe(t));
    }
}

} // namespace warpscope::core::ptx
