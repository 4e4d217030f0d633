#pragma once

// Order-independent comparisons ([compare.NAME] unordered and any_of): each builds the reference an
// output is then compared with element by element, so every statistic, the worst list and the
// heatmap keep their meaning and point at the output's own elements.

#include "core/common/result.h"
#include "core/common/tensor.h"
#include "core/compare/tolerance.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// unordered = true: the compared elements of the output and of the reference are each sorted (NaN
/// last, ties in index order); the output element of rank k is paired with the reference value of rank
/// k. Returns the reference permuted that way (elements outside `selected` keep their own value), in
/// the reference's dtype: comparing the output with it compares the two multisets.
/// axis: one multiset per line along that axis (each row of a topk's indices, say), else one in all.
Result<Tensor> unorderedReference(const Tensor& out, const Tensor& ref, const std::vector<std::uint8_t>* selected,
    std::optional<int> axis = std::nullopt);

/// A candidate set for any_of: a tensor with the output's element count (one candidate per element) or
/// K times it (K candidates, candidate-major: element i's k-th candidate at k * n + i).
struct CandidateSet {
    std::string name;
    const Tensor* tensor = nullptr;
};

/// any_of: for each compared element, the candidate closest to the output under the tolerance (the
/// reference's own value first, then every candidate of every set; ties keep the earlier) becomes its
/// reference. Returns an F64 tensor. A set whose size is not a multiple of the output's is an error
/// naming it.
Result<Tensor> anyOfReference(const Tensor& out, const Tensor& ref, const std::vector<CandidateSet>& sets,
    const Tolerance& tolerance, std::optional<std::uint64_t> poisonBits, const std::vector<std::uint8_t>* selected);

} // namespace warpscope::core
