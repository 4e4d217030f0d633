#pragma once

// Floating-point operations per executing thread, from the PTX opcode: add, sub and mul count 1, fma
// and mad count 2 (Nsight Compute's convention: fadd + fmul + 2 x ffma); the packed x2 forms count
// twice. Division, square roots and the special functions are not counted as FLOPs (Nsight counts
// them as other instructions), and neither are min/max/abs/neg or conversions.
//
// Tensor-core instructions (mma, mma.sp, wmma.mma, wgmma.mma_async) count 2 x M x N x K per matrix
// product, shared out over the threads that execute it (32, or 128 for a warpgroup), typed by their
// A/B input type; a sparse mma.sp counts the products it performs (half of the dense K). Integer
// and fp8 tensor types are counted in the same table (int8, int4 are operations, not FLOPs, as
// Nsight's TOPS). b1 (xor/and + popc) is not counted.

#include <array>
#include <cstdint>
#include <string>

namespace warpscope::core::analysis {

enum class FlopType : std::uint8_t { F64, F32, F16, BF16, TF32, FP8, INT8, INT4 };
inline constexpr std::size_t kFlopTypes = 8;
const char* flopTypeName(FlopType t); ///< "f64", "f32", "f16", "bf16", "tf32", "fp8", "int8", "int4"

/// FLOPs per executing thread of one instruction, and their type; count 0 for everything else.
struct FlopClass {
    FlopType type = FlopType::F32;
    std::uint32_t count = 0;
    bool tensor = false; ///< a tensor-core matrix multiply (its peak is the tensor-core one)
};

FlopClass classifyFlops(const std::string& opcode);

} // namespace warpscope::core::analysis
