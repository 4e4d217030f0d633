#pragma once

// The sparse tensor-core suites' own statement of the PTX ISA's "Sparse matrix storage" and "Matrix
// fragments for multiply-accumulate operation with sparse matrix A" (mma.sp, PTX ISA 9.x section
// 9.7.14.6), written from the ISA's words so that it checks the emulator independently: chunk
// widths and metadata fields per type, the compressed A layout per figure, and element decoding.

#include <bit>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace sparseref {

inline int typeBits(const std::string& t)
{
    if (t == "s4" || t == "u4")
        return 4;
    if (t == "s8" || t == "u8" || t == "e4m3" || t == "e5m2")
        return 8;
    if (t == "f16" || t == "bf16")
        return 16;
    return 32;
}

/// "Sparse matrix storage": f16/bf16, u8/s8 and e4m3/e5m2 are 2:4 (a 4-bit field per 4-wide chunk),
/// tf32 is 1:2 (a 4-bit field per 2-wide chunk), u4/s4 are 4:8 in pairs (per 8-wide chunk).
inline int chunkWidth(const std::string& a)
{
    if (a == "tf32")
        return 2;
    if (a == "s4" || a == "u4")
        return 8;
    return 4;
}

/// Row and column in the compressed A (16 x K/2) of element i of a lane, from the figures' "row =
/// groupID for ai where ..., col = firstcol ... lastcol" in compressed columns: a register holds
/// e = 32 / bits elements, registers alternate rows groupID / groupID + 8, and the second half of the
/// registers (when there are four) starts at firstcol + K/2, i.e. compressed column + K/4.
inline void compressedA(const std::string& a, int K, int lane, int i, int& row, int& col)
{
    const int e = 32 / typeBits(a);
    const int regs = 16 * (K / 2) * typeBits(a) / 32 / 32;
    const int reg = i / e;
    row = lane / 4 + (reg % 2 ? 8 : 0);
    col = (lane % 4) * e + i % e + (regs == 4 && reg >= 2 ? K / 4 : 0);
}

/// Row (k) of element i of B in a lane: the dense figures' pattern (e elements per register at
/// threadID_in_group * e, each further register 4e rows lower), column groupID.
inline int rowB(const std::string& b, int lane, int i)
{
    const int e = 32 / typeBits(b);
    return (lane % 4) * e + i % e + 4 * e * (i / e);
}

/// The value of an element's bits (the low typeBits bits of `bits`).
inline double decode(const std::string& t, std::uint32_t bits)
{
    if (t == "f16") {
        const int e = (bits >> 10) & 31, m = bits & 1023;
        const double s = bits & 0x8000 ? -1 : 1;
        return s * (e ? std::ldexp(1024 + m, e - 25) : std::ldexp(m, -24));
    }
    if (t == "bf16")
        return std::bit_cast<float>((bits & 0xFFFFu) << 16);
    if (t == "tf32") // "the lower 13 bits are ignored"
        return std::bit_cast<float>(bits & 0xFFFFE000u);
    if (t == "e4m3" || t == "e5m2") {
        const int mb = t == "e4m3" ? 3 : 2, bias = t == "e4m3" ? 7 : 15;
        const int e = static_cast<int>((bits >> mb) & ((1u << (7 - mb)) - 1)),
                  m = static_cast<int>(bits & ((1u << mb) - 1));
        const double s = bits & 0x80 ? -1 : 1;
        return s * (e ? std::ldexp((1 << mb) + m, e - bias - mb) : std::ldexp(m, 1 - bias - mb));
    }
    if (t == "s8")
        return static_cast<std::int8_t>(bits & 0xFF);
    if (t == "u8")
        return bits & 0xFF;
    if (t == "s4")
        return static_cast<int>((bits & 0xF) ^ 0x8) - 8;
    return bits & 0xF; // u4
}

} // namespace sparseref
