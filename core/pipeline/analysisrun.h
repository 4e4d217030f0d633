#pragma once

// The analysis inside a run (core/pipeline/runner.cpp): which buffers to watch, and how an analysed seed
// feeds the run document (findings on the seed, `metrics` and provenance on the run).

#include "core/analysis/analysisobserver.h"
#include "core/pipeline/runresult.h"
#include "core/task/task.h"

namespace warpscope::core::analysis {

/// Outputs (poisoned: checked by initcheck) and inout buffers (provenance only) of a resolved task.
AnalysisConfig analysisConfigFor(const ResolvedTask& resolved, const std::string& gpu, std::uint64_t seed);

/// Adds the observer's sanitizer findings to the seed (failing it when there are any), and sets the
/// run's `metrics` and provenance. On a backend that ignored the observer, `metrics` says so.
void applyAnalysis(AnalysisObserver& observer, SeedResult& seed, RunResult& run);

} // namespace warpscope::core::analysis
