#include "app/reviewcontroller.h"

#include "app/session/reviewdocument.h"
#include "app/session/reviewsteps.h"
#include "app/session/taskdocument.h"
#include "widgets/checklistpane.h"
#include "widgets/enginemessages.h"
#include "widgets/evidencepane.h"
#include "widgets/reviewnotespane.h"
#include "widgets/sourceeditor.h"
#include "widgets/stepbar.h"

#include <QDateTime>
#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QToolBar>

namespace warpscope::app {

using core::ReviewStep;

ReviewController::ReviewController(QMainWindow* window, session::TaskDocument* task, widgets::SourceEditor* editor)
    : QObject(window)
    , m_window(window)
    , m_task(task)
    , m_editor(editor)
    , m_document(new session::ReviewDocument(this))
    , m_steps(new session::ReviewSteps(this))
{
    createViews();
    connectViews();
    for (ReviewStep step : core::kReviewSteps)
        updateStep(step);
    refreshReview();
}

void ReviewController::createViews()
{
    m_stepBar = new widgets::StepBar(m_window);
    m_stepToolBar = new QToolBar(tr("Review steps"), m_window);
    m_stepToolBar->setObjectName(QStringLiteral("stepToolBar"));
    m_stepToolBar->setMovable(false);
    m_stepToolBar->addWidget(m_stepBar);
    m_window->addToolBar(Qt::TopToolBarArea, m_stepToolBar);

    m_checklist = new widgets::ChecklistPane(m_window);
    m_notes = new widgets::ReviewNotesPane(m_window);
    m_evidence = new widgets::EvidencePane(m_window);
    const std::tuple<QWidget*, QString, QString, Qt::DockWidgetArea> docks[] = {
        {m_checklist, tr("Checklist"), QStringLiteral("checklistDock"), Qt::RightDockWidgetArea},
        {m_notes, tr("Review notes"), QStringLiteral("reviewNotesDock"), Qt::RightDockWidgetArea},
        {m_evidence, tr("Evidence"), QStringLiteral("evidenceDock"), Qt::BottomDockWidgetArea},
    };
    for (const auto& [widget, title, name, area] : docks) {
        auto* dock = new QDockWidget(title, m_window);
        dock->setObjectName(name);
        dock->setWidget(widget);
        m_window->addDockWidget(area, dock);
        m_docks << dock;
    }
    m_window->tabifyDockWidget(m_docks[0], m_docks[1]);
}

void ReviewController::connectViews()
{
    connect(m_steps, &session::ReviewSteps::changed, this, [this](ReviewStep step) {
        updateStep(step);
        // The bar's current step follows the work (an edit, a compile, a run, its comparison, a profile),
        // so a capture of the whole window records where the reviewer is, not "source" after a run.
        // The Report step changes when evidence is saved; that is not where the reviewer is working.
        if (step != ReviewStep::Report && m_steps->badge(step) != core::StepBadge::NotRun)
            m_stepBar->setCurrentStep(step);
    });
    connect(m_stepBar, &widgets::StepBar::stepActivated, this, &ReviewController::stepActivated);

    connect(m_document, &session::ReviewDocument::changed, this, &ReviewController::refreshReview);
    connect(m_document, &session::ReviewDocument::evidenceChanged, this, &ReviewController::refreshEvidence);
    connect(m_document, &session::ReviewDocument::checklistChanged, this, &ReviewController::refreshChecklist);
    connect(m_document, &session::ReviewDocument::opened, this, [this] {
        refreshEvidence();
        refreshChecklist();
    });
    connect(m_document, &session::ReviewDocument::autosaveFailed, this,
        [this](const QString& why) { emit failed(tr("Unsaved review changes could not be autosaved"), why); });

    connect(m_checklist, &widgets::ChecklistPane::itemEdited, m_document, &session::ReviewDocument::setChecklistItem);
    connect(
        m_checklist, &widgets::ChecklistPane::overallVerdictEdited, m_document, &session::ReviewDocument::setVerdict);
    connect(m_notes, &widgets::ReviewNotesPane::titleEdited, m_document, &session::ReviewDocument::setTitle);
    connect(m_notes, &widgets::ReviewNotesPane::reviewerEdited, m_document, &session::ReviewDocument::setReviewer);
    connect(m_notes, &widgets::ReviewNotesPane::summaryEdited, m_document, &session::ReviewDocument::setSummary);
    connect(m_notes, &widgets::ReviewNotesPane::notesEdited, m_document, &session::ReviewDocument::setNotes);
    connect(m_notes, &widgets::ReviewNotesPane::bookmarkAddRequested, this, &ReviewController::bookmarkCurrentLine);
    connect(m_notes, &widgets::ReviewNotesPane::bookmarkRemoveRequested, m_document,
        &session::ReviewDocument::removeBookmark);
    connect(m_notes, &widgets::ReviewNotesPane::bookmarkActivated, this, [this](int index) {
        const auto& marks = m_document->review().bookmarks;
        if (index >= 0 && index < int(marks.size())) {
            emit sourceFileRequested(QString::fromStdString(marks[std::size_t(index)].file));
            emit sourceLineRequested(marks[std::size_t(index)].line, LineOrigin::Bookmark);
        }
    });
    connect(m_evidence, &widgets::EvidencePane::removeRequested, this,
        [this](const QString& id) { m_document->removeEvidence(id); });
    connect(m_evidence, &widgets::EvidencePane::exportRequested, this, &ReviewController::exportReport);
}

void ReviewController::updateStep(ReviewStep step)
{
    m_stepBar->setStep(
        step, session::ReviewSteps::title(step), m_steps->badge(step), m_steps->toolTip(step), m_steps->isStale(step));
}

void ReviewController::refreshReview()
{
    const bool open = m_document->isOpen();
    m_notes->setReviewOpen(open);
    m_checklist->setEnabled(open);
    m_evidence->setEnabled(open);
    m_notes->setReview(m_document->review());
    if (m_saveAction)
        m_saveAction->setEnabled(open);
    const core::Review& r = m_document->review();
    const int open_ = core::openItemCount(r);
    const int failed = int(std::count_if(
        r.checklist.begin(), r.checklist.end(), [](const auto& i) { return i.verdict == core::Verdict::Fail; }));
    if (open)
        m_steps->reportChanged(int(r.evidence.size()), open_, int(r.checklist.size()) - open_, failed);
}

void ReviewController::refreshChecklist()
{
    const core::Review& r = m_document->review();
    m_checklist->setItems(r.checklist);
    m_checklist->setOverallVerdict(r.verdict, core::effectiveVerdict(r));
}

void ReviewController::refreshEvidence()
{
    QList<QPair<QString, QString>> cites;
    QList<widgets::EvidenceThumbnail> thumbs;
    for (const core::EvidenceItem& e : m_document->review().evidence) {
        const QString id = QString::fromStdString(e.id);
        const QString caption = QString::fromStdString(e.caption);
        cites << qMakePair(id, caption);
        QImage image = QImage::fromData(m_document->fileBytes(QString::fromStdString(e.annotated)), "PNG");
        if (image.isNull())
            image = QImage::fromData(m_document->fileBytes(QString::fromStdString(e.original)), "PNG");
        const QString details
            = tr("%1, step %2, line %3, %4")
                  .arg(QString::fromStdString(e.context.pane), widgets::EngineMessages::stepLabel(e.context.step))
                  .arg(e.context.sourceLine)
                  .arg(QString::fromStdString(e.context.timestamp));
        thumbs << widgets::EvidenceThumbnail {id, caption, details, image};
    }
    m_checklist->setEvidence(cites);
    m_evidence->setEvidence(thumbs);
}

core::CaptureContext ReviewController::captureContext(const QString& pane, std::optional<core::ReviewStep> step) const
{
    core::CaptureContext c;
    c.pane = pane.toStdString();
    c.step = core::reviewStepName(step.value_or(m_stepBar->currentStep()));
    if (m_task->isOpen()) {
        c.task = m_task->task().name;
        c.sourceFile = m_task->currentSource().toStdString(); // the file in the editor
    }
    if (m_editor) {
        int line = 0, column = 0;
        m_editor->getCursorPosition(&line, &column);
        c.sourceLine = line + 1;
        c.selection = m_editor->selectedText().left(200).toStdString();
    }
    c.runId = m_currentRun.toStdString();
    c.timestamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    return c;
}

void ReviewController::ensureReview()
{
    if (m_document->isOpen())
        return;
    m_document->newReview();
    if (m_task->isOpen())
        linkReviewedTask();
}

void ReviewController::linkReviewedTask()
{
    m_document->linkTask(m_task->taskDir(), QString::fromStdString(m_task->task().name));
    addTaskQuestions();
}

void ReviewController::addTaskQuestions()
{
    // several implementations are there to be compared: the review asks whether they agree
    if (m_task->isOpen() && m_task->task().implementations.size() > 1)
        m_document->ensureChecklistItem(core::implementationsAgreeItem());
}

void ReviewController::taskOpened()
{
    m_steps->taskOpened();
    // a review belongs to its task: another task closes it (asking to save), so its Save never suggests
    // the new task's name and its evidence never mixes two tasks
    const QString reviewed = m_document->isOpen() ? reviewedTaskFolder() : QString();
    if (!reviewed.isEmpty()
        && QFileInfo(reviewed).canonicalFilePath() != QFileInfo(m_task->taskDir()).canonicalFilePath()
        && maybeSaveReview() && m_document->isOpen()) {
        m_document->close();
        emit message(tr("The review of the previous task was closed"));
    }
    if (m_document->isOpen() && m_document->review().task.path.empty())
        linkReviewedTask();
    else if (m_document->isOpen())
        addTaskQuestions();
}

void ReviewController::sourceModificationChanged(bool modified)
{
    if (modified)
        m_steps->sourceEdited();
    else
        m_steps->sourceSaved();
}

void ReviewController::bookmarkCurrentLine()
{
    if (!m_editor || !m_task->isOpen())
        return;
    ensureReview();
    int line = 0, column = 0;
    m_editor->getCursorPosition(&line, &column);
    const QString text = m_editor->text(line).trimmed().left(80);
    m_document->addBookmark({m_task->currentSource().toStdString(), line + 1, text.toStdString()});
    emit message(tr("Bookmarked line %1").arg(line + 1));
}

void ReviewController::fillViewMenu(QMenu* menu)
{
    menu->addAction(m_stepToolBar->toggleViewAction());
    for (QDockWidget* dock : std::as_const(m_docks))
        menu->addAction(dock->toggleViewAction());
}

} // namespace warpscope::app
