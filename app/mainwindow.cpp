#include "app/mainwindow.h"

#include "app/bundlecompile.h"

#include "app/aboutdialog.h"
#include "app/analysiscontroller.h"
#include "app/analysisoverlays.h"
#include "app/baselinecontroller.h"
#include "app/capturecontroller.h"
#include "app/compilecontroller.h"
#include "app/deviceoutputcontroller.h"
#include "app/i18n.h"
#include "app/implbenchcontroller.h"
#include "app/linenavigator.h"
#include "app/listinghighlighter.h"
#include "app/profilercontroller.h"
#include "app/reviewcontroller.h"
#include "app/runcontroller.h"
#include "app/session/appsettings.h"
#include "app/session/reviewdocument.h"
#include "app/session/sessioninterface.h"
#include "app/session/taskdocument.h"
#include "app/taskcontroller.h"
#include "app/tracecontroller.h"
#include "widgets/environmentstatus.h"
#include "widgets/findbar.h"
#include "widgets/lessonview.h"
#include "widgets/runresultspane.h"
#include "widgets/sourcechooser.h"
#include "widgets/sourceeditor.h"
#include "widgets/taskpane.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace warpscope::app {

namespace {
widgets::EnvironmentStatus::WorkerState toViewState(session::WorkerSupervisor::State s)
{
    using S = session::WorkerSupervisor::State;
    switch (s) {
    case S::Ready:
        return widgets::EnvironmentStatus::WorkerState::Ready;
    case S::Busy:
        return widgets::EnvironmentStatus::WorkerState::Busy;
    case S::Stopped:
        return widgets::EnvironmentStatus::WorkerState::Stopped;
    case S::NotStarted:
    case S::Starting:
        break;
    }
    return widgets::EnvironmentStatus::WorkerState::Starting;
}
} // namespace

