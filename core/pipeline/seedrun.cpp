#include "core/pipeline/seedrun.h"

#include "core/common/bytehash.h"
#include "core/compare/comparison.h"
#include "core/exec/poison.h"
#include "core/exec/writemask.h"
#include "core/ref/reference.h"
#include "core/task/generators.h"

#include <algorithm>
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

/// A launch that did not complete makes the seed "stopped", with the finding that says why.
void markStopped(SeedResult& seed, const std::vector<Finding>& findings, const std::string& prefix)
{
    seed.completed = false;
    const Finding* f = stoppingFinding(findings);
    seed.stopReason = f ? findingKindName(f->kind) : "other";
    seed.stopMessage = prefix + (f ? f->message : std::string("the launch did not complete and reported no reason"));
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

LaunchRequest request(const RunPlan& plan, const PreparedKernel& k, const std::vector<KernelArg>& args,
    const ResolvedLaunch& dims, std::vector<Tensor>& buffers, const RunControl& control)
{
    LaunchRequest r;
    r.ptx = k.ptx;
    r.cubin = k.cubin;
    r.entry = k.lowered;
    r.dims = dims;
    r.args = args;
    r.symbols = k.symbols;
    r.buffers = &buffers;
    r.bufferNames = plan.bufferNames;
    r.control = control;
    r.arch = plan.options ? plan.options->arch : 0;
    return r;
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
        seed.warnings.push_back({CompareWarning::Kind::InputModified,
            "the kernel wrote to input buffer '" + spec.name + "' (" + std::to_string(changed)
                + " elements changed, the first at " + indexToString(unflattenIndex(first, pristine[b].shape))
                + "); the reference used the original values — declare it role = \"inout\" if the kernel is meant to "
                  "update it"});
    }
}

std::size_t bufferIndex(const Task& task, const std::string& name)
{
    for (std::size_t i = 0; i < task.buffers.size(); ++i)
        if (task.buffers[i].name == name)
            return i;
    return 0;
}

/// The reference kernel writes its own copies of the outputs, from the same pristine inputs.
Result<ReferenceOutputs> kernelReference(
    const RunPlan& plan, const std::vector<Tensor>& pristine, const RunControl& control, SeedResult& seed)
{
    std::vector<Tensor> buffers = pristine;
    const auto start = std::chrono::steady_clock::now();
    // progress counts the reference's CTAs after the kernel's; the reference is the yardstick: it never
    // runs at the approximate instructions' worst case, and always runs whole
    RunControl refControl = control;
    refControl.approx = {};
    if (control.progress)
        refControl.progress = [&control, offset = plan.kernelCtaCount](std::uint64_t done, std::uint64_t total) {
            control.progress(offset + done, offset + total);
        };
    refControl.ctaRanges.clear();
    auto r = plan.backend->launch(
        request(plan, *plan.referenceKernel, plan.referenceArgs, plan.resolved->referenceLaunch, buffers, refControl));
    if (!r)
        return r.error();
    for (Finding f : r->findings) {
        f.message = "reference kernel: " + f.message;
        seed.findings.push_back(std::move(f));
    }
    if (!r->completed && seed.completed)
        markStopped(seed, r->findings, "reference kernel: ");
    ReferenceOutputs out;
    for (const auto& name : plan.task->reference.outputs) {
        out.names.push_back(name);
        out.tensors.push_back(std::move(buffers[bufferIndex(*plan.task, name)]));
    }
    out.seconds = since(start);
    return out;
}

