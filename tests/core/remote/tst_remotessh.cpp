// Remote targets end to end over a real OpenSSH server: the test starts its own sshd on 127.0.0.1 with
// throwaway host and user keys (its PID is kept and it is stopped by it), runs warpscope-cli through
// it, and checks the faults a user meets: a changed or unknown host key, a refused connection, a
// worker killed mid-request, an old CLI on the far side, and a task folder whose name is shell code.
// The far side is this machine, so its worker runs the emulator. Skipped when sshd is not installed.
#include "core/common/process.h"
#include "core/protocol/requests.h"
#include "core/protocol/workerprotocol.h"
#include "core/remote/remoteworker.h"
#include "core/remote/sshcommand.h"
#include "core/remote/taskfiles.h"
#include "core/task/taskloader.h"
#include "tests/core/remote/localsshd.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>
#include <unistd.h>

using namespace warpscope::core;
namespace fs = std::filesystem;

namespace {

const QString kCli = QStringLiteral(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli");

std::string run(const std::vector<std::string>& argv)
{
    auto r = runProcess(argv, {}, std::chrono::seconds(20));
    return r && r->exitCode == 0 ? r->out : std::string();
}

/// The value without the keys that measure time ("kernel_seconds"), which differ from run to run.
QJsonValue withoutTimes(const QJsonValue& v)
{
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue& e : v.toArray())
            out.append(withoutTimes(e));
        return out;
    }
    if (!v.isObject())
        return v;
    QJsonObject out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!it.key().endsWith("_seconds"))
            out.insert(it.key(), withoutTimes(it.value()));
    return out;
}

struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QString err;
};

} // namespace

class TestRemoteSsh : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir {"/tmp/wsrssh-XXXXXX"}; // short: ssh's control socket path has a length limit
    wstest::LocalSshd m_sshd;
    int m_port = 0;
    QString m_url;

    std::string path(const char* name) const { return (m_dir.path() + "/" + name).toStdString(); }

    CliRun cli(const QStringList& args, const QString& workDir = {})
    {
        QProcess p;
        if (!workDir.isEmpty())
            p.setWorkingDirectory(workDir);
        p.start(kCli, args);
        p.waitForFinished(60000);
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            QString::fromUtf8(p.readAllStandardError())};
    }

    Target target(int port) const
    {
        auto t = parseTargetUrl("ssh://127.0.0.1:" + std::to_string(port));
        return *t;
    }

    RemoteCallOptions options() const
    {
        RemoteCallOptions o;
        o.localCli = kCli.toStdString();
        o.timeout = std::chrono::seconds(30);
        return o;
    }

    std::string cachedCli() const { return path("remote-cache") + "/warpscope/" WARPSCOPE_VERSION "/warpscope-cli"; }

    /// Points the client side (this process and the CLIs it starts) at one ssh configuration and a
    /// control-socket folder of its own, so a shared connection from another case is not reused.
    void useConfig(const char* knownHosts, const char* controlDir)
    {
        fs::create_directories(path(controlDir));
        fs::permissions(path(controlDir), fs::perms::owner_all, fs::perm_options::replace);
        qputenv("WARPSCOPE_SSH_CONFIG", QByteArray::fromStdString(path(knownHosts) + ".config"));
        qputenv("WARPSCOPE_SSH_CONTROL_DIR", QByteArray::fromStdString(path(controlDir)));
    }

    /// The far side's worker once it is into its request (found by its program, the copied CLI); 0
    /// when none started within 5 s.
    pid_t remoteWorkerPid() const
    {
        pid_t worker = 0;
        for (int i = 0; i < 200 && worker == 0; ++i) {
            for (const auto& e : fs::directory_iterator("/proc")) {
                std::error_code ec;
                if (fs::read_symlink(e.path() / "exe", ec) == fs::path(cachedCli()))
                    worker = static_cast<pid_t>(std::stol(e.path().filename().string()));
            }
            if (worker == 0)
                QThread::msleep(25);
        }
        if (worker == 0)
            return 0;
        // past its hello and into the request: its job thread runs (a second task), then a moment for
        // the request line to arrive
        std::error_code ec;
        for (int i = 0; i < 200; ++i) {
            const auto tasks = fs::path("/proc") / std::to_string(worker) / "task";
            if (std::distance(fs::directory_iterator(tasks, ec), fs::directory_iterator {}) >= 2)
                break;
            QThread::msleep(10);
        }
        QThread::msleep(300);
        return worker;
    }

    /// Whether a far-side worker (the copied CLI) runs.
    bool workerAlive() const
    {
        for (const auto& e : fs::directory_iterator("/proc")) {
            std::error_code ec;
            if (fs::read_symlink(e.path() / "exe", ec) == fs::path(cachedCli()))
                return true;
        }
        return false;
    }

    /// Makes sure the far side holds this CLI (copying it when a case runs on its own).
    void ensureRemoteCli()
    {
        WorkerRequest r;
        r.id = 1;
        r.type = "info";
        auto reply = callRemoteWorker(target(m_port), r, options());
        QVERIFY2(reply.ok(), reply.ok() ? "" : reply.error().describe().c_str());
        QVERIFY(fs::exists(cachedCli()));
    }

