#pragma once

// Inputs and checks shared by the random instruction cross-checks (tst_emufloat: f32/f64 arithmetic and
// approximate instructions; tst_emuintconv: integer ops, conversions and f16/bf16). Both files are built
// with -frounding-math: their references use the host's directed rounding modes.

#include "opharness.h"

#include <QString>

#include <cfenv>
#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <vector>

namespace floatcheck {

using namespace emutest;

using V = std::vector<std::uint64_t>;

inline constexpr int kCount = 4000;

/// Random f32 bit patterns: uniform bits, ordinary values, values near 1, specials and subnormals.
inline V floatInputs(std::mt19937_64& rng, int n)
{
    static const std::uint32_t specials[] = {0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x00000001, 0x807fffff,
        0x00800000, 0x7f7fffff, 0x3f800000, 0xbf800000, 0x33800000};
    V v(static_cast<std::size_t>(n));
    std::uniform_real_distribution<float> u(-4.0f, 4.0f);
    for (int i = 0; i < n; ++i) {
        const auto r = rng();
        switch (r % 4) {
        case 0:
            v[i] = static_cast<std::uint32_t>(rng());
            break;
        case 1:
            v[i] = floatBits(u(rng));
            break;
        case 2:
            v[i] = floatBits(1.0f) + (rng() % 64) - 32;
            break;
        default:
            v[i] = specials[rng() % std::size(specials)];
            break;
        }
    }
    return v;
}

inline V doubleInputs(std::mt19937_64& rng, int n)
{
    V v(static_cast<std::size_t>(n));
    std::uniform_real_distribution<double> u(-4.0, 4.0);
    for (int i = 0; i < n; ++i)
        v[i] = (rng() % 3 == 0) ? rng() : doubleBits(u(rng));
    return v;
}

inline int feMode(int m)
{
    return m == 0 ? FE_TONEAREST : m == 1 ? FE_TOWARDZERO : m == 2 ? FE_DOWNWARD : FE_UPWARD;
}

inline const char* modeName(int m)
{
    return m == 0 ? "rn" : m == 1 ? "rz" : m == 2 ? "rm" : "rp";
}

inline float ftz(float x)
{
    return std::fabs(x) < 1.17549435e-38f ? std::copysign(0.0f, x) : x;
}

inline std::uint64_t canonF(float r)
{
    return r != r ? 0x7fffffffu : floatBits(r);
}

inline std::uint64_t canonD(double r)
{
    return r != r ? 0x7fffffffffffffffull : doubleBits(r);
}

inline QString mismatch(
    std::size_t i, std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t got, std::uint64_t want)
{
    return QString("input %1 (a=0x%2 b=0x%3 c=0x%4): got 0x%5, expected 0x%6")
        .arg(i)
        .arg(a, 0, 16)
        .arg(b, 0, 16)
        .arg(c, 0, 16)
        .arg(got, 0, 16)
        .arg(want, 0, 16);
}

/// Runs body over inputs and compares with ref(a, b, c) bit for bit.
inline QString checkExact(const QString& body, const QString& types, const V& a, const V& b, const V& c,
    const std::function<std::uint64_t(std::uint64_t, std::uint64_t, std::uint64_t)>& ref)
{
    std::string error;
    const V got = runOp(body, types, a, b, c, &error);
    if (!error.empty())
        return QString::fromStdString(error);
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::uint64_t want = ref(a[i], b[i], c.empty() ? 0 : c[i]);
        if (got[i] != want)
            return mismatch(i, a[i], b[i], c.empty() ? 0 : c[i], got[i], want);
    }
    return {};
}

inline float f(std::uint64_t bits)
{
    return bitsToFloat(static_cast<std::uint32_t>(bits));
}

inline double d(std::uint64_t bits)
{
    return bitsToDouble(bits);
}

/// |got - want| in units of the last place of want (float).
inline double ulpError(float got, double want)
{
    if (std::isnan(want) || std::isinf(want))
        return (std::isnan(want) && std::isnan(got)) || got == want ? 0 : 1e9;
    const float w = static_cast<float>(want);
    const double ulp = std::fabs(static_cast<double>(std::nextafter(w, std::numeric_limits<float>::infinity())) - w);
    return std::fabs(got - want) / ulp;
}

} // namespace floatcheck
