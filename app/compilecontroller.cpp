#include "app/compilecontroller.h"

#include "app/compilecomparecontroller.h"
#include "app/irstagescontroller.h"
#include "app/listinghighlighter.h"
#include "app/runcontroller.h"
#include "app/session/appsettings.h"
#include "app/session/reviewsteps.h"
#include "app/session/sessioninterface.h"
#include "app/session/taskdocument.h"
#include "app/targetcontroller.h"
#include "core/perf/occupancy.h"
#include "core/protocol/requests.h"
#include "widgets/asmview.h"
#include "widgets/compileoptionspanel.h"
#include "widgets/diagnosticslist.h"
#include "widgets/occupancywidget.h"
#include "widgets/resourcestable.h"
#include "widgets/sourceeditor.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>

namespace warpscope::app {

namespace {
const QString kCompileTag = QStringLiteral("compile");
/// The second half of a compile: the same request with SASS, answered from the first half's cache entry.
const QString kSassTag = QStringLiteral("compile-sass");
} // namespace

CompileController::CompileController(QMainWindow* window, session::SessionInterface* session,
    session::TaskDocument* task, widgets::SourceEditor* editor, session::ReviewSteps* steps)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_task(task)
    , m_editor(editor)
    , m_steps(steps)
{
    createViews();
    loadOptions();
    m_listings = new ListingHighlighter(editor, m_ptx, m_sass, this);
    m_compare = new CompileCompareController(window, session, task, editor, this);

    m_compileAction = new QAction(tr("&Compile"), this);
    m_compileAction->setObjectName(QStringLiteral("compileAction"));
    m_compileAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    m_compileAction->setToolTip(
        tr("Compile the editor's text with NVRTC, nvJitLink (PTX) or Triton (unsaved changes included)"));
    connect(m_compileAction, &QAction::triggered, this, &CompileController::compile);

    connect(m_options, &widgets::CompileOptionsPanel::compileRequested, this, &CompileController::compile);
    connect(m_options, &widgets::CompileOptionsPanel::optionsChanged, this, &CompileController::saveOptions);
    connect(m_diagnostics, &widgets::DiagnosticsList::diagnosticActivated, this, &CompileController::jumpTo);
    connect(editor, &QsciScintilla::textChanged, this, [this] {
        if (m_result && !m_showing)
            setStale(true);
    });
    connect(session, &session::SessionInterface::compileFinished, this, &CompileController::compileFinished);
    connect(session, &session::SessionInterface::compileFailed, this, &CompileController::compileFailed);
    connect(session, &session::SessionInterface::environmentReady, this, [this](const core::EnvironmentInfo& env) {
        if (env.supportedArchs.empty())
            return;
        m_options->setArchs(env.supportedArchs);
        loadOptions(); // the saved architecture may only now be in the list
        m_compare->setArchs(env.supportedArchs);
    });
}

CompileController::~CompileController() = default;

QDockWidget* CompileController::addDock(
    QWidget* content, const QString& title, const QString& objectName, Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, m_window);
    dock->setObjectName(objectName);
    dock->setWidget(content);
    m_window->addDockWidget(area, dock);
    m_docks << dock;
    return dock;
}

