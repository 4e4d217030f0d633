// The Implementations page's table as a model: implementations in columns, figures in rows.
#include "widgets/implementationsmodel.h"

#include "core/pipeline/implcounters.h"
#include "core/pipeline/impljson.h"

#include <QColor>

#include <cmath>

namespace warpscope::widgets {

namespace {

const QColor kPass(214, 240, 214);
const QColor kFail(250, 210, 210);
const QColor kStopped(250, 230, 200);
const QColor kNotRun(225, 225, 225);

QString number(double v)
{
    return std::isfinite(v) ? QString::number(v, 'g', 3) : QString::fromLatin1(std::isnan(v) ? "nan" : "inf");
}

} // namespace

ImplementationsModel::ImplementationsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void ImplementationsModel::setCounterNameElider(std::function<QString(const QString&)> elide)
{
    m_elide = std::move(elide);
}

ImplementationsModel::Column ImplementationsModel::column(const core::ImplementationRun& run)
{
    Column col;
    col.name = QString::fromStdString(run.name);
    const core::ImplementationTotals t = core::implementationTotals(run.run);
    const bool show = run.ran && t.compared;
    const QString none = QStringLiteral("–");
    // a pipeline needs what its most demanding step needs: the most registers and shared memory,
    // the lowest occupancy (each step's figures are in the tooltip and under the table)
    const std::optional<int> regs = core::peakRegisters(run);
    const std::optional<int> shared = core::peakShared(run);
    const std::optional<core::OccupancyResult> occupancy = core::lowestOccupancy(run);
    const QString peak = run.steps.empty() ? QString() : tr(" (max)");
    const QString lowest = run.steps.empty() ? QString() : tr(" (min)");
    QStringList stepTips;
    for (const core::StepResources& st : run.steps)
        stepTips << (st.resources ? tr("%1: %2 registers, %3 B shared")
                                        .arg(QString::fromStdString(st.step))
                                        .arg(st.resources->registers)
                                        .arg(st.resources->sharedStatic + st.launchShared)
                                  : QString::fromStdString(st.step + ": " + st.note));
    if (!run.steps.empty())
        col.stepTip = tr("Each step is its own launch; the pipeline needs its most demanding step's:")
            + QLatin1Char('\n') + stepTips.join(QLatin1Char('\n'));
    // a cancelled comparison: the one stopped says so, the ones after it did not start
    const bool notRun = core::implementationNotRun(run);
    const bool stoppedEarly = !run.ran && run.error.code == core::ErrorCode::Cancelled;
    const QString verdict = notRun ? tr("not run")
        : stoppedEarly             ? tr("STOPPED")
        : !run.ran                 ? tr("ERROR")
        : run.run.stop().stopped   ? tr("STOPPED")
        : run.run.passed           ? tr("pass")
                                   : tr("FAIL");
    const QString cells[RowCount]
        = {QString::fromStdString(run.language + " " + run.arch), verdict, show ? number(t.maxAbs) : none,
            show ? number(t.maxRel) : none, show ? QString::number(qulonglong(t.maxUlp)) : none,
            show ? QString::number(t.mismatches) : none, run.ran ? QString::number(run.run.findings.size()) : none,
            regs ? QString::number(*regs) + peak : none, shared ? tr("%1 B").arg(*shared) + peak : none,
            occupancy ? tr("%1%").arg(std::lround(occupancy->occupancy * 100)) + lowest : none, QString()};
    std::copy(std::begin(cells), std::end(cells), std::begin(col.cells));
    col.verdictBackground = notRun    ? kNotRun
        : stoppedEarly                ? kStopped
        : !run.ran || !run.run.passed ? (run.run.stop().stopped ? kStopped : kFail)
                                      : kPass;
    if (notRun)
        col.verdictTip = tr("Not run: the comparison was cancelled before this implementation started.");
    else if (!run.ran)
        col.verdictTip = QString::fromStdString(run.error.describe());
    else if (run.run.stop().stopped)
        col.verdictTip = QString::fromStdString(run.run.stop().message);
    return col;
}

void ImplementationsModel::setResult(std::shared_ptr<const core::ImplementationsResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    m_columns.clear();
    m_counterNames.clear();
    m_gpuTimes.clear();
    if (m_result) {
        // an analysed run (run --analyze) adds the emulator's predicted counters, one row each
        const core::ImplementationCounters counters = core::implementationCounters(*m_result);
        for (const std::string& name : counters.names)
            m_counterNames.push_back(QString::fromStdString(name));
        for (int c = 0; c < int(m_result->runs.size()); ++c) {
            Column col = column(m_result->runs[std::size_t(c)]);
            for (int n = 0; n < int(counters.names.size()); ++n) {
                const std::optional<double>* v = std::size_t(c) < counters.values.size()
                    ? &counters.values[std::size_t(c)][std::size_t(n)]
                    : nullptr;
                col.counters.push_back(v && *v ? number(**v) : QStringLiteral("–"));
            }
            m_columns.push_back(std::move(col));
        }
    }
    endResetModel();
}

void ImplementationsModel::setGpuTimes(const std::vector<GpuTimeCell>& cells)
{
    m_gpuTimes = cells;
    if (!m_columns.empty())
        emit dataChanged(index(GpuTime, 0), index(GpuTime, int(m_columns.size()) - 1));
}

int ImplementationsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : RowCount + int(m_counterNames.size());
}

int ImplementationsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant ImplementationsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Column& col = m_columns[std::size_t(index.column())];
    const int row = index.row();
    if (row >= RowCount)
        return role == Qt::DisplayRole ? QVariant(col.counters[std::size_t(row - RowCount)]) : QVariant();
    const bool timed = row == GpuTime && std::size_t(index.column()) < m_gpuTimes.size();
    switch (role) {
    case Qt::DisplayRole:
        return timed ? m_gpuTimes[std::size_t(index.column())].text : col.cells[row];
    case Qt::ToolTipRole:
        if (timed)
            return m_gpuTimes[std::size_t(index.column())].tooltip;
        if (row == Verdict && !col.verdictTip.isEmpty())
            return col.verdictTip;
        if ((row == Registers || row == Shared || row == Occupancy) && !col.stepTip.isEmpty())
            return col.stepTip;
        return {};
    case Qt::BackgroundRole:
        return row == Verdict ? QVariant(col.verdictBackground) : QVariant();
    }
    return {};
}

QVariant ImplementationsModel::verticalHeader(int section, int role) const
{
    if (section < RowCount) {
        if (role != Qt::DisplayRole)
            return {};
        const QString titles[RowCount]
            = {tr("Language, arch"), tr("Verdict"), tr("Max abs"), tr("Max rel"), tr("Max ULP"), tr("Mismatches"),
                tr("Findings"), tr("Registers"), tr("Shared memory"), tr("Occupancy"), tr("GPU time")};
        return titles[section];
    }
    // Nsight's names run to 50 characters: elided in the middle so the implementations keep the width,
    // whole in the tooltip
    const QString& name = m_counterNames[std::size_t(section - RowCount)];
    switch (role) {
    case Qt::DisplayRole:
        return m_elide ? m_elide(name) : name;
    case Qt::ToolTipRole:
        return name + QLatin1Char('\n')
            + tr("Predicted by the emulator from the analysed first seed (Nsight Compute's name)");
    case Qt::UserRole:
        return name;
    }
    return {};
}

QVariant ImplementationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return section >= 0 && section < rowCount() ? verticalHeader(section, role) : QVariant();
    if (section < 0 || section >= columnCount())
        return {};
    const QString& name = m_columns[std::size_t(section)].name;
    switch (role) {
    case Qt::DisplayRole:
        // long names (cuda_fast_math@sm_90a) are elided in the middle so three columns fit a narrow dock
        return name.size() > kHeaderChars
            ? name.left(kHeaderChars / 2) + QChar(0x2026) + name.right(kHeaderChars / 2 - 1)
            : name;
    case Qt::ToolTipRole:
    case Qt::UserRole:
        return name;
    }
    return {};
}

} // namespace warpscope::widgets
