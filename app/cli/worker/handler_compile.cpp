// The worker's "compile" request: the GUI's Compile (Ctrl+B) and A/B compare run here, never in the
// GUI process (ARCHITECTURE §2).
#include "app/cli/worker/workerserver.h"

#include "core/compile/compilejson.h"
#include "core/compile/compileoptions.h"
#include "core/task/taskloader.h"

#include <optional>

namespace warpscope::cli {

namespace {

/// Reads an optional boolean that may also be absent (NVRTC's own default then applies).
std::optional<bool> optionalFlag(const nlohmann::json& options, const char* key)
{
    if (!options.contains(key) || options[key].is_null())
        return std::nullopt;
    return options[key].get<bool>();
}

core::Result<core::CompileOptions> readOptions(const nlohmann::json& j)
{
    core::CompileOptions o;
    try {
        o.arch = j.value("arch", 90);
        o.lineInfo = j.value("line_info", true);
        o.deviceDebug = j.value("device_debug", false);
        o.fastMath = j.value("fast_math", false);
        o.ftz = optionalFlag(j, "ftz");
        o.precDiv = optionalFlag(j, "prec_div");
        o.precSqrt = optionalFlag(j, "prec_sqrt");
        o.fmad = optionalFlag(j, "fmad");
        o.defines = j.value("defines", std::vector<std::string> {});
        o.std = j.value("std", std::string());
        o.maxRegisters = j.value("max_registers", 0);
        o.extra = j.value("extra", std::vector<std::string> {});
        o.useCache = j.value("use_cache", true);
        o.wantSass = j.value("sass", true); // false: PTX, cubin and resources now, SASS in a second request
    } catch (const nlohmann::json::exception& e) {
        return core::makeError(core::ErrorCode::BadInput,
            std::string("compile request: an option has the wrong type: ") + e.what(), {}, 0, "options");
    }
    if (o.arch <= 0)
        return core::makeError(core::ErrorCode::BadInput, "compile request: arch must be positive", {}, 0, "arch");
    return o;
}

} // namespace

/// Payload: {"task": path, "source": editor text (optional), "options": {arch, line_info, ..., sass}}.
/// Result: the compile document with the cubin; a kernel that does not compile is a result with
/// ok = false and its diagnostics, not a failure.
void registerCompileHandler(WorkerServer& server)
{
    server.handle("compile", [](const nlohmann::json& payload, JobContext&) -> core::Result<nlohmann::json> {
        const std::string taskPath = payload.value("task", std::string());
        if (taskPath.empty())
            return core::makeError(core::ErrorCode::BadInput, "compile request without a task", {}, 0, "task");
        auto task = core::loadTask(taskPath);
        if (!task)
            return task.error();
        auto options = readOptions(payload.value("options", nlohmann::json::object()));
        if (!options)
            return options.error();
        std::optional<std::string> source;
        if (payload.contains("source") && payload["source"].is_string())
            source = payload["source"].get<std::string>();
        auto request = core::compileRequestForTask(*task, *options, source);
        if (!request)
            return request.error();
        auto result = core::compileCuda(*request);
        if (!result)
            return result.error();
        core::CompileJsonOptions json;
        json.includeCubin = true; // the GUI keeps the cubin with the result (runs, captures)
        return core::compileResultToJson(*result, json);
    });
}

} // namespace warpscope::cli
