// The steps editor's cells as an editable model.
#include "widgets/stepseditormodel.h"

namespace warpscope::widgets {

StepsEditorModel::StepsEditorModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void StepsEditorModel::setRows(const std::vector<QStringList>& rows)
{
    beginResetModel();
    m_rows = rows;
    for (QStringList& row : m_rows)
        while (row.size() < ColumnCount)
            row << QString();
    endResetModel();
}

QString StepsEditorModel::cell(int row, int column) const
{
    if (row < 0 || row >= int(m_rows.size()) || column < 0 || column >= ColumnCount)
        return {};
    return m_rows[std::size_t(row)][column].trimmed();
}

int StepsEditorModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StepsEditorModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StepsEditorModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return m_rows[std::size_t(index.row())][index.column()];
    return {};
}

bool StepsEditorModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::EditRole)
        return false;
    QString& text = m_rows[std::size_t(index.row())][index.column()];
    if (text == value.toString())
        return true; // as a table item: an unchanged text is no edit
    text = value.toString();
    emit dataChanged(index, index, {Qt::DisplayRole, Qt::EditRole});
    return true;
}

Qt::ItemFlags StepsEditorModel::flags(const QModelIndex& index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEditable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren;
}

QVariant StepsEditorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole && section >= 0 && section < rowCount() ? QVariant(section + 1) : QVariant();
    if (section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::ToolTipRole && section == Repeat)
        return tr("Loops that launch the step several times, outer first, e.g. \"k from 1 to LOG2N + 1; j from k - 1 "
                  "to -1 step -1\". The loop variables can be used in the grid, block and arguments.");
    if (role != Qt::DisplayRole)
        return {};
    const QString titles[ColumnCount]
        = {tr("Name"), tr("Entry"), tr("Grid"), tr("Block"), tr("Shared"), tr("Arguments"), tr("Repeat")};
    return titles[section];
}

} // namespace warpscope::widgets
