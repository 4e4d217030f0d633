#include "app/sasslinemetrics.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace warpscope::app {

namespace {

/// The SASS instructions that carry a metric's cost on the GPU; empty: every instruction.
bool carries(LineMetric metric, const QString& opcode)
{
    const QString base = opcode.section(QLatin1Char('.'), 0, 0);
    switch (metric) {
    case LineMetric::ExcessSectors:
        return base == QLatin1String("LDG") || base == QLatin1String("STG") || base == QLatin1String("ATOMG")
            || base == QLatin1String("RED") || base == QLatin1String("LD") || base == QLatin1String("ST")
            || base == QLatin1String("ATOM") || base == QLatin1String("LDGSTS");
    case LineMetric::ExcessWavefronts:
        return base == QLatin1String("LDS") || base == QLatin1String("STS") || base == QLatin1String("ATOMS")
            || base == QLatin1String("LDSM") || base == QLatin1String("STSM") || base == QLatin1String("LDGSTS");
    case LineMetric::DivergentBranches:
        return base == QLatin1String("BRA") || base == QLatin1String("BRX") || base == QLatin1String("JMP");
    case LineMetric::Executions:
    case LineMetric::LaneEfficiency:
        break;
    }
    return true;
}

bool perInstruction(LineMetric metric)
{
    return metric == LineMetric::Executions || metric == LineMetric::LaneEfficiency;
}

} // namespace

QString sassOpcode(const QString& line)
{
    // "/*0050*/   @!P1 LDG.E R2, desc[UR4][R2.64] ;": after the address, an optional predicate
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*/\*[0-9a-fA-F]+\*/\s*(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*))"));
    const auto m = re.match(line);
    return m.hasMatch() ? m.captured(1) : QString();
}

QMap<int, widgets::LineMetricCell> sassLineCells(const core::analysis::AnalysisReport& report, LineMetric metric,
    const std::vector<core::PtxSassEntry>& ptxSass, const QStringList& sassLines)
{
    QMap<int, core::analysis::InstructionCounters> ptx;
    for (const auto& ins : report.instructions)
        if (ins.ptxLine > 0 && ins.counters.instExecuted > 0)
            ptx[ins.ptxLine].add(ins.counters);
    QMap<int, double> values; // SASS line -> value
    QMap<int, QStringList> from; // SASS line -> "PTX line N" it came from
    for (const core::PtxSassEntry& e : ptxSass) {
        const auto it = ptx.constFind(e.ptxLine);
        if (it == ptx.cend())
            continue;
        std::vector<int> targets;
        for (int s : e.sassLines)
            if (s >= 1 && s <= sassLines.size() && carries(metric, sassOpcode(sassLines[s - 1])))
                targets.push_back(s);
        if (targets.empty())
            targets = e.sassLines; // no instruction of the kind: the PTX line's SASS as a whole
        const double value = lineMetricValue(it.value(), metric);
        const double share = perInstruction(metric) || targets.empty() ? value : value / double(targets.size());
        for (int s : targets) {
            // two PTX lines fused into one SASS instruction: executions are the same instruction's, not a sum
            values[s] = perInstruction(metric) ? std::max(values.value(s), share) : values.value(s) + share;
            from[s] << QString::number(e.ptxLine);
        }
    }
    double top = 0.0;
    for (double v : values)
        top = std::max(top, metric == LineMetric::LaneEfficiency ? 1.0 - v : v);
    QMap<int, widgets::LineMetricCell> cells;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        widgets::LineMetricCell cell;
        cell.text = lineMetricText(it.value(), metric);
        const double heat = metric == LineMetric::LaneEfficiency ? 1.0 - it.value() : it.value();
        cell.intensity = top > 0.0 ? std::clamp(heat / top, 0.0, 1.0) : 0.0;
        cell.makeTooltip = [line = it.key(), metric, text = cell.text, from = from.value(it.key())] {
            return QCoreApplication::translate("LineMetrics",
                "SASS line %1: %2 %3, attributed from PTX line %4 (the emulator counts PTX instructions)")
                .arg(line)
                .arg(lineMetricNsightName(metric), text, from.join(QStringLiteral(", ")));
        };
        cells.insert(it.key(), cell);
    }
    return cells;
}

} // namespace warpscope::app
