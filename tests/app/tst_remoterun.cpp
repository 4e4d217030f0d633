// Run on a remote target from the GUI, end to end over a real OpenSSH server (the throwaway sshd of
// tests/core/remote/localsshd.h; skipped with the reason when it cannot start). The far side is this
// machine: its worker is the built warpscope-cli on the emulator. Checked: a run on an ssh target
// shows in the usual panes with the target recorded in the run and its bundle; a refused connection
// and an unknown host key fail with ssh's message and the fingerprint while the last results stay;
// Cancel ends a long run; and a Slurm target through a fake Slurm on the login node (salloc, squeue,
// srun and scancel scripts on sshd's PATH) shows PENDING with Slurm's reason while salloc waits, keeps
// one allocation for two runs, shows its state in the status bar (RUNNING, PENDING), and gives it back on the idle
// timeout, on Cancel and when the window closes.
#include "app/analysiscontroller.h"
#include "app/batchcontroller.h"
#include "app/hostkeydialog.h"
#include "app/mainwindow.h"
#include "app/runcontroller.h"
#include "app/session/remoterun.h"
#include "app/session/session.h"
#include "app/session/slurmallocation.h"
#include "app/session/targetsmodel.h"
#include "app/targetcontroller.h"
#include "apptesthelpers.h"
#include "core/remote/remoteworker.h"
#include "tests/core/remote/localsshd.h"
#include "widgets/heatmapview.h"
#include "widgets/runresultspane.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace warpscope;
namespace fs = std::filesystem;

