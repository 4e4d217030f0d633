#include "core/env/environment.h"

#include "core/compile/nvrtcapi.h"
#include "core/emu/version.h"

#include <nlohmann/json.hpp>

#include <sys/utsname.h>
#include <thread>

#ifndef WARPSCOPE_VERSION
#define WARPSCOPE_VERSION "0.0.0"
#endif
#ifndef WARPSCOPE_CUDA_VERSION
#define WARPSCOPE_CUDA_VERSION "unknown"
#endif

namespace warpscope::core {

EnvironmentInfo collectEnvironment()
{
    EnvironmentInfo env;
    env.warpscopeVersion = WARPSCOPE_VERSION;
    env.toolkitVersion = WARPSCOPE_CUDA_VERSION;
    if (auto api = NvrtcApi::instance()) {
        env.nvrtcVersion = (*api)->versionString();
        env.nvrtcPath = (*api)->library.path();
        env.supportedArchs = (*api)->supportedArchs();
    } else {
        env.nvrtcError = api.error().message;
    }
    env.nvdisasm = locateNvdisasm();
    env.cuda = probeCuda();
    env.emulatorVersion = kEmulatorVersion;
    env.hardwareThreads = std::thread::hardware_concurrency();
    utsname u {};
    if (uname(&u) == 0)
        env.host = std::string(u.sysname) + " " + u.release + " " + u.machine;
    return env;
}

nlohmann::json environmentToJson(const EnvironmentInfo& env)
{
    nlohmann::json j;
    j["warpscope_version"] = env.warpscopeVersion;
    j["cuda_toolkit_version"] = env.toolkitVersion;
    j["nvrtc"] = {{"version", env.nvrtcVersion}, {"path", env.nvrtcPath}, {"available", env.nvrtcError.empty()}};
    if (!env.nvrtcError.empty())
        j["nvrtc"]["error"] = env.nvrtcError;
    nlohmann::json archs = nlohmann::json::array();
    for (int a : env.supportedArchs)
        archs.push_back("sm_" + std::to_string(a));
    j["supported_archs"] = archs;
    j["nvdisasm"]
        = {{"path", env.nvdisasm.path}, {"version", env.nvdisasm.version}, {"available", !env.nvdisasm.path.empty()}};
    nlohmann::json devices = nlohmann::json::array();
    for (const auto& d : env.cuda.devices)
        devices.push_back({{"ordinal", d.ordinal}, {"name", d.name},
            {"compute_capability", std::to_string(d.ccMajor) + "." + std::to_string(d.ccMinor)},
            {"memory_bytes", d.totalMemory}, {"sm_count", d.smCount}});
    j["cuda"] = {{"driver_loaded", env.cuda.driverLoaded}, {"driver_version", env.cuda.driverVersion},
        {"gpu_present", !env.cuda.devices.empty()}, {"devices", devices}, {"message", env.cuda.message}};
    j["emulator_version"] = env.emulatorVersion;
    j["hardware_threads"] = env.hardwareThreads;
    j["host"] = env.host;
    return j;
}

} // namespace warpscope::core
