// Profile (Ctrl+F5): one analysed emulator run through the worker, and its report in the analysis docks.
#include "app/analysiscontroller.h"

#include "app/analysisoverlays.h"
#include "app/compilecontroller.h"
#include "app/queuedsteps.h"
#include "app/reviewcontroller.h"
#include "app/rooflinecontroller.h"
#include "app/runcontroller.h"
#include "app/session/reviewsteps.h"
#include "app/session/sessioninterface.h"
#include "app/session/taskdocument.h"
#include "app/targetcontroller.h"
#include "app/taskcontroller.h"
#include "core/task/kernelsources.h"
#include "widgets/enginemessages.h"
#include "widgets/hotspottable.h"
#include "widgets/memorychart.h"
#include "widgets/sourceeditor.h"
#include "widgets/stepchooser.h"
#include "widgets/warpaccessview.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace warpscope::app {

AnalysisController::AnalysisController(QMainWindow* window, session::SessionInterface* session,
    session::TaskDocument* task, TaskController* taskController, ReviewController* review,
    widgets::SourceEditor* editor)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_task(task)
    , m_taskController(taskController)
    , m_review(review)
    , m_editor(editor)
{
    createViews();
    m_profileAction = new QAction(tr("&Profile"), this);
    m_profileAction->setObjectName(QStringLiteral("profileAction"));
    m_profileAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F5));
    m_profileAction->setToolTip(tr("Save the source and run the first seed on the emulator with analysis: "
                                   "counters per line, memory traffic and sanitizers (Ctrl+F5)"));
    connect(m_profileAction, &QAction::triggered, this, &AnalysisController::profile);
    m_nextAction = new QAction(tr("&Next hot spot"), this);
    m_nextAction->setObjectName(QStringLiteral("nextHotSpotAction"));
    m_nextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F6));
    connect(m_nextAction, &QAction::triggered, m_hotspots, &widgets::HotspotTable::nextHotSpot);
    // The session serves every run; the generation tells this controller's apart from F5's.
    connect(session, &session::SessionInterface::runFinished, this, &AnalysisController::onFinished);
    connect(session, &session::SessionInterface::implementationsFinished, this,
        [this](quint64 generation, session::ImplementationsPtr result) {
            if (generation == m_generation && generation != 0)
                m_implementations = std::move(result);
        });
    connect(session, &session::SessionInterface::runFailed, this, &AnalysisController::onFailed);
}

void AnalysisController::createViews()
{
    m_hotspots = new widgets::HotspotTable(m_window);
    m_warpAccess = new widgets::WarpAccessView(m_window);
    m_memory = new widgets::MemoryChart(m_window);
    auto dock = [this](QWidget* w, const QString& title, const QString& name) {
        auto* d = new QDockWidget(title, m_window);
        d->setObjectName(name);
        d->setWidget(w);
        m_window->addDockWidget(Qt::BottomDockWidgetArea, d);
        d->hide(); // shown by the first profile or the Profile step
        return d;
    };
    // a pipeline's step chooser sits above the hot spots, the view a profile opens on
    m_stepChooser = new widgets::StepChooser;
    auto* hotspotPane = new QWidget;
    auto* hotspotLayout = new QVBoxLayout(hotspotPane);
    hotspotLayout->setContentsMargins(0, 0, 0, 0);
    hotspotLayout->setSpacing(0);
    hotspotLayout->addWidget(m_stepChooser);
    hotspotLayout->addWidget(m_hotspots, 1);
    connect(m_stepChooser, &widgets::StepChooser::stepChosen, this, &AnalysisController::showStep);
    connect(
        m_stepChooser, &widgets::StepChooser::implementationChosen, this, &AnalysisController::chooseImplementation);
    m_hotspotDock = dock(hotspotPane, tr("Hot spots"), QStringLiteral("hotspotDock"));
    m_warpDock = dock(m_warpAccess, tr("Warp access"), QStringLiteral("warpAccessDock"));
    m_memoryDock = dock(m_memory, tr("Memory chart"), QStringLiteral("memoryChartDock"));
    // One tab group: the bottom area is already shared by the run and compile panes.
    m_window->tabifyDockWidget(m_hotspotDock, m_warpDock);
    m_window->tabifyDockWidget(m_hotspotDock, m_memoryDock);
    m_roofline = new RooflineController(m_window, this);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_roofline->dock());
    m_roofline->dock()->hide();
    m_window->tabifyDockWidget(m_hotspotDock, m_roofline->dock());

    m_overlays = new AnalysisOverlays(m_window, m_editor, this);
    m_window->tabifyDockWidget(m_hotspotDock, m_overlays->findingsDock());

    connect(m_hotspots, &widgets::HotspotTable::lineActivated, this, [this](int line) {
        // hot spot lines are in the profiled step's file, which may not be the one in the editor
        if (!m_reportSource.isEmpty())
            showProfiledSource(m_reportSource);
        emit sourceLineRequested(line, LineOrigin::Hotspots);
    });
    connect(
        m_overlays, &AnalysisOverlays::kernelSourceRequested, m_taskController, &TaskController::showSourceOfKernel);
    connect(m_overlays, &AnalysisOverlays::sourceLineRequested, this, &AnalysisController::sourceLineRequested);
}

