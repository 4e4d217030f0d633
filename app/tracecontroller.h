#pragma once

#include "app/linenavigator.h"
#include "app/session/metatypes.h"
#include "core/analysis/provenance.h"
#include "core/analysis/threadtrace.h"

#include <QObject>

#include <array>
#include <memory>
#include <utility>

class QDockWidget;
class QMainWindow;
class QMenu;

namespace warpscope::session {
class RemoteTaskCall;
class SessionInterface;
class TaskDocument;
} // namespace warpscope::session

namespace warpscope::widgets {
class HeatmapView;
class LastWriterPanel;
class ThreadTraceView;
} // namespace warpscope::widgets

namespace warpscope::app {

class RunController;

/// Provenance in the Compare step (issue 6 items 5 and 6): for the run on screen it marks the suspect
/// outputs on the heatmap, shows the selected element's last writer under the heatmap (with links to
/// its source and PTX lines), and runs "Trace this thread" in the worker (a "run" request with a
/// "trace" field, tag "trace"; on a run target, by the worker there), showing the result in the thread trace dock. The
/// provenance records come with the run (core::readBundle reads provenance/<name>.npy once per bundle, off the GUI
/// thread).
class TraceController : public QObject {
    Q_OBJECT
public:
    TraceController(
        QMainWindow* window, session::SessionInterface* session, session::TaskDocument* task, RunController* runs);

    void fillViewMenu(QMenu* menu);
    QDockWidget* traceDock() const { return m_dock; }
    widgets::LastWriterPanel* lastWriterPanel() const { return m_panel; }
    widgets::ThreadTraceView* traceView() const { return m_view; }
    bool isTracing() const { return m_generation != 0; }

public slots:
    void showRun(const warpscope::session::RunResultPtr& run);
    void elementSelected(qint64 flatIndex);
    /// Traces a thread of the task's launch (the first seed, on the emulator, in the worker).
    void trace(const std::array<std::uint32_t, 3>& block, const std::array<std::uint32_t, 3>& thread);

signals:
    void failed(const QString& title, const QString& details);
    void message(const QString& text);
    /// A trace arrived (ok) or failed.
    void traceDone(bool ok);
    /// The last writer or a trace step names a source line (LineNavigator goes there).
    void sourceLineRequested(int line, warpscope::app::LineOrigin origin);
    /// The last writer names the PTX line of its store (LineNavigator shows it in the PTX view).
    void ptxLineRequested(int line);

private:
    void onTrace(quint64 generation, std::shared_ptr<const core::analysis::ThreadTrace> trace, const QString& why);
    /// Cancel (Shift+F5) ended the trace on a target: the trace shown before stays.
    void onCancelled(quint64 generation);

    QMainWindow* m_window;
    session::SessionInterface* m_session;
    session::TaskDocument* m_task;
    RunController* m_runs;
    widgets::LastWriterPanel* m_panel = nullptr;
    widgets::ThreadTraceView* m_view = nullptr;
    QDockWidget* m_dock = nullptr;
    session::RunResultPtr m_run;
    quint64 m_generation = 0; ///< the trace in flight; 0 when none
    quint64 m_lastGeneration = 0;
    session::RemoteTaskCall* m_remote = nullptr; ///< made by the first trace on a run target
    std::shared_ptr<const core::analysis::ThreadTrace> m_lastTrace; ///< the last trace shown
    QString m_traceTarget; ///< the target of the trace in flight; empty: this machine
    std::pair<std::array<std::uint32_t, 3>, std::array<std::uint32_t, 3>> m_traced; ///< its block and thread
};

} // namespace warpscope::app
