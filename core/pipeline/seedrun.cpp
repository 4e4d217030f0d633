#include "core/pipeline/seedrun.h"

#include "core/common/bytehash.h"
#include "core/compare/comparison.h"
#include "core/exec/poison.h"
#include "core/exec/writemask.h"
#include "core/pipeline/comparecontrols.h"
#include "core/ref/reference.h"
#include "core/task/generators.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <memory>

namespace warpscope::core {

namespace {

double since(std::chrono::steady_clock::time_point t)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

Error atSeed(Error e, std::uint64_t seed)
{
    e.message = "seed " + std::to_string(seed) + ": " + e.message;
    return e;
}

/// A launch that did not complete makes the seed "stopped", with the finding that says why; `label`
/// names the launch of a pipeline ("step 2 (merge, k=4)"), empty for a single launch.
void markStopped(SeedResult& seed, const std::vector<Finding>& findings, const EngineMessage& label)
{
    seed.completed = false;
    const Finding* f = stoppingFinding(findings);
    seed.stopReason = f ? findingKindName(f->kind) : "other";
    std::vector<EngineMessage> parts;
    if (!label.id.empty())
        parts.push_back(engineMessage("stop.step_label", {label}));
    const bool withIds = !f || !f->messageParts.empty();
    if (!f)
        parts.push_back(engineMessage("stop.no_reason"));
    else
        parts.insert(parts.end(), f->messageParts.begin(), f->messageParts.end());
    seed.stopMessage = (label.id.empty() ? std::string() : engineMessageText(parts.front()))
        + (f ? f->message : engineMessageText(parts.back()));
    // a finding without ids keeps its English text in every language
    seed.stopMessageParts = withIds ? std::move(parts) : std::vector<EngineMessage> {};
}

/// Inputs from their generators, outputs poisoned, scratch zeroed (or generated when it has an init).
Result<std::vector<Tensor>> makeBuffers(const RunPlan& plan, std::uint64_t seed)
{
    std::vector<Tensor> buffers;
    for (const ResolvedBuffer& rb : plan.resolved->buffers) {
        const BufferSpec& spec = *rb.spec;
        if (spec.role == BufferRole::Output) {
            buffers.push_back(poisonTensor(spec.dtype, rb.shape));
            continue;
        }
        if (spec.role == BufferRole::Scratch && !spec.init) {
            buffers.push_back(Tensor::zeros(spec.dtype, rb.shape));
            continue;
        }
        auto t = generateBuffer(*plan.task, spec, rb.shape, plan.resolved->params, seed);
        if (!t)
            return t.error();
        buffers.push_back(std::move(*t));
    }
    return buffers;
}

LaunchRequest request(const RunPlan& plan, const LaunchSequence& launches, const PlannedLaunch& l,
    std::vector<Tensor>& buffers, const RunControl& control)
{
    LaunchRequest r = launchRequest(launches, l, buffers, plan.bufferNames);
    r.control = control;
    r.arch = plan.options ? plan.options->arch : 0;
    return r;
}

/// What running a plan's launches in order did: whether every launch completed, and the first
/// launch that did not.
struct LaunchesRun {
    bool completed = true;
    std::vector<Finding> findings; ///< every launch's, a pipeline's prefixed with the step's label
    std::vector<Finding> stopFindings; ///< the findings of the launch that stopped, for the stop message
    EngineMessage stopLabel; ///< that launch's label ("step 2 (merge, k=4)"), no id for a single launch
    DeviceOutput deviceOutput;
    double seconds = 0.0;
    std::uint64_t warpInstructions = 0;
    std::uint64_t ctasDone = 0; ///< CTAs that finished, over every launch run (the stopped one's so far)
    std::uint64_t ctasTotal = 0; ///< CTAs of every launch of the sequence
};

/// Runs the plan's launches in order on the same buffers, stopping at the first that does not
/// complete (the steps after it would read what it did not write). progress is reported over
/// seedTotal CTAs from offset; steps receives each step's launches and time.
Result<LaunchesRun> runLaunches(const RunPlan& plan, const LaunchSequence& launches, std::vector<Tensor>& buffers,
    const std::vector<Tensor>& pristine, const RunControl& control, std::uint64_t offset, std::uint64_t seedTotal,
    bool reference, std::vector<StepRun>* steps, const std::vector<ExecutionObserver*>& stepObservers = {})
{
    LaunchesRun out;
    const std::size_t firstStep = steps ? steps->size() : 0;
    if (steps && !launches.launches.front().label.empty())
        for (std::size_t i = 0; i < launches.stepTitles.size(); ++i)
            steps->push_back({launches.stepTitles[i], 0, 0.0, 0, reference, launches.stepTitleMessages.at(i)});
    bool first = true;
    for (const PlannedLaunch& l : launches.launches)
        out.ctasTotal += control.ctaRanges.empty() ? ctaCount(l.dims) : countCtas(control.ctaRanges, ctaCount(l.dims));
    for (const PlannedLaunch& l : launches.launches) {
        // a [[symbol]] with fill = "each_launch" starts every launch from its generated values; one
        // filled "once" carries what the previous launch left (the backend copies it back after each)
        for (std::size_t b = 0; !first && b < buffers.size(); ++b) {
            const BufferSpec& spec = plan.task->buffers[b];
            if (spec.isSymbol() && spec.fill == BufferSpec::Fill::EachLaunch)
                buffers[b] = pristine[b];
        }
        first = false;
        RunControl c = control;
        if (static_cast<std::size_t>(l.step) < stepObservers.size() && stepObservers[std::size_t(l.step)])
            c.observers.push_back(stepObservers[std::size_t(l.step)]);
        // the CTAs finished so far are counted even without a progress bar: a cancelled launch says
        // how far it got (the engine reports from its worker threads, hence the atomic)
        auto finished = std::make_shared<std::atomic<std::uint64_t>>(0);
        c.progress = [&control, offset, seedTotal, finished](std::uint64_t done, std::uint64_t) {
            std::uint64_t seen = finished->load(std::memory_order_relaxed);
            while (seen < done && !finished->compare_exchange_weak(seen, done, std::memory_order_relaxed)) { }
            if (control.progress)
                control.progress(offset + done, seedTotal);
        };
        auto r = plan.backend->launch(request(plan, launches, l, buffers, c));
        if (!r) {
            Error e = r.error();
            const PreparedKernel& k = launches.kernels[l.kernel];
            if (k.language == "ptx" && e.file == "PTX")
                e.file = k.sourceFile; // the PTX is the task's own file: its line is the editor's line
            if (!l.label.empty())
                e.message = l.label + ": " + e.message;
            return e;
        }
        const std::uint64_t launchCtas
            = c.ctaRanges.empty() ? ctaCount(l.dims) : countCtas(c.ctaRanges, ctaCount(l.dims));
        offset += launchCtas;
        out.ctasDone += r->completed ? launchCtas : std::min(finished->load(), launchCtas);
        for (Finding f : r->findings) {
            if (!l.label.empty() && !f.messageParts.empty())
                f.messageParts.insert(f.messageParts.begin(), engineMessage("stop.step_label", {l.labelMessage}));
            if (!l.label.empty())
                f.message = l.label + ": " + f.message;
            out.findings.push_back(std::move(f));
        }
        // each launch has its own FIFO on a GPU; the lines are shown in launch order
        out.deviceOutput.lines.insert(
            out.deviceOutput.lines.end(), r->deviceOutput.lines.begin(), r->deviceOutput.lines.end());
        out.deviceOutput.truncated = out.deviceOutput.truncated || r->deviceOutput.truncated;
        out.deviceOutput.fifoBytes = r->deviceOutput.fifoBytes;
        out.deviceOutput.usedBytes += r->deviceOutput.usedBytes;
        out.seconds += r->seconds;
        out.warpInstructions += r->warpInstructions;
        if (steps && !l.label.empty()) {
            StepRun& s = (*steps)[firstStep + static_cast<std::size_t>(l.step)];
            ++s.launches;
            s.seconds += r->seconds;
            s.warpInstructions += r->warpInstructions;
        }
        if (!r->completed) {
            out.completed = false;
            out.stopFindings = r->findings;
            out.stopLabel = l.labelMessage; // markStopped adds ": "
            break;
        }
    }
    return out;
}

/// Warns when the kernel changed a buffer declared as a plain input.
void checkInputs(
    const RunPlan& plan, const std::vector<Tensor>& pristine, const std::vector<Tensor>& device, SeedResult& seed)
{
    for (std::size_t b = 0; b < pristine.size(); ++b) {
        const BufferSpec& spec = *plan.resolved->buffers[b].spec;
        if (spec.role != BufferRole::Input || pristine[b].bytes == device[b].bytes)
            continue;
        const std::size_t size = dtypeSize(spec.dtype);
        std::int64_t changed = 0, first = -1;
        for (std::size_t i = 0; i < pristine[b].elementCount(); ++i) {
            if (std::memcmp(pristine[b].bytes.data() + i * size, device[b].bytes.data() + i * size, size) != 0) {
                ++changed;
                if (first < 0)
                    first = static_cast<std::int64_t>(i);
            }
        }
        seed.warnings.push_back(compareWarning(CompareWarning::Kind::InputModified,
            engineMessage("compare.input_modified",
                {literalMessage(spec.name), numberMessage(changed),
                    literalMessage(indexToString(unflattenIndex(first, pristine[b].shape)))})));
    }
}

std::size_t bufferIndex(const Task& task, const std::string& name)
{
    for (std::size_t i = 0; i < task.buffers.size(); ++i)
        if (task.buffers[i].name == name)
            return i;
    return 0;
}

/// The reference's outputs for one seed, or why it could not produce them. A reference that faults
/// or fails is the reference's failure, reported as such, never a verdict on the kernel.
struct ReferenceAttempt {
    std::optional<ReferenceOutputs> outputs;
    std::string failure;
};

/// The reference kernel (or pipeline) writes its own copies of the outputs, from the same pristine
/// inputs. Engine errors and cancels are errors of the run; faults make a failed attempt.
Result<ReferenceAttempt> kernelReference(const RunPlan& plan, const std::vector<Tensor>& pristine,
    const RunControl& control, std::uint64_t offset, std::uint64_t seedTotal, SeedResult& seed)
{
    std::vector<Tensor> buffers = pristine;
    const auto start = std::chrono::steady_clock::now();
    // the reference is the yardstick: it never runs at the approximate instructions' worst case, and
    // always runs whole
    RunControl refControl = control;
    refControl.approx = {};
    refControl.ctaRanges.clear();
    refControl.observers.clear();
    auto r = runLaunches(plan, *plan.reference, buffers, pristine, refControl, offset, seedTotal, true, &seed.steps);
    if (!r)
        return r.error();
    ReferenceAttempt attempt;
    const auto fault
        = std::find_if(r->findings.begin(), r->findings.end(), [](const Finding& f) { return failsRun(f); });
    if (!r->completed || fault != r->findings.end()) {
        const Finding* f = !r->completed ? stoppingFinding(r->stopFindings) : &*fault;
        const std::size_t errors = static_cast<std::size_t>(
            std::count_if(r->findings.begin(), r->findings.end(), [](const Finding& x) { return failsRun(x); }));
        std::string what = f ? std::string(findingKindName(f->kind)) + ": " + f->message : "no reason given";
        if (!what.empty() && what.back() == '.')
            what.pop_back();
        attempt.failure = "the reference kernel " + std::string(r->completed ? "reported " : "stopped: ") + what
            + (errors > 1 ? " (and " + std::to_string(errors - 1) + " more)" : "") + ". Fix the reference ("
            + plan.task->reference.kernel.source + ") before judging the kernel.";
        return attempt;
    }
    ReferenceOutputs out;
    for (const auto& name : plan.task->reference.outputs) {
        out.names.push_back(name);
        out.tensors.push_back(std::move(buffers[bufferIndex(*plan.task, name)]));
    }
    out.seconds = since(start);
    attempt.outputs = std::move(out);
    return attempt;
}

/// A builtin, npy or python reference; its errors (a script's traceback, a timeout, a shape it got
/// wrong) make a failed attempt that names the reference, except a cancel.
Result<ReferenceAttempt> hostReference(const RunPlan& plan, const std::vector<Tensor>& pristine)
{
    auto refs
        = computeHostReference(*plan.task, *plan.resolved, pristine, {plan.options->trustPython, plan.options->python});
    ReferenceAttempt attempt;
    if (refs) {
        attempt.outputs = std::move(*refs);
        return attempt;
    }
    if (refs.error().code == ErrorCode::Cancelled)
        return refs.error();
    attempt.failure = std::string("the ") + referenceKindName(plan.task->reference.kind)
        + " reference failed: " + refs.error().describe();
    return attempt;
}

/// The kernel's outputs shown without a verdict when the reference failed: nothing to compare with.
void keepUnjudged(const RunPlan& plan, const std::vector<Tensor>& device, bool keep, SeedResult& seed)
{
    for (const auto& name : plan.task->reference.outputs) {
        const std::size_t b = bufferIndex(*plan.task, name);
        OutputResult out;
        out.stats.name = name;
        out.stats.dtype = device[b].dtype;
        out.stats.shape = device[b].shape;
        out.stats.elements = static_cast<std::int64_t>(device[b].elementCount());
        out.stats.passed = false;
        if (keep) {
            out.tensorsKept = true;
            out.output = device[b];
        }
        seed.outputs.push_back(std::move(out));
    }
}

/// What a launch that was cancelled part-way had written, per buffer: an output's element counts as
/// written when it no longer holds the poison pattern; an inout buffer's cannot be told from its
/// input, so none of it counts. The comparison of such a seed looks only at the written elements.
std::vector<std::vector<std::uint8_t>> writtenBeforeStop(const RunPlan& plan, const std::vector<Tensor>& device)
{
    std::vector<std::vector<std::uint8_t>> written(device.size());
    for (std::size_t b = 0; b < device.size(); ++b) {
        const BufferSpec& spec = *plan.resolved->buffers[b].spec;
        written[b].assign(device[b].elementCount(), 0);
        if (spec.role != BufferRole::Output)
            continue;
        const std::size_t size = dtypeSize(spec.dtype);
        const std::uint64_t poison = poisonBits(spec.dtype);
        for (std::size_t i = 0; i < written[b].size(); ++i) {
            std::uint64_t bits = 0;
            std::memcpy(&bits, device[b].bytes.data() + i * size, size);
            written[b][i] = bits != (size == 8 ? poison : poison & ((std::uint64_t(1) << (8 * size)) - 1)) ? 1 : 0;
        }
    }
    return written;
}

Status compareOutputs(const RunPlan& plan, const std::vector<Tensor>& pristine, const std::vector<Tensor>& device,
    ReferenceOutputs& refs, bool keep, const WriteMaskObserver* writes, SeedResult& seed, SeedHashes& hashes,
    const std::vector<std::vector<std::uint8_t>>* writtenBefore = nullptr)
{
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < refs.names.size(); ++i) {
        const std::size_t b = bufferIndex(*plan.task, refs.names[i]);
        const BufferSpec& spec = plan.task->buffers[b];
        if (isReferenceCandidateSet(*plan.task, spec.name))
            continue; // the reference's candidate set for another output's any_of, not an output of the kernel
        const auto tolSpec = plan.task->tolerances.find(spec.name);
        CompareOptions opts;
        opts.name = spec.name;
        opts.worstK = plan.options->worstK;
        // a cancelled launch's written elements are within a sample's: the CTAs it did not reach left poison
        if (writtenBefore)
            opts.written = &(*writtenBefore)[b];
        else if (writes)
            opts.written = writes->written(static_cast<int>(b));
        if (spec.role == BufferRole::Output)
            opts.poisonBits = poisonBits(spec.dtype);
        else
            opts.before = &pristine[b];
        const Tolerance tolerance
            = toleranceFor(spec.dtype, tolSpec == plan.task->tolerances.end() ? nullptr : &tolSpec->second);
        // [compare.NAME]: region/mask choose the compared elements, unordered/any_of the matched reference
        std::optional<AppliedControls> controls;
        if (const auto c = plan.task->compares.find(spec.name); c != plan.task->compares.end()) {
            auto applied = applyCompareControls(*plan.task, *plan.resolved, b, c->second, device[b], refs.tensors[i],
                pristine, refs, tolerance, opts.poisonBits);
            if (!applied)
                return applied.error();
            controls = std::move(*applied);
            if (!controls->selected.empty())
                opts.selected = &controls->selected;
        }
        const Tensor& reference = controls && controls->reference ? *controls->reference : refs.tensors[i];
        // a reference kernel's copy of the output starts poisoned too
        opts.referencePoisoned = plan.reference.has_value();
        OutputResult out;
        auto stats = compareOutput(device[b], reference, tolerance, opts, keep ? &out.maps : nullptr);
        if (!stats)
            return stats.error();
        out.stats = std::move(*stats);
        if (controls) {
            out.stats.selection = controls->selection;
            out.stats.matching = controls->matching;
        }
        hashes.outputs.push_back(hashBytes(device[b].bytes));
        hashes.references.push_back(hashBytes(refs.tensors[i].bytes));
        if (keep) {
            out.tensorsKept = true;
            out.output = device[b];
            out.reference
                = controls && controls->reference ? std::move(*controls->reference) : std::move(refs.tensors[i]);
        }
        seed.outputs.push_back(std::move(out));
    }
    seed.compareSeconds = since(start);
    return Ok {};
}

} // namespace

