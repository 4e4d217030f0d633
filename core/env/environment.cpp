#include "core/env/environment.h"

#include "core/compile/nvrtcapi.h"
#include "core/emu/version.h"

#include <nlohmann/json.hpp>

#include <cstdlib>
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

EnvironmentInfo environmentFromJson(const nlohmann::json& j)
{
    EnvironmentInfo env;
    if (!j.is_object())
        return env;
    env.warpscopeVersion = j.value("warpscope_version", std::string());
    env.toolkitVersion = j.value("cuda_toolkit_version", std::string());
    const auto nvrtc = j.value("nvrtc", nlohmann::json::object());
    env.nvrtcVersion = nvrtc.value("version", std::string());
    env.nvrtcPath = nvrtc.value("path", std::string());
    env.nvrtcError = nvrtc.value("error", std::string());
    for (const auto& a : j.value("supported_archs", nlohmann::json::array()))
        if (a.is_string() && a.get<std::string>().rfind("sm_", 0) == 0)
            env.supportedArchs.push_back(std::atoi(a.get<std::string>().c_str() + 3));
    const auto nvd = j.value("nvdisasm", nlohmann::json::object());
    env.nvdisasm.path = nvd.value("path", std::string());
    env.nvdisasm.version = nvd.value("version", std::string());
    const auto cuda = j.value("cuda", nlohmann::json::object());
    env.cuda.driverLoaded = cuda.value("driver_loaded", false);
    env.cuda.driverVersion = cuda.value("driver_version", 0);
    env.cuda.message = cuda.value("message", std::string());
    for (const auto& d : cuda.value("devices", nlohmann::json::array())) {
        CudaDeviceSummary s;
        s.ordinal = d.value("ordinal", 0);
        s.name = d.value("name", std::string());
        const std::string cc = d.value("compute_capability", std::string("0.0"));
        s.ccMajor = std::atoi(cc.c_str());
        const auto dot = cc.find('.');
        s.ccMinor = dot == std::string::npos ? 0 : std::atoi(cc.c_str() + dot + 1);
        s.totalMemory = d.value("memory_bytes", std::size_t(0));
        s.smCount = d.value("sm_count", 0);
        env.cuda.devices.push_back(s);
    }
    env.emulatorVersion = j.value("emulator_version", std::string());
    env.hardwareThreads = j.value("hardware_threads", 0u);
    env.host = j.value("host", std::string());
    return env;
}

} // namespace warpscope::core
