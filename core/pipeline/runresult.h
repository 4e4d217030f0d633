#pragma once

#include "core/analysis/provenance.h"
#include "core/common/defaults.h"
#include "core/compare/comparison.h"
#include "core/exec/approxmode.h"
#include "core/exec/ctasample.h"
#include "core/exec/deviceoutput.h"
#include "core/exec/finding.h"
#include "core/exec/schedule.h"
#include "core/pipeline/launchplan.h"
#include "core/task/expr.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// The result schema of `run` (ARCHITECTURE §8); bumped only when a key is renamed or removed.
inline constexpr int kRunSchema = 1;

/// What the caller chose for a run.
struct RunOptions {
    ParamMap overrides; ///< params that replace the task's (a sweep row, --param N=33)
    std::optional<int> seedCount; ///< replaces [seeds] count
    int arch = kDefaultArch; ///< compute capability the kernel is compiled for
    bool trustPython = false; ///< python references run only for trusted tasks (--trust)
    std::string python; ///< interpreter override for python references
    int worstK = 16; ///< worst elements kept per output
    bool keepTensors = true; ///< keep outputs, references and error maps for the bundle and the heatmap
    bool keepInputs
        = false; ///< also keep each seed's pristine inputs (run --keep-inputs: a bundle others can recompute from)
    std::uint64_t tensorBudgetBytes = std::uint64_t(2) << 30; ///< seeds beyond it keep statistics only
    bool collectEnvironment = true; ///< record GPU/driver/toolkit/emulator versions
    bool analyze = false; ///< analyse the first seed's launch (emulator only): metrics, sanitizers, provenance
    std::string gpu = kDefaultGpu; ///< the GPU of the roofline model (a resources/gpus.json name)
    /// Approximate instructions correctly rounded (default) or at their documented worst case (emulator);
    /// the runner sets the seed per input seed.
    ApproxMode approx;
    Schedule schedule; ///< the emulator's interleaving of warps and CTAs (--schedule)
    bool checkMemory = true; ///< refuse a run whose estimated peak memory the machine cannot give (admission.h)
    std::uint64_t memoryCapBytes = 0; ///< a user cap on the run's memory (--memory-cap); 0 = none
    /// A sampled run: inclusive ranges of linear CTA ids of the kernel's launch (--blocks).
    std::vector<std::pair<std::uint64_t, std::uint64_t>> blockRanges;
    std::uint64_t sampleBlocks = 0; ///< a sampled run of this many CTAs, evenly spread (--sample-blocks)
    /// Refuse an emulator run whose estimated time is above this many seconds (0 = never refuse);
    /// large grids are measured on a few sampled CTAs first (ctasample.h).
    double maxEstimatedSeconds = 0.0;
    /// The probe of an earlier request for the same launch (a "run anyway" after a refusal): its time
    /// per CTA is used instead of timing the probe again, so the decision costs one probe.
    std::optional<TimeEstimate> knownEstimate;
    /// Told the estimate as soon as it is known, also when the run is then refused above the limit.
    std::function<void(const TimeEstimate&)> onEstimate;
    /// Keep every output and inout buffer as the kernel left it (SeedResult::rawOutputs), compared or
    /// not: a comparison of implementations diffs them even when the task has no reference.
    bool keepRawOutputs = false;
};

/// One output of one seed: the statistics, and (within the tensor budget) the tensors themselves.
struct OutputResult {
    OutputStats stats;
    bool tensorsKept = false;
    Tensor output;
    Tensor reference; ///< the output's dtype or f64
    ErrorMaps maps;
};

/// One pristine input (or inout) buffer of a seed, as the kernel and the reference received it.
struct InputTensor {
    std::string name;
    Tensor tensor;
};

/// One seed: its inputs were generated from seed, the kernel ran once, every output was compared.
struct SeedResult {
    std::uint64_t seed = 0;
    bool passed = false;
    bool completed = true; ///< false when a finding, the budget or a cancel stopped the launch
    /// When !completed: the finding kind that stopped it ("budget", "cancelled", "deadline",
    /// "out_of_memory", or a fault's kind) and its message; "stopped" in every view, never "pass".
    std::string stopReason;
    std::string stopMessage;
    std::vector<EngineMessage> stopMessageParts; ///< stopMessage as ids (finding.h); empty in older bundles
    std::vector<OutputResult> outputs;
    std::vector<InputTensor> inputs; ///< only with RunOptions::keepInputs
    std::vector<Finding> findings;
    DeviceOutput deviceOutput; ///< what the kernel printed (not in the JSON per seed; see RunResult)
    std::vector<CompareWarning> warnings; ///< seed-level: an input the kernel wrote to
    /// Set when the reference could not be computed (its kernel faulted, its script failed or timed
    /// out): the outputs were not compared, and the seed fails because of the reference, not the kernel.
    std::string referenceError;
    std::vector<StepRun> steps; ///< a pipeline's steps (and a reference pipeline's): launches and time
    double kernelSeconds = 0.0;
    double referenceSeconds = 0.0;
    double compareSeconds = 0.0;
    std::uint64_t warpInstructions = 0;
    std::vector<InputTensor> rawOutputs; ///< only with RunOptions::keepRawOutputs, in buffer order
    /// A launch cancelled (or past its deadline) mid-way: how many of its CTAs had finished, and of
    /// how many. Its outputs were compared only where the kernel had written (OutputStats::masked
    /// counts the rest), so the comparison is partial, never a verdict.
    std::uint64_t ctasDone = 0;
    std::uint64_t ctasTotal = 0;
    bool partial = false;
};

