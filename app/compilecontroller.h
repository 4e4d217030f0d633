#pragma once

#include "app/session/metatypes.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include "core/compile/compileoptions.h"

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace warpscope::session {
class RemoteTaskCall;
class ReviewSteps;
class SessionInterface;
class TaskDocument;
} // namespace warpscope::session

namespace warpscope::widgets {
class AsmView;
class CompileOptionsPanel;
class DiagnosticsList;
class OccupancyWidget;
class ResourcesTable;
class SourceEditor;
} // namespace warpscope::widgets

namespace warpscope::app {

class CompileCompareController;
class RunController;
class IrStagesController;
class ListingHighlighter;

/// The Compile step: the options panel, the Build menu (Compile, Ctrl+B), and the views of a result —
/// diagnostics (list, squiggles, margin markers), PTX and SASS linked to the source, resources and
/// occupancy. Compiles go to the worker through the session (tag "compile"); only the newest
/// request's result is shown, and the last good one stays visible, marked stale, when a compile fails
/// or the text changes.
class CompileController : public QObject {
    Q_OBJECT
public:
    CompileController(QMainWindow* window, session::SessionInterface* session, session::TaskDocument* task,
        widgets::SourceEditor* editor, session::ReviewSteps* steps);
    ~CompileController() override;

    /// The docks of the Compile step, for MainWindow::registerStepDocks.
    QList<QDockWidget*> docks() const { return m_docks; }
    void fillBuildMenu(QMenu* menu);
    void fillViewMenu(QMenu* menu);

    widgets::CompileOptionsPanel* optionsPanel() const { return m_options; }
    widgets::DiagnosticsList* diagnosticsList() const { return m_diagnostics; }
    widgets::AsmView* ptxView() const { return m_ptx; }
    widgets::AsmView* sassView() const { return m_sass; }
    widgets::ResourcesTable* resourcesTable() const { return m_resources; }
    widgets::OccupancyWidget* occupancyWidget() const { return m_occupancy; }
    ListingHighlighter* listings() const { return m_listings; }
    IrStagesController* irStages() const { return m_ir; }
    CompileCompareController* compare() const { return m_compare; }
    QAction* compileAction() const { return m_compileAction; }
    session::CompileResultPtr result() const { return m_result; }
    /// The run controller, whose Backend chooser names the target a Compile goes to (issue 18).
    void setRunController(RunController* runs) { m_runs = runs; }
    /// True while the views show a result that no longer describes the editor's text.
    bool isStale() const { return m_stale; }

public slots:
    /// Compiles the editor's current text (saved or not) with the panel's options.
    void compile();
    /// Shows a compile result in every view (the session's results arrive here).
    void showResult(warpscope::session::CompileResultPtr result);
    /// A new task: the old results describe another kernel.
    void taskOpened();
    /// The editor shows another of the task's kernel sources: clear the views and, if the kernel
    /// had been compiled, compile the new file.
    void sourceSwitched();

signals:
    void message(const QString& text);
    /// A diagnostic is in another of the task's files: the editor must show it first.
    void sourceFileRequested(const QString& file);
    /// A result was shown (ok: it compiled).
    void resultShown(bool ok);
    /// The SASS of the result on screen arrived (ok false: nvdisasm is missing or failed; the view says why).
    void sassShown(bool ok);

private:
    /// The file the editor shows, when it is not the [kernel] source (empty: the [kernel] source).
    QString shownSource() const;
    /// The architecture a compile is for: the current implementation's own arch, else the arch box's.
    int compileArch() const;
    void createViews();
    QDockWidget* addDock(QWidget* content, const QString& title, const QString& objectName, Qt::DockWidgetArea area);
    /// Compile on a run target (compileontarget.cpp): the same request, with SASS, by the worker there.
    void compileOnTarget(const QString& name, core::CompileOptions options);
    void compileFinished(quint64 generation, const QString& tag, warpscope::session::CompileResultPtr result);
    void compileFailed(quint64 generation, const QString& tag, const QString& message);
    void showDiagnostics(const core::CompileResult& result);
    void showListings(const core::CompileResult& result);
    void requestSass();
    void showSass(session::CompileResultPtr result);
    void showOccupancy(const core::CompileResult& result);
    /// The occupancy pane's what-if: the compiled kernel's usage with the reviewer's three inputs.
    void occupancyWhatIf(int blockSize, int registersPerThread, int sharedBytesPerBlock);
    void jumpTo(const QString& file, int line, int column);
    void setStale(bool stale);
    void loadOptions();
    void saveOptions();

    QMainWindow* m_window;
    QPointer<session::SessionInterface> m_session;
    session::TaskDocument* m_task;
    QPointer<widgets::SourceEditor> m_editor;
    session::ReviewSteps* m_steps;
    widgets::CompileOptionsPanel* m_options = nullptr;
    widgets::DiagnosticsList* m_diagnostics = nullptr;
    widgets::AsmView* m_ptx = nullptr;
    widgets::AsmView* m_sass = nullptr;
    widgets::ResourcesTable* m_resources = nullptr;
    widgets::OccupancyWidget* m_occupancy = nullptr;
    QList<QDockWidget*> m_docks;
    QDockWidget* m_ptxDock = nullptr;
    QDockWidget* m_sassDock = nullptr;
    ListingHighlighter* m_listings = nullptr;
    IrStagesController* m_ir = nullptr;
    CompileCompareController* m_compare = nullptr;
    QAction* m_compileAction = nullptr;
    session::CompileResultPtr m_result;
    RunController* m_runs = nullptr;
    session::RemoteTaskCall* m_remote = nullptr; ///< made by the first compile on a target
    quint64 m_pending = 0; // generation of the newest compile request; older results are dropped
    quint64 m_sassPending = 0; // generation of the SASS half of the newest compile
    QString m_pendingSource; // what the newest compile compiled, for its SASS half
    core::CompileOptions m_pendingOptions;
    bool m_stale = false;
    bool m_showing = false; // set while a result is being put into the views
};

} // namespace warpscope::app
