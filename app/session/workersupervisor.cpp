#include "app/session/workersupervisor.h"

#include "app/session/logging.h"

#include "core/protocol/workerprotocol.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QThread>

#include <cerrno>

#include <sys/resource.h>

namespace warpscope::session {

using core::WorkerMessage;

WorkerSupervisor::WorkerSupervisor(QString program, QObject* parent)
    : QObject(parent)
    , m_program(program.isEmpty() ? defaultProgram() : std::move(program))
{
    m_deadline = new QTimer(this);
    m_deadline->setSingleShot(true);
    connect(m_deadline, &QTimer::timeout, this, &WorkerSupervisor::onDeadline);
}

WorkerSupervisor::~WorkerSupervisor()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
    }
}

QString WorkerSupervisor::defaultProgram()
{
    const QString env = qEnvironmentVariable("WARPSCOPE_CLI");
    if (!env.isEmpty())
        return env;
    const QString beside = QCoreApplication::applicationDirPath() + QStringLiteral("/warpscope-cli");
    if (QFileInfo(beside).isExecutable())
        return beside;
    return QStringLiteral(WARPSCOPE_CLI_PATH);
}

void WorkerSupervisor::setRestartPolicy(int maxRestarts, int restartWindowMs)
{
    m_maxRestarts = maxRestarts;
    m_restartWindowMs = restartWindowMs;
}

void WorkerSupervisor::setState(State s, const QString& message)
{
    m_state = s;
    emit stateChanged(s, message);
}

void WorkerSupervisor::start()
{
    if (m_process || m_state == State::Stopped)
        return;
    spawn();
}

namespace {

/// How much lower the worker's CPU priority is than the GUI's. The emulator keeps every core busy; at
/// the same priority the GUI thread waited up to 120 ms for a core while a run was in progress
/// (bench_guistall, docs/development.md). Nice 10 gives the GUI about nine times the worker's weight
/// when both want a core, and the worker still has every cycle the GUI leaves.
constexpr int kWorkerNiceIncrement = 10;

} // namespace

qint64 WorkerSupervisor::workerPid() const
{
    return m_process ? m_process->processId() : 0;
}

void WorkerSupervisor::spawn()
{
    m_killing = false;
    m_helloSeen = false;
    m_framer.reset();
    m_stderrTail.clear();
    m_killReason.reset();
    auto* p = new QProcess(this);
    m_process = p;
    p->setProgram(m_program);
    p->setArguments({QStringLiteral("worker")});
    p->setChildProcessModifier([] {
        errno = 0;
        const int current = ::getpriority(PRIO_PROCESS, 0);
        if (errno == 0)
            ::setpriority(PRIO_PROCESS, 0, current + kWorkerNiceIncrement); // capped at 19 by the kernel
    });
    connect(p, &QProcess::readyReadStandardOutput, this, &WorkerSupervisor::onReadyRead);
    connect(p, &QProcess::readyReadStandardError, this, [this, p] {
        const QByteArray err = p->readAllStandardError();
        logStderr(err);
        m_stderrTail.append(err);
        if (m_stderrTail.size() > 8192)
            m_stderrTail = m_stderrTail.right(8192);
    });
    connect(p, &QProcess::finished, this, &WorkerSupervisor::onFinished);
    connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || p != m_process)
            return;
        m_process = nullptr;
        p->deleteLater();
        setState(State::Stopped,
            tr("The worker could not be started (%1). Check that warpscope-cli is built.").arg(m_program));
        while (!m_queue.empty()) {
            WorkerJob job = std::move(m_queue.front());
            m_queue.pop_front();
            if (job.onFailure)
                job.onFailure(JobFailure::WorkerStopped,
                    core::makeError(
                        core::ErrorCode::Backend, "the worker could not be started: " + m_program.toStdString()));
        }
    });
    setState(State::Starting);
    qCInfo(lcWorker).noquote() << "starting" << m_program << "worker";
    p->start();
}

void WorkerSupervisor::logStderr(const QByteArray& bytes)
{
    // whole lines into the log; the worker writes a line at a time, so a split line is rare and harmless
    for (const QByteArray& line : bytes.split('\n'))
        if (!line.trimmed().isEmpty())
            qCInfo(lcWorker).noquote() << "stderr:" << QString::fromUtf8(line);
}

QString WorkerSupervisor::describe(const WorkerJob& job, quint64 id)
{
    QString what = QStringLiteral("job %1 (%2").arg(id).arg(QString::fromStdString(job.type));
    if (!job.tag.isEmpty())
        what += QStringLiteral(", tag %1").arg(job.tag);
    if (const auto it = job.payload.find("task"); it != job.payload.end() && it->is_string())
        what += QStringLiteral(", task %1").arg(QString::fromStdString(it->get<std::string>()));
    return what + QLatin1Char(')');
}

