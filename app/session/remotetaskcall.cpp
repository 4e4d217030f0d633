#include "app/session/remotetaskcall.h"

#include "app/session/deliver.h"
#include "app/session/logging.h"
#include "app/session/workersupervisor.h"

#include <QPointer>

namespace warpscope::session {

RemoteTaskCall::RemoteTaskCall(QObject* parent)
    : QObject(parent)
{ }

RemoteTaskCall::~RemoteTaskCall()
{
    cancel();
    join();
}

void RemoteTaskCall::join()
{
    if (m_thread.joinable())
        m_thread.join();
}

void RemoteTaskCall::cancel()
{
    if (m_cancel)
        *m_cancel = true;
}

quint64 RemoteTaskCall::start(const core::Target& target, core::WorkerRequest request, int timeoutMs, Done done)
{
    cancel();
    join(); // a cancelled call ends as soon as ssh does
    const quint64 generation = ++m_generation;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    QPointer<RemoteTaskCall> self(this);
    core::RemoteCallOptions o;
    o.timeout = std::chrono::milliseconds(timeoutMs);
    o.localCli = WorkerSupervisor::defaultProgram().toStdString();
    o.cancel = m_cancel.get();
    o.notify = [self, generation](const std::string& line) {
        const QString text = QString::fromStdString(line);
        deliver(self, [=](RemoteTaskCall* c) { emit c->notice(generation, text); });
    };
    o.progress = [self, generation](std::uint64_t d, std::uint64_t total, const std::string&) {
        deliver(self, [=](RemoteTaskCall* c) { emit c->progress(generation, d, total); });
    };
    qCInfo(lcRun).noquote() << "remote" << QString::fromStdString(request.type) << "on"
                            << QString::fromStdString(target.url);
    const bool wasBusy = isBusy();
    m_inFlight = generation;
    if (!wasBusy)
        emit busyChanged(true);
    // the flag lives as long as the thread: the options point at it
    m_thread = std::thread(
        [self, generation, target, request = std::move(request), o, done = std::move(done), flag = m_cancel] {
            auto reply = core::callRemoteWorker(target, request, o);
            // A cancelled call is not a failure, and what it answered is not shown: on a cancel the far
            // worker is asked to stop and answers with what it has, which for a compile, a trace or a
            // benchmark is the whole result the user just chose not to wait for.
            if (*flag)
                deliver(self, [generation](RemoteTaskCall* c) { emit c->cancelled(generation); });
            else
                done(std::move(reply));
            deliver(self, [generation](RemoteTaskCall* c) { c->ended(generation); });
        });
    return generation;
}

void RemoteTaskCall::ended(quint64 generation)
{
    if (generation != m_inFlight)
        return; // a newer call is out
    m_inFlight = 0;
    emit busyChanged(false);
}

} // namespace warpscope::session
