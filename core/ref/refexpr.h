#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace warpscope::core {

/// A compiled elementwise expression: + - * /, unary minus, parentheses, numeric literals, variables,
/// comparisons < <= > >= == != and && || ! (true is 1, false 0), and the functions exp log sqrt tanh
/// abs min max pow sin cos erf sigmoid gelu gelu_tanh silu finite isnan isinf floor where(c, a, b),
/// evaluated in float64.
class RefExpr {
public:
    /// Compiles text; names resolve to variables (index into the values passed to evaluate) or to
    /// constants (params). Errors carry the 1-based column in the message and list the known names.
    static Result<RefExpr> compile(std::string_view text, const std::vector<std::string>& variables,
        const std::map<std::string, double, std::less<>>& constants);

    /// Evaluates for one element; vars[i] is the value of variables[i].
    double evaluate(const double* vars) const;
    /// Which variables the expression reads.
    const std::vector<bool>& used() const { return m_used; }

    /// One step of the stack program (public for the compiler in refexpr.cpp).
    struct Op {
        enum class Code : std::uint8_t {
            Const,
            Var,
            Add,
            Sub,
            Mul,
            Div,
            Neg,
            Call,
            Not,
            Lt,
            Le,
            Gt,
            Ge,
            Eq,
            Ne,
            And,
            Or
        };
        Code code = Code::Const;
        std::uint8_t fn = 0; ///< Call: function id
        std::uint8_t args = 0; ///< Call: argument count
        int var = 0;
        double value = 0.0;
    };

private:
    std::vector<Op> m_ops;
    std::vector<bool> m_used;
    int m_depth = 0;
    friend class RefExprParser;
};

/// torch.nn.functional.gelu(x): x / 2 * (1 + erf(x / sqrt(2))).
double refGelu(double x);
/// torch.nn.functional.gelu(x, approximate="tanh"): x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 x^3))).
double refGeluTanh(double x);
/// torch.nn.functional.silu(x): x * sigmoid(x).
double refSilu(double x);

} // namespace warpscope::core
