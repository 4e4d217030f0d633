#pragma once

#include "core/pipeline/runresult.h"

#include <QTableWidget>

namespace warpscope::widgets {

/// The steps of a pipeline run: one row per seed and step (the kernel's, then a reference pipeline's)
/// with its launches, time and warp instructions, so a slow or failing stage is found by its name.
class StepTable : public QTableWidget {
    Q_OBJECT
public:
    enum Column { Seed, Step, Launches, Time, WarpInstructions, ColumnCount };

    explicit StepTable(QWidget* parent = nullptr);

    /// Fills the rows from the run's seeds; a run without steps leaves the table empty.
    void setRun(const core::RunResult& run);
};

} // namespace warpscope::widgets
