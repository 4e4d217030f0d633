#pragma once

// The error bounds the PTX ISA documents for its approximate instructions, and the worst-case
// results built from them: the representable value farthest from the exact result that the bound
// still allows, in a chosen direction (core/exec/approxmode.h). The bounds and their sections are
// listed in docs/emulator.md (Numerics); ulp bounds count from the correctly rounded result, as the
// PTX ISA and the CUDA math documentation measure them.

#include "core/exec/approxmode.h"

#include <cstdint>

namespace warpscope::core::emu {

/// The approximate operations whose results the worst-case mode moves.
enum class ApproxFn : std::uint8_t {
    Rcp,
    Sqrt,
    Rsqrt,
    Sin,
    Cos,
    Lg2,
    Ex2,
    Tanh, ///< .f32 .approx
    DivApprox,
    DivFull, ///< div.approx.f32, div.full.f32
    Ex2F16,
    Ex2BF16,
    TanhF16,
    TanhBF16, ///< the 16-bit forms (x2 forms per half)
};

/// How far a result may be from the exact value.
struct ApproxBound {
    enum class Kind : std::uint8_t {
        None, ///< no documented bound for this input (or a value the ISA's tables fix): unchanged
        UlpsFromRounded, ///< `amount` steps from the correctly rounded result
        Relative, ///< |result - exact| <= amount * |exact|
        Absolute, ///< |result - exact| <= amount
    };
    Kind kind = Kind::None;
    double amount = 0.0;
};

/// The documented bound of `fn` for input `a` (and divisor `b` for the divisions).
ApproxBound approxBound(ApproxFn fn, double a, double b = 1.0);

/// A number identifying one result of one run: the seed, the CTA, the thread, the pc and the warp's
/// instruction count (a loop's iterations differ). Mixed so that every bit depends on all of them.
std::uint64_t approxKey(
    std::uint64_t seed, std::uint64_t cta, std::uint32_t thread, std::uint32_t pc, std::uint64_t step);

/// +1 (towards +inf) or -1 (towards -inf) for a result whose exact value is `exact`.
int approxDirection(const ApproxMode& mode, double exact, std::uint64_t key);

/// approxDirection for one result of a thread; the key is only worked out for Direction::Random.
inline int approxResultDirection(
    const ApproxMode& mode, double exact, std::uint64_t cta, std::uint32_t thread, std::uint32_t pc, std::uint64_t step)
{
    const std::uint64_t key
        = mode.direction == ApproxMode::Direction::Random ? approxKey(mode.seed, cta, thread, pc, step) : 0;
    return approxDirection(mode, exact, key);
}

/// The f32 value at the edge of `bound` from `exact` in `direction`; within one ulp inside the bound
/// when the edge is not representable. `rounded` (the correctly rounded result) is returned as it is
/// when it is NaN, infinite or zero (the values the ISA's special-case tables give), when the bound is
/// None, and when no value on that side lies within the bound. Never overflows to infinity.
float pushToBound(double exact, float rounded, ApproxBound bound, int direction);

/// The same for a half (bf16 = false) or bfloat16 result, as bits.
std::uint16_t pushToBound16(double exact, std::uint16_t rounded, ApproxBound bound, int direction, bool bf16);

} // namespace warpscope::core::emu
