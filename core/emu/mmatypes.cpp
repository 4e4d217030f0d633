// Tensor-core element types: names, widths and the exact decoding of each element format.
#include "core/common/floatbits.h"
#include "core/emu/mmamath.h"

#include <bit>
#include <cmath>
#include <limits>
#include <vector>

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

/// f16 bits to double through a table built once (the conversion is on every element of every mma).
const float* halfTable()
{
    static const std::vector<float> table = [] {
        std::vector<float> t(65536);
        for (std::uint32_t i = 0; i < 65536; ++i)
            t[i] = halfBitsToFloat(static_cast<std::uint16_t>(i));
        return t;
    }();
    return table.data();
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

int mmaSparseChunkWidth(MmaType a)
{
    switch (a) {
    case MmaType::TF32:
        return 2;
    case MmaType::S4:
    case MmaType::U4:
        return 8;
    default:
        return 4;
    }
}

bool mmaIsLowFloat(MmaType t)
{
    return t == MmaType::F16 || t == MmaType::BF16 || t == MmaType::TF32 || t == MmaType::E4M3 || t == MmaType::E5M2;
}

double mmaDecodeFloat(MmaType t, std::uint32_t bits)
{
    switch (t) {
    case MmaType::F16:
        return static_cast<double>(halfTable()[bits & 0xFFFFu]);
    case MmaType::BF16:
        return static_cast<double>(std::bit_cast<float>((bits & 0xFFFFu) << 16));
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

} // namespace warpscope::core::emu
