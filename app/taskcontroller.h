#pragma once

#include "app/session/taskdocument.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace warpscope::widgets {
class SourceEditor;
class SourceChooser;
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

    /// The row above the editor that picks one of the task's kernel source files.
    void setSourceChooser(widgets::SourceChooser* chooser);
    /// Asked before the editor leaves a file with unsaved changes; false keeps the file (the
    /// main window's Save/Discard/Cancel question).
    void setLeaveGuard(std::function<bool()> mayLeave);
    /// Shows another of the task's kernel sources in the editor (asking about unsaved changes
    /// first), as the current implementation when it uses the file, else the first that does. True
    /// when the editor shows `source` afterwards.
    bool showSource(const QString& source) { return showSourceAs(source, {}); }
    /// The same as `implementation` (empty: as showSource picks): the chooser's entries.
    bool showSourceAs(const QString& source, const QString& implementation);
    /// Shows the file that holds a launched kernel (its entry or mangled name), if the task names
    /// it; true when the editor shows that file afterwards.
    bool showSourceOfKernel(const QString& kernelName);

signals:
    void opened(const QString& taskFile);
    void failed(const QString& title, const QString& details);
    void message(const QString& text);
    /// The editor now shows another of the task's kernel sources, or the same file as another
    /// implementation (not emitted on open).
    void sourceSwitched(const QString& source);

private:
    void onTaskSaveRequested(const core::Task& edited);
    /// Puts the document's current file into the editor: text, highlighting, read-only for a linked file.
    void showDocumentText();
    /// Fills the source chooser from the document: its files, one entry per implementation of each.
    void fillChooser();

    session::TaskDocument* m_document;
    QPointer<widgets::SourceEditor> m_editor;
    QPointer<widgets::TaskPane> m_pane;
    QPointer<widgets::LessonView> m_lesson;
    QPointer<widgets::SourceChooser> m_chooser;
    std::function<bool()> m_mayLeave;
};

} // namespace warpscope::app
