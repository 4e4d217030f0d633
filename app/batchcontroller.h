#pragma once

// Slurm batch mode in the GUI (issue 18): Run ▸ Submit as Slurm batch job sends the open task with
// the toolbar's seeds and params to the Slurm target chosen in the Backend chooser (sbatch on its
// login node) and keeps the job id, the target and what was submitted in the review
// (batch-jobs.json beside runs/), so Run ▸ Fetch batch results finds it again after a restart: it
// reads the job's state (squeue, then sacct) into the status bar and, once the job COMPLETED,
// brings its result bundle back into runs/ and shows it. A job killed at its time limit, cancelled
// or failed is reported with what to do, and the results on screen stay. Every Slurm and ssh
// command runs on a thread of its own (core/remote/slurmbatch.h).
// Run ▸ Slurm batch jobs… lists every job of the review (batchjobs.cpp): their states are read with
// squeue (else sacct) every minute while one has not ended, on a thread; any of them can be fetched or
// cancelled (scancel) there. Run ▸ Submit sweep as Slurm batch job sends the task's [sweep] as one job.
// Run ▸ Submit benchmark as Slurm batch job (also offered by Benchmark on GPU on a Slurm target) sends
// `bench --metrics --json`; its fetch shows the document (or bench's refusal) in the Benchmark dock.
// The poll interval is a setting (Settings ▸ Run targets, AppSettings::batchPollSeconds).

#include "core/remote/slurmbatch.h"
#include "widgets/batchjobsdialog.h"

#include <optional>
#include <vector>

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace warpscope::session {
class BatchJobsModel;
class TaskDocument;
} // namespace warpscope::session

namespace warpscope::app {

class RunController;

class BatchController : public QObject {
    Q_OBJECT
public:
    BatchController(QMainWindow* window, RunController* runs, session::TaskDocument* task);

    void fillMenu(QMenu* menu);
    QAction* submitAction() const { return m_submit; }
    QAction* fetchAction() const { return m_fetch; }
    QAction* submitSweepAction() const { return m_submitSweep; }
    QAction* submitBenchAction() const { return m_submitBench; }
    QAction* jobsAction() const { return m_jobsAction; }
    session::BatchJobsModel* jobsModel() const { return m_jobs; }
    /// The list's dialog, once opened.
    widgets::BatchJobsDialog* jobsDialog() const { return m_dialog; }
    /// How often the unfinished jobs' states are read (AppSettings::batchPollSeconds, a minute by default).
    void setPollIntervalMs(int ms) { m_poll.setInterval(ms); }
    int pollIntervalMs() const { return m_poll.interval(); }
    /// The interval from the settings again (after Settings › Run targets changed it).
    void applySettings();
    /// The folder whose batch-jobs.json keeps the records: the open review's, else the cache's.
    QString recordFolder() const;
    /// The status bar's text about the last job ("Slurm batch job 42: RUNNING on gpu7, 9:31 left").
    QString stateText() const;

public slots:
    void submit();
    /// The task's [sweep] rows as one batch job (`run --sweep`).
    void submitSweep();
    /// `bench --metrics --json` of the task as one batch job; its fetch fills the Benchmark dock.
    void submitBench();
    /// Fetches the review's last job.
    void fetch();
    /// Fetches this job of the review's list.
    void fetchJob(const QString& jobId);
    /// Cancels this job on the cluster (scancel on the login node).
    void cancelJob(const QString& jobId);
    /// Reads the records again and the states of the jobs that have not ended (one poll at a time).
    void refreshStates();
    void showJobs();

signals:
    void failed(const QString& title, const QString& details);
    void message(const QString& text);
    /// A submission or a fetch ended (its state is in stateText()).
    void jobUpdated(const QString& jobId, const QString& state);
    /// A benchmark job's output came back: where names it ("cluster (Slurm batch job 42)"); exit codes
    /// 0 and 1 carry bench's document, others its refusal in why.
    void benchFetched(const QString& where, int exitCode, const QByteArray& document, const QString& why);

private:
    /// command: "run" (the toolbar's seeds and params go with it) or "bench".
    void submitWith(const std::string& command, std::vector<std::string> extraArgs);
    /// A finished benchmark job: its document kept beside the runs and shown (benchFetched).
    void fetchedBench(core::BatchJob job, const core::BatchFetch& result, const QString& bundle);
    /// The record of the job in the review's file; null (and failed) when it is not there.
    std::optional<core::BatchJob> record(const QString& jobId);
    std::optional<core::Target> targetOf(const core::BatchJob& job);
    /// The records into the list; the status bar follows the newest job.
    void reloadJobs();
    void setBusy(bool busy);
    void showState(const core::BatchJob& job, const core::SlurmJobState& state);
    void fetched(
        core::BatchJob job, const core::Target& target, core::Result<core::BatchFetch> result, const QString& bundle);

    QMainWindow* m_window;
    RunController* m_runs;
    session::TaskDocument* m_task;
    QAction* m_submit;
    QAction* m_fetch;
    QAction* m_submitSweep;
    QAction* m_submitBench;
    QAction* m_jobsAction;
    QLabel* m_label;
    session::BatchJobsModel* m_jobs;
    QPointer<widgets::BatchJobsDialog> m_dialog;
    QTimer m_poll;
    bool m_polling = false; ///< a poll's thread is out
};

} // namespace warpscope::app
