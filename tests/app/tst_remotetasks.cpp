// Compile, Trace this thread and the GPU benchmark on a run target from the GUI, and the list of the
// review's Slurm batch jobs (issue 18), over a real OpenSSH server (the throwaway sshd of
// tests/core/remote/localsshd.h; skipped with the reason when it cannot start). The far side is this
// machine: its worker is the built warpscope-cli on the emulator. The batch list uses a fake Slurm on
// the login node (sbatch numbers its jobs, squeue reads a state file per job, scancel records the job);
// the real one-node cluster serves tst_remoteslurm.
#include "app/batchcontroller.h"
#include "app/compilecontroller.h"
#include "app/mainwindow.h"
#include "app/profilercontroller.h"
#include "app/runcontroller.h"
#include "app/session/batchjobsmodel.h"
#include "app/session/session.h"
#include "app/session/targetsmodel.h"
#include "app/targetcontroller.h"
#include "app/tracecontroller.h"
#include "apptesthelpers.h"
#include "core/remote/remoteworker.h"
#include "tests/core/remote/localsshd.h"
#include "widgets/asmview.h"
#include "widgets/batchjobsdialog.h"
#include "widgets/diagnosticslist.h"
#include "widgets/sourceeditor.h"
#include "widgets/threadtraceview.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

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

