// Tensor-core arithmetic: element decoding and the numerics model of docs/emulator.md ("Tensor cores").
#include "core/emu/mmamath.h"

#include "core/common/floatbits.h"

#include <atomic>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace warpscope::core::emu {

namespace {

struct TypeName {
    const char* name;
    MmaType type;
    int bits;
};

constexpr TypeName kTypes[] = {
    {"f16", MmaType::F16, 16},
    {"bf16", MmaType::BF16, 16},
    {"tf32", MmaType::TF32, 32},
    {"e4m3", MmaType::E4M3, 8},
    {"e5m2", MmaType::E5M2, 8},
    {"f32", MmaType::F32, 32},
    {"f64", MmaType::F64, 64},
    {"s8", MmaType::S8, 8},
    {"u8", MmaType::U8, 8},
    {"s4", MmaType::S4, 4},
    {"u4", MmaType::U4, 4},
    {"b1", MmaType::B1, 1},
    {"s32", MmaType::S32, 32},
};

std::atomic<MmaAccumulation> g_accumulation {MmaAccumulation::Hardware};

/// A small float format (e4m3 / e5m2) decoded exactly.
double decodeMini(std::uint32_t bits, int expBits, int manBits, bool ieeeSpecials)
{
    const std::uint32_t sign = (bits >> (expBits + manBits)) & 1u;
    const std::uint32_t e = (bits >> manBits) & ((1u << expBits) - 1);
    const std::uint32_t m = bits & ((1u << manBits) - 1);
    const int bias = (1 << (expBits - 1)) - 1;
    double v = 0;
    if (ieeeSpecials && e == (1u << expBits) - 1)
        v = m ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
    else if (!ieeeSpecials && e == (1u << expBits) - 1 && m == (1u << manBits) - 1)
        v = std::numeric_limits<double>::quiet_NaN(); // e4m3: S.1111.111 is the only NaN, no infinity
    else if (e == 0)
        v = std::ldexp(static_cast<double>(m), 1 - bias - manBits);
    else
        v = std::ldexp(static_cast<double>(m | (1u << manBits)), static_cast<int>(e) - bias - manBits);
    return sign ? -v : v;
}

/// The unbiased exponent of a finite non-zero double (all terms here are normal doubles: products of
/// at most 11-bit significands with exponents far inside double's range).
inline int exponentOf(double x)
{
    return static_cast<int>((std::bit_cast<std::uint64_t>(x) >> 52) & 0x7FF) - 1023;
}

/// 2^e as a double, for e inside the normal range.
inline double pow2(int e)
{
    return std::bit_cast<double>(static_cast<std::uint64_t>(e + 1023) << 52);
}

constexpr std::uint32_t kNanF32 = 0x7FFFFFFFu;
constexpr std::uint16_t kNanF16 = 0x7FFFu;

/// Rounds the exact value s·2^g (s an integer) to f32 toward zero, or to f16 to nearest even; an
/// overflow becomes an infinity of the sign.
double roundBlock(std::int64_t s, int g, MmaType dtype, bool flushSubnormals)
{
    if (s == 0)
        return 0.0;
    const bool neg = s < 0;
    std::uint64_t mag = neg ? static_cast<std::uint64_t>(-s) : static_cast<std::uint64_t>(s);
    if (dtype == MmaType::F16) {
        const double v = std::ldexp(static_cast<double>(mag), g); // exact: mag < 2^53
        const double h = halfBitsToDouble(doubleToHalfBits(v));
        return neg ? -h : h;
    }
    const int width = 64 - std::countl_zero(mag);
    const int lead = width - 1 + g; // exponent of the leading bit
    if (lead > 127)
        return neg ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    int keep = 24;
    if (lead < -126) {
        if (flushSubnormals)
            return neg ? -0.0 : 0.0;
        keep = 24 - (-126 - lead); // subnormal f32: fewer significant bits
        if (keep <= 0)
            return neg ? -0.0 : 0.0;
    }
    if (width > keep) {
        const int drop = width - keep;
        mag = (mag >> drop) << drop;
    }
    const double v = std::ldexp(static_cast<double>(mag), g);
    return neg ? -v : v;
}

std::uint32_t encodeOut(double v, MmaType dtype)
{
    if (dtype == MmaType::F16)
        return v != v ? kNanF16 : doubleToHalfBits(v);
    return v != v ? kNanF32 : std::bit_cast<std::uint32_t>(static_cast<float>(v));
}

/// IEEE special values among the terms of a block: NaN when any term is NaN or infinities of both
/// signs meet, else the infinity; 0 when every term is finite.
int specials(const double* a, const double* b, int n, double acc, double& out)
{
    bool pos = false, neg = false, nan = acc != acc;
    if (std::isinf(acc))
        (acc > 0 ? pos : neg) = true;
    for (int j = 0; j < n; ++j) {
        const double p = a[j] * b[j];
        if (p != p)
            nan = true;
        else if (std::isinf(p))
            (p > 0 ? pos : neg) = true;
    }
    if (nan || (pos && neg)) {
        out = std::numeric_limits<double>::quiet_NaN();
        return 1;
    }
    if (pos || neg) {
        out = pos ? std::numeric_limits<double>::infinity() : -std::numeric_limits<double>::infinity();
        return 1;
    }
    return 0;
}

/// One block of the Hardware model: acc + Σ a[j]·b[j], every term truncated on the grid
/// 2^(emax - fracBits) of the largest term, summed exactly, then rounded once (roundBlock).
double hardwareBlock(const double* a, const double* b, int n, double acc, MmaType dtype, const MmaBlockModel& m)
{
    double terms[32];
    int emax = std::numeric_limits<int>::min();
    bool allNegZero = std::signbit(acc) && acc == 0;
    int count = 0;
    if (acc != 0) {
        terms[count++] = acc;
        emax = exponentOf(acc);
    }
    for (int j = 0; j < n; ++j) {
        const double p = a[j] * b[j];
        allNegZero = allNegZero && p == 0 && std::signbit(p);
        if (p == 0)
            continue;
        terms[count++] = p;
        const int e = exponentOf(p);
        emax = e > emax ? e : emax;
    }
    if (count == 0)
        return allNegZero ? -0.0 : 0.0;
    const int g = emax - m.fracBits;
    const double scale = pow2(-g);
    std::int64_t s = 0;
    for (int j = 0; j < count; ++j)
        s += static_cast<std::int64_t>(terms[j] * scale); // the conversion truncates toward zero
    return roundBlock(s, g, dtype, m.flushSubnormals);
}

} // namespace

