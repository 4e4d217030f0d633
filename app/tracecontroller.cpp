#include "app/tracecontroller.h"

#include "app/runcontroller.h"
#include "app/session/remotetaskcall.h"
#include "app/session/sessioninterface.h"
#include "app/session/taskdocument.h"
#include "app/targetcontroller.h"
#include "core/analysis/suspects.h"
#include "core/remote/remotetask.h"
#include "widgets/enginemessages.h"
#include "widgets/heatmapview.h"
#include "widgets/lastwriterpanel.h"
#include "widgets/threadtraceview.h"

#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>
#include <QStandardPaths>

namespace warpscope::app {

TraceController::TraceController(
    QMainWindow* window, session::SessionInterface* session, session::TaskDocument* task, RunController* runs)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_task(task)
    , m_runs(runs)
{
    m_panel = new widgets::LastWriterPanel(window);
    runs->heatmap()->addDetailWidget(m_panel);
    m_view = new widgets::ThreadTraceView(window);
    m_dock = new QDockWidget(tr("Thread trace"), window);
    m_dock->setObjectName(QStringLiteral("threadTraceDock"));
    m_dock->setWidget(m_view);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide(); // shown by the first trace

    connect(runs, &RunController::runShown, this, &TraceController::showRun);
    connect(runs->heatmap(), &widgets::HeatmapView::elementSelected, this, &TraceController::elementSelected);
    connect(m_panel, &widgets::LastWriterPanel::sourceLineActivated, this,
        [this](int line) { emit sourceLineRequested(line, LineOrigin::LastWriter); });
    connect(m_panel, &widgets::LastWriterPanel::ptxLineActivated, this, &TraceController::ptxLineRequested);
    connect(m_panel, &widgets::LastWriterPanel::traceRequested, this,
        [this](const core::analysis::WriterInfo& w) { trace(w.block, w.thread); });
    connect(m_view, &widgets::ThreadTraceView::sourceLineActivated, this,
        [this](int line) { emit sourceLineRequested(line, LineOrigin::ThreadTrace); });
}

void TraceController::fillViewMenu(QMenu* menu)
{
    menu->addAction(m_dock->toggleViewAction());
}

void TraceController::showRun(const session::RunResultPtr& run)
{
    m_run = run;
    std::vector<core::analysis::SuspectBuffer> suspects;
    QStringList texts;
    if (run && !run->provenance.empty()) {
        suspects = core::analysis::findSuspects(run->provenance, run->findings);
        for (const core::Finding& f : run->findings)
            texts << tr("%1 at line %2: %3")
                         .arg(widgets::EngineMessages::kindLabel(f.kind))
                         .arg(f.sourceLine)
                         .arg(widgets::EngineMessages::findingText(f));
    }
    m_runs->heatmap()->setSuspects(std::move(suspects), texts);
    if (!run || run->provenance.empty())
        m_panel->showMessage(tr("This run has no provenance: profile the task (Run › Profile) to see who wrote "
                                "each element."));
    else
        m_panel->showMessage(tr("Click an element of the heatmap to see which thread wrote it last."));
}

void TraceController::elementSelected(qint64 flatIndex)
{
    const widgets::HeatmapView* heatmap = m_runs->heatmap();
    if (!m_run || m_run->provenance.empty()) {
        m_panel->showMessage(tr("This run has no provenance: profile the task (Run › Profile) to see who wrote "
                                "each element."));
        return;
    }
    const int seed = heatmap->seedIndex();
    const int output = heatmap->outputIndex();
    if (seed < 0 || seed >= int(m_run->seeds.size()) || output < 0
        || output >= int(m_run->seeds[std::size_t(seed)].outputs.size()))
        return;
    const std::string name = m_run->seeds[std::size_t(seed)].outputs[std::size_t(output)].stats.name;
    const QString element = QStringLiteral("%1[%2]").arg(QString::fromStdString(name)).arg(flatIndex);
    const auto writer = m_run->provenance.writerOf(name, std::uint64_t(flatIndex));
    if (!writer) {
        m_panel->showMessage(m_run->provenance.find(name)
                ? tr("No thread wrote %1 in the analysed launch.").arg(element)
                : tr("%1 has no provenance records (only outputs and inout buffers are watched).").arg(element));
        return;
    }
    QString note = seed == 0 ? QString()
                             : tr("Provenance describes the analysed first seed; this is seed %1.")
                                   .arg(m_run->seeds[std::size_t(seed)].seed);
    if (!m_run->provenance.step.empty()) // a pipeline: the writer is in the step that wrote the outputs last
        note = (note.isEmpty() ? QString() : note + QLatin1Char(' '))
            + tr("Written by %1.").arg(QString::fromStdString(m_run->provenance.step));
    m_panel->setWriter(*writer, element, note);
}

void TraceController::trace(const std::array<std::uint32_t, 3>& block, const std::array<std::uint32_t, 3>& thread)
{
    if (!m_task->isOpen()) {
        emit failed(tr("No task is open"), tr("Open the task of this run before tracing one of its threads."));
        return;
    }
    QString bundle = m_runs->currentBundle();
    if (bundle.isEmpty())
        bundle = QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
                     .filePath(QStringLiteral("trace/")
                         + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")));
    core::WorkerRunRequest request;
    request.taskPath = m_task->taskFile().toStdString();
    request.bundleDir = bundle.toStdString();
    core::analysis::TraceTarget target;
    target.block = block;
    target.thread = thread;
    request.trace = target;
    if (m_run) { // the launch the provenance describes: the run's params
        request.params = m_run->record.overrides;
        request.trust = m_run->record.trustPython;
    }
    QPointer<TraceController> self(this);
    auto generation = std::make_shared<quint64>(0);
    auto deliver = [self, generation](std::shared_ptr<const core::analysis::ThreadTrace> t, QString why) {
        QMetaObject::invokeMethod(
            self,
            [self, generation, t, why] {
                if (self)
                    self->onTrace(*generation, t, why);
            },
            Qt::QueuedConnection);
    };
    auto parse = [deliver](const nlohmann::json& result) {
        // parsed off the GUI thread
        auto t = core::analysis::threadTraceFromJson(result.value("trace", nlohmann::json::object()));
        if (t)
            deliver(std::make_shared<const core::analysis::ThreadTrace>(std::move(*t)), {});
        else
            deliver(nullptr, QString::fromStdString(t.error().describe()));
    };
    QString where = tr("on the emulator");
    if (const QString name = TargetController::targetName(m_runs->backendChoice()); !name.isEmpty()) {
        // on a run target (issue 18): the same traced run by the worker there, on its emulator
        QString why;
        const auto target = m_runs->targets()->resolve(name, &why);
        auto wrapped = target ? core::taskFilesRequest(m_task->task(), "run", core::workerRunRequestToJson(request))
                              : core::Result<core::WorkerRequest>(core::makeError(core::ErrorCode::BadInput, ""));
        if (!target || !wrapped) {
            emit failed(
                tr("The trace did not start"), target ? QString::fromStdString(wrapped.error().describe()) : why);
            return;
        }
        if (!m_remote) {
            m_remote = new session::RemoteTaskCall(this);
            connect(m_remote, &session::RemoteTaskCall::cancelled, this, &TraceController::onCancelled);
            m_runs->targets()->watchTaskCall(m_remote);
        }
        m_remote->setLabel(tr("the trace on %1").arg(name));
        m_traceTarget = name;
        m_traced = {block, thread};
        *generation = m_remote->start(
            *target, std::move(*wrapped), 600000, [parse, deliver](core::Result<core::RemoteReply> reply) {
                if (reply)
                    parse(reply->payload);
                else
                    deliver(nullptr, QString::fromStdString(reply.error().describe()));
            });
        where = tr("on %1").arg(name);
    } else {
        m_traceTarget.clear();
        *generation = ++m_lastGeneration;
        session::WorkerJob job;
        job.type = "run";
        job.tag = QStringLiteral("trace");
        job.generation = *generation;
        job.deadlineMs = 600000;
        job.payload = core::workerRunRequestToJson(request);
        job.onResult = parse;
        job.onFailure = [deliver](session::JobFailure, const core::Error& e) {
            deliver(nullptr, QString::fromStdString(e.describe()));
        };
        m_session->submit(std::move(job));
    }
    m_generation = *generation;
    m_panel->setTraceEnabled(false);
    m_view->showMessage(tr("Tracing block (%1, %2, %3), thread (%4, %5, %6) %7…")
                            .arg(block[0])
                            .arg(block[1])
                            .arg(block[2])
                            .arg(thread[0])
                            .arg(thread[1])
                            .arg(thread[2])
                            .arg(where));
    m_dock->show();
    m_dock->raise();
}

void TraceController::onTrace(
    quint64 generation, std::shared_ptr<const core::analysis::ThreadTrace> trace, const QString& why)
{
    if (generation != m_generation)
        return; // a newer trace was asked for
    m_generation = 0;
    m_panel->setTraceEnabled(true);
    if (!trace) {
        m_view->showMessage(tr("The trace failed: %1").arg(why));
        emit failed(tr("The trace failed"), why);
        emit traceDone(false);
        if (!m_traceTarget.isEmpty()) // an unknown host key is the user's to accept, then it traces again
            m_runs->targets()->offerHostKey(m_traceTarget, why, tr("Accept the key and trace again"),
                [self = QPointer<TraceController>(this), traced = m_traced] {
                    if (self)
                        self->trace(traced.first, traced.second);
                });
        return;
    }
    m_view->setTrace(*trace);
    m_lastTrace = trace;
    m_dock->show();
    m_dock->raise();
    emit message(tr("Trace finished: %n step(s)", nullptr, int(trace->steps.size())));
    emit traceDone(true);
}

void TraceController::onCancelled(quint64 generation)
{
    if (generation != m_generation)
        return; // a newer trace replaced it
    m_generation = 0;
    m_panel->setTraceEnabled(true);
    const QString text = tr("Cancelled %1; nothing was changed").arg(m_remote->label());
    if (m_lastTrace)
        m_view->setTrace(*m_lastTrace); // the trace shown before the cancelled one came back
    else
        m_view->showMessage(text);
    emit message(text);
    emit traceDone(false);
}

} // namespace warpscope::app
