#include "core/pipeline/runner.h"

#include "core/common/numbertext.h"
#include "core/env/environment.h"
#include "core/exec/ctasample.h"
#include "core/exec/launchargs.h"
#include "core/exec/symbolbind.h"
#include "core/pipeline/admission.h"
#include "core/pipeline/analysisrun.h"
#include "core/pipeline/launchchecks.h"
#include "core/pipeline/launchcost.h"
#include "core/pipeline/runhints.h"
#include "core/pipeline/seedrun.h"
#include "core/ref/reference.h"

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
    bool cooperative = false;
    for (const auto& l : resolved.launches)
        cooperative = cooperative || l.dims.cooperative;
    const bool withSymbols
        = std::any_of(task.buffers.begin(), task.buffers.end(), [](const BufferSpec& b) { return b.isSymbol(); });
    auto kernel = planLaunches(task, kernelSteps(task), resolved.launches, "kernel",
        resolved.pipeline ? "step" : "launch", options.arch, cubin || cooperative, withSymbols);
    if (!kernel)
        return kernel.error();
    plan.kernel = std::move(*kernel);
    for (auto& k : plan.kernel.kernels) {
        // every step's module holds the [[symbol]] variables its launches read and write
        auto symbols = bindSymbols(task, resolved, k);
        if (!symbols)
            return symbols.error();
        k.symbols = std::move(*symbols);
    }
    for (const auto& l : plan.kernel.launches) {
        const PreparedKernel& k = plan.kernel.kernels[l.kernel];
        const CooperativeKernel usage {k.lowered, k.registers, k.sharedStatic, k.barriers};
        if (auto s = checkCooperativeLaunch(task, l.dims, usage, options.arch, options.gpu); !s)
            return s.error();
        if (auto s = checkClusterLaunch(task, l.dims); !s)
            return s.error();
    }
    if (task.reference.kind == ReferenceSpec::Kind::Kernel) {
        // a reference kernel reads the same [[symbol]] variables as the kernel (its module must declare them)
        auto ref = planLaunches(task, referenceSteps(task), resolved.referenceLaunches, "reference",
            task.reference.steps.empty() ? "reference.launch" : "reference.step", options.arch, cubin, withSymbols);
        if (!ref)
            return ref.error();
        for (auto& k : ref->kernels) {
            auto symbols = bindSymbols(task, resolved, k);
            if (!symbols)
                return symbols.error();
            k.symbols = std::move(*symbols);
        }
        plan.reference = std::move(*ref);
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
        const CompareWarning w = compareWarning(CompareWarning::Kind::UnchangedAcrossSeeds,
            engineMessage("compare.unchanged_across_seeds", {literalMessage(name), numberMessage(hashes.size())}));
        r.warnings.push_back(w);
        for (auto& s : r.seeds)
            s.outputs[o].stats.warnings.push_back(w);
    }
}