MmaType parseMmaType(std::string_view s)
{
    for (const auto& t : kTypes)
        if (s == t.name)
            return t.type;
    return MmaType::None;
}

const char* mmaTypeName(MmaType t)
{
    for (const auto& x : kTypes)
        if (x.type == t)
            return x.name;
    return "?";
}

int mmaTypeBits(MmaType t)
{
    for (const auto& x : kTypes)
        if (x.type == t)
            return x.bits;
    return 0;
}

bool mmaIsLowFloat(MmaType t)
{
    return t == MmaType::F16 || t == MmaType::BF16 || t == MmaType::TF32 || t == MmaType::E4M3 || t == MmaType::E5M2;
}

double mmaDecodeFloat(MmaType t, std::uint32_t bits)
{
    switch (t) {
    case MmaType::F16:
        return halfBitsToDouble(static_cast<std::uint16_t>(bits));
    case MmaType::BF16:
        return bf16BitsToDouble(static_cast<std::uint16_t>(bits));
    case MmaType::TF32: {
        const std::uint32_t kept = bits & 0xFFFFE000u;
        // tf32 mode has no subnormals (Fasi et al. 2021, A100 tf32 suite): they read as zero
        if ((kept & 0x7F800000u) == 0)
            return (kept >> 31) ? -0.0 : 0.0;
        return static_cast<double>(std::bit_cast<float>(kept));
    }
    case MmaType::E4M3:
        return decodeMini(bits & 0xFFu, 4, 3, false);
    case MmaType::E5M2:
        return decodeMini(bits & 0xFFu, 5, 2, true);
    case MmaType::F32:
        return static_cast<double>(std::bit_cast<float>(bits));
    default:
        return 0.0;
    }
}

