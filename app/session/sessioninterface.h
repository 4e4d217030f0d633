#pragma once

#include "app/session/metatypes.h"
#include "app/session/workersupervisor.h"
#include "core/protocol/requests.h"

#include <QObject>

namespace warpscope::core {
struct Task;
}

namespace warpscope::session {

/// What the controllers ask of the engine, and the results they hear back: requests in, generation
/// numbers out, results delivered by signals carrying the generation of their request (so a view can
/// drop stale ones). Session implements it with a worker process on a thread of its own; tests
/// implement it with a fake that records the requests and emits canned results, so a controller is
/// tested without a main window and a worker.
class SessionInterface : public QObject {
    Q_OBJECT
public:
    explicit SessionInterface(QObject* parent = nullptr);

    /// Asks the worker what the machine offers (toolkit, NVRTC, nvdisasm, GPU, emulator).
    virtual void requestEnvironment() = 0;
    /// Compiles the task's kernel in the worker; sourceText (when not null) replaces the source file
    /// (the editor's unsaved text). options are the compile request's (arch, flags, defines, SASS or not).
    /// Jobs with the same tag replace one another (A/B compare uses two tags). kernelSource (when not
    /// empty) names which of the task's kernel sources sourceText is; implementation (when not empty)
    /// which [[implementation]] to compile, at its own arch. Returns the generation.
    virtual quint64 requestCompile(const QString& taskPath, const QString& sourceText,
        const core::CompileOptions& options, const QString& tag = QStringLiteral("compile"),
        const QString& kernelSource = QString(), const QString& implementation = QString())
        = 0;
    /// Runs a task, which writes the result bundle into request.bundleDir, read back off the GUI thread.
    /// The run is stopped after deadlineMs. Requests with the same tag supersede one another ("run" and
    /// "profile" do not). Returns the generation.
    virtual quint64 requestRun(
        core::WorkerRunRequest request, const QString& tag = QStringLiteral("run"), int deadlineMs = 600000)
        = 0;
    /// Sends a raw job; features build typed requests on top of this.
    /// Times implementation `candidate` of a task A/B against `baseline` (another of its implementations)
    /// with the fair method: the worker runs `warpscope-cli bench --implementation candidate
    /// --baseline-implementation baseline --json` on the task's files. Jobs with the same tag replace one
    /// another. Returns the generation; benchFinished or benchFailed answer.
    virtual quint64 requestImplementationBench(const core::Task& task, const QString& candidate,
        const QString& baseline, const QString& tag = QStringLiteral("bench"))
        = 0;
    virtual void submit(WorkerJob job) = 0;
    virtual void cancel(const QString& tag) = 0;
    virtual void restartWorker() = 0;
    virtual WorkerSupervisor::State workerState() const = 0;

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
};

} // namespace warpscope::session
