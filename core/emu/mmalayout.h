#pragma once

// Fragment layouts of warp-level MMA (mma.sync): which element of A, B, C and D each lane's registers
// hold, exactly as the PTX ISA's "Matrix Fragments for mma.mMnNkK" figures give them, precomputed as
// per-lane index tables so that a handler gathers a warp's fragments with one table walk.

#include "core/emu/mmamath.h"

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core::emu {

/// The four operands of D = A·B + C, in the order of the instruction's operand list (d, a, b, c).
enum MmaOperand : int { kMmaD = 0, kMmaA = 1, kMmaB = 2, kMmaC = 3 };

/// One mma.sync variant: shape, element types, layouts and per-lane fragment tables. Tiles are stored
/// A as batch × M × K (row-major), B as batch × N × K (each column's k contiguous), C and D as
/// batch × M × N; single-bit A and B hold 32-bit words of k instead of elements.
struct MmaVariant {
    int m = 16, n = 8, k = 16;
    int batch = 1; ///< 4 for m8n8k4 .f16: one product per quad pair
    MmaType type[4] = {MmaType::F32, MmaType::F16, MmaType::F16, MmaType::F32}; ///< by MmaOperand
    bool aRow = true; ///< A row-major (.row); .col only for m8n8k4
    bool bCol = true; ///< B column-major (.col); .row only for m8n8k4
    bool satfinite = false;
    int bitOp = 0; ///< b1: 0 xor, 1 and
    int regs[4] = {}; ///< registers per lane
    int regBytes[4] = {}; ///< 4, or 8 for f64
    int perReg[4] = {}; ///< table entries per register (elements; one word for b1 A and B)
    int entryBits[4] = {}; ///< bits of one table entry inside its register
    std::vector<std::uint16_t> index[4]; ///< [lane * regs * perReg + r * perReg + j] -> tile position
    std::string name; ///< "m16n8k16.row.col.f32.bf16.bf16.f32", for messages

    int tileSize(int op) const;
};

/// Row and column (A: m,k; B: k,n; C/D: m,n) and batch of element i of operand op held by lane, per
/// the PTX ISA figures; used to build the tables and by tests that check them against the figures.
void mmaElementPosition(const MmaVariant& v, int op, int lane, int i, int& batch, int& row, int& col);

/// Builds (and interns: the pointer stays valid for the process) the variant for an mma.sync
/// opcode's shape and types, or returns an error sentence when the combination is not one the PTX
/// ISA defines. sparse: a shape of mma.sp (every type and shape up to sm_90; A's table is then unused:
/// the compressed A has the layout of the dense variant with half the k, as the ISA's sparse figures
/// give it).
const MmaVariant* mmaVariant(int m, int n, int k, const MmaType types[4], bool aRow, bool bCol, bool satfinite,
    int bitOp, std::string& error, bool sparse = false);

} // namespace warpscope::core::emu
