#include "core/cuda/benchmark.h"

#include "core/cuda/benchrunner.h"
#include "core/cuda/cuptiactivity.h"
#include "core/cuda/gpuspecs.h"

#include <memory>

namespace warpscope::core {

const char* cacheRegimeName(CacheRegime c)
{
    return c == CacheRegime::FlushL2 ? "flush_l2" : "warm_l2";
}

const char* benchTimerName(BenchTimer t)
{
    switch (t) {
    case BenchTimer::Events:
        return "cuda_events";
    case BenchTimer::Cupti:
        return "cupti_activity";
    case BenchTimer::Auto:
        break;
    }
    return "auto";
}

namespace {

using bench::Runner;
using bench::Side;

RooflineInput rooflineFor(const BenchKernel& k, const CudaDeviceInfo& d, const GpuSpec* spec, bool flushed)
{
    RooflineInput r;
    r.bytes = compulsoryBytes(k.buffers, k.roles);
    r.flops = k.flops;
    r.l2Flushed = flushed;
    r.l2Bytes = double(d.l2Bytes);
    if (spec) {
        r.bandwidth = spec->memoryBandwidth.value;
        const SpecFigure& peak = spec->peakFor(k.computeType);
        r.peakFlops = peak.value;
        r.source = spec->name + " in resources/gpus.json (" + spec->memoryBandwidth.source + ")";
    } else {
        r.bandwidth = bandwidthFromClocks(d.memoryClockKHz, d.memoryBusWidthBits);
        r.source = d.name + " is not in resources/gpus.json: bandwidth from the driver's memory clock and bus width";
    }
    return r;
}

Status warmUp(Runner& runner, Side* a, Side& b, int warmup)
{
    for (int i = 0; i < warmup; ++i) {
        if (a)
            if (auto t = runner.run(*a, false); !t)
                return t.error();
        if (auto t = runner.run(b, false); !t)
            return t.error();
    }
    return Ok {};
}

Status timedRuns(Runner& runner, Side* a, Side& b, const std::vector<char>& order)
{
    for (char c : order) {
        Side& s = c == 'A' ? *a : b;
        auto t = runner.run(s, true);
        if (!t)
            return t.error();
        s.result.eventSeconds.push_back(*t);
        ++s.result.checks.timedRuns;
        if (auto st = runner.check(s); !st)
            return st;
    }
    return Ok {};
}

/// Uses CUPTI's kernel durations when it saw exactly the timed runs, in order; else says why not.
std::string assignCupti(const std::vector<KernelActivity>& records, const std::vector<char>& order, Side* a, Side& b)
{
    if (records.size() != order.size())
        return "CUPTI recorded " + std::to_string(records.size()) + " kernels for " + std::to_string(order.size())
            + " timed runs; CUDA events timed them instead";
    for (std::size_t i = 0; i < order.size(); ++i) {
        const std::string& expected = (order[i] == 'A' ? a : &b)->kernel->entry;
        if (records[i].name != expected)
            return "CUPTI's kernel " + std::to_string(i) + " is '" + records[i].name + "', not '" + expected
                + "'; CUDA events timed the runs instead";
    }
    b.result.seconds.clear();
    if (a)
        a->result.seconds.clear();
    for (std::size_t i = 0; i < order.size(); ++i)
        (order[i] == 'A' ? a : &b)->result.seconds.push_back(records[i].seconds());
    return {};
}

/// Starts CUPTI's kernel records when the options allow; an explicit --timer cupti fails without it.
Result<std::unique_ptr<KernelActivityRecorder>> startRecorder(const BenchmarkOptions& o, std::string& note)
{
    if (o.timer == BenchTimer::Events)
        return std::unique_ptr<KernelActivityRecorder>();
    auto rec = KernelActivityRecorder::start();
    if (rec)
        return std::move(*rec);
    if (o.timer == BenchTimer::Cupti)
        return rec.error();
    note = rec.error().message + "; CUDA events timed the runs instead";
    return std::unique_ptr<KernelActivityRecorder>();
}

void finishSide(Side& s, const RooflineInput& roofline)
{
    if (s.result.seconds.empty())
        s.result.seconds = s.result.eventSeconds;
    s.result.stats = computeStats(s.result.seconds);
    s.result.roofline = roofline;
    s.result.floor = rooflineFloor(roofline);
}

/// Warm-up, then the timed runs in interleaved order, timed by CUPTI when it saw every run.
Status measure(Runner& runner, Side* pa, Side& b, const BenchmarkOptions& o, BenchmarkResult& r)
{
    if (auto st = warmUp(runner, pa, b, o.warmup); !st)
        return st;
    auto recorder = startRecorder(o, r.timerNote);
    if (!recorder)
        return recorder.error();
    const std::vector<char> order = pa ? interleaveOrder(o.repeats, o.scheme) : std::vector<char>(o.repeats, 'B');
    r.scheme = pa ? interleaveSchemeName(o.scheme) : "";
    r.order.assign(order.begin(), order.end());
    if (auto st = timedRuns(runner, pa, b, order); !st)
        return st;
    if (auto st = runner.synchronize(); !st)
        return st;
    r.timer = benchTimerName(BenchTimer::Events);
    if (*recorder) {
        auto records = (*recorder)->stop();
        const std::string why = records ? assignCupti(*records, order, pa, b) : records.error().message;
        if (why.empty())
            r.timer = benchTimerName(BenchTimer::Cupti);
        else
            r.timerNote = why;
    }
    return Ok {};
}

/// Statistics, roofline floors and speed-ups of both sides, moved into the result.
void summarize(BenchmarkResult& r, Side* pa, Side& b, const BenchmarkOptions& o)
{
    const GpuSpec* spec = findGpuSpec(builtinGpuSpecs(), r.device.name);
    r.gpuSpec = spec ? spec->name : "";
    const bool flushed = o.cache == CacheRegime::FlushL2;
    finishSide(b, rooflineFor(*b.kernel, r.device, spec, flushed));
    r.candidate = std::move(b.result);
    if (pa) {
        finishSide(*pa, rooflineFor(*pa->kernel, r.device, spec, flushed));
        r.baseline = std::move(pa->result);
        r.speedups = pairSpeedups(r.baseline->seconds, r.candidate.seconds);
        r.speedupStats = computeStats(r.speedups);
    }
}

std::vector<AuditLine> audit(const BenchmarkResult& r, const std::vector<InputIntegrity>& inputs)
{
    AuditInput in;
    in.hasBaseline = r.baseline.has_value();
    in.candidateBuffers = r.candidate.buffers;
    in.candidateChecks = r.candidate.checks;
    in.candidateRoofline = r.candidate.roofline;
    in.candidateMinSeconds = r.candidate.stats.min;
    if (r.baseline) {
        in.baselineBuffers = r.baseline->buffers;
        in.baselineChecks = r.baseline->checks;
        in.baselineRoofline = r.baseline->roofline;
        in.baselineMinSeconds = r.baseline->stats.min;
        in.baselineMedianSeconds = r.baseline->stats.median;
    }
    in.inputs = inputs;
    in.syncAfterSeconds = r.syncAfterSeconds;
    in.medianKernelSeconds = r.candidate.stats.median;
    return auditBenchmark(in);
}

} // namespace

Result<BenchmarkResult> runBenchmark(
    CudaContext& ctx, const BenchKernel& candidate, const BenchKernel* baseline, const BenchmarkOptions& o)
{
    if (o.repeats < 1 || o.warmup < 0)
        return makeError(ErrorCode::BadInput, "a benchmark needs at least 1 timed run and no negative warm-up count");
    if (ctx.lost())
        return makeError(ErrorCode::Backend, "the CUDA context was lost earlier (" + ctx.lostReason() + "); restart");
    if (auto st = ctx.makeCurrent(); !st)
        return st.error();
    BenchmarkResult r;
    r.device = ctx.device();
    r.cache = cacheRegimeName(o.cache);
    r.warmup = o.warmup;
    r.repeats = o.repeats;
    Runner runner(ctx, o);
    if (auto st = runner.setUp(r.l2FlushBytes); !st)
        return st.error();
    Side b;
    b.kernel = &candidate;
    std::optional<Side> a;
    if (baseline) {
        a.emplace();
        a->kernel = baseline;
    }
    for (Side* s : {a ? &*a : nullptr, &b})
        if (s) {
            s->result.label = s->kernel->label;
            s->result.entry = s->kernel->entry;
            s->result.buffers = bench::digests(*s->kernel);
            if (auto st = runner.prepare(*s); !st)
                return st.error();
        }
    Side* pa = a ? &*a : nullptr;
    if (auto st = measure(runner, pa, b, o, r); !st)
        return st.error();
    std::vector<InputIntegrity> inputs;
    if (pa)
        if (auto st = runner.inputIntegrity(*pa, "baseline", inputs); !st)
            return st.error();
    if (auto st = runner.inputIntegrity(b, "candidate", inputs); !st)
        return st.error();
    if (o.metrics)
        for (Side* s : {pa, &b})
            if (s)
                if (auto st = runner.profile(*s); !st)
                    return st.error();
    summarize(r, pa, b, o);
    r.syncAfterSeconds = runner.syncSamples();
    r.audit = audit(r, inputs);
    return r;
}

double compulsoryBytes(const std::vector<Tensor>& buffers, const std::vector<BufferRole>& roles)
{
    double bytes = 0.0;
    for (std::size_t i = 0; i < buffers.size() && i < roles.size(); ++i) {
        const double b = double(buffers[i].byteSize());
        if (roles[i] == BufferRole::Input || roles[i] == BufferRole::Output)
            bytes += b;
        else if (roles[i] == BufferRole::InOut)
            bytes += 2.0 * b;
    }
    return bytes;
}

} // namespace warpscope::core
