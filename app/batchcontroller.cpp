#include "app/batchcontroller.h"

#include "app/runcontroller.h"
#include "app/session/appsettings.h"
#include "app/session/batchjobsmodel.h"
#include "app/session/deliver.h"
#include "app/session/targetsmodel.h"
#include "app/session/taskdocument.h"
#include "app/targetcontroller.h"
#include "core/common/paths.h"

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
    m_submitSweep = new QAction(tr("Submit &sweep as Slurm batch job"), this);
    m_submitSweep->setObjectName(QStringLiteral("batchSweepAction"));
    m_submitSweep->setToolTip(tr("Send every row of the task's [sweep] to the chosen Slurm target as one batch job"));
    connect(m_submitSweep, &QAction::triggered, this, &BatchController::submitSweep);
    m_submitBench = new QAction(tr("Submit &benchmark as Slurm batch job"), this);
    m_submitBench->setObjectName(QStringLiteral("batchBenchAction"));
    m_submitBench->setToolTip(tr("Time the task on a GPU of the chosen Slurm target as a batch job (warpscope-cli "
                                 "bench --metrics); fetch it later into the Benchmark dock"));
    connect(m_submitBench, &QAction::triggered, this, &BatchController::submitBench);
    m_jobsAction = new QAction(tr("Slurm batch &jobs…"), this);
    m_jobsAction->setObjectName(QStringLiteral("batchJobsAction"));
    m_jobsAction->setToolTip(tr("The review's batch jobs with their states: fetch or cancel any of them"));
    connect(m_jobsAction, &QAction::triggered, this, &BatchController::showJobs);
    m_jobs = new session::BatchJobsModel(this);
    applySettings(); // squeue on a login node shared by many users: a minute unless the user chose otherwise
    connect(&m_poll, &QTimer::timeout, this, &BatchController::refreshStates);
    connect(runs->targets(), &TargetController::settingsChanged, this, &BatchController::applySettings);
    m_label = new QLabel(window);
    m_label->setObjectName(QStringLiteral("batchState"));
    m_label->hide();
    window->statusBar()->addPermanentWidget(m_label);
    // jobs submitted before a restart are watched again (after the window is built)
    QTimer::singleShot(0, this, [this] { reloadJobs(); });
}

void BatchController::fillMenu(QMenu* menu)
{
    menu->addSeparator();
    menu->addAction(m_submit);
    menu->addAction(m_submitSweep);
    menu->addAction(m_submitBench);
    menu->addAction(m_fetch);
    menu->addAction(m_jobsAction);
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
    m_submitSweep->setEnabled(!busy);
    m_submitBench->setEnabled(!busy);
    m_fetch->setEnabled(!busy);
    if (m_dialog)
        m_dialog->setActionsEnabled(!busy);
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

void BatchController::applySettings()
{
    m_poll.setInterval(session::AppSettings().batchPollSeconds() * 1000);
}

void BatchController::submit()
{
    submitWith("run", {});
}

void BatchController::submitBench()
{
    submitWith("bench", {"--metrics", "--json"}); // the options of the GUI's Benchmark on GPU on a target
}

void BatchController::submitSweep()
{
    if (m_task->isOpen() && m_task->task().sweep.empty()) {
        emit failed(tr("Nothing was submitted"),
            tr("The task has no [sweep] table; add one to task.toml (e.g. N = [1, 33, 1000]) or use Run › Sweep…."));
        return;
    }
    submitWith("run", {"--sweep"});
}

void BatchController::submitWith(const std::string& command, std::vector<std::string> extraArgs)
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
    std::vector<std::string> args = std::move(extraArgs);
    // a python reference runs on the node with the user's rights there: Run's question, then --trust
    if (m_task->task().reference.kind == core::ReferenceSpec::Kind::Python) {
        if (!m_runs->confirmTrust()) {
            emit message(tr("Not submitted: the task's Python reference is not trusted"));
            return;
        }
        args.push_back("--trust");
    }
    if (command != "run") // a benchmark times one launch of the task's own params
        params.clear();
    else if (const int seeds = m_window->findChild<QSpinBox*>(QStringLiteral("runSeeds"))->value(); seeds > 0)
        args.insert(args.end(), {"--seeds", std::to_string(seeds)});
    const bool sweep = std::find(args.begin(), args.end(), "--sweep") != args.end();
    // a sweep's rows set their own params: the toolbar's would override every row's
    for (auto it = params.begin(); !sweep && it != params.end(); ++it)
        args.insert(args.end(), {"--param", it.key().toStdString() + "=" + std::to_string(it.value())});
    const core::Task task = m_task->task();
    const std::filesystem::path records = core::batchJobsFile(recordFolder().toStdString());
    setBusy(true);
    emit message(tr("Submitting %1 to %2 with sbatch…").arg(QString::fromStdString(task.name), name));
    QPointer<BatchController> self(this);
    std::thread([self, task, command, args, records, target = *target, name = name.toStdString()] {
        core::Result<core::BatchJob> job = core::makeError(core::ErrorCode::Internal, "not submitted");
        auto files = core::collectTaskFiles(task);
        if (!files) {
            job = files.error();
        } else {
            core::BatchSubmission what;
            what.files = std::move(*files);
            what.taskFile = std::filesystem::relative(task.file, task.dir).generic_string();
            what.command = command;
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
            c->reloadJobs();
            c->m_poll.start();
        });
    }).detach();
}

