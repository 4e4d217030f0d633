// Run (F5): from the toolbar's choices to a worker request, and from the result bundle to the panes.
// Shape sweeps are in runsweep.cpp; the trust asked and the bundle folders are policies of their own.
#include "app/runcontroller.h"

#include "app/bundlefolders.h"
#include "app/queuedsteps.h"
#include "app/reviewcontroller.h"
#include "app/runadmission.h"
#include "app/session/appsettings.h"
#include "app/session/remoterun.h"
#include "app/session/reviewdocument.h"
#include "app/session/reviewsteps.h"
#include "app/session/sessioninterface.h"
#include "app/session/taskdocument.h"
#include "app/targetcontroller.h"
#include "app/taskcontroller.h"
#include "widgets/heatmapview.h"
#include "widgets/runoptionsbutton.h"
#include "widgets/runresultspane.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>

namespace warpscope::app {

RunController::RunController(QMainWindow* window, session::SessionInterface* session, session::TaskDocument* task,
    TaskController* taskController, ReviewController* review)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_task(task)
    , m_taskController(taskController)
    , m_review(review)
    , m_settings(new session::AppSettings)
    , m_trust(m_settings, [this](const QString& title, const QString& text) {
        return QMessageBox::question(m_window, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes;
    })
{
    createViews();
    createActions();
    connect(session, &session::SessionInterface::runProgress, this, &RunController::onProgress);
    connect(session, &session::SessionInterface::runFinished, this, &RunController::onFinished);
    // delivered just before runFinished of the same run: the task's implementations side by side
    connect(session, &session::SessionInterface::implementationsFinished, this,
        [this](quint64 generation, session::ImplementationsPtr result) {
            if (generation != m_generation)
                return;
            if (!m_sweepRun.isRunning())
                m_results->setImplementations(std::move(result));
            else
                m_sweepImplementations = std::move(result); // each implementation's figures in the row
        });
    connect(session, &session::SessionInterface::runFailed, this, &RunController::onFailed);
    connect(session, &session::SessionInterface::runNeedsChoice, this, &RunController::onNeedsChoice);
    connect(session, &session::SessionInterface::environmentReady, this, &RunController::environmentReady);
    setBusy(false);
}

RunController::~RunController()
{
    delete m_settings;
}

void RunController::createViews()
{
    m_results = new widgets::RunResultsPane(m_window);
    m_resultsDock = new QDockWidget(tr("Run results"), m_window);
    m_resultsDock->setObjectName(QStringLiteral("runResultsDock"));
    m_resultsDock->setWidget(m_results);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_resultsDock);
    m_heatmap = new widgets::HeatmapView(m_window);
    m_heatmapDock = new QDockWidget(tr("Error heatmap"), m_window);
    m_heatmapDock->setObjectName(QStringLiteral("heatmapDock"));
    m_heatmapSplit = new QSplitter(Qt::Horizontal, m_window);
    m_heatmapSplit->setObjectName(QStringLiteral("heatmapSplit"));
    m_heatmapSplit->setChildrenCollapsible(false);
    m_heatmapSplit->addWidget(m_heatmap);
    m_heatmapDock->setWidget(m_heatmapSplit);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_heatmapDock);
    m_window->splitDockWidget(m_resultsDock, m_heatmapDock, Qt::Horizontal);

    connect(m_results, &widgets::RunResultsPane::outputSelected, this,
        [this](int seed, int output) { m_heatmap->setOutput(m_current, seed, output); });
    connect(m_results, &widgets::RunResultsPane::elementActivated, m_heatmap, &widgets::HeatmapView::selectElement);
    connect(m_results, &widgets::RunResultsPane::profileRequested, this, &RunController::profileRequested);

    m_progress = new QProgressBar(m_window);
    m_progress->setObjectName(QStringLiteral("runProgress"));
    m_progress->setMaximumWidth(200);
    m_progress->setTextVisible(true);
    m_cancelButton = new QToolButton(m_window);
    m_cancelButton->setObjectName(QStringLiteral("runCancelButton"));
    m_cancelButton->setText(tr("Cancel run"));
    connect(m_cancelButton, &QToolButton::clicked, this, &RunController::cancel);
    m_window->statusBar()->addWidget(m_progress);
    m_window->statusBar()->addWidget(m_cancelButton);
}