void CompileController::createViews()
{
    m_options = new widgets::CompileOptionsPanel(m_window);
    m_diagnostics = new widgets::DiagnosticsList(m_window);
    m_ptx = new widgets::AsmView(widgets::AsmLexer::Dialect::Ptx, m_window);
    m_ptx->setObjectName(QStringLiteral("ptxView"));
    m_sass = new widgets::AsmView(widgets::AsmLexer::Dialect::Sass, m_window);
    m_sass->setObjectName(QStringLiteral("sassView"));
    m_resources = new widgets::ResourcesTable(m_window);
    m_occupancy = new widgets::OccupancyWidget(m_window);

    QDockWidget* options
        = addDock(m_options, tr("Compile options"), QStringLiteral("compileOptionsDock"), Qt::RightDockWidgetArea);
    if (auto* taskDock = m_window->findChild<QDockWidget*>(QStringLiteral("taskDock")))
        m_window->tabifyDockWidget(taskDock, options);
    // PTX above SASS in a column of their own beside the source, like Compiler Explorer's panes; on the
    // left, because the right-hand column is full of the task and review panes.
    m_ptxDock = new QDockWidget(tr("PTX"), m_window);
    m_ptxDock->setObjectName(QStringLiteral("ptxDock"));
    m_ptxDock->setWidget(m_ptx);
    m_window->addDockWidget(Qt::LeftDockWidgetArea, m_ptxDock);
    m_docks << m_ptxDock;
    m_sassDock = new QDockWidget(tr("SASS"), m_window);
    m_sassDock->setObjectName(QStringLiteral("sassDock"));
    m_sassDock->setWidget(m_sass);
    m_window->splitDockWidget(m_ptxDock, m_sassDock, Qt::Vertical);
    m_docks << m_sassDock;
    m_window->resizeDocks({m_ptxDock}, {440}, Qt::Horizontal); // wide enough for an instruction and its operands
    // a Triton kernel's lowering before PTX, in a tab beside the PTX
    m_ir = new IrStagesController(m_window, m_editor, this);
    m_window->tabifyDockWidget(m_ptxDock, m_ir->dock());
    m_ptxDock->raise();
    m_docks << m_ir->dock();
    QDockWidget* diagnostics
        = addDock(m_diagnostics, tr("Diagnostics"), QStringLiteral("diagnosticsDock"), Qt::BottomDockWidgetArea);
    QDockWidget* resources
        = addDock(m_resources, tr("Resources"), QStringLiteral("resourcesDock"), Qt::BottomDockWidgetArea);
    QDockWidget* occupancy
        = addDock(m_occupancy, tr("Occupancy"), QStringLiteral("occupancyDock"), Qt::BottomDockWidgetArea);
    m_window->tabifyDockWidget(diagnostics, resources);
    m_window->tabifyDockWidget(resources, occupancy);
    connect(m_occupancy, &widgets::OccupancyWidget::whatIfRequested, this, &CompileController::occupancyWhatIf);
    connect(m_occupancy, &widgets::OccupancyWidget::resetRequested, this, [this] {
        if (m_result)
            showOccupancy(*m_result);
    });
    diagnostics->raise();
    m_ptx->setMessage(tr("Compile the kernel (Build ▸ Compile, Ctrl+B) to see its PTX."));
    m_sass->setMessage(tr("Compile the kernel to see its SASS."));
}

void CompileController::fillBuildMenu(QMenu* menu)
{
    menu->addAction(m_compileAction);
    m_compare->fillMenu(menu);
    menu->addSeparator();
    QAction* nextPtx
        = menu->addAction(tr("Next &PTX block for this line"), m_listings, &ListingHighlighter::nextPtxBlock);
    nextPtx->setObjectName(QStringLiteral("nextPtxBlockAction"));
    nextPtx->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P));
    QAction* nextSass
        = menu->addAction(tr("Next &SASS block for this line"), m_listings, &ListingHighlighter::nextSassBlock);
    nextSass->setObjectName(QStringLiteral("nextSassBlockAction"));
    nextSass->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
}

void CompileController::fillViewMenu(QMenu* menu)
{
    for (QDockWidget* dock : std::as_const(m_docks))
        menu->addAction(dock->toggleViewAction());
}

void CompileController::compile()
{
    if (!m_task->isOpen() || !m_session) {
        emit message(tr("Open a task first: Compile builds the task's kernel."));
        return;
    }
    core::CompileOptions options = m_options->options();
    options.useCache = true;
    // PTX, diagnostics and resources first; nvdisasm's start-up (most of a compile) comes after them.
    options.wantSass = false;
    // the editor's text replaces the file it shows; a linked .cu is not what is compiled (its PTX is,
    // from disk), so then no text goes with the request
    m_pendingSource = m_task->isLinkedSource(m_task->currentSource()) ? QString() : m_editor->text();
    m_pendingOptions = options;
    if (m_sassPending)
        m_session->cancel(kSassTag);
    m_sassPending = 0;
    if (const QString target = m_runs ? TargetController::targetName(m_runs->backendChoice()) : QString();
        !target.isEmpty())
        return compileOnTarget(target, options);
    m_pending = m_session->requestCompile(
        m_task->taskFile(), m_pendingSource, options, kCompileTag, shownSource(), m_task->currentImplementation());
    emit message(tr("Compiling for sm_%1…").arg(compileArch()));
}

void CompileController::compileFinished(quint64 generation, const QString& tag, session::CompileResultPtr result)
{
    if (tag == kSassTag && generation == m_sassPending && result) {
        m_sassPending = 0;
        showSass(std::move(result));
        return;
    }
    if (tag != kCompileTag || generation != m_pending || !result)
        return; // another tag's job, or an older request overtaken by a newer one
    const bool wantsSass = result->ok && result->sass.empty() && result->sassError.empty();
    showResult(std::move(result));
    if (wantsSass)
        requestSass();
}

void CompileController::requestSass()
{
    core::CompileOptions options = m_pendingOptions;
    options.wantSass = true;
    m_sass->setMessage(tr("Disassembling the cubin with nvdisasm…"));
    m_sassPending = m_session->requestCompile(
        m_task->taskFile(), m_pendingSource, options, kSassTag, shownSource(), m_task->currentImplementation());
}

