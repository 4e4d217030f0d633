#include "core/common/floatbits.h"

#include <bit>
#include <cmath>
#include <limits>

namespace warpscope::core {

namespace {

/// A binary floating-point format with expBits exponent bits and manBits stored mantissa bits.
struct Format {
    int expBits;
    int manBits;
    int bias() const { return (1 << (expBits - 1)) - 1; }
    int emin() const { return 1 - bias(); }
    int emax() const { return bias(); }
};

/// Rounds |v| (finite, > 0) to the format's grid with the given direction, applied to the signed value.
/// Returns the rounded magnitude, or +inf on overflow to infinity.
double roundMagnitude(double mag, bool negative, Format f, RoundMode mode)
{
    int k = 0;
    std::frexp(mag, &k); // mag = m * 2^k, m in [0.5, 1)
    int e = k - 1;
    if (e < f.emin())
        e = f.emin(); // subnormal range: fixed quantum
    const double quantum = std::ldexp(1.0, e - f.manBits);
    const double scaled = mag / quantum; // exact: power-of-two scaling
    double n = std::floor(scaled);
    const double frac = scaled - n;
    bool up = false;
    switch (mode) {
    case RoundMode::NearestEven:
        up = frac > 0.5 || (frac == 0.5 && std::fmod(n, 2.0) != 0.0);
        break;
    case RoundMode::TowardZero:
        break;
    case RoundMode::Down:
        up = negative && frac > 0.0;
        break;
    case RoundMode::Up:
        up = !negative && frac > 0.0;
        break;
    }
    if (up)
        n += 1.0;
    const double result = n * quantum;
    const double maxFinite = std::ldexp(2.0 - std::ldexp(1.0, -f.manBits), f.emax());
    if (result > maxFinite) {
        const bool toInf = mode == RoundMode::NearestEven || (mode == RoundMode::Up && !negative)
            || (mode == RoundMode::Down && negative);
        return toInf ? std::numeric_limits<double>::infinity() : maxFinite;
    }
    return result;
}

/// Encodes a value that is exactly representable in the format (or ±inf) into its bits.
std::uint32_t encode(double mag, bool negative, Format f)
{
    const std::uint32_t sign = negative ? (1u << (f.expBits + f.manBits)) : 0u;
    const std::uint32_t expMask = (1u << f.expBits) - 1;
    if (std::isinf(mag))
        return sign | (expMask << f.manBits);
    if (mag == 0.0)
        return sign;
    int k = 0;
    std::frexp(mag, &k);
    const int e = k - 1;
    if (e < f.emin()) {
        const auto m = static_cast<std::uint32_t>(std::ldexp(mag, f.manBits - f.emin()));
        return sign | m;
    }
    const auto m = static_cast<std::uint32_t>(std::ldexp(mag, f.manBits - e)) - (1u << f.manBits);
    return sign | (static_cast<std::uint32_t>(e + f.bias()) << f.manBits) | m;
}

std::uint32_t roundToFormat(double v, Format f, RoundMode mode)
{
    const std::uint32_t qnan = (((1u << f.expBits) - 1) << f.manBits) | ((1u << f.manBits) - 1);
    if (std::isnan(v))
        return qnan; // canonical NaN, as the GPU's conversions produce
    const bool negative = std::signbit(v);
    const double mag = std::fabs(v);
    if (std::isinf(mag) || mag == 0.0)
        return encode(mag, negative, f);
    return encode(roundMagnitude(mag, negative, f, mode), negative, f);
}

double decode(std::uint32_t bits, Format f)
{
    const std::uint32_t manMask = (1u << f.manBits) - 1;
    const std::uint32_t expMask = (1u << f.expBits) - 1;
    const bool negative = (bits >> (f.expBits + f.manBits)) & 1u;
    const std::uint32_t ex = (bits >> f.manBits) & expMask;
    const std::uint32_t man = bits & manMask;
    double mag = 0.0;
    if (ex == expMask)
        mag = man ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
    else if (ex == 0)
        mag = std::ldexp(static_cast<double>(man), f.emin() - f.manBits);
    else
        mag = std::ldexp(static_cast<double>(man | (1u << f.manBits)), static_cast<int>(ex) - f.bias() - f.manBits);
    return negative ? -mag : mag;
}

constexpr Format kHalf {5, 10};
constexpr Format kBf16 {8, 7};
constexpr Format kFloat {8, 23};

} // namespace

std::uint16_t doubleToHalfBits(double v, RoundMode mode)
{
    return static_cast<std::uint16_t>(roundToFormat(v, kHalf, mode));
}

std::uint16_t doubleToBf16Bits(double v, RoundMode mode)
{
    return static_cast<std::uint16_t>(roundToFormat(v, kBf16, mode));
}

float doubleToFloat(double v, RoundMode mode)
{
    if (mode == RoundMode::NearestEven || std::isnan(v))
        return static_cast<float>(v);
    return bitsToFloat(roundToFormat(v, kFloat, mode));
}

double halfBitsToDouble(std::uint16_t bits)
{
    return decode(bits, kHalf);
}
double bf16BitsToDouble(std::uint16_t bits)
{
    return decode(bits, kBf16);
}
float halfBitsToFloat(std::uint16_t bits)
{
    return static_cast<float>(decode(bits, kHalf));
}
float bf16BitsToFloat(std::uint16_t bits)
{
    return bitsToFloat(static_cast<std::uint32_t>(bits) << 16);
}

std::uint32_t floatBits(float f)
{
    return std::bit_cast<std::uint32_t>(f);
}
float bitsToFloat(std::uint32_t u)
{
    return std::bit_cast<float>(u);
}
std::uint64_t doubleBits(double d)
{
    return std::bit_cast<std::uint64_t>(d);
}
double bitsToDouble(std::uint64_t u)
{
    return std::bit_cast<double>(u);
}

} // namespace warpscope::core