class TestRemoteTasks : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir {"/tmp/wsrtk-XXXXXX"}; // short: ssh's control socket path has a length limit
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
                               << cli;
    }

    void cleanupTestCase()
    {
        if (m_sshd.pid() > 0) {
            auto t = core::parseTargetUrl(sshUrl());
            core::closeSshConnection(*t);
        }
        m_sshd.stop();
    }

    void compileOnSshTarget()
    {
        session::Session session;
        app::MainWindow window(&session);
        open(window, "box");
        app::CompileController* compile = window.compileController();
        QSignalSpy shown(compile, &app::CompileController::resultShown);
        QSignalSpy messages(compile, &app::CompileController::message);
        const QStringList before = farFolders();
        compile->compileAction()->trigger();
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.first().at(0).toString().contains("on box"), qPrintable(messages.first().at(0).toString()));
        QVERIFY(shown.wait(120000));
        QCOMPARE(shown.first().at(0).toBool(), true);
        // the far worker compiled it: PTX, resources and its line map came back into the usual views
        QVERIFY(compile->result());
        QVERIFY(QString::fromStdString(compile->result()->ptx).contains(".entry"));
        QVERIFY(!compile->result()->resources.empty());
        QVERIFY(!compile->isStale());
        snap("remote-compile");
        for (const QString& e : farFolders()) // the far job folder is gone
            QVERIFY2(before.contains(e), qPrintable(e));

        // the editor's unsaved text is what the far side compiles: an error there is shown here
        QSignalSpy failedShown(compile, &app::CompileController::resultShown);
        window.findChild<widgets::SourceEditor*>()->setText("__global__ void broken( { }\n");
        compile->compileAction()->trigger();
        QVERIFY(failedShown.wait(120000));
        QCOMPARE(failedShown.first().at(0).toBool(), false);
        QVERIFY(compile->diagnosticsList()->model()->rowCount() > 0);
    }

    void compileOnClosedTargetSaysWhy()
    {
        session::Session session;
        app::MainWindow window(&session);
        open(window, "closed");
        app::CompileController* compile = window.compileController();
        QSignalSpy messages(compile, &app::CompileController::message);
        compile->compileAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(
            !messages.isEmpty() && messages.last().at(0).toString().startsWith("Compile failed"), 60000);
        QVERIFY2(messages.last().at(0).toString().contains("connection refused"),
            qPrintable(messages.last().at(0).toString()));
    }

    void traceOnSshTarget()
    {
        session::Session session;
        app::MainWindow window(&session);
        open(window, "box");
        auto* trace = window.findChild<app::TraceController*>();
        QVERIFY(trace);
        QSignalSpy done(trace, &app::TraceController::traceDone);
        QSignalSpy failed(trace, &app::TraceController::failed);
        trace->trace({1, 0, 0}, {3, 0, 0});
        QVERIFY(trace->isTracing());
        QVERIFY(done.wait(120000));
        QVERIFY2(done.first().at(0).toBool(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
        QVERIFY(trace->traceView()->rowCount() > 0);
    }

    void benchmarkOnSshTargetShowsTheFarRefusal()
    {
        session::Session session;
        app::MainWindow window(&session);
        open(window, "box");
        app::ProfilerController* profiler = window.profilerController();
        QSignalSpy failed(profiler, &app::ProfilerController::failed);
        QSignalSpy messages(profiler, &app::ProfilerController::message);
        profiler->benchmarkAction()->trigger();
        QVERIFY(!profiler->benchmarkAction()->isEnabled()); // the far bench is out
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty() || messages.size() > 1, 120000);
        QVERIFY(profiler->benchmarkAction()->isEnabled());
        if (failed.isEmpty())
            QSKIP("this machine has a GPU: the far bench ran (its charts are shown)");
        // no GPU here: the far side's bench refuses with the local bench's own reason
        QCOMPARE(failed.first().at(0).toString(), QString("The benchmark on box did not run"));
        QVERIFY2(
            failed.first().at(1).toString().contains("no CUDA device"), qPrintable(failed.first().at(1).toString()));
    }

    void batchJobListFetchesAnyAndCancels()
    {
        // the list's polls report jobs too: wait for the one a submission names
        const auto waitForJob = [](QSignalSpy& spy, const QString& id) {
            for (int waited = 0; waited < 60000; waited += 50) {
                for (const QList<QVariant>& e : spy)
                    if (e.at(0).toString() == id)
                        return true;
                QTest::qWait(50);
            }
            return false;
        };
        session::Session session;
        app::MainWindow window(&session);
        open(window, "cluster");
        auto* batch = window.findChild<app::BatchController*>();
        QVERIFY(batch);
        batch->setPollIntervalMs(300);
        // the test-mode cache outlives the process: no records of an earlier run (or of tst_remoterun)
        fs::remove(core::batchJobsFile(batch->recordFolder().toStdString()));
        QSignalSpy updated(batch, &app::BatchController::jobUpdated);
        QSignalSpy failed(batch, &app::BatchController::failed);
        // a run, then a sweep of the task's [sweep] rows as one job
        batch->submitAction()->trigger();
        QVERIFY2(
            waitForJob(updated, "5001"), qPrintable(failed.isEmpty() ? QString() : failed.first().at(1).toString()));
        batch->submitSweepAction()->trigger();
        QVERIFY2(
            waitForJob(updated, "5002"), qPrintable(failed.isEmpty() ? QString() : failed.first().at(1).toString()));
        QVERIFY2(slurmLog("sbatch.log").find("--partition=debug") != std::string::npos, slurmLog("sbatch.log").c_str());

        // the list: newest first, the states read with squeue -t all while the jobs run
        std::ofstream(path("slurm/state-5002")) << "PENDING|Priority||5:00\n";
        batch->jobsAction()->trigger();
        widgets::BatchJobsDialog* dialog = batch->jobsDialog();
        QVERIFY(dialog && dialog->isVisible());
        session::BatchJobsModel* model = batch->jobsModel();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->index(0, 0).data().toString(), QString("5002"));
        QCOMPARE(model->index(0, 2).data().toString(), QString("sweep of Vector add"));
        QCOMPARE(model->index(1, 1).data().toString(), QString("cluster"));
        QTRY_COMPARE_WITH_TIMEOUT(model->index(0, 4).data().toString(), QString("PENDING (Priority)"), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(
            model->index(1, 4).data().toString(), QString("RUNNING on fakenode, 9:31 left"), 30000);
        QVERIFY2(slurmLog("squeue.log").find("-t all -j 5001") != std::string::npos, slurmLog("squeue.log").c_str());
        snap("slurm-batch-jobs");

        // the older job (not the last) is fetched from the list once it left its exit code (the fake
        // squeue says RUNNING all along)
        QSignalSpy shown(window.runController(), &app::RunController::runShown);
        dialog->selectJob("5001");
        QCOMPARE(dialog->selectedJob(), QString("5001"));
        for (int i = 0; i < 40 && shown.isEmpty(); ++i) {
            dialog->findChild<QPushButton*>("batchJobsFetch")->click();
            QTRY_VERIFY_WITH_TIMEOUT(dialog->findChild<QPushButton*>("batchJobsFetch")->isEnabled(), 60000);
            if (shown.isEmpty())
                QTest::qWait(250);
        }
        QVERIFY2(!shown.isEmpty(), qPrintable(dialog->message()));
        QVERIFY(window.runController()->currentRun()->passed);
        QTRY_COMPARE_WITH_TIMEOUT(model->index(1, 4).data().toString(), QString("COMPLETED"), 10000);

        // the sweep: every row came back, the first failing one (none: the first) is shown
        shown.clear();
        for (int i = 0; i < 40 && shown.isEmpty(); ++i) {
            batch->fetchJob("5002");
            QTRY_VERIFY_WITH_TIMEOUT(batch->fetchAction()->isEnabled(), 60000);
            if (shown.isEmpty())
                QTest::qWait(250);
        }
        QVERIFY2(!shown.isEmpty(), qPrintable(dialog->message()));
        QVERIFY2(dialog->message().contains("5 of 5 row(s) passed"), qPrintable(dialog->message()));
        QCOMPARE(window.runController()->currentRun()->params.at("N"), std::int64_t(1));

        // a job held in the queue is cancelled from the list: scancel, CANCELLED, no longer watched
        std::ofstream(path("slurm/hold")) << "";
        batch->submitAction()->trigger();
        QVERIFY(waitForJob(updated, "5003"));
        fs::remove(path("slurm/hold"));
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 3, 10000);
        dialog->selectJob("5003");
        dialog->findChild<QPushButton*>("batchJobsCancel")->click();
        QTRY_COMPARE_WITH_TIMEOUT(model->index(0, 4).data().toString(), QString("CANCELLED"), 60000);
        QVERIFY2(slurmLog("scancel.log").find("5003") != std::string::npos, slurmLog("scancel.log").c_str());
        QVERIFY2(dialog->message().contains("cancelled"), qPrintable(dialog->message()));
        auto jobs = core::readBatchJobs(core::batchJobsFile(batch->recordFolder().toStdString()));
        QVERIFY(jobs.ok());
        QCOMPARE(jobs->size(), std::size_t(3));
        QCOMPARE(QString::fromStdString(jobs->back().state), QString("CANCELLED"));
        // every job has ended: the list is no longer polled (a poll still out when it ended may land)
        QTest::qWait(1500);
        const std::size_t polls = slurmLog("squeue.log").size();
        QTest::qWait(1200);
        QCOMPARE(slurmLog("squeue.log").size(), polls);
        // nothing left behind in the shared test-mode cache for the next window to watch
        fs::remove(core::batchJobsFile(batch->recordFolder().toStdString()));
    }
};

QTEST_MAIN(TestRemoteTasks)
#include "tst_remotetasks.moc"
