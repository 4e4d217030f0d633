#include "app/linemetrics.h"

#include "core/analysis/metricnames.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace warpscope::app {

namespace {

QMap<int, widgets::LineMetricCell> cellsOf(
    const QMap<int, core::analysis::InstructionCounters>& lines, LineMetric metric, const QString& headingFormat)
{
    QMap<int, widgets::LineMetricCell> cells;
    double top = 0.0;
    for (const auto& c : lines)
        top = std::max(
            top, metric == LineMetric::LaneEfficiency ? 1.0 - lineMetricValue(c, metric) : lineMetricValue(c, metric));
    for (auto it = lines.cbegin(); it != lines.cend(); ++it) {
        const double value = lineMetricValue(it.value(), metric);
        const double heat = metric == LineMetric::LaneEfficiency ? 1.0 - value : value;
        widgets::LineMetricCell cell;
        cell.text = lineMetricText(value, metric);
        cell.intensity = top > 0.0 ? std::clamp(heat / top, 0.0, 1.0) : 0.0;
        // the tooltip is written when the reviewer points at the cell
        cell.makeTooltip = [heading = headingFormat.arg(it.key()), counters = it.value()] {
            return countersTooltip(heading, counters);
        };
        cells.insert(it.key(), cell);
    }
    return cells;
}

} // namespace

QString lineMetricTitle(LineMetric metric)
{
    switch (metric) {
    case LineMetric::Executions:
        return QCoreApplication::translate("LineMetrics", "&Executions (warp instructions)");
    case LineMetric::ExcessSectors:
        return QCoreApplication::translate("LineMetrics", "Excess global &sectors (coalescing)");
    case LineMetric::ExcessWavefronts:
        return QCoreApplication::translate("LineMetrics", "Excess shared &wavefronts (bank conflicts)");
    case LineMetric::DivergentBranches:
        return QCoreApplication::translate("LineMetrics", "&Divergent branches");
    case LineMetric::LaneEfficiency:
        return QCoreApplication::translate("LineMetrics", "&Lane efficiency");
    }
    return QString();
}

QString lineMetricNsightName(LineMetric metric)
{
    switch (metric) {
    case LineMetric::Executions:
        return QStringLiteral("Instructions Executed");
    case LineMetric::ExcessSectors:
        return QStringLiteral("L2 Theoretical Sectors Global Excessive");
    case LineMetric::ExcessWavefronts:
        return QStringLiteral("L1 Wavefronts Shared Excessive");
    case LineMetric::DivergentBranches:
        return QStringLiteral("Divergent Branches");
    case LineMetric::LaneEfficiency:
        return QStringLiteral("Warp Execution Efficiency");
    }
    return QString();
}

double lineMetricValue(const core::analysis::InstructionCounters& c, LineMetric metric)
{
    switch (metric) {
    case LineMetric::Executions:
        return double(c.instExecuted);
    case LineMetric::ExcessSectors:
        return double(c.globalSectorsExcessive());
    case LineMetric::ExcessWavefronts:
        return double(c.sharedWavefrontsExcessive());
    case LineMetric::DivergentBranches:
        return double(c.divergentBranches);
    case LineMetric::LaneEfficiency:
        return c.warpEfficiency();
    }
    return 0.0;
}

QString lineMetricText(double value, LineMetric metric)
{
    if (metric == LineMetric::LaneEfficiency)
        return QStringLiteral("%1%").arg(std::lround(value * 100.0));
    // Three significant figures at most: the cell is a few characters wide.
    if (value < 1000.0)
        return QString::number(std::llround(value));
    const char* suffixes[] = {"k", "M", "G", "T"};
    int i = -1;
    while (value >= 1000.0 && i < 3) {
        value /= 1000.0;
        ++i;
    }
    return QString::number(value, 'f', value < 10.0 ? 2 : value < 100.0 ? 1 : 0) + QLatin1String(suffixes[i]);
}

QString countersTooltip(const QString& heading, const core::analysis::InstructionCounters& c)
{
    const nlohmann::json values = core::analysis::countersToJson(c);
    QStringList rows {heading};
    for (const auto& name : core::analysis::metricNames()) {
        const auto it = values.find(name.key);
        if (it == values.end() || !it->is_number() || it->get<double>() == 0.0)
            continue;
        const QString number = it->is_number_float() ? QString::number(it->get<double>(), 'f', 3)
                                                     : QLocale().toString(qulonglong(it->get<std::uint64_t>()));
        rows << QStringLiteral("%1: %2").arg(QString::fromStdString(name.nsight), number);
    }
    return rows.join(QLatin1Char('\n'));
}

QMap<int, widgets::LineMetricCell> sourceLineCells(const core::analysis::AnalysisReport& report, LineMetric metric)
{
    QMap<int, core::analysis::InstructionCounters> lines;
    for (const auto& line : report.lines)
        if (line.sourceLine > 0 && line.counters.instExecuted > 0)
            lines[line.sourceLine].add(line.counters);
    return cellsOf(lines, metric, QCoreApplication::translate("LineMetrics", "Source line %1"));
}

QMap<int, widgets::LineMetricCell> ptxLineCells(const core::analysis::AnalysisReport& report, LineMetric metric)
{
    QMap<int, core::analysis::InstructionCounters> lines;
    for (const auto& ins : report.instructions)
        if (ins.ptxLine > 0 && ins.counters.instExecuted > 0)
            lines[ins.ptxLine].add(ins.counters);
    return cellsOf(lines, metric, QCoreApplication::translate("LineMetrics", "PTX line %1"));
}

QMap<int, widgets::LineMetricCell> withBaseline(QMap<int, widgets::LineMetricCell> cells,
    const std::vector<core::LineDelta>& deltas, LineMetric metric, const QString& baselineName)
{
    for (const auto& d : deltas) {
        auto it = cells.find(d.line);
        if (it == cells.end())
            continue;
        // the cell's own tooltip is still written on hover; the baseline's line follows it
        auto append = [](widgets::LineMetricCell& cell, const QString& line) {
            cell.makeTooltip = [previous = cell, line] { return previous.tooltipText() + QLatin1Char('\n') + line; };
            cell.tooltip.clear();
        };
        if (d.baselineLine == 0) {
            it->text += QCoreApplication::translate("LineMetrics", " (new)");
            append(
                *it, QCoreApplication::translate("LineMetrics", "No counterpart in the baseline %1").arg(baselineName));
            continue;
        }
        const double base = lineMetricValue(d.baseline, metric);
        const double change = lineMetricValue(d.current, metric) - base;
        const QString sign = change > 0 ? QStringLiteral("+") : change < 0 ? QStringLiteral("−") : QString();
        it->text += QStringLiteral(" (%1%2)").arg(sign, lineMetricText(std::abs(change), metric));
        append(*it,
            QCoreApplication::translate("LineMetrics", "Baseline %1, line %2: %3")
                .arg(baselineName)
                .arg(d.baselineLine)
                .arg(lineMetricText(base, metric)));
    }
    return cells;
}

} // namespace warpscope::app
