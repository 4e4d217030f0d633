#include "core/analysis/threadtrace.h"

#include "core/analysis/findingset.h"

#include <bit>
#include <cmath>
#include <cstdio>

namespace warpscope::core::analysis {

namespace {

/// Receives nothing: CTAs other than the traced one.
class IdleSink final : public CtaObserver { };

/// The traced CTA: follows one lane of one warp.
class TraceSink final : public CtaObserver {
public:
    TraceSink(const LaunchInfo& info, std::uint32_t warp, int lane, std::uint32_t limit)
        : m_info(info)
        , m_warp(warp)
        , m_lane(lane)
        , m_limit(limit)
        , m_previous(info.registers.size(), 0)
    { }

    void onInstruction(const InstructionEvent& e) override
    {
        if (e.warp != m_warp || !((e.activeMask >> m_lane) & 1u))
            return;
        const ObservedInstruction* ins = e.pc < m_info.instructions.size() ? &m_info.instructions[e.pc] : nullptr;
        const bool micro = ins && ins->micro;
        // a helper the decoder inserted belongs to the PTX instruction before it: merge its writes there
        TraceStep* step = nullptr;
        TraceStep scratch;
        if (!micro) {
            if (steps.size() >= m_limit) {
                truncated = true;
                return;
            }
            steps.emplace_back();
            step = &steps.back();
            step->pc = e.pc;
            if (ins) {
                step->ptxLine = ins->ptxLine;
                step->sourceLine = ins->sourceLine;
                step->opcode = ins->opcode;
            }
            step->guard = (e.executedMask >> m_lane) & 1u;
        } else {
            step = steps.empty() || truncated ? &scratch : &steps.back();
        }
        if (e.registers)
            collectWrites(*e.registers, *step);
    }

    std::vector<TraceStep> steps;
    bool truncated = false;

private:
    void collectWrites(const WarpRegisters& regs, TraceStep& step)
    {
        for (std::size_t i = 0; i < m_info.registers.size(); ++i) {
            const ObservedRegister& r = m_info.registers[i];
            // special registers (%tid.x, %ctaid.x: a '.' no PTX variable name has) are set before the first step
            if (r.name.find('.') != std::string::npos)
                continue;
            const std::uint64_t v = regs.read(r, m_lane);
            if (v == m_previous[i])
                continue;
            m_previous[i] = v;
            bool merged = false;
            for (auto& w : step.writes)
                if (w.name == r.name) {
                    w.value = v;
                    merged = true;
                }
            if (!merged)
                step.writes.push_back({r.name, r.bytes, registerKindOf(r.name, r.bytes), v});
        }
    }

    const LaunchInfo& m_info;
    std::uint32_t m_warp;
    int m_lane;
    std::uint32_t m_limit;
    std::vector<std::uint64_t> m_previous;
};

std::string hexOf(std::uint64_t v, std::uint16_t bytes)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "0x%0*llx", bytes ? bytes * 2 : 1, static_cast<unsigned long long>(v));
    return buf;
}

const char* kindName(RegisterKind k)
{
    switch (k) {
    case RegisterKind::F32:
        return "f32";
    case RegisterKind::F64:
        return "f64";
    case RegisterKind::Predicate:
        return "pred";
    case RegisterKind::Bits:
        break;
    }
    return "bits";
}

RegisterKind kindFromName(const std::string& s)
{
    if (s == "f32")
        return RegisterKind::F32;
    if (s == "f64")
        return RegisterKind::F64;
    if (s == "pred")
        return RegisterKind::Predicate;
    return RegisterKind::Bits;
}

/// A float as JSON: a number when finite (JSON has no NaN or infinity), else "nan", "inf", "-inf".
nlohmann::json floatJson(double d)
{
    if (std::isnan(d))
        return "nan";
    if (std::isinf(d))
        return d > 0 ? "inf" : "-inf";
    return d;
}

} // namespace

RegisterKind registerKindOf(const std::string& name, std::uint16_t bytes)
{
    if (bytes == 0)
        return RegisterKind::Predicate;
    if (name.rfind("%fd", 0) == 0 && bytes == 8)
        return RegisterKind::F64;
    if (name.rfind("%f", 0) == 0 && bytes == 4)
        return RegisterKind::F32;
    return RegisterKind::Bits;
}

Status checkTraceTarget(
    const TraceTarget& t, const std::array<std::uint32_t, 3>& grid, const std::array<std::uint32_t, 3>& block)
{
    for (int i = 0; i < 3; ++i) {
        if (t.block[static_cast<std::size_t>(i)] >= grid[static_cast<std::size_t>(i)])
            return makeError(ErrorCode::BadInput,
                "block " + tripleText(t.block) + " is outside the launch's grid " + tripleText(grid)
                    + "; pick a block with each index below the grid's",
                {}, 0, "trace");
        if (t.thread[static_cast<std::size_t>(i)] >= block[static_cast<std::size_t>(i)])
            return makeError(ErrorCode::BadInput,
                "thread " + tripleText(t.thread) + " is outside the launch's block " + tripleText(block)
                    + "; pick a thread with each index below the block's",
                {}, 0, "trace");
    }
    if (t.limit == 0)
        return makeError(ErrorCode::BadInput, "the trace limit must be at least 1 step", {}, 0, "trace.limit");
    return Ok {};
}

