#pragma once

#include "app/session/taskdocument.h"

#include <QObject>
#include <QPointer>

namespace warpscope::widgets {
class SourceEditor;
class TaskPane;
class LessonView;
} // namespace warpscope::widgets

namespace warpscope::app {

/// Wires the open task to its views: loads it into the editor, task pane and lesson view, saves the
/// editor's text and the task pane's edits back through TaskDocument, and reports problems.
class TaskController : public QObject {
    Q_OBJECT
public:
    TaskController(session::TaskDocument* document, widgets::SourceEditor* editor, widgets::TaskPane* pane,
        widgets::LessonView* lesson, QObject* parent = nullptr);

    /// Opens a task; on failure the current task stays and failed() carries every problem.
    bool openTask(const QString& folderOrFile);
    /// Saves the editor's text to the kernel source file.
    bool saveSource();
    bool sourceModified() const;
    /// Shows the run's estimated peak memory against what the machine can give in the Task pane.
    void refreshMemoryEstimate();

signals:
    void opened(const QString& taskFile);
    void failed(const QString& title, const QString& details);
    void message(const QString& text);

private:
    void onTaskSaveRequested(const core::Task& edited);

    session::TaskDocument* m_document;
    QPointer<widgets::SourceEditor> m_editor;
    QPointer<widgets::TaskPane> m_pane;
    QPointer<widgets::LessonView> m_lesson;
};

} // namespace warpscope::app
