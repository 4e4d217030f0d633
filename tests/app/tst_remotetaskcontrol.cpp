// What the user controls of a Compile, trace or benchmark on a run target (issue 18), over a real
// OpenSSH server (the throwaway sshd of tests/core/remote/localsshd.h; skipped with the reason when it
// cannot start), the far side being this machine's built warpscope-cli on the emulator, with the fake
// Slurm of tst_remotetasks on the login node. Cancel (Shift+F5) ends a far Compile and trace and
// keeps what was shown; an unknown host key met by Compile, trace or benchmark opens the host-key
// dialog (accepting it compiles again), and Profile's too; Profile asks the python reference's trust
// question naming the target; Benchmark on GPU on a Slurm target may go as a batch job; the
// Slurm settings of Settings › Run targets reach the batch poll and the kept allocation.
#include "app/analysiscontroller.h"
#include "app/batchcontroller.h"
#include "app/compilecontroller.h"
#include "app/hostkeydialog.h"
#include "app/mainwindow.h"
#include "app/profilercontroller.h"
#include "app/runcontroller.h"
#include "app/session/appsettings.h"
#include "app/session/batchjobsmodel.h"
#include "app/session/session.h"
#include "app/session/slurmallocation.h"
#include "app/session/targetsmodel.h"
#include "app/targetcontroller.h"
#include "app/targetsdialog.h"
#include "app/tracecontroller.h"
#include "apptesthelpers.h"
#include "core/remote/remoteworker.h"
#include "tests/core/remote/localsshd.h"
#include "widgets/batchjobsdialog.h"
#include "widgets/threadtraceview.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <filesystem>
#include <fstream>

using namespace warpscope;
namespace fs = std::filesystem;

