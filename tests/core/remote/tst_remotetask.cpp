// Compile and Profile (an analysed run) on an ssh target (core/remote/remotetask.h): the task's files
// travel by content in a "task_files" request, the far worker's own compile and run handlers do the
// work, and the answer equals the one a local worker gives for the same task. Over a throwaway sshd
// on 127.0.0.1 (tests/core/remote/localsshd.h), stopped by PID.
#include "core/protocol/requests.h"
#include "core/remote/remotetask.h"
#include "core/task/taskloader.h"
#include "tests/core/remote/localsshd.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>

using namespace warpscope::core;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {
const QString kCli = QStringLiteral(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli");

/// The answer without what differs between two runs of the same work: timings and where it ran.
json comparable(json j, const std::string& taskDir)
{
    std::string text = j.dump();
    for (std::size_t at = text.find(taskDir); at != std::string::npos; at = text.find(taskDir, at))
        text.erase(at, taskDir.size());
    j = json::parse(text);
    std::function<void(json&)> strip = [&](json& v) {
        if (v.is_object()) {
            for (auto it = v.begin(); it != v.end();) {
                const std::string& k = it.key();
                if (k.find("seconds") != std::string::npos || k.find("_ms") != std::string::npos || k == "bundle"
                    || k == "host" || k == "cache_hit" || k == "cached")
                    it = v.erase(it);
                else
                    strip(*it++);
            }
        } else if (v.is_array()) {
            for (json& e : v)
                strip(e);
        }
    };
    strip(j);
    return j;
}

/// The same request to a local `warpscope-cli worker` (a pipe): its result payload.
json localAnswer(const std::string& type, const json& payload)
{
    WorkerRequest r;
    r.id = 1;
    r.type = type;
    r.payload = payload;
    auto run = runProcess(
        {kCli.toStdString(), "worker"}, encodeRequest(r) + "\n", std::chrono::minutes(2), std::size_t(1) << 30);
    if (!run)
        return {};
    std::size_t pos = 0;
    while (pos < run->out.size()) {
        const std::size_t nl = run->out.find('\n', pos);
        auto m = decodeMessage(run->out.substr(pos, nl - pos));
        pos = nl == std::string::npos ? run->out.size() : nl + 1;
        if (m && m->kind == WorkerMessage::Kind::Result && m->id == 1)
            return m->payload;
        if (m && m->kind == WorkerMessage::Kind::Error)
            return {{"error", m->error.message}};
    }
    return {};
}
} // namespace

class TestRemoteTask : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir {"/tmp/wsrtask-XXXXXX"};
    wstest::LocalSshd m_sshd;
    Task m_task;

    std::string path(const std::string& name) const { return m_dir.path().toStdString() + "/" + name; }
    Target target() const { return *parseTargetUrl("ssh://127.0.0.1:" + std::to_string(m_sshd.port())); }
    RemoteCallOptions options() const
    {
        RemoteCallOptions o;
        o.localCli = kCli.toStdString();
        o.timeout = std::chrono::minutes(2);
        return o;
    }

private slots:
    void initTestCase()
    {
        if (const std::string why = wstest::sshdMissing(); !why.empty())
            QSKIP(("the remote task tests need a local sshd: " + why).c_str());
        if (!QFile::exists(kCli))
            QSKIP("warpscope-cli is not built");
        QVERIFY(m_dir.isValid());
        fs::create_directories(path("remote-cache"));
        fs::create_directories(path("remote-tmp"));
        const std::string error = m_sshd.start(
            m_dir.path().toStdString(), "XDG_CACHE_HOME=" + path("remote-cache") + " TMPDIR=" + path("remote-tmp"));
        QVERIFY2(error.empty(), error.c_str());
        fs::create_directories(path("ctl"));
        fs::permissions(path("ctl"), fs::perms::owner_all, fs::perm_options::replace);
        qputenv("WARPSCOPE_SSH_CONFIG", QByteArray::fromStdString(m_sshd.file("known_hosts.config")));
        qputenv("WARPSCOPE_SSH_CONTROL_DIR", QByteArray::fromStdString(path("ctl")));
        auto task = loadTask(WARPSCOPE_SOURCE_DIR "/kernels/vector_add/task.toml");
        QVERIFY(task.ok());
        m_task = *task;
    }

    void cleanupTestCase()
    {
        if (m_sshd.pid() > 0)
            closeSshConnection(target());
        m_sshd.stop();
    }

    void compileMatchesLocal()
    {
        WorkerCompileRequest c;
        c.taskPath = m_task.file.string();
        const json payload = workerCompileRequestToJson(c);
        const json local = localAnswer("compile", payload);
        QVERIFY2(local.is_object() && !local.contains("error"), local.dump().c_str());
        auto remote = callRemoteWithTask(target(), m_task, "compile", payload, options());
        QVERIFY2(remote.ok(), remote.ok() ? "" : remote.error().describe().c_str());
        const std::string dir = m_task.dir.string() + "/";
        // the cubin's line info and ptxas's log name the folder the source was compiled in, and the
        // nvdisasm message the CLI's own folder: those differ; the PTX, resources, occupancy, line map,
        // diagnostics and the cubin's size do not
        json r = comparable(remote->payload, dir), l = comparable(local, dir);
        for (const char* differs : {"cubin_base64", "log", "sass_error"}) {
            QVERIFY(r.contains(differs) == l.contains(differs));
            r.erase(differs);
            l.erase(differs);
        }
        QVERIFY(l.value("ok", false) && !l.value("ptx", std::string()).empty());
        QCOMPARE(QString::fromStdString(r.dump(1)), QString::fromStdString(l.dump(1)));
        // the far job folder is gone
        QVERIFY(fs::is_empty(path("remote-tmp")));
    }

    void profileMatchesLocal()
    {
        WorkerRunRequest r;
        r.taskPath = m_task.file.string();
        r.seeds = 1;
        r.params["N"] = 1000;
        r.analyze = true; // what Profile (Ctrl+F5) asks of the worker
        r.backend = "emu";
        r.bundleDir = path("bundle-local");
        const json payload = workerRunRequestToJson(r);
        const json local = localAnswer("run", payload);
        QVERIFY2(local.is_object() && !local.contains("error"), local.dump().c_str());
        auto remote = callRemoteWithTask(target(), m_task, "run", payload, options());
        QVERIFY2(remote.ok(), remote.ok() ? "" : remote.error().describe().c_str());
        QVERIFY2(remote->payload.contains("metrics") && remote->payload["metrics"].contains("roofline"),
            remote->payload.dump().substr(0, 400).c_str());
        const std::string dir = m_task.dir.string() + "/";
        QCOMPARE(QString::fromStdString(comparable(remote->payload, dir).dump(1)),
            QString::fromStdString(comparable(local, dir).dump(1)));
    }

    void onlyTaskRequestsAreWrapped()
    {
        auto request = taskFilesRequest(m_task, "compile", json::object());
        QVERIFY(request.ok());
        request->payload["request"]["type"] = "batch_submit";
        auto reply = callRemoteWorker(target(), *request, options());
        QVERIFY(!reply.ok());
        QVERIFY2(reply.error().message.find("may be compiled or run, not sent a \"batch_submit\" request")
                != std::string::npos,
            reply.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestRemoteTask)
#include "tst_remotetask.moc"
