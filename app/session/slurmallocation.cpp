#include "app/session/slurmallocation.h"
#include "app/session/deliver.h"

#include "app/session/logging.h"

#include <QCoreApplication>
#include <QPointer>

namespace warpscope::session {

namespace {

QString describe(const core::Error& e)
{
    return QString::fromStdString(e.describe());
}

} // namespace

SlurmAllocation::SlurmAllocation(QObject* parent)
    : QObject(parent)
{
    m_idle.setSingleShot(true);
    m_idle.setInterval(15 * 60 * 1000);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        if (m_state == State::Held) {
            qCInfo(lcRun).noquote() << "Slurm job" << m_jobId << "idle: released";
            release();
        }
    });
    m_poll.setInterval(30 * 1000);
    connect(&m_poll, &QTimer::timeout, this, &SlurmAllocation::poll);
}

SlurmAllocation::~SlurmAllocation()
{
    m_idle.stop();
    m_poll.stop();
    if (m_state == State::Held) {
        // on exit the job is given back before Warpscope ends, so nothing stays allocated
        const core::Target target = m_target;
        const std::string job = m_jobId.toStdString();
        spawn([target, job] { (void)core::slurmRelease(target, job); });
    }
    std::vector<Worker> threads;
    {
        std::lock_guard lock(m_threadsMutex);
        threads.swap(m_threads);
    }
    for (auto& w : threads)
        if (w.thread.joinable())
            w.thread.join();
}

void SlurmAllocation::spawn(std::function<void()> fn)
{
    std::lock_guard lock(m_threadsMutex);
    for (auto it = m_threads.begin(); it != m_threads.end();)
        if (*it->done) {
            it->thread.join();
            it = m_threads.erase(it);
        } else {
            ++it;
        }
    auto done = std::make_shared<std::atomic<bool>>(false);
    m_threads.push_back({std::thread([fn = std::move(fn), done] {
                             fn();
                             *done = true;
                         }),
        done});
}

void SlurmAllocation::setIdleTimeoutMs(int ms)
{
    m_idle.setInterval(ms);
    if (m_idle.isActive())
        m_idle.start();
}

void SlurmAllocation::setPollIntervalMs(int ms)
{
    m_poll.setInterval(ms);
}

void SlurmAllocation::setText(const QString& text)
{
    m_text = text;
    emit stateChanged(text);
}

void SlurmAllocation::acquire(const core::Target& target)
{
    if (m_state == State::Held && m_target.url == target.url && m_target.name == target.name) {
        touch();
        emit granted(m_jobId);
        return;
    }
    if (m_state == State::Requesting && m_target.url == target.url)
        return; // granted() comes when Slurm answers
    if (m_state != State::None)
        release();
    m_target = target;
    m_target.slurmJob.clear();
    m_state = State::Requesting;
    const quint64 request = ++m_request;
    m_requestName = "warpscope-" + std::to_string(QCoreApplication::applicationPid()) + "-" + std::to_string(request);
    const int seconds = m_requestTimeoutMs / 1000;
    setText(tr("Slurm: waiting in the queue of %1 for an allocation (withdrawn after %2 s)…")
                .arg(QString::fromStdString(target.host))
                .arg(seconds));
    m_poll.start(); // squeue by the request's name tells PENDING and why while salloc waits
    QPointer<SlurmAllocation> self(this);
    const core::Target t = m_target;
    const auto timeout = std::chrono::milliseconds(m_requestTimeoutMs);
    const std::string name = m_requestName;
    spawn([self, t, timeout, request, name] {
        auto job = core::slurmAllocate(t, timeout, name);
        const QString id = job ? QString::fromStdString(*job) : QString();
        const QString error = job ? QString() : describe(job.error());
        if (job && !self) {
            (void)core::slurmRelease(t, *job); // the window is gone: nothing may stay allocated
            return;
        }
        deliver(self, [=](SlurmAllocation* a) {
            if (a->m_request != request || a->m_state != State::Requesting) {
                // dropped while it waited (released, or another target): give it back at once
                if (!id.isEmpty()) {
                    const std::string jobId = id.toStdString();
                    a->spawn([t, jobId] { (void)core::slurmRelease(t, jobId); });
                }
                return;
            }
            if (id.isEmpty()) {
                a->m_poll.stop();
                a->m_state = State::None;
                a->setText(QString());
                emit a->refused(error);
                return;
            }
            a->m_state = State::Held;
            a->m_jobId = id;
            a->m_target.slurmJob = id.toStdString();
            a->setText(tr("Slurm job %1: granted").arg(id));
            qCInfo(lcRun).noquote() << "Slurm job" << id << "granted on" << QString::fromStdString(t.host);
            a->m_poll.start();
            a->poll();
            a->touch();
            emit a->granted(id);
        });
    });
}

