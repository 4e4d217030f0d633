#pragma once

#include "app/session/metatypes.h"
#include "app/session/workersupervisor.h"

#include <QObject>
#include <QPointer>
#include <QThread>

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
    /// Sends a raw job; features build typed requests on top of this.
    void submit(WorkerJob job);
    void cancel(const QString& tag);
    void restartWorker();

    WorkerSupervisor::State workerState() const { return m_workerState; }

signals:
    void environmentReady(const warpscope::core::EnvironmentInfo& env);
    void environmentFailed(const QString& message);
    void workerStateChanged(warpscope::session::WorkerSupervisor::State state, const QString& message);

private:
    QThread m_thread;
    WorkerSupervisor* m_supervisor = nullptr; // lives on m_thread
    WorkerSupervisor::State m_workerState = WorkerSupervisor::State::NotStarted;
    bool m_shutDown = false;
};

} // namespace warpscope::session
