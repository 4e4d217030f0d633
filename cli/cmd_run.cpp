#include "cli/commands.h"
#include "cli/remotebatch.h"
#include "cli/remotetarget.h"

#include "cli/cancelsignal.h"
#include "cli/cliprogress.h"
#include "cli/cmd_run_impl.h"
#include "cli/cmd_run_many.h"
#include "cli/optionvalues.h"

#include "core/analysis/expectations.h"
#include "core/analysis/roofline.h"
#include "core/common/defaults.h"
#include "core/common/numbertext.h"
#include "core/exec/ctasample.h"
#include "core/pipeline/admission.h"
#include "core/pipeline/backendfactory.h"
#include "core/pipeline/bundle.h"
#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "core/pipeline/tracerun.h"
#include "core/task/taskloader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <new>

namespace warpscope::cli {

namespace {

using nlohmann::json;

struct RunArgs {
    std::string task;
    std::string backend = "auto";
    int seeds = 0;
    std::string out;
    bool json = false;
    std::vector<std::string> params;
    bool trust = false;
    bool keepInputs = false;
    bool sweep = false;
    std::string arch;
    bool analyze = false;
    std::string gpu = core::kDefaultGpu;
    std::string trace; ///< BX,BY,BZ:TX,TY,TZ
    std::uint32_t traceLimit = core::analysis::kDefaultTraceLimit;
    std::string approx = "default"; ///< default | worst:up|down|away|zero|random
    std::string schedule = "default"; ///< default or random:SEED
    int schedules = 0; ///< 0: one run with --schedule; N: the default and N-1 random schedules
    std::string memoryCap; ///< "8G"; also WARPSCOPE_MEMORY_CAP
    std::string blocks; ///< "0-99,5000": linear CTA ids of a sampled run
    std::uint64_t sampleBlocks = 0;
    bool yes = false; ///< run even when the time estimate is above the limit
    double maxEstimate = 60.0; ///< seconds
    std::string implementation; ///< --implementation NAME|all; empty: all of a task's implementations
    std::string target; ///< NAME or URL; empty or "local": this machine
    bool noCopy = false; ///< --no-copy: never copy this CLI to the target
    bool batch = false; ///< --batch: sbatch the run on a slurm target and return the job id
    std::string review; ///< --review: where the batch job's record is kept
};

/// The options a batch run carries to the cluster, as names and values (a flag's: empty, or its name).
std::vector<std::string> batchRunOptions(const RunArgs& a)
{
    std::vector<std::string> o;
    const std::string no;
    const std::pair<std::string, std::string> chosen[] {{"--seeds", a.seeds > 0 ? std::to_string(a.seeds) : no},
        {"--backend", a.backend != "auto" ? a.backend : no}, {"--arch", a.arch}, {"--memory-cap", a.memoryCap},
        {"--blocks", a.blocks}, {"--sample-blocks", a.sampleBlocks > 0 ? std::to_string(a.sampleBlocks) : no},
        {"--max-estimate", a.maxEstimate != 60.0 ? std::to_string(a.maxEstimate) : no}, {no, a.trust ? "--trust" : no},
        {no, a.sweep ? "--sweep" : no}, {no, a.analyze ? "--analyze" : no}, {no, a.yes ? "--yes" : no}};
    for (const auto& [name, value] : chosen)
        if (!value.empty())
            o.insert(o.end(), {name, value});
    for (const std::string& p : a.params)
        o.insert(o.end(), {"--param", p});
    o.erase(std::remove(o.begin(), o.end(), no), o.end()); // a flag has no name before it
    return o;
}

json errorJson(const core::Error& e)
{
    return {{"code", core::errorCodeName(e.code)}, {"message", e.message}, {"file", e.file}, {"line", e.line},
        {"field", e.field}};
}

int fail(const core::Error& e, bool asJson)
{
    std::cerr << "error: " << e.describe() << "\n";
    if (asJson)
        std::cout << json({{"schema", core::kRunSchema}, {"passed", false}, {"error", errorJson(e)}}).dump(2)
                  << std::endl;
    return core::exitCodeFor(e.code);
}

/// --trace: one thread's steps on the emulator (first seed), printed, in trace.json under --out.
int runTrace(const core::Task& task, core::RunOptions options, const RunArgs& a)
{
    auto target = core::analysis::parseTraceTarget(a.trace);
    if (!target)
        return fail(target.error(), a.json);
    target->limit = a.traceLimit;
    auto backend = core::createBackend("emu");
    if (!backend)
        return fail(backend.error(), a.json);
    auto trace = core::analysis::traceTask(task, *backend->backend, options, *target);
    if (!trace)
        return fail(trace.error(), a.json);
    if (!a.out.empty()) {
        if (auto st = core::analysis::writeTraceFile(*trace, a.out); !st)
            return fail(st.error(), a.json);
        std::cerr << "trace: " << (std::filesystem::path(a.out) / "trace.json").string() << "\n";
    }
    std::fprintf(stderr, "%6s %6s %6s  %-24s %s\n", "step", "line", "ptx", "opcode", "registers written");
    std::size_t step = 0;
    for (const auto& s : trace->steps) {
        std::string regs;
        for (const auto& w : s.writes) {
            char buf[96];
            std::snprintf(buf, sizeof buf, "%s=0x%llx ", w.name.c_str(), static_cast<unsigned long long>(w.value));
            regs += buf;
        }
        std::fprintf(stderr, "%6zu %6d %6d  %-24s %s%s\n", step++, s.sourceLine, s.ptxLine, s.opcode.c_str(),
            s.guard ? "" : "(guard false) ", regs.c_str());
    }
    if (trace->truncated)
        std::fprintf(stderr, "truncated after %u steps (--trace-limit)\n", trace->target.limit);
    if (a.json)
        std::cout << json({{"schema", core::kRunSchema}, {"trace", core::analysis::threadTraceToJson(*trace)}})
                         .dump(2, ' ', false, json::error_handler_t::replace)
                  << std::endl;
    return 0;
}

int runCommand(const RunArgs& a)
{
    core::TaskDiagnostics diag;
    auto task = core::loadTask(a.task, &diag);
    if (!task) {
        const int rc = fail(diag.errors.empty() ? task.error() : diag.errors.front(), a.json);
        for (std::size_t i = 1; i < diag.errors.size(); ++i)
            std::cerr << "error: " << diag.errors[i].describe() << "\n";
        return rc;
    }
    int implementationArch = 0; // [[implementation]]: one chosen runs as the task; several are compared below
    auto which = chooseImplementations(*task, a.implementation, implementationArch);
    if (!which)
        return fail(which.error(), a.json);
    core::RunOptions options;
    auto params = parseParamOptions(*task, a.params);
    if (!params)
        return fail(params.error(), a.json);
    options.overrides = *params;
    auto arch = parseArchOption(a.arch);
    if (!arch)
        return fail(arch.error(), a.json);
    if (a.seeds > 0)
        options.seedCount = a.seeds;
    if (!a.memoryCap.empty()) {
        auto cap = core::parseByteSize(a.memoryCap, "--memory-cap");
        if (!cap)
            return fail(cap.error(), a.json);
        options.memoryCapBytes = *cap;
    }
    if (!a.blocks.empty()) {
        if (a.sampleBlocks > 0)
            return fail(
                core::makeError(core::ErrorCode::BadInput,
                    "--blocks and --sample-blocks both choose the CTAs to run; give one of them", {}, 0, "--blocks"),
                a.json);
        auto ranges = core::parseCtaRanges(a.blocks);
        if (!ranges)
            return fail(ranges.error(), a.json);
        options.blockRanges = *ranges;
    }
    options.sampleBlocks = a.sampleBlocks;
    // a sampled run is the user's choice of what to run; --yes accepts any estimate
    const bool sampled = !options.blockRanges.empty() || options.sampleBlocks > 0;
    options.maxEstimatedSeconds = a.yes || sampled ? 0.0 : a.maxEstimate;
    options.trustPython = a.trust;
    options.keepTensors = !a.out.empty();
    if (a.keepInputs && a.out.empty())
        return fail(
            core::makeError(core::ErrorCode::BadInput,
                "--keep-inputs writes the inputs into the result bundle; add --out FOLDER", {}, 0, "--keep-inputs"),
            a.json);
    options.keepInputs = a.keepInputs;
    if (a.batch) // issue 18: sbatch the run (or sweep) on a Slurm cluster, fetch its results later
        return !isRemoteTarget(a.target) || !a.out.empty() || !a.trace.empty() || a.schedules > 0
                || a.schedule != "default" || a.approx != "default" || !a.implementation.empty() || a.keepInputs
            ? fail(batchRunRefusal(), a.json)
            : submitBatch(*task, nullptr, {a.target, "run", batchRunOptions(a), a.review, a.json, a.noCopy});
    if (isRemoteTarget(a.target)) // issue 18: the same run, done by a worker on the target
        return a.sweep || !a.trace.empty() || a.schedules > 0 || a.schedule != "default" || a.approx != "default"
                || !a.implementation.empty()
            ? fail(core::makeError(core::ErrorCode::Unsupported,
                       "--sweep, --trace, --schedule(s), --approx and --implementation run locally only yet; drop "
                       "them or --target (a target runs all of a task's implementations; a sweep on a Slurm "
                       "target goes with --batch)",
                       {}, 0, "--target"),
                a.json)
            : runOnTarget(*task, options,
                {a.target, a.backend, a.memoryCap, a.gpu, a.analyze, a.arch.empty() ? 0 : *arch, a.json, a.out,
                    a.noCopy});
    auto schedule = core::parseSchedule(a.schedule);
    if (!schedule)
        return fail(schedule.error(), a.json);
    options.schedule = *schedule;
    if ((schedule->random || a.schedules > 0) && (a.backend == "cuda" || a.sweep))
        return fail(core::makeError(core::ErrorCode::BadInput,
                        "--schedule and --schedules choose how the emulator interleaves warps; drop --backend cuda "
                        "and --sweep",
                        {}, 0, "--schedule"),
            a.json);
    if (!a.trace.empty()) {
        if (a.analyze || a.sweep || a.backend == "cuda")
            return fail(core::makeError(core::ErrorCode::BadInput,
                            "--trace runs one seed on the emulator on its own; drop --analyze, --sweep and --backend "
                            "cuda",
                            {}, 0, "--trace"),
                a.json);
        options.arch = a.arch.empty() ? 90 : *arch;
        return runTrace(*task, options, a);
    }
    std::string backendName = a.backend;
    auto approx = core::parseApproxMode(a.approx);
    if (!approx)
        return fail(approx.error(), a.json);
    options.approx = *approx;
    if (approx->worst()) {
        // the documented bounds are modelled by the emulator; a GPU computes its own results
        if (a.backend == "cuda")
            return fail(core::makeError(core::ErrorCode::BadInput,
                            "--approx " + a.approx
                                + " pushes approximate results to their documented bounds on the emulator; drop "
                                  "--backend cuda or use --backend emu",
                            {}, 0, "--approx"),
                a.json);
        backendName = "emu";
    }
    if (schedule->random || a.schedules > 0)
        backendName = "emu"; // schedules are the emulator's
    if (a.analyze) {
        // the analysis observes the emulator's events: auto means the emulator here
        if (a.backend == "cuda")
            return fail(core::makeError(core::ErrorCode::BadInput,
                            "--analyze runs on the emulator only; drop --backend cuda or use --backend emu", {}, 0,
                            "--analyze"),
                a.json);
        backendName = "emu";
        if (!core::analysis::rooflineGpu(a.gpu))
            return fail(core::makeError(core::ErrorCode::BadInput,
                            "no GPU named '" + a.gpu + "' in resources/gpus.json; try H100, H200, A100, L4 or 4090", {},
                            0, "--gpu"),
                a.json);
        if (auto st = core::analysis::validateExpectations(*task); !st)
            return fail(st.error(), a.json);
        options.analyze = true;
        options.gpu = a.gpu;
        std::cerr << "analysis: the first seed only, on the emulator (metrics, sanitizers, provenance)\n";
    }
    auto backend = core::createBackend(backendName);
    if (!backend)
        return fail(backend.error(), a.json);
    std::cerr << backend->note << "\n";
    // --arch wins; else the GPU's own architecture, else sm_90 for the emulator.
    options.arch = !a.arch.empty() ? *arch : backend->arch ? backend->arch : *arch;
    if (implementationArch)
        options.arch = implementationArch; // the implementation names its architecture
    if (!which->empty())
        return runImplementationsCli(
            *task, *backend->backend, options, *which, a.out, a.json, a.sweep || a.schedules > 0);
    if (a.sweep)
        return runSweepCli(*task, *backend->backend, options, a.out, a.json);
    if (a.schedules > 0)
        return runSchedulesCli(*task, *backend->backend, options, a.schedules, a.out, a.json);
    core::RunControl control;
    CliProgress progress;
    control.notice = [&progress](const std::string& line) { progress.say(line); };
    control.progress = [&progress](std::uint64_t done, std::uint64_t total) { progress.report(done, total); };
    control.cancel = cancelOnSignal(); // Ctrl+C: a "stopped: cancelled" result with what was done
    core::Result<core::RunResult> r = core::makeError(core::ErrorCode::Internal, "not run");
    try {
        r = core::runTask(*task, *backend->backend, options, control);
        progress.end();
    } catch (const std::bad_alloc&) {
        return fail(core::makeError(core::ErrorCode::Backend,
                        "out of memory: an allocation failed during the run; use smaller params, fewer seeds or no "
                        "analysis, or check --memory-cap",
                        {}, 0, "memory"),
            a.json);
    }
    if (!r)
        return fail(r.error(), a.json);
    if (!a.out.empty()) {
        if (auto s = core::writeBundle(*r, a.out); !s)
            return fail(s.error(), a.json);
        std::cerr << "result bundle: " << a.out << "\n";
    }
    std::cerr << core::summarizeRun(*r);
    if (std::any_of(r->hints.begin(), r->hints.end(), [](const core::RunHint& h) { return h.kind == "possible_race"; }))
        std::cerr
            << "hint: run again with --analyze to check for shared-memory races (racecheck), or with --schedules 8 "
               "to see whether the outputs change with the order warps run in\n";
    if (a.json)
        std::cout << core::runResultToJson(*r, !a.out.empty()).dump(2, ' ', false, json::error_handler_t::replace)
                  << std::endl;
    // 130 = 128 + SIGINT, the shell's code for a command stopped by Ctrl+C; the result was still written
    return r->passed ? 0 : r->stop().reason == "cancelled" ? 130 : 1;
}

} // namespace

CommandRunner registerRun(CLI::App& app)
{
    auto a = std::make_shared<RunArgs>();
    auto* cmd
        = app.add_subcommand("run", "Run a task's kernel on every seed and compare its outputs with the reference");
    cmd->add_option("TASK", a->task, "Task folder or task.toml")->required();
    cmd->add_option("--backend", a->backend, "auto (GPU if usable, else emulator), emu or cuda")
        ->check(CLI::IsMember({"auto", "emu", "cuda"}));
    cmd->add_option("--seeds", a->seeds, "Number of seeds (replaces [seeds] count)")->check(CLI::Range(1, 1000));
    cmd->add_option("--out", a->out, "Write a result bundle (result.json + .npy) into this folder");
    cmd->add_flag("--keep-inputs", a->keepInputs,
        "Also write each seed's inputs into the bundle (seed-N/NAME.input.npy), e.g. to recompute the reference");
    cmd->add_flag("--json", a->json, "Print one JSON document on stdout");
    cmd->add_option("--param", a->params, "Override a param, e.g. --param N=33 (repeatable)");
    cmd->add_flag("--trust", a->trust, "Trust the task: allow its python reference script to run");
    cmd->add_flag("--sweep", a->sweep, "Run every row of the task's [sweep] and print a table");
    cmd->add_option("--implementation", a->implementation,
        "Run one [[implementation]] of the task by name, or all of them side by side (the default) with the "
        "differences between them");
    cmd->add_option("--arch", a->arch, "Compile for this architecture, e.g. sm_90 (default)");
    cmd->add_flag("--analyze", a->analyze,
        "Analyse the first seed on the emulator: per-line metrics, sanitizers (findings), provenance, roofline");
    cmd->add_option(
        "--gpu", a->gpu, "GPU of the roofline model with --analyze (default H100; see resources/gpus.json)");
    cmd->add_option("--trace", a->trace,
        "Trace one thread on the emulator (first seed): BX,BY,BZ:TX,TY,TZ; prints each executed instruction and "
        "the registers it wrote; writes trace.json under --out");
    cmd->add_option("--approx", a->approx,
        "Approximate instructions (ex2/lg2/sin/cos/tanh/rcp/rsqrt/sqrt .approx, div.approx/.full): default (correctly "
        "rounded) or worst:up|down|away|zero|random (each result at the PTX ISA's documented error bound; emulator)");
    cmd->add_option("--schedule", a->schedule,
        "Emulator schedule: default (warp 0 first, CTAs in order) or random:SEED (a seeded interleaving of warps "
        "and CTAs, reproducible for the seed)");
    cmd->add_option("--schedules", a->schedules,
           "Run N emulator schedules (the default and N-1 random ones) and report every finding and every output "
           "that differs between them")
        ->check(CLI::Range(1, 1000));
    cmd->add_option("--trace-limit", a->traceLimit, "Steps kept by --trace (default 10000)")
        ->check(CLI::Range(1u, 10000000u));
    cmd->add_option("--memory-cap", a->memoryCap,
        "Refuse a run whose estimated peak memory is above this (e.g. 8G, 512M); also WARPSCOPE_MEMORY_CAP. The "
        "available memory and the cgroup limit always apply");
    cmd->add_option("--blocks", a->blocks,
        "Run only these CTAs of the kernel (linear ids blockIdx.x + gridDim.x*(blockIdx.y + gridDim.y*blockIdx.z), "
        "e.g. 0-99,5000); only the output elements they write are compared. Emulator only");
    cmd->add_option("--sample-blocks", a->sampleBlocks,
           "Run only N CTAs spread evenly over the grid; only the output elements they write are compared")
        ->check(CLI::Range(std::uint64_t(1), std::uint64_t(1) << 40));
    cmd->add_flag("--yes", a->yes, "Run even when the emulator's time estimate is above --max-estimate");
    cmd->add_option("--max-estimate", a->maxEstimate,
           "Refuse an emulator run estimated to take longer than this many seconds (default 60; large grids are "
           "timed on a few CTAs first)")
        ->check(CLI::PositiveNumber);
    cmd->add_option("--target", a->target,
        "Run on another machine: a name from the targets file, ssh://[user@]host[:port] or local (docs/remote.md)");
    cmd->add_flag(
        "--no-copy", a->noCopy, "With --target: never copy this warpscope-cli there; a missing one is an error");
    cmd->add_flag("--batch", a->batch, "With a slurm: target: sbatch it and print the job id (see fetch)");
    cmd->add_option("--review", a->review, "With --batch: keep the job's record in this review folder");
    return [a] { return runCommand(*a); };
}

} // namespace warpscope::cli
