#include "core/task/launchresolve.h"

#include <functional>

namespace warpscope::core {

namespace {

Result<std::uint32_t> evalDim(const std::string& text, const ParamMap& params, const Task& task, int line,
    const std::string& field, std::int64_t minValue, std::int64_t maxValue)
{
    auto v = evaluateExpr(text, params);
    if (!v) {
        Error e = v.error();
        e.file = task.file.string();
        e.line = line;
        e.column = 0;
        e.field = field;
        return e;
    }
    if (*v < minValue || *v > maxValue)
        return makeError(ErrorCode::BadInput,
            "\"" + text + "\" evaluates to " + std::to_string(*v) + "; expected a value from "
                + std::to_string(minValue) + " to " + std::to_string(maxValue),
            task.file.string(), line, field);
    return static_cast<std::uint32_t>(*v);
}

/// The loop values of one iteration, "k=4 j=1", for labels and messages.
std::string loopText(const std::vector<LoopSpec>& loops, const ParamMap& params)
{
    std::string out;
    for (const auto& l : loops) {
        const auto it = params.find(l.var);
        if (it != params.end())
            out += (out.empty() ? "" : " ") + l.var + "=" + std::to_string(it->second);
    }
    return out;
}

class StepUnroller {
public:
    StepUnroller(const Task& task, std::vector<ResolvedStepLaunch>& out, std::string table, bool pipeline)
        : m_task(task)
        , m_out(out)
        , m_table(std::move(table))
        , m_pipeline(pipeline)
    { }

    Status unroll(const StepSpec& step, int index, const ParamMap& params) { return loop(step, index, 0, params); }

private:
    std::string field(int index) const { return m_pipeline ? m_table + "[" + std::to_string(index) + "]" : m_table; }

    Result<std::int64_t> bound(
        const std::string& text, const ParamMap& params, const LoopSpec& l, const std::string& key, int index)
    {
        auto v = evaluateExpr(text, params);
        if (!v) {
            Error e = v.error();
            e.message = "loop '" + l.var + "' " + key + ": " + e.message;
            e.file = m_task.file.string();
            e.line = l.pos.line;
            e.column = 0;
            e.field = field(index) + ".repeat." + key;
            return e;
        }
        return *v;
    }

    Status loop(const StepSpec& step, int index, std::size_t depth, const ParamMap& params)
    {
        if (depth == step.repeat.size())
            return launch(step, index, params);
        const LoopSpec& l = step.repeat[depth];
        auto from = bound(l.from, params, l, "from", index);
        if (!from)
            return from.error();
        auto to = bound(l.to, params, l, "to", index);
        if (!to)
            return to.error();
        auto by = bound(l.step, params, l, "step", index);
        if (!by)
            return by.error();
        if (*by == 0)
            return makeError(ErrorCode::BadInput,
                "loop '" + l.var + "': step \"" + l.step + "\" evaluates to 0, so the loop would never end",
                m_task.file.string(), l.pos.line, field(index) + ".repeat.step");
        ParamMap inner = params;
        for (std::int64_t v = *from; *by > 0 ? v < *to : v > *to;) {
            inner[l.var] = v;
            if (auto s = loop(step, index, depth + 1, inner); !s)
                return s;
            if (__builtin_add_overflow(v, *by, &v))
                break;
        }
        return Ok {};
    }

    Status launch(const StepSpec& step, int index, const ParamMap& params)
    {
        if (m_out.size() >= kMaxPipelineLaunches)
            return makeError(ErrorCode::BadInput,
                stepTitle(step, index) + " unrolls past " + std::to_string(kMaxPipelineLaunches)
                    + " launches; check the repeat bounds (" + loopText(step.repeat, params) + " now)",
                m_task.file.string(), step.pos.line, field(index) + ".repeat");
        auto dims = resolveLaunch(step.launch, params, m_task, field(index));
        if (!dims) {
            Error e = dims.error();
            if (!step.repeat.empty())
                e.message = "with " + loopText(step.repeat, params) + ": " + e.message;
            return e;
        }
        ResolvedStepLaunch r;
        r.step = index;
        r.params = params;
        r.dims = *dims;
        if (m_pipeline) {
            r.labelMessage = stepTitleMessage(step, index, loopText(step.repeat, params));
            r.label = engineMessageText(r.labelMessage);
        }
        m_out.push_back(std::move(r));
        return Ok {};
    }

