#pragma once

// A TMA tensor map as the driver's cuTensorMapEncodeTiled (or ...Im2col) takes it, independent of any backend: the
// task builds it from a buffer (tmap:NAME(...) in args), the CUDA backend encodes it with the driver,
// the emulator with its own 128-byte encoding (core/emu/tensormap.h).

#include "core/common/result.h"

#include <array>
#include <cstdint>
#include <string>

namespace warpscope::core {

/// CUtensorMapDataType, same numbering.
enum class TensorMapDataType : std::uint8_t {
    U8 = 0,
    U16,
    U32,
    I32,
    U64,
    I64,
    F16,
    F32,
    F64,
    BF16,
    F32Ftz,
    TF32,
    TF32Ftz,
};

/// cuTensorMapEncodeTiled's arguments (dimensions innermost first, as the driver takes them).
struct TensorMapDesc {
    TensorMapDataType dtype = TensorMapDataType::F32;
    std::uint32_t rank = 1;
    std::array<std::uint64_t, 5> dims {1, 1, 1, 1, 1}; ///< globalDim, elements
    std::array<std::uint64_t, 4> strides {}; ///< globalStrides in bytes of dims 1..rank-1
    std::array<std::uint32_t, 5> box {1, 1, 1, 1, 1}; ///< boxDim, elements
    std::array<std::uint32_t, 5> elementStrides {1, 1, 1, 1, 1};
    std::uint8_t interleave = 0; ///< CUtensorMapInterleave: 0 none, 1 16B, 2 32B
    std::uint8_t swizzle = 0; ///< CUtensorMapSwizzle: 0 none, 1 32B, 2 64B, 3 128B
    std::uint8_t l2Promotion = 0; ///< CUtensorMapL2promotion: 0 none, 1 64B, 2 128B, 3 256B
    std::uint8_t oobFill = 0; ///< CUtensorMapFloatOOBfill: 0 zeros, 1 NaN (request zero FMA)
    /// cuTensorMapEncodeIm2col's map instead (ranks 3-5: C, W, H, D, N innermost first): box is unused;
    /// the pixel box and the counts below describe what one copy moves.
    bool im2col = false;
    std::array<std::int32_t, 3> lowerCorner {}; ///< pixelBoxLowerCorner of W, H, D (innermost first)
    std::array<std::int32_t, 3> upperCorner {}; ///< pixelBoxUpperCorner of W, H, D
    std::uint32_t channelsPerPixel = 0; ///< elements of C per pixel
    std::uint32_t pixelsPerColumn = 0; ///< pixels (N, D, H, W positions) per copy
};

/// "cuTensorMapEncodeTiled" or "cuTensorMapEncodeIm2col": the driver call that encodes desc.
const char* tensorMapEncoder(const TensorMapDesc& desc);

/// Bytes of one element of the data type.
std::uint32_t tensorMapElementBytes(TensorMapDataType t);
/// Whether the data type is a floating-point one (the NaN fill needs one).
bool tensorMapIsFloat(TensorMapDataType t);

/// One broken rule of cuTensorMapEncodeTiled / Im2col: the argument (as the driver names it), and the rule.
struct TensorMapProblem {
    std::string field; ///< "boxDim[0]", "globalAddress", ...
    std::string rule; ///< "must be non-zero and at most 256 (it is 300)"
};

/// Checks desc (and the global address the map will hold) against the requirements
/// cuTensorMapEncodeTiled (or cuTensorMapEncodeIm2col) documents; the driver answers CUDA_ERROR_INVALID_VALUE for any
/// of them. Returns the first broken rule, or an empty field when the map is valid.
TensorMapProblem checkTensorMap(const TensorMapDesc& desc, std::uint64_t globalAddress);

} // namespace warpscope::core
