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

/// Runs the implementations `which` (indices into task.implementations), prints the table on stderr,
/// the JSON document on stdout with asJson, the bundle under out when given. Returns the exit code.
int runImplementationsCli(const core::Task& task, core::Backend& backend, const core::RunOptions& options,
    const std::vector<std::size_t>& which, const std::string& out, bool asJson);

} // namespace warpscope::cli