void SlurmAllocation::release()
{
    m_idle.stop();
    m_poll.stop();
    const State was = m_state;
    const QString job = m_jobId;
    m_state = State::None;
    m_jobId.clear();
    ++m_request; // a salloc still waiting is released when it answers
    if (was == State::Held) {
        const core::Target t = m_target;
        const std::string id = job.toStdString();
        spawn([t, id] { (void)core::slurmRelease(t, id); });
        setText(QString());
        emit ended(tr("Slurm job %1 was given back (scancel).").arg(job));
    } else if (was == State::Requesting) {
        setText(QString());
        emit ended(tr("The request for a Slurm allocation was dropped."));
    }
}

void SlurmAllocation::touch()
{
    if (m_state == State::Held)
        m_idle.start();
}

void SlurmAllocation::poll()
{
    if (m_state == State::None || m_polling)
        return;
    m_polling = true;
    QPointer<SlurmAllocation> self(this);
    if (m_state == State::Requesting) {
        const core::Target t = m_target;
        const std::string name = m_requestName;
        const quint64 request = m_request;
        spawn([self, t, name, request] {
            auto state = core::slurmQueuedState(t, name);
            const core::SlurmJobState s = state ? *state : core::SlurmJobState {};
            deliver(self, [=](SlurmAllocation* a) { a->onQueued(request, s); });
        });
        return;
    }
    const core::Target t = m_target;
    const QString id = m_jobId;
    spawn([self, t, id] {
        auto state = core::slurmJobState(t, id.toStdString());
        const core::SlurmJobState s = state ? *state : core::SlurmJobState {};
        const QString error = state ? QString() : describe(state.error());
        deliver(self, [=](SlurmAllocation* a) { a->onState(id, s, error); });
    });
}

void SlurmAllocation::onQueued(quint64 request, const core::SlurmJobState& s)
{
    m_polling = false;
    if (m_state != State::Requesting || request != m_request || s.state != "PENDING")
        return; // granted meanwhile, dropped, or not listed yet: the text stays
    setText(tr("Slurm: PENDING (%1) in the queue of %2; the request is withdrawn after %3 s…")
                .arg(QString::fromStdString(s.reason), QString::fromStdString(m_target.host))
                .arg(m_requestTimeoutMs / 1000));
}

void SlurmAllocation::onState(const QString& jobId, const core::SlurmJobState& s, const QString& error)
{
    m_polling = false;
    if (m_state != State::Held || jobId != m_jobId)
        return;
    if (!error.isEmpty()) {
        setText(tr("Slurm job %1: state unknown (%2)").arg(jobId, error));
        return;
    }
    if (s.state.empty()) {
        // gone from the queue: its time limit, or cancelled elsewhere
        m_state = State::None;
        m_jobId.clear();
        m_poll.stop();
        m_idle.stop();
        setText(QString());
        emit ended(tr("Slurm job %1 has ended (its time limit, or cancelled outside Warpscope); the next run asks for "
                      "a new allocation.")
                       .arg(jobId));
        return;
    }
    const QString state = QString::fromStdString(s.state);
    if (state == QLatin1String("PENDING"))
        setText(tr("Slurm job %1: PENDING (%2)").arg(jobId, QString::fromStdString(s.reason)));
    else if (state == QLatin1String("RUNNING"))
        setText(tr("Slurm job %1: RUNNING on %2, %3 left")
                    .arg(jobId, QString::fromStdString(s.nodes), QString::fromStdString(s.timeLeft)));
    else
        setText(tr("Slurm job %1: %2").arg(jobId, state));
}

} // namespace warpscope::session