/// What the run was asked to do, recorded in the bundle so it can be reproduced.
struct RunRecord {
    int seedCount = 1;
    std::uint64_t seedBase = 0;
    ParamMap overrides;
    bool trustPython = false;
    std::string approx = "default"; ///< approxModeName of the run's approximate-instruction mode
    std::string schedule = "default"; ///< the emulator schedule, as --schedule takes it
};

/// A run of a sample of the kernel's CTAs (--blocks / --sample-blocks): which ones ran.
struct CtaSample {
    std::uint64_t ctas = 0; ///< CTAs that ran
    std::uint64_t gridCtas = 0; ///< CTAs of the full grid
    std::string description; ///< "64 evenly spread" or "0-99,5000"
};

/// What to try next beside a failed verdict (runhints.h): kind "possible_race" and why, in words.
struct RunHint {
    std::string kind;
    std::string message;
    std::vector<EngineMessage> messageParts; ///< message as ids (finding.h); empty in older bundles
};

/// Everything a run of a task produced: verdicts, statistics, findings, timings and environment.
/// A value type: the CLI prints it, the bundle stores it, the GUI reads it back.
struct RunResult {
    int schema = kRunSchema;
    std::string taskName;
    std::string taskFile;
    std::string backend; ///< "emulator" or "cuda"
    std::string backendDescription;
    int arch = kDefaultArch;
    std::string entry;
    std::string entryLowered;
    std::string referenceKind;
    ParamMap params; ///< the params the run used, overrides applied
    bool passed = false;
    std::vector<SeedResult> seeds;
    std::vector<Finding> findings; ///< every seed's, folded by kind and place
    /// What the kernel printed in one launch: the first seed with a finding, else the first seed
    DeviceOutput deviceOutput;
    std::uint64_t deviceOutputSeed = 0; ///< the seed whose launch printed deviceOutput
    std::vector<CompareWarning> warnings; ///< run-level: no reference, output unchanged across seeds
    std::vector<RunHint> hints; ///< what to try next when the run failed without saying why (runhints.h)
    RunRecord record;
    double compileSeconds = 0.0;
    double totalSeconds = 0.0;
    nlohmann::json environment = nlohmann::json::object(); ///< environmentToJson, when collected
    nlohmann::json metrics = nlohmann::json::object(); ///< per-line metrics, when analysis ran
    analysis::Provenance provenance; ///< last writer of every output element, when analysis ran
    std::optional<CtaSample> sample; ///< set when only a sample of the kernel's CTAs ran
    std::optional<TimeEstimate> timeEstimate; ///< the emulator time measured before a large grid's run
    bool pipeline = false; ///< the task is a pipeline of [[step]]s; SeedResult::steps holds each step's runs
    /// Set when the run ended before all record.seedCount seeds ran (a cancel or a deadline between
    /// seeds, or before the first): why. The seeds that ran are kept; the run is "stopped", not an error.
    std::string cutReason;
    std::string cutMessage;

    /// Whether any seed's launch stopped early, and why (the first stopped seed's reason).
    struct Stop {
        bool stopped = false;
        std::string reason;
        std::string message;
        std::size_t seeds = 0; ///< how many seeds stopped
        std::vector<EngineMessage> messageParts; ///< message as ids, empty where the engine had none
    };
    Stop stop() const
    {
        Stop s;
        for (const auto& seed : seeds)
            if (!seed.completed) {
                if (!s.stopped)
                    s = {true, seed.stopReason.empty() ? std::string("other") : seed.stopReason, seed.stopMessage, 0,
                        seed.stopMessageParts};
                ++s.seeds;
            }
        if (!s.stopped && !cutReason.empty())
            s = {true, cutReason, cutMessage, 0, {}};
        return s;
    }
};

} // namespace warpscope::core
