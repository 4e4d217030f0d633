#pragma once

#include <cstdint>

namespace warpscope::core {

/// IEEE rounding directions, as the PTX modifiers .rn .rz .rm .rp.
enum class RoundMode { NearestEven, TowardZero, Down, Up };

/// Rounds a double to binary16 bits in one step (no double rounding through float).
std::uint16_t doubleToHalfBits(double v, RoundMode mode = RoundMode::NearestEven);
/// Rounds a double to bfloat16 bits in one step.
std::uint16_t doubleToBf16Bits(double v, RoundMode mode = RoundMode::NearestEven);
/// Rounds a double to float with the given direction (the emulator's cvt.rX.f32.f64).
float doubleToFloat(double v, RoundMode mode);
/// Exact widening conversions.
double halfBitsToDouble(std::uint16_t bits);
double bf16BitsToDouble(std::uint16_t bits);
float halfBitsToFloat(std::uint16_t bits);
float bf16BitsToFloat(std::uint16_t bits);

/// Bit casts.
std::uint32_t floatBits(float f);
float bitsToFloat(std::uint32_t u);
std::uint64_t doubleBits(double d);
double bitsToDouble(std::uint64_t u);

} // namespace warpscope::core
