#pragma once

#include "core/common/result.h"

#include <string>

namespace warpscope::core {

/// Where nvdisasm was found and which version it is.
struct NvdisasmInfo {
    std::string path; ///< empty when not found
    std::string version; ///< e.g. "13.5.37"
    std::string searched; ///< the places looked in, for the "how to get it" message
};

/// Looks for nvdisasm: $WARPSCOPE_NVDISASM when set (and nowhere else then), else the CUDA toolkit's bin
/// folder, $CUDA_HOME/bin, the project's tools folder (installed by scripts/setup from the
/// nvidia-cuda-nvdisasm wheel), then PATH. The version is asked once per file.
NvdisasmInfo locateNvdisasm();

/// What to tell a user whose machine has no nvdisasm.
std::string nvdisasmMissingHint();

} // namespace warpscope::core
