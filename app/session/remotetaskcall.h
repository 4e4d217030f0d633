#pragma once

// One request to the worker on a run target (issue 18) for the GUI's Compile, thread trace and GPU
// benchmark: a compile or a traced run wrapped in "task_files" (core/remote/remotetask.h), or a
// "bench_files" request, sent through the system's ssh on a thread of its own so the GUI never
// waits. Each controller owns one: a new call cancels the one in flight (ssh ends, the far worker
// ends at its next write), as a newer local request supersedes an older one of the same tag.
// Cancel (Run › Cancel, Shift+F5) ends it too: its Done is then not called, cancelled() says so and the
// controller keeps what it showed before.

#include "core/common/result.h"
#include "core/remote/remoteworker.h"
#include "core/remote/target.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>

namespace warpscope::session {

class RemoteTaskCall : public QObject {
    Q_OBJECT
public:
    /// Runs on the call's thread with the reply or the located failure; parse there, then hand the
    /// result to the GUI thread with deliver().
    using Done = std::function<void(core::Result<core::RemoteReply>)>;

    explicit RemoteTaskCall(QObject* parent = nullptr);
    ~RemoteTaskCall() override;

    /// Sends the request to the target's worker (copying the CLI there when it has none, as a Run
    /// does). Returns the generation (counted apart from Session's and RemoteRunner's).
    quint64 start(const core::Target& target, core::WorkerRequest request, int timeoutMs, Done done);
    /// Ends the call in flight: ssh stops, Done is not called (unless the answer was already in) and
    /// cancelled() is emitted instead.
    void cancel();
    /// Whether a call is out (started and its answer not yet handed to the GUI thread).
    bool isBusy() const { return m_inFlight != 0; }
    /// What the call in flight does, for the user ("the compile on box"); set by the controller.
    QString label() const { return m_label; }
    void setLabel(const QString& label) { m_label = label; }

signals:
    /// What is being done that the user should know (copying warpscope-cli where).
    void notice(quint64 generation, const QString& text);
    void progress(quint64 generation, quint64 done, quint64 total);
    /// The call of this generation was cancelled before its answer came (by cancel() or a newer call).
    void cancelled(quint64 generation);
    /// A call went out (true) or its answer or cancel reached the GUI thread (false).
    void busyChanged(bool busy);

private:
    void join();
    void ended(quint64 generation);

    quint64 m_generation = quint64(1) << 44; // Session counts from 1, RemoteRunner from 2^40
    std::thread m_thread;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_inFlight = 0; ///< the generation out; 0 when none
    QString m_label;
};

} // namespace warpscope::session
