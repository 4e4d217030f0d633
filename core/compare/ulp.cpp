#include "core/compare/ulp.h"

#include "core/common/floatbits.h"

#include <cmath>
#include <cstring>

namespace warpscope::core {

namespace {

/// Sign and exponent masks of a float format; an integer type has no exponent.
struct Format {
    int bits = 0;
    std::uint64_t sign = 0;
    std::uint64_t exponent = 0;
};

Format formatOf(DType t)
{
    switch (t) {
    case DType::F64:
        return {64, 0x8000000000000000ull, 0x7FF0000000000000ull};
    case DType::F32:
        return {32, 0x80000000ull, 0x7F800000ull};
    case DType::F16:
        return {16, 0x8000ull, 0x7C00ull};
    case DType::BF16:
        return {16, 0x8000ull, 0x7F80ull};
    default:
        return {static_cast<int>(dtypeSize(t) * 8), 0, 0};
    }
}

/// Sign-extends an integer element's zero-extended bits.
std::int64_t signExtend(std::uint64_t bits, int width)
{
    if (width == 64)
        return static_cast<std::int64_t>(bits);
    const std::uint64_t m = 1ull << (width - 1);
    return static_cast<std::int64_t>((bits ^ m) - m);
}

} // namespace

std::uint64_t loadBits(const std::byte* base, std::size_t i, DType t)
{
    const std::size_t size = dtypeSize(t);
    std::uint64_t v = 0;
    std::memcpy(&v, base + i * size, size); // little-endian host, as Tensor stores
    return v;
}

std::int64_t orderedBits(std::uint64_t bits, DType t)
{
    const Format f = formatOf(t);
    if (!f.exponent)
        return isSignedInt(t) ? signExtend(bits, f.bits) : static_cast<std::int64_t>(bits);
    const std::uint64_t magnitude = bits & ~f.sign & (f.bits == 64 ? ~0ull : (1ull << f.bits) - 1);
    return (bits & f.sign) ? -static_cast<std::int64_t>(magnitude) : static_cast<std::int64_t>(magnitude);
}

bool isNaNBits(std::uint64_t bits, DType t)
{
    const Format f = formatOf(t);
    if (!f.exponent)
        return false;
    const std::uint64_t mantissa = (f.exponent | f.sign) ^ (f.bits == 64 ? ~0ull : (1ull << f.bits) - 1);
    return (bits & f.exponent) == f.exponent && (bits & mantissa) != 0;
}

bool isInfBits(std::uint64_t bits, DType t)
{
    const Format f = formatOf(t);
    if (!f.exponent)
        return false;
    return (bits & ~f.sign) == f.exponent;
}

std::uint64_t ulpDistanceBits(std::uint64_t a, std::uint64_t b, DType t)
{
    if (isNaNBits(a, t) || isNaNBits(b, t))
        return kUlpNaN;
    if (t == DType::U64)
        return a > b ? a - b : b - a;
    const std::int64_t oa = orderedBits(a, t);
    const std::int64_t ob = orderedBits(b, t);
    // The true difference can exceed INT64_MAX (f64 from -max to +max, i64 extremes) but always fits
    // in 64 unsigned bits, where two's complement subtraction gives it exactly.
    return oa >= ob ? static_cast<std::uint64_t>(oa) - static_cast<std::uint64_t>(ob)
                    : static_cast<std::uint64_t>(ob) - static_cast<std::uint64_t>(oa);
}

std::uint64_t roundedBits(double v, DType t)
{
    switch (t) {
    case DType::F64:
        return doubleBits(v);
    case DType::F32:
        return floatBits(static_cast<float>(v));
    case DType::F16:
        return doubleToHalfBits(v);
    case DType::BF16:
        return doubleToBf16Bits(v);
    default:
        break;
    }
    std::byte buf[8] = {};
    storeFromDouble(buf, t, std::nearbyint(v));
    std::uint64_t out = 0;
    std::memcpy(&out, buf, dtypeSize(t));
    return out;
}

std::uint64_t ulpDistance(double a, double b, DType t)
{
    return ulpDistanceBits(roundedBits(a, t), roundedBits(b, t), t);
}

} // namespace warpscope::core
