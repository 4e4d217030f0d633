#pragma once

#include <string>

namespace warpscope::cli {

/// `warpscope-cli info [--json]`: toolkit, NVRTC, archs, nvdisasm, driver and GPUs, emulator.
int runInfo(bool json);

/// `warpscope-cli validate TASK [--json]`: every problem in the task, each naming file, line and field.
int runValidate(const std::string& task, bool json);

} // namespace warpscope::cli
