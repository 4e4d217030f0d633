#pragma once

// The shared-memory swizzle modes of TMA (cp.async.bulk.tensor) and wgmma's matrix descriptors.
// One function for both, because a kernel relies on them agreeing: TMA writes a tile swizzled and
// wgmma (or ldmatrix with the matching XOR) reads it back through the same pattern.
//
// PTX ISA "Tensor-map swizzling modes" / "Shared memory matrix layout": the 16-byte chunk index
// inside a row of 32, 64 or 128 bytes is XORed with the row index modulo 2, 4 or 8, where a row is
// 128 bytes of the address (bits 7 up). On addresses that is bits [4, 4 + b) ^= bits [7, 7 + b)
// with b = 1, 2, 3 (CUTLASS calls these Swizzle<1,4,3>, <2,4,3>, <3,4,3>). The pattern repeats every
// 256, 512 or 1024 bytes, which is why a swizzled buffer must be aligned to that much.

#include <cstdint>

namespace warpscope::core::emu {

/// A swizzle mode as the tensor map and the wgmma descriptor name it.
enum class Swizzle : std::uint8_t { None, B32, B64, B128 };

/// log2 of the number of 16-byte chunks the mode permutes (0 for None).
constexpr int swizzleBits(Swizzle s)
{
    switch (s) {
    case Swizzle::B32:
        return 1;
    case Swizzle::B64:
        return 2;
    case Swizzle::B128:
        return 3;
    case Swizzle::None:
        break;
    }
    return 0;
}

/// Bytes after which the pattern repeats, and the alignment a swizzled buffer needs (0 for None).
constexpr std::uint32_t swizzleAtomBytes(Swizzle s)
{
    return s == Swizzle::None ? 0u : 128u << swizzleBits(s);
}

/// The address a swizzled access really touches. `address` is a shared-memory address (offset from
/// the window start); the XOR is applied to its absolute bits, as the hardware does.
constexpr std::uint64_t swizzleAddress(std::uint64_t address, Swizzle s)
{
    const int b = swizzleBits(s);
    if (b == 0)
        return address;
    const std::uint64_t mask = (std::uint64_t {1} << b) - 1;
    return address ^ (((address >> 7) & mask) << 4);
}

} // namespace warpscope::core::emu
