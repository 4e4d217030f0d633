#include "core/compare/tolerance.h"

#include <cstdio>

namespace warpscope::core {

namespace {
std::string number(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", v);
    return buf;
}
} // namespace

std::string Tolerance::describe() const
{
    std::string s;
    if (useClose)
        s = "atol " + number(atol) + ", rtol " + number(rtol);
    if (maxUlp)
        s += (s.empty() ? "" : " or ") + std::string("max_ulp ") + std::to_string(*maxUlp);
    return s.empty() ? "nothing passes" : s;
}

Tolerance defaultTolerance(DType t)
{
    // torch/testing/_comparison.py, _DTYPE_PRECISIONS: {dtype: (rtol, atol)}; other dtypes are exact.
    Tolerance tol;
    switch (t) {
    case DType::F64:
        tol.rtol = 1e-7;
        tol.atol = 1e-7;
        break;
    case DType::F32:
        tol.rtol = 1.3e-6;
        tol.atol = 1e-5;
        break;
    case DType::F16:
        tol.rtol = 1e-3;
        tol.atol = 1e-5;
        break;
    case DType::BF16:
        tol.rtol = 1.6e-2;
        tol.atol = 1e-5;
        break;
    default:
        break;
    }
    return tol;
}

Tolerance toleranceFor(DType t, const ToleranceSpec* spec)
{
    Tolerance tol = defaultTolerance(t);
    if (!spec)
        return tol;
    tol.fromTask = true;
    if (spec->maxUlp)
        tol.maxUlp = static_cast<std::uint64_t>(*spec->maxUlp);
    if (spec->maxUlp && !spec->atol && !spec->rtol) {
        tol.useClose = false; // { max_ulp = 2 } asks for the ULP rule alone
        return tol;
    }
    if (spec->atol)
        tol.atol = *spec->atol;
    if (spec->rtol)
        tol.rtol = *spec->rtol;
    return tol;
}

} // namespace warpscope::core
