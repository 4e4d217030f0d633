#pragma once

// Option values several subcommands parse the same way: --arch and --param.

#include "core/common/result.h"
#include "core/task/task.h"

#include <string>
#include <vector>

namespace warpscope::cli {

/// --arch: "sm_90", "compute_90" or "90" -> 90; empty -> 90 (the default architecture). The error
/// names the option and says how to write it.
core::Result<int> parseArchOption(const std::string& text);

/// --param N=33 (repeatable): each name must be one of the task's params, each value an integer.
core::Result<core::ParamMap> parseParamOptions(const core::Task& task, const std::vector<std::string>& items);

} // namespace warpscope::cli
