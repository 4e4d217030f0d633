#pragma once

#include "core/common/tensor.h"

#include <cstdint>
#include <vector>

namespace warpscope::core {

/// The raw bits written into every element of an output before each run, so an element the kernel
/// never writes is found afterwards: a quiet NaN whose payload no GPU arithmetic produces (GPUs return
/// the canonical NaN 0x7FFFFFFF / 0x7FFF, so a computed NaN is never taken for poison) — f64
/// 0x7FFFDEADBEEFDEAD, f32 0x7FFFDEAD, f16 and bf16 0x7FDE — and all bytes 0xFF for integers.
std::uint64_t poisonBits(DType t);

/// A tensor of the shape with every element poisoned.
Tensor poisonTensor(DType t, const std::vector<std::int64_t>& shape);

} // namespace warpscope::core
