#pragma once

// The analysis inside a run (core/pipeline/runner.cpp): which buffers to watch, and how an analysed seed
// feeds the run document (findings on the seed, `metrics` and provenance on the run).

#include "core/analysis/analysisobserver.h"
#include "core/pipeline/runresult.h"
#include "core/task/task.h"

#include <memory>
#include <string>
#include <vector>

namespace warpscope::core::analysis {

/// Outputs (poisoned: checked by initcheck) and inout buffers (provenance only) of a resolved task.
AnalysisConfig analysisConfigFor(const ResolvedTask& resolved, const std::string& gpu, std::uint64_t seed);

/// Adds the observer's sanitizer findings to the seed (failing it when there are any), and sets the
/// run's `metrics` and provenance. On a backend that ignored the observer, `metrics` says so.
void applyAnalysis(AnalysisObserver& observer, SeedResult& seed, RunResult& run);

/// A pipeline's analysis, one observer per step (each analysed its step's first launch): every
/// step's findings, named by the step; `metrics` of the step that executed the most instructions with
/// `metrics.steps` holding every step's; the provenance of the last step that wrote an output.
/// titles empty: a single launch, as applyAnalysis.
void applyStepAnalyses(const std::vector<std::unique_ptr<AnalysisObserver>>& observers,
    const std::vector<EngineMessage>& titles, SeedResult& seed, RunResult& run);

} // namespace warpscope::core::analysis
