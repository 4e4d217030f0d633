#include "core/common/dtype.h"

#include "core/common/floatbits.h"

#include <array>
#include <cmath>
#include <cstring>
#include <limits>

namespace warpscope::core {

namespace {
struct DTypeInfo {
    DType type;
    const char* name;
    std::size_t size;
};
constexpr std::array<DTypeInfo, 12> kTypes = {{
    {DType::F64, "f64", 8},
    {DType::F32, "f32", 4},
    {DType::F16, "f16", 2},
    {DType::BF16, "bf16", 2},
    {DType::I64, "i64", 8},
    {DType::I32, "i32", 4},
    {DType::I16, "i16", 2},
    {DType::I8, "i8", 1},
    {DType::U64, "u64", 8},
    {DType::U32, "u32", 4},
    {DType::U16, "u16", 2},
    {DType::U8, "u8", 1},
}};

template <typename T> T load(const std::byte* p)
{
    T v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

template <typename T> void store(std::byte* p, T v)
{
    std::memcpy(p, &v, sizeof v);
}

/// Truncates toward zero and saturates, as a reviewer expects when a float lands in an int buffer.
template <typename T> T saturate(double v)
{
    if (std::isnan(v))
        return T(0);
    const double t = std::trunc(v);
    if (t <= static_cast<double>(std::numeric_limits<T>::min()))
        return std::numeric_limits<T>::min();
    if (t >= static_cast<double>(std::numeric_limits<T>::max()))
        return std::numeric_limits<T>::max();
    return static_cast<T>(t);
}
} // namespace

std::size_t dtypeSize(DType t)
{
    for (const auto& i : kTypes)
        if (i.type == t)
            return i.size;
    return 0;
}

const char* dtypeName(DType t)
{
    for (const auto& i : kTypes)
        if (i.type == t)
            return i.name;
    return "?";
}

std::optional<DType> parseDType(std::string_view name)
{
    for (const auto& i : kTypes)
        if (name == i.name)
            return i.type;
    return std::nullopt;
}

std::string dtypeNames()
{
    std::string out;
    for (const auto& i : kTypes) {
        if (!out.empty())
            out += ' ';
        out += i.name;
    }
    return out;
}

bool isFloat(DType t)
{
    return t == DType::F64 || t == DType::F32 || t == DType::F16 || t == DType::BF16;
}

bool isSignedInt(DType t)
{
    return t == DType::I64 || t == DType::I32 || t == DType::I16 || t == DType::I8;
}

double loadAsDouble(const std::byte* p, DType t)
{
    switch (t) {
    case DType::F64:
        return load<double>(p);
    case DType::F32:
        return load<float>(p);
    case DType::F16:
        return halfBitsToDouble(load<std::uint16_t>(p));
    case DType::BF16:
        return bf16BitsToDouble(load<std::uint16_t>(p));
    case DType::I64:
        return static_cast<double>(load<std::int64_t>(p));
    case DType::I32:
        return load<std::int32_t>(p);
    case DType::I16:
        return load<std::int16_t>(p);
    case DType::I8:
        return load<std::int8_t>(p);
    case DType::U64:
        return static_cast<double>(load<std::uint64_t>(p));
    case DType::U32:
        return load<std::uint32_t>(p);
    case DType::U16:
        return load<std::uint16_t>(p);
    case DType::U8:
        return load<std::uint8_t>(p);
    }
    return 0.0;
}

void storeFromDouble(std::byte* p, DType t, double v)
{
    switch (t) {
    case DType::F64:
        return store<double>(p, v);
    case DType::F32:
        return store<float>(p, static_cast<float>(v));
    case DType::F16:
        return store<std::uint16_t>(p, doubleToHalfBits(v));
    case DType::BF16:
        return store<std::uint16_t>(p, doubleToBf16Bits(v));
    case DType::I64:
        return store<std::int64_t>(p, saturate<std::int64_t>(v));
    case DType::I32:
        return store<std::int32_t>(p, saturate<std::int32_t>(v));
    case DType::I16:
        return store<std::int16_t>(p, saturate<std::int16_t>(v));
    case DType::I8:
        return store<std::int8_t>(p, saturate<std::int8_t>(v));
    case DType::U64:
        return store<std::uint64_t>(p, saturate<std::uint64_t>(v));
    case DType::U32:
        return store<std::uint32_t>(p, saturate<std::uint32_t>(v));
    case DType::U16:
        return store<std::uint16_t>(p, saturate<std::uint16_t>(v));
    case DType::U8:
        return store<std::uint8_t>(p, saturate<std::uint8_t>(v));
    }
}

} // namespace warpscope::core
