#pragma once

#include "core/exec/deviceoutput.h"

#include <QAbstractTableModel>

#include <vector>

namespace warpscope::widgets {

/// What a kernel printed as a table model, one row per line in the order the run delivered them:
/// block, thread, source line and text (monospaced). LineRole gives a row's 1-based source line, 0 when
/// unknown.
class DeviceOutputModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { BlockColumn, ThreadColumn, LineColumn, TextColumn, ColumnCount };
    enum Role { LineRole = Qt::UserRole + 1 };

    explicit DeviceOutputModel(QObject* parent = nullptr);

    void setLines(const std::vector<core::PrintfLine>& lines);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<core::PrintfLine> m_lines;
};

} // namespace warpscope::widgets
