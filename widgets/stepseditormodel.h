#pragma once

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace warpscope::widgets {

/// The pipeline steps editor's cells as an editable table model, one row per [[step]]: name, entry,
/// grid, block, dynamic shared memory, arguments and repeat loops, as text. The editor turns rows into
/// steps and back; the model only keeps the text and says when a cell changed (dataChanged). The row
/// header is the step number.
class StepsEditorModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Entry, Grid, Block, Shared, Args, Repeat, ColumnCount };

    explicit StepsEditorModel(QObject* parent = nullptr);

    /// Every row's cells (ColumnCount texts each).
    void setRows(const std::vector<QStringList>& rows);
    /// A cell's text, trimmed; empty outside the model.
    QString cell(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<QStringList> m_rows;
};

} // namespace warpscope::widgets
