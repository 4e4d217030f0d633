#pragma once

// The builtin reference ops, one function each, grouped by kind in refops_*.cpp. Each validates its
// keys, inputs and shapes through RefContext and returns one float64 tensor in its natural shape.

#include "core/ref/refcontext.h"

namespace warpscope::core::refops {

Result<Tensor> elementwise(const RefContext& c);
Result<Tensor> axpby(const RefContext& c);
Result<Tensor> copy(const RefContext& c);
Result<Tensor> matmul(const RefContext& c);
Result<Tensor> bmm(const RefContext& c);
Result<Tensor> transpose(const RefContext& c);
Result<Tensor> reduce(const RefContext& c); ///< sum, max, min, mean by c.spec->op
Result<Tensor> softmax(const RefContext& c); ///< softmax and log_softmax
Result<Tensor> layernorm(const RefContext& c);
Result<Tensor> rmsnorm(const RefContext& c);
Result<Tensor> prefixSum(const RefContext& c);
Result<Tensor> histogram(const RefContext& c);
Result<Tensor> conv1d(const RefContext& c); ///< torch.nn.functional.conv1d, NCL or NLC
Result<Tensor> conv2d(const RefContext& c); ///< torch.nn.functional.conv2d, NCHW or NHWC, per-side padding
Result<Tensor> activation(const RefContext& c); ///< gelu (approximate = "none" | "tanh") and silu
/// torch.sort(stable=True): sorted keys, then the values input permuted alike or the indices.
Result<std::vector<Tensor>> sort(const RefContext& c);
/// torch.topk: the k largest (or smallest) values along an axis, then their indices.
Result<std::vector<Tensor>> topk(const RefContext& c);
/// torch.nn.functional.cross_entropy over (N, C) logits and N integer targets: per-row losses
/// and/or their reduction.
Result<std::vector<Tensor>> crossEntropy(const RefContext& c);
Result<Tensor> attention(const RefContext& c);

/// Splits a shape around an axis: outer * length * inner elements, axis element k of row (o, j) at
/// (o * length + k) * inner + j.
struct AxisSplit {
    std::int64_t outer = 1;
    std::int64_t length = 1;
    std::int64_t inner = 1;
};
AxisSplit splitAt(const std::vector<std::int64_t>& shape, int axis);

} // namespace warpscope::core::refops
