#pragma once

// One seed of a run (runner.cpp drives the seeds): fresh inputs, poisoned outputs, the launch, the
// reference and the comparison of every output.

#include "core/exec/backend.h"
#include "core/exec/ctasample.h"
#include "core/exec/kernelprep.h"
#include "core/pipeline/launchplan.h"
#include "core/pipeline/runresult.h"
#include "core/task/task.h"

#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// What every seed of a run shares: the task, the compiled kernels and every launch's arguments.
struct RunPlan {
    const Task* task = nullptr;
    const ResolvedTask* resolved = nullptr;
    Backend* backend = nullptr;
    const RunOptions* options = nullptr;
    LaunchSequence kernel; ///< the kernel's launches: one, or a pipeline's steps unrolled
    std::optional<LaunchSequence> reference; ///< a kernel reference's launches
    std::vector<std::string> bufferNames;
    CtaRanges kernelCtas; ///< a sampled run: the kernel's CTAs that run; empty = every CTA
    std::uint64_t kernelCtaCount = 0; ///< CTAs the kernel's launches run (the sample's, or every grid's)

    /// The first launch's kernel: the one of a single-launch task.
    const PreparedKernel& firstKernel() const { return kernel.kernels.at(kernel.launches.front().kernel); }
};

/// Hashes of what a seed saw and produced, for the "unchanged across seeds" warning.
struct SeedHashes {
    std::uint64_t inputs = 0;
    std::vector<std::uint64_t> outputs; ///< per compared output
    std::vector<std::uint64_t> references;
};

/// Runs one seed. keepTensors: keep outputs, references and error maps in the result. stepObservers,
/// indexed by step, watch that step's launches besides control's observers (a pipeline's per-step
/// analysis); null entries and a short list watch nothing more.
Result<SeedResult> runSeed(const RunPlan& plan, std::uint64_t seed, const RunControl& control, bool keepTensors,
    SeedHashes& hashes, const std::vector<ExecutionObserver*>& stepObservers = {});

/// Times a launch of the kernel over the given CTAs only, on seed's fresh buffers (which are dropped):
/// the measurement behind the time estimate of a large grid. Returns the wall-clock seconds.
Result<double> timeSampleLaunch(const RunPlan& plan, std::uint64_t seed, const CtaRanges& ctas,
    const RunControl& control, const LaunchSequence* launches = nullptr);

/// Times the host reference (builtin, npy or python) once on seed's fresh inputs, for the estimate of
/// a large run; 0 when it fails (the run itself reports why).
double timeHostReference(const RunPlan& plan, std::uint64_t seed);

} // namespace warpscope::core
