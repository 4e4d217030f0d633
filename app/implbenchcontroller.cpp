// GPU time per implementation: fair A/B benchmarks of each implementation against the first, run by
// the worker, their medians in the Implementations page's GPU time row.
#include "app/implbenchcontroller.h"

#include "app/benchdocument.h"
#include "app/session/sessioninterface.h"
#include "app/session/taskdocument.h"
#include "core/env/environment.h"
#include "widgets/implementationsview.h"

#include <QAction>
#include <QMenu>

namespace warpscope::app {

ImplementationBenchController::ImplementationBenchController(session::SessionInterface* session,
    session::TaskDocument* task, widgets::ImplementationsView* view, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_task(task)
    , m_view(view)
    , m_action(new QAction(tr("Time &implementations on GPU (A/B)"), this))
{
    m_action->setObjectName(QStringLiteral("benchImplementationsAction"));
    m_action->setToolTip(tr("Time each implementation against the first one on the GPU with the fair A/B method "
                            "(warm-up, interleaved runs, L2 flushed, audit); fills the Implementations page's "
                            "GPU time row"));
    connect(m_action, &QAction::triggered, this, &ImplementationBenchController::timeImplementations);
    connect(view, &widgets::ImplementationsView::gpuTimeRequested, this,
        &ImplementationBenchController::timeImplementations);
    if (session) {
        connect(session, &session::SessionInterface::environmentReady, this,
            &ImplementationBenchController::environmentReady);
        connect(session, &session::SessionInterface::benchFinished, this, &ImplementationBenchController::finished);
        connect(session, &session::SessionInterface::benchFailed, this, &ImplementationBenchController::benchFailed);
    }
    m_view->setGpuAvailable(false, noDeviceReason());
}

void ImplementationBenchController::fillMenu(QMenu* menu)
{
    menu->addAction(m_action);
}

QString ImplementationBenchController::noDeviceReason() const
{
    return m_devices < 0             ? tr("the worker has not reported a device yet")
        : m_noDeviceReason.isEmpty() ? tr("the driver lists no CUDA device")
                                     : m_noDeviceReason;
}

void ImplementationBenchController::environmentReady(const core::EnvironmentInfo& env)
{
    m_devices = int(env.cuda.devices.size());
    m_noDeviceReason = QString::fromStdString(env.cuda.message);
    m_view->setGpuAvailable(m_devices > 0, noDeviceReason());
}

void ImplementationBenchController::timeImplementations()
{
    if (!m_task->isOpen() || m_task->task().implementations.size() < 2) {
        emit failed(tr("Nothing to time side by side"),
            tr("Open a task with several [[implementation]] entries: each is timed against the first one."));
        return;
    }
    if (m_devices <= 0) {
        m_view->setGpuAvailable(false, noDeviceReason());
        emit failed(tr("No CUDA device"),
            tr("GPU time needs a CUDA device; the emulator's figures (predicted counters) are on the Implementations "
               "page. Here: %1.")
                .arg(noDeviceReason()));
        return;
    }
    if (!m_session)
        return;
    const auto& impls = m_task->task().implementations;
    const QString first = QString::fromStdString(impls.front().name);
    m_pending.clear();
    for (std::size_t i = 1; i < impls.size(); ++i) {
        const QString name = QString::fromStdString(impls[i].name);
        // a tag per pair: the benchmarks queue one after another instead of replacing each other
        const quint64 generation = m_session->requestImplementationBench(
            m_task->task(), name, first, QStringLiteral("bench-implementation-%1").arg(i));
        m_pending[generation] = {name, first};
        m_view->setGpuTime(name, {tr("timing…"), tr("Benchmarking %1 against %2 on the GPU").arg(name, first)});
    }
    emit message(tr("Timing %1 implementations against %2 on the GPU…").arg(impls.size() - 1).arg(first));
}

void ImplementationBenchController::showBench(
    const QByteArray& document, const QString& candidate, const QString& baseline)
{
    QString error;
    const auto doc = parseBenchDocument(document, tr("the benchmark of %1").arg(candidate), &error);
    if (!doc) {
        m_view->setGpuTime(candidate, widgets::GpuTimeText::failed(error));
        return;
    }
    m_view->setGpuTime(candidate, widgets::GpuTimeText::candidate(doc->result, baseline));
    // the first implementation is every pair's baseline: its cell shows the first pair's figure
    m_view->setGpuTime(baseline, widgets::GpuTimeText::baseline(doc->result));
}

void ImplementationBenchController::finished(
    quint64 generation, int exitCode, const QByteArray& document, const QString& messages)
{
    const auto it = m_pending.find(generation);
    if (it == m_pending.end())
        return;
    const auto [candidate, baseline] = it->second;
    m_pending.erase(it);
    // bench exits 1 when an output or the audit fails, with the document still written
    if (document.trimmed().isEmpty()) {
        m_view->setGpuTime(candidate,
            widgets::GpuTimeText::failed(tr("bench exited with %1: %2").arg(exitCode).arg(messages.trimmed())));
        return;
    }
    showBench(document, candidate, baseline);
}

void ImplementationBenchController::benchFailed(quint64 generation, const QString& message)
{
    const auto it = m_pending.find(generation);
    if (it == m_pending.end())
        return;
    m_view->setGpuTime(it->second.first, widgets::GpuTimeText::failed(message));
    m_pending.erase(it);
}

} // namespace warpscope::app