namespace {

const QString kCli = QStringLiteral(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli");

struct Outcome {
    bool shown = false;
    QString title;
    QString details;
    QPointer<app::HostKeyDialog> hostKey; ///< the dialog of a host key ssh did not accept
};

/// Presses Run and waits for the result or the failure.
Outcome runAndWait(app::MainWindow& window, int limitMs = 120000)
{
    app::RunController* rc = window.runController();
    QSignalSpy shown(rc, &app::RunController::runShown);
    QSignalSpy failed(rc, &app::RunController::failed);
    QSignalSpy hostKey(rc->targets(), &app::TargetController::hostKeyDialogShown);
    window.findChild<QAction*>("runAction")->trigger();
    for (int waited = 0; waited < limitMs && shown.isEmpty() && failed.isEmpty() && hostKey.isEmpty(); waited += 50)
        QTest::qWait(50);
    Outcome o;
    o.shown = !shown.isEmpty();
    if (!hostKey.isEmpty()) {
        o.hostKey = hostKey.first().at(0).value<app::HostKeyDialog*>();
        o.title = o.hostKey->windowTitle();
        o.details = o.hostKey->findChild<QLabel*>("hostKeyMessage")->text() + "\n"
            + o.hostKey->findChild<QLabel*>("hostKeyAdvice")->text();
    } else if (!failed.isEmpty()) {
        o.title = failed.first().at(0).toString();
        o.details = failed.first().at(1).toString();
    } else if (!o.shown) {
        o.title = QStringLiteral("no result within the time limit");
    }
    return o;
}

/// With WARPSCOPE_SNAP_DIR set (under Xvfb, QT_QPA_PLATFORM=xcb), the whole screen, dialogs
/// included, is saved there as NAME-WIDTH.png: the docs' screenshots come from these steps.
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

class TestRemoteRun : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir {"/tmp/wsrgui-XXXXXX"}; // short: ssh's control socket path has a length limit
    QTemporaryDir m_task;
    wstest::LocalSshd m_sshd;
    std::string m_targets;

    std::string path(const std::string& name) const { return m_dir.path().toStdString() + "/" + name; }

    void writeTargets(const std::string& text) { std::ofstream(m_targets) << text; }

    std::string targetLines(const std::string& name, const std::string& url, const std::string& extra = {}) const
    {
        return "[target." + name + "]\nurl = \"" + url + "\"\nremote_cli = \"" + kCli.toStdString() + "\"\n" + extra
            + "\n";
    }

    std::string sshUrl() const { return "ssh://127.0.0.1:" + std::to_string(m_sshd.port()); }

    std::string slurmLog(const char* name) const
    {
        std::ifstream in(path("slurm/" + std::string(name)));
        return std::string(std::istreambuf_iterator<char>(in), {});
    }

    /// A window with the task open and the chooser on the target.
    void open(app::MainWindow& window, const QString& target, const QString& params)
    {
        if (!qEnvironmentVariable("WARPSCOPE_SNAP_DIR").isEmpty())
            window.setGeometry(QGuiApplication::primaryScreen()->availableGeometry());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(m_task.path()));
        window.runController()->targets()->model()->reload();
        window.runController()->setRunOptions("target:" + target, 1, params);
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
        // a fake Slurm on the login node: salloc grants job 4242, squeue reads a state file, srun
        // runs its command (recording its options), scancel records the job and ends it
        const std::string s = path("slurm");
        // salloc waits while the file "queue" exists (squeue then reads the state file: PENDING)
        writeScript(s + "/salloc",
            "echo \"$@\" >> " + s + "/salloc.log\nrm -f " + s + "/cancelled\nwhile [ -e " + s
                + "/queue ]; do sleep 0.1; done\necho 'salloc: Granted job allocation 4242' >&2\n");
        writeScript(s + "/squeue",
            "echo \"$@\" >> " + s + "/squeue.log\n[ -e " + s + "/cancelled ] && exit 0\n[ -e " + s + "/state ] && cat "
                + s + "/state || echo 'RUNNING|None|fakenode|9:31'\n");
        writeScript(s + "/srun",
            "echo \"$@\" >> " + s
                + "/srun.log\nwhile [ $# -gt 0 ] && [ \"$1\" != -- ]; do shift; done\nshift\nexec \"$@\"\n");
        // sbatch starts the job's script at once in the background and answers with job 4343
        writeScript(s + "/sbatch",
            "echo \"$@\" >> " + s
                + "/sbatch.log\nfor a; do last=$a; done\nsh \"$last\" >/dev/null 2>&1 &\necho 4343\n");
        writeScript(s + "/scancel", "echo \"$@\" >> " + s + "/scancel.log\ntouch " + s + "/cancelled\n");
        const std::string error = m_sshd.start(m_dir.path().toStdString(),
            "TMPDIR=" + path("remote-tmp") + " PATH=" + s + ":/usr/local/bin:/usr/bin:/bin");
        QVERIFY2(error.empty(), error.c_str());
        qputenv("WARPSCOPE_SSH_CONFIG", QByteArray::fromStdString(path("known_hosts.config")));
        qputenv("WARPSCOPE_SSH_CONTROL_DIR", QByteArray::fromStdString(path("ctl")));
        m_targets = path("targets.toml");
        qputenv("WARPSCOPE_TARGETS", QByteArray::fromStdString(m_targets));
        writeTargets(targetLines("box", sshUrl())
            + targetLines("closed", "ssh://127.0.0.1:" + std::to_string(wstest::freePort()))
            + targetLines("stranger", sshUrl(), "ssh_config = \"" + path("known_hosts_empty.config") + "\"\n")
            + targetLines("impostor", sshUrl(), "ssh_config = \"" + path("known_hosts_changed.config") + "\"\n")
            + targetLines("cluster", "slurm:" + sshUrl() + " --partition=debug --gres=gpu:1 --time=5"));
    }

    void cleanupTestCase()
    {
        if (m_sshd.pid() > 0) {
            auto t = core::parseTargetUrl(sshUrl());
            core::closeSshConnection(*t);
        }
        m_sshd.stop();
    }

