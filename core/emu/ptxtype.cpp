#include "core/emu/ptxtype.h"

#include <array>
#include <utility>

namespace warpscope::core::emu {

namespace {

struct TypeRow {
    PtxType type;
    const char* name;
    int bytes;
};

constexpr std::array<TypeRow, 20> kTypes {{
    {PtxType::None, "", 0},
    {PtxType::B8, "b8", 1},
    {PtxType::B16, "b16", 2},
    {PtxType::B32, "b32", 4},
    {PtxType::B64, "b64", 8},
    {PtxType::U8, "u8", 1},
    {PtxType::U16, "u16", 2},
    {PtxType::U32, "u32", 4},
    {PtxType::U64, "u64", 8},
    {PtxType::S8, "s8", 1},
    {PtxType::S16, "s16", 2},
    {PtxType::S32, "s32", 4},
    {PtxType::S64, "s64", 8},
    {PtxType::F16, "f16", 2},
    {PtxType::F16x2, "f16x2", 4},
    {PtxType::BF16, "bf16", 2},
    {PtxType::BF16x2, "bf16x2", 4},
    {PtxType::F32, "f32", 4},
    {PtxType::F64, "f64", 8},
    {PtxType::Pred, "pred", 0},
}};

} // namespace

PtxType parsePtxType(std::string_view s)
{
    for (const auto& row : kTypes)
        if (row.type != PtxType::None && s == row.name)
            return row.type;
    return PtxType::None;
}

const char* ptxTypeName(PtxType t)
{
    return kTypes[static_cast<std::size_t>(t)].name;
}

int ptxTypeBytes(PtxType t)
{
    return kTypes[static_cast<std::size_t>(t)].bytes;
}

bool isSignedType(PtxType t)
{
    return t == PtxType::S8 || t == PtxType::S16 || t == PtxType::S32 || t == PtxType::S64;
}

bool isFloatType(PtxType t)
{
    return t == PtxType::F16 || t == PtxType::F16x2 || t == PtxType::BF16 || t == PtxType::BF16x2 || t == PtxType::F32
        || t == PtxType::F64;
}

bool isIntType(PtxType t)
{
    return t >= PtxType::B8 && t <= PtxType::S64;
}

} // namespace warpscope::core::emu
