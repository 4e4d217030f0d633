#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace warpscope::core {

/// True when Warpscope was built with zlib (PNG images and compressed PDF streams need it).
bool haveZlib();

/// zlib-wrapped DEFLATE of bytes (PNG IDAT, PDF /FlateDecode).
std::string deflateBytes(std::string_view bytes, int level = 6);

/// Inflates a zlib stream; more than maxBytes of output is refused (a decompression bomb). name is
/// used in messages.
Result<std::string> inflateBytes(std::string_view bytes, std::size_t maxBytes, const std::string& name);

/// The CRC-32 PNG chunks carry.
std::uint32_t crc32Of(std::string_view bytes);

} // namespace warpscope::core
