// A slurm: target end to end: the test starts a one-node Slurm cluster (slurmctld + slurmd, auth/none,
// a fake GPU gres on /dev/null, loopback only) and an sshd standing in for the login node, all in its
// own folder and stopped by PID; then `run --target slurm:...` reaches the worker through ssh and
// srun on the node. The node is this machine, so the worker runs the emulator. Skipped when Slurm's
// daemons or OpenSSH's server are not installed.
#include "core/common/process.h"
#include "core/remote/remoteworker.h"
#include "core/remote/slurmjob.h"
#include "tests/core/remote/localsshd.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <sys/prctl.h>
#include <thread>

using namespace warpscope::core;
namespace fs = std::filesystem;

namespace {
const QString kCli = QStringLiteral(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli");
} // namespace

class TestRemoteSlurm : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir {"/tmp/wsrslurm-XXXXXX"};
    wstest::LocalSshd m_sshd;
    QProcess m_ctld;
    QProcess m_slurmd;

    std::string path(const char* name) const { return (m_dir.path() + "/" + name).toStdString(); }

    /// Runs a Slurm client with the test cluster's configuration; its stdout, or empty on failure.
    std::string slurm(std::vector<std::string> argv) const
    {
        argv.insert(argv.begin(), {"env", "SLURM_CONF=" + path("slurm.conf"), "timeout", "-k", "2", "5"});
        auto r = runProcess(argv, {}, std::chrono::seconds(10));
        return r && r->exitCode == 0 ? r->out : std::string();
    }

    bool waitFor(const std::function<bool()>& ready, int seconds)
    {
        for (int i = 0; i < seconds * 10; ++i) {
            if (ready())
                return true;
            QThread::msleep(100);
        }
        return false;
    }

    void writeConfig()
    {
        for (const char* d : {"state", "spool", "log"})
            fs::create_directories(path(d));
        std::ofstream(path("gres.conf")) << "AutoDetect=off\nNodeName=localhost Name=gpu File=/dev/null\n";
        std::ofstream(path("plugstack.conf"));
        const unsigned cpus = std::max(1u, std::thread::hardware_concurrency());
        std::ofstream(path("slurm.conf"))
            << "ClusterName=wstest\nSlurmctldHost=localhost(127.0.0.1)\nSlurmctldPort=" << wstest::freePort()
            << "\nSlurmdPort=" << wstest::freePort()
            << "\nCommunicationParameters=NoCtldInAddrAny\nSlurmUser=root\nSlurmdUser=root\n"
               "AuthType=auth/none\nCredType=cred/none\nStateSaveLocation="
            << path("state") << "\nSlurmdSpoolDir=" << path("spool") << "\nSlurmctldPidFile=" << path("ctld.pid")
            << "\nSlurmdPidFile=" << path("slurmd.pid") << "\nSlurmctldLogFile=" << path("log/ctld.log")
            << "\nSlurmdLogFile=" << path("log/slurmd.log") << "\nPlugStackConfig=" << path("plugstack.conf")
            << "\nProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\nSelectType=select/cons_tres\n"
               "SelectTypeParameters=CR_CPU\nSchedulerType=sched/backfill\nMpiDefault=none\nSwitchType=switch/none\n"
               "JobAcctGatherType=jobacct_gather/none\nAccountingStorageType=accounting_storage/none\n"
               "JobCompType=jobcomp/none\nReturnToService=2\nKillWait=2\nMailProg=/bin/true\nEnforcePartLimits=ALL\n"
               "GresTypes=gpu\nNodeName=localhost NodeHostname=localhost NodeAddr=127.0.0.1 CPUs="
            << cpus << " RealMemory=1000 Gres=gpu:1 State=UNKNOWN\n"
            << "PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE State=UP\n";
    }

