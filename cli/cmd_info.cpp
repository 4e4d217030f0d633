#include "cli/commands.h"
#include "cli/remotetarget.h"

#include "core/env/environment.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <memory>

namespace warpscope::cli {

namespace {
int runInfo(bool json, const std::string& target)
{
    nlohmann::json remote; // --target: the far side's worker answers, with "target" added
    if (isRemoteTarget(target)) {
        auto r = infoOnTarget(target);
        if (!r) {
            std::cerr << "error: " << r.error().describe() << "\n";
            return core::exitCodeFor(r.error().code);
        }
        remote = std::move(*r);
    }
    const core::EnvironmentInfo env = remote.is_null() ? core::collectEnvironment() : core::environmentFromJson(remote);
    if (!remote.is_null() && !json)
        std::cout << "Target: " << remote["target"].value("name", std::string()) << " ("
                  << remote["target"].value("url", std::string()) << ") on "
                  << remote["target"].value("remote_host", std::string()) << "\n";
    if (json) {
        nlohmann::json j = core::environmentToJson(env);
        if (!remote.is_null())
            j["target"] = remote["target"];
        j["schema"] = 1;
        std::cout << j.dump(2) << std::endl;
        return 0;
    }
    std::cout << "Warpscope " << env.warpscopeVersion << "\n";
    std::cout << "CUDA toolkit (build): " << env.toolkitVersion << "\n";
    if (env.nvrtcError.empty())
        std::cout << "NVRTC: " << env.nvrtcVersion << " (" << env.nvrtcPath << ")\n";
    else
        std::cout << "NVRTC: not available: " << env.nvrtcError << "\n";
    std::cout << "Supported archs:";
    for (int a : env.supportedArchs)
        std::cout << " sm_" << a;
    std::cout << "\n";
    if (env.nvdisasm.path.empty())
        std::cout << "nvdisasm: not found (" << core::nvdisasmMissingHint() << ")\n";
    else
        std::cout << "nvdisasm: " << env.nvdisasm.version << " (" << env.nvdisasm.path << ")\n";
    if (env.cuda.devices.empty()) {
        std::cout << "GPU: none: " << env.cuda.message << "\n";
    } else {
        std::cout << "CUDA driver: " << env.cuda.driverVersion / 1000 << "." << (env.cuda.driverVersion % 1000) / 10
                  << "\n";
        for (const auto& d : env.cuda.devices)
            std::cout << "GPU " << d.ordinal << ": " << d.name << " (sm_" << d.ccMajor << d.ccMinor << ", " << d.smCount
                      << " SMs, " << (d.totalMemory >> 20) << " MiB)\n";
    }
    std::cout << "Emulator: " << env.emulatorVersion << ", " << env.hardwareThreads << " hardware threads\n";
    std::cout << "Host: " << env.host << std::endl;
    return 0;
}

} // namespace

CommandRunner registerInfo(CLI::App& app)
{
    auto json = std::make_shared<bool>(false);
    auto target = std::make_shared<std::string>();
    auto* cmd = app.add_subcommand("info", "Toolkit, NVRTC, nvdisasm, GPU and emulator versions");
    cmd->add_flag("--json", *json, "Print one JSON document");
    cmd->add_option(
        "--target", *target, "Ask a worker on another machine: a targets-file name or ssh://[user@]host[:port]");
    return [json, target] { return runInfo(*json, *target); };
}

} // namespace warpscope::cli
