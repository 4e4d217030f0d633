#pragma once

#include "core/pipeline/runresult.h"

#include <QAbstractTableModel>

#include <vector>

namespace warpscope::widgets {

/// A pipeline run's steps as a table model: one row per seed and step (the kernel's, then a reference
/// pipeline's) with its launches, time and warp instructions.
class StepTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Seed, Step, Launches, Time, WarpInstructions, ColumnCount };

    explicit StepTableModel(QObject* parent = nullptr);

    /// The rows from the run's seeds; a run without steps leaves the model empty.
    void setRun(const core::RunResult& run);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        std::uint64_t seed;
        core::StepRun step;
    };
    std::vector<Row> m_rows;
};

} // namespace warpscope::widgets