Status compareOutputs(const RunPlan& plan, const std::vector<Tensor>& device, ReferenceOutputs& refs, bool keep,
    const WriteMaskObserver* writes, SeedResult& seed, SeedHashes& hashes)
{
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < refs.names.size(); ++i) {
        const std::size_t b = bufferIndex(*plan.task, refs.names[i]);
        const BufferSpec& spec = plan.task->buffers[b];
        const auto tolSpec = plan.task->tolerances.find(spec.name);
        CompareOptions opts;
        opts.name = spec.name;
        opts.worstK = plan.options->worstK;
        if (writes)
            opts.written = writes->written(static_cast<int>(b));
        if (spec.role == BufferRole::Output)
            opts.poisonBits = poisonBits(spec.dtype);
        OutputResult out;
        auto stats = compareOutput(device[b], refs.tensors[i],
            toleranceFor(spec.dtype, tolSpec == plan.task->tolerances.end() ? nullptr : &tolSpec->second), opts,
            keep ? &out.maps : nullptr);
        if (!stats)
            return stats.error();
        out.stats = std::move(*stats);
        hashes.outputs.push_back(hashBytes(device[b].bytes));
        hashes.references.push_back(hashBytes(refs.tensors[i].bytes));
        if (keep) {
            out.tensorsKept = true;
            out.output = device[b];
            out.reference = std::move(refs.tensors[i]);
        }
        seed.outputs.push_back(std::move(out));
    }
    seed.compareSeconds = since(start);
    return Ok {};
}

} // namespace

Result<double> timeSampleLaunch(
    const RunPlan& plan, std::uint64_t seed, const CtaRanges& ctas, const RunControl& control)
{
    auto buffers = makeBuffers(plan, seed);
    if (!buffers)
        return atSeed(buffers.error(), seed);
    RunControl probe = control;
    probe.progress = nullptr;
    probe.observers.clear();
    probe.ctaRanges = ctas;
    const auto start = std::chrono::steady_clock::now();
    auto r = plan.backend->launch(request(plan, plan.kernel, plan.args, plan.resolved->launch, *buffers, probe));
    if (!r)
        return atSeed(r.error(), seed);
    return since(start);
}

Result<SeedResult> runSeed(
    const RunPlan& plan, std::uint64_t seedValue, const RunControl& control, bool keep, SeedHashes& hashes)
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
        // a sampled run compares only what its CTAs wrote
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
    if (control.progress && plan.referenceKernel) {
        const std::uint64_t refCtas = plan.resolved->referenceLaunch.grid[0]
            * std::uint64_t(plan.resolved->referenceLaunch.grid[1]) * plan.resolved->referenceLaunch.grid[2];
        kernelControl.progress
            = [&control, refCtas](std::uint64_t done, std::uint64_t total) { control.progress(done, total + refCtas); };
    }
    auto launched
        = plan.backend->launch(request(plan, plan.kernel, plan.args, plan.resolved->launch, device, kernelControl));
    if (!launched)
        return atSeed(launched.error(), seedValue);
    seed.findings = launched->findings;
    seed.deviceOutput = std::move(launched->deviceOutput);
    seed.completed = true;
    if (!launched->completed)
        markStopped(seed, launched->findings, "");
    seed.kernelSeconds = launched->seconds;
    seed.warpInstructions = launched->warpInstructions;
    checkInputs(plan, *pristine, device, seed);

    const ReferenceSpec::Kind kind = plan.task->reference.kind;
    if (kind != ReferenceSpec::Kind::None) {
        Result<ReferenceOutputs> refs = kind == ReferenceSpec::Kind::Kernel
            ? kernelReference(plan, *pristine, control, seed)
            : computeHostReference(
                *plan.task, *plan.resolved, *pristine, {plan.options->trustPython, plan.options->python});
        if (!refs)
            return atSeed(refs.error(), seedValue);
        seed.referenceSeconds = refs->seconds;
        if (auto s = compareOutputs(plan, device, *refs, keep, writes.get(), seed, hashes); !s)
            return atSeed(s.error(), seedValue);
    }
    seed.passed = seed.completed
        && std::none_of(seed.findings.begin(), seed.findings.end(), [](const Finding& f) { return failsRun(f); });
    for (const auto& o : seed.outputs)
        seed.passed = seed.passed && o.stats.passed;
    return seed;
}

} // namespace warpscope::core
