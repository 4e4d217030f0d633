#include "core/pipeline/runner.h"

#include "core/env/environment.h"
#include "core/exec/ctasample.h"
#include "core/exec/launchargs.h"
#include "core/pipeline/admission.h"
#include "core/pipeline/analysisrun.h"
#include "core/pipeline/launchchecks.h"
#include "core/pipeline/seedrun.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <tuple>

namespace warpscope::core {

namespace {

bool cancelled(const RunControl& c)
{
    return c.cancel && c.cancel->load();
}

Result<RunPlan> makePlan(const Task& task, const ResolvedTask& resolved, Backend& backend, const RunOptions& options)
{
    RunPlan plan;
    plan.task = &task;
    plan.resolved = &resolved;
    plan.backend = &backend;
    plan.options = &options;
    for (const auto& b : task.buffers)
        plan.bufferNames.push_back(b.name);
    const bool cubin = backend.name() == "cuda";
    // a cooperative launch's size check needs ptxas's register count, which the cubin build gives
    auto kernel = prepareKernel(task, task.kernel, "kernel", options.arch, cubin || resolved.launch.cooperative);
    if (!kernel)
        return kernel.error();
    plan.kernel = std::move(*kernel);
    const CooperativeKernel usage {
        plan.kernel.lowered, plan.kernel.registers, plan.kernel.sharedStatic, plan.kernel.barriers};
    if (auto s = checkCooperativeLaunch(task, resolved.launch, usage, options.arch, options.gpu); !s)
        return s.error();
    if (auto s = checkClusterLaunch(task, resolved.launch); !s)
        return s.error();
    auto args = buildLaunchArgs(task, task.launch, "launch", resolved.params, plan.kernel.lowered, plan.kernel.params);
    if (!args)
        return args.error();
    plan.args = std::move(*args);
    if (task.reference.kind == ReferenceSpec::Kind::Kernel) {
        auto ref = prepareKernel(task, task.reference.kernel, "reference", options.arch, cubin);
        if (!ref)
            return ref.error();
        auto refArgs = buildLaunchArgs(
            task, task.reference.launch, "reference.launch", resolved.params, ref->lowered, ref->params);
        if (!refArgs)
            return refArgs.error();
        plan.referenceKernel = std::move(*ref);
        plan.referenceArgs = std::move(*refArgs);
    }
    return plan;
}

/// The printf output a run shows: the first seed whose launch had a finding (an assert, a fault),
/// else the first seed, so the lines that explain a failure are the ones kept.
void pickDeviceOutput(RunResult& r)
{
    if (r.seeds.empty())
        return;
    const auto it
        = std::find_if(r.seeds.begin(), r.seeds.end(), [](const SeedResult& s) { return !s.findings.empty(); });
    const SeedResult& s = it != r.seeds.end() ? *it : r.seeds.front();
    r.deviceOutput = s.deviceOutput;
    r.deviceOutputSeed = s.seed;
}

/// Folds findings that share a kind and a place, keeping the first message and summing counts.
std::vector<Finding> foldFindings(const std::vector<SeedResult>& seeds)
{
    std::vector<Finding> out;
    std::map<std::tuple<int, int, int, int, std::string, std::string>, std::size_t> at;
    for (const auto& s : seeds) {
        for (const auto& f : s.findings) {
            const auto key = std::make_tuple(int(f.kind), int(f.severity), f.sourceLine, f.ptxLine, f.buffer, f.kernel);
            if (auto it = at.find(key); it != at.end()) {
                out[it->second].count += f.count;
                continue;
            }
            at[key] = out.size();
            out.push_back(f);
        }
    }
    return out;
}

/// An output that is bit-identical for every seed while the inputs and the reference change is a
/// kernel that ignores its inputs (or writes a constant): it can pass a loose tolerance by luck.
void checkUnchanged(RunResult& r, const std::vector<SeedHashes>& hashes)
{
    if (hashes.size() < 2)
        return;
    bool inputsDiffer = false;
    for (const auto& h : hashes)
        inputsDiffer = inputsDiffer || h.inputs != hashes[0].inputs;
    if (!inputsDiffer)
        return;
    for (std::size_t o = 0; o < hashes[0].outputs.size(); ++o) {
        bool sameOut = true, refDiffers = false;
        for (const auto& h : hashes) {
            sameOut = sameOut && o < h.outputs.size() && h.outputs[o] == hashes[0].outputs[o];
            refDiffers = refDiffers || (o < h.references.size() && h.references[o] != hashes[0].references[o]);
        }
        if (!sameOut || !refDiffers)
            continue;
        const std::string name = r.seeds[0].outputs[o].stats.name;
        const CompareWarning w {CompareWarning::Kind::UnchangedAcrossSeeds,
            "output '" + name + "' is bit-identical for all " + std::to_string(hashes.size())
                + " seeds although the inputs and the reference change; the kernel may ignore its inputs or write "
                  "a constant"};
        r.warnings.push_back(w);
        for (auto& s : r.seeds)
            s.outputs[o].stats.warnings.push_back(w);
    }
}

void warnUncompared(RunResult& r, const Task& task)
{
    if (task.reference.kind == ReferenceSpec::Kind::None) {
        r.warnings.push_back({CompareWarning::Kind::NotCompared,
            "the task has no [reference]: the kernel ran but no output was checked; add a [reference] table"});
        return;
    }
    for (const auto& b : task.buffers) {
        if (b.role != BufferRole::Output)
            continue;
        const auto& outs = task.reference.outputs;
        if (std::find(outs.begin(), outs.end(), b.name) == outs.end())
            r.warnings.push_back({CompareWarning::Kind::NotCompared,
                "output '" + b.name + "' has no reference and was not checked; list it in reference.outputs"});
    }
}

std::uint64_t keptBytes(const SeedResult& s)
{
    std::uint64_t n = 0;
    for (const auto& o : s.outputs)
        n += o.output.bytes.size() + o.reference.bytes.size() + 4 * o.maps.category.bytes.size();
    return n;
}

std::uint64_t outputBytes(const ResolvedTask& r)
{
    std::uint64_t n = 0;
    for (const auto& b : r.buffers)
        if (b.spec->role == BufferRole::Output || b.spec->role == BufferRole::InOut)
            n += static_cast<std::uint64_t>(b.elements) * (dtypeSize(b.spec->dtype) + 8 + 16);
    return n;
}

std::uint64_t ctasOf(const ResolvedLaunch& l)
{
    return std::uint64_t(l.grid[0]) * l.grid[1] * l.grid[2];
}

/// --blocks / --sample-blocks: the kernel's CTAs that run, recorded in the result.
Status chooseCtas(const Task& task, const RunOptions& options, const Backend& backend, RunPlan& plan, RunResult& r)
{
    const std::uint64_t grid = ctasOf(plan.resolved->launch);
    plan.kernelCtaCount = grid;
    if (options.blockRanges.empty() && options.sampleBlocks == 0)
        return Ok {};
    if (backend.name() == "cuda")
        return makeError(ErrorCode::BadInput,
            "a sampled run (--blocks, --sample-blocks) runs on the emulator only; use --backend emu", {}, 0,
            options.sampleBlocks ? "--sample-blocks" : "--blocks");
    plan.kernelCtas = options.sampleBlocks ? evenlySpreadCtas(options.sampleBlocks, grid) : options.blockRanges;
    plan.kernelCtaCount = countCtas(plan.kernelCtas, grid);
    if (plan.kernelCtaCount == 0)
        return makeError(ErrorCode::BadInput,
            "no CTA of --blocks " + ctaRangesToString(options.blockRanges) + " lies in the grid of "
                + std::to_string(grid) + " CTAs (linear ids 0-" + std::to_string(grid - 1) + ")",
            task.file.string(), 0, "--blocks");
    r.sample = CtaSample {plan.kernelCtaCount, grid,
        options.sampleBlocks ? std::to_string(plan.kernelCtaCount) + " evenly spread"
                             : ctaRangesToString(plan.kernelCtas)};
    return Ok {};
}

/// Large grids on the emulator: a few CTAs spread over the grid are timed, the time scaled to the
/// CTAs every seed runs; above options.maxEstimatedSeconds the run is refused with the choices.
Status estimateTime(const RunPlan& plan, const RunOptions& options, int seeds, const RunControl& control, RunResult& r)
{
    constexpr std::uint64_t kEstimateAbove = 4096; ///< smaller launches take seconds at most
    constexpr std::uint64_t kProbeCtas = 16;
    if (plan.backend->name() == "cuda" || plan.kernelCtaCount <= kEstimateAbove)
        return Ok {};
    const CtaRanges probe = evenlySpreadCtas(kProbeCtas, ctasOf(plan.resolved->launch));
    auto seconds = timeSampleLaunch(plan, plan.task->seedBase, probe, control);
    if (!seconds)
        return seconds.error();
    TimeEstimate e;
    e.ctasMeasured = countCtas(probe, ctasOf(plan.resolved->launch));
    e.secondsPerCta = *seconds / static_cast<double>(std::max<std::uint64_t>(e.ctasMeasured, 1));
    e.ctasPerLaunch = plan.kernelCtaCount;
    e.seeds = seeds;
    e.seconds = e.secondsPerCta * static_cast<double>(e.ctasPerLaunch) * seeds;
    r.timeEstimate = e;
    if (control.notice)
        control.notice("estimate: about " + formatDuration(e.seconds) + " on the emulator for "
            + std::to_string(e.ctasPerLaunch) + " CTAs x " + std::to_string(seeds) + " seed(s) (measured on "
            + std::to_string(e.ctasMeasured) + " CTAs)");
    if (options.maxEstimatedSeconds > 0 && e.seconds > options.maxEstimatedSeconds)
        return longRunError(e, options.maxEstimatedSeconds);
    return Ok {};
}

} // namespace

Result<RunResult> runTask(const Task& task, Backend& backend, const RunOptions& options, const RunControl& control)
{
    const auto start = std::chrono::steady_clock::now();
    auto resolved = resolveTask(task, options.overrides);
    if (!resolved)
        return resolved.error();
    if (options.checkMemory) {
        // before anything is allocated or compiled: a run that cannot fit is refused in moments
        auto budget = availableMemory(options);
        if (!budget)
            return budget.error();
        if (auto st = admitRun(estimateRunMemory(task, *resolved, options), *budget, options); !st)
            return st.error();
    }
    auto plan = makePlan(task, *resolved, backend, options);
    if (!plan)
        return plan.error();
    RunResult r;
    r.taskName = task.name;
    r.taskFile = task.file.string();
    r.backend = backend.name();
    r.backendDescription = backend.describe();
    r.arch = options.arch;
    r.entry = task.kernel.entry;
    r.entryLowered = plan->kernel.lowered;
    r.referenceKind = referenceKindName(task.reference.kind);
    r.params = resolved->params;
    r.compileSeconds
        = plan->kernel.compileSeconds + (plan->referenceKernel ? plan->referenceKernel->compileSeconds : 0.0);
    r.record.seedCount = options.seedCount.value_or(task.seedCount);
    r.record.seedBase = task.seedBase;
    r.record.overrides = options.overrides;
    r.record.trustPython = options.trustPython;
    r.record.approx = approxModeName(options.approx);
    r.record.schedule = options.schedule.name();
    if (r.record.seedCount < 1)
        return makeError(ErrorCode::BadInput, "the number of seeds must be at least 1", task.file.string());
    if (auto st = chooseCtas(task, options, backend, *plan, r); !st)
        return st.error();
    if (auto st = estimateTime(*plan, options, r.record.seedCount, control, r); !st)
        return st.error();
    // progress counts CTAs over the whole run: every seed's kernel launch and reference launch
    const std::uint64_t ctasPerSeed
        = plan->kernelCtaCount + (plan->referenceKernel ? ctasOf(resolved->referenceLaunch) : 0);
    const std::uint64_t totalUnits = static_cast<std::uint64_t>(r.record.seedCount) * ctasPerSeed;
    std::vector<SeedHashes> hashes;
    std::uint64_t kept = 0;
    for (int i = 0; i < r.record.seedCount; ++i) {
        const std::uint64_t seed = task.seedBase + static_cast<std::uint64_t>(i);
        if (cancelled(control))
            return makeError(ErrorCode::Cancelled,
                "cancelled before seed " + std::to_string(seed) + " (" + std::to_string(i) + " of "
                    + std::to_string(r.record.seedCount) + " seeds done)");
        RunControl seedControl = control;
        seedControl.approx = options.approx;
        seedControl.approx.seed = seed; // a worst:random run draws its directions per input seed
        seedControl.schedule = options.schedule;
        if (control.progress) {
            const std::uint64_t base = static_cast<std::uint64_t>(i) * ctasPerSeed;
            seedControl.progress = [&control, base, totalUnits](std::uint64_t done, std::uint64_t) {
                control.progress(base + done, totalUnits);
            };
        }
        const bool keep = options.keepTensors && kept + outputBytes(*resolved) <= options.tensorBudgetBytes;
        SeedHashes h;
        // analysis watches the first seed only: its counts describe one launch, and it costs time
        std::unique_ptr<analysis::AnalysisObserver> analyzer;
        if (options.analyze && i == 0) {
            analyzer = std::make_unique<analysis::AnalysisObserver>(
                analysis::analysisConfigFor(*resolved, options.gpu, seed));
            seedControl.observers.push_back(analyzer.get());
        }
        auto s = runSeed(*plan, seed, seedControl, keep, h);
        if (!s)
            return s.error();
        if (analyzer)
            analysis::applyAnalysis(*analyzer, *s, r);
        kept += keptBytes(*s);
        hashes.push_back(std::move(h));
        r.seeds.push_back(std::move(*s));
        if (control.progress)
            control.progress(static_cast<std::uint64_t>(i + 1) * ctasPerSeed, totalUnits);
    }
    r.findings = foldFindings(r.seeds);
    pickDeviceOutput(r);
    checkUnchanged(r, hashes);
    warnUncompared(r, task);
    r.passed = true;
    for (const auto& s : r.seeds)
        r.passed = r.passed && s.passed && s.completed;
    if (options.collectEnvironment)
        r.environment = environmentToJson(collectEnvironment());
    r.totalSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

std::string summarizeRun(const RunResult& r)
{
    std::string out;
    char buf[512];
    const RunResult::Stop stop = r.stop();
    for (const auto& s : r.seeds) {
        if (!s.completed)
            out += "seed " + std::to_string(s.seed) + ": STOPPED (" + s.stopReason + "): " + s.stopMessage + "\n";
        for (const auto& o : s.outputs) {
            const auto& st = o.stats;
            // the outputs of a launch that stopped early are not a verdict on the kernel
            const char* verdict = !s.completed ? "not judged (stopped)" : st.passed ? "passed" : "FAILED";
            // the ULP figure leaves out elements within atol: near zero their ULP distance is huge and meaningless
            const std::string ulpNote = st.passedByAtol > 0
                ? " beyond atol, " + std::to_string(st.passedByAtol) + " within atol not counted"
                : std::string();
            std::snprintf(buf, sizeof buf,
                "seed %llu: %s %s: %lld of %lld elements mismatch; max abs %.3g, max rel %.3g, max %llu ulp%s (%s)\n",
                static_cast<unsigned long long>(s.seed), st.name.c_str(), verdict,
                static_cast<long long>(st.mismatches), static_cast<long long>(st.elements - st.excluded),
                st.maxAbsError, st.maxRelError, static_cast<unsigned long long>(st.maxUlpBeyondAtol), ulpNote.c_str(),
                st.tolerance.describe().c_str());
            out += buf;
            if (st.excluded > 0) {
                std::snprintf(buf, sizeof buf,
                    "    %s: %lld of %lld elements compared; %lld outside, not compared (%lld untouched, %lld "
                    "written)\n",
                    st.selection.c_str(), static_cast<long long>(st.elements - st.excluded),
                    static_cast<long long>(st.elements), static_cast<long long>(st.excluded),
                    static_cast<long long>(st.excludedUntouched), static_cast<long long>(st.excludedWritten));
                out += buf;
            }
            if (!st.matching.empty())
                out += "    matched " + st.matching
                    + (st.matching.rfind("unordered", 0) == 0 ? " (as multisets: both sides sorted)\n"
                                                              : " (each element against its allowed values)\n");
            if (st.masked > 0) {
                std::snprintf(buf, sizeof buf,
                    "    sampled: %lld of %lld elements compared (written by the sampled CTAs), %lld not compared\n",
                    static_cast<long long>(st.elements - st.masked), static_cast<long long>(st.elements),
                    static_cast<long long>(st.masked));
                out += buf;
            }
            if (s.completed && !st.passed && !st.worst.empty()) {
                const auto& w = st.worst.front();
                std::snprintf(buf, sizeof buf, "    worst at %s: got %.9g, expected %.9g (%s)\n",
                    indexToString(w.index).c_str(), w.value, w.reference, elementCategoryName(w.category));
                out += buf;
            }
            for (const auto& w : st.warnings)
                out += "    warning: " + w.message + "\n";
        }
        for (const auto& w : s.warnings)
            out += "seed " + std::to_string(s.seed) + ": warning: " + w.message + "\n";
    }
    out += deviceOutputText(r.deviceOutput);
    for (const auto& f : r.findings)
        out += std::string(failsRun(f) ? "finding: " : "finding (warning): ") + findingKindName(f.kind) + ": "
            + f.message + (f.count > 1 ? " (" + std::to_string(f.count) + " times)" : "") + "\n";
    for (const auto& w : r.warnings)
        out += "warning: " + w.message + "\n";
    if (r.record.approx != "default")
        out += "approximate instructions at the PTX ISA's documented worst case (" + r.record.approx + ")\n";
    if (r.sample)
        out += "SAMPLED: " + std::to_string(r.sample->ctas) + " of " + std::to_string(r.sample->gridCtas)
            + " CTAs ran (" + r.sample->description + "); only the output elements they wrote were compared\n";
    const std::string seeds = " (" + std::to_string(r.seeds.size()) + (r.seeds.size() == 1 ? " seed)" : " seeds)");
    if (stop.stopped)
        out += "STOPPED (" + stop.reason + ") on the " + r.backend + seeds + ": " + std::to_string(stop.seeds)
            + " launch(es) did not finish, so their outputs are not a verdict\n";
    else
        out += std::string(r.passed ? "PASSED" : "FAILED") + " on the " + r.backend + seeds + "\n";
    return out;
}

} // namespace warpscope::core
