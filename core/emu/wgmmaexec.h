#pragma once

// The product of wgmma.mma_async (sm_90a), dense, sparse (.sp) and single-bit: operands read from
// shared-memory matrix descriptors or registers, D computed with the tensor-core numerics
// (mmamath.h). ops_wgmma.cpp decodes the instruction into a WgmmaOp.

#include "core/emu/mmamath.h"
#include "core/emu/program.h"

#include <cstdint>

namespace warpscope::core::emu {

struct Instr;
struct Warp;

/// One decoded wgmma.mma_async (interned for the program's lifetime; the instruction's list starts
/// with its address).
struct WgmmaOp {
    int n = 8, k = 16; ///< k of the dense product (a sparse A stores k/2 columns)
    MmaType d = MmaType::F32, a = MmaType::F16, b = MmaType::F16;
    bool aInRegs = false;
    bool transA = false, transB = false;
    bool negA = false, negB = false;
    bool satfinite = false;
    bool sparse = false; ///< .sp: A compressed, metadata in Instr::src3, selector below
    int selector = 0;
    int dRegs = 4;
};

/// The handler of wgmma.mma_async{.sp}: list = {op address (2 words), D registers, A registers or
/// descriptor}; Instr::src1 the B descriptor, Instr::src2 scale-d, Instr::src3 the sparse metadata.
Step wgmmaMmaAsyncOp(Warp& w, const Instr& in, std::uint32_t mask);

} // namespace warpscope::core::emu
