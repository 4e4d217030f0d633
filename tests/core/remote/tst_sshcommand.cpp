// The ssh command lines: quoting survives a real shell, the options that keep the user safe are always
// there, the host comes after "--", and ssh's failures become messages that say what to do.
#include "core/common/process.h"
#include "core/remote/slurmjob.h"
#include "core/remote/sshcommand.h"

#include <QTest>

#include <algorithm>

using namespace warpscope::core;

class TestSshCommand : public QObject {
    Q_OBJECT
private slots:
    void quoteSurvivesShell_data()
    {
        QTest::addColumn<QString>("word");
        QTest::newRow("plain") << "kernels/vector_add";
        QTest::newRow("command substitution") << "$(touch pwned)";
        QTest::newRow("backticks") << "`touch pwned`";
        QTest::newRow("quotes") << "it's \"quoted\"";
        QTest::newRow("separators") << "a; touch pwned && b | c > d";
        QTest::newRow("newline") << "line\nnext";
        QTest::newRow("empty") << "";
    }
    void quoteSurvivesShell()
    {
        QFETCH(QString, word);
        auto r = runProcess({"sh", "-c", "printf %s " + shellQuote(word.toStdString())}, {}, std::chrono::seconds(10));
        QVERIFY(r.ok());
        QCOMPARE(r->exitCode, 0);
        QCOMPARE(QString::fromStdString(r->out), word);
    }

    void argvKeepsSafetyOptions()
    {
        auto t = parseTargetUrl("ssh://me@gpubox:2222");
        QVERIFY(t.ok());
        const auto argv = sshArgv(*t, "/run/user/1/warpscope-ssh", "echo hi");
        const auto has = [&](const std::string& s) { return std::find(argv.begin(), argv.end(), s) != argv.end(); };
        QCOMPARE(QString::fromStdString(argv.front()), QString("ssh"));
        QVERIFY(has("BatchMode=yes"));
        QVERIFY(has("StrictHostKeyChecking=yes"));
        QVERIFY(has("ControlMaster=auto"));
        QVERIFY(has("ControlPath=/run/user/1/warpscope-ssh/%C"));
        QVERIFY(has("2222"));
        QVERIFY(has("me"));
        const auto dashes = std::find(argv.begin(), argv.end(), "--");
        QVERIFY(dashes != argv.end());
        QCOMPARE(QString::fromStdString(*(dashes + 1)), QString("gpubox"));
        QCOMPARE(QString::fromStdString(argv.back()), QString("echo hi"));
    }

    void workerCommand()
    {
        auto t = parseTargetUrl("ssh://h");
        QVERIFY(t.ok());
        const QString plain = QString::fromStdString(remoteWorkerCommand(*t, "1.2.3"));
        QVERIFY2(plain.contains("warpscope/\"'1.2.3'/warpscope-cli") && plain.contains("exit 127"), qPrintable(plain));
        t->remoteCli = "/opt/it's/warpscope-cli";
        QCOMPARE(QString::fromStdString(remoteWorkerCommand(*t, "1.2.3")),
            QString("exec '/opt/it'\\''s/warpscope-cli' worker"));
        auto s = parseTargetUrl("slurm:ssh://login --partition=gpu --gres=gpu:1");
        QVERIFY(s.ok());
        const QString slurm = QString::fromStdString(remoteWorkerCommand(*s, "1.2.3"));
        QVERIFY2(slurm.startsWith("exec srun ") && slurm.contains("'--partition=gpu' '--gres=gpu:1' -- sh -c '"),
            qPrintable(slurm));
    }

    void keptAllocationLine()
    {
        auto s = parseTargetUrl("slurm:ssh://login --partition=gpu --time=30");
        QVERIFY(s.ok());
        s->slurmJob = "42";
        const QString line = QString::fromStdString(remoteWorkerCommand(*s, "1.2.3"));
        QVERIFY2(
            line.startsWith("exec srun ") && line.contains("'--jobid=42' -- sh -c '") && !line.contains("partition"),
            qPrintable(line));
    }

    void slurmOutputs()
    {
        auto running = parseSqueueLine("RUNNING|None|gpu-node-3|4:59");
        QVERIFY(running.ok());
        QCOMPARE(QString::fromStdString(running->state), QString("RUNNING"));
        QCOMPARE(QString::fromStdString(running->nodes), QString("gpu-node-3"));
        QCOMPARE(QString::fromStdString(running->timeLeft), QString("4:59"));
        auto pending = parseSqueueLine("PENDING|Resources||30:00");
        QVERIFY(pending.ok());
        QCOMPARE(QString::fromStdString(pending->reason), QString("Resources"));
        auto bad = parseSqueueLine("RUNNING None");
        QVERIFY(!bad.ok());
        QVERIFY(QString::fromStdString(bad.error().message).contains("RUNNING None"));
        QCOMPARE(QString::fromStdString(grantedJobId("salloc: Pending job allocation 17\nsalloc: job 17 queued and "
                                                     "waiting for resources\nsalloc: Granted job allocation 17\n")),
            QString("17"));
        QVERIFY(grantedJobId("salloc: error: Job submit/allocate failed: Invalid partition name specified").empty());
    }

    void classifies_data()
    {
        QTest::addColumn<QString>("stderrText");
        QTest::addColumn<QString>("says");
        QTest::newRow("refused") << "ssh: connect to host 127.0.0.1 port 2222: Connection refused\r\n"
                                 << "connection refused; check that sshd runs";
        QTest::newRow("changed")
            << "@@@@@@@@@@@@\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n"
               "The fingerprint for the ED25519 key sent by the remote host is\n"
               "SHA256:Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWpr.\nHost key verification failed.\n"
            << "has CHANGED (it now offers SHA256:Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWpr";
        QTest::newRow("unknown") << "No ED25519 host key is known for [127.0.0.1]:2222 and you have requested strict "
                                    "checking.\nHost key verification failed.\n"
                                 << "is not known; Warpscope never accepts a host key silently";
        QTest::newRow("auth") << "me@gpubox: Permission denied (publickey).\n"
                              << "never asks for a password";
        QTest::newRow("dns") << "ssh: Could not resolve hostname gpubox: Name or service not known\n"
                             << "cannot find the host 'gpubox'";
        QTest::newRow("lost") << "Connection to gpubox closed by remote host.\nConnection closed\n"
                              << "was lost";
        QTest::newRow("other") << "something odd\n"
                               << "failed (exit code 255): something odd";
    }
    void classifies()
    {
        QFETCH(QString, stderrText);
        QFETCH(QString, says);
        auto t = parseTargetUrl("ssh://me@gpubox:2222");
        QVERIFY(t.ok());
        const Error e = classifySshFailure(*t, 255, stderrText.toStdString());
        const QString m = QString::fromStdString(e.message);
        QVERIFY2(m.contains(says), qPrintable(m));
        QVERIFY2(m.contains("gpubox"), qPrintable(m)); // names the target
        QCOMPARE(QString::fromStdString(e.field), QString("target ssh://me@gpubox:2222"));
    }
};

QTEST_GUILESS_MAIN(TestSshCommand)
#include "tst_sshcommand.moc"
