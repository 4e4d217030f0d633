#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace warpscope::core {
struct EnvironmentInfo;
}

namespace warpscope::session {
class RemoteTaskCall;
class SessionInterface;
class TaskDocument;
} // namespace warpscope::session

namespace warpscope::widgets {
class ProfilerCharts;
}

namespace warpscope::app {

class RunController;

/// The profiler charts of a GPU benchmark: Run › Open benchmark results… reads a
/// `warpscope-cli bench --json` document into the Benchmark dock; Run › Benchmark on GPU… says what
/// to do, since benchmarks need a CUDA device (the worker reports whether there is one); on a run
/// target chosen in the Backend chooser it runs the CLI's bench there and shows its charts (issue 18).
class ProfilerController : public QObject {
    Q_OBJECT
public:
    ProfilerController(QMainWindow* window, session::SessionInterface* session, session::TaskDocument* task);

    void fillMenu(QMenu* menu);
    void fillViewMenu(QMenu* menu);
    QDockWidget* dock() const { return m_dock; }
    widgets::ProfilerCharts* charts() const { return m_charts; }
    QAction* openAction() const { return m_openAction; }
    QAction* benchmarkAction() const { return m_benchAction; }
    /// The run controller, whose Backend chooser names the target a benchmark goes to.
    void setRunController(RunController* runs) { m_runs = runs; }

    /// What Benchmark on GPU does on a Slurm target: run it now (in the session's allocation, else one
    /// srun) or submit it as a batch job (sbatch) and fetch it later.
    enum class SlurmChoice { RunNow, Batch, Cancel };
    /// Asks it (a message box in the GUI; tests answer without a dialog). target: the target's name.
    using SlurmQuestion = std::function<SlurmChoice(const QString& target)>;
    void setSlurmQuestion(SlurmQuestion ask) { m_slurmQuestion = std::move(ask); }
    /// A benchmark's document (or its refusal) from a target: where names it ("box", "cluster (Slurm
    /// batch job 42)"); exit codes 0 and 1 carry a document, others why.
    void showTargetBenchmark(const QString& where, int exitCode, const QByteArray& document, const QString& why);

public slots:
    /// Reads and shows a bench document; false (and `failed` with the reason) for a bad one.
    bool open(const QString& path);
    void openClicked();
    void benchmarkClicked();
    void environmentReady(const warpscope::core::EnvironmentInfo& env);

signals:
    void failed(const QString& title, const QString& details);
    void message(const QString& text);
    /// Benchmark on GPU on a Slurm target, answered "submit as batch job": BatchController submits it.
    void batchBenchRequested();

private:
    /// `warpscope-cli bench --json` of the open task by the worker on the target (benchontarget.cpp).
    void benchmarkOnTarget(const QString& name);
    SlurmChoice askSlurmChoice(const QString& target);

    QMainWindow* m_window;
    session::TaskDocument* m_task;
    widgets::ProfilerCharts* m_charts;
    QDockWidget* m_dock;
    QAction* m_openAction;
    QAction* m_benchAction;
    int m_devices = -1; ///< -1 until the worker has reported its environment
    QString m_noDeviceReason;
    RunController* m_runs = nullptr;
    session::RemoteTaskCall* m_remote = nullptr; ///< made by the first benchmark on a target
    SlurmQuestion m_slurmQuestion;
};

} // namespace warpscope::app
