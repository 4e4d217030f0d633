// Function bodies: declarations, labels, .loc, scopes and instructions with their operands.
#include "core/emu/ptxparserimpl.h"

namespace warpscope::core::ptx {

bool Parser::body(Function& f)
{
    int depth = 1;
    while (true) {
        const Token& t = peek();
        if (t.kind == Token::Kind::End)
            return fail(t, "the body of function '" + f.name + "' is not closed with '}'");
        if (accept('{')) {
            ++depth;
            f.body.push_back(ScopeOpen {t.line});
            continue;
        }
        if (accept('}')) {
            if (--depth == 0)
                return true;
            f.body.push_back(ScopeClose {t.line});
            continue;
        }
        if (t.isWord(".reg")) {
            if (!registerDecl(f.body))
                return false;
            continue;
        }
        if (t.isWord(".loc")) {
            if (!loc())
                return false;
            continue;
        }
        if (t.isWord(".pragma")) {
            next();
            next();
            if (!expect(';', "after .pragma"))
                return false;
            continue;
        }
        Space space;
        if (t.kind == Token::Kind::Word && (isSpace(t.text, space) || t.isWord(".extern"))) {
            bool isExtern = false;
            if (acceptWord(".extern")) {
                isExtern = true;
                if (peek().kind != Token::Kind::Word || !isSpace(peek().text, space))
                    return fail(peek(), "expected a state space after .extern");
            }
            next();
            Variable v;
            v.isExtern = isExtern;
            if (!variable(space, v, false))
                return false;
            f.body.push_back(std::move(v));
            continue;
        }
        if (t.kind == Token::Kind::Word && peek(1).is(':') && !t.text.starts_with('.')) {
            next();
            next();
            if (peek().isWord(".callprototype")) {
                // an indirect-call prototype: its name is an operand of `call`, it runs nothing
                f.prototypes.emplace_back(t.text);
                while (!peek().is(';') && peek().kind != Token::Kind::End)
                    next();
                if (!expect(';', "after .callprototype"))
                    return false;
                continue;
            }
            if (peek().isWord(".branchtargets") || peek().isWord(".calltargets")) {
                TargetList list;
                list.name = std::string(t.text);
                list.calls = next().isWord(".calltargets");
                list.line = t.line;
                list.column = t.column;
                do {
                    const Token& target = next();
                    if (target.kind != Token::Kind::Word || target.text.starts_with('.'))
                        return fail(target,
                            "expected a label or function name in the target list '" + list.name + "', found "
                                + describe(target));
                    list.targets.emplace_back(target.text);
                } while (accept(','));
                if (!expect(';', "after the target list '" + list.name + "'"))
                    return false;
                f.targetLists.push_back(std::move(list));
                continue;
            }
            f.body.push_back(Label {std::string(t.text), t.line, t.column});
            continue;
        }
        Instruction ins;
        if (!instruction(ins))
            return false;
        f.body.push_back(std::move(ins));
    }
}

bool Parser::registerDecl(std::vector<Statement>& out)
{
    next(); // .reg
    RegisterDecl proto;
    while (peek().kind == Token::Kind::Word && peek().text.starts_with('.')) {
        const std::string_view a = next().text;
        if (a == ".v2" || a == ".v4" || a == ".v8")
            proto.vector = a[2] - '0';
        else if (a == ".align")
            next();
        else
            proto.type = std::string(a.substr(1));
    }
    if (proto.type.empty())
        return fail(peek(), "expected a type after .reg");
    do {
        const Token& name = next();
        if (name.kind != Token::Kind::Word || name.text.starts_with('.'))
            return fail(name, "expected a register name after .reg ." + proto.type + ", found " + describe(name));
        RegisterDecl r = proto;
        r.name = std::string(name.text);
        r.line = name.line;
        r.column = name.column;
        if (accept('<')) {
            const Token& n = next();
            if (n.kind != Token::Kind::Integer || n.value > 1'000'000)
                return fail(n, "expected a register count in %name<N>");
            r.count = static_cast<int>(n.value);
            if (!expect('>', "after the register count"))
                return false;
        }
        out.push_back(std::move(r));
    } while (accept(','));
    return expect(';', "after the .reg declaration");
}

bool Parser::loc()
{
    const Token& start = next();
    std::int64_t v[3] = {0, 0, 0};
    for (auto& x : v) {
        const Token& n = next();
        if (n.kind != Token::Kind::Integer)
            return fail(n, ".loc needs a file index, a line and a column");
        x = static_cast<std::int64_t>(n.value);
    }
    SourceLoc l;
    l.file = static_cast<int>(v[0]);
    l.line = static_cast<int>(v[1]);
    l.column = static_cast<int>(v[2]);
    while (accept(',')) {
        const Token& key = next();
        if (key.isWord("function_name")) {
            next();
            if (accept('+'))
                next();
        } else if (key.isWord("inlined_at")) {
            const Token& file = next();
            const Token& line = next();
            const Token& col = next();
            if (file.kind != Token::Kind::Integer || line.kind != Token::Kind::Integer
                || col.kind != Token::Kind::Integer)
                return fail(key, "inlined_at needs a file index, a line and a column");
            l.inlinedFile = static_cast<int>(file.value);
            l.inlinedLine = static_cast<int>(line.value);
        } else {
            return fail(key, "unknown .loc attribute " + describe(key));
        }
    }
    (void)start;
    m_loc = l;
    return true;
}

bool Parser::instruction(Instruction& ins)
{
    const Token& first = peek();
    ins.line = first.line;
    ins.column = first.column;
    ins.loc = m_loc;
    if (accept('@')) {
        ins.guardNegated = accept('!');
        const Token& g = next();
        if (g.kind != Token::Kind::Word)
            return fail(g, "expected a predicate register after '@', found " + describe(g));
        ins.guard = std::string(g.text);
    }
    const Token& op = next();
    if (op.kind != Token::Kind::Word || op.text.starts_with('.') || op.text.starts_with('%'))
        return fail(op, "expected an instruction, found " + describe(op));
    ins.opcode = std::string(op.text);
    ins.line = op.line;
    ins.column = op.column;
    if (accept(';'))
        return true;
    do {
        Operand o;
        if (!operand(o))
            return false;
        ins.operands.push_back(std::move(o));
    } while (accept(','));
    return expect(';', "after the operands of '" + ins.opcode + "'");
}

bool Parser::signedInteger(std::int64_t& value)
{
    const bool negative = accept('-');
    const Token& n = next();
    if (n.kind != Token::Kind::Integer)
        return fail(n, "expected an integer, found " + describe(n));
    value = negative ? -static_cast<std::int64_t>(n.value) : static_cast<std::int64_t>(n.value);
    return true;
}

bool Parser::address(Operand& op)
{
    op.kind = Operand::Kind::Address;
    const Token& base = peek();
    if (base.kind == Token::Kind::Word) {
        op.name = std::string(next().text);
    } else if (base.kind == Token::Kind::Integer || base.is('-')) {
        return signedInteger(op.value) && expect(']', "to close the address");
    } else {
        return fail(base, "expected a register, a symbol or an integer inside [ ], found " + describe(base));
    }
    while (peek().is('+') || peek().is('-')) {
        const bool minus = next().is('-');
        std::int64_t off = 0;
        if (!signedInteger(off))
            return false;
        op.value += minus ? -off : off;
    }
    // tensor and texture addresses: [tensorMap, {x, y}] or [tex, sampler, {coords}]
    while (accept(',')) {
        Operand e;
        if (!operand(e))
            return false;
        op.elements.push_back(std::move(e));
    }
    return expect(']', "to close the address");
}

bool Parser::operand(Operand& op)
{
    const Token& t = peek();
    op.line = t.line;
    op.column = t.column;
    if (accept('[')) {
        return address(op);
    }
    if (t.is('{') || t.is('(')) {
        const char close = t.is('{') ? '}' : ')';
        next();
        op.kind = close == '}' ? Operand::Kind::Vector : Operand::Kind::List;
        if (accept(close))
            return true;
        do {
            Operand e;
            if (!operand(e))
                return false;
            op.elements.push_back(std::move(e));
        } while (accept(','));
        return expect(close, close == '}' ? "to close the vector operand" : "to close the call list");
    }
    op.negated = accept('!');
    const bool minus = accept('-');
    const Token& v = next();
    switch (v.kind) {
    case Token::Kind::Integer:
        op.kind = Operand::Kind::Integer;
        op.value = minus ? -static_cast<std::int64_t>(v.value) : static_cast<std::int64_t>(v.value);
        return true;
    case Token::Kind::Float32:
        op.kind = Operand::Kind::Float32;
        op.value = static_cast<std::int64_t>(v.value ^ (minus ? 0x80000000u : 0u));
        return true;
    case Token::Kind::Float64:
        op.kind = Operand::Kind::Float64;
        op.value = static_cast<std::int64_t>(v.value ^ (minus ? 0x8000000000000000ull : 0u));
        return true;
    case Token::Kind::Word:
        if (minus || v.text.starts_with('.'))
            return fail(v, "expected an operand, found " + describe(v));
        op.kind = v.text == "_" ? Operand::Kind::Sink : Operand::Kind::Register;
        op.name = std::string(v.text);
        if (accept('|')) {
            const Token& q = next();
            if (q.kind != Token::Kind::Word)
                return fail(q, "expected a predicate after '|', found " + describe(q));
            op.pairPredicate = std::string(q.text);
        }
        if (peek().is('+') && peek(1).kind == Token::Kind::Integer) {
            next();
            op.value = static_cast<std::int64_t>(next().value); // symbol+offset outside brackets
        }
        return true;
    default:
        return fail(v, "expected an operand, found " + describe(v));
    }
}

} // namespace warpscope::core::ptx
