#pragma once

#include "core/common/result.h"
#include "core/common/tensor.h"
#include "core/cuda/benchaudit.h"
#include "core/cuda/benchstats.h"
#include "core/cuda/cudacontext.h"
#include "core/cuda/cuptimetrics.h"
#include "core/cuda/devicelimits.h"
#include "core/exec/backend.h"
#include "core/task/task.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// Whether each timed run starts with a cold L2 (a buffer of at least twice the L2 written first) or
/// with whatever the previous run left there.
enum class CacheRegime { FlushL2, WarmL2 };
/// "flush_l2" or "warm_l2".
const char* cacheRegimeName(CacheRegime c);

/// Which clock times a run: CUDA events around the launch, or CUPTI's kernel records (the GPU's own
/// start and end of the kernel). Auto prefers CUPTI and falls back to events, saying why.
enum class BenchTimer { Auto, Events, Cupti };
/// "auto", "cuda_events", "cupti_activity".
const char* benchTimerName(BenchTimer t);

/// How a benchmark runs.
struct BenchmarkOptions {
    int warmup = 3; ///< untimed runs of each kernel first
    int repeats = 30; ///< timed runs of each kernel
    CacheRegime cache = CacheRegime::FlushL2;
    BenchTimer timer = BenchTimer::Auto;
    InterleaveScheme scheme = InterleaveScheme::Abba;
    double deadlineSeconds = 60.0; ///< per run; a kernel past it loses the context
    bool metrics = false; ///< also profile one run of each kernel with CUPTI's range profiler
    const std::atomic<bool>* cancel = nullptr;
};

/// One kernel to time: its code, launch, pristine buffers and how to check what it wrote.
struct BenchKernel {
    std::string label; ///< "candidate" or "baseline", with the task name
    std::string entry; ///< the lowered name in the module
    std::string ptx;
    std::vector<std::uint8_t> cubin;
    ResolvedLaunch dims;
    std::vector<KernelArg> args;
    std::vector<Tensor> buffers; ///< pristine: inputs generated, outputs poisoned
    std::vector<std::string> bufferNames;
    std::vector<BufferRole> roles;
    /// Checks the buffers after a timed run (indexed like buffers); empty: runs are only checked to
    /// agree with one another. Returns a BadInput-like error describing the first mismatch.
    std::function<Status(const std::vector<Tensor>&)> verify;
    double flops = 0.0; ///< for the roofline floor; 0 when unknown
    DType computeType = DType::F32; ///< which peak FLOP/s applies
};

/// What one kernel's timed runs gave.
struct BenchSideResult {
    std::string label;
    std::string entry;
    KernelFootprint footprint;
    std::string moduleNote; ///< cubin or JIT
    std::vector<double> eventSeconds; ///< CUDA-event time of each timed run, in run order
    std::vector<double> seconds; ///< the chosen timer's time of each timed run
    SampleStats stats; ///< of seconds
    RunCheckSummary checks;
    std::vector<BufferDigest> buffers;
    RooflineInput roofline;
    RooflineFloor floor;
    std::optional<KernelMetrics> metrics;
    std::string metricsError; ///< why there are no metrics (e.g. counter permissions), when asked for
    /// The same counters predicted by the emulator under the same names (analysis/predictedmetrics.h);
    /// empty when no prediction was made.
    std::vector<MetricValue> predicted;
    std::string predictedSource; ///< "emulator, seed N", or why there is no prediction
    std::string predictedModel; ///< the DRAM model the predicted DRAM bytes follow
};

/// Everything a benchmark produced; benchmarkToJson writes it for `warpscope-cli bench --json`.
struct BenchmarkResult {
    std::string timer; ///< what timed the runs: "cuda_events" or "cupti_activity"
    std::string timerNote; ///< why CUPTI was not used, when it was asked for
    std::string cache; ///< "flush_l2" or "warm_l2"
    std::uint64_t l2FlushBytes = 0;
    int warmup = 0;
    int repeats = 0;
    std::string scheme; ///< "ab" or "abba"; empty without a baseline
    std::string order; ///< the timed runs, "ABBAABBA..."
    CudaDeviceInfo device;
    std::string gpuSpec; ///< the gpus.json entry used for the roofline, or empty
    BenchSideResult candidate;
    std::optional<BenchSideResult> baseline;
    std::vector<double> speedups; ///< baseline / candidate per pair
    SampleStats speedupStats;
    std::vector<double> syncAfterSeconds;
    std::vector<AuditLine> audit;
};

/// Times a candidate kernel, and a baseline when given, on the context's GPU: warm-up runs, then
/// interleaved timed runs (A B A B or A B B A), each from pristine outputs, the L2 flushed or warm,
/// timed by CUPTI or events; outputs downloaded and checked after every timed run; inputs hashed
/// before and after; a device synchronise after each run to catch escaped work; then the fairness
/// audit. Errors: a kernel that cannot load or launch, a lost context (the process must exit).
Result<BenchmarkResult> runBenchmark(
    CudaContext& ctx, const BenchKernel& candidate, const BenchKernel* baseline, const BenchmarkOptions& options);

/// The compulsory DRAM traffic of a kernel's buffers: inputs read once, outputs written once, inouts
/// both; scratch buffers are not counted.
double compulsoryBytes(const std::vector<Tensor>& buffers, const std::vector<BufferRole>& roles);

} // namespace warpscope::core
