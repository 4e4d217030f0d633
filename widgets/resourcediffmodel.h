#pragma once

#include "core/compile/compilediff.h"

#include <QAbstractTableModel>

#include <vector>

namespace warpscope::widgets {

/// A/B compare's resources as a table model: seven rows per kernel (registers, static shared,
/// local/stack, spill stores and loads, constant, barriers) with side A's value, side B's and B − A,
/// more in red and less in green (Qt::ForegroundRole).
class ResourceDiffModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { KernelColumn, MetricColumn, AColumn, BColumn, DeltaColumn, ColumnCount };

    explicit ResourceDiffModel(QObject* parent = nullptr);

    void setDeltas(const std::vector<core::ResourceDelta>& deltas);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static constexpr int kMetrics = 7;
    static QString metricName(int metric);
    static int value(const core::KernelResources& r, int metric);

    std::vector<core::ResourceDelta> m_deltas;
};

} // namespace warpscope::widgets
