#pragma once

// The launches a run makes for each seed: the kernel's steps (or its one launch) and a kernel
// reference's, each with its compiled kernel and arguments.

#include "core/common/result.h"
#include "core/exec/backend.h"
#include "core/exec/kernelprep.h"
#include "core/task/task.h"

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// One launch ready to run: which compiled kernel, its arguments and dimensions.
struct PlannedLaunch {
    int step = 0; ///< index into the steps
    std::string label; ///< "step 2 (merge, k=4)"; empty for a single launch
    EngineMessage labelMessage; ///< label as a message id
    std::size_t kernel = 0; ///< index into LaunchSequence::kernels
    std::vector<KernelArg> args;
    ResolvedLaunch dims;
};

/// What a step did over one seed: its launches (loops included), time and instructions.
struct StepRun {
    std::string title; ///< "step 2 (merge)"
    int launches = 0;
    double seconds = 0.0;
    std::uint64_t warpInstructions = 0;
    bool reference = false; ///< a step of the reference pipeline
    EngineMessage titleMessage; ///< title as a message id; empty in a bundle from before ids
};

/// The compiled kernels (each distinct source, entry and options once) and the launches in order.
struct LaunchSequence {
    std::vector<PreparedKernel> kernels;
    std::vector<PlannedLaunch> launches;
    std::vector<std::string> stepTitles; ///< per step, for StepRun
    std::vector<EngineMessage> stepTitleMessages; ///< the same titles as message ids
};

/// Compiles every step's kernel and builds every launch's arguments with its loop values. field is
/// "kernel" or "reference" (compile errors), table "launch"/"step" or "reference.launch"/"reference.step".
/// wantCubin: the GPU backend (or a size check) needs ptxas's cubin; withSymbols: each module must
/// declare the task's [[symbol]] variables (their lowered names are looked up).
Result<LaunchSequence> planLaunches(const Task& task, const std::vector<StepSpec>& steps,
    const std::vector<ResolvedStepLaunch>& launches, const std::string& field, const std::string& table, int arch,
    bool wantCubin, bool withSymbols = false);

/// Appends the arguments a Triton kernel's launcher passes after the task's (global and profile
/// scratch): Kind::Scratch of the kernel's bytes per program times the grid's programs (0: null).
void appendScratchArgs(const PreparedKernel& k, const ResolvedLaunch& dims, std::vector<KernelArg>& args);

/// The backend request of one planned launch on the given buffers (their names for messages); the
/// caller adds the run control and the architecture.
LaunchRequest launchRequest(const LaunchSequence& sequence, const PlannedLaunch& launch, std::vector<Tensor>& buffers,
    const std::vector<std::string>& bufferNames);

/// CTAs of a launch, and of every launch in a plan.
std::uint64_t ctaCount(const ResolvedLaunch& l);
std::uint64_t ctaCount(const LaunchSequence& plan);

} // namespace warpscope::core
