#pragma once

// The numbers behind the metric margins of the source editor and the PTX view: one cell per line for
// the chosen metric, its heat (the line's share of the hottest line's value) and a tooltip with the
// line's counters under their Nsight Compute names. Pure functions of the report, tested without a
// window.

#include "core/analysis/analysisreport.h"
#include "core/pipeline/baselinecompare.h"
#include "widgets/linemetricmargin.h"

#include <QMap>
#include <QString>

namespace warpscope::app {

/// The metrics a margin can show, in the View › Line metric menu's order.
enum class LineMetric {
    Executions, ///< warp-level instructions executed
    ExcessSectors, ///< L2 Theoretical Sectors Global Excessive
    ExcessWavefronts, ///< L1 Wavefronts Shared Excessive (bank conflicts)
    DivergentBranches,
    LaneEfficiency, ///< active lanes / 32; the heat is the idle share
};
inline constexpr int kLineMetricCount = 5;

/// The menu text of a metric.
QString lineMetricTitle(LineMetric metric);
/// The Nsight Compute name the metric follows.
QString lineMetricNsightName(LineMetric metric);
/// The metric's value for some counters (lane efficiency as 0..1).
double lineMetricValue(const core::analysis::InstructionCounters& c, LineMetric metric);
/// The number as shown in a narrow cell: "17", "12.3k", "4.1M"; lane efficiency as "72%".
QString lineMetricText(double value, LineMetric metric);
/// Every non-zero counter of a line, one "Nsight name: value" per row, under a heading.
QString countersTooltip(const QString& heading, const core::analysis::InstructionCounters& c);

/// One cell per executed source line (line 0, code without a .loc, is left out). Intensity is the
/// value over the largest value of any line (lane efficiency: 1 − efficiency), so the hottest line
/// is 1 and a line with none of the metric is 0.
QMap<int, widgets::LineMetricCell> sourceLineCells(const core::analysis::AnalysisReport& report, LineMetric metric);
/// The same per PTX line, from the per-instruction counters (instructions on one line summed).
QMap<int, widgets::LineMetricCell> ptxLineCells(const core::analysis::AnalysisReport& report, LineMetric metric);

/// The source cells with a pinned baseline's change appended: "14.3k (+14.3k)" against the counterpart
/// line (core::compareLines), "(new)" for a line without one; the tooltip names the baseline's line
/// and value. Lines the deltas do not list keep their cell as it was.
QMap<int, widgets::LineMetricCell> withBaseline(QMap<int, widgets::LineMetricCell> cells,
    const std::vector<core::LineDelta>& deltas, LineMetric metric, const QString& baselineName);

} // namespace warpscope::app