void WorkerSupervisor::write(const std::string& line)
{
    if (m_process)
        m_process->write(QByteArray::fromStdString(line + "\n"));
}

void WorkerSupervisor::submit(WorkerJob job)
{
    if (m_state == State::Stopped) {
        if (job.onFailure)
            job.onFailure(JobFailure::WorkerStopped,
                core::makeError(core::ErrorCode::Backend, "the worker is stopped; restart it"));
        return;
    }
    if (!job.tag.isEmpty()) {
        for (auto it = m_queue.begin(); it != m_queue.end();) {
            if (it->tag == job.tag) {
                if (it->onFailure)
                    it->onFailure(JobFailure::Superseded, core::makeError(core::ErrorCode::Cancelled, "superseded"));
                it = m_queue.erase(it);
            } else {
                ++it;
            }
        }
        if (m_running && m_running->job.tag == job.tag && !m_running->superseded) {
            m_running->superseded = true;
            write(core::encodeRequest({0, "cancel", {{"target", m_running->id}}}));
        }
    }
    m_queue.push_back(std::move(job));
    if (!m_process)
        spawn();
    else
        sendNext();
}

void WorkerSupervisor::cancel(const QString& tag)
{
    for (auto it = m_queue.begin(); it != m_queue.end();) {
        if (it->tag == tag) {
            if (it->onFailure)
                it->onFailure(JobFailure::Cancelled, core::makeError(core::ErrorCode::Cancelled, "cancelled"));
            it = m_queue.erase(it);
        } else {
            ++it;
        }
    }
    if (m_running && m_running->job.tag == tag) {
        m_running->cancelled = true;
        write(core::encodeRequest({0, "cancel", {{"target", m_running->id}}}));
    }
}

void WorkerSupervisor::sendNext()
{
    if (m_running || m_queue.empty() || !m_process || !m_helloSeen)
        return;
    Running r;
    r.id = m_nextId++;
    r.job = std::move(m_queue.front());
    m_queue.pop_front();
    write(core::encodeRequest({r.id, r.job.type, r.job.payload}));
    m_deadline->start(r.job.deadlineMs);
    r.startedMs = QDateTime::currentMSecsSinceEpoch();
    qCInfo(lcWorker).noquote() << "sent" << describe(r.job, r.id);
    m_running = std::move(r);
    setState(State::Busy);
}

void WorkerSupervisor::onReadyRead()
{
    QProcess* const process = m_process;
    if (!process)
        return;
    const QByteArray bytes = process->readAllStandardOutput();
    for (core::Frame& frame : m_framer.feed(std::string_view(bytes.constData(), std::size_t(bytes.size())))) {
        // A line over kMaxWorkerLine is dropped like a torn one: the deadline or the exit reports it.
        if (!frame.tooLong)
            onLine(frame.text);
        if (m_process != process)
            return; // a callback stopped or replaced the worker; the rest was its
    }
}

void WorkerSupervisor::onLine(const std::string& line)
{
    auto msg = core::decodeMessage(line);
    if (!msg)
        return; // a torn line from a dying worker; the exit handler reports the failure
    if (msg->kind == WorkerMessage::Kind::Hello) {
        m_helloSeen = true;
        setState(State::Ready);
        sendNext();
        return;
    }
    if (!m_running || msg->id != m_running->id)
        return;
    if (msg->kind == WorkerMessage::Kind::Progress) {
        if (m_running->job.onProgress)
            m_running->job.onProgress(msg->payload.value("done", quint64(0)), msg->payload.value("total", quint64(0)),
                QString::fromStdString(msg->payload.value("what", std::string())));
        return;
    }
    m_deadline->stop();
    Running done = std::move(*m_running);
    m_running.reset();
    const qint64 ms = QDateTime::currentMSecsSinceEpoch() - done.startedMs;
    if (msg->kind == WorkerMessage::Kind::Result)
        qCInfo(lcWorker).noquote() << "finished" << describe(done.job, done.id) << "in" << ms << "ms";
    else
        qCWarning(lcWorker).noquote() << "failed" << describe(done.job, done.id) << "after" << ms
                                      << "ms:" << QString::fromStdString(msg->error.message);
    if (done.superseded) {
        if (done.job.onFailure)
            done.job.onFailure(JobFailure::Superseded, core::makeError(core::ErrorCode::Cancelled, "superseded"));
    } else if (msg->kind == WorkerMessage::Kind::Result) {
        if (done.job.onResult)
            done.job.onResult(msg->payload);
    } else if (done.job.onFailure) {
        const bool cancelled = done.cancelled && msg->error.code == core::ErrorCode::Cancelled;
        done.job.onFailure(cancelled ? JobFailure::Cancelled : JobFailure::Error, msg->error);
    }
    setState(State::Ready);
    sendNext();
}

