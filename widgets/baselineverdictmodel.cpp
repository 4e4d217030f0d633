// The verdicts of a run beside those of a pinned baseline, figure by figure, as a model.
#include "widgets/baselineverdictmodel.h"

#include <QColor>
#include <QLocale>

#include <cmath>

namespace warpscope::widgets {

namespace {

const QColor kWorse(0xb0, 0x20, 0x20);
const QColor kBetter(0x20, 0x80, 0x30);

QString number(double v, int figure)
{
    if (std::isinf(v))
        return QStringLiteral("inf");
    if (figure == BaselineVerdictModel::MaxAbsRow || figure == BaselineVerdictModel::MaxRelRow)
        return QString::number(v, 'g', 3);
    return QLocale().toString(v, 'f', 0);
}

const core::FigureDelta& figureDelta(const core::OutputDelta& d, int figure)
{
    switch (figure) {
    case BaselineVerdictModel::MismatchRow:
        return d.mismatches;
    case BaselineVerdictModel::NonFiniteRow:
        return d.nonFinite;
    case BaselineVerdictModel::MaxAbsRow:
        return d.maxAbs;
    case BaselineVerdictModel::MaxRelRow:
        return d.maxRel;
    }
    return d.maxUlp;
}

} // namespace

BaselineVerdictModel::BaselineVerdictModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void BaselineVerdictModel::setDeltas(const std::vector<core::OutputDelta>& deltas)
{
    beginResetModel();
    m_deltas = deltas;
    endResetModel();
}

void BaselineVerdictModel::clear()
{
    setDeltas({});
}

QString BaselineVerdictModel::figureName(int figure)
{
    switch (figure) {
    case VerdictRow:
        return tr("Verdict");
    case MismatchRow:
        return tr("Mismatches (worst seed)");
    case NonFiniteRow:
        return tr("NaN / Inf / unwritten");
    case MaxAbsRow:
        return tr("Max abs error");
    case MaxRelRow:
        return tr("Max rel error");
    case MaxUlpRow:
        return tr("Max ULP");
    }
    return QString();
}

int BaselineVerdictModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_deltas.size()) * FigureRowCount;
}

int BaselineVerdictModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString BaselineVerdictModel::text(const core::OutputDelta& d, int figure, int column) const
{
    if (column == Output)
        return figure == VerdictRow ? QString::fromStdString(d.name) : QString();
    if (column == Figure)
        return figureName(figure);
    if (figure == VerdictRow) {
        auto verdict = [](bool in, bool passed) { return !in ? tr("absent") : passed ? tr("pass") : tr("FAIL"); };
        if (column == Baseline)
            return verdict(d.inBaseline, d.baselinePassed);
        if (column == Current)
            return verdict(d.inCurrent, d.currentPassed);
        if (d.inBaseline && d.inCurrent && d.baselinePassed != d.currentPassed)
            return d.currentPassed ? tr("now passes") : tr("now fails");
        return QString();
    }
    const core::FigureDelta& fd = figureDelta(d, figure);
    if (column == Baseline)
        return fd.hasBaseline ? number(fd.baseline, figure) : tr("—");
    if (column == Current)
        return fd.hasCurrent ? number(fd.current, figure) : tr("—");
    QString change;
    if (fd.comparable()) {
        const double c = fd.change();
        change = c == 0.0   ? tr("same")
            : std::isnan(c) ? tr("—")
                            : (c > 0 ? QStringLiteral("+") : QStringLiteral("−")) + number(std::abs(c), figure);
        if (fd.ratio() > 0.0 && c != 0.0 && std::isfinite(fd.ratio()))
            change += QStringLiteral(" (×%1)").arg(QLocale().toString(fd.ratio(), 'g', 3));
    }
    return change;
}

QVariant BaselineVerdictModel::foreground(const core::OutputDelta& d, int figure, int column) const
{
    if (column != Change)
        return {};
    if (figure == VerdictRow) {
        if (d.inBaseline && d.inCurrent && d.baselinePassed != d.currentPassed)
            return d.currentPassed ? kBetter : kWorse;
        return {};
    }
    const core::FigureDelta& fd = figureDelta(d, figure);
    if (fd.comparable() && fd.change() != 0.0)
        return fd.change() > 0.0 ? kWorse : kBetter; // every figure here is an error: more is worse
    return {};
}

QVariant BaselineVerdictModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const core::OutputDelta& d = m_deltas[std::size_t(index.row() / FigureRowCount)];
    const int figure = index.row() % FigureRowCount;
    switch (role) {
    case Qt::DisplayRole:
        return text(d, figure, index.column());
    case Qt::ForegroundRole:
        return foreground(d, figure, index.column());
    case Qt::TextAlignmentRole:
        return index.column() == Output || index.column() == Figure ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                                    : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant BaselineVerdictModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    const QString titles[ColumnCount] = {tr("Output"), tr("Figure"), tr("Baseline"), tr("Now"), tr("Change")};
    return titles[section];
}

} // namespace warpscope::widgets