ThreadTraceObserver::ThreadTraceObserver(TraceTarget target)
    : m_target(target)
{
    m_trace.target = target;
}

ExecutionObserver::Interest ThreadTraceObserver::interest() const
{
    Interest i;
    i.instructions = true;
    i.registers = true;
    return i;
}

void ThreadTraceObserver::beginLaunch(const LaunchInfo& info)
{
    if (m_launches++ > 0)
        return;
    m_info = info;
    m_trace.kernel = info.kernel;
    m_trace.grid = info.grid;
    m_trace.blockDim = info.block;
}

std::unique_ptr<CtaObserver> ThreadTraceObserver::createCta(const CtaInfo& cta)
{
    // only the first launch's target CTA is followed; createCta may run concurrently, so read only
    if (m_launches != 1 || cta.block != m_target.block)
        return std::make_unique<IdleSink>();
    const auto& b = m_info.block;
    const std::uint32_t linear = m_target.thread[0] + b[0] * (m_target.thread[1] + b[1] * m_target.thread[2]);
    return std::make_unique<TraceSink>(m_info, linear / 32u, static_cast<int>(linear % 32u), m_target.limit);
}

void ThreadTraceObserver::endCta(const CtaInfo&, std::unique_ptr<CtaObserver> sink)
{
    if (auto* s = dynamic_cast<TraceSink*>(sink.get())) {
        m_trace.steps = std::move(s->steps);
        m_trace.truncated = s->truncated;
    }
}

void ThreadTraceObserver::endLaunch(bool completed)
{
    if (m_launches == 1)
        m_trace.completed = completed;
}

nlohmann::json threadTraceToJson(const ThreadTrace& t)
{
    nlohmann::json steps = nlohmann::json::array();
    std::size_t index = 0;
    for (const auto& s : t.steps) {
        nlohmann::json writes = nlohmann::json::array();
        for (const auto& w : s.writes) {
            nlohmann::json jw = {{"register", w.name}, {"bytes", w.bytes}, {"kind", kindName(w.kind)},
                {"value", hexOf(w.value, w.bytes)}};
            if (w.kind == RegisterKind::F32)
                jw["float"] = floatJson(std::bit_cast<float>(static_cast<std::uint32_t>(w.value)));
            else if (w.kind == RegisterKind::F64)
                jw["float"] = floatJson(std::bit_cast<double>(w.value));
            writes.push_back(std::move(jw));
        }
        steps.push_back({{"step", index++}, {"pc", s.pc}, {"ptx_line", s.ptxLine}, {"source_line", s.sourceLine},
            {"opcode", s.opcode}, {"guard", s.guard}, {"writes", std::move(writes)}});
    }
    return {{"schema", kTraceSchema}, {"kernel", t.kernel}, {"grid", t.grid}, {"block_dim", t.blockDim},
        {"block", t.target.block}, {"thread", t.target.thread}, {"limit", t.target.limit}, {"truncated", t.truncated},
        {"completed", t.completed}, {"steps", std::move(steps)},
        {"register_values",
            "the registers whose value for this thread changed at the step (a write of an unchanged value is not "
            "listed)"}};
}

Result<ThreadTrace> threadTraceFromJson(const nlohmann::json& j)
{
    ThreadTrace t;
    const char* key = "trace";
    try {
        key = "kernel";
        t.kernel = j.value("kernel", std::string());
        key = "grid";
        t.grid = j.at("grid").get<std::array<std::uint32_t, 3>>();
        key = "block_dim";
        t.blockDim = j.at("block_dim").get<std::array<std::uint32_t, 3>>();
        key = "block";
        t.target.block = j.at("block").get<std::array<std::uint32_t, 3>>();
        key = "thread";
        t.target.thread = j.at("thread").get<std::array<std::uint32_t, 3>>();
        key = "limit";
        t.target.limit = j.value("limit", kDefaultTraceLimit);
        key = "truncated";
        t.truncated = j.value("truncated", false);
        t.completed = j.value("completed", true);
        key = "steps";
        for (const auto& js : j.at("steps")) {
            TraceStep s;
            s.pc = js.at("pc").get<std::uint32_t>();
            s.ptxLine = js.value("ptx_line", 0);
            s.sourceLine = js.value("source_line", 0);
            s.opcode = js.value("opcode", std::string());
            s.guard = js.value("guard", true);
            for (const auto& jw : js.value("writes", nlohmann::json::array())) {
                RegisterWrite w;
                w.name = jw.at("register").get<std::string>();
                w.bytes = jw.value("bytes", std::uint16_t(0));
                w.kind = kindFromName(jw.value("kind", std::string("bits")));
                w.value = std::stoull(jw.at("value").get<std::string>(), nullptr, 16);
                s.writes.push_back(std::move(w));
            }
            t.steps.push_back(std::move(s));
        }
    } catch (const std::exception& e) {
        return makeError(ErrorCode::BadInput,
            std::string("trace document: key '") + key + "' is missing or has the wrong type (" + e.what() + ")", {}, 0,
            key);
    }
    return t;
}

} // namespace warpscope::core::analysis
