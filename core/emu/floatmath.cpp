#include "core/emu/floatmath.h"

namespace warpscope::core::emu {

namespace {

std::uint16_t to16(double v, RoundMode m, bool bf16)
{
    return bf16 ? doubleToBf16Bits(v, m) : doubleToHalfBits(v, m);
}

double from16(std::uint16_t b, bool bf16)
{
    return bf16 ? bf16BitsToDouble(b) : halfBitsToDouble(b);
}

/// The next encoding above / below in value (sign-magnitude; ±0 step to the smallest subnormal).
std::uint16_t stepUp(std::uint16_t b)
{
    if (b == 0x8000u)
        return 0x0001u;
    return static_cast<std::uint16_t>((b & 0x8000u) ? b - 1 : b + 1);
}

std::uint16_t stepDown(std::uint16_t b)
{
    if (b == 0x0000u)
        return 0x8001u;
    return static_cast<std::uint16_t>((b & 0x8000u) ? b + 1 : b - 1);
}

} // namespace

std::uint16_t roundResidualTo16(double hi, int residualSign, RoundMode mode, bool bf16)
{
    if (residualSign == 0 || !std::isfinite(hi))
        return to16(hi, mode, bf16);
    const std::uint16_t down = to16(hi, RoundMode::Down, bf16);
    const std::uint16_t up = to16(hi, RoundMode::Up, bf16);
    if (down == up) {
        // hi is representable; the exact value lies just beside it
        switch (mode) {
        case RoundMode::NearestEven:
            return down;
        case RoundMode::Up:
            return residualSign > 0 ? stepUp(down) : down;
        case RoundMode::Down:
            return residualSign < 0 ? stepDown(down) : down;
        case RoundMode::TowardZero: {
            const bool positive = hi > 0 || (hi == 0 && residualSign > 0);
            if (positive)
                return residualSign < 0 && hi != 0 ? stepDown(down) : down;
            return residualSign > 0 && hi != 0 ? stepUp(down) : down;
        }
        }
    }
    if (mode == RoundMode::NearestEven) {
        const double lo = from16(down, bf16);
        const double hiv = from16(up, bf16);
        if (hi - lo == hiv - hi)
            return residualSign > 0 ? up : down; // a tie in double is broken by the residual
    }
    return to16(hi, mode, bf16);
}

} // namespace warpscope::core::emu
