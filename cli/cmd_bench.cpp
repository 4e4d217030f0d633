#include "cli/commands.h"
#include "cli/remotebatch.h"
#include "cli/remotetarget.h"

#include "core/analysis/predictedmetrics.h"
#include "core/compile/nvrtcapi.h"
#include "core/cuda/benchjson.h"
#include "core/cuda/cudabackend.h"
#include "core/env/environment.h"
#include "core/pipeline/backendfactory.h"
#include "core/pipeline/benchtask.h"
#include "core/pipeline/implrun.h"
#include "core/pipeline/runner.h"
#include "core/task/taskloader.h"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>

namespace warpscope::cli {

namespace {

struct BenchArgs {
    std::string task;
    std::string baseline;
    std::string implementation; ///< one [[implementation]] of the task as the candidate
    std::string baselineImplementation; ///< another one of the same task as the baseline
    int repeats = 30;
    int warmup = 3;
    std::string l2 = "flush";
    std::string timer = "auto";
    std::string order = "abba";
    bool metrics = false;
    bool predict = false;
    int device = 0;
    std::optional<std::uint64_t> seed;
    bool trust = false;
    bool json = false;
    std::string target; ///< NAME or URL; empty or "local": this machine
    bool noCopy = false;
    bool batch = false; ///< --batch: sbatch the benchmark on a slurm target and return the job id
    std::string review; ///< --review: where the batch job's record is kept
};

int fail(const core::Error& e)
{
    std::cerr << "error: " << e.describe() << "\n";
    return core::exitCodeFor(e.code);
}

/// Loads a task and prints every problem found in it (exit 2), or nullopt-like failure code.
std::optional<core::Task> loadOrReport(const std::string& path, int& rc)
{
    core::TaskDiagnostics diag;
    auto task = core::loadTask(path, &diag);
    if (task)
        return std::move(*task);
    for (const auto& e : diag.errors.empty() ? std::vector<core::Error> {task.error()} : diag.errors)
        std::cerr << "error: " << e.describe() << "\n";
    rc = core::exitCodeFor(task.error().code);
    return std::nullopt;
}

/// The task as the one implementation `name` runs it (`option` is the flag that named it). A task with
/// several implementations needs one named: timing "all of them" is not one A/B.
core::Result<core::Task> implementationTask(const core::Task& task, const std::string& name, const char* option)
{
    std::string names;
    for (const core::ImplementationSpec& impl : task.implementations)
        names += (names.empty() ? "" : ", ") + impl.name;
    if (name.empty() || name == "all")
        return core::makeError(core::ErrorCode::BadInput,
            "the task has " + std::to_string(task.implementations.size()) + " implementations (" + names
                + "); time one with --implementation NAME, and A/B it against another with "
                  "--baseline-implementation NAME",
            task.file.string(), 0, option);
    auto which = core::selectImplementations(task, name);
    if (!which) {
        core::Error e = which.error();
        e.field = option;
        return e;
    }
    if (which->size() != 1)
        return core::makeError(core::ErrorCode::BadInput,
            "'" + name + "' names " + std::to_string(which->size())
                + " implementations (one per arch); name one of: " + names,
            task.file.string(), 0, option);
    return core::taskForImplementation(task, which->front());
}

/// Replaces the candidate (and the baseline) by the implementations the options name.
int chooseImplementations(const BenchArgs& a, core::Task& task, std::optional<core::Task>& baseline)
{
    if (!a.baselineImplementation.empty() && !a.baseline.empty())
        return fail(core::makeError(core::ErrorCode::BadInput,
            "--baseline and --baseline-implementation both name the baseline; give one of them", {}, 0,
            "--baseline-implementation"));
    if (task.implementations.size() <= 1 && a.implementation.empty() && a.baselineImplementation.empty())
        return 0;
    if (task.implementations.empty())
        return fail(core::makeError(core::ErrorCode::BadInput,
            "the task has no [[implementation]] entries; drop --implementation and --baseline-implementation, or "
            "time another task with --baseline TASK",
            task.file.string(), 0, "--implementation"));
    if (!a.baselineImplementation.empty()) {
        auto b = implementationTask(task, a.baselineImplementation, "--baseline-implementation");
        if (!b)
            return fail(b.error());
        baseline = std::move(*b);
    }
    auto c = implementationTask(task, a.implementation, "--implementation");
    if (!c)
        return fail(c.error());
    task = std::move(*c);
    return 0;
}

core::BenchmarkOptions benchOptions(const BenchArgs& a)
{
    core::BenchmarkOptions o;
    o.repeats = a.repeats;
    o.warmup = a.warmup;
    o.cache = a.l2 == "warm" ? core::CacheRegime::WarmL2 : core::CacheRegime::FlushL2;
    o.timer = a.timer == "events" ? core::BenchTimer::Events
        : a.timer == "cupti"      ? core::BenchTimer::Cupti
                                  : core::BenchTimer::Auto;
    o.scheme = a.order == "ab" ? core::InterleaveScheme::Alternate : core::InterleaveScheme::Abba;
    o.metrics = a.metrics;
    return o;
}

/// The architecture NVRTC should compile for on this GPU.
int compileArch(int deviceArch)
{
    auto nvrtc = core::NvrtcApi::instance();
    return core::cudaCompileArch(deviceArch, nvrtc ? (*nvrtc)->supportedArchs() : std::vector<int> {});
}

/// Compiles and prepares one task, its inputs shared from `inputsFrom` when given.
core::Result<core::PreparedBench> prepare(const core::Task& task, const std::string& label,
    const core::BenchTaskOptions& o, core::Backend& backend, const core::PreparedBench* inputsFrom)
{
    auto b = core::prepareBenchTask(task, label, o);
    if (!b)
        return b.error();
    if (inputsFrom && core::shareInputs(*inputsFrom, *b) > 0)
        std::cerr << "note: the baseline runs on the candidate's inputs wherever names, dtypes and shapes match\n";
    if (auto s = core::attachVerifier(*b, o, &backend); !s)
        return s.error();
    return b;
}

/// The same counters as CUPTI's, predicted by the emulator from the task's first seed analysed
/// (as `run --analyze` does); on failure `predictedSource` says why and the values stay empty.
void predict(const core::Task& task, const BenchArgs& a, core::BenchSideResult& side)
{
    core::RunOptions o;
    o.seedCount = 1;
    o.analyze = true;
    o.keepTensors = false;
    o.trustPython = a.trust;
    auto emu = core::createBackend("emu");
    if (!emu) {
        side.predictedSource = "not predicted: " + emu.error().describe();
        return;
    }
    auto run = core::runTask(task, *emu->backend, o);
    auto report = run ? core::analysis::analysisReportFromJson(run->metrics)
                      : core::Result<core::analysis::AnalysisReport>(run.error());
    if (!report) {
        side.predictedSource = "not predicted: the emulator's analysed run failed: " + report.error().describe();
        return;
    }
    for (const auto& m : core::analysis::predictedMetrics(*report))
        side.predicted.push_back({m.name, m.value});
    side.predictedSource = "emulator, seed " + std::to_string(report->seed) + " (one analysed launch)";
    side.predictedModel = report->traffic ? core::analysis::kTrafficModel : core::analysis::kDramModel;
}

/// The options a target's bench gets: every one as the user chose it, never a path.
std::vector<std::string> remoteOptions(const BenchArgs& a)
{
    std::vector<std::string> o {"--repeats", std::to_string(a.repeats), "--warmup", std::to_string(a.warmup), "--l2",
        a.l2, "--timer", a.timer, "--order", a.order, "--device", std::to_string(a.device)};
    if (a.seed)
        o.insert(o.end(), {"--seed", std::to_string(*a.seed)});
    for (auto [on, flag] :
        {std::pair {a.metrics, "--metrics"}, {a.predict, "--predict"}, {a.trust, "--trust"}, {a.json, "--json"}})
        if (on)
            o.push_back(flag);
    return o;
}

int runBench(const BenchArgs& a)
{
    int rc = 0;
    auto task = loadOrReport(a.task, rc);
    if (!task)
        return rc;
    std::optional<core::Task> baseline;
    if (!a.baseline.empty() && !(baseline = loadOrReport(a.baseline, rc)))
        return rc;
    if (a.batch && !isRemoteTarget(a.target))
        return fail(core::makeError(core::ErrorCode::BadInput,
            "--batch submits to a slurm: target; add --target slurm:ssh://LOGIN ...", {}, 0, "--batch"));
    if (isRemoteTarget(a.target)) { // issue 18: the far side's GPU times it, with its own bench
        if (!a.implementation.empty() || !a.baselineImplementation.empty())
            return fail(core::makeError(core::ErrorCode::Unsupported,
                "--implementation and --baseline-implementation run locally only yet; drop them or --target", {}, 0,
                "--target"));
        if (a.batch) // sbatch the whole benchmark; fetch JOBID brings its output back
            return submitBatch(*task, baseline ? &*baseline : nullptr,
                {a.target, "bench", remoteOptions(a), a.review, a.json, a.noCopy});
        return benchOnTarget(a.target, *task, baseline ? &*baseline : nullptr, remoteOptions(a), a.json, a.noCopy);
    }
    const std::string taskFile = task->file.string(); // an implementation's task keeps the file, but say it once
    if (const int chosen = chooseImplementations(a, *task, baseline); chosen != 0)
        return chosen;
    core::CudaBackendOptions bo;
    bo.device = a.device;
    auto backend = core::CudaBackend::create(bo);
    if (!backend) {
        std::string why = backend.error().message;
        if (why.rfind("no CUDA device: ", 0) == 0)
            why = why.substr(16);
        std::cerr << "error: no CUDA device: benchmarks need a GPU; the emulator does not time kernels (" << why
                  << ")\n";
        return 3;
    }
    core::BenchTaskOptions to;
    to.arch = compileArch((*backend)->arch());
    to.seed = a.seed;
    to.trustPython = a.trust;
    auto candidate = prepare(*task, "candidate", to, **backend, nullptr);
    if (!candidate)
        return fail(candidate.error());
    std::optional<core::PreparedBench> base;
    if (baseline) {
        auto b = prepare(*baseline, "baseline", to, **backend, &*candidate);
        if (!b)
            return fail(b.error());
        base = std::move(*b);
    }
    auto result = core::runBenchmark(
        *(*backend)->context(), candidate->kernel, base ? &base->kernel : nullptr, benchOptions(a));
    if (!result) {
        const int code = fail(result.error());
        if ((*backend)->context()->lost()) {
            // A kernel may still be running (a deadline or a cancel): skip the driver's exit handlers,
            // which could wait for it; the process exit frees the GPU.
            std::cerr.flush();
            std::_Exit(code);
        }
        return code;
    }
    if (a.metrics || a.predict) {
        std::cerr << "predicting the same counters on the emulator (first seed, analysis on)\n";
        predict(*task, a, result->candidate);
        if (baseline && result->baseline)
            predict(*baseline, a, *result->baseline);
    }
    const bool passed = core::auditPassed(result->audit);
    if (a.json) {
        nlohmann::json j = core::benchmarkToJson(*result);
        j["task"] = taskFile;
        j["baseline_task"] = baseline ? nlohmann::json(baseline->file.string()) : nlohmann::json(nullptr);
        j["implementation"] = a.implementation.empty() ? nlohmann::json(nullptr) : nlohmann::json(a.implementation);
        j["baseline_implementation"]
            = a.baselineImplementation.empty() ? nlohmann::json(nullptr) : nlohmann::json(a.baselineImplementation);
        j["arch"] = to.arch;
        j["backend"] = (*backend)->describe();
        j["environment"] = core::environmentToJson(core::collectEnvironment());
        std::cout << j.dump(2) << std::endl;
    } else {
        std::cout << core::benchmarkTable(*result);
    }
    return passed ? 0 : 1;
}

} // namespace

CommandRunner registerBench(CLI::App& app)
{
    auto a = std::make_shared<BenchArgs>();
    auto* cmd = app.add_subcommand("bench",
        "Time a task's kernel on the GPU (warm-up, repeats, L2 flushed), optionally A/B against a baseline task, "
        "with a fairness audit");
    cmd->add_option("TASK", a->task, "Task folder or task.toml (the candidate)")->required();
    cmd->add_option("--baseline", a->baseline, "A second task timed interleaved with the first (A/B)");
    cmd->add_option(
        "--implementation", a->implementation, "Time this [[implementation]] of the task (needed when it has several)");
    cmd->add_option("--baseline-implementation", a->baselineImplementation,
        "Another [[implementation]] of the same task as the baseline, timed interleaved with the first (A/B)");
    cmd->add_option("--repeats", a->repeats, "Timed runs per kernel")->check(CLI::Range(1, 100000));
    cmd->add_option("--warmup", a->warmup, "Untimed runs per kernel first")->check(CLI::Range(0, 10000));
    cmd->add_option("--l2", a->l2, "flush: write 2x the L2 before every run; warm: leave it")
        ->check(CLI::IsMember({"flush", "warm"}));
    cmd->add_option("--timer", a->timer, "auto (CUPTI when available), events or cupti")
        ->check(CLI::IsMember({"auto", "events", "cupti"}));
    cmd->add_option("--order", a->order, "Interleaving of A/B runs: abba or ab")->check(CLI::IsMember({"abba", "ab"}));
    cmd->add_flag("--metrics", a->metrics, "Also collect hardware metrics with CUPTI (needs counter permissions)");
    cmd->add_flag("--predict", a->predict,
        "Also predict those counters on the emulator (implied by --metrics; `predicted` in the JSON)");
    cmd->add_option("--device", a->device, "CUDA device ordinal");
    cmd->add_option("--seed", a->seed, "Input seed (default: the task's [seeds] base)");
    cmd->add_flag("--trust", a->trust, "Trust the tasks: allow their python reference scripts to run");
    cmd->add_flag("--json", a->json, "Print one JSON document");
    cmd->add_option("--target", a->target,
        "Benchmark on another machine's GPU: a name from the targets file, ssh://[user@]host[:port] or local "
        "(docs/remote.md)");
    cmd->add_flag(
        "--no-copy", a->noCopy, "With --target: never copy this warpscope-cli there; a missing one is an error");
    cmd->add_flag("--batch", a->batch,
        "With a slurm: target: submit the benchmark with sbatch, print the job id and return; "
        "warpscope-cli fetch JOBID brings its output back");
    cmd->add_option("--review", a->review, "With --batch: keep the job's record in this review folder");
    return [a] { return runBench(*a); };
}

} // namespace warpscope::cli
