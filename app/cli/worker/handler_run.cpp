// The worker's "run" request: the GUI's Run (F5). The kernel runs here, on the emulator or the GPU,
// never in the GUI process (ARCHITECTURE §2); the GUI reads the result bundle this writes.
#include "app/cli/worker/workerserver.h"

#include "core/analysis/tracerun.h"

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
        auto approx = core::parseApproxMode(payload.value("approx", std::string("default")));
        if (!approx)
            return core::makeError(
                core::ErrorCode::BadInput, "run request: " + approx.error().message, {}, 0, "approx");
        o.approx = *approx;
        auto schedule = core::parseSchedule(payload.value("schedule", std::string("default")));
        if (!schedule)
            return core::makeError(
                core::ErrorCode::BadInput, "run request: " + schedule.error().message, {}, 0, "schedule");
        o.schedule = *schedule;
    } catch (const nlohmann::json::exception& e) {
        return core::makeError(
            core::ErrorCode::BadInput, std::string("run request: a field has the wrong type: ") + e.what());
    }
    if (o.seedCount && (*o.seedCount < 1 || *o.seedCount > 1000))
        return core::makeError(core::ErrorCode::BadInput, "run request: seeds must be 1 to 1000", {}, 0, "seeds");
    return o;
}

/// The "trace" field: {"block": [x,y,z], "thread": [x,y,z], "limit": N}; missing indices are 0.
core::Result<core::analysis::TraceTarget> readTraceTarget(const nlohmann::json& j)
{
    core::analysis::TraceTarget t;
    try {
        const auto block = j.value("block", std::vector<std::uint32_t> {});
        const auto thread = j.value("thread", std::vector<std::uint32_t> {});
        if (block.size() > 3 || thread.size() > 3)
            return core::makeError(
                core::ErrorCode::BadInput, "trace request: block and thread have at most 3 indices", {}, 0, "trace");
        for (std::size_t i = 0; i < block.size(); ++i)
            t.block[i] = block[i];
        for (std::size_t i = 0; i < thread.size(); ++i)
            t.thread[i] = thread[i];
        t.limit = j.value("limit", core::analysis::kDefaultTraceLimit);
    } catch (const nlohmann::json::exception& e) {
        return core::makeError(core::ErrorCode::BadInput,
            std::string("trace request: block, thread and limit must be non-negative integers: ") + e.what(), {}, 0,
            "trace");
    }
    return t;
}

/// A "run" with a "trace" field: the first seed on the emulator, one thread recorded.
core::Result<nlohmann::json> runTrace(const core::Task& task, const nlohmann::json& payload,
    const core::RunOptions& options, const std::string& bundle, JobContext& job)
{
    auto target = readTraceTarget(payload["trace"]);
    if (!target)
        return target.error();
    auto backend = core::createBackend("emu");
    if (!backend)
        return backend.error();
    core::RunOptions o = options;
    if (o.arch == 0)
        o.arch = 90;
    core::RunControl control;
    control.cancel = job.cancel;
    auto trace = core::analysis::traceTask(task, *backend->backend, o, *target, control);
    if (!trace)
        return trace.error();
    if (auto st = core::analysis::writeTraceFile(*trace, bundle); !st)
        return st.error();
    return nlohmann::json {{"trace", core::analysis::threadTraceToJson(*trace)}, {"bundle", bundle}};
}

} // namespace

/// Payload: {"task", "backend" (auto|emu|cuda), "seeds", "params": {N: 33}, "arch", "trust", "analyze"
/// (first seed on the emulator: metrics, findings, provenance), "gpu" (roofline), "approx" (default |
/// worst:up|down|away|zero|random, on the emulator), "schedule" ("default" or "random:SEED": the
/// emulator's interleaving, which implies the emulator), "bundle": folder, "trace": {"block",
/// "thread", "limit"} (instead of a run: one thread's steps on the emulator, reply {"trace", "bundle"}, trace.json)}.
/// Result: the run document with each output's bundle files, plus "bundle" and "backend_note". A failing output is a
/// result (passed = false), not a failure.
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
        if (payload.contains("trace"))
            return runTrace(*task, payload, *options, bundle, job);
        // analysis observes the emulator's events, so an analysed run uses the emulator; so do the
        // approximate instructions' worst case (the documented bounds are modelled there) and schedules
        const std::string requested = payload.value("backend", std::string("auto"));
        if (options->approx.worst() && requested == "cuda")
            return core::makeError(core::ErrorCode::BadInput,
                "run request: approx '" + core::approxModeName(options->approx)
                    + "' runs on the emulator; use backend auto or emu",
                {}, 0, "approx");
        auto backend = core::createBackend(options->analyze || options->approx.worst() || options->schedule.random
                ? std::string("emu")
                : requested);
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
