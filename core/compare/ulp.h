#pragma once

#include "core/common/dtype.h"

#include <cstddef>
#include <cstdint>
#include <limits>

namespace warpscope::core {

/// The ULP distance reported when one side is NaN: no number of steps joins NaN to a number.
inline constexpr std::uint64_t kUlpNaN = std::numeric_limits<std::uint64_t>::max();

/// The raw bits of element i of a buffer of type t, zero-extended to 64 bits.
std::uint64_t loadBits(const std::byte* base, std::size_t i, DType t);

/// Maps a float's raw bits to an integer that orders like the value: +0 and -0 both map to 0,
/// negative values map below zero, and neighbouring values differ by 1. Integer types map to themselves.
std::int64_t orderedBits(std::uint64_t bits, DType t);

/// Whether the raw bits of a float type are a NaN / an infinity (always false for integer types).
bool isNaNBits(std::uint64_t bits, DType t);
bool isInfBits(std::uint64_t bits, DType t);

/// The number of representable values of t stepped over from a to b (raw bits): 0 for equal values
/// and for +0/-0; kUlpNaN when either is NaN. For integer types, |a - b|.
std::uint64_t ulpDistanceBits(std::uint64_t a, std::uint64_t b, DType t);

/// Rounds a double to t (floats: nearest even, in one step; integers: nearest, saturated) and
/// returns the raw bits.
std::uint64_t roundedBits(double v, DType t);

/// ULP distance between two doubles after rounding each to t.
std::uint64_t ulpDistance(double a, double b, DType t);

} // namespace warpscope::core
