// The benchmark runner on a real GPU: sane statistics, every timed run checked, a fair A/B of a kernel
// against itself near 1x, and an unfair candidate caught by the audit.
#include "gpucheck.h"
#include "gputask.h"

#include "core/cuda/benchjson.h"
#include "core/cuda/cudabackend.h"
#include "core/pipeline/benchtask.h"
#include "core/task/taskloader.h"

using namespace warpscope::core;

namespace {

const AuditLine* line(const BenchmarkResult& r, const std::string& check)
{
    for (const auto& l : r.audit)
        if (l.check == check)
            return &l;
    return nullptr;
}

void saneSide(const BenchSideResult& s, int repeats)
{
    GPU_CHECK(int(s.seconds.size()) == repeats);
    GPU_CHECK(s.stats.min > 0 && s.stats.max < 1.0);
    GPU_CHECK(s.stats.min <= s.stats.q1 && s.stats.q1 <= s.stats.median && s.stats.median <= s.stats.q3
        && s.stats.q3 <= s.stats.max);
    GPU_CHECK(s.checks.timedRuns == repeats && s.checks.checkedRuns == repeats && s.checks.failedRuns == 0);
    GPU_CHECK(s.checks.againstReference);
}

} // namespace

int main()
{
    auto backend = CudaBackend::create();
    if (!backend)
        return gpucheck::skip(backend.error().message);
    CudaBackend& gpu = **backend;
    auto task = loadTask(WARPSCOPE_SOURCE_DIR "/kernels/vector_add");
    if (!task) {
        std::printf("FAIL: %s\n", task.error().describe().c_str());
        return 1;
    }
    BenchTaskOptions to;
    to.arch = gpucheck::archFor(gpu.arch());
    auto prepared = [&](const std::string& label) {
        auto b = prepareBenchTask(*task, label, to);
        GPU_REQUIRE(b.ok(), gpucheck::errorOf(b));
        GPU_REQUIRE(attachVerifier(*b, to, &gpu).ok(), "reference");
        return std::move(*b);
    };
    return gpucheck::run({
        {"single kernel, L2 flushed, events",
            [&] {
                PreparedBench c = prepared("candidate");
                BenchmarkOptions o;
                o.repeats = 20;
                o.timer = BenchTimer::Events;
                auto r = runBenchmark(*gpu.context(), c.kernel, nullptr, o);
                GPU_REQUIRE(r.ok(), gpucheck::errorOf(r));
                std::printf("%s", benchmarkTable(*r).c_str());
                saneSide(r->candidate, 20);
                GPU_CHECK(r->timer == "cuda_events");
                GPU_CHECK(r->l2FlushBytes >= 2ull * std::uint64_t(gpu.device().l2Bytes));
                GPU_CHECK(auditPassed(r->audit));
            }},
        {"A/B of a kernel against itself, CUPTI when available, warm L2",
            [&] {
                PreparedBench c = prepared("candidate");
                PreparedBench b = prepared("baseline");
                GPU_CHECK(shareInputs(c, b) == 2);
                BenchmarkOptions o;
                o.repeats = 30;
                o.cache = CacheRegime::WarmL2;
                auto r = runBenchmark(*gpu.context(), c.kernel, &b.kernel, o);
                GPU_REQUIRE(r.ok(), gpucheck::errorOf(r));
                std::printf("%s", benchmarkTable(*r).c_str());
                saneSide(r->candidate, 30);
                saneSide(*r->baseline, 30);
                GPU_CHECK(r->order.size() == 60);
                GPU_CHECK(r->speedups.size() == 30);
                GPU_CHECK_MSG(r->speedupStats.median > 0.7 && r->speedupStats.median < 1.4,
                    std::to_string(r->speedupStats.median));
                GPU_CHECK(line(*r, "same_inputs") && line(*r, "same_inputs")->verdict == AuditVerdict::Pass);
                GPU_CHECK(auditPassed(r->audit));
                if (r->timer != "cupti_activity")
                    std::printf("note: CUPTI not used: %s\n", r->timerNote.c_str());
            }},
        {"a candidate whose timed runs are wrong fails the audit",
            [&] {
                PreparedBench c = prepared("candidate");
                c.kernel.verify = [](const std::vector<Tensor>&) -> Status {
                    return makeError(ErrorCode::BadInput, "output 'c': planted mismatch");
                };
                BenchmarkOptions o;
                o.repeats = 5;
                o.warmup = 1;
                o.timer = BenchTimer::Events;
                auto r = runBenchmark(*gpu.context(), c.kernel, nullptr, o);
                GPU_REQUIRE(r.ok(), gpucheck::errorOf(r));
                const AuditLine* l = line(*r, "outputs_checked");
                GPU_REQUIRE(l, "no outputs_checked line");
                GPU_CHECK(l->verdict == AuditVerdict::Fail);
                GPU_CHECK_MSG(l->reason.find("planted mismatch") != std::string::npos, l->reason);
            }},
    });
}
