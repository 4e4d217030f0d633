#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace warpscope::core {

/// An 8-bit RGBA raster, rows top to bottom.
struct RasterImage {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba;

    /// True when any pixel is not fully opaque.
    bool hasAlpha() const;
};

/// The largest image a report decodes, in pixels (a 16k x 8k screenshot).
inline constexpr std::int64_t kMaxImagePixels = std::int64_t(16384) * 8192;

/// Decodes a PNG (every colour type and bit depth, palette and tRNS transparency, Adam7 interlace)
/// into RGBA. name is used in messages; damaged files say which chunk is wrong.
Result<RasterImage> decodePng(std::string_view bytes, const std::string& name);

/// Encodes RGBA as a PNG (colour type 6, or 2 when every pixel is opaque).
std::string encodePng(const RasterImage& image);

} // namespace warpscope::core