void WorkerSupervisor::onDeadline()
{
    if (!m_running || !m_process)
        return;
    const double seconds = m_running->job.deadlineMs / 1000.0;
    m_killReason = std::make_pair(JobFailure::Timeout,
        core::makeError(core::ErrorCode::Cancelled,
            "the worker did not finish \"" + m_running->job.type + "\" within " + QString::number(seconds).toStdString()
                + " s; it was stopped and restarted"));
    qCWarning(lcWorker).noquote() << "deadline of" << seconds << "s passed for"
                                  << describe(m_running->job, m_running->id) << "- killing the worker";
    m_process->kill();
}

void WorkerSupervisor::failCurrent(JobFailure failure, const core::Error& error)
{
    m_deadline->stop();
    if (!m_running)
        return;
    Running done = std::move(*m_running);
    m_running.reset();
    if (done.job.onFailure)
        done.job.onFailure(done.superseded ? JobFailure::Superseded : failure, error);
}

void WorkerSupervisor::onFinished(int exitCode, QProcess::ExitStatus status)
{
    QProcess* p = m_process;
    m_process = nullptr;
    if (p) {
        const QByteArray err = p->readAllStandardError();
        logStderr(err);
        m_stderrTail.append(err);
        p->deleteLater();
    }
    if (m_killing) {
        qCInfo(lcWorker) << "worker stopped";
        return;
    }
    JobFailure failure = JobFailure::Crashed;
    core::Error error;
    const std::string tail = QString::fromUtf8(m_stderrTail).trimmed().right(600).toStdString();
    if (m_killReason) {
        std::tie(failure, error) = *m_killReason;
    } else if (status == QProcess::NormalExit && exitCode == int(core::WorkerExit::StickyCudaError)) {
        failure = JobFailure::StickyCudaError;
        error = core::makeError(core::ErrorCode::Backend,
            "a sticky CUDA error ended the worker: the GPU context was lost with the results of the running job; "
            "the worker was restarted"
                + (tail.empty() ? std::string() : ": " + tail));
    } else {
        error = core::makeError(core::ErrorCode::Backend,
            std::string(status == QProcess::CrashExit
                    ? "the worker crashed"
                    : "the worker exited unexpectedly (code " + std::to_string(exitCode) + ")")
                + "; it was restarted" + (tail.empty() ? std::string() : ". Its last words: " + tail));
    }
    qCWarning(lcWorker).noquote() << "worker ended:" << QString::fromStdString(error.message);
    failCurrent(failure, error);

    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    m_restartTimes.push_back(now);
    while (!m_restartTimes.empty() && now - m_restartTimes.front() > m_restartWindowMs)
        m_restartTimes.pop_front();
    if (int(m_restartTimes.size()) > m_maxRestarts) {
        setState(State::Stopped,
            tr("The worker stopped after %n restarts in a short time: %1", nullptr, m_maxRestarts)
                .arg(QString::fromStdString(error.message)));
        while (!m_queue.empty()) {
            WorkerJob job = std::move(m_queue.front());
            m_queue.pop_front();
            if (job.onFailure)
                job.onFailure(JobFailure::WorkerStopped, error);
        }
        return;
    }
    setState(State::Starting, QString::fromStdString(error.message));
    spawn();
}

void WorkerSupervisor::restart()
{
    m_restartTimes.clear();
    if (m_process) {
        m_killReason = std::make_pair(JobFailure::Cancelled, core::makeError(core::ErrorCode::Cancelled, "restarted"));
        m_process->kill();
        return; // onFinished respawns
    }
    m_state = State::NotStarted;
    spawn();
}

void WorkerSupervisor::shutdown(int timeoutMs)
{
    m_killing = true;
    m_deadline->stop();
    const core::Error stopped = core::makeError(core::ErrorCode::Cancelled, "Warpscope is closing");
    failCurrent(JobFailure::Cancelled, stopped);
    while (!m_queue.empty()) {
        WorkerJob job = std::move(m_queue.front());
        m_queue.pop_front();
        if (job.onFailure)
            job.onFailure(JobFailure::Cancelled, stopped);
    }
    if (m_process) {
        write(core::encodeRequest({0, "shutdown", nlohmann::json::object()}));
        m_process->closeWriteChannel();
        if (!m_process->waitForFinished(timeoutMs)) {
            m_process->kill();
            m_process->waitForFinished(1000);
        }
        delete m_process;
    }
    setState(State::NotStarted);
}

} // namespace warpscope::session
