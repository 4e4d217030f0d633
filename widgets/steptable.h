#pragma once

#include "core/pipeline/runresult.h"

#include <QTableView>

namespace warpscope::widgets {

class StepTableModel;

/// The steps of a pipeline run: one row per seed and step (the kernel's, then a reference pipeline's)
/// with its launches, time and warp instructions, so a slow or failing stage is found by its name.
class StepTable : public QTableView {
    Q_OBJECT
public:
    explicit StepTable(QWidget* parent = nullptr);

    /// Fills the rows from the run's seeds; a run without steps leaves the table empty.
    void setRun(const core::RunResult& run);
    void clear();
    int rowCount() const;
    StepTableModel* stepModel() const { return m_model; }

private:
    StepTableModel* m_model = nullptr;
};

} // namespace warpscope::widgets
