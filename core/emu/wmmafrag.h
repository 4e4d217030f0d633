#pragma once

// WMMA fragments (wmma.load / wmma.store / wmma.mma): register counts of the PTX ISA's wmma tables and
// the element mapping the emulator uses. The ISA leaves the mapping unspecified; the emulator uses the
// one of the mma.sync figures tiled over the fragment (docs/emulator.md, "Tensor cores"): element e of a
// lane is chunk c = e / p of p consecutive k (A, B) or n (C, D) values, at row 8 * (c mod R/8) + groupID
// and column (c div R/8) * 4p + threadID_in_group * p + e mod p, with A as m × k, B as n × k and C/D as
// m × n. The .f16 A and B fragments of 16 elements repeat the unique elements when the tile has fewer
// than 16 per lane (the ISA fixes 8 registers for them on every shape).

#include "core/emu/mmamath.h"

#include <string>

namespace warpscope::core::emu {

/// One WMMA fragment: matrix a, b, c or d of a shape and element type.
struct WmmaFrag {
    char which = 'a'; ///< a, b, c or d
    int m = 16, n = 16, k = 16;
    MmaType type = MmaType::F16;
    int rows = 16; ///< A: m, B: n, C/D: m
    int cols = 16; ///< A: k, B: k, C/D: n
    int unique = 8; ///< distinct elements per lane (rows * cols / 32)
    int elems = 8; ///< elements per lane in registers (16 for .f16 A and B)
    int regs = 8;
    int regBytes = 4; ///< 8 for f64
    int bits = 16; ///< bits per element

    /// Row and column (in the rows × cols orientation above) of a lane's element e.
    void position(int lane, int e, int& row, int& col) const;
};

/// The fragment of a wmma opcode's shape, matrix and type, or an error sentence when the PTX ISA has
/// no such fragment.
bool wmmaFragment(int m, int n, int k, char which, MmaType type, WmmaFrag& out, std::string& error);

} // namespace warpscope::core::emu