std::int32_t mmaDecodeInt(MmaType t, std::uint32_t bits)
{
    switch (t) {
    case MmaType::S8:
        return static_cast<std::int8_t>(bits & 0xFFu);
    case MmaType::U8:
        return static_cast<std::int32_t>(bits & 0xFFu);
    case MmaType::S4:
        return static_cast<std::int32_t>((bits & 0xFu) ^ 0x8u) - 8;
    case MmaType::U4:
        return static_cast<std::int32_t>(bits & 0xFu);
    case MmaType::B1:
        return static_cast<std::int32_t>(bits & 1u);
    default:
        return static_cast<std::int32_t>(bits);
    }
}

MmaAccumulation mmaAccumulation()
{
    return g_accumulation.load(std::memory_order_relaxed);
}

void setMmaAccumulation(MmaAccumulation mode)
{
    g_accumulation.store(mode, std::memory_order_relaxed);
}

MmaBlockModel mmaBlockModel(MmaType ab)
{
    MmaBlockModel m;
    switch (ab) {
    case MmaType::TF32:
        m.block = 4;
        m.flushSubnormals = true;
        break;
    case MmaType::E4M3:
    case MmaType::E5M2:
        m.block = 16;
        m.fracBits = 13; // "around 14 bits" retained by FP8 accumulation (DeepSeek-V3 report, 3.3.2)
        break;
    default:
        break;
    }
    return m;
}

std::uint32_t mmaDotFloat(
    const double* a, const double* b, int K, double c, MmaType ab, MmaType dtype, MmaAccumulation mode)
{
    if (mode == MmaAccumulation::Sequential) {
        if (dtype == MmaType::F16) {
            double acc = halfBitsToDouble(doubleToHalfBits(c));
            for (int k = 0; k < K; ++k)
                acc = halfBitsToDouble(doubleToHalfBits(std::fma(a[k], b[k], acc)));
            return encodeOut(acc, dtype);
        }
        float acc = static_cast<float>(c);
        for (int k = 0; k < K; ++k) // the products of these inputs are exact in f32
            acc = std::fma(static_cast<float>(a[k]), static_cast<float>(b[k]), acc);
        return encodeOut(static_cast<double>(acc), dtype);
    }
    const MmaBlockModel m = mmaBlockModel(ab);
    double acc = c;
    for (int k0 = 0; k0 < K; k0 += m.block) {
        const int n = K - k0 < m.block ? K - k0 : m.block;
        double special = 0;
        if (specials(a + k0, b + k0, n, acc, special)) {
            acc = special;
            if (acc != acc)
                break;
            continue;
        }
        acc = hardwareBlock(a + k0, b + k0, n, acc, dtype, m);
    }
    return encodeOut(acc, dtype);
}

double mmaDotF64(const double* a, const double* b, int K, double c)
{
    double acc = c;
    for (int k = 0; k < K; ++k)
        acc = std::fma(a[k], b[k], acc);
    return acc;
}

std::int32_t mmaDotInt(const std::int32_t* a, const std::int32_t* b, int K, std::int32_t c, bool satfinite)
{
    std::int64_t acc = c;
    for (int k = 0; k < K; ++k)
        acc += static_cast<std::int64_t>(a[k]) * b[k];
    if (satfinite) {
        if (acc > std::numeric_limits<std::int32_t>::max())
            return std::numeric_limits<std::int32_t>::max();
        if (acc < std::numeric_limits<std::int32_t>::min())
            return std::numeric_limits<std::int32_t>::min();
    }
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(acc));
}

std::int32_t mmaDotBits(const std::uint32_t* a, const std::uint32_t* b, int words, std::int32_t c, int op)
{
    std::uint32_t acc = static_cast<std::uint32_t>(c);
    for (int w = 0; w < words; ++w)
        acc += static_cast<std::uint32_t>(std::popcount(op == 0 ? (a[w] ^ b[w]) : (a[w] & b[w])));
    return static_cast<std::int32_t>(acc);
}

} // namespace warpscope::core::emu
