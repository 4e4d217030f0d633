#pragma once

#include "app/linenavigator.h"
#include "app/session/metatypes.h"
#include "core/analysis/analysisreport.h"

#include <QList>
#include <QObject>

#include <functional>
#include <optional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace warpscope::session {
class SessionInterface;
class TaskDocument;
} // namespace warpscope::session

namespace warpscope::widgets {
class HotspotTable;
class MemoryChart;
class SourceEditor;
class StepChooser;
class WarpAccessView;
} // namespace warpscope::widgets

namespace warpscope::app {

class AnalysisOverlays;
class CompileController;
class ReviewController;
class RunController;
class RooflineController;
class TaskController;

/// Profile (Ctrl+F5): saves the source, compiles it if nothing is compiled yet, runs the task's first
/// seed with the Run toolbar's params on the emulator with analysis on (a bundle in the cache), holds the resulting
/// AnalysisReport and shows it in the hot-spot table, the warp access view and the memory chart; reports to the review
/// step bar's Profile step.
class AnalysisController : public QObject {
    Q_OBJECT
public:
    AnalysisController(QMainWindow* window, session::SessionInterface* session, session::TaskDocument* task,
        TaskController* taskController, ReviewController* review, widgets::SourceEditor* editor);

    void fillMenu(QMenu* menu);
    void fillViewMenu(QMenu* menu);
    QList<QDockWidget*> docks() const;

    /// Profile is Run with analysis: it takes the Run toolbar's Params and compiles first when the
    /// PTX and SASS views are empty. Either may be null (tests that build the controller alone).
    void setControllers(RunController* run, CompileController* compile);
    QAction* profileAction() const { return m_profileAction; }
    QAction* nextHotSpotAction() const { return m_nextAction; }
    widgets::HotspotTable* hotspotTable() const { return m_hotspots; }
    widgets::StepChooser* stepChooser() const { return m_stepChooser; }
    widgets::WarpAccessView* warpAccessView() const { return m_warpAccess; }
    widgets::MemoryChart* memoryChart() const { return m_memory; }
    /// The metric cells beside the lines, the pinned findings and the Findings dock.
    AnalysisOverlays* overlays() const { return m_overlays; }
    RooflineController* rooflineController() const { return m_roofline; }
    /// The report on screen, when the latest profile produced one.
    const std::optional<core::analysis::AnalysisReport>& report() const { return m_report; }
    bool isProfiling() const { return m_generation != 0; }

    /// The number of things the profile points out: lines with excessive global sectors or shared
    /// bank conflicts, lines with divergent branches, and sanitizer findings.
    static int hintCount(const core::analysis::AnalysisReport& report);

public slots:
    void profile();
    /// Shows a run's metrics (a profile's, or a bundle written by `warpscope-cli run --analyze`).
    /// A run without metrics or with a damaged document shows why instead; returns false then.
    bool showResult(const warpscope::session::RunResultPtr& result);
    /// A run the Run step shows (a bundle opened from disk, say): its metrics replace the profile's
    /// when it has any; a run without analysis leaves the profile on screen.
    void showRunMetrics(const warpscope::session::RunResultPtr& run);
    void taskOpened();
    /// Every source line the reviewer goes to (LineNavigator): the warp access view shows its accesses.
    void followSourceLine(int line);
    /// The editor shows another of the task's kernel sources: a pipeline profile shows the step whose
    /// kernel is in it, and line metrics appear only over the file they were measured in.
    void editorSourceSwitched(const QString& source);

signals:
    void failed(const QString& title, const QString& details);
    void message(const QString& text);
    /// A profile finished and its report is on screen (ok false: it failed).
    void profileDone(bool ok);
    /// A profile's run (one seed with comparisons and provenance) and its bundle, for the Run panes;
    /// a task with implementations adds their comparison (with each one's predicted counters), else null.
    void profiledRun(warpscope::session::RunResultPtr run, const QString& bundle,
        warpscope::session::ImplementationsPtr implementations);
    /// A report is on every profile view (a profile's, a pipeline step's, an opened bundle's): the
    /// baseline's comparisons follow it.
    void reportShown();
    /// A hot spot or a finding names a source line (LineNavigator goes there).
    void sourceLineRequested(int line, warpscope::app::LineOrigin origin);

private:
    void createViews();
    void onFinished(quint64 generation, session::RunResultPtr result);
    void onFailed(quint64 generation, const QString& why);
    /// The profile's last steps once its report is read (ok) or refused: the step bar, the docks, profileDone.
    void finishProfile(const session::RunResultPtr& result, bool ok);
    void showLineMessage(const QString& text);
    /// The report of m_report on every profile view (overlays only when its lines are the editor's), in
    /// queued steps; reportShown says when the last view has it.
    void showReport(bool linesInEditor, const std::function<bool(const core::Finding&)>& pinHere = {});
    /// Fills the step chooser from a pipeline run's metrics.steps (hidden for a single launch).
    void listSteps(const session::RunResultPtr& result);
    /// Shows metrics.steps[index] of the run on screen, with the step's file in the editor.
    void showStep(int index);
    /// The kernel source of a declared step (the [kernel] source for a single launch) of the profiled
    /// implementation.
    QString stepSource(int index) const;
    /// The task as the profiled implementation runs it (the task itself when it has one implementation).
    core::Task profiledTask() const;
    /// The reviewer chose another implementation for the overlays: its source in the editor, and a
    /// profile of it when one is on screen.
    void chooseImplementation(const QString& name);
    /// Opens a file of the profiled implementation in the editor, as that implementation.
    void showProfiledSource(const QString& source);
    /// Overlays m_report on the editor when the editor shows m_reportSource; else a note says where
    /// its lines are.
    void placeLines();

    QMainWindow* m_window;
    session::SessionInterface* m_session;
    session::TaskDocument* m_task;
    TaskController* m_taskController;
    QString m_reportSource; // the file m_report's line numbers refer to
    ReviewController* m_review;
    widgets::SourceEditor* m_editor;
    widgets::HotspotTable* m_hotspots = nullptr;
    widgets::WarpAccessView* m_warpAccess = nullptr;
    widgets::MemoryChart* m_memory = nullptr;
    widgets::StepChooser* m_stepChooser = nullptr;
    QDockWidget* m_hotspotDock = nullptr;
    QDockWidget* m_warpDock = nullptr;
    QDockWidget* m_memoryDock = nullptr;
    AnalysisOverlays* m_overlays = nullptr;
    RooflineController* m_roofline = nullptr;
    QAction* m_profileAction = nullptr;
    QAction* m_nextAction = nullptr;
    quint64 m_generation = 0;
    std::optional<core::analysis::AnalysisReport> m_report;
    session::RunResultPtr m_shownRun; ///< the run m_report came from
    QString m_bundle; ///< the bundle of the profile in flight
    session::ImplementationsPtr m_implementations; ///< delivered just before the profile's run
    QString m_profiledImplementation; ///< whose profile m_report is (empty: the task has one)
    QString m_pendingImplementation; ///< whose profile is in flight
    RunController* m_runController = nullptr;
    CompileController* m_compileController = nullptr;
};

} // namespace warpscope::app
