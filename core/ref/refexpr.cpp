#include "core/ref/refexpr.h"

#include "core/ref/refexprfunctions.h"

#include <array>
#include <cctype>
#include <cmath>
#include <cstdlib>

namespace warpscope::core {

/// Recursive descent over the expression text, emitting a stack program.
class RefExprParser {
public:
    RefExprParser(std::string_view text, const std::vector<std::string>& vars,
        const std::map<std::string, double, std::less<>>& constants)
        : m_text(text)
        , m_vars(vars)
        , m_constants(constants)
    {
        m_expr.m_used.assign(vars.size(), false);
    }

    Result<RefExpr> parse()
    {
        if (!expression())
            return m_error;
        skip();
        if (m_pos < m_text.size())
            return fail("unexpected '" + std::string(1, m_text[m_pos]) + "'");
        return std::move(m_expr);
    }

private:
    using Code = RefExpr::Op::Code;

    Error fail(const std::string& what)
    {
        m_error = makeError(ErrorCode::BadInput,
            "expr \"" + std::string(m_text) + "\", column " + std::to_string(m_pos + 1) + ": " + what);
        return m_error;
    }
    bool failed(const std::string& what)
    {
        fail(what);
        return false;
    }
    void skip()
    {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }
    bool accept(char c)
    {
        skip();
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }
    void emit(RefExpr::Op op, int stackChange)
    {
        m_expr.m_ops.push_back(op);
        m_stack += stackChange;
        m_expr.m_depth = std::max(m_expr.m_depth, m_stack);
    }

    /// expression: or-chains of and-chains of comparisons; true is 1, false 0 (masks use them).
    bool expression()
    {
        if (!conjunction())
            return false;
        while (acceptTwo('|', '|')) {
            if (!conjunction())
                return false;
            emit({Code::Or}, -1);
        }
        return true;
    }

    bool conjunction()
    {
        if (!comparison())
            return false;
        while (acceptTwo('&', '&')) {
            if (!comparison())
                return false;
            emit({Code::And}, -1);
        }
        return true;
    }

    bool comparison()
    {
        if (!additive())
            return false;
        Code code;
        if (acceptTwo('<', '='))
            code = Code::Le;
        else if (acceptTwo('>', '='))
            code = Code::Ge;
        else if (acceptTwo('=', '='))
            code = Code::Eq;
        else if (acceptTwo('!', '='))
            code = Code::Ne;
        else if (accept('<'))
            code = Code::Lt;
        else if (accept('>'))
            code = Code::Gt;
        else
            return true;
        if (!additive())
            return false;
        emit({code}, -1);
        return true;
    }

    bool acceptTwo(char a, char b)
    {
        skip();
        if (m_pos + 1 < m_text.size() && m_text[m_pos] == a && m_text[m_pos + 1] == b) {
            m_pos += 2;
            return true;
        }
        return false;
    }

    bool additive()
    {
        if (!term())
            return false;
        for (;;) {
            if (accept('+')) {
                if (!term())
                    return false;
                emit({Code::Add}, -1);
            } else if (accept('-')) {
                if (!term())
                    return false;
                emit({Code::Sub}, -1);
            } else {
                return true;
            }
        }
    }

    bool term()
    {
        if (!unary())
            return false;
        for (;;) {
            if (accept('*')) {
                if (!unary())
                    return false;
                emit({Code::Mul}, -1);
            } else if (accept('/')) {
                if (!unary())
                    return false;
                emit({Code::Div}, -1);
            } else {
                return true;
            }
        }
    }

    bool unary()
    {
        skip();
        if (m_pos + 1 < m_text.size() && m_text[m_pos] == '!' && m_text[m_pos + 1] != '=') {
            ++m_pos;
            if (!unary())
                return false;
            emit({Code::Not}, 0);
            return true;
        }
        if (accept('-')) {
            if (!unary())
                return false;
            emit({Code::Neg}, 0);
            return true;
        }
        if (accept('+'))
            return unary();
        return primary();
    }

    bool primary()
    {
        skip();
        if (m_pos >= m_text.size())
            return failed("the expression ends early");
        const char c = m_text[m_pos];
        if (accept('(')) {
            if (!expression())
                return false;
            if (!accept(')'))
                return failed("expected ')'");
            return true;
        }
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '.')
            return number();
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_')
            return name();
        return failed("unexpected '" + std::string(1, c) + "'");
    }

    bool number()
    {
        const std::string rest(m_text.substr(m_pos));
        char* end = nullptr;
        const double v = std::strtod(rest.c_str(), &end);
        if (end == rest.c_str())
            return failed("expected a number");
        m_pos += static_cast<std::size_t>(end - rest.c_str());
        RefExpr::Op op;
        op.value = v;
        emit(op, 1);
        return true;
    }