void RunController::createActions()
{
    m_runAction = new QAction(tr("&Run"), this);
    m_runAction->setObjectName(QStringLiteral("runAction"));
    m_runAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_runAction->setToolTip(tr("Save the source, run the kernel for every seed and compare with the reference (F5)"));
    connect(m_runAction, &QAction::triggered, this, &RunController::run);
    m_cancelAction = new QAction(tr("&Cancel run"), this);
    m_cancelAction->setObjectName(QStringLiteral("cancelRunAction"));
    m_cancelAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    connect(m_cancelAction, &QAction::triggered, this, &RunController::cancel);
    m_sweepAction = new QAction(tr("Shape &sweep…"), this);
    m_sweepAction->setObjectName(QStringLiteral("sweepAction"));
    connect(m_sweepAction, &QAction::triggered, this, &RunController::showSweep);
    m_openAction = new QAction(tr("&Open run results…"), this);
    m_openAction->setObjectName(QStringLiteral("openRunResultsAction"));
    connect(m_openAction, &QAction::triggered, this, &RunController::chooseBundle);

    m_toolBar = new QToolBar(tr("Run"), m_window);
    m_toolBar->setObjectName(QStringLiteral("runToolBar"));
    m_toolBar->addAction(m_runAction);
    m_toolBar->addWidget(new QLabel(tr(" Backend "), m_toolBar));
    m_backend = new QComboBox(m_toolBar);
    m_backend->setObjectName(QStringLiteral("runBackend"));
    m_backend->addItem(tr("Auto"), QStringLiteral("auto"));
    m_backend->addItem(tr("Emulator"), QStringLiteral("emu"));
    m_backend->addItem(tr("CUDA GPU"), QStringLiteral("cuda"));
    m_toolBar->addWidget(m_backend);
    m_targets = new TargetController(m_window, m_backend);
    connect(m_targets, &TargetController::progress, this, &RunController::onProgress);
    connect(m_targets, &TargetController::finished, this, &RunController::onRemoteFinished);
    connect(m_targets, &TargetController::failed, this, &RunController::onFailed);
    connect(m_targets, &TargetController::needsChoice, this, &RunController::onNeedsChoice);
    connect(m_targets, &TargetController::message, this, &RunController::message);
    connect(m_targets, &TargetController::runAgain, this, &RunController::run);
    // Cancel also ends a far Compile, trace or benchmark (issue 18): enabled while one is out
    connect(m_targets, &TargetController::taskCallsBusyChanged, this, &RunController::updateCancel);
    m_toolBar->addWidget(new QLabel(tr(" Seeds "), m_toolBar));
    m_seeds = new QSpinBox(m_toolBar);
    m_seeds->setObjectName(QStringLiteral("runSeeds"));
    m_seeds->setRange(0, 1000);
    m_seeds->setSpecialValueText(tr("task's"));
    m_seeds->setToolTip(tr("How many seeds to run; \"task's\" uses the task's [seeds] count"));
    m_toolBar->addWidget(m_seeds);
    m_toolBar->addWidget(new QLabel(tr(" Params "), m_toolBar));
    m_params = new QLineEdit(m_toolBar);
    m_params->setObjectName(QStringLiteral("runParams"));
    m_params->setPlaceholderText(tr("e.g. N=33"));
    m_params->setToolTip(tr("Overrides of the task's [params] for this run: NAME=integer, separated by commas"));
    m_params->setMaximumWidth(160);
    connect(m_params, &QLineEdit::textChanged, this, &RunController::validateParamsField);
    m_toolBar->addWidget(m_params);
    // Schedule and approximation are rarely changed: one menu button keeps the toolbar within 1280 px.
    m_options = new widgets::RunOptionsButton(m_toolBar);
    m_toolBar->addWidget(m_options);
    m_window->addToolBar(Qt::TopToolBarArea, m_toolBar);
}

void RunController::fillMenu(QMenu* menu)
{
    menu->addAction(m_runAction);
    menu->addAction(m_cancelAction);
    menu->addSeparator();
    menu->addAction(m_sweepAction);
    menu->addAction(m_openAction);
    menu->addSeparator();
    menu->addAction(tr("Memory cap…"), this, &RunController::chooseMemoryCap);
}

void RunController::fillViewMenu(QMenu* menu)
{
    menu->addAction(m_resultsDock->toggleViewAction());
    menu->addAction(m_heatmapDock->toggleViewAction());
    menu->addAction(m_toolBar->toggleViewAction());
}

QList<QDockWidget*> RunController::runDocks() const
{
    return {m_resultsDock};
}

QList<QDockWidget*> RunController::compareDocks() const
{
    return {m_heatmapDock, m_resultsDock};
}

void RunController::setRunOptions(const QString& backend, int seeds, const QString& params)
{
    m_backend->setCurrentIndex(std::max(0, m_backend->findData(backend)));
    m_seeds->setValue(seeds);
    m_params->setText(params);
}

