// "Trace this thread": the steps of one thread in execution order, the register values it computed
// (idx = blockIdx.x * blockDim.x + threadIdx.x and a float made from it), steps whose guard was false,
// the step limit, a block or thread outside the launch named with the launch's grid and block, and the
// trace document's round trip.
#include "analysistest.h"

#include "core/analysis/threadtrace.h"
#include "core/emu/emulatorbackend.h"
#include "core/pipeline/tracerun.h"
#include "core/task/taskloader.h"

#include <bit>
#include <filesystem>

using namespace atest;
namespace fs = std::filesystem;

namespace {

const std::string kKernel = R"(
extern "C" __global__ void scale(float* out, int n)
{
    const int idx = blockIdx.x * blockDim.x + threadIdx.x; // @idx
    if (idx < n)
        out[idx] = idx * 2.0f; // @store
}
)";

ThreadTrace traceOf(TraceTarget target, bool& ok)
{
    ok = false;
    const Compiled c = compile(kKernel, "scale", {"-lineinfo"});
    ACHECK_MSG(c.ok, c.message);
    if (!c.ok)
        return {};
    ThreadTraceObserver observer(target);
    EmulatorBackend backend;
    LaunchRequest r;
    r.ptx = c.ptx;
    r.entry = c.entry;
    r.dims.grid = {2, 1, 1};
    r.dims.block = {64, 1, 1};
    std::vector<Tensor> buffers {floats(128)};
    r.buffers = &buffers;
    r.bufferNames = {"out"};
    r.args = {bufferArg(0), intArg(100)};
    r.control.threads = 2;
    r.control.observers.push_back(&observer);
    auto l = backend.launch(r);
    ACHECK_MSG(l.ok(), l ? "" : l.error().describe());
    ok = l.ok() && observer.observed();
    return observer.take();
}

bool writes(const TraceStep& s, std::uint64_t value)
{
    for (const auto& w : s.writes)
        if (w.value == value)
            return true;
    return false;
}

void stepsAndValues()
{
    bool ok = false;
    const ThreadTrace t = traceOf({{1, 0, 0}, {5, 0, 0}, 10000}, ok); // idx 69
    if (!ok)
        return;
    ACHECK(!t.truncated);
    ACHECK(t.completed);
    ACHECK(t.steps.size() > 4);
    for (std::size_t i = 1; i < t.steps.size(); ++i) // straight-line code with a forward branch
        ACHECK(t.steps[i].pc > t.steps[i - 1].pc);
    const int idxLine = lineOf(kKernel, "@idx");
    const int storeLine = lineOf(kKernel, "@store");
    bool idxSeen = false, floatSeen = false, storeSeen = false, guardFalse = false;
    for (const auto& s : t.steps) {
        idxSeen = idxSeen || (s.sourceLine == idxLine && writes(s, 69));
        for (const auto& w : s.writes)
            floatSeen = floatSeen
                || (w.kind == RegisterKind::F32 && std::bit_cast<float>(static_cast<std::uint32_t>(w.value)) == 138.0f);
        storeSeen = storeSeen || (s.sourceLine == storeLine && s.opcode.rfind("st.global", 0) == 0 && s.guard);
        guardFalse = guardFalse || !s.guard;
    }
    ACHECK_MSG(idxSeen, "no step on the idx line wrote 69");
    ACHECK_MSG(floatSeen, "no f32 register got 138.0");
    ACHECK(storeSeen);
    ACHECK_MSG(guardFalse, "the in-range thread skips the early-exit branch: its guard is false");
}

void outOfRangeThreadSkipsStore()
{
    bool ok = false;
    const ThreadTrace t = traceOf({{1, 0, 0}, {40, 0, 0}, 10000}, ok); // idx 104 >= n
    if (!ok)
        return;
    ACHECK(!t.steps.empty());
    for (const auto& s : t.steps)
        ACHECK(s.opcode.rfind("st.global", 0) != 0 || !s.guard);
    bool idxSeen = false;
    for (const auto& s : t.steps)
        idxSeen = idxSeen || writes(s, 104);
    ACHECK(idxSeen);
}

void truncation()
{
    bool ok = false;
    const ThreadTrace t = traceOf({{0, 0, 0}, {3, 0, 0}, 3}, ok);
    if (!ok)
        return;
    ACHECK_EQ(t.steps.size(), std::size_t(3));
    ACHECK(t.truncated);
}

