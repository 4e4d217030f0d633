// GPU time of a task's implementations: a fair A/B benchmark of two of them, run by the worker's
// bench_files request (the CLI's own bench on the task's files), so the GUI never touches the GPU.
#include "app/session/deliver.h"
#include "app/session/session.h"

#include "core/remote/taskfiles.h"
#include "core/task/task.h"

#include <filesystem>

namespace warpscope::session {

quint64 Session::requestImplementationBench(
    const core::Task& task, const QString& candidate, const QString& baseline, const QString& tag)
{
    const quint64 generation = ++m_generation;
    QPointer<Session> self(this);
    auto files = core::collectTaskFiles(task);
    if (!files) {
        const QString message = QString::fromStdString(files.error().describe());
        deliver(self, [=](Session* s) { emit s->benchFailed(generation, message); });
        return generation;
    }
    WorkerJob job;
    job.type = "bench_files";
    job.tag = tag;
    job.generation = generation;
    job.deadlineMs = 40 * 60 * 1000; // bench's own limit is 30 minutes
    job.payload = {{"files", core::shippedFilesToJson(*files)},
        {"task", std::filesystem::relative(task.file, task.dir).generic_string()},
        {"args",
            nlohmann::json::array({"--implementation", candidate.toStdString(), "--baseline-implementation",
                baseline.toStdString(), "--json"})}};
    job.onResult = [self, generation](const nlohmann::json& payload) {
        const int code = payload.value("exit_code", 3);
        const QByteArray document = QByteArray::fromStdString(payload.value("stdout", std::string()));
        const QString messages = QString::fromStdString(payload.value("stderr", std::string()));
        deliver(self, [=](Session* s) { emit s->benchFinished(generation, code, document, messages); });
    };
    job.onFailure = [self, generation](JobFailure, const core::Error& e) {
        const QString message = QString::fromStdString(e.describe());
        deliver(self, [=](Session* s) { emit s->benchFailed(generation, message); });
    };
    submit(std::move(job));
    return generation;
}

} // namespace warpscope::session
