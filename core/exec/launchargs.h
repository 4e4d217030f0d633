#pragma once

#include "core/common/result.h"
#include "core/compile/ptxsignature.h"
#include "core/exec/backend.h"
#include "core/task/task.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// Turns a launch's args into kernel arguments sized to the PTX entry's parameters, every expression
/// evaluated with params (never the task's own: overrides, sweep rows and loop variables arrive here):
/// a buffer or a view binds to a pointer parameter (a view's offset in bytes, bounds checked); an
/// integer (a param, an expression) binds to an integer parameter only; a typed value ("f32:0.5",
/// "i32:N / 16", "f32:1.0 / N") is converted to the parameter's size and type after a range check.
/// table is "launch" or "reference.launch"; errors name the task file, table.args[i], the kernel and
/// the parameter, and say what to write instead.
Result<std::vector<KernelArg>> buildLaunchArgs(const Task& task, const LaunchSpec& launch, const std::string& table,
    const ParamMap& params, const std::string& kernel, const std::vector<KernelParamInfo>& parameters);

} // namespace warpscope::core
