#pragma once

#include "app/runparams.h"
#include "app/session/metatypes.h"
#include "app/sweepsequence.h"
#include "app/trustpolicy.h"
#include "core/env/environment.h"
#include "core/protocol/requests.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QComboBox;
class QDockWidget;
class QLineEdit;
class QMainWindow;
class QMenu;
class QProgressBar;
class QSpinBox;
class QSplitter;
class QToolBar;
class QToolButton;

namespace warpscope::app {
/// The reviewer's answer to a run whose time estimate is above the limit (runchoice.cpp).
struct RunChoice {
    bool anyway = false; ///< run every CTA whatever the estimate
    std::uint64_t sampleBlocks = 0; ///< run this many CTAs, evenly spread; 0: every CTA
};
} // namespace warpscope::app

namespace warpscope::session {
class AppSettings;
class SessionInterface;
class TaskDocument;
} // namespace warpscope::session

namespace warpscope::widgets {
class HeatmapView;
class RunOptionsButton;
class RunResultsPane;
class SweepDialog;
} // namespace warpscope::widgets

namespace warpscope::app {

class ReviewController;
class TargetController;
class TaskController;

/// Wires Run (F5) to the session and the results to the Run and Compare panes: saves the source,
/// asks once to trust a task with a python reference, chooses the bundle folder (the open review's,
/// else the cache), shows progress and Cancel in the status bar, fills the results pane and the
/// heatmap, reports to the review step bar and runs shape sweeps one row after another.
class RunController : public QObject {
    Q_OBJECT
public:
    RunController(QMainWindow* window, session::SessionInterface* session, session::TaskDocument* task,
        TaskController* taskController, ReviewController* review);
    ~RunController() override;

    /// The estimate question's text from the worker's refusal: its numbers, without the CLI's
    /// options (the dialog's buttons are the choices).
    static QString estimateQuestionText(const QString& why);

    void fillMenu(QMenu* menu);
    void fillViewMenu(QMenu* menu);
    /// Docks of the Run step (verdicts) and of the Compare step (heatmap and verdicts).
    QList<QDockWidget*> runDocks() const;
    QList<QDockWidget*> compareDocks() const;

    QAction* runAction() const { return m_runAction; }
    widgets::RunResultsPane* resultsPane() const { return m_results; }
    widgets::HeatmapView* heatmap() const { return m_heatmap; }
    /// Puts a view beside the heatmap inside its dock (a pinned baseline's heatmap): two maps side by
    /// side in one column, so the window still fits a 1280-px screen; null takes the companion away.
    void setHeatmapCompanion(QWidget* companion);
    widgets::SweepDialog* sweepDialog() const { return m_sweep; }
    /// Run targets: Settings ▸ Targets and the Backend chooser's remote entries (issue 18).
    TargetController* targets() const { return m_targets; }
    /// The Backend chooser's choice: "auto", "emu", "cuda" or "target:NAME".
    QString backendChoice() const;
    session::RunResultPtr currentRun() const { return m_current; }
    /// The bundle folder of the run on screen.
    QString currentBundle() const { return m_currentBundle; }
    bool isRunning() const { return m_generation != 0; }
    /// True while runShown is emitted for a run that finished just now (a Run's or a Profile's), false
    /// for a bundle opened from disk: only a fresh run's bundle may take the compile on screen.
    bool showingFreshRun() const { return m_showingFresh; }

