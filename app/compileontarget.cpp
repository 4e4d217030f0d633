// Compile on a run target (issue 18): the Compile pane's request goes, with the task's files by
// content, to the worker on the target chosen in the Backend chooser ("task_files" around "compile"),
// on a thread of its own; its result fills the same views a local compile fills. The far side uses its
// own NVRTC (or the emulator's PTX path for a PTX task), at the arch the options panel names.
// Cancel (Shift+F5) ends it and keeps the views as they were; an unknown host key opens the host-key
// dialog, whose accept button compiles again.
#include "app/compilecontroller.h"

#include "app/runcontroller.h"
#include "app/session/deliver.h"
#include "app/session/remotetaskcall.h"
#include "app/session/taskdocument.h"
#include "app/targetcontroller.h"
#include "core/compile/compilejson.h"
#include "core/protocol/requests.h"
#include "core/remote/remotetask.h"
#include "widgets/asmview.h"

namespace warpscope::app {

namespace {
const QString kCompileTag = QStringLiteral("compile");
}

void CompileController::compileOnTarget(const QString& name, core::CompileOptions options)
{
    QString why;
    const auto target = m_runs->targets()->resolve(name, &why);
    if (!m_remote) {
        m_remote = new session::RemoteTaskCall(this);
        connect(m_remote, &session::RemoteTaskCall::notice, this,
            [this](quint64, const QString& text) { emit message(text); });
        connect(m_remote, &session::RemoteTaskCall::cancelled, this, [this](quint64 generation) {
            if (generation != m_pending)
                return; // a newer compile replaced it
            m_pending = 0;
            if (m_result && !m_result->sass.empty())
                m_sass->setListing(QString::fromStdString(m_result->sass));
            else
                m_sass->setMessage(tr("The compile was cancelled before anything was disassembled."));
            emit message(tr("Cancelled %1; the views keep the last result").arg(m_remote->label()));
        });
        m_runs->targets()->watchTaskCall(m_remote);
    }
    // one round trip: the far side disassembles too (its nvdisasm), so no second request follows
    options.wantSass = true;
    core::WorkerCompileRequest request;
    request.options = options;
    if (!m_pendingSource.isNull())
        request.source = m_pendingSource.toStdString();
    if (const QString shown = shownSource(); !shown.isEmpty())
        request.kernelSource = shown.toStdString();
    if (const QString impl = m_task->currentImplementation(); !impl.isEmpty())
        request.implementation = impl.toStdString();
    auto wrapped = target ? core::taskFilesRequest(m_task->task(), "compile", core::workerCompileRequestToJson(request))
                          : core::Result<core::WorkerRequest>(core::makeError(core::ErrorCode::BadInput, ""));
    if (!target || !wrapped) {
        m_pending = quint64(-1); // the failure below is the newest request's
        compileFailed(m_pending, kCompileTag, target ? QString::fromStdString(wrapped.error().describe()) : why);
        return;
    }
    QPointer<CompileController> self(this);
    auto generation = std::make_shared<quint64>(0);
    m_remote->setLabel(tr("the compile on %1").arg(name));
    m_pending = m_remote->start(
        *target, std::move(*wrapped), 120000, [self, generation, name](core::Result<core::RemoteReply> reply) {
            // parsed here, on the call's thread
            core::Result<core::CompileResult> parsed = reply ? core::compileResultFromJson(reply->payload)
                                                             : core::Result<core::CompileResult>(reply.error());
            session::deliver(self, [generation, name, parsed = std::move(parsed)](CompileController* c) {
                if (parsed)
                    c->compileFinished(
                        *generation, kCompileTag, std::make_shared<const core::CompileResult>(std::move(*parsed)));
                else {
                    const QString why = QString::fromStdString(parsed.error().describe());
                    const bool newest = *generation == c->m_pending;
                    c->compileFailed(*generation, kCompileTag, why);
                    if (newest && c->m_result && !c->m_result->sass.empty()) // not "Disassembling on …" any more
                        c->m_sass->setListing(QString::fromStdString(c->m_result->sass));
                    else if (newest)
                        c->m_sass->setMessage(tr("The compile did not run: %1").arg(why));
                    if (newest) // an unknown host key is the user's to accept, then it compiles again
                        c->m_runs->targets()->offerHostKey(
                            name, why, tr("Accept the key and compile again"), [c = QPointer<CompileController>(c)] {
                                if (c)
                                    c->compile();
                            });
                }
            });
        });
    *generation = m_pending; // read on the GUI thread only, after start returned
    m_sass->setMessage(tr("Disassembling on %1…").arg(name));
    emit message(
        tr("Compiling for sm_%1 on %2 (%3)…").arg(compileArch()).arg(name, QString::fromStdString(target->url)));
}

} // namespace warpscope::app