void AnalysisController::followSourceLine(int line)
{
    m_warpAccess->setSourceLine(line);
}

void AnalysisController::fillMenu(QMenu* menu)
{
    menu->addSeparator();
    menu->addAction(m_profileAction);
    menu->addAction(m_nextAction);
}

void AnalysisController::fillViewMenu(QMenu* menu)
{
    menu->addAction(m_hotspotDock->toggleViewAction());
    menu->addAction(m_warpDock->toggleViewAction());
    menu->addAction(m_memoryDock->toggleViewAction());
    menu->addAction(m_overlays->findingsDock()->toggleViewAction());
    menu->addAction(m_roofline->dock()->toggleViewAction());
    m_overlays->fillViewMenu(menu);
}

QList<QDockWidget*> AnalysisController::docks() const
{
    return {m_hotspotDock, m_warpDock, m_memoryDock, m_roofline->dock(), m_overlays->findingsDock()};
}

int AnalysisController::hintCount(const core::analysis::AnalysisReport& report)
{
    int hints = int(report.findings.size());
    for (const auto& line : report.lines) {
        const auto& c = line.counters;
        hints += (c.globalSectorsExcessive() > 0) + (c.sharedWavefrontsExcessive() > 0) + (c.divergentBranches > 0);
    }
    return hints;
}

void AnalysisController::taskOpened()
{
    QueuedSteps::finishAll(); // a profile still landing lands before the views are emptied
    m_generation = 0;
    m_report.reset();
    m_shownRun.reset();
    m_stepChooser->setSteps({}, -1);
    const QString text = tr("Profile the task (Run › Profile) to see where its time and memory traffic go.");
    m_hotspots->showMessage(text);
    m_warpAccess->showMessage(text);
    m_memory->showMessage(text);
    m_roofline->showMessage(text);
    m_overlays->clear(QString());
    // the overlays' implementation chooser: the editor's implementation first
    QStringList names;
    for (const core::ImplementationSpec& impl : m_task->task().implementations)
        names << QString::fromStdString(impl.name);
    m_profiledImplementation = names.size() > 1 ? m_task->currentImplementation() : QString();
    m_stepChooser->setImplementations(names, m_profiledImplementation);
}

void AnalysisController::chooseImplementation(const QString& name)
{
    const auto& impls = m_task->task().implementations;
    for (std::size_t i = 0; i < impls.size(); ++i) {
        if (QString::fromStdString(impls[i].name) != name)
            continue;
        // the editor opens the implementation's source (its first step's, a PTX's linked file)
        const core::Task t = core::taskForImplementation(m_task->task(), i);
        m_taskController->showSourceAs(m_task->linesFileOf(QString::fromStdString(t.kernel.source)), name);
        if (m_report && name != m_profiledImplementation)
            profile(); // a profile is on screen: the chosen implementation's replaces it
        else if (!m_report)
            showLineMessage(tr("Profile (Ctrl+F5) to see the counters of implementation %1.").arg(name));
        return;
    }
}

void AnalysisController::showProfiledSource(const QString& source)
{
    if (m_profiledImplementation.isEmpty())
        m_taskController->showSource(source);
    else
        m_taskController->showSourceAs(source, m_profiledImplementation);
}

core::Task AnalysisController::profiledTask() const
{
    const core::Task& task = m_task->task();
    for (std::size_t i = 0; i < task.implementations.size(); ++i)
        if (QString::fromStdString(task.implementations[i].name) == m_profiledImplementation)
            return core::taskForImplementation(task, i);
    return task;
}