    /// "auto", "emu", "cuda" or "target:NAME"; seeds 0 keeps the task's count; params as "N=33, M=4".
    void setRunOptions(const QString& backend, int seeds, const QString& params);
    /// The Params field's overrides, checked against the task's params (app/runparamsfield.cpp);
    /// false with why when they do not parse or name a param the task lacks. Run and Profile use it.
    bool paramOverrides(RunParams::Values* out, QString* why) const;
    /// The params the open task declares, as the Params field and the sweep must spell them.
    QStringList taskParamNames() const;
    /// Where a run started now writes its bundle.
    QString nextBundleFolder() const;
    /// Shows a finished run (a Run's, a Profile's, an opened bundle's: fresh false) in the results pane
    /// and heatmap, in queued steps (app/queuedsteps.h); runShown says when it is all on screen.
    void showRun(const session::RunResultPtr& result, const QString& bundle, bool fresh = false);
    /// A profile's one-seed run: shown only when no current Run result describes this code, so a
    /// multi-seed verdict is never replaced by the profile's single seed.
    /// Replaces the trust question's message box (tests answer it without a dialog).
    void setTrustQuestion(TrustPolicy::Ask ask);
    void showProfiledRun(const session::RunResultPtr& result, const QString& bundle,
        const session::ImplementationsPtr& implementations = {});
    /// Asks once per task whether its Python reference may run (here, or on the chosen target, saying
    /// so); true when it may or the task has none. Run, the sweep and Profile ask it.
    bool confirmTrust();

public slots:
    void run();
    void cancel();
    void showSweep();
    /// Shows a bundle written earlier (by a run, a sweep or `warpscope-cli run --out`); read off the
    /// GUI thread. A damaged bundle is reported naming the file, and the results on screen stay.
    void openBundle(const QString& folder);
    void chooseBundle();
    void environmentReady(const warpscope::core::EnvironmentInfo& env);
    void sourceEdited(bool modified);
    void taskOpened();

signals:
    void failed(const QString& title, const QString& details);
    void message(const QString& text);
    /// A run's results are on screen.
    void runShown(warpscope::session::RunResultPtr run);
    /// The verdict's Profile link: the main window triggers the Profile action.
    void profileRequested();

private:
    void createViews();
    void createActions();
    /// Builds the request; false (with failed()) when the params are wrong or the user declined trust.
    bool buildRequest(const RunParams::Values& extra, core::WorkerRunRequest* request);
    /// Cancel's action and button: enabled while a run or a far Compile, trace or benchmark is out.
    void updateCancel();
    /// choice: the reviewer's answer to onNeedsChoice (run anyway, or a sample of CTAs).
    quint64 startRun(const RunParams::Values& extra, const QString& bundle, const RunChoice& choice = {});
    void onProgress(quint64 generation, quint64 done, quint64 total);
    void onFinished(quint64 generation, warpscope::session::RunResultPtr result);
    void onFailed(quint64 generation, const QString& why);
    /// A run on a target finished: shown as a local one, with where it ran in the status message.
    void onRemoteFinished(quint64 generation, warpscope::session::RunResultPtr result, const QString& where);
    /// The worker's time estimate is above the limit: run anyway, run a sample of CTAs, or cancel (runchoice.cpp).
    void onNeedsChoice(quint64 generation, const QString& why);
    /// "Running… 42% — 1200 of 4096 CTAs, about 3 min left" (runchoice.cpp).
    QString progressText(quint64 done, quint64 total) const;
    /// Run › Memory cap…: the cap sent with every run and used by the Task pane's estimate.
    void chooseMemoryCap();
    void setBusy(bool busy);
    /// Shows the result docks, and sizes them once so a first result is readable.
    void revealDocks();
    /// The last step of showRun: docks, step bar, review, status message and runShown.
    void announceRun(const session::RunResultPtr& result, const QString& bundle, bool fresh);
    /// Marks the Params field red, with the reason as tooltip, while its text is refused.
    void validateParamsField();
    void runSweep(const QString& text);
    /// A finished sweep row double-clicked: its bundle in the Run panes.
    void openSweepRow(int row);
    /// A new task: the sweep dialog forgets the previous task's rows and results (runsweep.cpp).
    void resetSweep();
    void nextSweepRow();
    void sweepRowDone(const session::RunResultPtr& result, const QString& error);

    QMainWindow* m_window;
    session::SessionInterface* m_session;
    session::TaskDocument* m_task;
    TaskController* m_taskController;
    ReviewController* m_review;
    session::AppSettings* m_settings;
    TrustPolicy m_trust; ///< asks once per task before a Python reference runs

    widgets::RunResultsPane* m_results = nullptr;
    session::ImplementationsPtr m_sweepImplementations; ///< the running sweep row's implementations
    widgets::HeatmapView* m_heatmap = nullptr;
    QDockWidget* m_resultsDock = nullptr;
    QDockWidget* m_heatmapDock = nullptr;
    QSplitter* m_heatmapSplit = nullptr; ///< the heatmap and, with a baseline, its companion
    QPointer<QWidget> m_heatmapCompanion;
    widgets::SweepDialog* m_sweep = nullptr; // created on first use, owned by the window
    QAction* m_runAction = nullptr;
    QAction* m_cancelAction = nullptr;
    QAction* m_sweepAction = nullptr;
    QAction* m_openAction = nullptr;
    QToolBar* m_toolBar = nullptr;
    QComboBox* m_backend = nullptr;
    TargetController* m_targets = nullptr;
    QSpinBox* m_seeds = nullptr;
    widgets::RunOptionsButton* m_options = nullptr; ///< the schedule and the approximate instructions' mode
    QLineEdit* m_params = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancelButton = nullptr;

    quint64 m_generation = 0; ///< the run in flight; 0 when none
    QElapsedTimer m_runClock; ///< since the run in flight started, for the time left
    RunParams::Values m_lastExtra; ///< the extra params of the run in flight, to repeat it after a choice
    QString m_pendingBundle;
    session::RunResultPtr m_current;
    QString m_currentBundle;
    bool m_currentStale = false; ///< the source changed or a later run failed since m_current
    bool m_currentFromProfile = false; ///< m_current is a profile's one-seed run, not a Run's
    bool m_showingFresh = false;
    bool m_docksSized = false;

    SweepSequence m_sweepRun; ///< the sweep's rows, the one in flight and their bundle folders
};

} // namespace warpscope::app
