#pragma once

// The review's Slurm batch jobs as a table (issue 18): job id, target, what was submitted, when, and
// the last state read (squeue or sacct). Kept in step with the review's batch-jobs.json by
// BatchController, which polls the states of the jobs that have not ended.

#include "core/remote/slurmbatch.h"

#include <QAbstractTableModel>

#include <vector>

namespace warpscope::session {

class BatchJobsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { JobColumn, TargetColumn, WhatColumn, SubmittedColumn, StateColumn, ColumnCount };

    explicit BatchJobsModel(QObject* parent = nullptr);

    /// The records, newest first in the table.
    void setJobs(std::vector<core::BatchJob> jobs);
    const std::vector<core::BatchJob>& jobs() const { return m_jobs; }
    /// The record of this row (rows are newest first); null for a bad row.
    const core::BatchJob* jobAt(int row) const;
    /// The state column's text of one job, as squeue said it (with the reason, node and time left).
    void setStateText(const QString& jobId, const QString& text);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<core::BatchJob> m_jobs; ///< oldest first, as in the file
    std::vector<QString> m_stateTexts; ///< beside m_jobs; empty: the record's state
};

} // namespace warpscope::session
