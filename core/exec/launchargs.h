#pragma once

#include "core/common/result.h"
#include "core/compile/ptxsignature.h"
#include "core/exec/backend.h"
#include "core/task/task.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// Turns a launch's args into kernel arguments sized to the PTX entry's parameters: a buffer binds to
/// a pointer parameter; a [params] integer or a typed literal ("f32:0.5") is converted to the
/// parameter's size and type after a range check. table is "launch" or "reference.launch"; errors name
/// the task file, table.args[i], the kernel and the parameter, and say what to write instead.
Result<std::vector<KernelArg>> buildLaunchArgs(const Task& task, const LaunchSpec& launch, const std::string& table,
    const ParamMap& params, const std::string& kernel, const std::vector<KernelParamInfo>& parameters);

} // namespace warpscope::core