void targetOutsideLaunch()
{
    const Status st = checkTraceTarget({{0, 0, 0}, {64, 0, 0}, 10}, {2, 1, 1}, {64, 1, 1});
    ACHECK(!st.ok());
    if (!st.ok()) {
        ACHECK(st.error().message.find("(64, 1, 1)") != std::string::npos);
        ACHECK(st.error().field == "trace");
    }
    const Status sb = checkTraceTarget({{0, 2, 0}, {0, 0, 0}, 10}, {2, 1, 1}, {64, 1, 1});
    ACHECK(!sb.ok() && sb.error().message.find("grid (2, 1, 1)") != std::string::npos);
    ACHECK(checkTraceTarget({{1, 0, 0}, {63, 0, 0}, 10}, {2, 1, 1}, {64, 1, 1}).ok());
}

void parseTarget()
{
    auto t = parseTraceTarget("1,2,3:4,5,6");
    ACHECK(t.ok());
    if (t) {
        ACHECK(t->block == (std::array<std::uint32_t, 3> {1, 2, 3}));
        ACHECK(t->thread == (std::array<std::uint32_t, 3> {4, 5, 6}));
    }
    auto s = parseTraceTarget("3:5");
    ACHECK(s.ok() && s->block[0] == 3 && s->thread[0] == 5 && s->thread[1] == 0);
    for (const char* bad : {"", "1,2,3", "a:b", "1,,2:3", "1,2,3,4:0", ":"}) {
        auto b = parseTraceTarget(bad);
        ACHECK_MSG(!b.ok(), bad);
        if (!b)
            ACHECK(b.error().message.find("BX,BY,BZ:TX,TY,TZ") != std::string::npos);
    }
}

void taskTraceOutsideLaunch()
{
    auto task = loadTask(fs::path(WARPSCOPE_SOURCE_DIR) / "kernels" / "race_missing_sync");
    ACHECK_MSG(task.ok(), task ? "" : task.error().describe());
    if (!task)
        return;
    EmulatorBackend backend;
    auto r = traceTask(*task, backend, {}, {{0, 0, 0}, {300, 0, 0}, 100});
    ACHECK(!r.ok());
    if (!r.ok())
        ACHECK_MSG(r.error().message.find("block (256, 1, 1)") != std::string::npos, r.error().message);
    auto good = traceTask(*task, backend, {}, {{2, 0, 0}, {7, 0, 0}, 100});
    ACHECK_MSG(good.ok(), good ? "" : good.error().describe());
    if (good) {
        ACHECK(!good->steps.empty());
        ACHECK(good->kernel.find("race_missing_sync") != std::string::npos);
        ACHECK(good->kernel.find("_ref") == std::string::npos); // the reference launch is not traced
    }
}

void jsonRoundTrip()
{
    bool ok = false;
    const ThreadTrace t = traceOf({{1, 0, 0}, {5, 0, 0}, 10000}, ok);
    if (!ok)
        return;
    const nlohmann::json j = threadTraceToJson(t);
    ACHECK(j.at("steps").size() == t.steps.size());
    ACHECK(j.at("block") == nlohmann::json::array({1, 0, 0}));
    auto back = threadTraceFromJson(nlohmann::json::parse(j.dump()));
    ACHECK(back.ok());
    if (back) {
        ACHECK_EQ(back->steps.size(), t.steps.size());
        for (std::size_t i = 0; i < t.steps.size() && i < back->steps.size(); ++i) {
            ACHECK_EQ(back->steps[i].pc, t.steps[i].pc);
            ACHECK_EQ(back->steps[i].writes.size(), t.steps[i].writes.size());
            for (std::size_t k = 0; k < t.steps[i].writes.size() && k < back->steps[i].writes.size(); ++k)
                ACHECK_EQ(back->steps[i].writes[k].value, t.steps[i].writes[k].value);
        }
    }
    auto bad = threadTraceFromJson(nlohmann::json {{"grid", "x"}});
    ACHECK(!bad.ok() && bad.error().field == "grid");
}

} // namespace

int main()
{
    if (!compile("extern \"C\" __global__ void k() {}", "k").ok) {
        std::fprintf(stderr, "SKIP: NVRTC is not available\n");
        return 77;
    }
    return runTests({{"stepsAndValues", stepsAndValues}, {"outOfRangeThreadSkipsStore", outOfRangeThreadSkipsStore},
        {"truncation", truncation}, {"targetOutsideLaunch", targetOutsideLaunch}, {"parseTarget", parseTarget},
        {"taskTraceOutsideLaunch", taskTraceOutsideLaunch}, {"jsonRoundTrip", jsonRoundTrip}});
}
