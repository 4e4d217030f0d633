#include "app/batchcontroller.h"

#include "app/runcontroller.h"
#include "app/session/deliver.h"
#include "app/session/targetsmodel.h"
#include "app/session/taskdocument.h"
#include "app/targetcontroller.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>
#include <QSpinBox>
#include <QStatusBar>

#include <filesystem>
#include <thread>

namespace warpscope::app {

BatchController::BatchController(QMainWindow* window, RunController* runs, session::TaskDocument* task)
    : QObject(window)
    , m_window(window)
    , m_runs(runs)
    , m_task(task)
{
    m_submit = new QAction(tr("Submit as Slurm &batch job"), this);
    m_submit->setObjectName(QStringLiteral("batchSubmitAction"));
    m_submit->setToolTip(tr("Send the task to the Slurm target chosen in Backend with sbatch and return at once; "
                            "the job id is kept in the review"));
    connect(m_submit, &QAction::triggered, this, &BatchController::submit);
    m_fetch = new QAction(tr("&Fetch batch results"), this);
    m_fetch->setObjectName(QStringLiteral("batchFetchAction"));
    m_fetch->setToolTip(tr("Read the state of the review's last batch job and, once it completed, show its results"));
    connect(m_fetch, &QAction::triggered, this, &BatchController::fetch);
    m_label = new QLabel(window);
    m_label->setObjectName(QStringLiteral("batchState"));
    m_label->hide();
    window->statusBar()->addPermanentWidget(m_label);
}

void BatchController::fillMenu(QMenu* menu)
{
    menu->addSeparator();
    menu->addAction(m_submit);
    menu->addAction(m_fetch);
}

QString BatchController::recordFolder() const
{
    return QFileInfo(m_runs->nextBundleFolder()).dir().absolutePath().section(QLatin1Char('/'), 0, -2);
}

QString BatchController::stateText() const
{
    return m_label->text();
}

void BatchController::setBusy(bool busy)
{
    m_submit->setEnabled(!busy);
    m_fetch->setEnabled(!busy);
}

void BatchController::showState(const core::BatchJob& job, const core::SlurmJobState& s)
{
    QString text
        = tr("Slurm batch job %1: %2")
              .arg(QString::fromStdString(job.jobId), QString::fromStdString(s.state.empty() ? job.state : s.state));
    if (s.state == "PENDING" && !s.reason.empty())
        text = tr("Slurm batch job %1: PENDING (%2)")
                   .arg(QString::fromStdString(job.jobId), QString::fromStdString(s.reason));
    else if (s.state == "RUNNING")
        text = tr("Slurm batch job %1: RUNNING on %2, %3 left")
                   .arg(QString::fromStdString(job.jobId), QString::fromStdString(s.nodes),
                       QString::fromStdString(s.timeLeft));
    m_label->setText(text);
    m_label->setToolTip(tr("%1 of %2 on %3, submitted %4")
                            .arg(QString::fromStdString(job.command), QString::fromStdString(job.task),
                                QString::fromStdString(job.target), QString::fromStdString(job.submittedAt)));
    m_label->show();
}

void BatchController::submit()
{
    const QString choice = m_window->findChild<QComboBox*>(QStringLiteral("runBackend"))->currentData().toString();
    const QString name = TargetController::targetName(choice);
    m_runs->targets()->model()->reload();
    const core::Target* target = name.isEmpty() ? nullptr : m_runs->targets()->model()->find(name);
    if (!m_task->isOpen() || !target || target->kind != core::TargetKind::Slurm) {
        emit failed(tr("Nothing was submitted"),
            tr("A batch job goes to a Slurm cluster: open a task and choose a Slurm target in the Backend chooser "
               "(add one in Settings › Run targets)."));
        return;
    }
    RunParams::Values params;
    QString why;
    if (!m_runs->paramOverrides(&params, &why)) {
        emit failed(tr("Nothing was submitted"), why);
        return;
    }
    std::vector<std::string> args;
    if (const int seeds = m_window->findChild<QSpinBox*>(QStringLiteral("runSeeds"))->value(); seeds > 0)
        args.insert(args.end(), {"--seeds", std::to_string(seeds)});
    for (auto it = params.begin(); it != params.end(); ++it)
        args.insert(args.end(), {"--param", it.key().toStdString() + "=" + std::to_string(it.value())});
    const core::Task task = m_task->task();
    const std::filesystem::path records = core::batchJobsFile(recordFolder().toStdString());
    setBusy(true);
    emit message(tr("Submitting %1 to %2 with sbatch…").arg(QString::fromStdString(task.name), name));
    QPointer<BatchController> self(this);
    std::thread([self, task, args, records, target = *target, name = name.toStdString()] {
        core::Result<core::BatchJob> job = core::makeError(core::ErrorCode::Internal, "not submitted");
        auto files = core::collectTaskFiles(task);
        if (!files) {
            job = files.error();
        } else {
            core::BatchSubmission what;
            what.files = std::move(*files);
            what.taskFile = std::filesystem::relative(task.file, task.dir).generic_string();
            what.args = args;
            what.taskName = task.name;
            job = core::submitBatchJob(target, name, what);
            if (job)
                if (auto st = core::saveBatchJob(records, *job); !st)
                    job = st.error();
        }
        session::deliver(self, [job](BatchController* c) {
            c->setBusy(false);
            if (!job) {
                emit c->failed(tr("The batch job was not submitted"), QString::fromStdString(job.error().describe()));
                return;
            }
            c->showState(*job, {});
            emit c->message(tr("Submitted Slurm batch job %1; Run › Fetch batch results brings its results back, "
                               "also after a restart")
                                .arg(QString::fromStdString(job->jobId)));
            emit c->jobUpdated(QString::fromStdString(job->jobId), QStringLiteral("SUBMITTED"));
        });
    }).detach();
}

void BatchController::fetch()
{
    const std::filesystem::path records = core::batchJobsFile(recordFolder().toStdString());
    auto jobs = core::readBatchJobs(records);
    if (!jobs || jobs->empty()) {
        emit failed(tr("No batch job to fetch"),
            jobs ? tr("This review has no Slurm batch job; submit one with Run › Submit as Slurm batch job.")
                 : QString::fromStdString(jobs.error().describe()));
        return;
    }
    const core::BatchJob job = jobs->back();
    m_runs->targets()->model()->reload();
    const core::Target* target = m_runs->targets()->model()->find(QString::fromStdString(job.target));
    auto resolved = target ? core::Result<core::Target>(*target) : core::resolveTarget(job.target);
    if (!resolved) {
        emit failed(tr("The batch job's target is gone"), QString::fromStdString(resolved.error().describe()));
        return;
    }
    setBusy(true);
    const QString bundle = m_runs->nextBundleFolder();
    QPointer<BatchController> self(this);
    std::thread([self, job, target = *resolved, bundle] {
        auto result = core::fetchBatchJob(target, job);
        session::deliver(self, [job, target, result = std::move(result), bundle](BatchController* c) {
            c->fetched(job, target, result, bundle);
        });
    }).detach();
}

void BatchController::fetched(
    core::BatchJob job, const core::Target& target, core::Result<core::BatchFetch> result, const QString& bundle)
{
    setBusy(false);
    const std::filesystem::path records = core::batchJobsFile(recordFolder().toStdString());
    if (!result) {
        emit failed(tr("The batch job's state could not be read"), QString::fromStdString(result.error().describe()));
        return;
    }
    if (!result->state.state.empty())
        job.state = result->state.state;
    if (result->endedWithoutResults()) {
        (void)core::saveBatchJob(records, job);
        showState(job, result->state);
        emit failed(tr("The batch job ended without results"),
            QString::fromStdString(core::batchEndedError(target, job, result->state.state, result->slurmOut).message));
        emit jobUpdated(QString::fromStdString(job.jobId), QString::fromStdString(job.state));
        return;
    }
    if (!result->finished || result->files.empty()) {
        (void)core::saveBatchJob(records, job);
        showState(job, result->state);
        emit message(result->finished ? tr("The batch job finished without a result bundle: %1")
                                            .arg(QString::fromStdString(result->err).trimmed())
                                      : tr("Not finished yet; fetch again later."));
        emit jobUpdated(QString::fromStdString(job.jobId), QString::fromStdString(job.state));
        return;
    }
    std::error_code ec;
    std::filesystem::create_directories(bundle.toStdString(), ec);
    if (auto st = core::writeShippedFiles(result->files, bundle.toStdString()); !st) {
        emit failed(tr("The batch job's results could not be written"), QString::fromStdString(st.error().describe()));
        return;
    }
    job.state = "COMPLETED";
    job.fetchedTo = bundle.toStdString();
    (void)core::saveBatchJob(records, job);
    showState(job, {"COMPLETED", "", "", ""});
    m_runs->openBundle(bundle);
    emit message(tr("Fetched the results of Slurm batch job %1").arg(QString::fromStdString(job.jobId)));
    emit jobUpdated(QString::fromStdString(job.jobId), QStringLiteral("COMPLETED"));
}

} // namespace warpscope::app
