#pragma once

#include "core/common/result.h"
#include "core/exec/backend.h"
#include "core/exec/kernelprep.h"
#include "core/task/task.h"

#include <vector>

namespace warpscope::core {

/// Binds the task's [[symbol]] buffers to the module variables of a kernel prepared withSymbols: each
/// one's PTX declaration is found by its lowered name and its size compared with the buffer's bytes
/// for these params (a mismatch names the symbol, the declared bytes and the buffer's bytes); an output
/// symbol must be a __device__ variable, since a kernel cannot write __constant__ memory. Errors are
/// located at the [[symbol]] entry, so both backends report the same.
Result<std::vector<SymbolBinding>> bindSymbols(
    const Task& task, const ResolvedTask& resolved, const PreparedKernel& kernel);

} // namespace warpscope::core
