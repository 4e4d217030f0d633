// The worker's "run" request: the GUI's Run (F5). The kernel runs here, on the emulator or the GPU,
// never in the GUI process (ARCHITECTURE §2); the GUI reads the result bundle this writes.
#include "app/cli/worker/workerserver.h"

#include "core/exec/backendfactory.h"
#include "core/exec/bundle.h"
#include "core/exec/runjson.h"
#include "core/exec/runner.h"
#include "core/task/taskloader.h"

namespace warpscope::cli {

namespace {

core::Result<core::RunOptions> readRunOptions(const nlohmann::json& payload)
{
    core::RunOptions o;
    try {
        if (payload.contains("seeds") && !payload["seeds"].is_null())
            o.seedCount = payload["seeds"].get<int>();
        // A named copy: iterating items() of the temporary value() returns would read freed memory.
        const nlohmann::json params = payload.value("params", nlohmann::json::object());
        for (const auto& [name, value] : params.items())
            o.overrides[name] = value.get<std::int64_t>();
        o.trustPython = payload.value("trust", false);
        o.arch = payload.value("arch", 0);
        o.analyze = payload.value("analyze", false);
        o.gpu = payload.value("gpu", std::string("H100"));
    } catch (const nlohmann::json::exception& e) {
        return core::makeError(
            core::ErrorCode::BadInput, std::string("run request: a field has the wrong type: ") + e.what());
    }
    if (o.seedCount && (*o.seedCount < 1 || *o.seedCount > 1000))
        return core::makeError(core::ErrorCode::BadInput, "run request: seeds must be 1 to 1000", {}, 0, "seeds");
    return o;
}

} // namespace

/// Payload: {"task", "backend" (auto|emu|cuda), "seeds", "params": {N: 33}, "arch", "trust", "analyze"
/// (first seed on the emulator: metrics, findings, provenance), "gpu" (roofline), "bundle": folder}. Result: the run
/// document with each output's bundle files, plus "bundle" and "backend_note". A failing output is a result (passed =
/// false), not a failure.
void registerRunHandler(WorkerServer& server)
{
    server.handle("run", [](const nlohmann::json& payload, JobContext& job) -> core::Result<nlohmann::json> {
        const std::string taskPath = payload.value("task", std::string());
        const std::string bundle = payload.value("bundle", std::string());
        if (taskPath.empty() || bundle.empty())
            return core::makeError(core::ErrorCode::BadInput, "run request needs a task and a bundle folder");
        auto task = core::loadTask(taskPath);
        if (!task)
            return task.error();
        auto options = readRunOptions(payload);
        if (!options)
            return options.error();
        // analysis observes the emulator's events, so an analysed run uses the emulator
        auto backend = core::createBackend(
            options->analyze ? std::string("emu") : payload.value("backend", std::string("auto")));
        if (!backend)
            return backend.error();
        if (options->arch == 0)
            options->arch = backend->arch ? backend->arch : 90;
        core::RunControl control;
        control.cancel = job.cancel;
        control.progress = [&job](std::uint64_t done, std::uint64_t total) {
            if (job.progress)
                job.progress(done, total, "blocks");
        };
        auto result = core::runTask(*task, *backend->backend, *options, control);
        if (!result)
            return result.error();
        if (auto st = core::writeBundle(*result, bundle); !st)
            return st.error();
        nlohmann::json out = core::runResultToJson(*result, true);
        out["bundle"] = bundle;
        out["backend_note"] = backend->note;
        return out;
    });
}

} // namespace warpscope::cli
