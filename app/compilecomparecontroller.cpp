#include "app/compilecomparecontroller.h"

#include "app/session/sessioninterface.h"
#include "app/session/taskdocument.h"
#include "core/compile/compilediff.h"
#include "widgets/compilediffview.h"
#include "widgets/compileoptionspanel.h"
#include "widgets/sourceeditor.h"

#include <QDialog>
#include <QMenu>
#include <QVBoxLayout>

namespace warpscope::app {

namespace {
const QString kTagA = QStringLiteral("compare-a");
const QString kTagB = QStringLiteral("compare-b");
} // namespace

CompileCompareController::CompileCompareController(QWidget* window, session::SessionInterface* session,
    session::TaskDocument* task, widgets::SourceEditor* editor, QObject* parent)
    : QObject(parent)
    , m_window(window)
    , m_session(session)
    , m_task(task)
    , m_editor(editor)
{
    connect(session, &session::SessionInterface::compileFinished, this, &CompileCompareController::finished);
    connect(session, &session::SessionInterface::compileFailed, this, &CompileCompareController::failed);
}

void CompileCompareController::fillMenu(QMenu* menu)
{
    QAction* a = menu->addAction(tr("Compare &A/B…"), this, &CompileCompareController::showDialog);
    a->setObjectName(QStringLiteral("compareAction"));
}

void CompileCompareController::setArchs(const std::vector<int>& archs)
{
    m_archs = archs;
    if (m_view)
        m_view->setArchs(archs);
}

QDialog* CompileCompareController::dialog()
{
    if (!m_dialog) {
        m_dialog = new QDialog(m_window);
        m_dialog->setObjectName(QStringLiteral("compareDialog"));
        m_dialog->setWindowTitle(tr("Compare two compiles"));
        m_view = new widgets::CompileDiffView(m_dialog);
        auto* layout = new QVBoxLayout(m_dialog);
        layout->addWidget(m_view);
        m_dialog->resize(1300, 850);
        if (!m_archs.empty())
            m_view->setArchs(m_archs);
        connect(m_view, &widgets::CompileDiffView::compareRequested, this, &CompileCompareController::compare);
    }
    return m_dialog;
}

widgets::CompileDiffView* CompileCompareController::view()
{
    dialog();
    return m_view;
}

void CompileCompareController::listImplementations()
{
    QStringList names;
    if (m_task->isOpen())
        for (const core::ImplementationSpec& impl : m_task->task().implementations)
            names << QString::fromStdString(impl.name);
    if (names == view()->implementations())
        return; // the reviewer's choices stay
    const QString current = m_task->currentImplementation();
    view()->setImplementations(names, current, current);
}

void CompileCompareController::showDialog()
{
    listImplementations();
    dialog()->show();
    m_dialog->raise();
}

void CompileCompareController::compare()
{
    if (!m_task->isOpen() || !m_session) {
        view()->setStatus(tr("Open a task first: the comparison compiles the task's kernel twice."));
        return;
    }
    m_a.reset();
    m_b.reset();
    listImplementations();
    // A and B are both of the file the editor shows (one of a pipeline's several, maybe); a .cu
    // linked by a PTX's .loc lines stands for that PTX, read from disk
    const QString current = m_task->currentSource();
    const QString text = m_task->isLinkedSource(current) ? QString() : m_editor->text();
    const QString compiled = m_task->compiledSourceOf(current);
    const QString source = m_task->isKernelSource(compiled) ? QString() : compiled;
    // a task with implementations: each side compiles its own, with the editor's text when the editor
    // shows that implementation's file, else its file from disk
    const QStringList inEditor = m_task->implementationsOf(current);
    const auto request = [&](bool sideB) {
        const QString impl = view()->implementation(sideB);
        const core::CompileOptions options = (sideB ? view()->optionsB() : view()->optionsA())->options();
        const QString tag = sideB ? kTagB : kTagA;
        if (impl.isEmpty() || inEditor.contains(impl))
            return m_session->requestCompile(m_task->taskFile(), text, options, tag, source, impl);
        return m_session->requestCompile(m_task->taskFile(), QString(), options, tag, QString(), impl);
    };
    m_pendingA = request(false);
    m_pendingB = request(true);
    const QString a = view()->implementation(false);
    const QString b = view()->implementation(true);
    view()->setStatus(a.isEmpty() ? tr("Compiling A and B…") : tr("Compiling A (%1) and B (%2)…").arg(a, b));
}

void CompileCompareController::finished(quint64 generation, const QString& tag, session::CompileResultPtr result)
{
    if (tag == kTagA && generation == m_pendingA)
        m_a = std::move(result);
    else if (tag == kTagB && generation == m_pendingB)
        m_b = std::move(result);
    else
        return;
    if (m_a && m_b)
        showResults(m_a, m_b);
}

void CompileCompareController::failed(quint64 generation, const QString& tag, const QString& message)
{
    if ((tag == kTagA && generation == m_pendingA) || (tag == kTagB && generation == m_pendingB))
        view()->setStatus(
            tr("Compile %1 failed: %2").arg(tag == kTagA ? QStringLiteral("A") : QStringLiteral("B"), message));
}

void CompileCompareController::showResults(session::CompileResultPtr a, session::CompileResultPtr b)
{
    if (!a || !b)
        return;
    const core::CompileDiff diff = core::diffCompileResults(*a, *b);
    view()->setResults(*a, *b, diff);
    // the emulator's side of a migration: Run executes every implementation on the same inputs
    const QString implA = view()->implementation(false);
    const QString implB = view()->implementation(true);
    if (!implA.isEmpty() && implA != implB)
        view()->setStatus(view()->status() + QLatin1Char(' ')
            + tr("Run (F5) executes %1 and %2 on the same inputs and compares their results on the "
                 "Implementations page.")
                  .arg(implA, implB));
    if (!a->ok || !b->ok)
        view()->setStatus(view()->status() + QLatin1Char(' ')
            + tr("Side %1 did not compile; the main window's Diagnostics shows why after Compile.")
                  .arg(!a->ok ? QStringLiteral("A") : QStringLiteral("B")));
    emit compared();
}

} // namespace warpscope::app
