#pragma once

#include <cstdint>
#include <string_view>

namespace warpscope::core::emu {

/// A PTX scalar type as it appears in an instruction (.u32, .f16x2, .pred ...).
enum class PtxType : std::uint8_t {
    None,
    B8,
    B16,
    B32,
    B64,
    U8,
    U16,
    U32,
    U64,
    S8,
    S16,
    S32,
    S64,
    F16,
    F16x2,
    BF16,
    BF16x2,
    F32,
    F64,
    Pred,
};

/// Parses "u32", "f16x2", "pred" (without the dot); None when it is not a type.
PtxType parsePtxType(std::string_view s);
/// "u32"
const char* ptxTypeName(PtxType t);
/// Bytes of one value (a predicate counts 0: it lives in a lane mask).
int ptxTypeBytes(PtxType t);
bool isSignedType(PtxType t);
bool isFloatType(PtxType t); ///< f16, f16x2, bf16, bf16x2, f32, f64
bool isIntType(PtxType t); ///< b, u and s types

} // namespace warpscope::core::emu