    const Task& m_task;
    std::vector<ResolvedStepLaunch>& m_out;
    std::string m_table;
    bool m_pipeline;
};

} // namespace

Result<ResolvedLaunch> resolveLaunch(
    const LaunchSpec& spec, const ParamMap& params, const Task& task, const std::string& table)
{
    ResolvedLaunch out;
    static const char* axes[] = {"x", "y", "z"};
    for (int i = 0; i < 3; ++i) {
        auto g = evalDim(spec.grid[i], params, task, spec.gridPos.line ? spec.gridPos.line : spec.pos.line,
            table + ".grid." + axes[i], 1, 0x7fffffff);
        if (!g)
            return g.error();
        out.grid[i] = *g;
        auto b = evalDim(spec.block[i], params, task, spec.blockPos.line ? spec.blockPos.line : spec.pos.line,
            table + ".block." + axes[i], 1, 1024);
        if (!b)
            return b.error();
        out.block[i] = *b;
    }
    auto ds = evalDim(spec.dynamicShared, params, task, spec.sharedPos.line ? spec.sharedPos.line : spec.pos.line,
        table + ".dynamic_shared", 0, 1 << 30);
    if (!ds)
        return ds.error();
    out.dynamicShared = *ds;
    auto pf = evalDim(spec.printfFifo, params, task, spec.printfPos.line ? spec.printfPos.line : spec.pos.line,
        table + ".printf_fifo", 1, 1 << 30);
    if (!pf)
        return pf.error();
    out.printfFifo = *pf;
    out.stackSize = static_cast<std::uint32_t>(spec.stackSize);
    out.cooperative = spec.cooperative;
    out.hasCluster = spec.hasCluster;
    out.clusterLine = spec.clusterPos.line ? spec.clusterPos.line : spec.pos.line;
    for (int i = 0; spec.hasCluster && i < 3; ++i) {
        // 16 CTAs is the non-portable maximum; the launch checks the portable 8 and the grid
        auto c = evalDim(spec.cluster[i], params, task, out.clusterLine, table + ".cluster." + axes[i], 1, 16);
        if (!c)
            return c.error();
        out.cluster[i] = *c;
    }
    return out;
}

std::vector<StepSpec> kernelSteps(const Task& task)
{
    if (!task.steps.empty())
        return task.steps;
    StepSpec s;
    s.kernel = task.kernel;
    s.launch = task.launch;
    s.pos = task.launch.pos;
    return {s};
}

std::vector<StepSpec> referenceSteps(const Task& task)
{
    if (!task.reference.steps.empty())
        return task.reference.steps;
    StepSpec s;
    s.kernel = task.reference.kernel;
    s.launch = task.reference.launch;
    s.pos = task.reference.launch.pos;
    return {s};
}

EngineMessage stepTitleMessage(const StepSpec& step, int index, const std::string& loops)
{
    std::vector<EngineMessage> args
        = {numberMessage(index + 1), literalMessage(step.name.empty() ? step.kernel.entry : step.name)};
    if (loops.empty())
        return engineMessage("pipeline.step", std::move(args));
    args.push_back(literalMessage(loops));
    return engineMessage("pipeline.step_loops", std::move(args));
}

std::string stepTitle(const StepSpec& step, int index)
{
    return engineMessageText(stepTitleMessage(step, index));
}

Status resolveLaunches(const Task& task, ResolvedTask& resolved)
{
    resolved.pipeline = !task.steps.empty();
    const auto steps = kernelSteps(task);
    StepUnroller kernel(task, resolved.launches, resolved.pipeline ? "step" : "launch", resolved.pipeline);
    for (std::size_t i = 0; i < steps.size(); ++i)
        if (auto s = kernel.unroll(steps[i], static_cast<int>(i), resolved.params); !s)
            return s;
    if (resolved.launches.empty())
        return makeError(ErrorCode::BadInput,
            "the steps' repeat loops run no launch with these params; check their from/to bounds", task.file.string(),
            task.steps.empty() ? 0 : task.steps.front().pos.line, "step");
    resolved.launch = resolved.launches.front().dims;
    if (task.reference.kind != ReferenceSpec::Kind::Kernel)
        return Ok {};
    const bool refPipeline = !task.reference.steps.empty();
    const auto refSteps = referenceSteps(task);
    StepUnroller reference(
        task, resolved.referenceLaunches, refPipeline ? "reference.step" : "reference.launch", refPipeline);
    for (std::size_t i = 0; i < refSteps.size(); ++i)
        if (auto s = reference.unroll(refSteps[i], static_cast<int>(i), resolved.params); !s)
            return s;
    if (resolved.referenceLaunches.empty())
        return makeError(ErrorCode::BadInput,
            "the reference steps' repeat loops run no launch with these params; check their from/to bounds",
            task.file.string(), task.reference.pos.line, "reference.step");
    resolved.referenceLaunch = resolved.referenceLaunches.front().dims;
    return Ok {};
}

} // namespace warpscope::core
