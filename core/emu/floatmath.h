#pragma once

// Floating-point helpers shared by the f32/f64, f16/bf16 and conversion handlers: directed
// rounding, flush-to-zero, saturation and the GPU's canonical NaN. Files that use RoundGuard are
// compiled with -frounding-math so the compiler keeps their arithmetic inside the guarded region.

#include "core/common/floatbits.h"

#include <bit>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <limits>

namespace warpscope::core::emu {

/// Sets the host's rounding direction for the lifetime of the guard (nothing for round-to-nearest).
class RoundGuard {
public:
    explicit RoundGuard(std::uint8_t mode)
    {
        if (mode == 0)
            return;
        m_old = std::fegetround();
        const int dir = mode == 1 ? FE_TOWARDZERO : mode == 2 ? FE_DOWNWARD : FE_UPWARD;
        std::fesetround(dir);
    }
    ~RoundGuard()
    {
        if (m_old >= 0)
            std::fesetround(m_old);
    }
    RoundGuard(const RoundGuard&) = delete;
    RoundGuard& operator=(const RoundGuard&) = delete;

private:
    int m_old = -1;
};

inline constexpr std::uint32_t kCanonicalNanF32 = 0x7FFFFFFFu;
inline constexpr std::uint64_t kCanonicalNanF64 = 0x7FFFFFFFFFFFFFFFull;
inline constexpr std::uint16_t kCanonicalNanF16 = 0x7FFFu;
inline constexpr std::uint16_t kCanonicalNanBF16 = 0x7FFFu;

/// NaN results become the canonical NaN, as the GPU's arithmetic produces.
inline float canon(float r)
{
    return r != r ? std::bit_cast<float>(kCanonicalNanF32) : r;
}
inline double canon(double r)
{
    return r != r ? std::bit_cast<double>(kCanonicalNanF64) : r;
}

/// .ftz: a subnormal becomes a zero of the same sign.
inline float flush(float x)
{
    return std::fabs(x) < std::numeric_limits<float>::min() ? std::copysign(0.0f, x) : x;
}
inline double flush(double x)
{
    return std::fabs(x) < std::numeric_limits<double>::min() ? std::copysign(0.0, x) : x;
}

/// .sat: clamps to [0, 1]; NaN becomes +0.
template <class T> inline T saturate(T x)
{
    if (!(x > T(0)))
        return T(0);
    return x > T(1) ? T(1) : x;
}

/// The finishing steps of an f32/f64 arithmetic result: canonical NaN, then .ftz, then .sat.
template <bool Ftz, bool Sat, class T> inline T finish(T r)
{
    r = canon(r);
    if constexpr (Ftz)
        r = flush(r);
    if constexpr (Sat)
        r = saturate(r);
    return r;
}

template <bool Ftz, class T> inline T flushIf(T x)
{
    if constexpr (Ftz)
        return flush(x);
    else
        return x;
}

/// Rounds hi + (a residual of the given sign, smaller than half an ulp of hi) to a 16-bit format
/// (half or bfloat16) in the given direction: the result of a correctly rounded operation whose
/// exact value needed more than a double.
std::uint16_t roundResidualTo16(double hi, int residualSign, RoundMode mode, bool bf16);

/// Whether the host can run the fused multiply-add instruction (decided once).
bool hostHasFma();

} // namespace warpscope::core::emu
