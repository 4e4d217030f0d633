// The functions and logical operators of the reference expression language (refexpr.cpp parses).
#include "core/ref/refexprfunctions.h"

#include <algorithm>
#include <cmath>

namespace warpscope::core {

namespace {
constexpr std::array<RefExprFunction, 20> kFunctions = {{
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
} // namespace

const std::array<RefExprFunction, 20>& refExprFunctions()
{
    return kFunctions;
}

double refExprCall(int fn, const double* a, int n)
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

double refExprLogic(RefExpr::Op::Code code, double a, double b)
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

} // namespace warpscope::core