void RunController::environmentReady(const core::EnvironmentInfo& env)
{
    // Without a GPU the CUDA choice is shown but greyed, with the reason as its tooltip.
    auto* model = qobject_cast<QStandardItemModel*>(m_backend->model());
    const int cuda = m_backend->findData(QStringLiteral("cuda"));
    if (!model || cuda < 0)
        return;
    const bool hasGpu = !env.cuda.devices.empty();
    model->item(cuda)->setEnabled(hasGpu);
    model->item(cuda)->setToolTip(hasGpu ? QString() : QString::fromStdString(env.cuda.message));
    if (!hasGpu && m_backend->currentIndex() == cuda)
        m_backend->setCurrentIndex(0);
}

QString RunController::backendChoice() const
{
    return m_backend->currentData().toString();
}

QString RunController::nextBundleFolder() const
{
    return BundleFolders::next(m_review ? m_review->document() : nullptr,
        QStandardPaths::writableLocation(QStandardPaths::CacheLocation), QDateTime::currentDateTime());
}

bool RunController::buildRequest(const RunParams::Values& extra, core::WorkerRunRequest* request)
{
    RunParams::Values params;
    QString why;
    if (!paramOverrides(&params, &why)) {
        emit failed(tr("The run did not start"), why);
        return false;
    }
    for (auto it = extra.begin(); it != extra.end(); ++it)
        params.insert(it.key(), it.value());
    request->taskPath = m_task->taskFile().toStdString();
    const QString choice = m_backend->currentData().toString();
    // on a target, the backend there is chosen as Auto does here (its GPU, else its emulator)
    request->backend = TargetController::targetName(choice).isEmpty() ? choice.toStdString() : std::string("auto");
    if (m_seeds->value() > 0)
        request->seeds = m_seeds->value();
    auto schedule = core::parseSchedule(m_options->schedule().toStdString());
    if (schedule) // the menu's own choices always parse
        request->schedule = *schedule;
    for (auto it = params.begin(); it != params.end(); ++it)
        request->params[it.key().toStdString()] = it.value();
    request->trust = m_task->task().reference.kind == core::ReferenceSpec::Kind::Python;
    const QString approx = m_options->approx();
    if (approx != QLatin1String("default")) {
        if (m_backend->currentData().toString() == QLatin1String("cuda")) {
            emit failed(tr("The run did not start"),
                tr("The approximate instructions' worst case is modelled on the emulator; choose the Auto or "
                   "Emulator backend, or Options › Correctly rounded for the GPU."));
            return false;
        }
        if (auto mode = core::parseApproxMode(approx.toStdString()))
            request->approx = *mode;
    }
    request->memoryCap = m_settings->memoryCap().toStdString();
    // a large grid is timed first; above this the worker asks (onNeedsChoice) instead of running
    request->maxEstimateSeconds = m_settings->maxEstimateSeconds();
    return true;
}

quint64 RunController::startRun(const RunParams::Values& extra, const QString& bundle, const RunChoice& choice)
{
    core::WorkerRunRequest request;
    if (!buildRequest(extra, &request))
        return 0;
    request.bundleDir = bundle.toStdString();
    request.yes = choice.anyway;
    request.sampleBlocks = choice.sampleBlocks;
    // the same admission the worker applies, before anything is sent: a run that cannot fit is
    // refused here with both numbers
    RunParams::Values params;
    QString ignored; // buildRequest has refused text that does not parse
    RunParams::parseOverrides(m_params->text(), &params, &ignored);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        params.insert(it.key(), it.value());
    const RunAdmission::Check memory
        = RunAdmission::check(m_task->task(), params, m_seeds->value(), m_settings->memoryCap());
    if (!memory.fits) {
        emit failed(tr("The run did not start"), memory.refusal);
        return 0;
    }
    m_lastExtra = extra;
    if (!QDir().mkpath(bundle)) {
        emit failed(tr("The run did not start"),
            tr("The folder %1 could not be created; check the disk and its rights.").arg(bundle));
        return 0;
    }
    m_pendingBundle = bundle;
    const QString target = TargetController::targetName(m_backend->currentData().toString());
    if (!target.isEmpty()) {
        QString why;
        m_generation = m_targets->startRun(target, m_task->task(), request, bundle, &why);
        if (m_generation == 0) {
            emit failed(tr("The run did not start"), why);
            return 0;
        }
        setBusy(true);
        return m_generation;
    }
    m_generation = m_session->requestRun(std::move(request));
    setBusy(true);
    return m_generation;
}

void RunController::run()
{
    if (!m_task->isOpen()) {
        emit failed(tr("No task is open"), tr("Open a task (File › Open task…) before running."));
        return;
    }
    if (m_taskController->sourceModified() && !m_taskController->saveSource())
        return;
    if (!confirmTrust()) {
        emit message(tr("Not run: the task's Python reference is not trusted"));
        return;
    }
    m_sweepRun.finish();
    if (startRun({}, nextBundleFolder()))
        emit message(tr("Running %1…").arg(QString::fromStdString(m_task->task().name)));
}

