// The supervisor's fault suite, on real worker processes: results, errors, a hang past the deadline,
// a crash, bounded restarts, superseded requests, cancel, and ordered shutdown.
#include "app/session/session.h"
#include "app/session/workersupervisor.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <cerrno>

#include <sys/resource.h>

using namespace warpscope;
using session::JobFailure;
using session::WorkerJob;
using session::WorkerSupervisor;

namespace {

struct Outcome {
    bool done = false;
    bool ok = false;
    JobFailure failure = JobFailure::Error;
    core::Error error;
    nlohmann::json payload;
};

WorkerJob job(const std::string& type, Outcome& out, int deadlineMs = 20000, const QString& tag = {},
    nlohmann::json payload = nlohmann::json::object())
{
    WorkerJob j;
    j.type = type;
    j.tag = tag;
    j.deadlineMs = deadlineMs;
    j.payload = std::move(payload);
    j.onResult = [&out](const nlohmann::json& p) {
        out.done = true;
        out.ok = true;
        out.payload = p;
    };
    j.onFailure = [&out](JobFailure f, const core::Error& e) {
        out.done = true;
        out.failure = f;
        out.error = e;
    };
    return j;
}

} // namespace

class TestWorkerSupervisor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qputenv("WARPSCOPE_WORKER_TEST_HOOKS", "1"); }

    void answersInfo()
    {
        WorkerSupervisor s;
        Outcome out;
        s.submit(job("info", out));
        QTRY_VERIFY_WITH_TIMEOUT(out.done, 20000);
        QVERIFY(out.ok);
        QVERIFY(out.payload.contains("emulator_version"));
        QCOMPARE(s.state(), WorkerSupervisor::State::Ready);
    }

    // The worker runs below the GUI's CPU priority, so a run on every core does not starve the GUI thread.
    void workerRunsAtALowerPriority()
    {
        WorkerSupervisor s;
        Outcome out;
        s.submit(job("info", out));
        QTRY_VERIFY_WITH_TIMEOUT(out.done, 20000);
        const qint64 pid = s.workerPid();
        QVERIFY(pid > 0);
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        QVERIFY(stat.open(QIODevice::ReadOnly));
        // fields after the command's closing parenthesis: state is field 3, nice field 19
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        QVERIFY(fields.size() > 16);
        const int workerNice = fields.at(16).toInt();
        errno = 0;
        const int ownNice = ::getpriority(PRIO_PROCESS, 0);
        QCOMPARE(workerNice, std::min(ownNice + 10, 19));
    }

    void reportsWorkerErrors()
    {
        WorkerSupervisor s;
        Outcome out;
        s.submit(job("no-such-request", out));
        QTRY_VERIFY_WITH_TIMEOUT(out.done, 20000);
        QVERIFY(!out.ok);
        QCOMPARE(out.failure, JobFailure::Error);
        QVERIFY(QString::fromStdString(out.error.message).contains("no-such-request"));
    }

    void badCompileAndRunRequestsSayWhatIsWrong_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QString>("expected");
        const QString vectorAdd = QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add");
        const auto doc = [](const nlohmann::json& j) { return QString::fromStdString(j.dump()); };
        QTest::newRow("compile without a task")
            << "compile" << doc(nlohmann::json::object()) << "task must name the task's folder";
        QTest::newRow("compile of a missing task")
            << "compile" << doc({{"task", "/nonexistent/t"}}) << "/nonexistent/t";
        QTest::newRow("compile of a file that holds none of the task's kernels")
            << "compile" << doc({{"task", vectorAdd.toStdString()}, {"kernel_source", "nowhere.cu"}})
            << "no kernel of the task is in nowhere.cu";
        QTest::newRow("compile option of the wrong type")
            << "compile" << doc({{"task", vectorAdd.toStdString()}, {"options", {{"arch", "x"}}}}) << "wrong type";
        QTest::newRow("run without a bundle") << "run" << doc({{"task", "/nonexistent/t"}}) << "bundle folder";
        QTest::newRow("run with too many seeds")
            << "run" << doc({{"task", vectorAdd.toStdString()}, {"bundle", "/tmp/x"}, {"seeds", 5000}})
            << "seeds must be 1 to 1000";
    }
    void badCompileAndRunRequestsSayWhatIsWrong()
    {
        QFETCH(QString, type);
        QFETCH(QString, payload);
        QFETCH(QString, expected);
        WorkerSupervisor s;
        Outcome out;
        s.submit(job(type.toStdString(), out, 60000, {}, nlohmann::json::parse(payload.toStdString())));
        QTRY_VERIFY_WITH_TIMEOUT(out.done, 60000);
        QVERIFY(!out.ok);
        QCOMPARE(out.failure, JobFailure::Error); // an answer, not a crash: the worker stays up
        QVERIFY2(QString::fromStdString(out.error.describe()).contains(expected), out.error.describe().c_str());
        QCOMPARE(s.state(), WorkerSupervisor::State::Ready);
    }

    void killsAHangAtItsDeadlineAndRecovers()
    {
        WorkerSupervisor s;
        Outcome hang, after;
        s.submit(job("hang", hang, 500));
        s.submit(job("info", after));
        QTRY_VERIFY_WITH_TIMEOUT(hang.done, 20000);
        QCOMPARE(hang.failure, JobFailure::Timeout);
        QVERIFY(QString::fromStdString(hang.error.message).contains("within 0.5 s"));
        QTRY_VERIFY_WITH_TIMEOUT(after.done, 20000);
        QVERIFY2(after.ok, "the respawned worker serves the next request");
    }

    void reportsACrashAndRecovers()
    {
        WorkerSupervisor s;
        Outcome crash, after;
        s.submit(job("crash", crash));
        s.submit(job("info", after));
        QTRY_VERIFY_WITH_TIMEOUT(crash.done, 20000);
        QCOMPARE(crash.failure, JobFailure::Crashed);
        QVERIFY(QString::fromStdString(crash.error.message).contains("crashed"));
        QTRY_VERIFY_WITH_TIMEOUT(after.done, 20000);
        QVERIFY2(after.ok, "the respawned worker serves the queued request");
    }

    void classifiesAStickyCudaExit()
    {
        WorkerSupervisor s;
        Outcome sticky;
        s.submit(job("exit", sticky, 20000, {}, {{"code", 40}, {"message", "CUDA_ERROR_ILLEGAL_ADDRESS (700)"}}));
        QTRY_VERIFY_WITH_TIMEOUT(sticky.done, 20000);
        QCOMPARE(sticky.failure, JobFailure::StickyCudaError);
        const QString msg = QString::fromStdString(sticky.error.message);
        QVERIFY2(msg.contains("sticky CUDA error") && msg.contains("700"), qPrintable(msg));
    }

    void stopsAfterTooManyRestartsAndRestartsOnRequest()
    {
        WorkerSupervisor s;
        s.setRestartPolicy(2, 60000);
        QSignalSpy states(&s, &WorkerSupervisor::stateChanged);
        for (int i = 0; i < 3; ++i) {
            Outcome hang;
            s.submit(job("hang", hang, 200));
            QTRY_VERIFY_WITH_TIMEOUT(hang.done, 20000);
            QCOMPARE(hang.failure, JobFailure::Timeout);
        }
        QTRY_COMPARE_WITH_TIMEOUT(s.state(), WorkerSupervisor::State::Stopped, 20000);
        Outcome refused;
        s.submit(job("info", refused));
        QVERIFY(refused.done);
        QCOMPARE(refused.failure, JobFailure::WorkerStopped);
        s.restart();
        Outcome after;
        s.submit(job("info", after));
        QTRY_VERIFY_WITH_TIMEOUT(after.done, 20000);
        QVERIFY(after.ok);
    }

    void newerRequestWithTheSameTagSupersedesTheOlder()
    {
        WorkerSupervisor s;
        Outcome first, second, third;
        s.submit(job("hang", first, 20000, QStringLiteral("compile"), {{"ignore_cancel", false}}));
        QTRY_COMPARE_WITH_TIMEOUT(s.state(), WorkerSupervisor::State::Busy, 20000);
        s.submit(job("info", second, 20000, QStringLiteral("compile")));
        s.submit(job("info", third, 20000, QStringLiteral("compile")));
        QVERIFY2(second.done, "a queued request is dropped at once when a newer one comes");
        QCOMPARE(second.failure, JobFailure::Superseded);
        QTRY_VERIFY_WITH_TIMEOUT(first.done, 20000);
        QCOMPARE(first.failure, JobFailure::Superseded);
        QTRY_VERIFY_WITH_TIMEOUT(third.done, 20000);
        QVERIFY(third.ok);
    }

    void cancelStopsARunningJob()
    {
        WorkerSupervisor s;
        Outcome hang;
        s.submit(job("hang", hang, 20000, QStringLiteral("run"), {{"ignore_cancel", false}}));
        QTRY_COMPARE_WITH_TIMEOUT(s.state(), WorkerSupervisor::State::Busy, 20000);
        s.cancel(QStringLiteral("run"));
        QTRY_VERIFY_WITH_TIMEOUT(hang.done, 20000);
        QCOMPARE(hang.failure, JobFailure::Cancelled);
    }

    void missingWorkerProgramStopsWithAMessage()
    {
        WorkerSupervisor s(QStringLiteral("/nonexistent/warpscope-cli"));
        QSignalSpy states(&s, &WorkerSupervisor::stateChanged);
        Outcome out;
        s.submit(job("info", out));
        QTRY_VERIFY_WITH_TIMEOUT(out.done, 20000);
        QCOMPARE(out.failure, JobFailure::WorkerStopped);
        QCOMPARE(s.state(), WorkerSupervisor::State::Stopped);
        QVERIFY(states.last().at(1).toString().contains("could not be started"));
    }

    void sessionDeliversEnvironmentAndShutsDownInOrder()
    {
        auto* session = new session::Session;
        QSignalSpy env(session, &session::Session::environmentReady);
        session->requestEnvironment();
        QTRY_COMPARE_WITH_TIMEOUT(env.count(), 1, 30000);
        const auto info = env.first().first().value<core::EnvironmentInfo>();
        QVERIFY(!info.emulatorVersion.empty());
        session->shutdown();
        QCOMPARE(session->workerState(), WorkerSupervisor::State::Ready); // last state seen before shutdown
        delete session; // a second shutdown through the destructor is harmless
    }
};

QTEST_GUILESS_MAIN(TestWorkerSupervisor)
#include "tst_workersupervisor.moc"
