#pragma once

// The benchmark runner's device side (internal to core/cuda): one kernel's module, buffers and checks,
// and the runner that restores, flushes, launches, times and checks each run. benchmark.cpp drives it.

#include "core/cuda/benchmark.h"
#include "core/cuda/cudalaunch.h"
#include "core/cuda/cudamodule.h"
#include "core/cuda/cudaresources.h"

#include <optional>
#include <string>
#include <vector>

namespace warpscope::core::bench {

/// One kernel's state on the device for the whole benchmark.
struct Side {
    const BenchKernel* kernel = nullptr;
    BenchSideResult result;
    std::optional<CudaModule> module;
    std::vector<DeviceBuffer> device;
    std::optional<KernelParams> params;
    std::vector<Tensor> landed; ///< pristine copies that downloaded outputs overwrite, for verify()
    std::optional<std::uint64_t> firstHash;
    std::vector<std::uint64_t> verifiedHashes;
};

/// The digests (name, role, dtype, shape, hash) of a kernel's pristine buffers.
std::vector<BufferDigest> digests(const BenchKernel& k);

/// Runs kernels on one stream with optional L2 flushes, timing each run with events.
class Runner {
public:
    Runner(CudaContext& ctx, const BenchmarkOptions& options)
        : m_ctx(ctx)
        , m_options(options)
    { }

    /// The stream, the two timing events and, for a cold L2, the flush buffer (its size in flushBytes).
    Status setUp(std::uint64_t& flushBytes);
    /// Loads the module, checks the launch against the device, uploads the buffers.
    Status prepare(Side& s);
    /// One run: restore, flush, start event, launch, stop event, wait, then a device synchronise whose
    /// duration (kept for timed runs) shows work that escaped the stream. Returns the event time.
    Result<double> run(Side& s, bool timed);
    /// Downloads what the run wrote and checks it: against the reference (verify) once per distinct
    /// result, else against the first timed run.
    Status check(Side& s);
    /// Hashes the inputs as they are on the device after every run.
    Status inputIntegrity(Side& s, const std::string& side, std::vector<InputIntegrity>& out);
    /// CUPTI metrics of one more run; a failure is recorded in the side's result, not returned,
    /// unless it lost the context.
    Status profile(Side& s);
    /// Waits for everything in the context (before CUPTI's buffers are flushed).
    Status synchronize();

    const std::vector<double>& syncSamples() const { return m_sync; }

private:
    /// Every run starts from pristine outputs, inouts and scratch (inputs are checked, not restored).
    Status restore(Side& s);
    Status launch(Side& s);

    CudaContext& m_ctx;
    const BenchmarkOptions& m_options;
    CudaStream m_stream;
    CudaEvent m_start;
    CudaEvent m_stop;
    std::optional<DeviceBuffer> m_flush;
    unsigned m_flushCount = 0;
    std::vector<double> m_sync;
};

} // namespace warpscope::core::bench
