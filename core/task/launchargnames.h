#pragma once

// The name check of an args entry on its own, without evaluating it: the task reader reports a
// misspelt name at load time with the file's other problems, in the words evaluation would use.
// Internal to core/task.

#include "core/task/task.h"

namespace warpscope::core {

/// Ok when every name arg refers to is a key of known; else the error evaluation gives for it
/// ("'x * 2': 'x' is a buffer; …", "'…': 'V' names no buffer and no param; …").
Status checkLaunchArgNames(const Task& task, const LaunchArg& arg, const ParamMap& known);

} // namespace warpscope::core