private slots:
    void initTestCase()
    {
        if (const std::string why = wstest::sshdMissing(); !why.empty())
            QSKIP(("the remote-target tests need a local sshd: " + why).c_str());
        if (!QFile::exists(kCli))
            QSKIP("warpscope-cli is not built");
        QVERIFY(m_dir.isValid());
        fs::create_directories(path("remote-cache"));
        fs::create_directories(path("remote-tmp"));
        // the far side's cache and job folders live in the test's folder; the hang hook is served
        const std::string error = m_sshd.start(m_dir.path().toStdString(),
            "XDG_CACHE_HOME=" + path("remote-cache") + " TMPDIR=" + path("remote-tmp")
                + " WARPSCOPE_WORKER_TEST_HOOKS=1");
        QVERIFY2(error.empty(), error.c_str());
        m_port = m_sshd.port();
        m_url = QString("ssh://127.0.0.1:%1").arg(m_port);
    }

    void cleanupTestCase()
    {
        for (const char* ctl : {"ctl", "ctl2", "ctl3"})
            if (fs::exists(path(ctl))) {
                qputenv("WARPSCOPE_SSH_CONTROL_DIR", QByteArray::fromStdString(path(ctl)));
                closeSshConnection(target(m_port));
            }
        m_sshd.stop();
    }

    void runMatchesLocal()
    {
        useConfig("known_hosts", "ctl");
        const QStringList args {
            "run", QString(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), "--json", "--seeds", "2", "--param", "N=1000"};
        const CliRun local = cli(args);
        const CliRun remote = cli(args + QStringList {"--target", m_url});
        QVERIFY2(remote.exitCode == 0, qPrintable(remote.err));
        QCOMPARE(remote.exitCode, local.exitCode);
        // the first run finds no warpscope-cli there, says what it copies where, and copies it
        QVERIFY2(remote.err.contains("there is no warpscope-cli on 127.0.0.1; copying this warpscope-cli"),
            qPrintable(remote.err));
        QVERIFY(remote.err.contains(".cache/warpscope/" WARPSCOPE_VERSION "/warpscope-cli"));
        QVERIFY(fs::exists(cachedCli()));
        QJsonObject l = QJsonDocument::fromJson(local.out).object();
        QJsonObject r = QJsonDocument::fromJson(remote.out).object();
        const QJsonObject t = r.take("target").toObject();
        QCOMPARE(t.value("kind").toString(), QString("ssh"));
        QCOMPARE(t.value("url").toString(), m_url);
        QVERIFY(!t.value("remote_host").toString().isEmpty());
        QCOMPARE(r.value("passed"), l.value("passed"));
        QCOMPARE(r.value("backend"), l.value("backend"));
        QCOMPARE(withoutTimes(r.value("seeds")), withoutTimes(l.value("seeds")));
        // the job folder on the far side is gone
        QVERIFY(QDir(QString::fromStdString(path("remote-tmp"))).isEmpty());
        // a second run reuses the copy and the shared connection
        const CliRun again = cli(args + QStringList {"--target", m_url});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(!again.err.contains("copying"), qPrintable(again.err));
    }

    void bundleComesBack()
    {
        useConfig("known_hosts", "ctl");
        const QString local = QString::fromStdString(path("bundle-local"));
        const QString remote = QString::fromStdString(path("bundle-remote"));
        const QStringList args {
            "run", QString(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), "--json", "--seeds", "2", "--param", "N=1000"};
        const CliRun l = cli(args + QStringList {"--out", local});
        const CliRun r = cli(args + QStringList {"--out", remote, "--target", m_url});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.exitCode, l.exitCode);
        // the same files, and the tensors byte for byte (the emulator is deterministic)
        QStringList localFiles, remoteFiles;
        for (const auto& e : fs::recursive_directory_iterator(local.toStdString()))
            if (e.is_regular_file())
                localFiles << QString::fromStdString(fs::relative(e.path(), local.toStdString()).string());
        for (const auto& e : fs::recursive_directory_iterator(remote.toStdString()))
            if (e.is_regular_file())
                remoteFiles << QString::fromStdString(fs::relative(e.path(), remote.toStdString()).string());
        localFiles.sort();
        remoteFiles.sort();
        QCOMPARE(remoteFiles, localFiles);
        int tensors = 0;
        for (const QString& f : localFiles) {
            if (!f.endsWith(".npy"))
                continue;
            ++tensors;
            QFile a(local + "/" + f), b(remote + "/" + f);
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QVERIFY2(a.readAll() == b.readAll(), qPrintable(f));
        }
        QVERIFY(tensors >= 4); // outputs and references of two seeds at least
        // the bundle's result.json says where it was measured
        QFile result(remote + "/result.json");
        QVERIFY(result.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(result.readAll()).object().value("target").toObject().value("url").toString(),
            m_url);
        // the document lists the same bundle files
        QJsonObject lj = QJsonDocument::fromJson(l.out).object();
        QJsonObject rj = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(withoutTimes(rj.value("seeds")), withoutTimes(lj.value("seeds")));
    }

    void progressArrivesWhileRunning()
    {
        useConfig("known_hosts", "ctl");
        ensureRemoteCli();
        auto task = loadTask(fs::path(WARPSCOPE_SOURCE_DIR) / "kernels" / "vector_add");
        QVERIFY(task.ok());
        auto files = collectTaskFiles(*task);
        QVERIFY(files.ok());
        WorkerRunRequest req;
        req.taskPath = "task.toml";
        req.bundleDir = "remote";
        req.seeds = 1;
        req.params = {{"N", 4000000}};
        WorkerRequest r;
        r.id = 9;
        r.type = "run_files";
        r.payload = workerRunRequestToJson(req);
        r.payload["files"] = shippedFilesToJson(*files);
        RemoteCallOptions o = options();
        std::vector<std::pair<std::uint64_t, std::uint64_t>> seen;
        std::chrono::steady_clock::time_point first {};
        o.progress = [&](std::uint64_t done, std::uint64_t total, const std::string&) {
            if (seen.empty())
                first = std::chrono::steady_clock::now();
            seen.emplace_back(done, total);
        };
        auto reply = callRemoteWorker(target(m_port), r, o);
        const auto end = std::chrono::steady_clock::now();
        QVERIFY2(reply.ok(), reply.ok() ? "" : reply.error().describe().c_str());
        QVERIFY(seen.size() >= 2);
        QCOMPARE(seen.back().first, seen.back().second); // the last says all CTAs are done
        QCOMPARE(seen.size(), reply->progress.size());
        // the first came while the run went on, not with the reply
        QVERIFY2(end - first > std::chrono::milliseconds(100),
            qPrintable(QString("first progress %1 ms before the end")
                           .arg(std::chrono::duration_cast<std::chrono::milliseconds>(end - first).count())));
    }

    void cancelStopsTheFarWorker()
    {
        // a cancel reaches the far worker as its own cancel line (ssh's stdin stays open while the
        // request runs): it stops the launch and answers with the partial result, then ends
        useConfig("known_hosts", "ctl");
        ensureRemoteCli();
        auto task = loadTask(fs::path(WARPSCOPE_SOURCE_DIR) / "kernels" / "vector_add");
        QVERIFY(task.ok());
        auto files = collectTaskFiles(*task);
        QVERIFY(files.ok());
        WorkerRunRequest req;
        req.taskPath = "task.toml";
        req.bundleDir = "remote";
        req.seeds = 1;
        req.params = {{"N", 16 << 20}}; // several seconds on the emulator
        WorkerRequest r;
        r.id = 10;
        r.type = "run_files";
        r.payload = workerRunRequestToJson(req);
        r.payload["files"] = shippedFilesToJson(*files);
        std::atomic<bool> cancel {false};
        std::atomic<bool> running {false};
        RemoteCallOptions o = options();
        o.cancel = &cancel;
        o.progress = [&](std::uint64_t, std::uint64_t, const std::string&) { running = true; };
        Result<RemoteReply> reply = makeError(ErrorCode::Internal, "not run");
        std::thread call([&] { reply = callRemoteWorker(target(m_port), r, o); });
        for (int i = 0; i < 500 && !running; ++i)
            QThread::msleep(10);
        cancel = true;
        call.join();
        QVERIFY2(running, "no progress before the cancel");
        QVERIFY2(reply.ok(), reply.ok() ? "" : reply.error().describe().c_str()); // a partial result, not an error
        const nlohmann::json& doc = reply->payload;
        QVERIFY(!doc.value("passed", true));
        QCOMPARE(doc.at("stopped").at("reason").get<std::string>(), std::string("cancelled"));
        const nlohmann::json& seed = doc.at("seeds").at(0).at("stopped");
        QVERIFY(seed.value("partial", false));
        QVERIFY(seed.at("ctas_done").get<std::uint64_t>() < seed.at("ctas_total").get<std::uint64_t>());
        // the far worker ended with its answer
        for (int i = 0; i < 300 && workerAlive(); ++i)
            QThread::msleep(10);
        QVERIFY2(!workerAlive(), "the far worker still runs 3 s after its answer");
    }

    void cancelWithoutAnAnswerEndsSsh()
    {
        // a far worker that ignores the cancel (the hang hook): after the grace ssh is stopped and the
        // call ends with the Cancelled error that says so
        useConfig("known_hosts", "ctl");
        ensureRemoteCli();
        WorkerRequest r;
        r.id = 11;
        r.type = "hang"; // served on the far side through WARPSCOPE_WORKER_TEST_HOOKS (sshd's SetEnv)
        r.payload = {{"ignore_cancel", true}};
        std::atomic<bool> cancel {false};
        RemoteCallOptions o = options();
        o.cancel = &cancel;
        o.cancelGrace = std::chrono::seconds(1);
        Result<RemoteReply> reply = makeError(ErrorCode::Internal, "not run");
        std::thread call([&] { reply = callRemoteWorker(target(m_port), r, o); });
        const pid_t worker = remoteWorkerPid();
        cancel = true;
        const auto start = std::chrono::steady_clock::now();
        call.join();
        const auto took = std::chrono::steady_clock::now() - start;
        if (worker > 0)
            ::kill(worker, SIGKILL); // it ignores everything; it was started by this test (through sshd)
        QVERIFY(!reply.ok());
        QCOMPARE(int(reply.error().code), int(ErrorCode::Cancelled));
        const QString m = QString::fromStdString(reply.error().message);
        QVERIFY2(m.contains("did not answer the cancel (nothing came from it for 1 s)"), qPrintable(m));
        QVERIFY2(took >= std::chrono::milliseconds(900) && took < std::chrono::seconds(20), "the grace was not kept");
    }

    void infoOnTarget()
    {
        useConfig("known_hosts", "ctl");
        const CliRun r = cli({"info", "--json", "--target", m_url});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QVERIFY(!j.value("warpscope_version").toString().isEmpty() || !j.value("emulator_version").toString().isEmpty()
            || j.contains("host"));
        QCOMPARE(j.value("target").toObject().value("ssh_host").toString(), QString("127.0.0.1"));
    }

    void changedHostKeyIsRefused()
    {
        useConfig("known_hosts_changed", "ctl2");
        WorkerRequest r;
        r.id = 1;
        r.type = "info";
        auto reply = callRemoteWorker(target(m_port), r, options());
        QVERIFY(!reply.ok());
        const QString m = QString::fromStdString(reply.error().message);
        QVERIFY2(m.contains("has CHANGED"), qPrintable(m));
        // the fingerprint of the key the server really offers, for the user to check
        const std::string fp = fingerprintIn(run({"ssh-keygen", "-l", "-f", path("host.pub")}));
        QVERIFY(!fp.empty());
        QVERIFY2(m.contains(QString::fromStdString(fp)), qPrintable(m));
        // and nothing was accepted: the known-hosts file still holds the other key only
        std::ifstream in(path("known_hosts_changed"));
        QCOMPARE(std::count(std::istreambuf_iterator<char>(in), {}, '\n'), 1L);
    }

    void unknownHostKeyIsRefused()
    {
        useConfig("known_hosts_empty", "ctl3");
        WorkerRequest r;
        r.id = 1;
        r.type = "info";
        auto reply = callRemoteWorker(target(m_port), r, options());
        QVERIFY(!reply.ok());
        const QString m = QString::fromStdString(reply.error().message);
        QVERIFY2(m.contains("is not known") && m.contains("never accepts a host key silently"), qPrintable(m));
        const std::string fp = fingerprintIn(run({"ssh-keygen", "-l", "-f", path("host.pub")}));
        QVERIFY2(m.contains(QString::fromStdString(fp)), qPrintable(m));
        QCOMPARE(fs::file_size(path("known_hosts_empty")), std::uintmax_t(0));
    }

    void connectionRefused()
    {
        useConfig("known_hosts", "ctl");
        const CliRun r = cli({"run", QString(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), "--target",
            QString("ssh://127.0.0.1:%1").arg(wstest::freePort())});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("connection refused; check that sshd runs there"), qPrintable(r.err));
    }

    void workerKilledMidRequest()
    {
        useConfig("known_hosts", "ctl");
        ensureRemoteCli();
        WorkerRequest r;
        r.id = 7;
        r.type = "hang"; // served on the far side through WARPSCOPE_WORKER_TEST_HOOKS (sshd's SetEnv)
        Result<RemoteReply> reply = makeError(ErrorCode::Internal, "not run");
        std::thread call([&] { reply = callRemoteWorker(target(m_port), r, options()); });
        const pid_t victim = remoteWorkerPid();
        if (victim > 0)
            ::kill(victim, SIGKILL);
        call.join(); // without a victim, the call ends at its 30 s deadline
        QVERIFY2(victim > 0, "the remote worker did not start");
        QVERIFY(!reply.ok());
        const QString m = QString::fromStdString(reply.error().message);
        QVERIFY2(m.contains("stopped before it answered the hang request") && m.contains("run again"), qPrintable(m));
    }

    void linkDropsMidRequest()
    {
        useConfig("known_hosts", "ctl");
        ensureRemoteCli();
        WorkerRequest r;
        r.id = 8;
        r.type = "hang";
        Result<RemoteReply> reply = makeError(ErrorCode::Internal, "not run");
        std::thread call([&] { reply = callRemoteWorker(target(m_port), r, options()); });
        const pid_t worker = remoteWorkerPid();
        // the link drops: every sshd process serving a connection (the listener's children) is killed
        int killed = 0;
        for (const auto& e : fs::directory_iterator("/proc")) {
            std::ifstream stat(e.path() / "stat");
            std::string pid, comm, state;
            long ppid = 0;
            if (stat >> pid >> comm >> state >> ppid && ppid == m_sshd.pid())
                killed += ::kill(static_cast<pid_t>(std::stol(pid)), SIGKILL) == 0;
        }
        call.join();
        if (worker > 0)
            ::kill(worker, SIGKILL); // orphaned by the lost link; the test stops it
        QVERIFY2(worker > 0 && killed > 0, "no remote worker or no connection to cut");
        QVERIFY(!reply.ok());
        const QString m = QString::fromStdString(reply.error().message);
        QVERIFY2(
            m.contains("connection to 127.0.0.1") && m.contains("was lost") && m.contains("run again"), qPrintable(m));
    }

    void oldRemoteCliIsReplaced()
    {
        useConfig("known_hosts", "ctl");
        ensureRemoteCli();
        {
            std::ofstream fake(cachedCli(), std::ios::trunc);
            fake << "#!/bin/sh\necho "
                    "'{\"id\":0,\"type\":\"hello\",\"payload\":{\"protocol\":1,\"version\":\"0.0.1\"}}'\n";
        }
        WorkerRequest r;
        r.id = 1;
        r.type = "info";
        std::vector<std::string> notes;
        RemoteCallOptions o = options();
        o.notify = [&](const std::string& n) { notes.push_back(n); };
        auto reply = callRemoteWorker(target(m_port), r, o);
        QVERIFY2(reply.ok(), reply.ok() ? "" : reply.error().describe().c_str());
        QVERIFY(reply->copiedCli);
        QCOMPARE(reply->hello.value("protocol", 0), kWorkerProtocolVersion);
        QCOMPARE(int(notes.size()), 1);
        QVERIFY2(QString::fromStdString(notes[0]).contains("speaks worker protocol 1, this one"), notes[0].c_str());
        // without the copy allowed, the mismatch is an error that says what to install where
        {
            std::ofstream fake(cachedCli(), std::ios::trunc);
            fake << "#!/bin/sh\necho '{\"id\":0,\"type\":\"hello\",\"payload\":{\"protocol\":1}}'\n";
        }
        o.allowCopy = false;
        auto refused = callRemoteWorker(target(m_port), r, o);
        QVERIFY(!refused.ok());
        QVERIFY2(QString::fromStdString(refused.error().message).contains("install warpscope-cli"),
            refused.error().message.c_str());
        // the CLI's --no-copy says the same
        const CliRun cliRefused
            = cli({"run", QString(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), "--no-copy", "--target", m_url});
        QCOMPARE(cliRefused.exitCode, 3);
        QVERIFY2(cliRefused.err.contains("install warpscope-cli") && !cliRefused.err.contains("copying"),
            qPrintable(cliRefused.err));
        o.allowCopy = true;
        QVERIFY(callRemoteWorker(target(m_port), r, o).ok()); // leaves the real CLI there for later cases
    }

    void shellCodeInTaskNameRunsNothing()
    {
        useConfig("known_hosts", "ctl");
        const fs::path parent = path("inj");
        const fs::path task = parent / "$(touch pwned)";
        fs::create_directories(parent);
        fs::copy(fs::path(WARPSCOPE_SOURCE_DIR) / "kernels" / "vector_add", task);
        const char* home = std::getenv("HOME");
        const std::vector<fs::path> watched {parent / "pwned", fs::path(path("pwned")), fs::current_path() / "pwned",
            fs::path(home ? home : "/nonexistent") / "pwned", fs::path(path("remote-tmp")) / "pwned"};
        for (const auto& w : watched)
            QVERIFY2(!fs::exists(w), qPrintable(QString::fromStdString(w.string()) + " exists before the test"));
        const CliRun r
            = cli({"run", QString::fromStdString(task.string()), "--seeds", "1", "--param", "N=100", "--target", m_url},
                QString::fromStdString(parent.string()));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const auto& w : watched)
            QVERIFY2(!fs::exists(w), qPrintable(QString::fromStdString(w.string()) + " was created"));
    }
};

QTEST_GUILESS_MAIN(TestRemoteSsh)
#include "tst_remotessh.moc"
