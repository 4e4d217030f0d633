#pragma once

// Runs a task once (its first seed) with a ThreadTraceObserver: the engine behind `warpscope-cli run
// --trace` and the worker's "trace" request.

#include "core/analysis/threadtrace.h"
#include "core/exec/backend.h"
#include "core/pipeline/runresult.h"
#include "core/task/task.h"

#include <filesystem>

namespace warpscope::core::analysis {

/// Checks the target against the task's launch (after options.overrides), runs the first seed with the
/// trace observer and returns the trace. Errors: BadInput for a block or thread outside the launch
/// (naming the grid and block) or for a backend without instruction events (the emulator is needed),
/// and whatever runTask reports.
Result<ThreadTrace> traceTask(
    const Task& task, Backend& backend, RunOptions options, const TraceTarget& target, const RunControl& control = {});

/// Writes trace.json into `dir` (created when missing), atomically.
Status writeTraceFile(const ThreadTrace& trace, const std::filesystem::path& dir);

/// Parses "BX,BY,BZ:TX,TY,TZ" (missing trailing indices are 0: "3:5" is block (3,0,0), thread (5,0,0)).
Result<TraceTarget> parseTraceTarget(const std::string& text);

} // namespace warpscope::core::analysis
