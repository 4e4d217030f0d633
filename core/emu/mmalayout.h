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
    MmaBitOp bitOp = MmaBitOp::None; ///< b1: Xor or And
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
    MmaBitOp bitOp, std::string& error, bool sparse = false);

/// Sparse A (mma.sp m16n8kK, and each warp's 16 rows of wgmma.mma_async.sp): from the 32 lanes'
/// metadata registers, the dense column of every stored element, column[r * K/2 + j] for rows 0-15.
/// A row's 4-bit fields (one per chunk of mmaSparseChunkWidth) fill 16, 32 or 64 bits; in each quad
/// (one groupID) the lanes the selector names hold rows groupID (low 16 bits) and groupID + 8 (high
/// 16 bits): with 16 bits lane sel, with 32 lanes 2·sel and 2·sel + 1 (chunks 0-3 and 4-7), with 64
/// every lane p of the quad (chunks 4p..4p+3).
/// Returns the first field the PTX ISA leaves undefined (two indices naming the same column; with
/// ordered, indices not increasing; for tf32 anything but 0b0100 / 0b1110) as row * 64 + chunk, or -1.
int mmaSparseColumns(MmaType a, int K, const std::uint32_t* meta, int sel, std::uint8_t* column, bool ordered = false);
/// The 4-bit metadata field of (row, chunk) mmaSparseColumns read.
std::uint32_t mmaSparseField(MmaType a, int K, const std::uint32_t* meta, int sel, int row, int chunk);
/// How many lanes of a quad hold metadata (1, 2 or 4), which bounds the selector (3, 1 or 0).
int mmaSparseMetaLanes(MmaType a, int K);

} // namespace warpscope::core::emu
