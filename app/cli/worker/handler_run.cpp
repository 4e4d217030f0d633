// The worker's "run" request: the GUI's Run (F5). The kernel runs here, on the emulator or the GPU,
// never in the GUI process (ARCHITECTURE §2); the GUI reads the result bundle this writes.
#include "app/cli/worker/workerserver.h"

#include "core/pipeline/tracerun.h"

#include "core/exec/ctasample.h"
#include "core/pipeline/admission.h"
#include "core/pipeline/backendfactory.h"
#include "core/pipeline/bundle.h"
#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "core/task/taskloader.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdlib>
#include <fstream>

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
        if (payload.contains("memory_cap") && !payload["memory_cap"].is_null()) {
            const auto& cap = payload["memory_cap"];
            auto bytes = cap.is_string() ? core::parseByteSize(cap.get<std::string>(), "memory_cap")
                                         : core::Result<std::uint64_t>(cap.get<std::uint64_t>());
            if (!bytes)
                return bytes.error();
            o.memoryCapBytes = *bytes;
        }
        if (const std::string blocks = payload.value("blocks", std::string()); !blocks.empty()) {
            auto ranges = core::parseCtaRanges(blocks);
            if (!ranges)
                return ranges.error();
            o.blockRanges = *ranges;
        }
        o.sampleBlocks = payload.value("sample_blocks", std::uint64_t(0));
        // the GUI asks for a refusal above its threshold, then repeats the request with "yes" or a sample
        if (!payload.value("yes", false) && o.blockRanges.empty() && o.sampleBlocks == 0)
            o.maxEstimatedSeconds = payload.value("max_estimate_s", 0.0);
    } catch (const nlohmann::json::exception& e) {
        return core::makeError(
            core::ErrorCode::BadInput, std::string("run request: a field has the wrong type: ") + e.what());
    }
    if (o.seedCount && (*o.seedCount < 1 || *o.seedCount > 1000))
        return core::makeError(core::ErrorCode::BadInput, "run request: seeds must be 1 to 1000", {}, 0, "seeds");
    return o;
}

/// The worker's data size now (VmData of /proc/self/status), in bytes; 0 when unknown.
std::uint64_t dataSizeNow()
{
    std::ifstream in("/proc/self/status");
    std::string key;
    while (in >> key) {
        if (key == "VmData:") {
            std::uint64_t kib = 0;
            in >> kib;
            return kib * 1024;
        }
        in.ignore(4096, '\n');
    }
    return 0;
}

/// Caps the worker's data segment (RLIMIT_DATA: heap and private writable mappings) for one emulator
/// run at its size now plus what the machine can give, so that a run the admission estimate got
/// wrong fails an allocation (std::bad_alloc, answered as "out of memory") instead of waking the
/// kernel's OOM killer. RLIMIT_AS would also count the huge virtual ranges the CUDA driver reserves
/// (PROT_NONE, never backed), so it is not used; and a run on the CUDA backend gets no limit at all:
/// the driver maps pinned and device-shared ranges whose size the worker does not control.
/// WARPSCOPE_WORKER_DATA_LIMIT (e.g. "256M") replaces the headroom, for tests and small machines.
/// The previous limit comes back when the object goes.
class DataLimit {
public:
    DataLimit(const core::RunOptions& options, bool emulator)
    {
        if (!emulator || ::getrlimit(RLIMIT_DATA, &m_saved) != 0)
            return;
        std::uint64_t headroom = 0;
        if (const char* env = std::getenv("WARPSCOPE_WORKER_DATA_LIMIT"); env && *env) {
            auto v = core::parseByteSize(env, "WARPSCOPE_WORKER_DATA_LIMIT");
            if (!v)
                return;
            headroom = *v;
        } else {
            auto budget = core::availableMemory(options);
            if (!budget || budget->bytes == ~std::uint64_t(0))
                return;
            headroom = budget->bytes;
        }
        rlimit lim = m_saved;
        const std::uint64_t want = dataSizeNow() + headroom;
        lim.rlim_cur = m_saved.rlim_max == RLIM_INFINITY ? want : std::min<std::uint64_t>(want, m_saved.rlim_max);
        m_set = ::setrlimit(RLIMIT_DATA, &lim) == 0;
    }
    ~DataLimit()
    {
        if (m_set)
            ::setrlimit(RLIMIT_DATA, &m_saved);
    }
    DataLimit(const DataLimit&) = delete;
    DataLimit& operator=(const DataLimit&) = delete;

private:
    rlimit m_saved {};
    bool m_set = false;
};

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
/// emulator's interleaving, which implies the emulator), "bundle": folder,
/// "memory_cap" ("8G" or bytes), "blocks" ("0-99,5000") or "sample_blocks" (N) for a sampled run,
/// "max_estimate_s" (refuse above this estimate, error field "estimate"), "yes" (no refusal),
/// "stop_after_ms" (the launch stops with a "deadline" finding after this), "trace": {"block",
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
        auto backend = core::createBackend(
            options->analyze || options->approx.worst() || options->schedule.random ? std::string("emu") : requested);
        if (!backend)
            return backend.error();
        if (options->arch == 0)
            options->arch = backend->arch ? backend->arch : 90;
        core::RunControl control;
        control.cancel = job.cancel;
        control.progress = [&job](std::uint64_t done, std::uint64_t total) {
            if (job.progress)
                job.progress(done, total, "CTAs");
        };
        // the launch stops with a "deadline" finding a little before the session would kill the worker
        if (const std::int64_t ms = payload.value("stop_after_ms", std::int64_t(0)); ms > 0)
            control.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
        const DataLimit limit(*options, backend->backend->name() != "cuda");
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