double timeHostReference(const RunPlan& plan, std::uint64_t seed)
{
    auto buffers = makeBuffers(plan, seed);
    if (!buffers)
        return 0.0;
    const auto start = std::chrono::steady_clock::now();
    auto refs
        = computeHostReference(*plan.task, *plan.resolved, *buffers, {plan.options->trustPython, plan.options->python});
    return refs ? since(start) : 0.0;
}

Result<double> timeSampleLaunch(const RunPlan& plan, std::uint64_t seed, const CtaRanges& ctas,
    const RunControl& control, const LaunchSequence* launches)
{
    const LaunchSequence& seq = launches ? *launches : plan.kernel;
    auto buffers = makeBuffers(plan, seed);
    if (!buffers)
        return atSeed(buffers.error(), seed);
    RunControl probe = control;
    probe.progress = nullptr;
    probe.observers.clear();
    probe.ctaRanges = ctas;
    const auto start = std::chrono::steady_clock::now();
    auto r = plan.backend->launch(request(plan, seq, seq.launches.front(), *buffers, probe));
    if (!r)
        return atSeed(r.error(), seed);
    return since(start);
}

Result<SeedResult> runSeed(const RunPlan& plan, std::uint64_t seedValue, const RunControl& control, bool keep,
    SeedHashes& hashes, const std::vector<ExecutionObserver*>& stepObservers)
{
    SeedResult seed;
    seed.seed = seedValue;
    auto pristine = makeBuffers(plan, seedValue);
    if (!pristine)
        return atSeed(pristine.error(), seedValue);
    for (std::size_t b = 0; b < pristine->size(); ++b)
        if (plan.resolved->buffers[b].spec->role != BufferRole::Output)
            hashes.inputs = hashes.inputs * 31 + hashBytes((*pristine)[b].bytes);
    if (keep && plan.options->keepInputs)
        for (std::size_t b = 0; b < pristine->size(); ++b)
            if (plan.resolved->buffers[b].spec->role != BufferRole::Output)
                seed.inputs.push_back({plan.resolved->buffers[b].spec->name, (*pristine)[b]});
    std::vector<Tensor> device = *pristine; // the kernel never sees the pristine copies
    RunControl kernelControl = control;
    std::unique_ptr<WriteMaskObserver> writes;
    if (!plan.kernelCtas.empty()) {
        // a sampled run (a single launch: the runner refuses pipelines) compares only what its CTAs wrote
        std::vector<WriteMaskObserver::Watched> watched;
        for (const auto& name : plan.task->reference.outputs) {
            const std::size_t b = bufferIndex(*plan.task, name);
            watched.push_back(
                {static_cast<int>(b), static_cast<std::uint32_t>(dtypeSize(plan.task->buffers[b].dtype))});
        }
        writes = std::make_unique<WriteMaskObserver>(std::move(watched));
        kernelControl.observers.push_back(writes.get());
        kernelControl.ctaRanges = plan.kernelCtas;
    }
    const std::uint64_t seedTotal = plan.kernelCtaCount + (plan.reference ? ctaCount(*plan.reference) : 0);
    auto launched = runLaunches(
        plan, plan.kernel, device, *pristine, kernelControl, 0, seedTotal, false, &seed.steps, stepObservers);
    if (!launched)
        return atSeed(launched.error(), seedValue);
    seed.findings = launched->findings;
    seed.deviceOutput = std::move(launched->deviceOutput);
    seed.completed = true;
    if (!launched->completed)
        markStopped(seed, launched->stopFindings, launched->stopLabel);
    // a cancel or a deadline is the user's stop, not the kernel's: what ran is kept and compared
    // where it wrote, and the seed says how far it got
    seed.partial = !seed.completed && (seed.stopReason == "cancelled" || seed.stopReason == "deadline");
    seed.ctasDone = launched->ctasDone;
    seed.ctasTotal = launched->ctasTotal;
    seed.kernelSeconds = launched->seconds;
    seed.warpInstructions = launched->warpInstructions;
    checkInputs(plan, *pristine, device, seed);
    if (plan.options->keepRawOutputs)
        for (std::size_t b = 0; b < device.size(); ++b)
            if (const BufferRole role = plan.resolved->buffers[b].spec->role;
                role == BufferRole::Output || role == BufferRole::InOut)
                seed.rawOutputs.push_back({plan.resolved->buffers[b].spec->name, device[b]});

    const ReferenceSpec::Kind kind = plan.task->reference.kind;
    if (seed.partial && (kind == ReferenceSpec::Kind::Kernel || kind == ReferenceSpec::Kind::Python)) {
        // after a cancel, no reference launch or script is started: nothing of this seed is compared
        keepUnjudged(plan, device, keep, seed);
        for (auto& o : seed.outputs)
            o.stats.masked = o.stats.elements;
        seed.stopMessage += "; the " + std::string(referenceKindName(kind))
            + " reference was not run after the stop, so no element of this seed was compared";
    } else if (kind != ReferenceSpec::Kind::None) {
        auto attempt = kind == ReferenceSpec::Kind::Kernel
            ? kernelReference(plan, *pristine, control, plan.kernelCtaCount, seedTotal, seed)
            : hostReference(plan, *pristine);
        if (!attempt)
            return atSeed(attempt.error(), seedValue);
        if (attempt->outputs) {
            seed.referenceSeconds = attempt->outputs->seconds;
            std::vector<std::vector<std::uint8_t>> writtenBefore;
            if (seed.partial)
                writtenBefore = writtenBeforeStop(plan, device);
            if (auto s = compareOutputs(plan, *pristine, device, *attempt->outputs, keep, writes.get(), seed, hashes,
                    seed.partial ? &writtenBefore : nullptr);
                !s)
                return atSeed(s.error(), seedValue);
        } else {
            seed.referenceError = attempt->failure;
            keepUnjudged(plan, device, keep, seed);
        }
    }
    seed.passed = seed.completed && seed.referenceError.empty()
        && std::none_of(seed.findings.begin(), seed.findings.end(), [](const Finding& f) { return failsRun(f); });
    for (const auto& o : seed.outputs)
        seed.passed = seed.passed && o.stats.passed;
    return seed;
}

} // namespace warpscope::core
