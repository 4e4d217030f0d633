// `bench --target` over a real OpenSSH server (the throwaway sshd of localsshd.h; skipped when it
// cannot start). The far side is this machine, which has no GPU: the far bench must refuse with the
// very message a local bench prints, and the same exit code. The bench_files request refuses bench
// options that are not on its list and values that look like paths or options.
#include "core/remote/remoteworker.h"
#include "core/remote/taskfiles.h"
#include "core/task/taskloader.h"
#include "tests/core/remote/localsshd.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace warpscope::core;
namespace fs = std::filesystem;

namespace {

const QString kCli = QStringLiteral(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli");
const QString kTask = QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add");

struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

CliRun cli(const QStringList& args)
{
    QProcess p;
    p.start(kCli, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
        QString::fromUtf8(p.readAllStandardError())};
}

/// The line that starts with "error: ".
QString errorLine(const QString& err)
{
    for (const QString& line : err.split('\n'))
        if (line.startsWith("error: "))
            return line;
    return {};
}

} // namespace

class TestRemoteBench : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir {"/tmp/wsrbench-XXXXXX"}; // short: ssh's control socket path has a length limit
    wstest::LocalSshd m_sshd;

    std::string path(const char* name) const { return (m_dir.path() + "/" + name).toStdString(); }

    Target target() const
    {
        Target t = *parseTargetUrl("ssh://127.0.0.1:" + std::to_string(m_sshd.port()));
        t.remoteCli = kCli.toStdString();
        return t;
    }

    Result<RemoteReply> benchFiles(const nlohmann::json& args)
    {
        auto task = loadTask(kTask.toStdString());
        auto files = collectTaskFiles(*task);
        WorkerRequest r;
        r.id = 1;
        r.type = "bench_files";
        r.payload = {{"files", shippedFilesToJson(*files)}, {"task", "task.toml"}, {"args", args}};
        RemoteCallOptions o;
        o.timeout = std::chrono::seconds(60);
        o.allowCopy = false;
        return callRemoteWorker(target(), r, o);
    }

private slots:
    void initTestCase()
    {
        if (const std::string why = wstest::sshdMissing(); !why.empty())
            QSKIP(("bench --target needs a local sshd: " + why).c_str());
        if (!QFile::exists(kCli))
            QSKIP("warpscope-cli is not built");
        fs::create_directories(path("remote-tmp"));
        fs::create_directories(path("ctl"));
        fs::permissions(path("ctl"), fs::perms::owner_all, fs::perm_options::replace);
        const std::string error = m_sshd.start(m_dir.path().toStdString(), "TMPDIR=" + path("remote-tmp"));
        QVERIFY2(error.empty(), error.c_str());
        qputenv("WARPSCOPE_SSH_CONFIG", QByteArray::fromStdString(path("known_hosts.config")));
        qputenv("WARPSCOPE_SSH_CONTROL_DIR", QByteArray::fromStdString(path("ctl")));
        std::ofstream(path("targets.toml")) << "[target.far]\nurl = \"ssh://127.0.0.1:" << m_sshd.port()
                                            << "\"\nremote_cli = \"" << kCli.toStdString() << "\"\n";
        qputenv("WARPSCOPE_TARGETS", QByteArray::fromStdString(path("targets.toml")));
    }

    void cleanupTestCase()
    {
        if (m_sshd.pid() > 0)
            closeSshConnection(target());
        m_sshd.stop();
    }

    void refusesAsLocallyWithoutAGpu()
    {
        const CliRun local = cli({"bench", kTask});
        if (local.exitCode == 0)
            QSKIP("this machine has a GPU: the refusal cannot be compared");
        const CliRun remote = cli({"bench", kTask, "--baseline", kTask, "--target", "far", "--seed", "7"});
        QCOMPARE(remote.exitCode, local.exitCode);
        QVERIFY2(
            errorLine(local.err).startsWith("error: no CUDA device: benchmarks need a GPU"), qPrintable(local.err));
        QCOMPARE(errorLine(remote.err), errorLine(local.err));
        QVERIFY2(remote.err.contains("target far: shipping 6 files to 127.0.0.1"), qPrintable(remote.err));
        // the far job folder is gone
        QVERIFY(QDir(QString::fromStdString(path("remote-tmp"))).isEmpty());
    }

    void refusesOptionsOffItsList()
    {
        auto path = benchFiles({"--repeats", "/etc/passwd"});
        QVERIFY(!path.ok());
        QVERIFY2(path.error().message.find("the value '/etc/passwd' of --repeats is refused") != std::string::npos,
            path.error().describe().c_str());
        auto option = benchFiles({"--out", "x"});
        QVERIFY(!option.ok());
        QVERIFY2(option.error().message.find("'--out' is not one a target may be sent") != std::string::npos,
            option.error().describe().c_str());
        // the GUI's GPU time row sends two implementations of one task (the worker's bench refuses them
        // here as it would locally: this task has none, and no GPU)
        auto implementations = benchFiles({"--implementation", "b", "--baseline-implementation", "a", "--json"});
        QVERIFY2(implementations.ok(), implementations.ok() ? "" : implementations.error().describe().c_str());
        QVERIFY(implementations->payload.value("exit_code", 0) != 0);
        auto fine = benchFiles({"--repeats", "3"});
        QVERIFY2(fine.ok(), fine.ok() ? "" : fine.error().describe().c_str());
        QCOMPARE(fine->payload.value("exit_code", 0), 3);
        QVERIFY(fine->payload.value("stderr", std::string()).find("no CUDA device") != std::string::npos);
    }
};

QTEST_MAIN(TestRemoteBench)
#include "tst_remotebench.moc"
