#pragma once

#include "app/linecorrespondence.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <vector>

class QDockWidget;
class QMainWindow;
class QTabWidget;

namespace warpscope::core {
struct CompileResult;
}

namespace warpscope::widgets {
class AsmView;
class SourceEditor;
} // namespace warpscope::widgets

namespace warpscope::app {

/// The front end's intermediate stages of a compile (Triton: TTIR, TTGIR, LLIR) as read-only tabs in one
/// dock, each line linked to the source line its location names: the caret on a source line colours the
/// stage lines made from it, and a click on a stage line goes to its source line.
class IrStagesController : public QObject {
    Q_OBJECT
public:
    IrStagesController(QMainWindow* window, widgets::SourceEditor* editor, QObject* parent = nullptr);

    QDockWidget* dock() const { return m_dock; }
    /// Shows the stages of a result (and a message when it has none).
    void showResult(const core::CompileResult& result);
    /// A new task: the stages describe another kernel.
    void clear();

private:
    void editorLineChanged(int line);
    void stageLineActivated(int stage, int line);

    QPointer<widgets::SourceEditor> m_editor;
    QDockWidget* m_dock = nullptr;
    QTabWidget* m_tabs = nullptr;
    QList<widgets::AsmView*> m_views;
    std::vector<std::vector<int>> m_sourceLines; // per stage, per 1-based line: the source line (0: none)
    LineCorrespondence m_links; // the compile's line map, for the colours the editor uses
};

} // namespace warpscope::app