void AnalysisController::profile()
{
    if (!m_task->isOpen()) {
        emit failed(tr("No task is open"), tr("Open a task (File › Open task…) before profiling."));
        return;
    }
    if (m_taskController->sourceModified() && !m_taskController->saveSource())
        return;
    // the same params as Run: a profile of N=1000 beside a run of N=33 would explain another launch
    RunParams::Values params;
    QString why;
    if (m_runController && !m_runController->paramOverrides(&params, &why)) {
        emit failed(tr("The profile did not start"), why);
        return;
    }
    // a python reference runs user code (here, or on the chosen target): the same question as Run's
    if (m_runController && !m_runController->confirmTrust()) {
        emit message(tr("Not profiled: the task's Python reference is not trusted"));
        return;
    }
    // a profile points at PTX and SASS lines: they must be on screen, and the Compile step must say so
    if (m_compileController && !m_compileController->result())
        m_compileController->compile();
    const QString bundle = QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
                               .filePath(QStringLiteral("analysis/")
                                   + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")));
    if (!QDir().mkpath(bundle)) {
        emit failed(tr("The profile did not start"),
            tr("The folder %1 could not be created; check the disk and its rights.").arg(bundle));
        return;
    }
    // One seed on the emulator: analysis describes the first seed's launch only (docs/analysis.md).
    core::WorkerRunRequest request;
    request.taskPath = m_task->taskFile().toStdString();
    request.bundleDir = bundle.toStdString();
    request.backend = "emu";
    request.seeds = 1;
    request.analyze = true;
    request.trust = m_task->task().reference.kind == core::ReferenceSpec::Kind::Python; // asked above
    for (auto it = params.begin(); it != params.end(); ++it)
        request.params[it.key().toStdString()] = it.value();
    // a task with implementations: the chosen one's run is the one analysed into the overlays
    m_pendingImplementation = m_stepChooser->currentImplementation();
    request.shownImplementation = m_pendingImplementation.toStdString();
    m_implementations.reset();
    const QString target = m_runController ? TargetController::targetName(m_runController->backendChoice()) : QString();
    if (!target.isEmpty()) {
        // on a run target (issue 18): the same analysed run by the worker there, its bundle back here
        m_generation = m_runController->targets()->startRun(
            target, m_task->task(), request, bundle, &why,
            [self = QPointer<AnalysisController>(this)] {
                if (self)
                    self->profile(); // the host key was accepted: profile again, not Run
            },
            tr("Accept the key and profile again"));
        if (m_generation == 0) {
            emit failed(tr("The profile did not start"), why);
            return;
        }
    } else {
        // its own tag: a profile and a plain run do not cancel each other
        m_generation = m_session->requestRun(std::move(request), QStringLiteral("profile"));
    }
    m_bundle = bundle;
    m_profileAction->setEnabled(false);
    showLineMessage(tr("Profiling %1 on the emulator…").arg(QString::fromStdString(m_task->task().name)));
    emit message(tr("Profiling %1…").arg(QString::fromStdString(m_task->task().name)));
}

void AnalysisController::setControllers(RunController* run, CompileController* compile)
{
    m_runController = run;
    m_compileController = compile;
    // a profile on a run target comes back through the target's runner, as a Run on it does
    connect(run->targets(), &TargetController::finished, this,
        [this](quint64 generation, session::RunResultPtr result, const QString&) { onFinished(generation, result); });
    connect(run->targets(), &TargetController::failed, this, &AnalysisController::onFailed);
}

void AnalysisController::showLineMessage(const QString& text)
{
    m_hotspots->showMessage(text);
}

void AnalysisController::onFinished(quint64 generation, session::RunResultPtr result)
{
    if (generation != m_generation || generation == 0)
        return;
    m_generation = 0;
    m_profileAction->setEnabled(true);
    m_profiledImplementation = m_pendingImplementation;
    if (m_implementations && !m_implementations->shown.empty())
        m_profiledImplementation = QString::fromStdString(m_implementations->shown);
    m_stepChooser->setCurrentImplementation(m_profiledImplementation);
    // In queued steps (app/queuedsteps.h), each short enough not to freeze the window: the run panes,
    // the report (read, then each view, posted by showReport), each dock shown, and the step bar.
    QueuedSteps::post(this,
        {[this, result, bundle = m_bundle, implementations = std::move(m_implementations)] {
             if (result && !result->seeds.empty())
                 emit profiledRun(result, bundle, implementations);
         },
            [this, result] { finishProfile(result, showResult(result)); }});
    m_implementations.reset();
}

void AnalysisController::finishProfile(const session::RunResultPtr& result, bool ok)
{
    const core::RunResult::Stop stop = result ? result->stop() : core::RunResult::Stop {};
    if (m_review && stop.stopped)
        m_review->steps()->profileStopped(widgets::EngineMessages::kindLabel(stop.reason),
            widgets::EngineMessages::text(stop.messageParts, stop.message));
    else if (m_review)
        m_review->steps()->profileFinished(ok, m_report ? hintCount(*m_report) : 0);
    if (!ok) {
        emit profileDone(false);
        return;
    }
    // a dock shown for the first time lays out all its children: one dock per event
    for (QDockWidget* d : docks())
        QueuedSteps::post(this, {[d] { d->show(); }});
    QueuedSteps::post(this, {[this] {
        m_hotspotDock->raise();
        if (m_report && !m_report->findings.empty()) // a seeded bug is the story, not the counters
            m_overlays->findingsDock()->raise();
        m_warpDock->raise(); // the default layout puts the pictures beside the tables
        emit message(tr("Profile finished: %n hint(s)", nullptr, m_report ? hintCount(*m_report) : 0));
        emit profileDone(true);
    }});
}

void AnalysisController::onFailed(quint64 generation, const QString& why)
{
    if (generation != m_generation || generation == 0)
        return;
    m_generation = 0;
    m_profileAction->setEnabled(true);
    showLineMessage(tr("The profile failed: %1").arg(why));
    if (m_review)
        m_review->steps()->profileFinished(false, 0);
    emit failed(tr("The profile failed"), why);
    emit profileDone(false);
}

void AnalysisController::showRunMetrics(const session::RunResultPtr& run)
{
    if (!run || !run->metrics.is_object() || run->metrics.empty())
        return;
    if (showResult(run))
        for (QDockWidget* d : docks())
            QueuedSteps::post(this, {[d] { d->show(); }}); // after the views are filled, one per event
}

bool AnalysisController::showResult(const session::RunResultPtr& result)
{
    // A profile's run comes back through the Run step too: parse it once.
    if (result && result == m_shownRun && m_report)
        return true;
    QString why;
    if (!result)
        why = tr("No run result arrived.");
    else if (!result->metrics.is_object() || result->metrics.empty())
        why = tr("The run has no metrics: it ran without analysis. Profile it (Run › Profile) or run "
                 "`warpscope-cli run TASK --analyze --out DIR`.");
    if (why.isEmpty()) {
        auto report = core::analysis::analysisReportFromJson(result->metrics);
        if (!report) {
            why = tr("The run's metrics document is damaged (%1); profile the task again.")
                      .arg(QString::fromStdString(report.error().describe()));
        } else {
            report->findings = result->findings;
            m_report = std::move(*report);
            m_shownRun = result;
        }
    }
    if (!why.isEmpty()) {
        m_report.reset();
        m_shownRun.reset();
        m_stepChooser->setSteps({}, -1);
        m_hotspots->showMessage(why);
        m_warpAccess->showMessage(why);
        m_memory->showMessage(why);
        m_roofline->showMessage(why);
        m_overlays->clear(why);
        return false;
    }
    listSteps(result);
    m_reportSource = stepSource(m_stepChooser->currentStep()); // -1: a single launch
    if (!m_reportSource.isEmpty()
        && (m_reportSource != m_task->currentSource()
            || (!m_profiledImplementation.isEmpty() && m_task->currentImplementation() != m_profiledImplementation)))
        showProfiledSource(m_reportSource); // the hottest step's file, as showStep does
    placeLines();
    return true;
}

void AnalysisController::showReport(bool linesInEditor, const std::function<bool(const core::Finding&)>& pinHere)
{
    // One view per event (app/queuedsteps.h). Each step shows the report on screen when it runs: a later
    // report's steps come after these, so the views end on the latest one.
    QueuedSteps::post(this,
        {[this] {
             if (!m_report)
                 return;
             m_hotspots->setReport(*m_report);
             m_warpAccess->setReport(*m_report);
             m_memory->setReport(*m_report);
         },
            [this] {
                if (m_report)
                    m_roofline->setReport(*m_report);
            },
            [this, linesInEditor, pinHere] {
                if (!m_report)
                    return;
                if (linesInEditor)
                    m_overlays->show(*m_report, pinHere);
                else
                    m_overlays->clear(m_stepChooser->note());
            },
            [this] {
                if (m_report)
                    emit reportShown();
            }});
}

} // namespace warpscope::app
