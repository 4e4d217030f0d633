// The worker's "run" request: the GUI's Run (F5). The kernel runs here, on the emulator or the GPU,
// never in the GUI process (ARCHITECTURE §2); the GUI reads the result bundle this writes.
#include "cli/worker/workerserver.h"

#include "core/common/defaults.h"
#include "core/pipeline/tracerun.h"

#include "core/exec/ctasample.h"
#include "core/pipeline/admission.h"
#include "core/pipeline/backendfactory.h"
#include "core/pipeline/bundle.h"
#include "core/pipeline/impljson.h"
#include "core/pipeline/implrun.h"
#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "core/protocol/requests.h"
#include "core/task/taskloader.h"

#include <algorithm>
#include <sys/resource.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>

namespace warpscope::cli {

namespace {

/// The run options of a request: the typed fields, and the size text and CTA ranges parsed.
core::Result<core::RunOptions> runOptionsFor(const core::WorkerRunRequest& r)
{
    core::RunOptions o;
    o.seedCount = r.seeds;
    o.overrides = r.params;
    o.trustPython = r.trust;
    o.arch = r.arch;
    o.analyze = r.analyze;
    o.gpu = r.gpu;
    o.approx = r.approx;
    o.schedule = r.schedule;
    if (!r.memoryCap.empty()) {
        auto bytes = core::parseByteSize(r.memoryCap, "memory_cap");
        if (!bytes)
            return bytes.error();
        o.memoryCapBytes = *bytes;
    }
    o.blockRanges = r.blocks;
    o.sampleBlocks = r.sampleBlocks;
    // the GUI asks for a refusal above its threshold, then repeats the request with "yes" or a sample
    if (!r.yes && o.blockRanges.empty() && o.sampleBlocks == 0)
        o.maxEstimatedSeconds = r.maxEstimateSeconds;
    return o;
}

/// The time probes of the launches this worker estimated, by request (without the reviewer's answer)
/// and the task's and kernel's modification times: a repeated request after a refusal ("run anyway")
/// reuses its probe, so the choice costs one probe, not two. Only the jobs thread touches it.
std::map<std::string, core::TimeEstimate>& estimateCache()
{
    static std::map<std::string, core::TimeEstimate> cache;
    return cache;
}

std::string estimateKey(const nlohmann::json& payload, const core::Task& task)
{
    nlohmann::json key = payload;
    for (const char* answer : {"yes", "sample_blocks", "blocks", "bundle", "max_estimate_s", "stop_after_ms"})
        key.erase(answer);
    std::error_code ec;
    const auto stamp = [&ec](const std::filesystem::path& p) {
        return std::to_string(std::filesystem::last_write_time(p, ec).time_since_epoch().count());
    };
    return key.dump() + "|" + stamp(task.file) + "|" + stamp(task.file.parent_path() / task.kernel.source);
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

/// A "run" with a "trace" field: the first seed on the emulator, one thread recorded.
core::Result<nlohmann::json> runTrace(const core::Task& task, const core::analysis::TraceTarget& target,
    const core::RunOptions& options, const std::string& bundle, JobContext& job)
{
    auto backend = core::createBackend("emu");
    if (!backend)
        return backend.error();
    core::RunOptions o = options;
    if (o.arch == 0)
        o.arch = core::kDefaultArch;
    core::RunControl control;
    control.cancel = job.cancel;
    auto trace = core::analysis::traceTask(task, *backend->backend, o, target, control);
    if (!trace)
        return trace.error();
    if (auto st = core::analysis::writeTraceFile(*trace, bundle); !st)
        return st.error();
    return nlohmann::json {{"trace", core::analysis::threadTraceToJson(*trace)}, {"bundle", bundle}};
}

/// A task with several [[implementation]] entries: every one runs; the `shown` one's result (the first's
/// when empty or unknown) is the run the views show (its bundle in `bundle`), and bundle/implementations
/// holds the comparison.
core::Result<nlohmann::json> runAllImplementations(const core::Task& task, core::Backend& backend,
    core::RunOptions options, const core::RunControl& control, const std::string& bundle, const std::string& shown)
{
    std::vector<std::size_t> all(task.implementations.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = i;
    options.keepTensors = true; // the difference heatmaps read the pair runs' tensors
    auto r = core::runImplementations(task, backend, options, all, control);
    if (!r)
        return r.error();
    auto chosen = std::find_if(
        r->runs.begin(), r->runs.end(), [&](const core::ImplementationRun& run) { return run.name == shown; });
    if (chosen == r->runs.end())
        chosen = r->runs.begin();
    if (core::implementationNotRun(*chosen)) // a cancel came first: the views show the last one that ran
        for (auto it = r->runs.begin(); it != r->runs.end(); ++it)
            if (it->ran)
                chosen = it;
    r->shown = chosen->name;
    const core::ImplementationRun& first = *chosen;
    if (!first.ran)
        return first.error;
    if (auto st = core::writeBundle(first.run, bundle); !st)
        return st.error();
    const std::string folder = (std::filesystem::path(bundle) / "implementations").string();
    if (auto st = core::writeImplementationsBundle(*r, folder); !st)
        return st.error();
    nlohmann::json out = core::runResultToJson(first.run, true);
    out["implementations_bundle"] = folder;
    out["implementations_passed"] = r->passed;
    return out;
}

} // namespace

/// Payload: a WorkerRunRequest (core/protocol/requests.h, where each field is described). With a
/// "trace" it is not a run: one thread's steps on the emulator, reply {"trace", "bundle"}, trace.json.
/// Result: the run document with each output's bundle files, plus "bundle" and "backend_note". A failing output is a
/// result (passed = false), not a failure.
core::Result<nlohmann::json> handleRunRequest(const nlohmann::json& payload, JobContext& job)
{
    auto request = core::workerRunRequestFromJson(payload);
    if (!request)
        return request.error();
    const std::string& bundle = request->bundleDir;
    auto task = core::loadTask(request->taskPath);
    if (!task)
        return task.error();
    auto options = runOptionsFor(*request);
    if (!options)
        return options.error();
    if (request->trace)
        return runTrace(*task, *request->trace, *options, bundle, job);
    // analysis observes the emulator's events, so an analysed run uses the emulator; so do the
    // approximate instructions' worst case (the documented bounds are modelled there) and schedules
    const std::string& requested = request->backend;
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
    if (request->stopAfterMs > 0)
        control.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(request->stopAfterMs);
    const DataLimit limit(*options, backend->backend->name() != "cuda");
    if (task->implementations.size() > 1) {
        auto all
            = runAllImplementations(*task, *backend->backend, *options, control, bundle, request->shownImplementation);
        if (all) {
            (*all)["bundle"] = bundle;
            (*all)["backend_note"] = backend->note;
        }
        return all;
    }
    const std::string key = estimateKey(payload, *task);
    if (const auto known = estimateCache().find(key); known != estimateCache().end())
        options->knownEstimate = known->second;
    options->onEstimate = [&key](const core::TimeEstimate& e) {
        estimateCache().clear(); // the last launch estimated is the one a choice repeats
        estimateCache()[key] = e;
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
}

void registerRunHandler(WorkerServer& server)
{
    server.handle("run", handleRunRequest);
}

} // namespace warpscope::cli
