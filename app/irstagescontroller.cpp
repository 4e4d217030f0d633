#include "app/irstagescontroller.h"

#include "core/compile/irlines.h"
#include "widgets/asmview.h"
#include "widgets/sourceeditor.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QTabWidget>

namespace warpscope::app {

namespace {

/// The tab title of a stage: Triton's short names spelled as reviewers know them.
QString stageTitle(const std::string& name)
{
    if (name == "ttir")
        return IrStagesController::tr("Triton IR");
    if (name == "ttgir")
        return IrStagesController::tr("TritonGPU IR");
    if (name == "llir")
        return IrStagesController::tr("LLVM IR");
    return QString::fromStdString(name);
}

} // namespace

IrStagesController::IrStagesController(QMainWindow* window, widgets::SourceEditor* editor, QObject* parent)
    : QObject(parent)
    , m_editor(editor)
{
    m_tabs = new QTabWidget(window);
    m_tabs->setObjectName(QStringLiteral("irStagesTabs"));
    m_tabs->setDocumentMode(true);
    m_dock = new QDockWidget(tr("IR stages"), window);
    m_dock->setObjectName(QStringLiteral("irStagesDock"));
    m_dock->setWidget(m_tabs);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    connect(
        editor, &QsciScintilla::cursorPositionChanged, this, [this](int line, int) { editorLineChanged(line + 1); });
    clear();
}

void IrStagesController::clear()
{
    m_tabs->clear();
    qDeleteAll(m_views);
    m_views.clear();
    m_sourceLines.clear();
    m_links = {};
    auto* note = new widgets::AsmView(widgets::AsmLexer::Dialect::Ptx, m_tabs);
    note->setMessage(tr("A Triton kernel's lowering (Triton IR, TritonGPU IR, LLVM IR) appears here after a "
                        "compile. CUDA C++ and PTX kernels have no intermediate stages before PTX."));
    m_views << note;
    m_tabs->addTab(note, tr("Stages"));
}

void IrStagesController::showResult(const core::CompileResult& result)
{
    if (result.stages.empty()) {
        clear();
        return;
    }
    m_tabs->clear();
    qDeleteAll(m_views);
    m_views.clear();
    m_sourceLines.clear();
    m_links = LineCorrespondence(result);
    for (const auto& [name, text] : result.stages) {
        auto* view = new widgets::AsmView(widgets::AsmLexer::Dialect::Ptx, m_tabs);
        view->setObjectName(QStringLiteral("irStage_") + QString::fromStdString(name));
        view->setListing(QString::fromStdString(text));
        const int stage = int(m_views.size());
        connect(
            view, &widgets::AsmView::lineActivated, this, [this, stage](int line) { stageLineActivated(stage, line); });
        m_views << view;
        m_sourceLines.push_back(core::irSourceLines(text));
        m_tabs->addTab(view, stageTitle(name));
    }
}

void IrStagesController::editorLineChanged(int line)
{
    if (m_sourceLines.empty())
        return;
    const int colour = m_links.colourOf(line);
    for (std::size_t s = 0; s < m_sourceLines.size(); ++s) {
        QMap<int, int> colours;
        int first = 0;
        for (std::size_t l = 1; l < m_sourceLines[s].size(); ++l)
            if (m_sourceLines[s][l] == line) {
                colours.insert(int(l), colour < 0 ? 0 : colour);
                if (first == 0)
                    first = int(l);
            }
        m_views[int(s)]->setLineColours(colours);
        if (first > 0)
            m_views[int(s)]->showLine(first);
    }
}

void IrStagesController::stageLineActivated(int stage, int line)
{
    if (stage < 0 || std::size_t(stage) >= m_sourceLines.size() || !m_editor)
        return;
    const auto& lines = m_sourceLines[std::size_t(stage)];
    if (line <= 0 || std::size_t(line) >= lines.size() || lines[std::size_t(line)] <= 0)
        return;
    m_editor->goToPosition(lines[std::size_t(line)], 1);
}

} // namespace warpscope::app
