#pragma once

#include "app/session/sessioninterface.h"

#include <QObject>
#include <QPointer>
#include <QThread>

namespace warpscope::core {
struct Task;
} // namespace warpscope::core

namespace warpscope::session {

/// The GUI's one door to the engine: owns the session thread and the worker supervisor on it, turns
/// requests into worker jobs and results into value types delivered by queued signals (declared by
/// SessionInterface, which the controllers depend on).
class Session : public SessionInterface {
    Q_OBJECT
public:
    explicit Session(QString workerProgram = {}, QObject* parent = nullptr);
    ~Session() override;

    /// Stops the worker and the session thread, in that order; called by the destructor too.
    void shutdown();

    void requestEnvironment() override;
    quint64 requestCompile(const QString& taskPath, const QString& sourceText, const core::CompileOptions& options,
        const QString& tag = QStringLiteral("compile"), const QString& kernelSource = QString(),
        const QString& implementation = QString()) override;
    /// The worker is killed after deadlineMs; the launch itself stops a little earlier
    /// (request.stopAfterMs is set here) so that the partial result survives.
    quint64 requestRun(
        core::WorkerRunRequest request, const QString& tag = QStringLiteral("run"), int deadlineMs = 600000) override;
    quint64 requestImplementationBench(const core::Task& task, const QString& candidate, const QString& baseline,
        const QString& tag = QStringLiteral("bench")) override;
    void submit(WorkerJob job) override;
    void cancel(const QString& tag) override;
    void restartWorker() override;

    WorkerSupervisor::State workerState() const override { return m_workerState; }

private:
    QThread m_thread;
    WorkerSupervisor* m_supervisor = nullptr; // lives on m_thread
    WorkerSupervisor::State m_workerState = WorkerSupervisor::State::NotStarted;
    bool m_shutDown = false;
    quint64 m_generation = 0;
};

} // namespace warpscope::session