void CompileController::showSass(session::CompileResultPtr result)
{
    // Only when it is the disassembly of what is on screen: the same PTX.
    if (!m_result || m_result->ptx != result->ptx)
        return;
    m_result = result;
    if (!result->sass.empty())
        m_sass->setListing(QString::fromStdString(result->sass));
    else
        m_sass->setMessage(QString::fromStdString(result->sassError)); // says how to get nvdisasm
    if (!m_stale)
        m_listings->setLinks(LineCorrespondence(*result));
    emit sassShown(!result->sass.empty());
}

void CompileController::compileFailed(quint64 generation, const QString& tag, const QString& text)
{
    if (tag == kSassTag && generation == m_sassPending) {
        m_sassPending = 0;
        m_sass->setMessage(tr("The disassembly failed: %1").arg(text));
        return;
    }
    if (tag != kCompileTag || generation != m_pending)
        return;
    setStale(m_result != nullptr);
    emit message(tr("Compile failed: %1").arg(text));
    // The compiler never ran (Triton missing, a task the worker cannot read): the reason goes where
    // compile errors go, not only into the status bar, which clears itself.
    core::Diagnostic d;
    d.file = m_task->currentSource().toStdString();
    d.message = text.toStdString();
    d.severity = core::Diagnostic::Severity::Error;
    m_diagnostics->setDiagnostics({d});
    if (auto* dock = qobject_cast<QDockWidget*>(m_diagnostics->parentWidget())) {
        dock->show();
        dock->raise();
    }
    if (!m_result)
        m_ptx->setMessage(tr("The compile did not run: %1").arg(text));
    if (m_steps)
        m_steps->compileFinished(false, 0, 1);
}

void CompileController::showResult(session::CompileResultPtr result)
{
    if (!result)
        return;
    m_showing = true;
    m_result = result;
    const core::CompileResult& r = *result;
    showDiagnostics(r);
    showListings(r);
    m_resources->setResources(r.resources, r.entryLowered, r.loweredNames);
    showOccupancy(r);
    m_listings->setLinks(LineCorrespondence(r));
    m_ir->showResult(r);
    setStale(false);
    m_showing = false;

    int errors = 0, warnings = 0;
    for (const core::Diagnostic& d : r.diagnostics) {
        errors += d.severity == core::Diagnostic::Severity::Error;
        warnings += d.severity == core::Diagnostic::Severity::Warning;
    }
    if (m_steps)
        m_steps->compileFinished(r.ok, warnings, errors);
    const QString seconds = QString::number(r.compileSeconds, 'f', 2);
    if (!r.ok)
        emit message(tr("Compile failed with %n error(s) — see Diagnostics.", nullptr, std::max(errors, 1)));
    else if (r.cached)
        emit message(
            tr("Compiled for sm_%1 in %2 s (from cache), %n warning(s).", nullptr, warnings).arg(r.arch).arg(seconds));
    else
        emit message(tr("Compiled for sm_%1 in %2 s, %n warning(s).", nullptr, warnings).arg(r.arch).arg(seconds));
    emit resultShown(r.ok);
}

void CompileController::showDiagnostics(const core::CompileResult& r)
{
    m_diagnostics->setDiagnostics(r.diagnostics);
    QList<widgets::SourceEditor::DiagnosticMark> marks;
    for (const core::Diagnostic& d : r.diagnostics)
        if (d.line > 0 && (d.file.empty() || d.file == r.sourceName))
            marks.append({d.line, d.column, d.severity == core::Diagnostic::Severity::Error});
    m_editor->setDiagnostics(marks);
    if (!r.diagnostics.empty())
        if (auto* dock = qobject_cast<QDockWidget*>(m_diagnostics->parentWidget()))
            dock->raise();
}

void CompileController::showListings(const core::CompileResult& r)
{
    if (r.ptx.empty())
        m_ptx->setMessage(tr("No PTX: the compile failed. The Diagnostics pane says why."));
    else
        m_ptx->setListing(QString::fromStdString(r.ptx));
    if (!r.sass.empty())
        m_sass->setListing(QString::fromStdString(r.sass));
    else if (!r.sassError.empty())
        m_sass->setMessage(QString::fromStdString(r.sassError)); // says how to get nvdisasm
    else if (r.ok)
        m_sass->setMessage(tr("Disassembling the cubin with nvdisasm…")); // the second half of the compile
    else
        m_sass->setMessage(tr("No SASS: the compile failed or made no cubin."));
}

void CompileController::showOccupancy(const core::CompileResult& r)
{
    if (!r.occupancy) {
        m_occupancy->clear(r.ok ? tr("No occupancy: the task's launch gives no block size, or Warpscope has no "
                                     "occupancy table for sm_%1.")
                                      .arg(r.arch)
                                : tr("No occupancy: the compile failed."));
        return;
    }
    auto curves = core::occupancyCurves(r.occupancy->arch, r.occupancy->usage);
    if (!curves) {
        m_occupancy->clear(QString::fromStdString(curves.error().describe()));
        return;
    }
    m_occupancy->setOccupancy(*r.occupancy, *curves);
}