void RunController::cancel()
{
    // a far Compile, trace or benchmark ends too; each says so and keeps what was on screen
    const QStringList far = m_targets->cancelTaskCalls();
    if (!isRunning()) {
        if (!far.isEmpty())
            emit message(tr("Cancelling %1…").arg(far.join(QStringLiteral(", "))));
        return;
    }
    m_sweepRun.stop();
    if (m_targets->owns(m_generation))
        m_targets->cancel();
    else
        m_session->cancel(QStringLiteral("run"));
    emit message(tr("Cancelling the run…"));
}

void RunController::updateCancel()
{
    const bool far = m_targets->taskCallsBusy();
    m_cancelAction->setEnabled(isRunning() || far);
    m_cancelButton->setVisible(isRunning() || far);
    m_cancelButton->setText(isRunning() ? tr("Cancel run") : tr("Cancel"));
    m_cancelButton->setToolTip(far && !isRunning()
            ? tr("End the Compile, trace or benchmark on the run target (Shift+F5); what is on screen stays")
            : QString());
}

void RunController::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_cancelButton->setVisible(busy || m_targets->taskCallsBusy());
    m_cancelAction->setEnabled(busy || m_targets->taskCallsBusy());
    m_cancelButton->setText(busy ? tr("Cancel run") : tr("Cancel"));
    m_runAction->setEnabled(!busy);
    m_sweepAction->setEnabled(!busy);
    if (busy) {
        m_progress->setRange(0, 0); // busy until the first progress report
        m_progress->setFormat(tr("Running…"));
        m_runClock.start();
    }
}

void RunController::onProgress(quint64 generation, quint64 done, quint64 total)
{
    if (generation != m_generation || total == 0)
        return;
    // QProgressBar counts in int: report per mille.
    m_progress->setRange(0, 1000);
    m_progress->setValue(int(std::min<quint64>(1000, done * 1000 / total)));
    m_progress->setFormat(progressText(done, total));
}

void RunController::onFinished(quint64 generation, session::RunResultPtr result)
{
    if (generation != m_generation)
        return; // a result of a replaced request
    m_generation = 0;
    setBusy(false);
    if (m_sweepRun.isRunning()) {
        sweepRowDone(result, {});
        return;
    }
    showRun(result, m_pendingBundle, true);
}

void RunController::onRemoteFinished(quint64 generation, session::RunResultPtr result, const QString& where)
{
    if (generation != m_generation)
        return;
    onFinished(generation, std::move(result));
    if (!m_sweepRun.isRunning())
        emit message(
            tr("Run on %1: %2")
                .arg(where, m_current && m_current->passed ? tr("passed") : tr("FAILED or stopped; see the verdict")));
}

void RunController::onFailed(quint64 generation, const QString& why)
{
    if (generation != m_generation)
        return;
    m_generation = 0;
    setBusy(false);
    if (m_sweepRun.isRunning()) {
        sweepRowDone(nullptr, why);
        return;
    }
    // The last good results stay on screen, marked as not describing this attempt.
    m_results->setStale(tr("the latest run failed: %1").arg(why));
    m_currentStale = true;
    if (m_review)
        m_review->steps()->runFinished(false, 0, 0);
    if (session::isHostKeyFailure(why))
        return; // TargetController's dialog shows the fingerprints; the user accepts an unknown key there
    emit failed(tr("The run failed"), why);
}

void RunController::setHeatmapCompanion(QWidget* companion)
{
    if (m_heatmapCompanion && m_heatmapCompanion != companion)
        m_heatmapCompanion->hide();
    m_heatmapCompanion = companion;
    if (!companion)
        return;
    if (m_heatmapSplit->indexOf(companion) < 0)
        m_heatmapSplit->addWidget(companion);
    companion->show();
    const int half = std::max(1, m_heatmapSplit->width() / 2);
    m_heatmapSplit->setSizes({half, half});
}

void RunController::sourceEdited(bool modified)
{
    if (!modified)
        return;
    m_results->setStale(tr("the source was edited after this run; run again (F5)"));
    m_currentStale = m_current != nullptr;
}

void RunController::taskOpened()
{
    QueuedSteps::finishAll(); // the previous task's results land before they are cleared
    m_current.reset();
    m_currentBundle.clear();
    m_currentStale = m_currentFromProfile = false;
    m_results->clear();
    m_heatmap->clear();
    m_params->clear();
    resetSweep();
}

} // namespace warpscope::app
