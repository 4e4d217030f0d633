#pragma once

#include "core/common/defaults.h"
#include "core/common/result.h"
#include "core/cuda/benchmark.h"
#include "core/exec/backend.h"
#include "core/task/task.h"

#include <cstdint>
#include <optional>
#include <string>

namespace warpscope::core {

/// How a task becomes a kernel to benchmark.
struct BenchTaskOptions {
    int arch = kDefaultArch; ///< compute capability to compile for (cudaCompileArch of the device)
    std::optional<std::uint64_t> seed; ///< the input seed; default: the task's [seeds] base
    bool trustPython = false; ///< allow a python reference
    std::string python; ///< interpreter override for python references
};

/// A task ready to benchmark, before its verifier is attached (so inputs can still be shared).
struct PreparedBench {
    const Task* task = nullptr;
    ResolvedTask resolved;
    BenchKernel kernel;
};

/// Compiles the task's kernel for the GPU (cubin and PTX), resolves its params, generates its buffers
/// from one seed (outputs poisoned, scratch zeroed) and builds the kernel arguments. Errors name the
/// task file and field (BadInput) or the missing toolchain.
Result<PreparedBench> prepareBenchTask(const Task& task, const std::string& label, const BenchTaskOptions& options);

/// Copies the candidate's input contents into the baseline wherever a buffer of the same name (or,
/// failing names, the same position among the inputs) has the same dtype and shape, so both kernels
/// time the same data; returns how many inputs were shared.
int shareInputs(const PreparedBench& from, PreparedBench& to);

/// Computes the task's reference from the pristine buffers (builtin, npy or python on the host; a
/// kernel reference once on referenceBackend) and sets kernel.verify to compare every output with it
/// under the task's tolerances. A task without a reference keeps an empty verify (runs are then only
/// checked to agree with one another).
Status attachVerifier(PreparedBench& bench, const BenchTaskOptions& options, Backend* referenceBackend);

} // namespace warpscope::core