void CompileController::occupancyWhatIf(int blockSize, int registersPerThread, int sharedBytesPerBlock)
{
    if (!m_result || !m_result->occupancy)
        return;
    const core::KernelUsage& kernel = m_result->occupancy->usage;
    core::KernelUsage usage = kernel;
    usage.blockSize = blockSize;
    usage.registersPerThread = registersPerThread;
    usage.sharedStatic = sharedBytesPerBlock; // the what-if has one shared-memory figure
    usage.sharedDynamic = 0;
    const bool whatIf = blockSize != kernel.blockSize || registersPerThread != kernel.registersPerThread
        || sharedBytesPerBlock != kernel.sharedStatic + kernel.sharedDynamic;
    auto occupancy = core::computeOccupancy(m_result->occupancy->arch, usage);
    auto curves = core::occupancyCurves(m_result->occupancy->arch, usage);
    if (!occupancy || !curves) {
        m_occupancy->clear(QString::fromStdString((occupancy ? curves.error() : occupancy.error()).describe()));
        return;
    }
    m_occupancy->setOccupancy(*occupancy, *curves, whatIf);
}

void CompileController::jumpTo(const QString& file, int line, int column)
{
    // a diagnostic on another of the task's files (the .ptx of a linked .cu, another step's source)
    if (!file.isEmpty() && QDir::cleanPath(file) != QDir::cleanPath(m_task->currentSource())
        && m_task->sourceFiles().contains(QDir::cleanPath(file))) {
        emit sourceFileRequested(QDir::cleanPath(file));
        if (QDir::cleanPath(file) == QDir::cleanPath(m_task->currentSource())) {
            m_editor->goToPosition(line, column);
            return;
        }
    }
    const QString main = m_result ? QString::fromStdString(m_result->sourceName) : QString();
    if (!file.isEmpty() && file != main && QFileInfo(file).fileName() != QFileInfo(main).fileName()) {
        emit message(
            tr("%1:%2 is in a file the editor does not show; open it from the task folder.").arg(file).arg(line));
        return;
    }
    m_editor->goToPosition(line, column);
}

void CompileController::setStale(bool stale)
{
    m_stale = stale;
    m_ptxDock->setWindowTitle(stale ? tr("PTX (stale: the source changed since)") : tr("PTX"));
    m_sassDock->setWindowTitle(stale ? tr("SASS (stale: the source changed since)") : tr("SASS"));
    if (stale) {
        // The maps describe the old text; colouring the new one with them would mislead. Diagnostics
        // stay: their markers move with the lines they are on.
        m_listings->clear();
    }
}

QString CompileController::shownSource() const
{
    // a file linked by a PTX's .loc lines is compiled as that PTX
    const QString compiled = m_task->compiledSourceOf(m_task->currentSource());
    return m_task->isKernelSource(compiled) ? QString() : compiled;
}

int CompileController::compileArch() const
{
    const QString current = m_task->currentImplementation();
    for (const auto& impl : m_task->task().implementations)
        if (QString::fromStdString(impl.name) == current && impl.archNumber > 0)
            return impl.archNumber;
    return m_options->arch();
}

void CompileController::sourceSwitched()
{
    const bool compiled = m_result != nullptr || m_pending != 0;
    taskOpened(); // the listings, diagnostics and resources described the other file
    if (compiled)
        compile(); // the reviewer was reading the PTX and SASS: show this file's
}

void CompileController::taskOpened()
{
    m_pending = 0;
    m_sassPending = 0;
    m_result.reset();
    m_listings->clear();
    m_ir->clear();
    m_editor->clearDiagnostics();
    m_diagnostics->setDiagnostics({});
    m_resources->setResources({}, {});
    m_occupancy->clear(tr("Compile the kernel to see its occupancy."));
    m_ptx->setMessage(tr("Compile the kernel (Build ▸ Compile, Ctrl+B) to see its PTX."));
    m_sass->setMessage(tr("Compile the kernel to see its SASS."));
    setStale(false);
}

void CompileController::loadOptions()
{
    const QByteArray saved = session::AppSettings().compileOptions();
    const nlohmann::json json = nlohmann::json::parse(saved.toStdString(), nullptr, false);
    if (json.is_discarded())
        return;
    // options saved by an older build, or edited by hand, that no longer read keep the panel's defaults
    if (auto options = core::compileOptionsFromJson(json)) {
        const QSignalBlocker block(m_options);
        m_options->setOptions(*options);
    }
}

void CompileController::saveOptions()
{
    session::AppSettings().setCompileOptions(
        QByteArray::fromStdString(core::compileOptionsToJson(m_options->options()).dump()));
}

} // namespace warpscope::app
