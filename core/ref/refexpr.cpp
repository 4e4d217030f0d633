#include "core/ref/refexpr.h"

#include "core/common/exprscanner.h"
#include "core/ref/refexprfunctions.h"

#include <array>
#include <cmath>

namespace warpscope::core {

/// Recursive descent over the expression text, emitting a stack program. Tokens, nesting and error
/// positions come from the ExprScanner the task's own expressions share.
class RefExprParser {
public:
    RefExprParser(std::string_view text, const std::vector<std::string>& vars,
        const std::map<std::string, double, std::less<>>& constants)
        : m_s(text)
        , m_vars(vars)
        , m_constants(constants)
    {
        m_expr.m_used.assign(vars.size(), false);
    }

    Result<RefExpr> parse()
    {
        if (!expression())
            return m_error;
        if (!m_s.atEnd())
            return fail("unexpected '" + std::string(1, m_s.peek()) + "'");
        return std::move(m_expr);
    }

private:
    using Code = RefExpr::Op::Code;

    Error fail(const std::string& what)
    {
        m_error = m_s.error(what);
        return m_error;
    }
    bool failed(const std::string& what)
    {
        fail(what);
        return false;
    }
    bool failed(Error error)
    {
        m_error = std::move(error);
        return false;
    }
    bool accept(std::string_view op) { return m_s.accept(op); }
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
        while (accept("||")) {
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
        while (accept("&&")) {
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
        if (accept("<="))
            code = Code::Le;
        else if (accept(">="))
            code = Code::Ge;
        else if (accept("=="))
            code = Code::Eq;
        else if (accept("!="))
            code = Code::Ne;
        else if (accept("<"))
            code = Code::Lt;
        else if (accept(">"))
            code = Code::Gt;
        else
            return true;
        if (!additive())
            return false;
        emit({code}, -1);
        return true;
    }

    bool additive()
    {
        if (!term())
            return false;
        for (;;) {
            if (accept("+")) {
                if (!term())
                    return false;
                emit({Code::Add}, -1);
            } else if (accept("-")) {
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
            if (accept("*")) {
                if (!unary())
                    return false;
                emit({Code::Mul}, -1);
            } else if (accept("/")) {
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
        Code code;
        if (m_s.acceptUnlessFollowedBy("!", '='))
            code = Code::Not;
        else if (accept("-"))
            code = Code::Neg;
        else if (accept("+"))
            return nested([this] { return unary(); }, "unary operators");
        else
            return primary();
        if (!nested([this] { return unary(); }, "unary operators"))
            return false;
        emit({code}, 0);
        return true;
    }

    /// Runs one level of nesting (a parenthesis, a call, a unary operator) within the scanner's limit,
    /// so that a hostile expression ends in an error rather than at the end of the stack.
    template <typename F> bool nested(F&& parse, const char* what)
    {
        if (!m_s.enter()) {
            m_s.leave();
            return failed(m_s.nestingError(what));
        }
        const bool ok = parse();
        m_s.leave();
        return ok;
    }

    bool primary()
    {
        if (m_s.atEnd())
            return failed("the expression ends early");
        if (m_s.peek() == '(') {
            if (!nested(
                    [this] {
                        accept("(");
                        return expression();
                    },
                    "parentheses"))
                return false;
            if (!accept(")"))
                return failed("expected ')'");
            return true;
        }
        if (m_s.atNumber(true))
            return number();
        if (m_s.atName())
            return name();
        return failed("unexpected '" + std::string(1, m_s.peek()) + "'");
    }

    bool number()
    {
        const auto v = m_s.real();
        if (!v)
            return failed(v.error());
        RefExpr::Op op;
        op.value = *v;
        emit(op, 1);
        return true;
    }

    bool name()
    {
        const std::size_t start = m_s.pos();
        const std::string id = m_s.name();
        if (m_s.peek() == '(')
            return nested([&] { return function(id, start); }, "calls");
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
        m_s.setPos(start);
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
            m_s.setPos(start);
            return failed("unknown function '" + id
                + "'; expected exp log sqrt tanh abs min max pow sin cos erf sigmoid gelu gelu_tanh silu finite isnan "
                  "isinf floor where");
        }
        accept("(");
        int args = 0;
        if (!accept(")")) {
            do {
                if (!expression())
                    return false;
                ++args;
            } while (accept(","));
            if (!accept(")"))
                return failed("expected ',' or ')'");
        }
        if (args < refExprFunctions()[fn].minArgs || args > refExprFunctions()[fn].maxArgs) {
            m_s.setPos(start);
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

    ExprScanner m_s;
    const std::vector<std::string>& m_vars;
    const std::map<std::string, double, std::less<>>& m_constants;
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