void BatchController::fetch()
{
    auto jobs = core::readBatchJobs(core::batchJobsFile(recordFolder().toStdString()));
    if (!jobs || jobs->empty()) {
        emit failed(tr("No batch job to fetch"),
            jobs ? tr("This review has no Slurm batch job; submit one with Run › Submit as Slurm batch job.")
                 : QString::fromStdString(jobs.error().describe()));
        return;
    }
    fetchJob(QString::fromStdString(jobs->back().jobId));
}

void BatchController::fetchJob(const QString& jobId)
{
    const auto job = record(jobId);
    if (!job)
        return;
    const auto target = targetOf(*job);
    if (!target)
        return;
    setBusy(true);
    if (m_dialog)
        m_dialog->setMessage(tr("Fetching Slurm batch job %1…").arg(jobId));
    const QString bundle = m_runs->nextBundleFolder();
    QPointer<BatchController> self(this);
    std::thread([self, job = *job, target = *target, bundle] {
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
    const QString id = QString::fromStdString(job.jobId);
    auto done = [this, &job, id](const QString& text) {
        reloadJobs();
        if (m_dialog)
            m_dialog->setMessage(text);
        emit jobUpdated(id, QString::fromStdString(job.state));
    };
    if (!result) {
        const QString why = QString::fromStdString(result.error().describe());
        if (m_dialog)
            m_dialog->setMessage(why);
        emit failed(tr("The batch job's state could not be read"), why);
        return;
    }
    if (!result->state.state.empty())
        job.state = result->state.state;
    if (result->endedWithoutResults()) {
        (void)core::saveBatchJob(records, job);
        showState(job, result->state);
        const QString why
            = QString::fromStdString(core::batchEndedError(target, job, result->state.state, result->slurmOut).message);
        emit failed(tr("The batch job ended without results"), why);
        return done(why);
    }
    if (result->finished && job.command == "bench")
        return fetchedBench(std::move(job), *result, bundle);
    if (!result->finished || result->files.empty()) {
        (void)core::saveBatchJob(records, job);
        showState(job, result->state);
        const QString text = result->finished
            ? tr("The batch job finished without a result bundle: %1")
                  .arg(QString::fromStdString(result->err).trimmed())
            : tr("Slurm batch job %1 has not finished yet; fetch again later.").arg(id);
        emit message(text);
        return done(text);
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
    QString text = tr("Fetched the results of Slurm batch job %1").arg(id);
    // a sweep's bundle holds one folder per row (row-1, row-2, ...): the first failing row is shown
    const nlohmann::json doc = nlohmann::json::parse(result->out, nullptr, false);
    if (doc.is_object() && doc.contains("sweep") && doc["sweep"].is_array()) {
        const nlohmann::json& rows = doc["sweep"];
        int passed = 0, shown = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const bool ok = rows[i].value("passed", false);
            passed += ok;
            if (!ok && shown == 0)
                shown = int(i) + 1;
        }
        shown = std::max(shown, 1);
        text = tr("Fetched the sweep of Slurm batch job %1: %2 of %3 row(s) passed; showing row %4 (each row is in "
                  "%5/row-N)")
                   .arg(id)
                   .arg(passed)
                   .arg(int(rows.size()))
                   .arg(shown)
                   .arg(bundle);
        m_runs->openBundle(QStringLiteral("%1/row-%2").arg(bundle).arg(shown));
    } else {
        m_runs->openBundle(bundle);
    }
    emit message(text);
    done(text);
}

void BatchController::fetchedBench(core::BatchJob job, const core::BatchFetch& result, const QString& bundle)
{
    const QString id = QString::fromStdString(job.jobId);
    // bench's document (or its refusal) is kept beside the runs, as a run's bundle is
    std::error_code ec;
    std::filesystem::create_directories(bundle.toStdString(), ec);
    const std::filesystem::path folder = bundle.toStdString();
    if (auto st = core::writeFileAtomically(folder / "bench.json", result.out); !st) {
        emit failed(tr("The batch job's results could not be written"), QString::fromStdString(st.error().describe()));
        return;
    }
    (void)core::writeFileAtomically(folder / "bench.stderr", result.err);
    if (job.state.empty() || !core::batchStateIsFinal(job.state))
        job.state = "COMPLETED"; // the exit code is there: the job ended, whatever squeue still says
    job.fetchedTo = bundle.toStdString();
    (void)core::saveBatchJob(core::batchJobsFile(recordFolder().toStdString()), job);
    showState(job, {job.state, "", "", ""});
    const QString where = tr("%1 (Slurm batch job %2)").arg(QString::fromStdString(job.target), id);
    emit benchFetched(
        where, result.exitCode, QByteArray::fromStdString(result.out), QString::fromStdString(result.err));
    const QString text = result.exitCode == 0 || result.exitCode == 1
        ? tr("Fetched the benchmark of Slurm batch job %1 into the Benchmark dock (kept in %2)").arg(id, bundle)
        : tr("Slurm batch job %1: the benchmark did not run (exit code %2); bench's reason is in the Benchmark dock")
              .arg(id)
              .arg(result.exitCode);
    reloadJobs();
    if (m_dialog)
        m_dialog->setMessage(text);
    emit message(text);
    emit jobUpdated(id, QString::fromStdString(job.state));
}

} // namespace warpscope::app
