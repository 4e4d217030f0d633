#include "core/emu/approxbounds.h"

#include "core/common/floatbits.h"

#include <cmath>
#include <limits>
#include <numbers>

namespace warpscope::core::emu {

namespace {

/// A format's rounding and stepping, on values held in double (every f32/f16/bf16 value is exact).
struct F32 {
    static double roundTo(double v, RoundMode m)
    {
        float r = static_cast<float>(v);
        if (m == RoundMode::Down && r > v)
            r = std::nextafter(r, -std::numeric_limits<float>::infinity());
        else if (m == RoundMode::Up && r < v)
            r = std::nextafter(r, std::numeric_limits<float>::infinity());
        return r;
    }
    static double next(double v, int dir)
    {
        return std::nextafter(static_cast<float>(v),
            dir > 0 ? std::numeric_limits<float>::infinity() : -std::numeric_limits<float>::infinity());
    }
    static double maxFinite() { return std::numeric_limits<float>::max(); }
};

template <bool Bf16> struct F16 {
    static std::uint16_t bits(double v, RoundMode m) { return Bf16 ? doubleToBf16Bits(v, m) : doubleToHalfBits(v, m); }
    static double value(std::uint16_t b) { return Bf16 ? bf16BitsToDouble(b) : halfBitsToDouble(b); }
    static double roundTo(double v, RoundMode m) { return value(bits(v, m)); }
    static double next(double v, int dir)
    {
        const std::uint16_t b = bits(v, RoundMode::NearestEven);
        const bool negative = (b & 0x8000u) != 0;
        std::uint16_t n;
        if ((b & 0x7FFFu) == 0)
            n = dir > 0 ? 0x0001u : 0x8001u;
        else
            n = static_cast<std::uint16_t>((dir > 0) != negative ? b + 1 : b - 1);
        return value(n);
    }
    static double maxFinite() { return Bf16 ? 0x1.FEp127 : 65504.0; }
};

template <class Fmt> double push(double exact, double rounded, ApproxBound bound, int dir)
{
    if (bound.kind == ApproxBound::Kind::None || !std::isfinite(rounded) || rounded == 0.0 || !std::isfinite(exact))
        return rounded;
    if (bound.kind == ApproxBound::Kind::UlpsFromRounded) {
        double r = rounded;
        for (int k = 0; k < static_cast<int>(bound.amount); ++k) {
            const double n = Fmt::next(r, dir);
            // never into infinity, never through zero to the other sign
            if (!std::isfinite(n) || n == 0.0 || std::signbit(n) != std::signbit(rounded))
                break;
            r = n;
        }
        return r;
    }
    const double width = bound.kind == ApproxBound::Kind::Relative ? std::fabs(exact) * bound.amount : bound.amount;
    const double target = exact + dir * width;
    // rounded back towards the exact value, so the result stays inside the bound
    double r = Fmt::roundTo(target, dir > 0 ? RoundMode::Down : RoundMode::Up);
    if (!std::isfinite(r) || std::fabs(r) > Fmt::maxFinite())
        r = std::copysign(Fmt::maxFinite(), r);
    if (dir * (r - exact) < 0.0)
        return rounded; // no value on that side lies within the bound
    return r;
}

std::uint64_t mix(std::uint64_t x)
{
    // splitmix64's finaliser
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

} // namespace

ApproxBound approxBound(ApproxFn fn, double a, double b)
{
    using K = ApproxBound::Kind;
    if (!std::isfinite(a) || a == 0.0)
        return {}; // the special-case tables fix these results
    switch (fn) {
    case ApproxFn::Rcp:
        return {K::UlpsFromRounded, 1};
    case ApproxFn::Ex2:
        return {K::UlpsFromRounded, 2};
    case ApproxFn::Sqrt:
        return {K::Relative, 0x1p-23};
    case ApproxFn::Rsqrt:
        return {K::Relative, std::exp2(-22.9)};
    case ApproxFn::Sin:
    case ApproxFn::Cos: {
        const double m = std::fabs(a);
        if (m <= 2 * std::numbers::pi)
            return {K::Absolute, std::exp2(-20.5)};
        if (m <= 100 * std::numbers::pi)
            return {K::Absolute, std::exp2(-14.7)};
        return {}; // "only best effort": no bound to push to
    }
    case ApproxFn::Lg2:
        if (a > 0.5 && a < 2.0)
            return {K::Absolute, 0x1p-22};
        return {K::Relative, 0x1p-22};
    case ApproxFn::Tanh:
        return {K::Relative, 0x1p-11};
    case ApproxFn::DivApprox: {
        const double m = std::fabs(b);
        if (m >= 0x1p-126 && m <= 0x1p126)
            return {K::UlpsFromRounded, 2};
        return {}; // outside [2^-126, 2^126] the ISA gives the result (zero) or no bound
    }
    case ApproxFn::DivFull:
        return std::isfinite(b) && b != 0.0 ? ApproxBound {K::UlpsFromRounded, 2} : ApproxBound {};
    case ApproxFn::Ex2F16:
        return {K::Relative, std::exp2(-9.9)};
    case ApproxFn::Ex2BF16:
        return {K::Relative, 0x1p-7};
    case ApproxFn::TanhF16:
        return {K::Absolute, std::exp2(-10.987)};
    case ApproxFn::TanhBF16:
        return {K::Absolute, 0x1p-8};
    }
    return {};
}

std::uint64_t approxKey(
    std::uint64_t seed, std::uint64_t cta, std::uint32_t thread, std::uint32_t pc, std::uint64_t step)
{
    std::uint64_t h = mix(seed);
    h = mix(h ^ cta);
    h = mix(h ^ (static_cast<std::uint64_t>(thread) << 32 | pc));
    return mix(h ^ step);
}

int approxDirection(const ApproxMode& mode, double exact, std::uint64_t key)
{
    const bool negative = std::signbit(exact);
    switch (mode.direction) {
    case ApproxMode::Direction::Up:
        return 1;
    case ApproxMode::Direction::Down:
        return -1;
    case ApproxMode::Direction::Away:
        return negative ? -1 : 1;
    case ApproxMode::Direction::TowardZero:
        return negative ? 1 : -1;
    case ApproxMode::Direction::Random:
        return (key >> 63) ? 1 : -1;
    }
    return 1;
}

float pushToBound(double exact, float rounded, ApproxBound bound, int direction)
{
    return static_cast<float>(push<F32>(exact, rounded, bound, direction));
}

std::uint16_t pushToBound16(double exact, std::uint16_t rounded, ApproxBound bound, int direction, bool bf16)
{
    const double r = bf16 ? bf16BitsToDouble(rounded) : halfBitsToDouble(rounded);
    if (r != r)
        return rounded;
    const double p = bf16 ? push<F16<true>>(exact, r, bound, direction) : push<F16<false>>(exact, r, bound, direction);
    if (p == r)
        return rounded; // keeps the encoding (a signed zero stays what it was)
    return bf16 ? doubleToBf16Bits(p) : doubleToHalfBits(p);
}

} // namespace warpscope::core::emu