MainWindow::MainWindow(session::SessionInterface* session, QWidget* parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_settings(new session::AppSettings)
    , m_document(new session::TaskDocument(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/warpscope.svg")));
    setDockOptions(AnimatedDocks | AllowNestedDocks | AllowTabbedDocks);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto* sourceChooser = new widgets::SourceChooser(central);
    layout->addWidget(sourceChooser);
    m_editor = new widgets::SourceEditor(central);
    m_findBar = new widgets::FindBar(central);
    m_findBar->setEditor(m_editor);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_findBar);
    setCentralWidget(central);

    m_taskPane = new widgets::TaskPane(this);
    m_taskDock = addDock(m_taskPane, tr("Task"), QStringLiteral("taskDock"), Qt::RightDockWidgetArea);
    m_lesson = new widgets::LessonView(this);
    m_lessonDock = addDock(m_lesson, tr("Lesson"), QStringLiteral("lessonDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(m_taskDock, m_lessonDock);
    m_taskDock->raise();

    m_status = new widgets::EnvironmentStatus(this);
    statusBar()->addPermanentWidget(m_status);

    m_taskController = new TaskController(m_document, m_editor, m_taskPane, m_lesson, this);
    m_taskController->setSourceChooser(sourceChooser);
    m_taskController->setLeaveGuard([this] { return maybeSave(); });
    connect(m_taskController, &TaskController::failed, this, &MainWindow::showProblem);
    connect(m_taskController, &TaskController::message, this,
        [this](const QString& m) { statusBar()->showMessage(m, 5000); });
    connect(m_taskController, &TaskController::opened, this, [this](const QString& file) {
        m_settings->addRecentTask(file);
        rebuildRecentMenu();
        m_lessonDock->toggleViewAction()->setEnabled(!m_document->lessonText().isEmpty());
        m_lessonDock->setVisible(!m_document->lessonText().isEmpty());
        updateTitle();
    });
    connect(m_editor, &QsciScintilla::modificationChanged, this, [this](bool) { updateTitle(); });

    m_navigator = new LineNavigator(m_editor, this);
    m_reviewController = new ReviewController(this, m_document, m_editor);
    m_captureController = new CaptureController(this, m_reviewController);
    connect(m_taskController, &TaskController::opened, m_reviewController, &ReviewController::taskOpened);
    connect(m_editor, &QsciScintilla::modificationChanged, m_reviewController,
        &ReviewController::sourceModificationChanged);
    connect(m_reviewController, &ReviewController::failed, this, &MainWindow::showProblem);
    m_reviewController->setTaskOpener([this](const QString& folder) { return openTask(folder); });
    connect(m_reviewController, &ReviewController::message, this,
        [this](const QString& m) { statusBar()->showMessage(m, 5000); });
    connect(m_reviewController, &ReviewController::stepActivated, this, &MainWindow::showStep);
    m_compileController = new CompileController(this, session, m_document, m_editor, m_reviewController->steps());
    connect(m_taskController, &TaskController::opened, m_compileController, &CompileController::taskOpened);
    connect(m_taskController, &TaskController::sourceSwitched, m_compileController, &CompileController::sourceSwitched);
    connect(
        m_compileController, &CompileController::sourceFileRequested, m_taskController, &TaskController::showSource);
    connect(m_compileController, &CompileController::message, this,
        [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    registerStepDocks(core::ReviewStep::Compile, m_compileController->docks());
    registerStepDocks(core::ReviewStep::Source, {m_taskDock});
    registerStepDocks(core::ReviewStep::Report, m_reviewController->reportDocks());
    m_runController = new RunController(this, session, m_document, m_taskController, m_reviewController);
    connect(m_runController, &RunController::failed, this, &MainWindow::showProblem);
    connect(m_runController, &RunController::message, this,
        [this](const QString& m) { statusBar()->showMessage(m, 5000); });
    connect(m_taskController, &TaskController::opened, m_runController, &RunController::taskOpened);
    connect(m_reviewController, &ReviewController::resultsToShow, m_runController, &RunController::openBundle);
    connect(m_editor, &QsciScintilla::modificationChanged, m_runController, &RunController::sourceEdited);
    registerStepDocks(core::ReviewStep::Run, m_runController->runDocks());
    registerStepDocks(core::ReviewStep::Compare, m_runController->compareDocks());
    m_analysisController
        = new AnalysisController(this, session, m_document, m_taskController, m_reviewController, m_editor);
    connect(m_analysisController, &AnalysisController::failed, this, &MainWindow::showProblem);
    connect(m_analysisController, &AnalysisController::message, this,
        [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    connect(m_taskController, &TaskController::opened, m_analysisController, &AnalysisController::taskOpened);
    connect(m_taskController, &TaskController::sourceSwitched, m_analysisController,
        &AnalysisController::editorSourceSwitched);
    registerStepDocks(core::ReviewStep::Profile, m_analysisController->docks());
    m_profilerController = new ProfilerController(this, session, m_document);
    connect(m_profilerController, &ProfilerController::failed, this, &MainWindow::showProblem);
    connect(m_profilerController, &ProfilerController::message, this,
        [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    m_implBenchController = new ImplementationBenchController(
        session, m_document, m_runController->resultsPane()->implementationsView(), this);
    connect(m_implBenchController, &ImplementationBenchController::failed, this, &MainWindow::showProblem);
    connect(m_implBenchController, &ImplementationBenchController::message, this,
        [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    // a profile is also a run with comparisons: its outputs go to the heatmap, with provenance
    connect(m_analysisController, &AnalysisController::profiledRun, m_runController, &RunController::showProfiledRun);
    m_analysisController->setControllers(m_runController, m_compileController);
    // Compile and the GPU benchmark go to the run target the Backend chooser names (issue 18)
    m_compileController->setRunController(m_runController);
    m_profilerController->setRunController(m_runController);
    // a pinned run or profile, compared with every later one (of this task or another)
    m_baselineController = new BaselineController(this, m_document, m_runController, m_analysisController);
    connect(m_baselineController, &BaselineController::failed, this, &MainWindow::showProblem);
    connect(m_baselineController, &BaselineController::message, this,
        [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    connect(m_taskController, &TaskController::opened, m_baselineController, &BaselineController::taskOpened);
    m_baselineController->setOccupancyWidget(m_compileController->occupancyWidget());
    // a review saved while a baseline is pinned records it: its report compares with the baseline
    m_reviewController->setBeforeSave([this](session::ReviewDocument* review) {
        if (const auto& b = m_baselineController->baseline())
            review->setBaseline(b->record.runBundle, b->record.profileBundle, b->record.taskName,
                b->record.pinnedAt.toUTC().toString(Qt::ISODate), b->record.sourceText);
    });
    // a fresh run's bundle keeps the compile on screen (compile.json), for the report's Compile and
    // Performance sections; a compile that arrives after the run (Profile compiles first) joins it too
    auto attachCompile = [this] {
        const session::CompileResultPtr compiled = m_compileController->result();
        if (compiled && !m_compileController->isStale() && !m_freshBundle.isEmpty())
            attachCompileResult(m_freshBundle, *compiled);
    };
    connect(m_runController, &RunController::runShown, this, [this, attachCompile] {
        m_freshBundle = m_runController->showingFreshRun() ? m_runController->currentBundle() : QString();
        attachCompile();
    });
    connect(m_compileController, &CompileController::resultShown, this, attachCompile);
    connect(m_editor, &QsciScintilla::modificationChanged, this, [this](bool modified) {
        if (modified) // a later compile describes other code than the run
            m_freshBundle.clear();
    });
    // a bundle written by `warpscope-cli run --analyze` shows its metrics when opened
    connect(m_runController, &RunController::runShown, m_analysisController, &AnalysisController::showRunMetrics);
    // a failed run that may hide a race offers Profile in its verdict
    connect(
        m_runController, &RunController::profileRequested, m_analysisController->profileAction(), &QAction::trigger);
    auto* traceController = new TraceController(this, session, m_document, m_runController);
    connect(traceController, &TraceController::failed, this, &MainWindow::showProblem);
    connect(traceController, &TraceController::message, this,
        [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    auto* deviceOutput = new DeviceOutputController(this, m_runController);
    registerStepDocks(core::ReviewStep::Run, {deviceOutput->dock()});
    // a capture records the step of the pane it shows: the first step whose docks hold it
    m_captureController->setStepLookup([this](QWidget* pane) -> std::optional<core::ReviewStep> {
        for (auto it = m_stepDocks.cbegin(); it != m_stepDocks.cend(); ++it)
            for (const QPointer<QDockWidget>& dock : it.value())
                if (dock && (dock.data() == pane || dock->isAncestorOf(pane)))
                    return it.key();
        return pane == centralWidget() ? std::optional(core::ReviewStep::Source) : std::nullopt;
    });

    // Line navigation goes through one hub: views ask it for a source line, the listings report the
    // line under their caret, and followers hear every line the reviewer goes to.
    connect(m_reviewController, &ReviewController::sourceFileRequested, m_taskController, &TaskController::showSource);
    connect(m_reviewController, &ReviewController::sourceLineRequested, m_navigator, &LineNavigator::goToSource);
    connect(m_analysisController, &AnalysisController::sourceLineRequested, m_navigator, &LineNavigator::goToSource);
    connect(traceController, &TraceController::sourceLineRequested, m_navigator, &LineNavigator::goToSource);
    connect(deviceOutput, &DeviceOutputController::sourceLineRequested, m_navigator, &LineNavigator::goToSource);
    connect(
        m_compileController->listings(), &ListingHighlighter::sourcePicked, m_navigator, &LineNavigator::listingPicked);
    m_navigator->setListings(m_compileController->listings());
    connect(traceController, &TraceController::ptxLineRequested, m_navigator, &LineNavigator::goToPtx);
    // the profile's metric also on the SASS lines, through nvdisasm's PTX line map
    connect(m_compileController, &CompileController::sassShown, m_analysisController, [this] {
        if (const auto r = m_compileController->result())
            m_analysisController->overlays()->setSass(r->ptxSassMap, QString::fromStdString(r->sass));
    });
    connect(m_navigator, &LineNavigator::sourceLineShown, m_analysisController,
        [this](int line) { m_analysisController->followSourceLine(line); });
    QTimer::singleShot(0, m_reviewController, &ReviewController::offerRecovery);

    connect(session, &session::SessionInterface::environmentReady, this, [this](const core::EnvironmentInfo& env) {
        m_environment = env;
        m_status->setEnvironment(env);
    });
    connect(session, &session::SessionInterface::environmentFailed, m_status,
        &widgets::EnvironmentStatus::setEnvironmentError);
    connect(session, &session::SessionInterface::workerStateChanged, this,
        [this](session::WorkerSupervisor::State s, const QString& message) {
            m_status->setWorkerState(toViewState(s), message);
            if (!message.isEmpty())
                statusBar()->showMessage(message, 10000);
        });
    connect(
        m_status, &widgets::EnvironmentStatus::restartRequested, session, &session::SessionInterface::restartWorker);

    createActions();
    createMenus();
    findChild<TraceController*>()->fillViewMenu(m_viewMenu);
    findChild<DeviceOutputController*>()->fillViewMenu(m_viewMenu);
    makePanesScrollable();
    arrangeDefaultLayout();
    m_defaultState = saveState();
    resize(1400, 900);
    restoreGeometry(m_settings->windowGeometry());
    restoreState(m_settings->windowState());
    keepOnScreen();
    updateTitle();
    session->requestEnvironment();
}

MainWindow::~MainWindow()
{
    delete m_settings;
}

QDockWidget* MainWindow::addDock(
    QWidget* content, const QString& title, const QString& objectName, Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    dock->setWidget(content);
    addDockWidget(area, dock);
    return dock;
}

bool MainWindow::openTask(const QString& folderOrFile)
{
    if (!maybeSave())
        return false;
    return m_taskController->openTask(folderOrFile);
}

void MainWindow::showProblem(const QString& title, const QString& details)
{
    statusBar()->showMessage(title, 10000);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Warpscope"), title, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("problemBox"));
    box->setInformativeText(details);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::updateTitle()
{
    const QString name = m_document->isOpen() ? QString::fromStdString(m_document->task().name) : tr("no task");
    setWindowTitle(tr("%1[*] — Warpscope").arg(name));
    setWindowModified(m_editor->isModified());
    if (m_saveAction)
        m_saveAction->setEnabled(m_document->isOpen());
}

bool MainWindow::maybeSave()
{
    if (!m_taskController->sourceModified())
        return true;
    const auto answer
        = QMessageBox::question(this, tr("Unsaved changes"), tr("The kernel source has unsaved changes. Save them?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return m_taskController->saveSource();
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave() || !m_reviewController->maybeSaveReview()) {
        event->ignore();
        return;
    }
    m_settings->setWindowLayout(saveGeometry(), saveState());
    event->accept();
}

void MainWindow::registerStepDocks(core::ReviewStep step, const QList<QDockWidget*>& docks)
{
    for (QDockWidget* dock : docks)
        m_stepDocks[step].append(dock);
}

void MainWindow::showStep(core::ReviewStep step)
{
    for (const QPointer<QDockWidget>& dock : std::as_const(m_stepDocks[step]))
        if (dock) {
            dock->show();
            dock->raise();
        }
    if (step == core::ReviewStep::Source)
        m_editor->setFocus();
}

void MainWindow::chooseTask()
{
    const QString file
        = QFileDialog::getOpenFileName(this, tr("Open task"), QString(), tr("Warpscope tasks (task.toml)"));
    if (!file.isEmpty())
        openTask(file);
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = m_settings->recentTasks();
    for (const QString& path : recent) {
        QAction* a = m_recentMenu->addAction(QFileInfo(path).dir().dirName() + QStringLiteral("  —  ") + path);
        connect(a, &QAction::triggered, this, [this, path] { openTask(path); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::setLanguage(const QString& code)
{
    m_settings->setLanguage(code);
    statusBar()->showMessage(tr("The language changes the next time Warpscope starts."), 8000);
}

void MainWindow::showAbout()
{
    AboutDialog dialog(m_environment ? &*m_environment : nullptr, this);
    dialog.exec();
}

} // namespace warpscope::app
