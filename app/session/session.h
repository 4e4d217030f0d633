#pragma once

#include "app/session/metatypes.h"
#include "app/session/workersupervisor.h"
#include "core/protocol/requests.h"

#include <QObject>
#include <QPointer>
#include <QThread>

namespace warpscope::core {
struct Task;
} // namespace warpscope::core

namespace warpscope::session {

/// The GUI's one door to the engine: owns the session thread and the worker supervisor on it, turns
/// requests into worker jobs and results into value types delivered by queued signals. Every
/// result carries the generation of its request, so a view can drop stale ones.
class Session : public QObject {
    Q_OBJECT
public:
    explicit Session(QString workerProgram = {}, QObject* parent = nullptr);
    ~Session() override;

    /// Stops the worker and the session thread, in that order; called by the destructor too.
    void shutdown();

    /// Asks the worker what the machine offers (toolkit, NVRTC, nvdisasm, GPU, emulator).
    void requestEnvironment();
    /// Compiles the task's kernel in the worker; sourceText (when not null) replaces the source file
    /// (the editor's unsaved text). options are the compile request's (arch, flags, defines, SASS or not).
    /// Jobs with the same tag replace one another (A/B compare uses two tags). kernelSource (when not
    /// empty) names which of the task's kernel sources sourceText is; implementation (when not empty)
    /// which [[implementation]] to compile, at its own arch. Returns the generation.
    quint64 requestCompile(const QString& taskPath, const QString& sourceText, const core::CompileOptions& options,
        const QString& tag = QStringLiteral("compile"), const QString& kernelSource = QString(),
        const QString& implementation = QString());
    /// Runs a task in the worker, which writes the result bundle into request.bundleDir; the bundle is
    /// read back here, off the GUI thread. The worker is killed after deadlineMs; the launch itself
    /// stops a little earlier (request.stopAfterMs is set here) so that the partial result survives.
    /// Requests with the same tag supersede one another ("run" and "profile" do not). Returns the generation.
    quint64 requestRun(
        core::WorkerRunRequest request, const QString& tag = QStringLiteral("run"), int deadlineMs = 600000);
    /// Times implementation `candidate` of a task A/B against `baseline` (another of its implementations)
    /// with the fair method: the worker runs `warpscope-cli bench --implementation candidate
    /// --baseline-implementation baseline --json` on the task's files. Jobs with the same tag replace one
    /// another. Returns the generation; benchFinished or benchFailed answer.
    quint64 requestImplementationBench(const core::Task& task, const QString& candidate, const QString& baseline,
        const QString& tag = QStringLiteral("bench"));
    /// Sends a raw job; features build typed requests on top of this.
    void submit(WorkerJob job);
    void cancel(const QString& tag);
    void restartWorker();

    WorkerSupervisor::State workerState() const { return m_workerState; }

signals:
    void environmentReady(const warpscope::core::EnvironmentInfo& env);
    void environmentFailed(const QString& message);
    void compileFinished(quint64 generation, const QString& tag, warpscope::session::CompileResultPtr result);
    void compileFailed(quint64 generation, const QString& tag, const QString& message);
    void runProgress(quint64 generation, quint64 done, quint64 total);
    void runFinished(quint64 generation, warpscope::session::RunResultPtr result);
    /// Before runFinished of the same generation: the task's implementations side by side, or null when
    /// the task has one implementation.
    void implementationsFinished(quint64 generation, warpscope::session::ImplementationsPtr result);
    void runFailed(quint64 generation, const QString& message);
    /// A benchmark's output: bench's exit code, its stdout (the JSON document) and its stderr.
    void benchFinished(quint64 generation, int exitCode, const QByteArray& document, const QString& messages);
    void benchFailed(quint64 generation, const QString& message);
    /// The worker refused the run because its time estimate is above the limit ("max_estimate_s"):
    /// the user chooses to run anyway ("yes"), to run a sample of CTAs, or to cancel.
    void runNeedsChoice(quint64 generation, const QString& message);
    void workerStateChanged(warpscope::session::WorkerSupervisor::State state, const QString& message);

private:
    QThread m_thread;
    WorkerSupervisor* m_supervisor = nullptr; // lives on m_thread
    WorkerSupervisor::State m_workerState = WorkerSupervisor::State::NotStarted;
    bool m_shutDown = false;
    quint64 m_generation = 0;
};

} // namespace warpscope::session
