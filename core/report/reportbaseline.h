#pragma once

// Internal to core/report: the "Compared with baseline" section of a review saved while a baseline was
// pinned (Review::baseline): which bundles are the baseline and which are "now", and the comparison.

#include "core/report/reportbuilder.h"
#include "core/report/reportdata.h"

namespace warpscope::core::detail {

/// The runs a baseline comparison sets side by side; a pointer is null when the review lacks that bundle.
struct BaselineRuns {
    const ReportRun* baselineRun = nullptr; ///< verdicts and heatmaps
    const ReportRun* baselineProfile = nullptr; ///< hot spots, memory and roofline
    const ReportRun* currentRun = nullptr; ///< the latest readable bundle that is not the baseline's
    const ReportRun* currentProfile = nullptr; ///< the latest profiled bundle that is not the baseline's
};

/// The baseline's bundles named by review.baseline and the latest others; all null without a baseline.
BaselineRuns selectBaselineRuns(const ReportData& d);

/// The output's seed the comparison shows: its worst (most mismatches, then largest error), or nullptr.
const ReportOutput* worstOutput(const ReportRun& run, const std::string& name, std::uint64_t* seed = nullptr);

/// "Compared with baseline": the verdicts with their change, the hot spots' change (lines paired across
/// an edit by core::analysis::alignSourceLines), the memory totals and roofline figures of both, and the
/// pass/fail maps side by side. Nothing when the review records no baseline.
void appendBaselineComparison(ReportBuilder& b, const ReportData& d);

} // namespace warpscope::core::detail
