#pragma once

// The [compare.NAME] controls of one output applied for one seed (seedrun.cpp's compareOutputs calls
// them): the region and mask choose the compared elements, unordered and any_of build the reference
// the output is matched with. Errors name the task file, the compare field and the buffer.

#include "core/common/result.h"
#include "core/common/tensor.h"
#include "core/compare/tolerance.h"
#include "core/ref/reference.h"
#include "core/task/task.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// An output's controls made concrete for one seed.
struct AppliedControls {
    std::vector<std::uint8_t> selected; ///< one flag per element (1: compared); empty: every element
    std::optional<Tensor> reference; ///< the matched reference (unordered / any_of); empty: the reference as is
    std::string selection; ///< "region [:, :V], mask finite(ref)" for the result, or empty
    std::string matching; ///< "unordered" or "any_of a, b", or empty
};

/// Applies spec to output `out` (buffer index b of task) against its reference. pristine: the seed's
/// buffers (mask buffers and input candidate sets are read from them); refs: the reference's outputs
/// (a candidate set the reference computes is read from them).
Result<AppliedControls> applyCompareControls(const Task& task, const ResolvedTask& resolved, std::size_t b,
    const CompareSpec& spec, const Tensor& out, const Tensor& ref, const std::vector<Tensor>& pristine,
    const ReferenceOutputs& refs, const Tolerance& tolerance, std::optional<std::uint64_t> poisonBits);

/// Whether output `name` is a candidate set of another output's any_of that the reference computes:
/// such a buffer is read as candidates, not compared itself.
bool isReferenceCandidateSet(const Task& task, const std::string& name);

} // namespace warpscope::core
