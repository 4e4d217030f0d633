#pragma once

// A Run on a remote target (issue 18), for the GUI: the task's files and the run request go to
// `warpscope-cli worker` on the target through the system's ssh (core/remote/remoteworker.h), on a
// thread of its own so the GUI never waits; progress comes back live, Cancel ends ssh, and the bundle
// comes back as binary frames into the local bundle folder, with the target recorded in result.json.

#include "app/session/metatypes.h"
#include "core/protocol/requests.h"
#include "core/remote/target.h"
#include "core/task/task.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <thread>

namespace warpscope::session {

class RemoteRunner : public QObject {
    Q_OBJECT
public:
    explicit RemoteRunner(QObject* parent = nullptr);
    ~RemoteRunner() override;

    /// Starts the run on the target; the bundle is written into bundleDir. Returns its generation
    /// (numbered apart from Session's, so the two never collide). A run still in flight is cancelled first.
    quint64 start(const core::Target& target, const core::Task& task, core::WorkerRunRequest request,
        const QString& bundleDir, quint64 generation = 0);
    /// A generation for a run that will start later (after a Slurm allocation is granted).
    quint64 reserveGeneration() { return ++m_generation; }
    /// Asks the far worker to stop the run in flight: it answers with its partial result (finished()
    /// with a "stopped: cancelled" run); if it does not answer within the grace, ssh stops and failed()
    /// follows.
    void cancel();
    bool isRunning() const { return m_running; }
    /// The deadline of one run, connection and copy of the CLI included.
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }

signals:
    void progress(quint64 generation, quint64 done, quint64 total);
    /// What is being done that the user should know (copying warpscope-cli where).
    void notice(quint64 generation, const QString& text);
    void finished(quint64 generation, warpscope::session::RunResultPtr result, const QString& remoteHost);
    void failed(quint64 generation, const QString& message);
    /// The far worker's time estimate is above the limit: the user chooses (as for a local run).
    void needsChoice(quint64 generation, const QString& message);

private:
    void join();

    quint64 m_generation = quint64(1) << 40; // Session counts from 1
    std::thread m_thread;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<std::atomic<bool>> m_kill; ///< ends ssh at once (closing, or a newer run)
    bool m_running = false;
    int m_timeoutMs = 600000;
};

/// Whether a remote failure is about the server's host key (unknown or changed): the user must check
/// the fingerprint before anything connects.
bool isHostKeyFailure(const QString& message);

} // namespace warpscope::session
