#pragma once

// A TMA tensor-map argument of a launch, "tmap:BUFFER(box=[64, 64], swizzle=128B)": the options as
// written (sizes are expressions over params, evaluated per run). The descriptor itself is built in
// core/exec/tensormapbuild.h, where the buffer's shape and dtype are known.

#include "core/common/result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// The options of a tmap: argument, in the buffer's shape order (outermost dimension first).
struct TensorMapArgSpec {
    std::vector<std::string> box; ///< box size per dimension (expressions); required
    std::vector<std::string> elementStrides; ///< per dimension; empty: all 1
    std::uint8_t swizzle = 0; ///< CUtensorMapSwizzle: none, 32B, 64B, 128B
    std::uint8_t interleave = 0; ///< CUtensorMapInterleave: none, 16B, 32B
    std::uint8_t l2Promotion = 0; ///< CUtensorMapL2promotion: none, 64B, 128B, 256B
    std::uint8_t oobFill = 0; ///< CUtensorMapFloatOOBfill: zeros (NONE), nan (NAN_REQUEST_ZERO_FMA)
    bool im2col = false; ///< mode=im2col: cuTensorMapEncodeIm2col (box not used)
    std::vector<std::string> lowerCorner; ///< pixel box lower corner per spatial dimension (outermost first)
    std::vector<std::string> upperCorner; ///< pixel box upper corner per spatial dimension
    std::string channelsPerPixel; ///< expression
    std::string pixelsPerColumn; ///< expression
};

/// Parses the text between the parentheses of tmap:BUFFER(...): comma-separated key=value options
/// (box=[..], element_strides=[..], swizzle=, interleave=, l2_promotion=, oob_fill=; for
/// mode=im2col: channels_per_pixel=, pixels_per_column=, lower_corner=[..], upper_corner=[..]). The
/// error names the option and lists the accepted values.
Result<TensorMapArgSpec> parseTensorMapOptions(const std::string& text);

} // namespace warpscope::core
