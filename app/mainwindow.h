#pragma once

#include "core/env/environment.h"
#include "core/review/steps.h"

#include <QList>
#include <QMainWindow>
#include <QMap>
#include <QPointer>

#include <optional>

class QAction;
class QDockWidget;
class QMenu;
class QToolBar;

namespace warpscope::session {
class AppSettings;
class SessionInterface;
class TaskDocument;
} // namespace warpscope::session

namespace warpscope::widgets {
class EnvironmentStatus;
class FindBar;
class LessonView;
class SourceEditor;
class TaskPane;
} // namespace warpscope::widgets

namespace warpscope::app {

class CaptureController;
class CompileController;
class LineNavigator;
class ReviewController;
class RunController;
class AnalysisController;
class BaselineController;
class ProfilerController;
class ImplementationBenchController;
class TaskController;

/// The main window: the source editor in the middle, dockable panes around it (their layout is
/// remembered), menus, and the status bar. Wiring lives in controllers; the window arranges.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(session::SessionInterface* session, QWidget* parent = nullptr);
    ~MainWindow() override;

    bool openTask(const QString& folderOrFile);

    widgets::SourceEditor* editor() const { return m_editor; }
    widgets::TaskPane* taskPane() const { return m_taskPane; }
    session::TaskDocument* taskDocument() const { return m_document; }
    widgets::EnvironmentStatus* environmentStatus() const { return m_status; }
    TaskController* taskController() const { return m_taskController; }
    ReviewController* reviewController() const { return m_reviewController; }
    CaptureController* captureController() const { return m_captureController; }
    RunController* runController() const { return m_runController; }
    AnalysisController* analysisController() const { return m_analysisController; }
    ProfilerController* profilerController() const { return m_profilerController; }
    ImplementationBenchController* implementationBenchController() const { return m_implBenchController; }
    CompileController* compileController() const { return m_compileController; }
    BaselineController* baselineController() const { return m_baselineController; }
    LineNavigator* lineNavigator() const { return m_navigator; }

    /// The docks that clicking a review step brings up; the compile and run panes register theirs.
    void registerStepDocks(core::ReviewStep step, const QList<QDockWidget*>& docks);
    /// Shows and raises the docks registered for a step.
    void showStep(core::ReviewStep step);

protected:
    void closeEvent(QCloseEvent* event) override;
    /// Keeps the titles of tabbed docks whole (see mainwindowlayout.cpp).
    bool event(QEvent* event) override;

private:
    void createActions();
    void createMenus();
    QDockWidget* addDock(QWidget* content, const QString& title, const QString& objectName, Qt::DockWidgetArea area);
    void rebuildRecentMenu();
    void chooseTask();
    void setLanguage(const QString& code);
    void showAbout();
    void updateTitle();
    /// Groups the docks the controllers made into tab groups that fit a laptop screen.
    void arrangeDefaultLayout();
    /// Wraps panes with a tall minimum in a scroll area, so the window fits a 1280x800 screen.
    void makePanesScrollable();
    /// Moves the Run toolbar to a row of its own when it does not fit beside the step bar.
    void wrapToolBars();
    /// Clamps the (restored) geometry to the available area of the screen the window is on.
    void keepOnScreen();
    /// Asks about unsaved source changes; false when the user cancels.
    bool maybeSave();
    void showProblem(const QString& title, const QString& details);

    session::SessionInterface* m_session;
    session::AppSettings* m_settings;
    session::TaskDocument* m_document;
    TaskController* m_taskController = nullptr;
    ReviewController* m_reviewController = nullptr;
    CaptureController* m_captureController = nullptr;
    RunController* m_runController = nullptr;
    AnalysisController* m_analysisController = nullptr;
    ProfilerController* m_profilerController = nullptr;
    ImplementationBenchController* m_implBenchController = nullptr;
    CompileController* m_compileController = nullptr;
    BaselineController* m_baselineController = nullptr;
    QMap<core::ReviewStep, QList<QPointer<QDockWidget>>> m_stepDocks;
    QPointer<QToolBar> m_stepToolBar; ///< found once by wrapToolBars (the review controller makes it)
    QPointer<QToolBar> m_runToolBar; ///< found once by wrapToolBars (the run controller makes it)
    QString m_freshBundle; ///< the bundle of the run finished in this session, for its compile.json
    widgets::SourceEditor* m_editor = nullptr;
    LineNavigator* m_navigator = nullptr;
    widgets::FindBar* m_findBar = nullptr;
    widgets::TaskPane* m_taskPane = nullptr;
    widgets::LessonView* m_lesson = nullptr;
    widgets::EnvironmentStatus* m_status = nullptr;
    QDockWidget* m_taskDock = nullptr;
    QDockWidget* m_lessonDock = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QAction* m_saveAction = nullptr;
    std::optional<core::EnvironmentInfo> m_environment;
    QByteArray m_defaultState;
};

} // namespace warpscope::app
