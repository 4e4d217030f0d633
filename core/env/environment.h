#pragma once

#include "core/compile/nvdisasm.h"
#include "core/cuda/driverapi.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace warpscope::core {

/// What this machine offers Warpscope: toolkit, NVRTC, nvdisasm, driver and GPUs, emulator.
/// Recorded in result bundles and shown by `warpscope-cli info` and the GUI's status bar.
struct EnvironmentInfo {
    std::string warpscopeVersion;
    std::string toolkitVersion; ///< the CUDA toolkit found at build time
    std::string nvrtcVersion; ///< empty when NVRTC could not be loaded
    std::string nvrtcPath;
    std::string nvrtcError;
    std::vector<int> supportedArchs;
    NvdisasmInfo nvdisasm;
    CudaPresence cuda;
    std::string emulatorVersion;
    unsigned hardwareThreads = 0;
    std::string host; ///< operating system and processor
};

/// Gathers the environment; quick (loads libraries, runs nvdisasm --version once).
EnvironmentInfo collectEnvironment();

/// The "environment" JSON object of ARCHITECTURE §8.
nlohmann::json environmentToJson(const EnvironmentInfo& env);
/// The reverse, for the GUI that receives the environment from its worker.
EnvironmentInfo environmentFromJson(const nlohmann::json& j);

} // namespace warpscope::core
