// The review's Slurm batch jobs in the GUI (issue 18): the list (Run › Slurm batch jobs…), the states
// of the jobs that have not ended read every minute on a thread (squeue -t all, else sacct, on the
// login node), and scancel of a job. Fetching any job of the list is BatchController::fetchJob.
#include "app/batchcontroller.h"

#include "app/runcontroller.h"
#include "app/session/batchjobsmodel.h"
#include "app/session/deliver.h"
#include "app/session/targetsmodel.h"
#include "app/targetcontroller.h"
#include "widgets/batchjobsdialog.h"

#include <QMainWindow>
#include <QPointer>

#include <thread>

namespace warpscope::app {

namespace {

/// What the list says about a state read now: Slurm's reason while PENDING, node and time left while RUNNING.
QString listStateText(const core::SlurmJobState& s)
{
    if (s.state == "PENDING" && !s.reason.empty() && s.reason != "None")
        return BatchController::tr("PENDING (%1)").arg(QString::fromStdString(s.reason));
    if (s.state == "RUNNING")
        return BatchController::tr("RUNNING on %1, %2 left")
            .arg(QString::fromStdString(s.nodes), QString::fromStdString(s.timeLeft));
    return QString::fromStdString(s.state);
}

/// Whether the job's state may still change: not fetched and not in a final state.
bool watched(const core::BatchJob& job)
{
    return job.fetchedTo.empty() && !core::batchStateIsFinal(job.state) && job.state != "GONE";
}

} // namespace

std::optional<core::BatchJob> BatchController::record(const QString& jobId)
{
    auto job = core::findBatchJob(core::batchJobsFile(recordFolder().toStdString()), jobId.toStdString());
    if (!job) {
        emit failed(tr("No such batch job"), QString::fromStdString(job.error().describe()));
        return std::nullopt;
    }
    return *job;
}

std::optional<core::Target> BatchController::targetOf(const core::BatchJob& job)
{
    m_runs->targets()->model()->reload();
    const core::Target* target = m_runs->targets()->model()->find(QString::fromStdString(job.target));
    auto resolved = target ? core::Result<core::Target>(*target) : core::resolveTarget(job.target);
    if (!resolved) {
        emit failed(tr("The batch job's target is gone"), QString::fromStdString(resolved.error().describe()));
        return std::nullopt;
    }
    return *resolved;
}

void BatchController::reloadJobs()
{
    auto jobs = core::readBatchJobs(core::batchJobsFile(recordFolder().toStdString()));
    if (!jobs) {
        if (m_dialog)
            m_dialog->setMessage(QString::fromStdString(jobs.error().describe()));
        return;
    }
    const bool anyWatched = std::any_of(jobs->begin(), jobs->end(), watched);
    m_jobs->setJobs(std::move(*jobs));
    if (anyWatched && !m_poll.isActive())
        m_poll.start();
    else if (!anyWatched)
        m_poll.stop(); // nothing left to watch: no squeue every minute
}

void BatchController::showJobs()
{
    if (!m_dialog) {
        m_dialog = new widgets::BatchJobsDialog(m_jobs, m_window);
        connect(m_dialog, &widgets::BatchJobsDialog::fetchRequested, this, &BatchController::fetchJob);
        connect(m_dialog, &widgets::BatchJobsDialog::cancelRequested, this, &BatchController::cancelJob);
        connect(m_dialog, &widgets::BatchJobsDialog::refreshRequested, this, &BatchController::refreshStates);
    }
    reloadJobs();
    if (m_jobs->rowCount() == 0)
        m_dialog->setMessage(
            tr("This review has no Slurm batch job; submit one with Run › Submit as Slurm batch job."));
    else if (m_dialog->selectedJob().isEmpty())
        m_dialog->table()->selectRow(0);
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    refreshStates();
}

void BatchController::refreshStates()
{
    reloadJobs();
    if (m_polling)
        return; // the previous poll is still out (a slow login node): no second one
    std::vector<std::pair<core::BatchJob, core::Target>> jobs;
    for (const core::BatchJob& job : m_jobs->jobs())
        if (watched(job)) {
            m_runs->targets()->model()->reload();
            const core::Target* t = m_runs->targets()->model()->find(QString::fromStdString(job.target));
            auto resolved = t ? core::Result<core::Target>(*t) : core::resolveTarget(job.target);
            if (resolved)
                jobs.emplace_back(job, *resolved);
            else
                m_jobs->setStateText(QString::fromStdString(job.jobId),
                    tr("target gone: %1").arg(QString::fromStdString(resolved.error().message)));
        }
    if (jobs.empty())
        return;
    m_polling = true;
    const std::filesystem::path records = core::batchJobsFile(recordFolder().toStdString());
    QPointer<BatchController> self(this);
    std::thread([self, jobs = std::move(jobs), records] {
        std::vector<std::pair<core::BatchJob, core::Result<core::SlurmJobState>>> states;
        for (const auto& [job, target] : jobs)
            states.emplace_back(job, core::slurmBatchState(target, job.jobId));
        session::deliver(self, [states = std::move(states), records](BatchController* c) {
            c->m_polling = false;
            for (const auto& [job, state] : states) {
                const QString id = QString::fromStdString(job.jobId);
                if (!state) {
                    c->m_jobs->setStateText(id, tr("not read: %1").arg(QString::fromStdString(state.error().message)));
                    continue;
                }
                // a fetch or a cancel may have ended the job while squeue was asked: the record wins
                auto current = core::findBatchJob(records, job.jobId);
                if (!current || !watched(*current))
                    continue;
                core::BatchJob updated = *current;
                // empty: neither squeue nor sacct knows it any more; a fetch says what became of it
                updated.state = state->state.empty() ? std::string("GONE") : state->state;
                if (updated.state != current->state)
                    (void)core::saveBatchJob(records, updated);
                c->reloadJobs();
                c->m_jobs->setStateText(id, state->state.empty() ? tr("unknown to Slurm now") : listStateText(*state));
                if (!c->m_jobs->jobs().empty() && c->m_jobs->jobs().back().jobId == job.jobId)
                    c->showState(updated, *state);
                emit c->jobUpdated(id, QString::fromStdString(updated.state));
            }
        });
    }).detach();
}

void BatchController::cancelJob(const QString& jobId)
{
    const auto job = record(jobId);
    if (!job)
        return;
    const auto target = targetOf(*job);
    if (!target)
        return;
    setBusy(true);
    if (m_dialog)
        m_dialog->setMessage(tr("Cancelling Slurm batch job %1 (scancel)…").arg(jobId));
    QPointer<BatchController> self(this);
    std::thread([self, job = *job, target = *target] {
        const core::Status st = core::slurmRelease(core::loginNode(target), job.jobId);
        session::deliver(self, [job, st](BatchController* c) {
            c->setBusy(false);
            const QString id = QString::fromStdString(job.jobId);
            if (!st) {
                const QString why = QString::fromStdString(st.error().describe());
                if (c->m_dialog)
                    c->m_dialog->setMessage(why);
                emit c->failed(tr("The batch job was not cancelled"), why);
                return;
            }
            core::BatchJob cancelled = job;
            cancelled.state = "CANCELLED";
            (void)core::saveBatchJob(core::batchJobsFile(c->recordFolder().toStdString()), cancelled);
            c->reloadJobs();
            c->showState(cancelled, {"CANCELLED", "", "", ""});
            const QString text = tr("Slurm batch job %1 was cancelled (scancel); its results will not come").arg(id);
            if (c->m_dialog)
                c->m_dialog->setMessage(text);
            emit c->message(text);
            emit c->jobUpdated(id, QStringLiteral("CANCELLED"));
        });
    }).detach();
}

} // namespace warpscope::app