namespace {

const QString kCli = QStringLiteral(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli");

/// With WARPSCOPE_SNAP_DIR set (under Xvfb, QT_QPA_PLATFORM=xcb), the whole screen is saved there as
/// NAME-WIDTH.png: the docs' screenshots come from these steps.
void snap(const QString& name)
{
    const QString dir = qEnvironmentVariable("WARPSCOPE_SNAP_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(400);
    QScreen* screen = QGuiApplication::primaryScreen();
    screen->grabWindow(0).save(QString("%1/%2-%3.png").arg(dir, name).arg(screen->size().width()));
}

void writeScript(const std::string& path, const std::string& text)
{
    std::ofstream(path) << "#!/bin/sh\n" << text;
    fs::permissions(path, fs::perms::owner_all | fs::perms::group_read | fs::perms::others_read);
}

} // namespace

class TestRemoteTaskControl : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir {"/tmp/wsrtc-XXXXXX"}; // short: ssh's control socket path has a length limit
    QTemporaryDir m_task;
    wstest::LocalSshd m_sshd;

    std::string path(const std::string& name) const { return m_dir.path().toStdString() + "/" + name; }
    std::string sshUrl() const { return "ssh://127.0.0.1:" + std::to_string(m_sshd.port()); }
    std::string slurmLog(const char* name) const
    {
        std::ifstream in(path("slurm/" + std::string(name)));
        return std::string(std::istreambuf_iterator<char>(in), {});
    }
    QStringList farFolders() const
    {
        return QDir(QString::fromStdString(path("remote-tmp"))).entryList(QDir::NoDotAndDotDot | QDir::AllEntries);
    }

    /// A window with the task open and the chooser on the target.
    void open(app::MainWindow& window, const QString& target)
    {
        if (!qEnvironmentVariable("WARPSCOPE_SNAP_DIR").isEmpty())
            window.setGeometry(QGuiApplication::primaryScreen()->availableGeometry());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(m_task.path()));
        window.runController()->targets()->model()->reload();
        window.runController()->setRunOptions("target:" + target, 1, "N=1000");
        QCOMPARE(window.findChild<QComboBox*>("runBackend")->currentData().toString(), "target:" + target);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (const std::string why = wstest::sshdMissing(); !why.empty())
            QSKIP(("the remote GUI tests need a local sshd: " + why).c_str());
        if (!QFile::exists(kCli))
            QSKIP("warpscope-cli is not built");
        QVERIFY(m_dir.isValid());
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), m_task.path());
        fs::create_directories(path("remote-tmp"));
        fs::create_directories(path("slurm"));
        fs::create_directories(path("ctl"));
        fs::permissions(path("ctl"), fs::perms::owner_all, fs::perm_options::replace);
        // a fake Slurm on the login node: sbatch numbers its jobs from 5001 and runs the job's script
        // in the background unless the file "hold" exists; squeue -j ID reads state-ID (else RUNNING)
        // until scancel (which records the id) or the job's end
        const std::string s = path("slurm");
        writeScript(s + "/sbatch",
            "echo \"$@\" >> " + s + "/sbatch.log\nn=$(cat " + s + "/next 2>/dev/null || echo 5001)\necho $((n + 1)) > "
                + s + "/next\nfor a; do last=$a; done\n[ -e " + s
                + "/hold ] || sh \"$last\" >/dev/null 2>&1 &\necho $n\n");
        writeScript(s + "/squeue",
            "echo \"$@\" >> " + s + "/squeue.log\nwhile [ $# -gt 0 ]; do [ \"$1\" = -j ] && id=$2; shift; done\n[ -e "
                + s + "/cancelled-$id ] && { echo 'CANCELLED|None|fakenode|0:00'; exit 0; }\n[ -e " + s
                + "/state-$id ] && cat " + s + "/state-$id || echo 'RUNNING|None|fakenode|9:31'\n");
        writeScript(s + "/scancel", "echo \"$@\" >> " + s + "/scancel.log\ntouch " + s + "/cancelled-$1\n");
        const std::string error = m_sshd.start(m_dir.path().toStdString(),
            "TMPDIR=" + path("remote-tmp") + " PATH=" + s + ":/usr/local/bin:/usr/bin:/bin");
        QVERIFY2(error.empty(), error.c_str());
        qputenv("WARPSCOPE_SSH_CONFIG", QByteArray::fromStdString(path("known_hosts.config")));
        qputenv("WARPSCOPE_SSH_CONTROL_DIR", QByteArray::fromStdString(path("ctl")));
        const std::string targets = path("targets.toml");
        qputenv("WARPSCOPE_TARGETS", QByteArray::fromStdString(targets));
        const std::string cli = "remote_cli = \"" + kCli.toStdString() + "\"\n";
        std::ofstream(targets) << "[target.box]\nurl = \"" << sshUrl() << "\"\n"
                               << cli << "[target.closed]\nurl = \"ssh://127.0.0.1:" << wstest::freePort() << "\"\n"
                               << cli << "[target.cluster]\nurl = \"slurm:" << sshUrl()
                               << " --partition=debug --time=5\"\n"
                               << cli << "[target.stranger]\nurl = \"" << sshUrl() << "\"\n"
                               << cli << "ssh_config = \"" << path("known_hosts_empty.config") << "\"\n"
                               << "[target.newcomer]\nurl = \"" << sshUrl() << "\"\n"
                               << cli << "ssh_config = \"" << path("known_hosts_new.config") << "\"\n";
        // a second host whose key is not known yet, for Profile (the first one's is accepted by a compile)
        std::ofstream(path("known_hosts_new"));
        std::ofstream(path("known_hosts_new.config"))
            << "Host *\n  IdentityFile " << path("user") << "\n  IdentitiesOnly yes\n  UserKnownHostsFile "
            << path("known_hosts_new") << "\n";
    }

    void cleanupTestCase()
    {
        if (m_sshd.pid() > 0) {
            auto t = core::parseTargetUrl(sshUrl());
            core::closeSshConnection(*t);
        }
        m_sshd.stop();
    }

    void cancelEndsAFarCompileAndTrace()
    {
        session::Session session;
        app::MainWindow window(&session);
        open(window, "box");
        app::CompileController* compile = window.compileController();
        QAction* cancel = window.findChild<QAction*>("cancelRunAction");
        QVERIFY(cancel && !cancel->isEnabled());
        QSignalSpy shown(compile, &app::CompileController::resultShown);
        compile->compileAction()->trigger();
        QVERIFY(shown.wait(120000));
        const session::CompileResultPtr before = compile->result();
        QVERIFY(before && before->ok);

        // Cancel (Shift+F5) ends the far compile: no new result, the last one stays, the status says so
        QSignalSpy messages(compile, &app::CompileController::message);
        shown.clear();
        compile->compileAction()->trigger();
        QVERIFY2(cancel->isEnabled(), "Cancel is offered while the far compile is out");
        // the status bar's button says what it ends (a status message may cover it for a while)
        QCOMPARE(window.findChild<QToolButton*>("runCancelButton")->text(), QString("Cancel"));
        cancel->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!cancel->isEnabled(), 30000);
        const auto said = [&](const QString& text) {
            for (const QList<QVariant>& m : messages)
                if (m.at(0).toString().contains(text))
                    return true;
            return false;
        };
        QVERIFY2(said("Cancelled the compile on box; the views keep the last result"),
            qPrintable(messages.isEmpty() ? QString() : messages.last().at(0).toString()));
        QTest::qWait(300);
        QVERIFY(shown.isEmpty());
        QCOMPARE(compile->result(), before);
        QVERIFY(!compile->isStale());
        QVERIFY(!said("Compile failed"));

        // the same for a trace: the trace shown before comes back
        auto* trace = window.findChild<app::TraceController*>();
        QSignalSpy done(trace, &app::TraceController::traceDone);
        trace->trace({1, 0, 0}, {3, 0, 0});
        QVERIFY(done.wait(120000));
        QVERIFY(done.first().at(0).toBool());
        const int rows = trace->traceView()->rowCount();
        QVERIFY(rows > 0);
        QSignalSpy traceMessages(trace, &app::TraceController::message);
        QSignalSpy traceFailed(trace, &app::TraceController::failed);
        done.clear();
        trace->trace({0, 0, 0}, {5, 0, 0});
        QVERIFY(cancel->isEnabled());
        cancel->trigger();
        QVERIFY(done.wait(30000));
        QCOMPARE(done.first().at(0).toBool(), false);
        QVERIFY(traceFailed.isEmpty()); // a cancel is not a failure: no problem box
        QVERIFY(!trace->isTracing());
        QCOMPARE(trace->traceView()->rowCount(), rows);
        QVERIFY(!traceMessages.isEmpty());
        QCOMPARE(traceMessages.last().at(0).toString(), QString("Cancelled the trace on box; nothing was changed"));
        QTRY_VERIFY_WITH_TIMEOUT(!cancel->isEnabled(), 30000);
        // the far side cleans up after the cut calls: their job folders go
        QTRY_VERIFY2_WITH_TIMEOUT(farFolders().isEmpty(), qPrintable(farFolders().join(", ")), 60000);
    }

    void hostKeyDialogFromCompileTraceAndBenchmark()
    {
        // the shared connection of "box" would serve the same host and port: closed first
        core::closeSshConnection(*core::parseTargetUrl(sshUrl()));
        session::Session session;
        app::MainWindow window(&session);
        open(window, "stranger");
        QSignalSpy dialogs(window.runController()->targets(), &app::TargetController::hostKeyDialogShown);
        const auto lastDialog = [&] { return dialogs.last().at(0).value<app::HostKeyDialog*>(); };

        // a trace meets the unknown key: the dialog, not a raw error only
        auto* trace = window.findChild<app::TraceController*>();
        QSignalSpy done(trace, &app::TraceController::traceDone);
        trace->trace({1, 0, 0}, {3, 0, 0});
        QVERIFY(done.wait(60000));
        QCOMPARE(dialogs.size(), 1);
        QVERIFY(lastDialog()->findChild<QLabel*>("hostKeyMessage")->text().contains("SHA256:"));
        QCOMPARE(lastDialog()->acceptButton()->text(), QString("Accept the key and trace again"));
        lastDialog()->reject();

        // the benchmark too
        app::ProfilerController* profiler = window.profilerController();
        profiler->benchmarkAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(dialogs.size(), 2, 60000);
        QCOMPARE(lastDialog()->acceptButton()->text(), QString("Accept the key and benchmark again"));
        QVERIFY(profiler->benchmarkAction()->isEnabled());
        lastDialog()->reject();
        QCOMPARE(QFile(QString::fromStdString(path("known_hosts_empty"))).size(), 0); // nothing accepted

        // a compile: the user accepts the key shown, it is added and the compile goes again
        app::CompileController* compile = window.compileController();
        QSignalSpy shown(compile, &app::CompileController::resultShown);
        compile->compileAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(dialogs.size(), 3, 60000);
        QPointer<app::HostKeyDialog> dialog = lastDialog();
        QCOMPARE(dialog->acceptButton()->text(), QString("Accept the key and compile again"));
        QVERIFY(!compile->result());
        snap("remote-hostkey-compile");
        dialog->acceptButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().at(0).toBool(), 120000);
        QVERIFY(QFile(QString::fromStdString(path("known_hosts_empty"))).size() > 0);
        QVERIFY(!dialog); // closed
        QVERIFY(QString::fromStdString(compile->result()->ptx).contains(".entry"));
        core::closeSshConnection(*core::parseTargetUrl(sshUrl()));
    }

    void profileAsksTrustOnTheTarget()
    {
        // vector_add with a python reference (pure python: no numpy needed on the far side)
        QTemporaryDir py;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), py.path());
        const std::string toml = py.path().toStdString() + "/task.toml";
        std::string text;
        {
            std::ifstream in(toml);
            text.assign(std::istreambuf_iterator<char>(in), {});
        }
        const std::string builtin
            = "kind = \"builtin\"\nop = \"elementwise\"\nexpr = \"a + b\"\ninputs = [\"a\", \"b\"]\n";
        QVERIFY(text.find(builtin) != std::string::npos);
        text.replace(text.find(builtin), builtin.size(), "kind = \"python\"\nscript = \"reference.py\"\n");
        std::ofstream(toml) << text;
        std::ofstream(py.path().toStdString() + "/reference.py")
            << "# c = a + b rounded to f32, as the kernel computes it\n"
               "import struct\nimport sys\n\n\n"
               "def load(path):\n"
               "    data = open(path, 'rb').read()\n"
               "    if data[6] == 1:\n"
               "        size, start = struct.unpack('<H', data[8:10])[0], 10\n"
               "    else:\n"
               "        size, start = struct.unpack('<I', data[8:12])[0], 12\n"
               "    body = data[start + size:]\n"
               "    return struct.unpack('<%df' % (len(body) // 4), body)\n\n\n"
               "def save(path, values):\n"
               "    header = \"{'descr': '<f4', 'fortran_order': False, 'shape': (%d,), }\" % len(values)\n"
               "    header += ' ' * ((64 - (10 + len(header) + 1) % 64) % 64) + '\\n'\n"
               "    with open(path, 'wb') as f:\n"
               "        f.write(b'\\x93NUMPY\\x01\\x00' + struct.pack('<H', len(header)) + header.encode())\n"
               "        f.write(struct.pack('<%df' % len(values), *values))\n\n\n"
               "a = load(sys.argv[1] + '/a.npy')\nb = load(sys.argv[1] + '/b.npy')\n"
               "save(sys.argv[2] + '/c.npy', [x + y for x, y in zip(a, b)])\n";
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(py.path()));
        window.runController()->targets()->model()->reload();
        window.runController()->setRunOptions("target:box", 1, "N=1000");
        QStringList questions;
        bool trust = false;
        window.runController()->setTrustQuestion([&](const QString&, const QString& question) {
            questions << question;
            return trust;
        });
        auto* analysis = window.findChild<app::AnalysisController*>();
        QSignalSpy messages(analysis, &app::AnalysisController::message);
        QSignalSpy done(analysis, &app::AnalysisController::profileDone);
        QSignalSpy failed(analysis, &app::AnalysisController::failed);
        // declined: the question names the target, and nothing is sent
        analysis->profileAction()->trigger();
        QCOMPARE(questions.size(), 1);
        QVERIFY2(questions[0].contains("runs on the target box") && questions[0].contains("reference.py"),
            qPrintable(questions[0]));
        QCOMPARE(messages.last().at(0).toString(), QString("Not profiled: the task's Python reference is not trusted"));
        QVERIFY(analysis->profileAction()->isEnabled());
        QTest::qWait(300);
        QVERIFY(done.isEmpty());
        // trusted: the far worker runs the script (trust goes with the request) and the profile passes
        trust = true;
        analysis->profileAction()->trigger();
        QCOMPARE(questions.size(), 2);
        QVERIFY(done.wait(120000));
        QVERIFY2(done.first().at(0).toBool(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
        // the answer is remembered for the task: not asked again
        done.clear();
        analysis->profileAction()->trigger();
        QVERIFY(done.wait(120000));
        QCOMPARE(questions.size(), 2);
    }

    void profileMeetsTheHostKeyDialog()
    {
        core::closeSshConnection(*core::parseTargetUrl(sshUrl()));
        session::Session session;
        app::MainWindow window(&session);
        open(window, "newcomer");
        QSignalSpy dialogs(window.runController()->targets(), &app::TargetController::hostKeyDialogShown);
        auto* analysis = window.findChild<app::AnalysisController*>();
        QSignalSpy done(analysis, &app::AnalysisController::profileDone);
        QSignalSpy compileMessages(window.compileController(), &app::CompileController::message);
        // Profile starts a compile beside its run: both meet the unknown key, one dialog asks
        analysis->profileAction()->trigger();
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().at(0).toBool(), false);
        QTRY_VERIFY_WITH_TIMEOUT(compileMessages.last().at(0).toString().startsWith("Compile failed"), 60000);
        QCOMPARE(dialogs.size(), 1);
        QPointer<app::HostKeyDialog> dialog = dialogs.first().at(0).value<app::HostKeyDialog*>();
        QCOMPARE(dialog->acceptButton()->text(), QString("Accept the key and try again"));
        QCOMPARE(QFile(QString::fromStdString(path("known_hosts_new"))).size(), 0);
        // accepted: the key is added, the compile and the profile go again
        done.clear();
        QSignalSpy compiled(window.compileController(), &app::CompileController::resultShown);
        dialog->acceptButton()->click();
        QVERIFY(done.wait(120000));
        QCOMPARE(done.first().at(0).toBool(), true);
        QTRY_VERIFY_WITH_TIMEOUT(!compiled.isEmpty(), 120000);
        QVERIFY(QFile(QString::fromStdString(path("known_hosts_new"))).size() > 0);
        core::closeSshConnection(*core::parseTargetUrl(sshUrl()));
    }

    void benchmarkAsSlurmBatchJob()
    {
        session::Session session;
        app::MainWindow window(&session);
        open(window, "cluster");
        auto* batch = window.findChild<app::BatchController*>();
        batch->setPollIntervalMs(300);
        fs::remove(core::batchJobsFile(batch->recordFolder().toStdString()));
        app::ProfilerController* profiler = window.profilerController();
        QStringList asked;
        app::ProfilerController::SlurmChoice answer = app::ProfilerController::SlurmChoice::Cancel;
        profiler->setSlurmQuestion([&](const QString& target) {
            asked << target;
            return answer;
        });
        QSignalSpy updated(batch, &app::BatchController::jobUpdated);
        // Benchmark on GPU on a Slurm target asks first; Cancel submits nothing
        const std::size_t sbatches = slurmLog("sbatch.log").size();
        profiler->benchmarkAction()->trigger();
        QCOMPARE(asked, QStringList {"cluster"});
        QTest::qWait(300);
        QVERIFY(updated.isEmpty());
        QCOMPARE(slurmLog("sbatch.log").size(), sbatches);

        // "submit as batch job": sbatch on the login node, the job in the review's list
        answer = app::ProfilerController::SlurmChoice::Batch;
        QSignalSpy failed(batch, &app::BatchController::failed);
        profiler->benchmarkAction()->trigger();
        QTRY_VERIFY2_WITH_TIMEOUT(
            !updated.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().at(1).toString()), 60000);
        const QString id = updated.first().at(0).toString();
        QVERIFY2(slurmLog("sbatch.log").find("--partition=debug", sbatches) != std::string::npos,
            slurmLog("sbatch.log").c_str());
        auto jobs = core::readBatchJobs(core::batchJobsFile(batch->recordFolder().toStdString()));
        QVERIFY(jobs.ok() && jobs->size() == 1);
        QCOMPARE(jobs->back().command, std::string("bench"));
        QVERIFY(std::find(jobs->back().args.begin(), jobs->back().args.end(), "--metrics") != jobs->back().args.end());
        batch->jobsAction()->trigger();
        QCOMPARE(batch->jobsModel()->index(0, 2).data().toString(), QString("benchmark of Vector add"));
        snap("slurm-batch-bench");

        // fetched (the fake squeue says RUNNING until the job left its exit code): bench's document,
        // or without a GPU here its refusal, in the Benchmark dock
        QSignalSpy fetched(batch, &app::BatchController::benchFetched);
        QSignalSpy profilerFailed(profiler, &app::ProfilerController::failed);
        for (int i = 0; i < 40 && fetched.isEmpty(); ++i) {
            batch->fetchJob(id);
            QTRY_VERIFY_WITH_TIMEOUT(batch->fetchAction()->isEnabled(), 60000);
            if (fetched.isEmpty())
                QTest::qWait(250);
        }
        QVERIFY2(!fetched.isEmpty(), qPrintable(batch->jobsDialog()->message()));
        QCOMPARE(fetched.first().at(0).toString(), QString("cluster (Slurm batch job %1)").arg(id));
        jobs = core::readBatchJobs(core::batchJobsFile(batch->recordFolder().toStdString()));
        QVERIFY(!jobs->back().fetchedTo.empty());
        QVERIFY(fs::exists(fs::path(jobs->back().fetchedTo) / "bench.json"));
        snap("slurm-batch-bench-fetched");
        if (fetched.first().at(1).toInt() <= 1)
            QSKIP("this machine has a GPU: the batch bench ran (its charts are shown)");
        QVERIFY(!profilerFailed.isEmpty());
        QCOMPARE(profilerFailed.last().at(0).toString(),
            QString("The benchmark on cluster (Slurm batch job %1) did not run").arg(id));
        QVERIFY2(profilerFailed.last().at(1).toString().contains("no CUDA device"),
            qPrintable(profilerFailed.last().at(1).toString()));
        QVERIFY(batch->jobsDialog()->message().contains("the benchmark did not run"));
        fs::remove(core::batchJobsFile(batch->recordFolder().toStdString()));
    }

    void slurmSettingsReachThePollAndTheAllocation()
    {
        {
            session::AppSettings s;
            s.setBatchPollSeconds(45);
            s.setSlurmIdleMinutes(7);
            s.setSlurmWaitSeconds(30);
        }
        session::Session session;
        app::MainWindow window(&session);
        auto* batch = window.findChild<app::BatchController*>();
        app::TargetController* targets = window.runController()->targets();
        QCOMPARE(batch->pollIntervalMs(), 45000);
        QCOMPARE(targets->slurm()->idleTimeoutMs(), 7 * 60 * 1000);
        QCOMPARE(targets->slurm()->requestTimeoutMs(), 30 * 1000);
        // Settings › Run targets: the fields show them, a change is saved and applies at once
        if (!qEnvironmentVariable("WARPSCOPE_SNAP_DIR").isEmpty())
            window.setGeometry(QGuiApplication::primaryScreen()->availableGeometry());
        window.show();
        targets->settingsAction()->trigger();
        app::TargetsDialog* dialog = targets->dialog();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->batchPollField()->value(), 45);
        QCOMPARE(dialog->slurmIdleField()->value(), 7);
        QCOMPARE(dialog->slurmWaitField()->value(), 30);
        dialog->batchPollField()->setValue(90);
        dialog->slurmIdleField()->setValue(20);
        dialog->slurmWaitField()->setValue(300);
        QCOMPARE(batch->pollIntervalMs(), 90000);
        QCOMPARE(targets->slurm()->idleTimeoutMs(), 20 * 60 * 1000);
        QCOMPARE(targets->slurm()->requestTimeoutMs(), 300 * 1000);
        QCOMPARE(session::AppSettings().batchPollSeconds(), 90);
        QCOMPARE(session::AppSettings().slurmIdleMinutes(), 20);
        QCOMPARE(session::AppSettings().slurmWaitSeconds(), 300);
        snap("slurm-settings");
        dialog->close();
        // back to the defaults for the other tests (the test-mode settings outlive the process)
        session::AppSettings s;
        s.setBatchPollSeconds(60);
        s.setSlurmIdleMinutes(15);
        s.setSlurmWaitSeconds(120);
    }
};

QTEST_MAIN(TestRemoteTaskControl)
#include "tst_remotetaskcontrol.moc"
