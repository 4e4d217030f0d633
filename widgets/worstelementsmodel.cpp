// The worst-K elements of an output as a model: typed core values in, text and colours out.
#include "widgets/worstelementsmodel.h"

#include "widgets/runtext.h"

#include <QColor>

namespace warpscope::widgets {

WorstElementsModel::WorstElementsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void WorstElementsModel::setStats(const core::OutputStats& stats)
{
    beginResetModel();
    m_worst = stats.worst;
    m_dtype = stats.dtype;
    // Elements are ranked by how close they come to failing; an output that equals the reference
    // rounded to its own type has nothing to rank, which an empty table would not say.
    m_nothingToRank = stats.worst.empty() && stats.elements > 0;
    endResetModel();
}

void WorstElementsModel::clear()
{
    beginResetModel();
    m_worst.clear();
    m_nothingToRank = false;
    endResetModel();
}

qint64 WorstElementsModel::flatIndexAt(int row) const
{
    if (m_nothingToRank || row < 0 || row >= int(m_worst.size()))
        return -1;
    return qint64(m_worst[std::size_t(row)].flatIndex);
}

int WorstElementsModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return m_nothingToRank ? 1 : int(m_worst.size());
}

int WorstElementsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString WorstElementsModel::cellText(int row, int column) const
{
    const core::WorstElement& w = m_worst[std::size_t(row)];
    switch (column) {
    case Rank:
        return QString::number(row + 1);
    case Index:
        return RunText::index(w.index);
    case Value:
        return RunText::value(w.value, m_dtype);
    case Reference:
        return RunText::value(w.reference, m_dtype);
    case AbsError:
        return RunText::value(w.absError, m_dtype);
    case RelError:
        return RunText::number(w.relError);
    case Ulp:
        return QString::number(w.ulp);
    case Excess:
        return RunText::number(w.excess);
    case Category:
        return RunText::category(w.category);
    }
    return QString();
}

QVariant WorstElementsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row(), column = index.column();
    if (m_nothingToRank) {
        if (role == Qt::DisplayRole && column == Rank)
            return tr("Every element equals the reference rounded to the output's type (0 ULP): there is nothing "
                      "to rank.");
        if (role == FlatIndexRole)
            return qint64(-1);
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        return cellText(row, column);
    case FlatIndexRole:
        return flatIndexAt(row);
    case Qt::TextAlignmentRole:
        if (column != Index && column != Category)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case Qt::ForegroundRole:
        if (column == Category && core::isMismatch(m_worst[std::size_t(row)].category))
            return QColor(180, 0, 0);
        return {};
    }
    return {};
}

QVariant WorstElementsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        const QString titles[ColumnCount] = {tr("#"), tr("Index"), tr("Value"), tr("Reference"), tr("Abs error"),
            tr("Rel error"), tr("ULP"), tr("Excess"), tr("Decided by")};
        return titles[section];
    }
    if (role == Qt::ToolTipRole && section == Excess)
        return tr("Error over the allowed error by the more lenient rule; above 1 fails");
    return {};
}

Qt::ItemFlags WorstElementsModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    // the message row is read, never selected as if it were an element
    return m_nothingToRank ? Qt::ItemIsEnabled : Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

} // namespace warpscope::widgets
