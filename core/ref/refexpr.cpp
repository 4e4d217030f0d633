#include "core/ref/refexpr.h"

#include <array>
#include <cctype>
#include <cmath>
#include <cstdlib>

namespace warpscope::core {

namespace {

struct Function {
    const char* name;
    int minArgs;
    int maxArgs;
};
constexpr std::array<Function, 20> kFunctions = {{
    {"exp", 1, 1},
    {"log", 1, 1},
    {"sqrt", 1, 1},
    {"tanh", 1, 1},
    {"abs", 1, 1},
    {"min", 2, 16},
    {"max", 2, 16},
    {"pow", 2, 2},
    {"sin", 1, 1},
    {"cos", 1, 1},
    {"erf", 1, 1},
    {"sigmoid", 1, 1},
    {"gelu", 1, 1},
    {"gelu_tanh", 1, 1},
    {"silu", 1, 1},
    {"finite", 1, 1},
    {"isnan", 1, 1},
    {"isinf", 1, 1},
    {"floor", 1, 1},
    {"where", 3, 3},
}};

double call(int fn, const double* a, int n)
{
    switch (fn) {
    case 0:
        return std::exp(a[0]);
    case 1:
        return std::log(a[0]);
    case 2:
        return std::sqrt(a[0]);
    case 3:
        return std::tanh(a[0]);
    case 4:
        return std::fabs(a[0]);
    case 5:
    case 6: {
        // NaN propagates, as torch.minimum/maximum do.
        double r = a[0];
        for (int i = 1; i < n; ++i)
            r = std::isnan(r) || std::isnan(a[i]) ? NAN : fn == 5 ? std::min(r, a[i]) : std::max(r, a[i]);
        return r;
    }
    case 7:
        return std::pow(a[0], a[1]);
    case 8:
        return std::sin(a[0]);
    case 9:
        return std::cos(a[0]);
    case 10:
        return std::erf(a[0]);
    case 11:
        return 1.0 / (1.0 + std::exp(-a[0]));
    case 12:
        return refGelu(a[0]);
    case 13:
        return refGeluTanh(a[0]);
    case 14:
        return refSilu(a[0]);
    case 15:
        return std::isfinite(a[0]) ? 1.0 : 0.0;
    case 16:
        return std::isnan(a[0]) ? 1.0 : 0.0;
    case 17:
        return std::isinf(a[0]) ? 1.0 : 0.0;
    case 18:
        return std::floor(a[0]);
    default:
        return a[0] != 0.0 && !std::isnan(a[0]) ? a[1] : a[2];
    }
}

} // namespace

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
        for (std::size_t i = 0; i < kFunctions.size(); ++i)
            if (id == kFunctions[i].name)
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
        if (args < kFunctions[fn].minArgs || args > kFunctions[fn].maxArgs) {
            m_pos = start;
            return failed(id + " takes " + std::to_string(kFunctions[fn].minArgs)
                + (kFunctions[fn].maxArgs > kFunctions[fn].minArgs ? " or more" : "") + " arguments, found "
                + std::to_string(args));
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

namespace {

double logic(RefExpr::Op::Code code, double a, double b)
{
    using Code = RefExpr::Op::Code;
    auto truth = [](double x) { return x != 0.0 && !std::isnan(x); };
    switch (code) {
    case Code::Lt:
        return a < b ? 1.0 : 0.0;
    case Code::Le:
        return a <= b ? 1.0 : 0.0;
    case Code::Gt:
        return a > b ? 1.0 : 0.0;
    case Code::Ge:
        return a >= b ? 1.0 : 0.0;
    case Code::Eq:
        return a == b ? 1.0 : 0.0;
    case Code::Ne:
        return a != b ? 1.0 : 0.0;
    case Code::And:
        return truth(a) && truth(b) ? 1.0 : 0.0;
    default:
        return truth(a) || truth(b) ? 1.0 : 0.0;
    }
}

} // namespace

double refGelu(double x)
{
    return 0.5 * x * (1.0 + std::erf(x / std::sqrt(2.0)));
}

double refGeluTanh(double x)
{
    const double k = std::sqrt(2.0 / 3.14159265358979323846);
    return 0.5 * x * (1.0 + std::tanh(k * (x + 0.044715 * x * x * x)));
}

double refSilu(double x)
{
    return x / (1.0 + std::exp(-x));
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
            st[sp - 1] = logic(op.code, st[sp - 1], st[sp]);
            break;
        case Op::Code::Call:
            sp -= op.args;
            st[sp] = call(op.fn, st + sp, op.args);
            ++sp;
            break;
        }
    }
    return sp > 0 ? st[sp - 1] : 0.0;
}

} // namespace warpscope::core
