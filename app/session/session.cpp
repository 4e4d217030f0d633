#include "app/session/session.h"

namespace warpscope::session {

Session::Session(QString workerProgram, QObject* parent)
    : SessionInterface(parent)
{
    m_thread.setObjectName(QStringLiteral("warpscope-session"));
    m_supervisor = new WorkerSupervisor(workerProgram);
    m_supervisor->moveToThread(&m_thread);
    // Shutdown order: quitting the thread first stops the worker (on the session thread, where its
    // QProcess lives), then deletes the supervisor.
    connect(
        &m_thread, &QThread::finished, m_supervisor, [s = m_supervisor] { s->shutdown(); }, Qt::DirectConnection);
    connect(&m_thread, &QThread::finished, m_supervisor, &QObject::deleteLater);
    connect(
        m_supervisor, &WorkerSupervisor::stateChanged, this, [this](WorkerSupervisor::State s, const QString& message) {
            m_workerState = s;
            emit workerStateChanged(s, message);
        });
    m_thread.start();
    QMetaObject::invokeMethod(m_supervisor, &WorkerSupervisor::start, Qt::QueuedConnection);
}

Session::~Session()
{
    shutdown();
}

void Session::shutdown()
{
    if (m_shutDown)
        return;
    m_shutDown = true;
    m_thread.quit();
    m_thread.wait();
}

void Session::submit(WorkerJob job)
{
    if (m_shutDown)
        return;
    QMetaObject::invokeMethod(
        m_supervisor, [s = m_supervisor, job = std::move(job)]() mutable { s->submit(std::move(job)); },
        Qt::QueuedConnection);
}

void Session::cancel(const QString& tag)
{
    QMetaObject::invokeMethod(
        m_supervisor, [s = m_supervisor, tag] { s->cancel(tag); }, Qt::QueuedConnection);
}

void Session::restartWorker()
{
    QMetaObject::invokeMethod(m_supervisor, &WorkerSupervisor::restart, Qt::QueuedConnection);
}

void Session::requestEnvironment()
{
    WorkerJob job;
    job.type = "info";
    job.tag = QStringLiteral("info");
    job.deadlineMs = 30000;
    QPointer<Session> self(this);
    job.onResult = [self](const nlohmann::json& payload) {
        const core::EnvironmentInfo env = core::environmentFromJson(payload); // parsed on the session thread
        QMetaObject::invokeMethod(
            self,
            [self, env] {
                if (self)
                    emit self->environmentReady(env);
            },
            Qt::QueuedConnection);
    };
    job.onFailure = [self](JobFailure, const core::Error& e) {
        const QString message = QString::fromStdString(e.message);
        QMetaObject::invokeMethod(
            self,
            [self, message] {
                if (self)
                    emit self->environmentFailed(message);
            },
            Qt::QueuedConnection);
    };
    submit(std::move(job));
}

} // namespace warpscope::session
