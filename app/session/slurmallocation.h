#pragma once

// The Slurm allocation kept for the session (issue 18, item 4): asked for once (salloc --no-shell)
// when a run first uses a Slurm target, then every run is a step of it (srun --jobid), so runs do not
// queue again. Its state is read with squeue while it is held (RUNNING on node X, time left), it is
// given back (scancel) on an idle timeout, when another Slurm target is used, on Cancel and on exit.
// Every Slurm command runs on a thread of its own: the GUI never waits for the login node.

#include "core/remote/slurmjob.h"
#include "core/remote/target.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace warpscope::session {

class SlurmAllocation : public QObject {
    Q_OBJECT
public:
    enum class State { None, Requesting, Held };

    explicit SlurmAllocation(QObject* parent = nullptr);
    /// Gives the allocation back and waits for the Slurm commands still running (bounded by their timeouts).
    ~SlurmAllocation() override;

    State state() const { return m_state; }
    /// The job id of the held allocation; empty when none.
    QString jobId() const { return m_jobId; }
    /// The Slurm target the allocation belongs to.
    const core::Target& target() const { return m_target; }
    /// What the status bar shows: "Slurm job 42: RUNNING on node7, 9:31 left".
    QString stateText() const { return m_text; }

    /// Makes sure an allocation for this target is held: granted() at once when it is, else salloc
    /// runs (a held allocation of another target is given back first).
    void acquire(const core::Target& target);
    /// Gives the allocation back (scancel); a request still waiting in the queue is dropped and its
    /// job released as soon as Slurm grants it.
    void release();
    /// A run used the allocation: the idle timeout starts again.
    void touch();

    /// How long salloc waits in the queue, and the idle timeout (AppSettings, Settings › Run targets).
    void setRequestTimeoutMs(int ms) { m_requestTimeoutMs = ms; }
    int requestTimeoutMs() const { return m_requestTimeoutMs; }
    void setIdleTimeoutMs(int ms);
    int idleTimeoutMs() const { return m_idle.interval(); }
    void setPollIntervalMs(int ms);

signals:
    void granted(const QString& jobId);
    void refused(const QString& message);
    /// stateText() changed.
    void stateChanged(const QString& text);
    /// The allocation ended: released by Warpscope, or gone from the queue (time limit, scancel elsewhere).
    void ended(const QString& why);

private:
    void setText(const QString& text);
    void poll();
    void onState(const QString& jobId, const core::SlurmJobState& state, const QString& error);
    /// squeue's answer about the request still waiting in salloc: PENDING with Slurm's reason.
    void onQueued(quint64 request, const core::SlurmJobState& state);
    /// Runs fn on a thread of its own; kept to be joined at the end.
    void spawn(std::function<void()> fn);

    State m_state = State::None;
    core::Target m_target;
    QString m_jobId;
    QString m_text;
    quint64 m_request = 0; ///< the salloc in flight; a late answer of a dropped one is released
    std::string m_requestName; ///< its job name (warpscope-PID-N), to find it in the queue while it waits
    int m_requestTimeoutMs = 120000;
    bool m_polling = false;
    QTimer m_idle;
    QTimer m_poll;
    std::mutex m_threadsMutex;
    struct Worker {
        std::thread thread;
        std::shared_ptr<std::atomic<bool>> done;
    };
    std::vector<Worker> m_threads; ///< finished ones are joined when the next starts
};

} // namespace warpscope::session
