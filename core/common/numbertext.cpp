#include "core/common/numbertext.h"

#include <cmath>
#include <cstdio>

namespace warpscope::core {

std::string valueText(double v, DType t, int digits)
{
    char buf[64];
    // 2^64: every integer dtype's values are below it, and %.0f prints a whole double exactly
    if (!isFloat(t) && std::isfinite(v) && v == std::nearbyint(v) && std::fabs(v) < 0x1p64)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else
        std::snprintf(buf, sizeof buf, "%.*g", digits, v);
    return buf;
}

} // namespace warpscope::core
