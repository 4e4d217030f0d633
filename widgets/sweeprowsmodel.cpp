// The sweep's rows as a model: waiting, finished (coloured by verdict), failed to run or not run (a cancel).
#include "widgets/sweeprowsmodel.h"

#include "widgets/runtext.h"
#include "widgets/sweepdialog.h"

namespace warpscope::widgets {

SweepRowsModel::SweepRowsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void SweepRowsModel::startRows(const QStringList& params)
{
    beginResetModel();
    m_rows.clear();
    for (const QString& p : params) {
        Row row;
        row.params = p;
        m_rows.push_back(row);
    }
    endResetModel();
}

void SweepRowsModel::clear()
{
    startRows({});
}

void SweepRowsModel::rowChanged(int row)
{
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void SweepRowsModel::showResult(int row, const SweepRowResult& r)
{
    if (row < 0 || row >= int(m_rows.size()))
        return;
    Row& to = m_rows[std::size_t(row)];
    to.state = State::Done;
    to.background = !r.stopped.isEmpty() ? QColor(250, 230, 200)
        : r.passed                       ? QColor(214, 240, 214)
                                         : QColor(250, 210, 210);
    const QString maxAbs
        = r.nonFinite > 0 ? tr("%1 (finite only)").arg(RunText::number(r.maxAbs)) : RunText::number(r.maxAbs);
    to.cells = QStringList {!r.stopped.isEmpty() ? tr("stopped (%1)").arg(r.stopped.section(QLatin1Char(':'), 0, 0))
            : r.passed                           ? tr("pass")
                                                 : tr("FAIL"),
        QString::number(r.mismatches), r.nonFiniteText.isEmpty() ? QString::number(r.nonFinite) : r.nonFiniteText,
        maxAbs, QString::number(r.maxUlp), r.tolerance.isEmpty() ? QStringLiteral("-") : r.tolerance,
        QString::number(r.findings)};
    to.nonFinite = r.nonFinite > 0;
    to.maxTip = r.nonFinite > 0 ? tr("The largest error over the finite elements only: %1 more are NaN, "
                                     "Inf or unwritten and have no finite error")
                                      .arg(r.nonFinite)
                                : QString();
    to.toleranceTip = r.toleranceTip;
    to.stoppedTip = r.stopped;
    to.mismatchTip = r.mismatches > 0
        ? tr("Seed %1, output %2, as the Results table counts them; %3 over every seed and output")
              .arg(r.mismatchSeed)
              .arg(r.mismatchOutput)
              .arg(r.mismatchesAllSeeds)
        : QString();
    to.verdictTip.clear();
    to.openable = true; // finished: it can be opened
    rowChanged(row);
}

void SweepRowsModel::showError(int row, const QString& message)
{
    if (row < 0 || row >= int(m_rows.size()))
        return;
    Row& to = m_rows[std::size_t(row)];
    to.state = State::Error;
    to.error = message;
    to.verdictTip.clear();
    to.openable = false;
    rowChanged(row);
}

bool SweepRowsModel::showNotRun(int row, const QString& why)
{
    if (row < 0 || row >= int(m_rows.size()) || m_rows[std::size_t(row)].state != State::Waiting)
        return false;
    Row& to = m_rows[std::size_t(row)];
    to.state = State::NotRun;
    to.error = why;
    to.openable = false;
    rowChanged(row);
    return true;
}

void SweepRowsModel::setOpenable(int row, bool openable)
{
    if (row < 0 || row >= int(m_rows.size()))
        return;
    m_rows[std::size_t(row)].openable = openable;
    rowChanged(row);
}

void SweepRowsModel::setVerdictToolTip(int row, const QString& text)
{
    if (row < 0 || row >= int(m_rows.size()))
        return;
    m_rows[std::size_t(row)].verdictTip = text;
    rowChanged(row);
}

int SweepRowsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SweepRowsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SweepRowsModel::text(const Row& row, int column) const
{
    if (column == Params)
        return row.params;
    switch (row.state) {
    case State::Waiting:
        return column == Verdict ? tr("waiting") : QString();
    case State::Error:
        return column == Verdict ? tr("error") : column == Findings ? row.error : QString();
    case State::NotRun:
        return column == Verdict ? tr("not run") : QString();
    case State::Done:
        break;
    }
    return row.cells.value(column - Verdict);
}

QString SweepRowsModel::toolTip(const Row& row, int column) const
{
    if (column == Verdict && !row.verdictTip.isEmpty())
        return row.verdictTip;
    if (row.state == State::Error || row.state == State::NotRun)
        return column == Verdict || column == Findings ? row.error : QString();
    if (row.state != State::Done)
        return {};
    switch (column) {
    case Verdict:
        return row.stoppedTip;
    case Mismatches:
        return row.mismatchTip;
    case MaxAbs:
    case MaxUlp:
        return row.maxTip;
    case Tolerance:
        return row.toleranceTip;
    }
    return {};
}

QVariant SweepRowsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return text(row, index.column());
    case Qt::ToolTipRole:
        if (const QString tip = toolTip(row, index.column()); !tip.isEmpty())
            return tip;
        return {};
    case Qt::BackgroundRole:
        if (row.background.isValid() && (row.state == State::Done || index.column() == Params))
            return row.background;
        return {};
    case Qt::ForegroundRole:
        if (row.state == State::NotRun)
            return QColor(110, 110, 110);
        if (row.state == State::Done && row.nonFinite && index.column() == NonFinite)
            return QColor(160, 0, 0);
        return {};
    case OpenableRole:
        return row.openable;
    }
    return {};
}

QVariant SweepRowsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    const QString titles[ColumnCount] = {tr("Params"), tr("Verdict"), tr("Mismatches (worst seed)"),
        tr("NaN / Inf / unwritten"), tr("Max abs"), tr("Max ULP"), tr("Tolerance"), tr("Findings")};
    return titles[section];
}

} // namespace warpscope::widgets
