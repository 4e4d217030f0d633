#pragma once

#include "core/common/result.h"
#include "core/protocol/lineframer.h"

#include <nlohmann/json.hpp>

#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QTimer>

#include <deque>
#include <functional>
#include <optional>

namespace warpscope::session {

/// How a job ended when it did not produce a result.
enum class JobFailure {
    Error, ///< the worker answered with an error (bad input, compile failure, ...)
    Timeout, ///< it ran past its deadline; the worker was killed and restarted
    Crashed, ///< the worker died while running it (signal, abort)
    StickyCudaError, ///< the worker exited after a sticky CUDA error; restarted
    WorkerStopped, ///< the worker is stopped after too many restarts
    Superseded, ///< a newer request with the same tag replaced it
    Cancelled, ///< the user cancelled it
};

/// One request for the worker. Jobs with the same tag replace one another: only the newest runs.
struct WorkerJob {
    std::string type;
    nlohmann::json payload = nlohmann::json::object();
    QString tag;
    quint64 generation = 0;
    int deadlineMs = 60000;
    /// Called on the supervisor's thread with the result payload (parse it there, off the GUI thread).
    std::function<void(const nlohmann::json&)> onResult;
    /// Called on the supervisor's thread when the job fails.
    std::function<void(JobFailure, const core::Error&)> onFailure;
    /// Called on the supervisor's thread with progress (done, total, what).
    std::function<void(quint64, quint64, const QString&)> onProgress;
};

/// Starts and watches the worker process (`warpscope-cli worker`): one job at a time, a deadline per
/// job, kill and respawn on a hang, a crash or a sticky CUDA error, bounded auto-restart, then a
/// "stopped" state until restart() (ARCHITECTURE §2). Lives on the session thread.
class WorkerSupervisor : public QObject {
    Q_OBJECT
public:
    enum class State { NotStarted, Starting, Ready, Busy, Stopped };
    Q_ENUM(State)

    explicit WorkerSupervisor(QString program = {}, QObject* parent = nullptr);
    ~WorkerSupervisor() override;

    /// The worker executable: $WARPSCOPE_CLI, else the one built beside the GUI.
    static QString defaultProgram();

    State state() const { return m_state; }
    /// The running worker's process id, 0 when none runs.
    qint64 workerPid() const;
    /// Restarts allowed within restartWindowMs before the supervisor gives up.
    void setRestartPolicy(int maxRestarts, int restartWindowMs);

public slots:
    void start();
    /// Queues a job; a queued job with the same tag is dropped, a running one is cancelled.
    void submit(warpscope::session::WorkerJob job);
    /// Cancels the queued or running job with this tag.
    void cancel(const QString& tag);
    /// Leaves the stopped state and starts a fresh worker.
    void restart();
    /// Asks the worker to finish and waits up to timeoutMs, then kills it. Fails pending jobs.
    void shutdown(int timeoutMs = 2000);

signals:
    void stateChanged(warpscope::session::WorkerSupervisor::State state, const QString& message);

private:
    void spawn();
    void sendNext();
    void onReadyRead();
    void onLine(const std::string& line);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onDeadline();
    void failCurrent(JobFailure failure, const core::Error& error);
    void setState(State s, const QString& message = {});
    void write(const std::string& line);

    /// Writes the worker's stderr into the log (category warpscope.worker), a line at a time.
    static void logStderr(const QByteArray& bytes);
    /// "job 7 (run, tag profile, task /path/task.toml)", for the log.
    static QString describe(const WorkerJob& job, quint64 id);

    struct Running {
        quint64 id = 0;
        WorkerJob job;
        bool cancelled = false;
        bool superseded = false;
        qint64 startedMs = 0; ///< for the log
    };

    QString m_program;
    QPointer<QProcess> m_process;
    QTimer* m_deadline = nullptr; // a child, so it moves to the session thread with us
    core::LineFramer m_framer; ///< the worker's stdout cut into protocol lines
    QByteArray m_stderrTail;
    std::deque<WorkerJob> m_queue;
    std::optional<Running> m_running;
    quint64 m_nextId = 1;
    State m_state = State::NotStarted;
    bool m_helloSeen = false;
    bool m_killing = false;
    std::optional<std::pair<JobFailure, core::Error>> m_killReason;
    int m_maxRestarts = 3;
    int m_restartWindowMs = 60000;
    std::deque<qint64> m_restartTimes;
};

} // namespace warpscope::session

Q_DECLARE_METATYPE(warpscope::session::WorkerJob)
