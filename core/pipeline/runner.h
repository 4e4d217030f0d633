#pragma once

#include "core/exec/backend.h"
#include "core/pipeline/runresult.h"
#include "core/task/task.h"

namespace warpscope::core {

/// Runs a task on a backend (ARCHITECTURE §3, §5, §6): resolves it with the overrides, compiles the
/// kernel (and a kernel reference), sizes the launch arguments from the PTX entry, then for every
/// seed (task.seedBase + i) generates pristine inputs, poisons the outputs, launches, computes the
/// reference and compares every output. control's cancel flag is checked between launches and passed
/// to the backend; its progress callback receives (units done, units total) over the whole run.
/// Errors: BadInput for the task (naming file, field, buffer and seed), Toolchain when NVRTC is
/// missing, Backend when the engine fails, Cancelled.
Result<RunResult> runTask(
    const Task& task, Backend& backend, const RunOptions& options, const RunControl& control = {});

/// One line per seed and output, for people: "seed 42: c passed (100000 elements, max 0 ulp)".
std::string summarizeRun(const RunResult& result);

} // namespace warpscope::core
