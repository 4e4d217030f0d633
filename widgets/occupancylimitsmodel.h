#pragma once

#include "core/perf/occupancy.h"

#include <QAbstractTableModel>

#include <vector>

namespace warpscope::widgets {

/// The blocks per SM each resource allows, as a table model: one row per limit (warps, blocks,
/// registers, shared memory, barriers where the architecture has that limit), the limiting one bold and red.
class OccupancyLimitsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { LimitColumn, BlocksColumn, ColumnCount };

    explicit OccupancyLimitsModel(QObject* parent = nullptr);

    void setOccupancy(const core::OccupancyResult& occupancy);
    void clear();

    /// A limiter's name as the table and the summary write it ("registers per thread"), translated.
    static QString limiterName(core::OccupancyLimiter limiter);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        core::OccupancyLimiter limit;
        int blocks;
        bool limiting;
    };
    std::vector<Row> m_rows;
};

} // namespace warpscope::widgets
