#pragma once

// Launch dimensions and pipeline steps evaluated for one param set (resolveTask's second half).
// Internal to core/task.

#include "core/task/task.h"

#include <string>

namespace warpscope::core {

/// Evaluates one launch table's dimensions; table ("launch", "step[1]") prefixes the fields in errors.
Result<ResolvedLaunch> resolveLaunch(
    const LaunchSpec& spec, const ParamMap& params, const Task& task, const std::string& table);

/// Unrolls the kernel's steps (and a kernel reference's) into resolved.launches with their loop
/// values, and sets resolved.launch / referenceLaunch to the first of each. Errors name the step, the
/// loop and the iteration whose expression failed.
Status resolveLaunches(const Task& task, ResolvedTask& resolved);

} // namespace warpscope::core
