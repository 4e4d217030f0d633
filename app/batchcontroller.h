#pragma once

// Slurm batch mode in the GUI (issue 18): Run ▸ Submit as Slurm batch job sends the open task with
// the toolbar's seeds and params to the Slurm target chosen in the Backend chooser (sbatch on its
// login node) and keeps the job id, the target and what was submitted in the review
// (batch-jobs.json beside runs/), so Run ▸ Fetch batch results finds it again after a restart: it
// reads the job's state (squeue, then sacct) into the status bar and, once the job COMPLETED,
// brings its result bundle back into runs/ and shows it. A job killed at its time limit, cancelled
// or failed is reported with what to do, and the results on screen stay. Every Slurm and ssh
// command runs on a thread of its own (core/remote/slurmbatch.h).

#include "core/remote/slurmbatch.h"

#include <QObject>
#include <QString>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace warpscope::session {
class TaskDocument;
}

namespace warpscope::app {

class RunController;

class BatchController : public QObject {
    Q_OBJECT
public:
    BatchController(QMainWindow* window, RunController* runs, session::TaskDocument* task);

    void fillMenu(QMenu* menu);
    QAction* submitAction() const { return m_submit; }
    QAction* fetchAction() const { return m_fetch; }
    /// The folder whose batch-jobs.json keeps the records: the open review's, else the cache's.
    QString recordFolder() const;
    /// The status bar's text about the last job ("Slurm batch job 42: RUNNING on gpu7, 9:31 left").
    QString stateText() const;

public slots:
    void submit();
    void fetch();

signals:
    void failed(const QString& title, const QString& details);
    void message(const QString& text);
    /// A submission or a fetch ended (its state is in stateText()).
    void jobUpdated(const QString& jobId, const QString& state);

private:
    void setBusy(bool busy);
    void showState(const core::BatchJob& job, const core::SlurmJobState& state);
    void fetched(
        core::BatchJob job, const core::Target& target, core::Result<core::BatchFetch> result, const QString& bundle);

    QMainWindow* m_window;
    RunController* m_runs;
    session::TaskDocument* m_task;
    QAction* m_submit;
    QAction* m_fetch;
    QLabel* m_label;
};

} // namespace warpscope::app