void warnUncompared(RunResult& r, const Task& task)
{
    if (task.reference.kind == ReferenceSpec::Kind::None) {
        r.warnings.push_back(compareWarning(CompareWarning::Kind::NotCompared, engineMessage("compare.no_reference")));
        return;
    }
    for (const auto& b : task.buffers) {
        if (b.role != BufferRole::Output)
            continue;
        const auto& outs = task.reference.outputs;
        if (std::find(outs.begin(), outs.end(), b.name) == outs.end())
            r.warnings.push_back(compareWarning(CompareWarning::Kind::NotCompared,
                engineMessage("compare.output_not_compared", {literalMessage(b.name)})));
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

/// A cancel before seed `seed` (the i-th): the run stops with the seeds done, and says so.
void cutRun(RunResult& r, std::uint64_t seed, int i)
{
    r.cutReason = "cancelled";
    r.cutMessage = "the run was cancelled before seed " + std::to_string(seed) + ": " + std::to_string(i) + " of "
        + std::to_string(r.record.seedCount) + " seeds ran";
}

/// --blocks / --sample-blocks: the kernel's CTAs that run, recorded in the result.
Status chooseCtas(const Task& task, const RunOptions& options, const Backend& backend, RunPlan& plan, RunResult& r)
{
    const std::uint64_t grid = ctaCount(plan.resolved->launch);
    plan.kernelCtaCount = ctaCount(plan.kernel);
    if (options.blockRanges.empty() && options.sampleBlocks == 0)
        return Ok {};
    if (plan.kernel.launches.size() > 1)
        return makeError(ErrorCode::BadInput,
            "a sampled run (--blocks, --sample-blocks) runs a sample of one launch's CTAs; this task is a pipeline of "
                + std::to_string(plan.kernel.launches.size())
                + " launches, whose later steps read what every CTA of the earlier ones wrote: run it whole",
            task.file.string(), 0, options.sampleBlocks ? "--sample-blocks" : "--blocks");
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

/// The whole run timed by parts: every kernel launch (at the first launch's cost, its fixed part and its
/// part per CTA fitted on probes of growing size, launchcost.h), the reference (its kernel's own fit, or
/// the host reference once) and the comparison, every seed included, each said apart so the message can
/// name what dominates.
Result<TimeEstimate> measureRun(const RunPlan& plan, int seeds, const RunControl& control)
{
    TimeEstimate e;
    const std::uint64_t grid = ctaCount(plan.resolved->launch);
    auto kernel = fitLaunchCost(grid, [&](std::uint64_t n) -> Result<double> {
        if (cancelled(control))
            return makeError(ErrorCode::Cancelled, "the run was cancelled while its time estimate was measured");
        return timeSampleLaunch(plan, plan.task->seedBase, evenlySpreadCtas(n, grid), control);
    });
    if (!kernel)
        return kernel.error();
    e.ctasMeasured = kernel->ctasMeasured;
    e.secondsPerCta = kernel->secondsPerCta;
    e.ctasPerLaunch = plan.kernelCtaCount;
    e.seeds = seeds;
    const double launches = static_cast<double>(std::max<std::size_t>(plan.kernel.launches.size(), 1));
    e.kernelSeconds
        = (kernel->fixedSeconds * launches + e.secondsPerCta * static_cast<double>(e.ctasPerLaunch)) * seeds;
    if (plan.reference) {
        e.referenceCtas = ctaCount(*plan.reference);
        const std::uint64_t refGrid = ctaCount(plan.reference->launches.front().dims);
        auto ref = fitLaunchCost(refGrid, [&](std::uint64_t n) -> Result<double> {
            if (cancelled(control))
                return makeError(ErrorCode::Cancelled, "the run was cancelled while its time estimate was measured");
            return timeSampleLaunch(plan, plan.task->seedBase, evenlySpreadCtas(n, refGrid), control, &*plan.reference);
        });
        if (!ref)
            return ref.error();
        e.referenceSeconds = (ref->fixedSeconds * static_cast<double>(plan.reference->launches.size())
                                 + ref->secondsPerCta * static_cast<double>(e.referenceCtas))
            * seeds;
    } else if (plan.task->reference.kind != ReferenceSpec::Kind::None) {
        e.referenceSeconds = timeHostReference(plan, plan.task->seedBase) * seeds;
    }
    std::uint64_t compared = 0;
    for (const auto& b : plan.resolved->buffers)
        if (b.spec->role == BufferRole::Output || b.spec->role == BufferRole::InOut)
            compared += static_cast<std::uint64_t>(b.elements);
    e.compareSeconds = kCompareSecondsPerElement * static_cast<double>(compared) * seeds;
    e.seconds = e.kernelSeconds + e.referenceSeconds + e.compareSeconds;
    return e;
}

/// Large grids on the emulator: the run is estimated (measureRun) before it starts; above
/// options.maxEstimatedSeconds it is refused with the choices. A repeated request (the reviewer chose
/// "run anyway") passes the first estimate along in options.knownEstimate: no second probe.
Status estimateTime(const RunPlan& plan, const RunOptions& options, int seeds, const RunControl& control, RunResult& r)
{
    constexpr std::uint64_t kEstimateAbove = 4096; ///< smaller launches take seconds at most
    if (plan.backend->name() == "cuda" || plan.kernelCtaCount <= kEstimateAbove)
        return Ok {};
    TimeEstimate e;
    if (options.knownEstimate && options.knownEstimate->ctasMeasured > 0 && options.knownEstimate->seeds == seeds
        && options.knownEstimate->ctasPerLaunch == plan.kernelCtaCount) {
        e = *options.knownEstimate;
    } else {
        auto measured = measureRun(plan, seeds, control);
        if (!measured)
            return measured.error();
        e = *measured;
    }
    r.timeEstimate = e;
    if (options.onEstimate)
        options.onEstimate(e);
    if (control.notice)
        control.notice("estimate: about " + formatDuration(e.seconds) + " on the emulator for "
            + std::to_string(e.ctasPerLaunch) + " CTAs x " + std::to_string(seeds) + " seed(s) (measured on "
            + std::to_string(e.ctasMeasured) + " CTAs; " + estimateParts(e) + ")");
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
    // an untrusted script is a refusal before anything runs, not a reference that failed
    if (auto allowed = referenceAllowed(task, {options.trustPython, options.python}); !allowed)
        return allowed.error();
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
    r.entryLowered = plan->firstKernel().lowered;
    r.pipeline = resolved->pipeline;
    r.referenceKind = referenceKindName(task.reference.kind);
    r.params = resolved->params;
    for (const auto& k : plan->kernel.kernels)
        r.compileSeconds += k.compileSeconds;
    for (std::size_t i = 0; plan->reference && i < plan->reference->kernels.size(); ++i)
        r.compileSeconds += plan->reference->kernels[i].compileSeconds;
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
    // a cancel while the estimate is measured cuts the run before its first seed (below): a result
    if (auto st = estimateTime(*plan, options, r.record.seedCount, control, r);
        !st && st.error().code != ErrorCode::Cancelled)
        return st.error();
    // progress counts CTAs over the whole run: every seed's kernel launch and reference launch
    const std::uint64_t ctasPerSeed = plan->kernelCtaCount + (plan->reference ? ctaCount(*plan->reference) : 0);
    const std::uint64_t totalUnits = static_cast<std::uint64_t>(r.record.seedCount) * ctasPerSeed;
    std::vector<SeedHashes> hashes;
    std::uint64_t kept = 0;
    for (int i = 0; i < r.record.seedCount; ++i) {
        const std::uint64_t seed = task.seedBase + static_cast<std::uint64_t>(i);
        if (cancelled(control)) {
            // a cancel between seeds ends the run with the seeds done: a stopped result, not an error
            cutRun(r, seed, i);
            break;
        }
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
        // analysis watches the first seed only: its counts describe one launch (of each step of a
        // pipeline), and it costs time
        std::vector<std::unique_ptr<analysis::AnalysisObserver>> analyzers;
        std::vector<ExecutionObserver*> stepObservers;
        if (options.analyze && i == 0) {
            for (std::size_t step = 0; step < plan->kernel.stepTitles.size(); ++step) {
                analyzers.push_back(std::make_unique<analysis::AnalysisObserver>(
                    analysis::analysisConfigFor(*resolved, options.gpu, seed)));
                stepObservers.push_back(analyzers.back().get());
            }
        }
        auto s = runSeed(*plan, seed, seedControl, keep, h, stepObservers);
        if (!s && s.error().code == ErrorCode::Cancelled) {
            cutRun(r, seed, i);
            break;
        }
        if (!s)
            return s.error();
        if (!analyzers.empty())
            analysis::applyStepAnalyses(
                analyzers, resolved->pipeline ? plan->kernel.stepTitleMessages : std::vector<EngineMessage> {}, *s, r);
        kept += keptBytes(*s);
        if (!s->partial) // a cancelled seed's outputs are half-written: no evidence of an unchanged output
            hashes.push_back(std::move(h));
        r.seeds.push_back(std::move(*s));
        const bool userStop = r.seeds.back().partial;
        if (control.progress && !userStop)
            control.progress(static_cast<std::uint64_t>(i + 1) * ctasPerSeed, totalUnits);
        if (userStop) // a cancel or the deadline stopped this seed's launch: the later seeds do not start
            break;
    }
    r.findings = foldFindings(r.seeds);
    pickDeviceOutput(r);
    checkUnchanged(r, hashes);
    warnUncompared(r, task);
    r.passed = true;
    for (const auto& s : r.seeds)
        r.passed = r.passed && s.passed && s.completed;
    r.passed = r.passed && r.cutReason.empty() && !r.seeds.empty();
    // a pipeline may race in any step: the signals of the step that uses shared memory without a
    // barrier, else of one that uses it at all
    RaceSignals signals;
    std::vector<bool> scanned(plan->kernel.kernels.size(), false);
    for (const auto& l : plan->kernel.launches) {
        if (scanned[l.kernel]) // a loop's launches share their kernel
            continue;
        scanned[l.kernel] = true;
        const PreparedKernel& k = plan->kernel.kernels[l.kernel];
        const RaceSignals s = raceSignalsFromPtx(k.ptx, k.lowered, l.dims.dynamicShared);
        if (s.usesShared && (!signals.usesShared || (signals.hasBarrier && !s.hasBarrier)))
            signals = s;
    }
    r.hints = runHints(r, signals, options.analyze);
    if (options.collectEnvironment)
        r.environment = environmentToJson(collectEnvironment());
    r.totalSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

} // namespace warpscope::core
