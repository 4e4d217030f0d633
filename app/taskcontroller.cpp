#include "app/taskcontroller.h"

#include "app/runadmission.h"
#include "app/session/appsettings.h"
#include "core/task/kernelsources.h"
#include "widgets/lessonview.h"
#include "widgets/sourcechooser.h"
#include "widgets/sourceeditor.h"
#include "widgets/taskpane.h"

#include <QDir>
#include <QFileInfo>

namespace warpscope::app {

TaskController::TaskController(session::TaskDocument* document, widgets::SourceEditor* editor, widgets::TaskPane* pane,
    widgets::LessonView* lesson, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_editor(editor)
    , m_pane(pane)
    , m_lesson(lesson)
{
    connect(pane, &widgets::TaskPane::saveRequested, this, &TaskController::onTaskSaveRequested);
}

namespace {

/// Why folderOrFile is not a task at all, or "": a review (review.json, NAME.wsreview/) or another
/// file would otherwise be read as TOML and answered with a syntax error about its JSON.
QString notATask(const QString& folderOrFile)
{
    const QFileInfo info(folderOrFile);
    const QDir dir(folderOrFile);
    const bool reviewFolder = info.isDir()
        && (info.fileName().endsWith(QLatin1String(".wsreview"))
            || (dir.exists(QStringLiteral("review.json")) && !dir.exists(QStringLiteral("task.toml"))));
    if ((info.isFile() && info.fileName() == QLatin1String("review.json")) || reviewFolder)
        return TaskController::tr("%1 is a review, not a task. Open it with Review › Open review…; a task is a "
                                  "folder with a task.toml.")
            .arg(folderOrFile);
    if (info.isFile() && info.suffix().compare(QLatin1String("toml"), Qt::CaseInsensitive) != 0)
        return TaskController::tr("%1 is not a task.toml. Choose a task folder or the task.toml in it.")
            .arg(folderOrFile);
    return {};
}

} // namespace

bool TaskController::openTask(const QString& folderOrFile)
{
    if (const QString why = notATask(folderOrFile); !why.isEmpty()) {
        emit failed(tr("The task %1 could not be opened").arg(folderOrFile), why);
        return false;
    }
    core::TaskDiagnostics diag;
    if (!m_document->open(folderOrFile, &diag)) {
        QStringList lines;
        for (const auto& e : diag.errors)
            lines << QString::fromStdString(e.describe());
        emit failed(tr("The task %1 could not be opened").arg(folderOrFile), lines.join('\n'));
        return false;
    }
    showDocumentText();
    fillChooser();
    m_pane->setTask(m_document->task());
    refreshMemoryEstimate();
    m_lesson->setLesson(m_document->lessonText(), m_document->taskDir());
    emit opened(m_document->taskFile());
    emit message(tr("Opened %1").arg(QString::fromStdString(m_document->task().name)));
    return true;
}

bool TaskController::saveSource()
{
    if (!m_document->isOpen())
        return false;
    const QString error = m_document->saveSource(m_editor->text());
    if (!error.isEmpty()) {
        emit failed(tr("The source was not saved"), error);
        return false;
    }
    m_editor->setModified(false);
    emit message(tr("Saved %1").arg(m_document->sourcePath()));
    return true;
}

bool TaskController::sourceModified() const
{
    return m_editor && m_editor->isModified();
}

void TaskController::setSourceChooser(widgets::SourceChooser* chooser)
{
    m_chooser = chooser;
    connect(chooser, &widgets::SourceChooser::sourceChosen, this, &TaskController::showSourceAs);
}

void TaskController::setLeaveGuard(std::function<bool()> mayLeave)
{
    m_mayLeave = std::move(mayLeave);
}

bool TaskController::showSourceAs(const QString& source, const QString& implementation)
{
    if (!m_document->isOpen() || source.isEmpty())
        return false;
    const QString previous = m_document->currentSource();
    const QString previousImplementation = m_document->currentImplementation();
    const bool sameFile = source == previous;
    if (sameFile && (implementation.isEmpty() || implementation == previousImplementation))
        return true;
    // the same file as another implementation keeps the editor's text: nothing is left behind
    if (!sameFile && sourceModified() && m_mayLeave && !m_mayLeave()) {
        if (m_chooser)
            m_chooser->setCurrent(previous, previousImplementation);
        return false;
    }
    const QString error = m_document->selectSource(source, implementation);
    if (!error.isEmpty()) {
        if (m_chooser)
            m_chooser->setCurrent(previous, previousImplementation);
        emit failed(tr("%1 could not be shown").arg(source), error);
        return false;
    }
    if (!sameFile)
        showDocumentText();
    const QString shownAs = m_document->currentImplementation();
    if (m_chooser)
        m_chooser->setCurrent(source, shownAs);
    // the Task pane's Launch box follows: the launch beside the code is the one that runs it
    const auto& implementations = m_document->task().implementations;
    for (std::size_t i = 0; i < implementations.size(); ++i)
        if (QString::fromStdString(implementations[i].name) == shownAs)
            m_pane->showImplementation(int(i));
    emit sourceSwitched(source);
    emit message(
        shownAs.isEmpty() ? tr("Showing %1").arg(source) : tr("Showing %1 as implementation %2").arg(source, shownAs));
    return true;
}

bool TaskController::showSourceOfKernel(const QString& kernelName)
{
    if (!m_document->isOpen())
        return false;
    const std::string source = core::sourceOfKernel(m_document->task(), kernelName.toStdString());
    return !source.empty() && showSource(m_document->linesFileOf(QString::fromStdString(source)));
}

void TaskController::showDocumentText()
{
    const QString source = m_document->currentSource();
    m_editor->setLanguage(widgets::SourceEditor::languageOfFile(source));
    m_editor->setDocumentText(m_document->sourceText());
    // a .cu named by a PTX's .loc lines is there to read the PTX by: editing it would change nothing
    const bool linked = m_document->isLinkedSource(source);
    m_editor->setReadOnly(linked);
    if (linked)
        emit message(tr("%1 is the source that %2's line info names: the PTX and SASS link to its lines. Edit %2 to "
                        "change the kernel.")
                         .arg(source, m_document->compiledSourceOf(source)));
}

void TaskController::onTaskSaveRequested(const core::Task& edited)
{
    const QString error = m_document->saveTask(edited);
    if (!error.isEmpty()) {
        m_pane->setValidationMessage(tr("Not saved; task.toml is unchanged:\n%1").arg(error));
        return;
    }
    m_pane->setTask(m_document->task());
    fillChooser(); // the edit may have added or renamed a step's source or an implementation
    refreshMemoryEstimate();
    emit message(tr("Saved %1").arg(m_document->taskFile()));
}

void TaskController::fillChooser()
{
    if (!m_chooser)
        return;
    QList<widgets::SourceChooser::Choice> choices;
    for (const auto& c : m_document->sourceChoices())
        choices.append({c.file, c.implementation});
    m_chooser->setChoices(choices, m_document->referenceSourceFiles(), m_document->linkedSourceFiles(),
        {m_document->currentSource(), m_document->currentImplementation()});
}

void TaskController::refreshMemoryEstimate()
{
    if (!m_document->isOpen())
        return;
    const session::AppSettings settings;
    const RunAdmission::Check c = RunAdmission::check(m_document->task(), {}, 0, settings.memoryCap());
    m_pane->setMemoryEstimate(c.fits ? c.summary : c.summary + QLatin1Char('\n') + c.refusal, !c.fits);
}

} // namespace warpscope::app
