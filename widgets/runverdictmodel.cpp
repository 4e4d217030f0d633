// The run's verdict table as a model: one row per seed and output, its colours saying the verdict.
#include "widgets/runverdictmodel.h"

#include "widgets/enginemessages.h"
#include "widgets/runtext.h"

#include <QColor>

#include <algorithm>
#include <climits>

namespace warpscope::widgets {

namespace {
const QColor kPassBackground(214, 240, 214);
const QColor kFailBackground(250, 210, 210);
const QColor kStoppedBackground(250, 230, 200); ///< a launch stopped early: no verdict
const QColor kNotComparedBackground(235, 235, 235); ///< the reference failed: nothing to compare with
} // namespace

RunVerdictModel::RunVerdictModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void RunVerdictModel::setRun(std::shared_ptr<const core::RunResult> run)
{
    beginResetModel();
    m_run = std::move(run);
    m_rows.clear();
    if (m_run)
        for (int s = 0; s < int(m_run->seeds.size()); ++s)
            for (int o = 0; o < int(m_run->seeds[std::size_t(s)].outputs.size()); ++o)
                m_rows.push_back({s, o});
    endResetModel();
}

void RunVerdictModel::clear()
{
    setRun(nullptr);
}

int RunVerdictModel::rowOf(int seedIndex, int outputIndex) const
{
    for (int row = 0; row < int(m_rows.size()); ++row)
        if (m_rows[std::size_t(row)].seed == seedIndex && m_rows[std::size_t(row)].output == outputIndex)
            return row;
    return -1;
}

int RunVerdictModel::firstFailingRow() const
{
    if (m_rows.empty())
        return -1;
    for (int row = 0; row < int(m_rows.size()); ++row)
        if (!index(row, Verdict).data(PassedRole).toBool())
            return row;
    return 0;
}

int RunVerdictModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RunVerdictModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RunVerdictModel::cellText(const core::SeedResult& seed, const core::OutputStats& st, int column) const
{
    switch (column) {
    case Seed:
        return QString::number(seed.seed);
    case Output:
        return QString::fromStdString(st.name);
    case Verdict:
        return !seed.completed
            ? tr("stopped (%1)").arg(seed.stopReason.empty() ? tr("early") : EngineMessages::kindLabel(seed.stopReason))
            : !seed.referenceError.empty() ? tr("not compared (reference failed)")
            : st.passed                    ? tr("pass")
                                           : tr("FAIL");
    case Elements:
        return st.excluded > 0 ? tr("%1 of %2").arg(st.elements - st.excluded).arg(st.elements)
                               : QString::number(st.elements);
    case Mismatches:
        return QString::number(st.mismatches);
    case MaxAbs:
        // a maximum over the finite elements must not read as the whole story when some are NaN
        return RunText::nonFiniteCount(st) > 0 ? tr("%1 (finite only)").arg(RunText::value(st.maxAbsError, st.dtype))
                                               : RunText::value(st.maxAbsError, st.dtype);
    case MaxRel:
        return RunText::number(st.maxRelError);
    case MaxUlp:
        return QString::number(st.maxUlpBeyondAtol);
    case WorstIndex:
        return st.worstIndex.empty() ? QString() : RunText::index(st.worstIndex);
    case Tolerance:
        return RunText::tolerance(st.tolerance, st.dtype);
    case NonFinite:
        return RunText::nonFinite(st);
    }
    return QString();
}

QString RunVerdictModel::toolTip(const core::SeedResult& seed, const core::OutputStats& st, int column) const
{
    const std::int64_t nonFinite = RunText::nonFiniteCount(st);
    switch (column) {
    case Verdict:
        if (!seed.completed)
            return EngineMessages::text(seed.stopMessageParts, seed.stopMessage);
        if (!seed.referenceError.empty())
            return QString::fromStdString(seed.referenceError);
        return {};
    case Elements:
        if (st.excluded > 0)
            return tr("%1: %2 elements compared; %3 outside, not compared (%4 untouched, %5 written)")
                .arg(QString::fromStdString(st.selection))
                .arg(st.elements - st.excluded)
                .arg(st.excluded)
                .arg(st.excludedUntouched)
                .arg(st.excludedWritten);
        return {};
    case MaxAbs:
    case MaxRel:
    case MaxUlp:
        if (column == MaxUlp && st.passedByAtol > 0) // says more about a ULP maximum than the NaN count
            return tr("%n element(s) within atol are left out: near zero a tiny error is a huge ULP distance", "",
                int(std::min<std::int64_t>(st.passedByAtol, INT_MAX)));
        if (nonFinite > 0)
            return tr("The largest error over the finite elements only: %1 more are NaN, Inf or unwritten and have "
                      "no finite error")
                .arg(nonFinite);
        return {};
    case Tolerance:
        return st.tolerance.fromTask
            ? tr("From the task's [tolerance] entry for '%1'").arg(QString::fromStdString(st.name))
            : tr("The task gives no tolerance for '%1': torch.testing.assert_close's default for %2 applied")
                  .arg(QString::fromStdString(st.name), QString::fromLatin1(core::dtypeName(st.dtype)));
    }
    return {};
}

QVariant RunVerdictModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const core::SeedResult& seed = m_run->seeds[std::size_t(row.seed)];
    const core::OutputStats& st = seed.outputs[std::size_t(row.output)].stats;
    switch (role) {
    case Qt::DisplayRole:
        return cellText(seed, st, index.column());
    case Qt::ToolTipRole:
        return toolTip(seed, st, index.column());
    case Qt::BackgroundRole:
        return !seed.completed             ? kStoppedBackground
            : !seed.referenceError.empty() ? kNotComparedBackground
            : st.passed                    ? kPassBackground
                                           : kFailBackground;
    case Qt::ForegroundRole:
        if (index.column() == NonFinite && RunText::nonFiniteCount(st) > 0)
            return QColor(160, 0, 0);
        return {};
    case SeedRole:
        return row.seed;
    case OutputRole:
        return row.output;
    case PassedRole:
        return st.passed && seed.completed;
    }
    return {};
}

QVariant RunVerdictModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    const QString titles[ColumnCount] = {tr("Seed"), tr("Output"), tr("Verdict"), tr("Elements"), tr("Mismatches"),
        tr("Max abs"), tr("Max rel"), tr("Max ULP"), tr("Worst at"), tr("Tolerance"), tr("NaN / Inf / unwritten")};
    return titles[section];
}

} // namespace warpscope::widgets
