#pragma once

#include "core/env/environment.h"

#include <QMainWindow>

#include <optional>

class QAction;
class QDockWidget;
class QMenu;

namespace warpscope::session {
class AppSettings;
class Session;
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

class TaskController;

/// The main window: the source editor in the middle, dockable panes around it (their layout is
/// remembered), menus, and the status bar. Wiring lives in controllers; the window arranges.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(session::Session* session, QWidget* parent = nullptr);
    ~MainWindow() override;

    bool openTask(const QString& folderOrFile);

    widgets::SourceEditor* editor() const { return m_editor; }
    widgets::TaskPane* taskPane() const { return m_taskPane; }
    widgets::EnvironmentStatus* environmentStatus() const { return m_status; }
    TaskController* taskController() const { return m_taskController; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    QDockWidget* addDock(QWidget* content, const QString& title, const QString& objectName, Qt::DockWidgetArea area);
    void rebuildRecentMenu();
    void chooseTask();
    void setLanguage(const QString& code);
    void showAbout();
    void updateTitle();
    /// Asks about unsaved source changes; false when the user cancels.
    bool maybeSave();
    void showProblem(const QString& title, const QString& details);

    session::Session* m_session;
    session::AppSettings* m_settings;
    session::TaskDocument* m_document;
    TaskController* m_taskController = nullptr;
    widgets::SourceEditor* m_editor = nullptr;
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
