#pragma once

// `run` of a task with several [[implementation]] entries: every chosen one on the same seeds, a table
// with one column per implementation and the differences between them.

#include "core/exec/backend.h"
#include "core/pipeline/runresult.h"
#include "core/task/task.h"

#include <cstddef>
#include <string>
#include <vector>

namespace warpscope::cli {

/// --implementation: the implementations to compare side by side (empty when the task runs as one
/// kernel). A single chosen one replaces task by the task it runs as and sets arch to the architecture it
/// names (0: none). The error names the choices.
core::Result<std::vector<std::size_t>> chooseImplementations(core::Task& task, const std::string& selector, int& arch);

/// Runs the implementations `which` (indices into task.implementations), prints the table on stderr,
/// the JSON document on stdout with asJson, the bundle under out when given. oneRunOnly: the caller asked
/// for --sweep or --schedules, which run one implementation (refused). Returns the exit code.
int runImplementationsCli(const core::Task& task, core::Backend& backend, const core::RunOptions& options,
    const std::vector<std::size_t>& which, const std::string& out, bool asJson, bool oneRunOnly = false);

} // namespace warpscope::cli
