#pragma once

// Floating-point operations per executing thread, from the PTX opcode: add, sub and mul count 1, fma
// and mad count 2 (Nsight Compute's convention: fadd + fmul + 2 x ffma); the packed x2 forms count
// twice. Division, square roots and the special functions are not counted as FLOPs (Nsight counts
// them as other instructions), and neither are min/max/abs/neg or conversions.

#include <array>
#include <cstdint>
#include <string>

namespace warpscope::core::analysis {

enum class FlopType : std::uint8_t { F64, F32, F16, BF16 };
inline constexpr std::size_t kFlopTypes = 4;
const char* flopTypeName(FlopType t); ///< "f64", "f32", "f16", "bf16"

/// FLOPs per executing thread of one instruction, and their type; count 0 for everything else.
struct FlopClass {
    FlopType type = FlopType::F32;
    std::uint32_t count = 0;
};

FlopClass classifyFlops(const std::string& opcode);

} // namespace warpscope::core::analysis
