#pragma once

// The list of the review's Slurm batch jobs (issue 18): a table of the model it is given (job, target,
// what, submitted, state) with Fetch results, Cancel job and Refresh for the selected row. A dumb view:
// it says which job the user chose; the controller does the work and tells it what to show.

#include <QDialog>

class QAbstractItemModel;
class QLabel;
class QPushButton;
class QTableView;

namespace warpscope::widgets {

class BatchJobsDialog : public QDialog {
    Q_OBJECT
public:
    explicit BatchJobsDialog(QAbstractItemModel* model, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    /// The job id of the selected row; empty when none is selected.
    QString selectedJob() const;
    void selectJob(const QString& jobId);
    /// A line under the table: what is going on, or what went wrong.
    void setMessage(const QString& text);
    QString message() const;
    /// Off while a fetch or cancel is in flight.
    void setActionsEnabled(bool enabled);

signals:
    void fetchRequested(const QString& jobId);
    void cancelRequested(const QString& jobId);
    void refreshRequested();

private:
    void updateButtons();

    QTableView* m_table;
    QLabel* m_message;
    QPushButton* m_fetch;
    QPushButton* m_cancel;
    QPushButton* m_refresh;
    bool m_enabled = true;
    QString m_kept; ///< the selected job while the model is reset
};

} // namespace warpscope::widgets
