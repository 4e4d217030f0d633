#pragma once

#include "core/common/result.h"
#include "core/common/tensor.h"
#include "core/task/task.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// How references that run outside Warpscope are allowed to run.
struct ReferenceOptions {
    bool trustPython = false; ///< python references run only for tasks the user trusts
    std::string python; ///< interpreter override; empty = $WARPSCOPE_PYTHON, then python3, /usr/bin/python3
};

/// The expected outputs of one seed: one tensor per name in [reference] outputs, in the output
/// buffer's shape, of the output's dtype or f64.
struct ReferenceOutputs {
    std::vector<std::string> names;
    std::vector<Tensor> tensors;
    double seconds = 0.0;
};

/// Computes a builtin, npy or python reference from the pristine buffers of one seed (indexed like
/// task.buffers). Kernel references run on a backend (core/exec/kernelreference.h).
Result<ReferenceOutputs> computeHostReference(const Task& task, const ResolvedTask& resolved,
    const std::vector<Tensor>& pristine, const ReferenceOptions& options);

/// Whether the task's reference may run with these options: a python reference needs the user's trust.
/// The refusal names the script and says how to trust it; checked before anything runs.
Status referenceAllowed(const Task& task, const ReferenceOptions& options);

/// The builtin op names, for messages and the GUI.
std::vector<std::string> builtinReferenceOps();

/// Checks a reference tensor against its output buffer: equal shapes, or shapes that differ only in
/// size-1 dimensions (then it takes the output's shape). The error names the output and the source.
Result<Tensor> conformToOutput(
    Tensor reference, const ResolvedBuffer& output, const Task& task, const std::string& source);

} // namespace warpscope::core