    struct CliRun {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    /// A new warpscope-cli process each time: what a restart of Warpscope is to a batch job.
    static CliRun cli(const QStringList& args, int timeoutMs = 60000)
    {
        QProcess p;
        p.start(kCli, args);
        CliRun r;
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
            r.err = "timed out: " + args.join(' ');
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = p.readAllStandardOutput();
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    static QJsonValue withoutTimes(const QJsonValue& v)
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

    QString slurmTarget(const QString& options) const
    {
        return QString("slurm:ssh://127.0.0.1:%1 %2").arg(m_sshd.port()).arg(options);
    }

    std::string squeueState(const std::string& id) const
    {
        std::string s = slurm({"squeue", "-h", "-t", "all", "-j", id, "-o", "%T"});
        return s.substr(0, s.find('\n'));
    }

private slots:
    void initTestCase()
    {
        if (findOnPath("/usr/sbin/slurmctld").empty() || findOnPath("/usr/sbin/slurmd").empty()
            || findOnPath("srun").empty())
            QSKIP("Slurm is not installed (apt-get install slurm-wlm): the slurm: target test needs a one-node "
                  "cluster");
        if (const std::string why = wstest::sshdMissing(); !why.empty())
            QSKIP(("the login node is a local sshd: " + why).c_str());
        if (!QFile::exists(kCli))
            QSKIP("warpscope-cli is not built");
        if (::getuid() != 0)
            QSKIP("the one-node Slurm cluster runs its daemons as root; run this test as root");
        QVERIFY(m_dir.isValid());
        writeConfig();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("SLURM_CONF", QString::fromStdString(path("slurm.conf")));
        for (QProcess* p : {&m_ctld, &m_slurmd}) {
            p->setProcessEnvironment(env);
            p->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); }); // none left after a crash
            p->setStandardOutputFile(QString::fromStdString(path("log/daemons.out")), QIODevice::Append);
            p->setStandardErrorFile(QString::fromStdString(path("log/daemons.out")), QIODevice::Append);
        }
        m_ctld.start("/usr/sbin/slurmctld", {"-D", "-i", "-f", QString::fromStdString(path("slurm.conf"))});
        QVERIFY(m_ctld.waitForStarted(5000));
        QVERIFY2(waitFor(
                     [&] {
                         return slurm({"scontrol", "ping"}).find("UP") != std::string::npos;
                     },
                     20),
            "slurmctld did not answer within 20 s");
        m_slurmd.start("/usr/sbin/slurmd", {"-D", "-N", "localhost", "-f", QString::fromStdString(path("slurm.conf"))});
        QVERIFY(m_slurmd.waitForStarted(5000));
        QVERIFY2(waitFor(
                     [&] {
                         return slurm({"sinfo", "-h", "-n", "localhost", "-o", "%T"}) == "idle\n";
                     },
                     20),
            "the node did not become idle within 20 s");
        fs::create_directories(path("remote-cache"));
        fs::create_directories(path("remote-tmp"));
        const std::string error = m_sshd.start(m_dir.path().toStdString(),
            "SLURM_CONF=" + path("slurm.conf") + " XDG_CACHE_HOME=" + path("remote-cache")
                + " TMPDIR=" + path("remote-tmp"));
        QVERIFY2(error.empty(), error.c_str());
        fs::create_directories(path("ctl"));
        fs::permissions(path("ctl"), fs::perms::owner_all, fs::perm_options::replace);
        qputenv("WARPSCOPE_SSH_CONFIG", QByteArray::fromStdString(path("known_hosts.config")));
        qputenv("WARPSCOPE_SSH_CONTROL_DIR", QByteArray::fromStdString(path("ctl")));
    }

    void cleanupTestCase()
    {
        (void)runProcess({"ssh", "-o", "ControlPath=" + path("ctl") + "/%C", "-O", "exit", "-p",
                             std::to_string(m_sshd.port()), "127.0.0.1"},
            {}, std::chrono::seconds(5));
        m_sshd.stop();
        for (QProcess* p : {&m_slurmd, &m_ctld})
            if (p->processId() > 0) {
                ::kill(static_cast<pid_t>(p->processId()), SIGTERM);
                if (!p->waitForFinished(5000))
                    ::kill(static_cast<pid_t>(p->processId()), SIGKILL);
                p->waitForFinished(2000);
            }
    }

    void runThroughSrun()
    {
        const QString target
            = QString("slurm:ssh://127.0.0.1:%1 --partition=debug --gres=gpu:1 --time=1").arg(m_sshd.port());
        QProcess p;
        p.start(kCli,
            {"run", WARPSCOPE_SOURCE_DIR "/kernels/vector_add", "--json", "--seeds", "1", "--param", "N=1000",
                "--target", target});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0, qPrintable(err));
        const QJsonObject j = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(j.value("passed").toBool(), true);
        QCOMPARE(j.value("target").toObject().value("kind").toString(), QString("slurm"));
        QCOMPARE(j.value("target").toObject().value("remote_host").toString(), QString::fromStdString([] {
            char h[256] = {};
            ::gethostname(h, sizeof h - 1);
            return std::string(h);
        }()));
        // the job ran on the cluster: Slurm's controller knows it
        QVERIFY2(waitFor(
                     [&] {
                         return slurm({"scontrol", "show", "jobs"}).find("JobState=COMPLETED") != std::string::npos;
                     },
                     10),
            "no completed job in scontrol show jobs");
    }

    void keptAllocation()
    {
        auto target = parseTargetUrl(
            QString("slurm:ssh://127.0.0.1:%1 --partition=debug --time=1").arg(m_sshd.port()).toStdString());
        QVERIFY(target.ok());
        auto job = slurmAllocate(*target, std::chrono::seconds(20));
        QVERIFY2(job.ok(), job.ok() ? "" : job.error().describe().c_str());
        auto state = slurmJobState(*target, *job);
        QVERIFY2(state.ok(), state.ok() ? "" : state.error().describe().c_str());
        QCOMPARE(QString::fromStdString(state->state), QString("RUNNING"));
        QCOMPARE(QString::fromStdString(state->nodes), QString("localhost"));
        QVERIFY(!state->timeLeft.empty());
        // two requests run as steps of the one allocation: no new job
        target->slurmJob = *job;
        const auto jobCount = [&] {
            const std::string all = slurm({"scontrol", "show", "jobs"});
            int n = 0;
            for (std::size_t at = all.find("JobId="); at != std::string::npos; at = all.find("JobId=", at + 1))
                ++n;
            return n;
        };
        const int jobsBefore = jobCount();
        RemoteCallOptions options;
        options.localCli = kCli.toStdString();
        WorkerRequest r;
        r.id = 1;
        r.type = "info";
        for (int i = 0; i < 2; ++i) {
            auto reply = callRemoteWorker(*target, r, options);
            QVERIFY2(reply.ok(), reply.ok() ? "" : reply.error().describe().c_str());
        }
        QCOMPARE(jobCount(), jobsBefore);
        const std::string show = slurm({"scontrol", "show", "job", *job});
        QVERIFY2(show.find("JobState=RUNNING") != std::string::npos, show.c_str());
        QVERIFY(slurmRelease(*target, *job).ok());
        QVERIFY2(
            waitFor(
                [&] {
                    return slurm({"scontrol", "show", "job", *job}).find("JobState=CANCELLED") != std::string::npos;
                },
                10),
            "the allocation was not cancelled");
        auto gone = slurmJobState(*target, *job);
        QVERIFY(gone.ok());
        QVERIFY2(gone->state.empty() || gone->state == "CANCELLED" || gone->state == "COMPLETING", gone->state.c_str());
    }

    void pendingThenWithdrawn()
    {
        auto holder
            = parseTargetUrl(QString("slurm:ssh://127.0.0.1:%1 --exclusive --time=1").arg(m_sshd.port()).toStdString());
        QVERIFY(holder.ok());
        auto first = slurmAllocate(*holder, std::chrono::seconds(20)); // holds the only node
        QVERIFY2(first.ok(), first.ok() ? "" : first.error().describe().c_str());
        Result<std::string> second = makeError(ErrorCode::Internal, "not asked");
        std::thread ask([&] { second = slurmAllocate(*holder, std::chrono::seconds(3)); });
        std::string pending;
        waitFor(
            [&] {
                pending = slurm({"squeue", "-h", "-n", "warpscope", "-t", "PENDING", "-o", "%i"});
                return !pending.empty();
            },
            3);
        std::string reason;
        if (!pending.empty()) {
            auto state = slurmJobState(*holder, pending.substr(0, pending.find('\n')));
            if (state.ok())
                reason = state->state + " " + state->reason;
        }
        ask.join();
        QVERIFY(slurmRelease(*holder, *first).ok());
        QVERIFY2(!pending.empty(), "the second request was never PENDING");
        QVERIFY2(QString::fromStdString(reason).startsWith("PENDING "), reason.c_str());
        QVERIFY(!second.ok());
        const QString m = QString::fromStdString(second.error().message);
        QVERIFY2(m.contains("did not grant an allocation within 3 s") && m.contains("withdrawn"), qPrintable(m));
        // nothing is left queued
        QVERIFY(waitFor([&] { return slurm({"squeue", "-h", "-n", "warpscope", "-o", "%i|%T"}).empty(); }, 5));
    }

    void badPartitionSaysSo()
    {
        const QString target = QString("slurm:ssh://127.0.0.1:%1 --partition=nosuch").arg(m_sshd.port());
        QProcess p;
        p.start(kCli, {"run", WARPSCOPE_SOURCE_DIR "/kernels/vector_add", "--target", target});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 3);
        QVERIFY2(err.contains("srun on 127.0.0.1 could not start the worker") && err.contains("partition")
                && err.contains("check the target's srun options"),
            qPrintable(err));
    }
    void batchSubmitThenFetchInANewProcess()
    {
        const QString review = m_dir.path() + "/review";
        const QStringList runArgs {
            "run", WARPSCOPE_SOURCE_DIR "/kernels/vector_add", "--seeds", "2", "--param", "N=1000"};
        const CliRun local = cli(runArgs + QStringList {"--json", "--out", m_dir.path() + "/bundle-local"});
        QCOMPARE(local.exitCode, 0);
        const QString target = slurmTarget("--partition=debug --gres=gpu:1 --time=1");
        const CliRun submitted = cli(runArgs + QStringList {"--batch", "--target", target, "--review", review});
        QVERIFY2(submitted.exitCode == 0, qPrintable(submitted.err));
        const QString jobId = QString::fromUtf8(submitted.out).trimmed();
        QVERIFY2(!jobId.isEmpty() && jobId.toLongLong() > 0, submitted.out.constData());
        QVERIFY2(submitted.err.contains("submitted Slurm job " + jobId), qPrintable(submitted.err));
        // the review keeps the job id with the target and what was submitted
        QFile records(review + "/batch-jobs.json");
        QVERIFY(records.open(QIODevice::ReadOnly));
        const QJsonObject record
            = QJsonDocument::fromJson(records.readAll()).object().value("jobs").toArray().last().toObject();
        QCOMPARE(record.value("job_id").toString(), jobId);
        QCOMPARE(record.value("target").toString(), target);
        QCOMPARE(record.value("command").toString(), QString("run"));
        QCOMPARE(record.value("task").toString(), QString("Vector add"));
        QVERIFY(record.value("args").toArray().contains(QJsonValue("N=1000")));
        // a new process (as after a restart) fetches by the id alone: exit code 4 until it finished
        CliRun fetched;
        const QString out = m_dir.path() + "/bundle-batch";
        QVERIFY2(waitFor(
                     [&] {
                         fetched = cli({"fetch", jobId, "--review", review, "--json", "--out", out});
                         return fetched.exitCode != 4;
                     },
                     40),
            qPrintable(fetched.err));
        QVERIFY2(fetched.exitCode == 0, qPrintable(fetched.err));
        QJsonObject l = QJsonDocument::fromJson(local.out).object();
        QJsonObject r = QJsonDocument::fromJson(fetched.out).object();
        QCOMPARE(r.value("target").toObject().value("slurm_job").toString(), jobId);
        QCOMPARE(r.value("batch").toObject().value("state").toString(), QString("COMPLETED"));
        QCOMPARE(r.value("passed"), l.value("passed"));
        QCOMPARE(r.value("backend"), l.value("backend"));
        QCOMPARE(withoutTimes(r.value("seeds")), withoutTimes(l.value("seeds")));
        // the bundle: the same tensors, byte for byte
        int tensors = 0;
        const std::string localDir = (m_dir.path() + "/bundle-local").toStdString();
        for (const auto& e : fs::recursive_directory_iterator(localDir)) {
            if (e.path().extension() != ".npy")
                continue;
            ++tensors;
            QFile a(QString::fromStdString(e.path().string()));
            QFile b(out + "/" + QString::fromStdString(fs::relative(e.path(), localDir).string()));
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QVERIFY2(a.readAll() == b.readAll(), qPrintable(b.fileName()));
        }
        QVERIFY(tensors >= 4);
        // the record now says it completed and where the results went
        records.close();
        QVERIFY(records.open(QIODevice::ReadOnly));
        const QJsonObject after
            = QJsonDocument::fromJson(records.readAll()).object().value("jobs").toArray().last().toObject();
        QCOMPARE(after.value("state").toString(), QString("COMPLETED"));
        QVERIFY(!after.value("fetched_to").toString().isEmpty());
        // an unknown id names the ones the review knows
        const CliRun unknown = cli({"fetch", "999999", "--review", review});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("no batch job 999999") && unknown.err.contains(jobId), qPrintable(unknown.err));
    }

    void batchSweepListStateAndScancel()
    {
        // the GUI's list (issue 18): a sweep as one batch job, its state read with squeue -t all after
        // it ended, fetched into one folder per row; a job held in the queue cancelled with scancel
        const QString review = m_dir.path() + "/review-list", out = m_dir.path() + "/sweep-out";
        const QString target = slurmTarget("--partition=debug --time=1");
        const CliRun sweep = cli({"run", WARPSCOPE_SOURCE_DIR "/kernels/vector_add", "--sweep", "--batch", "--target",
            target, "--review", review});
        QVERIFY2(sweep.exitCode == 0, qPrintable(sweep.err));
        const std::string id = QString::fromUtf8(sweep.out).trimmed().toStdString();
        auto t = resolveTarget(target.toStdString());
        QVERIFY(t.ok());
        QVERIFY(waitFor(
            [&] {
                auto s = slurmBatchState(*t, id);
                return s && s->state == "COMPLETED";
            },
            60));
        CliRun fetched;
        QVERIFY(waitFor(
            [&] {
                return (fetched
                           = cli({"fetch", QString::fromStdString(id), "--review", review, "--json", "--out", out}))
                           .exitCode
                    != 4;
            },
            40));
        QVERIFY2(fetched.exitCode == 0, qPrintable(fetched.err));
        QCOMPARE(QJsonDocument::fromJson(fetched.out).object().value("sweep").toArray().size(), 5);
        QFile row(out + "/row-5/result.json");
        QVERIFY(row.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(row.readAll())
                     .object()
                     .value("target")
                     .toObject()
                     .value("slurm_job")
                     .toString()
                     .toStdString(),
            id);
        // held in the queue until its begin time: PENDING (BeginTime), then CANCELLED by scancel
        const CliRun held = cli({"run", WARPSCOPE_SOURCE_DIR "/kernels/vector_add", "--batch", "--target",
            slurmTarget("--partition=debug --time=1 --begin=now+3600"), "--review", review});
        QVERIFY2(held.exitCode == 0, qPrintable(held.err));
        const std::string heldId = QString::fromUtf8(held.out).trimmed().toStdString();
        auto pending = slurmBatchState(*t, heldId);
        QVERIFY2(pending && pending->state == "PENDING" && pending->reason == "BeginTime",
            pending ? (pending->state + " " + pending->reason).c_str() : pending.error().describe().c_str());
        QVERIFY(slurmRelease(*t, heldId).ok());
        QVERIFY(waitFor(
            [&] {
                auto s = slurmBatchState(*t, heldId);
                return s && s->state == "CANCELLED";
            },
            20));
    }

    void batchKilledAtItsTimeLimit()
    {
        // a task whose python reference sleeps far past the job's time limit
        const fs::path task = path("sleepy");
        fs::create_directories(task);
        fs::copy_file(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/pyref/k.cu", task / "k.cu");
        std::ifstream in(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/pyref/task.toml");
        std::string toml((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        toml.replace(toml.find("timeout_s = 60"), 14, "timeout_s = 600");
        std::ofstream(task / "task.toml") << toml;
        std::ofstream(task / "reference.py") << "import time\ntime.sleep(600)\n";
        const QString review = m_dir.path() + "/review-timeout";
        const QString kept = m_dir.path() + "/kept";
        fs::create_directories(kept.toStdString());
        std::ofstream(kept.toStdString() + "/result.json") << "{\"earlier\": true}\n";
        const CliRun submitted = cli({"run", QString::fromStdString(task.string()), "--trust", "--batch", "--target",
            slurmTarget("--partition=debug --time=1"), "--review", review});
        QVERIFY2(submitted.exitCode == 0, qPrintable(submitted.err));
        const std::string id = QString::fromUtf8(submitted.out).trimmed().toStdString();
        QVERIFY(waitFor([&] { return squeueState(id) == "RUNNING"; }, 20));
        // Slurm's limits are whole minutes: the running job's end is brought to now (as root may), and
        // the controller kills it at its next time-limit check (every 30 s at most)
        auto update = runProcess(
            {"env", "SLURM_CONF=" + path("slurm.conf"), "scontrol", "update", "JobId=" + id, "EndTime=now+1"}, {},
            std::chrono::seconds(10));
        QVERIFY2(update && update->exitCode == 0, update ? update->err.c_str() : "scontrol did not start");
        QVERIFY2(waitFor([&] { return squeueState(id) == "TIMEOUT"; }, 45), squeueState(id).c_str());
        const CliRun fetched = cli({"fetch", QString::fromStdString(id), "--review", review, "--out", kept, "--json"});
        QCOMPARE(fetched.exitCode, 3);
        QVERIFY2(fetched.err.contains("was killed at its time limit (TIMEOUT)")
                && fetched.err.contains("the results you had are kept")
                && fetched.err.contains("resubmit with a longer --time") && fetched.err.contains("--time=1"),
            qPrintable(fetched.err));
        // what was there stays; the record says TIMEOUT
        QFile old(kept + "/result.json");
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("{\"earlier\": true}\n"));
        QFile records(review + "/batch-jobs.json");
        QVERIFY(records.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(records.readAll())
                     .object()
                     .value("jobs")
                     .toArray()
                     .last()
                     .toObject()
                     .value("state")
                     .toString(),
            QString("TIMEOUT"));
    }
};

QTEST_GUILESS_MAIN(TestRemoteSlurm)
#include "tst_remoteslurm.moc"
