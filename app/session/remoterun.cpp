#include "app/session/remoterun.h"
#include "app/session/deliver.h"

#include "app/session/logging.h"
#include "app/session/workersupervisor.h"
#include "core/pipeline/bundle.h"
#include "core/remote/remoteworker.h"
#include "core/remote/taskfiles.h"

#include <QPointer>

#include <filesystem>

namespace warpscope::session {

namespace {

using nlohmann::json;

/// What the run records about where it ran (the CLI's run document has the same keys).
json targetJson(const core::Target& t, const core::RemoteReply& reply)
{
    return {{"name", t.name}, {"kind", core::targetKindName(t.kind)}, {"url", t.url}, {"ssh_host", t.host},
        {"remote_host", reply.hello.value("host", std::string())},
        {"remote_version", reply.hello.value("version", std::string())}, {"slurm_job", t.slurmJob}};
}

} // namespace

bool isHostKeyFailure(const QString& message)
{
    return message.contains(QLatin1String("host key of"));
}

RemoteRunner::RemoteRunner(QObject* parent)
    : QObject(parent)
{ }

RemoteRunner::~RemoteRunner()
{
    if (m_cancel)
        *m_cancel = true;
    if (m_kill)
        *m_kill = true; // closing: no waiting for the far side's partial answer
    join();
}

void RemoteRunner::join()
{
    if (m_thread.joinable())
        m_thread.join();
}

void RemoteRunner::cancel()
{
    if (m_cancel)
        *m_cancel = true;
}

quint64 RemoteRunner::start(const core::Target& target, const core::Task& task, core::WorkerRunRequest request,
    const QString& bundleDir, quint64 generation)
{
    cancel();
    if (m_kill)
        *m_kill = true; // a newer run replaces it: ssh ends at once, its partial answer is not wanted
    join();
    if (generation == 0)
        generation = ++m_generation;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_kill = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    QPointer<RemoteRunner> self(this);
    const std::string localCli = WorkerSupervisor::defaultProgram().toStdString();
    const auto timeout = std::chrono::milliseconds(m_timeoutMs);
    auto cancelFlag = m_cancel;
    auto killFlag = m_kill;
    auto fail = [self, generation](const QString& message) {
        qCWarning(lcRun).noquote() << "remote run failed:" << message;
        deliver(self, [=](RemoteRunner* r) {
            r->m_running = false;
            emit r->failed(generation, message);
        });
    };
    m_thread = std::thread([=, request = std::move(request)]() mutable {
        auto files = core::collectTaskFiles(task);
        if (!files)
            return fail(QString::fromStdString(files.error().describe()));
        request.taskPath = std::filesystem::relative(task.file, task.dir).generic_string();
        request.bundleDir = "remote";
        json payload = core::workerRunRequestToJson(request);
        payload["files"] = core::shippedFilesToJson(*files);
        payload["return_bundle"] = true; // the tensors come back as binary frames, for the heatmap
        core::WorkerRequest r;
        r.id = 1;
        r.type = "run_files";
        r.payload = std::move(payload);
        core::RemoteCallOptions o;
        o.timeout = timeout;
        o.localCli = localCli;
        o.cancel = cancelFlag.get();
        o.kill = killFlag.get(); // Cancel asks the far worker for its partial result; closing does not wait
        o.notify = [self, generation](const std::string& line) {
            const QString text = QString::fromStdString(line);
            deliver(self, [=](RemoteRunner* rr) { emit rr->notice(generation, text); });
        };
        o.progress = [self, generation](std::uint64_t done, std::uint64_t total, const std::string&) {
            deliver(self, [=](RemoteRunner* rr) { emit rr->progress(generation, done, total); });
        };
        qCInfo(lcRun).noquote() << "remote run on" << QString::fromStdString(target.url) << "with" << files->size()
                                << "file(s)";
        auto reply = core::callRemoteWorker(target, r, o);
        if (!reply) {
            const core::Error& e = reply.error();
            if (e.field == "estimate") {
                const QString message = QString::fromStdString(e.message);
                deliver(self, [=](RemoteRunner* rr) {
                    rr->m_running = false;
                    emit rr->needsChoice(generation, message);
                });
                return;
            }
            return fail(QString::fromStdString(e.describe()));
        }
        for (core::ShippedFile& f : reply->files)
            if (f.path == "result.json") {
                json doc = json::parse(f.content, nullptr, false);
                if (doc.is_object()) {
                    doc["target"] = targetJson(target, *reply);
                    if (doc["environment"].is_object())
                        doc["environment"]["target"] = doc["target"];
                    f.content = doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
                }
            }
        const std::filesystem::path dir = bundleDir.toStdString();
        std::error_code ec;
        std::filesystem::create_directories(dir, ec);
        if (auto st = core::writeShippedFiles(reply->files, dir); !st)
            return fail(QString::fromStdString(st.error().describe()));
        auto bundle = core::readBundle(dir);
        if (!bundle)
            return fail(
                RemoteRunner::tr("The run on %1 finished but the bundle it sent back is unreadable: %2")
                    .arg(QString::fromStdString(target.name), QString::fromStdString(bundle.error().describe())));
        RunResultPtr result = std::make_shared<const core::RunResult>(std::move(*bundle));
        const QString host = QString::fromStdString(reply->hello.value("host", target.host));
        deliver(self, [=](RemoteRunner* rr) {
            rr->m_running = false;
            emit rr->finished(generation, result, host);
        });
    });
    return generation;
}

} // namespace warpscope::session