    void runOnSshTarget()
    {
        session::Session session;
        app::MainWindow window(&session);
        open(window, "box", "N=1000");
        QVERIFY(window.findChild<QComboBox*>("runBackend")->currentText().contains("box (ssh)"));
        const Outcome o = runAndWait(window);
        QVERIFY2(o.shown, qPrintable(o.title + ": " + o.details));
        app::RunController* rc = window.runController();
        const session::RunResultPtr run = rc->currentRun();
        QVERIFY(run->passed);
        QCOMPARE(run->backend, std::string("emulator"));
        QVERIFY(rc->resultsPane()->verdictText().contains("PASSED"));
        QVERIFY2(
            rc->resultsPane()->verdictText().contains("of box (host "), qPrintable(rc->resultsPane()->verdictText()));
        // where it ran is recorded in the run and in its bundle
        QCOMPARE(run->environment["target"].value("name", std::string()), std::string("box"));
        QCOMPARE(run->environment["target"].value("kind", std::string()), std::string("ssh"));
        QVERIFY(!run->environment["target"].value("remote_host", std::string()).empty());
        QFile result(rc->currentBundle() + "/result.json");
        QVERIFY(result.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(result.readAll()).object();
        QCOMPARE(doc.value("target").toObject().value("url").toString(), QString::fromStdString(sshUrl()));
        // the tensors came back: the heatmap has the output to draw
        QVERIFY2(rc->heatmap()->emptyReason().isEmpty(), qPrintable(rc->heatmap()->emptyReason()));
        QVERIFY(!rc->isRunning());
        // the far side's job folder is gone
        QVERIFY(QDir(QString::fromStdString(path("remote-tmp"))).isEmpty());

        // a refused connection: ssh's reason and what to do; the last results stay on screen
        window.runController()->setRunOptions("target:closed", 1, "N=1000");
        const Outcome refused = runAndWait(window);
        QVERIFY(!refused.shown);
        QVERIFY2(refused.details.contains("connection refused") && refused.details.contains("sshd runs there"),
            qPrintable(refused.details));
        QCOMPARE(rc->currentRun(), run);
        QVERIFY(!rc->isRunning());

        // an unknown host key is never accepted silently: a dialog shows the fingerprint, and the
        // last results stay (the shared connection of "box" is closed first: it would serve the same
        // host and port)
        core::closeSshConnection(*core::parseTargetUrl(sshUrl()));
        window.runController()->setRunOptions("target:stranger", 1, "N=1000");
        const Outcome stranger = runAndWait(window);
        QVERIFY(!stranger.shown);
        QVERIFY(stranger.hostKey);
        QCOMPARE(stranger.title, QString("The server's host key was not accepted"));
        QVERIFY2(stranger.details.contains("is not known") && stranger.details.contains("SHA256:"),
            qPrintable(stranger.details));
        QCOMPARE(rc->currentRun(), run);
        QCOMPARE(QFile(QString::fromStdString(path("known_hosts_empty"))).size(), 0);
        snap("remote-hostkey-accept");
        // the user compared the fingerprint and accepts it: the key is added and the run goes again
        QPushButton* accept = stranger.hostKey->acceptButton();
        QVERIFY(accept && accept->isEnabled());
        QSignalSpy again(rc, &app::RunController::runShown);
        accept->click();
        QVERIFY2(again.wait(60000), "no run after the key was accepted");
        QVERIFY(rc->currentRun()->passed);
        QVERIFY(QFile(QString::fromStdString(path("known_hosts_empty"))).size() > 0);
        QVERIFY(!stranger.hostKey); // closed

        // a CHANGED key cannot be accepted from the dialog: it says how to remove the old line
        core::closeSshConnection(*core::parseTargetUrl(sshUrl()));
        window.runController()->setRunOptions("target:impostor", 1, "N=1000");
        const Outcome impostor = runAndWait(window);
        QVERIFY(impostor.hostKey);
        QVERIFY2(impostor.details.contains("has CHANGED") && impostor.details.contains("ssh-keygen -R"),
            qPrintable(impostor.details));
        QVERIFY(!impostor.hostKey->acceptButton());
        snap("remote-hostkey-changed");
        impostor.hostKey->reject();
    }

    void cancelEndsALongRun()
    {
        session::Session session;
        app::MainWindow window(&session);
        open(window, "box", "N=16000000");
        app::RunController* rc = window.runController();
        QSignalSpy failed(rc, &app::RunController::failed);
        QSignalSpy progress(rc->targets(), &app::TargetController::progress);
        window.findChild<QAction*>("runAction")->trigger();
        QVERIFY(rc->isRunning());
        // the GUI stays live while it runs: progress arrives from the far side
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 60000);
        window.findChild<QAction*>("cancelRunAction")->trigger();
        // the far worker is asked to stop and answers with what it did: a partial result, shown as
        // "STOPPED (cancelled)", not an error dialog
        QTRY_VERIFY_WITH_TIMEOUT(!rc->isRunning(), 30000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
        QVERIFY(rc->currentRun());
        QCOMPARE(QString::fromStdString(rc->currentRun()->stop().reason), QString("cancelled"));
        QVERIFY(rc->currentRun()->seeds.at(0).partial);
    }

    void slurmKeepsOneAllocation()
    {
        session::Session session;
        auto window = std::make_unique<app::MainWindow>(&session);
        open(*window, "cluster", "N=1000");
        app::TargetController* targets = window->runController()->targets();
        session::SlurmAllocation* slurm = targets->slurm();
        slurm->setPollIntervalMs(200);
        auto* label = window->findChild<QLabel*>("slurmState");
        // while salloc waits in the queue, squeue (by the request's job name) gives Slurm's reason
        std::ofstream(path("slurm/queue")) << "";
        std::ofstream(path("slurm/state")) << "PENDING|Priority||30:00\n";
        QSignalSpy shown(window->runController(), &app::RunController::runShown);
        window->findChild<QAction*>("runAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(
            label->text().startsWith("Slurm: PENDING (Priority) in the queue of 127.0.0.1"), 10000);
        QCOMPARE(slurm->state(), session::SlurmAllocation::State::Requesting);
        QVERIFY2(slurmLog("squeue.log").find("--name=warpscope-") != std::string::npos, slurmLog("squeue.log").c_str());
        fs::remove(path("slurm/state"));
        fs::remove(path("slurm/queue"));
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000);
        QVERIFY2(
            slurmLog("salloc.log").find("--job-name=warpscope-") != std::string::npos, slurmLog("salloc.log").c_str());
        Outcome o;
        QCOMPARE(slurm->jobId(), QString("4242"));
        QVERIFY(window->runController()->currentRun()->passed);
        QCOMPARE(window->runController()->currentRun()->environment["target"].value("slurm_job", std::string()),
            std::string("4242"));
        QTRY_COMPARE_WITH_TIMEOUT(label->text(), QString("Slurm job 4242: RUNNING on fakenode, 9:31 left"), 10000);
        // the run was a step of the allocation; salloc had the target's options
        QVERIFY2(slurmLog("srun.log").find("--jobid=4242") != std::string::npos, slurmLog("srun.log").c_str());
        QVERIFY(slurmLog("salloc.log").find("--no-shell") != std::string::npos);
        QVERIFY(slurmLog("salloc.log").find("--partition=debug --gres=gpu:1 --time=5") != std::string::npos);
        // a second run reuses it: no second salloc
        o = runAndWait(*window);
        QVERIFY2(o.shown, qPrintable(o.title + ": " + o.details));
        const std::string salloc = slurmLog("salloc.log");
        QCOMPARE(std::count(salloc.begin(), salloc.end(), '\n'), 1L);
        // Slurm's reason while pending is shown
        std::ofstream(path("slurm/state")) << "PENDING|Resources||5:00\n";
        QTRY_COMPARE_WITH_TIMEOUT(label->text(), QString("Slurm job 4242: PENDING (Resources)"), 10000);
        fs::remove(path("slurm/state"));
        // the idle timeout gives it back
        QSignalSpy ended(slurm, &session::SlurmAllocation::ended);
        slurm->setIdleTimeoutMs(300);
        slurm->touch();
        QTRY_VERIFY_WITH_TIMEOUT(!ended.isEmpty(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(slurmLog("scancel.log").find("4242") != std::string::npos, 10000);
        QCOMPARE(slurm->state(), session::SlurmAllocation::State::None);
        QVERIFY(label->isHidden());
        // the next run asks again; Cancel of a run on it is scancel
        fs::remove(path("slurm/scancel.log"));
        slurm->setIdleTimeoutMs(600000);
        window->runController()->setRunOptions("target:cluster", 1, "N=16000000");
        QSignalSpy progress(targets, &app::TargetController::progress);
        QSignalSpy failed(window->runController(), &app::RunController::failed);
        window->findChild<QAction*>("runAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 60000);
        QCOMPARE(slurm->state(), session::SlurmAllocation::State::Held);
        window->findChild<QAction*>("cancelRunAction")->trigger();
        // the far worker answers with its partial result, then scancel gives the allocation back (not
        // before: on a real cluster scancel ends the step and the far worker with it)
        QTRY_VERIFY_WITH_TIMEOUT(!window->runController()->isRunning(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(slurmLog("scancel.log").find("4242") != std::string::npos, 10000);
        QCOMPARE(slurm->state(), session::SlurmAllocation::State::None);
        // and closing the window gives a held allocation back
        fs::remove(path("slurm/scancel.log"));
        window->runController()->setRunOptions("target:cluster", 1, "N=1000");
        o = runAndWait(*window);
        QVERIFY2(o.shown, qPrintable(o.title + ": " + o.details));
        QCOMPARE(slurm->state(), session::SlurmAllocation::State::Held);
        window.reset();
        QVERIFY2(slurmLog("scancel.log").find("4242") != std::string::npos, "not released on exit");
    }
    void batchJobSubmittedThenFetched()
    {
        fs::remove(path("slurm/cancelled")); // the fake squeue says RUNNING until the job left its exit code
        fs::remove(path("slurm/state"));
        session::Session session;
        app::MainWindow window(&session);
        open(window, "cluster", "N=1000");
        auto* batch = window.findChild<app::BatchController*>();
        QVERIFY(batch);
        QSignalSpy updated(batch, &app::BatchController::jobUpdated);
        QSignalSpy failed(batch, &app::BatchController::failed);
        batch->submitAction()->trigger();
        QVERIFY2(updated.wait(60000), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
        QCOMPARE(updated.first().at(0).toString(), QString("4343"));
        QVERIFY2(batch->stateText().contains("Slurm batch job 4343"), qPrintable(batch->stateText()));
        snap("slurm-batch-submitted");
        QVERIFY2(slurmLog("sbatch.log").find("--partition=debug") != std::string::npos, slurmLog("sbatch.log").c_str());
        // the review (here: the cache) keeps the job, with its target and what was submitted
        auto jobs = core::readBatchJobs(core::batchJobsFile(batch->recordFolder().toStdString()));
        QVERIFY(jobs.ok() && !jobs->empty());
        QCOMPARE(QString::fromStdString(jobs->back().target), QString("cluster"));
        // fetched until it completed: the results are shown as a run's are
        QSignalSpy shown(window.runController(), &app::RunController::runShown);
        for (int i = 0; i < 40 && shown.isEmpty(); ++i) {
            updated.clear();
            batch->fetchAction()->trigger();
            QVERIFY(updated.wait(60000));
            if (updated.first().at(1).toString() != "COMPLETED")
                QTest::qWait(250);
        }
        QVERIFY2(!shown.isEmpty(), qPrintable(batch->stateText()));
        QVERIFY(window.runController()->currentRun()->passed);
        QCOMPARE(batch->stateText(), QString("Slurm batch job 4343: COMPLETED"));
        snap("slurm-batch-fetched");
        jobs = core::readBatchJobs(core::batchJobsFile(batch->recordFolder().toStdString()));
        QCOMPARE(QString::fromStdString(jobs->back().state), QString("COMPLETED"));
    }
    void profileOnSshTarget()
    {
        session::Session session;
        app::MainWindow window(&session);
        open(window, "box", "N=1000");
        auto* analysis = window.findChild<app::AnalysisController*>();
        QVERIFY(analysis);
        QSignalSpy done(analysis, &app::AnalysisController::profileDone);
        QSignalSpy profiled(analysis, &app::AnalysisController::profiledRun);
        const QStringList farBefore
            = QDir(QString::fromStdString(path("remote-tmp"))).entryList(QDir::NoDotAndDotDot | QDir::AllEntries);
        analysis->profileAction()->trigger();
        QVERIFY(done.wait(120000));
        QCOMPARE(done.first().at(0).toBool(), true);
        QVERIFY(!profiled.isEmpty());
        // the far worker profiled it: the bundle it sent back records the target
        QFile result(profiled.first().at(1).toString() + "/result.json");
        QVERIFY(result.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(result.readAll()).object();
        QCOMPARE(doc.value("target").toObject().value("name").toString(), QString("box"));
        QVERIFY(!doc.value("metrics").toObject().isEmpty());
        // the far side cleans up: its job folder and temporary files go once its work ends (the
        // compile that Profile starts beside the run may still be disassembling when the profile
        // arrives, and a cancelled run's of an earlier case may still be going)
        const auto farLeftovers = [&] {
            QStringList left;
            for (const QString& e :
                QDir(QString::fromStdString(path("remote-tmp"))).entryList(QDir::NoDotAndDotDot | QDir::AllEntries))
                if (!farBefore.contains(e))
                    left << e;
            return left;
        };
        QTRY_VERIFY2_WITH_TIMEOUT(farLeftovers().isEmpty(), qPrintable(farLeftovers().join(", ")), 60000);
    }
};

QTEST_MAIN(TestRemoteRun)
#include "tst_remoterun.moc"