    bool name()
    {
        const std::size_t start = m_pos;
        while (
            m_pos < m_text.size() && (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '_'))
            ++m_pos;
        const std::string id(m_text.substr(start, m_pos - start));
        skip();
        if (m_pos < m_text.size() && m_text[m_pos] == '(')
            return function(id, start);
        for (std::size_t i = 0; i < m_vars.size(); ++i) {
            if (m_vars[i] == id) {
                RefExpr::Op op;
                op.code = Code::Var;
                op.var = static_cast<int>(i);
                m_expr.m_used[i] = true;
                emit(op, 1);
                return true;
            }
        }
        if (auto it = m_constants.find(id); it != m_constants.end()) {
            RefExpr::Op op;
            op.value = it->second;
            emit(op, 1);
            return true;
        }
        m_pos = start;
        std::string known;
        for (const auto& v : m_vars)
            known += (known.empty() ? "" : ", ") + v;
        for (const auto& [k, v] : m_constants)
            known += (known.empty() ? "" : ", ") + k;
        return failed("unknown name '" + id + "'; the expression may use the reference's inputs and [params]: "
            + (known.empty() ? std::string("none") : known));
    }

    bool function(const std::string& id, std::size_t start)
    {
        int fn = -1;
        for (std::size_t i = 0; i < refExprFunctions().size(); ++i)
            if (id == refExprFunctions()[i].name)
                fn = static_cast<int>(i);
        if (fn < 0) {
            m_pos = start;
            return failed("unknown function '" + id
                + "'; expected exp log sqrt tanh abs min max pow sin cos erf sigmoid gelu gelu_tanh silu finite isnan "
                  "isinf floor where");
        }
        accept('(');
        int args = 0;
        if (!accept(')')) {
            do {
                if (!expression())
                    return false;
                ++args;
            } while (accept(','));
            if (!accept(')'))
                return failed("expected ',' or ')'");
        }
        if (args < refExprFunctions()[fn].minArgs || args > refExprFunctions()[fn].maxArgs) {
            m_pos = start;
            return failed(id + " takes " + std::to_string(refExprFunctions()[fn].minArgs)
                + (refExprFunctions()[fn].maxArgs > refExprFunctions()[fn].minArgs ? " or more" : "")
                + " arguments, found " + std::to_string(args));
        }
        RefExpr::Op op;
        op.code = Code::Call;
        op.fn = static_cast<std::uint8_t>(fn);
        op.args = static_cast<std::uint8_t>(args);
        emit(op, 1 - args);
        return true;
    }

    std::string_view m_text;
    const std::vector<std::string>& m_vars;
    const std::map<std::string, double, std::less<>>& m_constants;
    std::size_t m_pos = 0;
    int m_stack = 0;
    RefExpr m_expr;
    Error m_error;
};

Result<RefExpr> RefExpr::compile(std::string_view text, const std::vector<std::string>& variables,
    const std::map<std::string, double, std::less<>>& constants)
{
    return RefExprParser(text, variables, constants).parse();
}

double RefExpr::evaluate(const double* vars) const
{
    double small[32];
    std::vector<double> big;
    double* st = small;
    if (m_depth > 32) {
        big.resize(static_cast<std::size_t>(m_depth));
        st = big.data();
    }
    int sp = 0;
    for (const Op& op : m_ops) {
        switch (op.code) {
        case Op::Code::Const:
            st[sp++] = op.value;
            break;
        case Op::Code::Var:
            st[sp++] = vars[op.var];
            break;
        case Op::Code::Add:
            --sp;
            st[sp - 1] += st[sp];
            break;
        case Op::Code::Sub:
            --sp;
            st[sp - 1] -= st[sp];
            break;
        case Op::Code::Mul:
            --sp;
            st[sp - 1] *= st[sp];
            break;
        case Op::Code::Div:
            --sp;
            st[sp - 1] /= st[sp];
            break;
        case Op::Code::Neg:
            st[sp - 1] = -st[sp - 1];
            break;
        case Op::Code::Not:
            st[sp - 1] = st[sp - 1] == 0.0 ? 1.0 : 0.0;
            break;
        case Op::Code::Lt:
        case Op::Code::Le:
        case Op::Code::Gt:
        case Op::Code::Ge:
        case Op::Code::Eq:
        case Op::Code::Ne:
        case Op::Code::And:
        case Op::Code::Or:
            --sp;
            st[sp - 1] = refExprLogic(op.code, st[sp - 1], st[sp]);
            break;
        case Op::Code::Call:
            sp -= op.args;
            st[sp] = refExprCall(op.fn, st + sp, op.args);
            ++sp;
            break;
        }
    }
    return sp > 0 ? st[sp - 1] : 0.0;
}

} // namespace warpscope::core
