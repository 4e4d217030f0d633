#pragma once

#include "app/linenavigator.h"
#include "core/review/review.h"
#include "core/review/steps.h"

#include <QList>
#include <QObject>

#include <QPointer>
#include <functional>
#include <optional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QToolBar;

namespace warpscope::session {
class ReviewDocument;
class ReviewSteps;
class TaskDocument;
} // namespace warpscope::session

namespace warpscope::widgets {
class ChecklistPane;
class EvidencePane;
class ReviewNotesPane;
class SourceEditor;
class StepBar;
} // namespace warpscope::widgets

namespace warpscope::app {

/// Wires the review session to its views: the step bar, the checklist, notes and evidence panes, the
/// File menu's review actions, report export and crash recovery. Results from the compile and run
/// controllers reach the step bar through steps() (ReviewSteps' slots).
class ReviewController : public QObject {
    Q_OBJECT
public:
    ReviewController(QMainWindow* window, session::TaskDocument* task, widgets::SourceEditor* editor);

    session::ReviewDocument* document() const { return m_document; }
    session::ReviewSteps* steps() const { return m_steps; }
    widgets::StepBar* stepBar() const { return m_stepBar; }
    widgets::ChecklistPane* checklistPane() const { return m_checklist; }
    widgets::ReviewNotesPane* notesPane() const { return m_notes; }
    widgets::EvidencePane* evidencePane() const { return m_evidence; }
    /// The docks the Report step brings up (checklist, notes, evidence).
    QList<QDockWidget*> reportDocks() const { return m_docks; }

    void fillFileMenu(QMenu* menu);
    void fillViewMenu(QMenu* menu);

    /// What a capture taken now shows: pane, task, step, source line and selection, run, time.
    core::CaptureContext captureContext(const QString& pane, std::optional<core::ReviewStep> step = {}) const;
    /// The run shown in the result panes, cited by captures (the run controller sets it).
    void setCurrentRun(const QString& runId) { m_currentRun = runId; }
    /// Called before every save with the open review: records what only the window knows (the pinned
    /// baseline), so the report made from the saved folder carries it.
    void setBeforeSave(std::function<void(session::ReviewDocument*)> hook) { m_beforeSave = std::move(hook); }
    /// Opens an untitled review linked to the open task when none is open.
    void ensureReview();

    /// Saves into folder (".wsreview" appended when missing), without asking; false and failed() on error.
    bool saveReviewTo(const QString& folder);
    /// Writes the report of the saved review; the format follows the file's extension (.md, .html, .pdf).
    bool exportReportTo(const QString& file);

    /// Opens the review in folder, then its task when another one (or none) is open, and shows its latest
    /// run results; "" or why the review could not be opened (tests, Open review…). A task folder that
    /// is gone is reported through failed(), and the review stays open.
    QString openReviewFolder(const QString& folder);
    /// How a reopened review opens its task (the main window's Open task, which asks about unsaved
    /// changes first); returns false when the task was not opened.
    void setTaskOpener(std::function<bool(const QString&)> openTask) { m_openTask = std::move(openTask); }
    /// The review's task, as an absolute folder ("" when it has none or its copy is not saved yet).
    QString reviewedTaskFolder() const;

public slots:
    /// Asks for the review's name (the task's by default) and starts an untitled review linked to the task.
    void newReview();
    void openReview();
    bool saveReview();
    bool saveReviewAs();
    void exportReport();
    void addRunResults();
    void bookmarkCurrentLine();
    /// Asks about unsaved review changes; false when the user cancels.
    bool maybeSaveReview();
    /// After a crash: offers each autosaved review whose Warpscope is gone, to restore or discard.
    void offerRecovery();
    void taskOpened();
    void sourceModificationChanged(bool modified);

signals:
    void failed(const QString& title, const QString& details);
    void message(const QString& text);
    /// The user clicked a step: the window brings up that step's panes.
    void stepActivated(core::ReviewStep step);
    /// A bookmark names a source line (LineNavigator goes there).
    void sourceLineRequested(int line, warpscope::app::LineOrigin origin);
    /// A bookmark is in this file of the task (relative to its folder): the editor must show it
    /// before the line is shown. Emitted before sourceLineRequested.
    void sourceFileRequested(const QString& file);
    /// A reopened review holds run results: the run panes show this bundle (its latest).
    void resultsToShow(const QString& bundle);

private:
    void createViews();
    void connectViews();
    void refreshReview();
    void refreshEvidence();
    void refreshChecklist();
    void updateStep(core::ReviewStep step);
    void offerNextRecovery();
    /// Links the review to the open task and adds the task's own questions.
    void linkReviewedTask();
    /// The questions the open task asks beyond the default checklist (implementations: do they agree?).
    void addTaskQuestions();
    /// Opens the reviewed task when the open task is another one (or none); reports a missing folder.
    void openReviewedTask();

    QMainWindow* m_window;
    session::TaskDocument* m_task;
    QPointer<widgets::SourceEditor> m_editor;
    session::ReviewDocument* m_document;
    session::ReviewSteps* m_steps;
    widgets::StepBar* m_stepBar = nullptr;
    QToolBar* m_stepToolBar = nullptr;
    widgets::ChecklistPane* m_checklist = nullptr;
    widgets::ReviewNotesPane* m_notes = nullptr;
    widgets::EvidencePane* m_evidence = nullptr;
    QList<QDockWidget*> m_docks;
    QAction* m_saveAction = nullptr;
    QString m_currentRun;
    std::function<bool(const QString&)> m_openTask;
    std::function<void(session::ReviewDocument*)> m_beforeSave;
};

} // namespace warpscope::app
