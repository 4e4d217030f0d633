#pragma once

// The emulator's encoding of a 128-byte TMA tensor map (CUtensorMap). On a GPU the layout is the
// driver's secret; here Warpscope writes it (from a TensorMapDesc and the buffer's emulator address)
// and cp.async.bulk.tensor reads it back, so a kernel that hands the map around as an opaque
// __grid_constant__ parameter or copies it to global memory works unchanged.
//
// Layout (little-endian): 0 u32 magic "WSTM"; 4 u8 version, dtype, rank, interleave; 8 u8 swizzle,
// l2 promotion, oob fill, 0; 16 u64 global address; 24 u32 dims[5]; 48 u64 strides[4] (bytes of
// dims 1..4); 80 u16 box[5]; 90 u8 element strides[5]; 96 u8 mode (0 tile, 1 im2col); 98 i16 pixel
// box lower corner[3] (W, H, D); 104 i16 upper corner[3]; 110 u16 channels per pixel; 112 u16 pixels
// per column; the rest zero.

#include "core/exec/tensormapdesc.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace warpscope::core::emu {

/// Bytes of a tensor map object.
inline constexpr std::size_t kTensorMapBytes = 128;
/// "WSTM": marks bytes the emulator encoded.
inline constexpr std::uint32_t kTensorMapMagic = 0x4D545357u;

/// A decoded tensor map: the descriptor and the global address of element 0.
struct TensorMap {
    TensorMapDesc desc;
    std::uint64_t address = 0;
};

/// Encodes desc with the tensor's global address into 128 bytes.
std::array<std::byte, kTensorMapBytes> encodeTensorMap(const TensorMapDesc& desc, std::uint64_t address);
/// Decodes 128 bytes; nullopt when they are not a map the emulator encoded (or one it cannot use).
std::optional<TensorMap> decodeTensorMap(const std::byte* bytes);

} // namespace warpscope::core::emu
