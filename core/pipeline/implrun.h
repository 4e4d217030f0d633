#pragma once

// Several implementations of one operation side by side (docs/task-format.md "Implementations"): each
// runs as its own task on the same seeds, so on the same pristine inputs, is compared with the
// reference, and every pair of implementations is compared with each other, output by output.

#include "core/compile/compilediff.h"
#include "core/compile/compiler.h"
#include "core/exec/backend.h"
#include "core/pipeline/runresult.h"
#include "core/task/task.h"

#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// One step's kernel of a pipeline implementation: its resources and occupancy (each step is its own
/// launch, so a pipeline needs the most registers and shared memory any of its steps needs).
struct StepResources {
    std::string step; ///< "step 2 (merge)"
    std::string entry;
    std::optional<KernelResources> resources;
    int launchShared = 0; ///< dynamic shared memory the launch gives (Triton's metadata), bytes
    std::optional<OccupancyResult> occupancy;
    std::string note; ///< why resources are missing
};

/// One implementation's run: what it is, its verdict against the reference and its resources.
struct ImplementationRun {
    std::string name;
    std::string language; ///< "cuda", "ptx", "triton"
    std::string arch; ///< "sm_90", "sm_90a"
    std::string source;
    std::string entry;
    std::vector<std::string> options;
    int launches = 1; ///< steps of a pipeline (before loops), 1 for a single launch
    bool ran = false; ///< false: error says why (a compile error, a bad launch); the others still ran
    Error error;
    RunResult run;
    std::optional<KernelResources> resources; ///< the (first step's) entry kernel's, when the compile gave them
    std::optional<OccupancyResult> occupancy;
    std::string resourcesNote; ///< why resources are missing
    CompileResult compile; ///< the (first step's) kernel, for the migration diff; not written to JSON
    std::vector<StepResources> steps; ///< a pipeline's every step (launches > 1); empty for a single launch
};

/// The most registers per thread any step of the implementation uses (a single launch: its kernel's).
std::optional<int> peakRegisters(const ImplementationRun& run);
/// The most shared memory per block (static + the launch's dynamic) any step of the implementation uses.
std::optional<int> peakShared(const ImplementationRun& run);
/// The lowest occupancy of the implementation's steps (a single launch: its kernel's).
std::optional<OccupancyResult> lowestOccupancy(const ImplementationRun& run);

/// How two implementations' outputs compare for one seed.
enum class DiffStatus { BitIdentical, WithinTolerance, Differs, NotCompared };
/// "bit-identical", "within tolerance", "differs", "not compared".
const char* diffStatusName(DiffStatus s);

/// Implementation a against implementation b on one output of one seed; the tolerance is the output's.
struct ImplementationDiff {
    std::string a, b;
    std::string output;
    std::uint64_t seed = 0;
    DiffStatus status = DiffStatus::NotCompared;
    std::string note; ///< why not compared
    std::int64_t elements = 0;
    std::int64_t differing = 0; ///< elements whose bits differ
    std::int64_t beyondTolerance = 0; ///< elements outside the output's tolerance (b taken as the reference)
    double maxAbs = 0.0;
    double maxRel = 0.0;
    std::uint64_t maxUlp = 0;
    std::int64_t firstIndex = -1; ///< the first differing element (flat, C order); -1 when none
    std::vector<std::int64_t> firstIndexNd;
    double firstA = 0.0, firstB = 0.0; ///< the values there
    std::int64_t worstIndex = -1; ///< the element of the largest |a - b|
    Tensor difference; ///< f32, the output's shape: a - b per element (NaN where either is not finite)
};

/// Two implementations of the same code (same source and entry) built differently: a migration.
struct MigrationDiff {
    std::string a, b;
    std::string what; ///< "sm_80 -> sm_90a", "options -O3 -> -O3 --use_fast_math"
    bool compiled = false; ///< both compiled; else note says why there is no diff
    std::string note;
    CompileDiff diff;
};

/// Implementation a's outputs judged against b's, as a run (a seed per seed, an output per output, with
/// the error maps): the difference heatmap reads it like any run's. Made only when tensors are kept.
struct ImplementationPair {
    std::string a, b;
    RunResult asRun;
};

/// Everything a run of several implementations produced.
struct ImplementationsResult {
    std::string taskName;
    std::string backend;
    bool hasReference = false;
    bool passed = false; ///< every implementation passed, and without a reference no pair differs
    std::vector<ImplementationRun> runs;
    std::vector<ImplementationDiff> differences; ///< every pair (a before b), output and seed
    std::vector<MigrationDiff> migrations;
    std::vector<ImplementationPair> pairs; ///< with RunOptions::keepTensors; a before b, in pair order
    std::string shown; ///< the implementation whose run the views show (the worker's choice); empty: the first
};

/// The indices of the implementations `selector` names: "all" (or empty) for every one, an
/// implementation's name, or the name written before an arch array expanded it. The error lists them.
Result<std::vector<std::size_t>> selectImplementations(const Task& task, const std::string& selector);

/// Runs the chosen implementations of the task with the same options (each with its own arch when it
/// names one), then diffs every pair. A run error of one implementation is recorded in it (ran =
/// false), not returned; a cancel is a partial result (the comment of runImplementations, implrun.cpp).
Result<ImplementationsResult> runImplementations(const Task& task, Backend& backend, const RunOptions& options,
    const std::vector<std::size_t>& which, const RunControl& control = {});

/// Compares two outputs of the same buffer (a, then b as the reference side) with a tolerance.
ImplementationDiff diffOutputs(const Tensor& a, const Tensor& b, const Tolerance& tolerance, bool poisoned);

} // namespace warpscope::core
