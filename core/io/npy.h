#pragma once

#include "core/common/result.h"
#include "core/common/tensor.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace warpscope::core {

/// The largest array read from a .npy file; larger headers are refused before any allocation.
inline constexpr std::int64_t kMaxNpyBytes = std::int64_t(16) << 30;

/// Parses a .npy file (format versions 1 to 3, either endianness, C or Fortran order, any header
/// padding) into a C-order little-endian Tensor. bool becomes u8. bf16 has no numpy dtype: it is
/// stored as raw 16-bit '<u2' and read back as U16 (see reinterpretAsBf16). name is used in messages.
Result<Tensor> parseNpy(std::string_view bytes, const std::string& name);

/// Reads and parses a .npy file; the size is checked against the header before the data is read.
Result<Tensor> loadNpy(const std::filesystem::path& path);

/// Serialises a tensor as .npy version 1 (version 2 when the header needs it), padded to alignment
/// (16 or 64) bytes.
std::string serializeNpy(const Tensor& t, int alignment = 64);

/// Writes a .npy atomically.
Status saveNpy(const std::filesystem::path& path, const Tensor& t);

/// Turns a 16-bit integer tensor holding raw bfloat16 bits into a BF16 tensor (a no-op on BF16).
Result<Tensor> reinterpretAsBf16(Tensor t, const std::string& name);

} // namespace warpscope::core
