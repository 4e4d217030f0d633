#include "core/pipeline/benchtask.h"

#include "core/compare/comparison.h"
#include "core/compare/tolerance.h"
#include "core/exec/kernelprep.h"
#include "core/exec/launchargs.h"
#include "core/exec/poison.h"
#include "core/pipeline/launchplan.h"
#include "core/ref/reference.h"
#include "core/task/generators.h"

#include <memory>

namespace warpscope::core {

namespace {

Result<std::vector<Tensor>> pristineBuffers(const Task& task, const ResolvedTask& resolved, std::uint64_t seed)
{
    std::vector<Tensor> out;
    for (const ResolvedBuffer& rb : resolved.buffers) {
        const BufferSpec& spec = *rb.spec;
        if (spec.role == BufferRole::Output) {
            out.push_back(poisonTensor(spec.dtype, rb.shape));
        } else if (spec.role == BufferRole::Scratch && !spec.init) {
            out.push_back(Tensor::zeros(spec.dtype, rb.shape));
        } else {
            auto t = generateBuffer(task, spec, rb.shape, resolved.params, seed);
            if (!t)
                return t.error();
            out.push_back(std::move(*t));
        }
    }
    return out;
}

std::size_t bufferIndex(const Task& task, const std::string& name)
{
    for (std::size_t i = 0; i < task.buffers.size(); ++i)
        if (task.buffers[i].name == name)
            return i;
    return 0;
}

/// Runs the task's reference kernel (or reference pipeline) once on the backend, from the pristine
/// buffers.
Result<ReferenceOutputs> kernelReference(const PreparedBench& b, const BenchTaskOptions& o, Backend& backend)
{
    const Task& task = *b.task;
    auto plan = planLaunches(task, referenceSteps(task), b.resolved.referenceLaunches, "reference",
        task.reference.steps.empty() ? "reference.launch" : "reference.step", o.arch, backend.name() == "cuda");
    if (!plan)
        return plan.error();
    std::vector<Tensor> buffers = b.kernel.buffers;
    for (const PlannedLaunch& l : plan->launches) {
        auto launched = backend.launch(launchRequest(*plan, l, buffers, b.kernel.bufferNames));
        if (!launched)
            return launched.error();
        if (!launched->completed)
            return makeError(ErrorCode::Backend,
                "the reference kernel" + (l.label.empty() ? std::string() : " (" + l.label + ")")
                    + " did not complete: "
                    + (launched->findings.empty() ? std::string("no reason given")
                                                  : launched->findings.front().message));
    }
    ReferenceOutputs out;
    for (const auto& name : task.reference.outputs) {
        out.names.push_back(name);
        out.tensors.push_back(std::move(buffers[bufferIndex(task, name)]));
    }
    return out;
}

/// One output to compare: where it sits, its reference and how to compare.
struct OutputCheck {
    std::size_t buffer = 0;
    Tensor reference;
    Tolerance tolerance;
    CompareOptions options;
};

} // namespace

Result<PreparedBench> prepareBenchTask(const Task& task, const std::string& label, const BenchTaskOptions& o)
{
    PreparedBench b;
    b.task = &task;
    if (!task.steps.empty())
        // the benchmark repeats one kernel launch between timing events; a pipeline is several
        return makeError(ErrorCode::BadInput,
            "'" + task.name + "' is a pipeline of " + std::to_string(task.steps.size())
                + " steps, and bench times a single kernel; run it with --backend cuda, whose results list each "
                  "step's GPU time (event-timed) and the total",
            task.file.string(), task.steps.front().pos.line, "step");
    auto resolved = resolveTask(task);
    if (!resolved)
        return resolved.error();
    b.resolved = std::move(*resolved);
    for (std::size_t i = 0; i < task.buffers.size(); ++i)
        if (task.buffers[i].isSymbol())
            return makeError(ErrorCode::BadInput,
                "benchmarks do not fill [[symbol]] variables yet, and '" + task.buffers[i].symbol
                    + "' would keep its initialiser; time this task with `warpscope-cli run --backend cuda`",
                task.file.string(), task.buffers[i].pos.line, task.bufferField(i));
    // the launch a run makes: a Triton kernel's block and shared memory checked, its scratch arguments added
    auto plan = planLaunches(task, kernelSteps(task), b.resolved.launches, "kernel", "launch", o.arch, true);
    if (!plan)
        return plan.error();
    if (plan->kernels.empty() || plan->launches.empty())
        return makeError(ErrorCode::Internal, "the benchmark of '" + task.name + "' planned no launch");
    PreparedKernel* kernel = &plan->kernels.front();
    PlannedLaunch& launch = plan->launches.front();
    auto buffers = pristineBuffers(task, b.resolved, o.seed.value_or(task.seedBase));
    if (!buffers)
        return buffers.error();
    BenchKernel& k = b.kernel;
    k.label = label + ": " + task.name;
    k.entry = kernel->lowered;
    k.ptx = std::move(kernel->ptx);
    k.cubin = std::move(kernel->cubin);
    k.dims = launch.dims;
    k.args = std::move(launch.args);
    k.buffers = std::move(*buffers);
    for (const auto& spec : task.buffers) {
        k.bufferNames.push_back(spec.name);
        k.roles.push_back(spec.role);
        if ((spec.role == BufferRole::Output || spec.role == BufferRole::InOut) && isFloat(spec.dtype)
            && k.computeType == DType::F32)
            k.computeType = spec.dtype;
    }
    return b;
}

int shareInputs(const PreparedBench& from, PreparedBench& to)
{
    auto inputs = [](const BenchKernel& k) {
        std::vector<std::size_t> idx;
        for (std::size_t i = 0; i < k.roles.size(); ++i)
            if (k.roles[i] == BufferRole::Input || k.roles[i] == BufferRole::InOut)
                idx.push_back(i);
        return idx;
    };
    const auto src = inputs(from.kernel);
    const auto dst = inputs(to.kernel);
    int shared = 0;
    for (std::size_t j = 0; j < dst.size(); ++j) {
        Tensor& target = to.kernel.buffers[dst[j]];
        std::size_t pick = src.size();
        for (std::size_t i = 0; i < src.size(); ++i)
            if (from.kernel.bufferNames[src[i]] == to.kernel.bufferNames[dst[j]])
                pick = i;
        if (pick == src.size() && j < src.size())
            pick = j;
        if (pick == src.size())
            continue;
        const Tensor& source = from.kernel.buffers[src[pick]];
        if (source.dtype == target.dtype && source.shape == target.shape) {
            target.bytes = source.bytes;
            ++shared;
        }
    }
    return shared;
}

Status attachVerifier(PreparedBench& b, const BenchTaskOptions& o, Backend* referenceBackend)
{
    const Task& task = *b.task;
    Result<ReferenceOutputs> refs = makeError(ErrorCode::Internal, "no reference");
    switch (task.reference.kind) {
    case ReferenceSpec::Kind::None:
        return Ok {};
    case ReferenceSpec::Kind::Kernel:
        if (!referenceBackend)
            return makeError(ErrorCode::Internal, "a kernel reference needs a backend to run on");
        refs = kernelReference(b, o, *referenceBackend);
        break;
    default:
        refs = computeHostReference(task, b.resolved, b.kernel.buffers, {o.trustPython, o.python});
        break;
    }
    if (!refs)
        return refs.error();
    auto checks = std::make_shared<std::vector<OutputCheck>>();
    for (std::size_t i = 0; i < refs->names.size(); ++i) {
        OutputCheck c;
        c.buffer = bufferIndex(task, refs->names[i]);
        const BufferSpec& spec = task.buffers[c.buffer];
        const auto tol = task.tolerances.find(spec.name);
        c.tolerance = toleranceFor(spec.dtype, tol == task.tolerances.end() ? nullptr : &tol->second);
        c.options.name = spec.name;
        c.options.worstK = 1;
        if (spec.role == BufferRole::Output)
            c.options.poisonBits = poisonBits(spec.dtype);
        c.reference = std::move(refs->tensors[i]);
        checks->push_back(std::move(c));
    }
    b.kernel.verify = [checks](const std::vector<Tensor>& buffers) -> Status {
        for (const auto& c : *checks) {
            auto stats = compareOutput(buffers[c.buffer], c.reference, c.tolerance, c.options);
            if (!stats)
                return stats.error();
            if (!stats->passed)
                return makeError(ErrorCode::BadInput,
                    "output '" + c.options.name + "': " + std::to_string(stats->mismatches) + " of "
                        + std::to_string(stats->elements) + " elements outside the tolerance (max abs error "
                        + std::to_string(stats->maxAbsError) + ", max ulp " + std::to_string(stats->maxUlp) + ")");
        }
        return Ok {};
    };
    return Ok {};
}

} // namespace warpscope::core
