#include "app/targetcontroller.h"

#include "app/hostkeydialog.h"
#include "app/session/appsettings.h"
#include "app/session/remoterun.h"
#include "app/session/remotetaskcall.h"
#include "app/session/slurmallocation.h"
#include "app/session/targetsmodel.h"
#include "app/targetsdialog.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QStatusBar>

#include <algorithm>
#include <utility>

namespace warpscope::app {

namespace {
const QString kTargetPrefix = QStringLiteral("target:");
}

TargetController::TargetController(QMainWindow* window, QComboBox* backend)
    : QObject(window)
    , m_window(window)
    , m_backend(backend)
    , m_model(new session::TargetsModel({}, this))
    , m_runner(new session::RemoteRunner(this))
    , m_slurm(new session::SlurmAllocation(this))
{
    m_settingsAction = new QAction(tr("Run &targets…"), this);
    m_settingsAction->setObjectName(QStringLiteral("targetsAction"));
    m_settingsAction->setToolTip(tr("GPU servers over ssh and Slurm clusters that Run may use"));
    connect(m_settingsAction, &QAction::triggered, this, &TargetController::showDialog);

    m_slurmLabel = new QLabel(window);
    m_slurmLabel->setObjectName(QStringLiteral("slurmState"));
    m_slurmLabel->hide();
    window->statusBar()->addPermanentWidget(m_slurmLabel);
    connect(m_slurm, &session::SlurmAllocation::stateChanged, this, [this](const QString& text) {
        m_slurmLabel->setText(text);
        m_slurmLabel->setVisible(!text.isEmpty());
    });
    connect(m_slurm, &session::SlurmAllocation::granted, this, &TargetController::slurmGranted);
    connect(m_slurm, &session::SlurmAllocation::refused, this, &TargetController::slurmRefused);
    connect(m_slurm, &session::SlurmAllocation::ended, this, &TargetController::message);

    connect(m_runner, &session::RemoteRunner::progress, this, &TargetController::progress);
    connect(
        m_runner, &session::RemoteRunner::notice, this, [this](quint64, const QString& text) { emit message(text); });
    connect(m_runner, &session::RemoteRunner::finished, this,
        [this](quint64 generation, session::RunResultPtr result, const QString& host) {
            if (generation == m_current)
                m_current = 0;
            if (!releaseIfCancelled())
                m_slurm->touch();
            emit finished(generation, result, tr("%1 (%2)").arg(m_currentTarget, host));
        });
    connect(m_runner, &session::RemoteRunner::failed, this, [this](quint64 generation, const QString& why) {
        if (generation == m_current)
            m_current = 0;
        releaseIfCancelled();
        emit failed(generation, why);
        std::function<void()> again = m_currentAgain;
        if (!again)
            again = [this] { emit runAgain(); };
        offerHostKey(m_currentTarget, why, m_currentAgainText, std::move(again));
    });
    connect(m_runner, &session::RemoteRunner::needsChoice, this, [this](quint64 generation, const QString& why) {
        if (generation == m_current)
            m_current = 0;
        releaseIfCancelled();
        emit needsChoice(generation, why);
    });
    connect(m_model, &session::TargetsModel::targetsChanged, this, &TargetController::refreshChooser);
    refreshChooser();
    applySettings();
}

TargetController::~TargetController() = default;

QString TargetController::targetName(const QString& choice)
{
    return choice.startsWith(kTargetPrefix) ? choice.mid(kTargetPrefix.size()) : QString();
}

void TargetController::refreshChooser()
{
    const QString chosen = m_backend->currentData().toString();
    for (int i = m_backend->count() - 1; i >= 0; --i) {
        const QVariant data = m_backend->itemData(i);
        if (data.toString().startsWith(kTargetPrefix) || (!data.isValid() && m_backend->itemText(i).isEmpty()))
            m_backend->removeItem(i); // a target, or the separator before them
    }
    if (!m_model->targets().empty())
        m_backend->insertSeparator(m_backend->count());
    for (const core::Target& t : m_model->targets()) {
        const QString name = QString::fromStdString(t.name);
        m_backend->addItem(tr("%1 (%2)").arg(name, session::targetKindText(t.kind)), kTargetPrefix + name);
        m_backend->setItemData(m_backend->count() - 1,
            tr("Run on %1: %2; the backend there is chosen as Auto does here").arg(name, QString::fromStdString(t.url)),
            Qt::ToolTipRole);
    }
    m_backend->setCurrentIndex(std::max(0, m_backend->findData(chosen)));
}

void TargetController::showDialog()
{
    // a closed dialog is made anew: it reads the file again, which the CLI's user may have edited
    if (m_dialog && !m_dialog->isVisible())
        delete m_dialog;
    if (!m_dialog) {
        m_dialog = new TargetsDialog(m_model, m_window);
        connect(m_dialog, &TargetsDialog::slurmSettingsChanged, this, &TargetController::applySettings);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

quint64 TargetController::startRun(const QString& name, const core::Task& task, const core::WorkerRunRequest& request,
    const QString& bundleDir, QString* why, std::function<void()> again, const QString& againText)
{
    // the file may have been edited by the CLI's user since: read it now
    if (const QString error = m_model->reload(); !error.isEmpty()) {
        *why = error;
        return 0;
    }
    const core::Target* target = m_model->find(name);
    if (!target) {
        *why = tr("There is no run target named “%1” any more; choose another backend or add it in Settings › Run "
                  "targets.")
                   .arg(name);
        return 0;
    }
    m_currentTarget = name;
    m_currentAgain = std::move(again);
    m_currentAgainText = againText;
    if (target->kind != core::TargetKind::Slurm) {
        m_current = m_runner->start(*target, task, request, bundleDir);
        emit message(tr("Running on %1 (%2)…").arg(name, QString::fromStdString(target->url)));
        return m_current;
    }
    m_pending = {m_runner->reserveGeneration(), name, task, request, bundleDir};
    m_current = m_pending.generation;
    m_slurm->acquire(*target); // granted() starts the run, at once when the allocation is held
    return m_current;
}

std::optional<core::Target> TargetController::resolve(const QString& name, QString* why)
{
    if (const QString error = m_model->reload(); !error.isEmpty()) {
        *why = error;
        return std::nullopt;
    }
    const core::Target* target = m_model->find(name);
    if (!target) {
        *why = tr("There is no run target named “%1” any more; choose another backend or add it in Settings › Run "
                  "targets.")
                   .arg(name);
        return std::nullopt;
    }
    core::Target t = *target;
    if (t.kind == core::TargetKind::Slurm && m_slurm->state() == session::SlurmAllocation::State::Held
        && m_slurm->target().name == t.name) {
        t.slurmJob = m_slurm->jobId().toStdString(); // a step of the kept allocation
        m_slurm->touch();
    }
    return t;
}

void TargetController::slurmGranted(const QString& jobId)
{
    if (m_pending.generation == 0)
        return;
    Pending p = std::move(m_pending);
    m_pending = {};
    const core::Target* target = m_model->find(p.name);
    if (!target) {
        emit failed(
            p.generation, tr("The run target “%1” was removed while Slurm granted its allocation.").arg(p.name));
        return;
    }
    core::Target withJob = *target;
    withJob.slurmJob = jobId.toStdString(); // a step of the kept allocation: no new wait in the queue
    m_runner->start(withJob, p.task, std::move(p.request), p.bundleDir, p.generation);
    emit message(tr("Running on %1 in Slurm job %2…").arg(p.name, jobId));
}

void TargetController::slurmRefused(const QString& why)
{
    if (m_pending.generation == 0)
        return;
    const quint64 generation = m_pending.generation;
    m_pending = {};
    if (generation == m_current)
        m_current = 0;
    emit failed(generation, why);
}

bool TargetController::offerHostKey(
    const QString& name, const QString& why, const QString& againText, std::function<void()> again)
{
    if (!session::isHostKeyFailure(why))
        return false;
    if (m_hostKeyDialog && m_hostKeyDialog->isVisible() && m_hostKeyTarget == name) {
        m_hostKeyRetries->push_back(std::move(again)); // Profile's compile and run meet the same key
        if (QPushButton* accept = m_hostKeyDialog->acceptButton())
            accept->setText(tr("Accept the key and try again"));
        return true;
    }
    const core::Target* target = m_model->find(name);
    if (!target)
        return false;
    auto* dialog = new HostKeyDialog(*target, why, m_window, againText);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto retries = std::make_shared<std::vector<std::function<void()>>>();
    retries->push_back(std::move(again));
    connect(dialog, &HostKeyDialog::keyAccepted, this, [this, retries](const QString& file) {
        emit message(tr("The host key was added to %1; trying again…").arg(file));
        for (const auto& retry : *retries)
            if (retry)
                retry();
    });
    m_hostKeyDialog = dialog;
    m_hostKeyTarget = name;
    m_hostKeyRetries = retries;
    dialog->open(); // window-modal, without a nested event loop: the GUI keeps running
    emit hostKeyDialogShown(dialog);
    return true;
}

void TargetController::watchTaskCall(session::RemoteTaskCall* call)
{
    m_taskCalls.append(call);
    connect(call, &session::RemoteTaskCall::busyChanged, this, [this] { emit taskCallsBusyChanged(taskCallsBusy()); });
}

bool TargetController::taskCallsBusy() const
{
    return std::any_of(m_taskCalls.begin(), m_taskCalls.end(), [](const auto& c) { return c && c->isBusy(); });
}

QStringList TargetController::cancelTaskCalls()
{
    QStringList what;
    for (const auto& call : std::as_const(m_taskCalls))
        if (call && call->isBusy()) {
            what << call->label();
            call->cancel();
        }
    return what;
}

void TargetController::applySettings()
{
    const session::AppSettings settings;
    m_slurm->setIdleTimeoutMs(settings.slurmIdleMinutes() * 60 * 1000);
    m_slurm->setRequestTimeoutMs(settings.slurmWaitSeconds() * 1000);
    emit settingsChanged();
}

bool TargetController::owns(quint64 generation) const
{
    return generation != 0 && generation == m_current;
}

void TargetController::cancel()
{
    if (m_pending.generation != 0) {
        // still waiting for Slurm: the request is dropped (and its job given back once granted)
        const quint64 generation = m_pending.generation;
        m_pending = {};
        m_current = 0;
        m_slurm->release();
        emit failed(generation, tr("Cancelled while waiting for a Slurm allocation."));
        return;
    }
    m_runner->cancel();
    if (m_slurm->state() != session::SlurmAllocation::State::Held)
        return;
    // Cancel on a Slurm target is scancel: the node goes back. With a run out, only once it has ended:
    // the far worker is asked for its partial result first, and scancel now would kill it before it
    // answers (the runner's wait for that answer is bounded, so the release follows within it).
    if (m_current != 0)
        m_releaseAfterRun = true;
    else
        m_slurm->release();
}

bool TargetController::releaseIfCancelled()
{
    if (!m_releaseAfterRun)
        return false;
    m_releaseAfterRun = false;
    if (m_slurm->state() == session::SlurmAllocation::State::Held)
        m_slurm->release();
    return true;
}

} // namespace warpscope::app
