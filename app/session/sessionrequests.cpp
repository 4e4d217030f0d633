// Session's typed requests: compile and run. Results are parsed on the session thread and handed to
// the GUI thread by queued calls, tagged with the generation of their request.
#include "app/session/deliver.h"
#include "app/session/logging.h"
#include "app/session/session.h"

#include "core/compile/compilejson.h"
#include "core/pipeline/bundle.h"
#include "core/pipeline/impljson.h"
#include "core/pipeline/runjson.h"

#include <algorithm>
#include <filesystem>

namespace warpscope::session {

namespace {

QString failureText(JobFailure failure, const core::Error& e)
{
    const QString message = QString::fromStdString(e.describe());
    switch (failure) {
    case JobFailure::Timeout:
        return Session::tr("The worker ran past its deadline and was restarted: %1").arg(message);
    case JobFailure::Crashed:
        return Session::tr("The worker crashed and was restarted: %1").arg(message);
    case JobFailure::StickyCudaError:
        return Session::tr("The GPU context was lost (sticky CUDA error); the worker was restarted: %1").arg(message);
    case JobFailure::WorkerStopped:
        return Session::tr("The worker is stopped after repeated failures; restart it from the status bar.");
    case JobFailure::Superseded:
        return Session::tr("Replaced by a newer request.");
    case JobFailure::Cancelled:
        return Session::tr("Cancelled.");
    case JobFailure::Error:
        break;
    }
    return message;
}

} // namespace

quint64 Session::requestCompile(const QString& taskPath, const QString& sourceText, const core::CompileOptions& options,
    const QString& tag, const QString& kernelSource, const QString& implementation)
{
    const quint64 generation = ++m_generation;
    WorkerJob job;
    job.type = "compile";
    job.tag = tag;
    job.generation = generation;
    job.deadlineMs = 120000;
    core::WorkerCompileRequest request;
    request.taskPath = taskPath.toStdString();
    request.options = options;
    if (!sourceText.isNull())
        request.source = sourceText.toStdString();
    if (!kernelSource.isEmpty())
        request.kernelSource = kernelSource.toStdString();
    if (!implementation.isEmpty())
        request.implementation = implementation.toStdString();
    job.payload = core::workerCompileRequestToJson(request);
    QPointer<Session> self(this);
    job.onResult = [self, generation, tag](const nlohmann::json& payload) {
        auto parsed = core::compileResultFromJson(payload);
        if (!parsed) {
            const QString message = tr("The worker's compile result is unreadable: %1")
                                        .arg(QString::fromStdString(parsed.error().describe()));
            qCWarning(lcCompile).noquote() << message;
            deliver(self, [=](Session* s) { emit s->compileFailed(generation, tag, message); });
            return;
        }
        CompileResultPtr result = std::make_shared<const core::CompileResult>(std::move(*parsed));
        qCInfo(lcCompile).noquote() << (result->ok ? "compiled" : "compile failed:") << result->diagnostics.size()
                                    << "diagnostic(s)";
        deliver(self, [=](Session* s) { emit s->compileFinished(generation, tag, result); });
    };
    job.onFailure = [self, generation, tag](JobFailure failure, const core::Error& e) {
        const QString message = failureText(failure, e);
        deliver(self, [=](Session* s) { emit s->compileFailed(generation, tag, message); });
    };
    submit(std::move(job));
    return generation;
}

quint64 Session::requestRun(core::WorkerRunRequest request, const QString& tag, int deadlineMs)
{
    const quint64 generation = ++m_generation;
    WorkerJob job;
    job.type = "run";
    job.tag = tag;
    job.generation = generation;
    job.deadlineMs = deadlineMs;
    // the worker stops the launch itself before the deadline, so the run ends with a "deadline"
    // finding and its partial result instead of a killed worker
    request.stopAfterMs = std::max<std::int64_t>(job.deadlineMs * 9 / 10, job.deadlineMs - 15000);
    const QString bundleDir = QString::fromStdString(request.bundleDir);
    job.payload = core::workerRunRequestToJson(request);
    QPointer<Session> self(this);
    job.onProgress = [self, generation](quint64 done, quint64 total, const QString&) {
        deliver(self, [=](Session* s) { emit s->runProgress(generation, done, total); });
    };
    job.onResult = [self, generation, bundleDir](const nlohmann::json&) {
        // The bundle holds everything the result document does, plus the tensors for the heatmaps.
        auto bundle = core::readBundle(bundleDir.toStdString());
        if (!bundle) {
            const QString message = tr("The run finished but its result bundle %1 is unreadable: %2")
                                        .arg(bundleDir, QString::fromStdString(bundle.error().describe()));
            qCWarning(lcRun).noquote() << message;
            deliver(self, [=](Session* s) { emit s->runFailed(generation, message); });
            return;
        }
        RunResultPtr result = std::make_shared<const core::RunResult>(std::move(*bundle));
        ImplementationsPtr implementations;
        const std::filesystem::path implDir = std::filesystem::path(bundleDir.toStdString()) / "implementations";
        if (std::error_code ec; std::filesystem::exists(implDir / "implementations.json", ec)) {
            auto impls = core::readImplementationsBundle(implDir);
            if (impls)
                implementations = std::make_shared<const core::ImplementationsResult>(std::move(*impls));
            else
                qCWarning(lcRun).noquote() << "the implementations of the run are unreadable:"
                                           << QString::fromStdString(impls.error().describe());
        }
        deliver(self, [=](Session* s) { emit s->implementationsFinished(generation, implementations); });
        qCInfo(lcRun).noquote() << "run" << (result->passed ? "passed" : "failed") << "with" << result->seeds.size()
                                << "seed(s)," << result->findings.size() << "finding(s); bundle" << bundleDir;
        deliver(self, [=](Session* s) { emit s->runFinished(generation, result); });
    };
    job.onFailure = [self, generation](JobFailure failure, const core::Error& e) {
        if (failure == JobFailure::Error && e.field == "estimate") {
            const QString message = QString::fromStdString(e.message);
            deliver(self, [=](Session* s) { emit s->runNeedsChoice(generation, message); });
            return;
        }
        const QString message = failureText(failure, e);
        qCWarning(lcRun).noquote() << "run failed:" << message;
        deliver(self, [=](Session* s) { emit s->runFailed(generation, message); });
    };
    submit(std::move(job));
    return generation;
}

} // namespace warpscope::session
