// A cancelled run of several implementations, a sweep or --schedules is a partial result as a single
// run is (issue 21): what finished is kept, the run that was stopped says how far it got, the ones
// after it are listed as not run, and the CLI prints and writes it all with exit code 130.
#include "core/pipeline/impljson.h"
#include "core/pipeline/implrun.h"
#include "core/pipeline/runner.h"
#include "core/pipeline/schedulerun.h"
#include "fakebackend.h"
#include "runfixtures.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <csignal>

using namespace warpscope::core;

namespace {

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

/// A vector add that writes every element, and one whose launch is cancelled after a quarter of its CTAs.
void addAll(const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult&)
{
    for (int i = 0; i < FakeBackend::intArg(r, 3); ++i)
        FakeBackend::floats(r, bufs, 2)[i] = FakeBackend::floats(r, bufs, 0)[i] + FakeBackend::floats(r, bufs, 1)[i];
}

FakeBackend::Kernel cancelledAdd(std::atomic<bool>& cancel)
{
    return [&cancel](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult& lr) {
        for (int i = 0; i < 32; ++i)
            FakeBackend::floats(r, bufs, 2)[i]
                = FakeBackend::floats(r, bufs, 0)[i] + FakeBackend::floats(r, bufs, 1)[i];
        r.control.progress(1, 4);
        cancel = true;
        lr.completed = false;
        Finding f;
        f.kind = Finding::Kind::Cancelled;
        f.message = "the launch stopped: the run was cancelled";
        lr.findings.push_back(f);
    };
}

/// The huge-grid fixture copied into dir with `extra` appended to its task.toml (a [sweep], or
/// implementations in place of its [kernel]/[launch]).
QString hugeGridWith(const QTemporaryDir& dir, const QByteArray& toml)
{
    const QString src = QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/huge_grid/");
    QFile::copy(src + "k.cu", dir.filePath("k.cu"));
    QFile f(dir.filePath("task.toml"));
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(toml);
    return dir.path();
}

const QByteArray kHugeBuffers = R"toml(
[params]
ROWS = 256

[[buffer]]
name = "x"
dtype = "f32"
shape = ["ROWS", 32]
role = "input"
init = "uniform(-1, 1)"

[[buffer]]
name = "y"
dtype = "f32"
shape = ["ROWS", 32]
role = "output"

[reference]
kind = "builtin"
op = "elementwise"
expr = "2 * x"
inputs = ["x"]
outputs = ["y"]

[seeds]
count = 1
base = 7
)toml";

struct CliRun {
    int exitCode = -1;
    QByteArray err;
    QJsonObject json;
};

/// warpscope-cli run with args, SIGINT once `after` ms have passed since `started` appeared on stderr.
CliRun interruptCli(const QStringList& args, const QByteArray& started, int after)
{
    CliRun out;
    QProcess p;
    p.setWorkingDirectory(WARPSCOPE_SOURCE_DIR);
    p.start(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli", args);
    if (!p.waitForStarted())
        return out;
    QElapsedTimer clock;
    clock.start();
    while (!out.err.contains(started) && clock.elapsed() < 120000 && p.state() == QProcess::Running) {
        p.waitForReadyRead(200);
        out.err += p.readAllStandardError();
    }
    QTest::qWait(after);
    ::kill(static_cast<pid_t>(p.processId()), SIGINT);
    p.waitForFinished(120000);
    out.err += p.readAllStandardError();
    out.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    out.json = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    return out;
}

bool haveCli()
{
    return QFile::exists(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli");
}

} // namespace

class TestCancelMany : public QObject {
    Q_OBJECT
private slots:
    void implementationsKeepWhatFinished()
    {
        std::atomic<bool> cancel {false};
        FakeBackend b;
        b.kernels["vadd_first"] = addAll;
        b.kernels["vadd_second"] = cancelledAdd(cancel);
        b.kernels["vadd_third"] = addAll;
        RunControl c;
        c.cancel = &cancel;
        const Task task = fixture("vadd_impls");
        auto r = runImplementations(task, b, quick(), {0, 1, 2}, c);
        if (!r.ok() && r.error().code == ErrorCode::Toolchain)
            QSKIP("NVRTC is not available");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str()); // a partial result, not the Cancelled error
        QCOMPARE(r->runs.size(), std::size_t(3));
        QVERIFY(!r->passed);
        QCOMPARE(std::count(b.entries.begin(), b.entries.end(), std::string("vadd_third")), 0L); // never started
        const ImplementationRun& first = r->runs[0];
        const ImplementationRun& second = r->runs[1];
        const ImplementationRun& third = r->runs[2];
        QVERIFY(first.ran && first.run.passed);
        QVERIFY(second.ran && second.run.seeds.at(0).partial);
        QCOMPARE(QString::fromStdString(second.run.stop().reason), QString("cancelled"));
        QVERIFY(!third.ran && implementationNotRun(third));
        QCOMPARE(QString::fromStdString(implementationVerdict(first)), QString("pass"));
        QCOMPARE(QString::fromStdString(implementationVerdict(second)), QString("STOPPED"));
        QCOMPARE(QString::fromStdString(implementationVerdict(third)), QString("NOT RUN"));
        QVERIFY(r->differences.empty()); // a half-written output is not diffed with a whole one

        const ImplementationsStop stop = implementationsStop(*r);
        QVERIFY(stop.stopped);
        QCOMPARE(QString::fromStdString(stop.reason), QString("cancelled"));
        QCOMPARE(stop.finished, std::size_t(1));
        QCOMPARE(stop.asked, std::size_t(3));
        QVERIFY2(contains(stop.message, "1 of 3 implementations finished (first)"), stop.message.c_str());
        QVERIFY2(contains(stop.message, "second stopped: "), stop.message.c_str());
        QVERIFY2(contains(stop.message, "not run: third"), stop.message.c_str());
        const std::string text = summarizeImplementations(*r);
        QVERIFY2(contains(text, "STOPPED (cancelled) — partial: the comparison was cancelled"), text.c_str());
        QVERIFY2(contains(text, "result: STOPPED"), text.c_str());

        const auto j = implementationsToJson(*r);
        QCOMPARE(j["stopped"]["reason"].get<std::string>(), std::string("cancelled"));
        QCOMPARE(j["stopped"]["implementations_finished"].get<int>(), 1);
        QCOMPARE(j["implementations"][2]["verdict"].get<std::string>(), std::string("NOT RUN"));
        QVERIFY(j["implementations"][2]["not_run"].get<bool>());
        QVERIFY(j["implementations"][1]["run"]["stopped"]["seeds"][0].is_number());
        auto back = implementationsFromJson(j);
        QVERIFY(back.ok());
        QVERIFY(implementationNotRun(back->runs[2]));
        QCOMPARE(QString::fromStdString(implementationsStop(*back).message), QString::fromStdString(stop.message));
    }

    void schedulesKeepWhatFinished()
    {
        // schedule 0 runs its 3 seeds; the first seed of schedule 1 is cancelled mid-launch
        std::atomic<bool> cancel {false};
        FakeBackend b;
        int launches = 0;
        const FakeBackend::Kernel stop = cancelledAdd(cancel);
        b.kernels["vadd"] = [&](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult& lr) {
            if (++launches == 4)
                stop(r, bufs, lr);
            else
                addAll(r, bufs, lr);
        };
        RunControl c;
        c.cancel = &cancel;
        auto r = runSchedules(fixture("vadd"), b, quick(), 4, c);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(launches, 4);
        QCOMPARE(r->runs.size(), std::size_t(2));
        QVERIFY(r->runs[0].passed);
        QCOMPARE(QString::fromStdString(r->runs[1].stop().reason), QString("cancelled"));
        QCOMPARE(r->notRun.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(r->notRun[0].name()), QString::fromStdString(scheduleNumber(2).name()));
        QVERIFY(!r->passed);
        QVERIFY(r->differences.empty()); // the partial run is no evidence of a race
        QCOMPARE(QString::fromStdString(r->stopReason), QString("cancelled"));
        QVERIFY2(contains(r->stopMessage, "1 of 4 finished"), r->stopMessage.c_str());
        QVERIFY2(contains(r->stopMessage, scheduleNumber(1).name() + " stopped: "), r->stopMessage.c_str());
        QVERIFY2(contains(r->stopMessage, "not run: " + scheduleNumber(2).name() + ", " + scheduleNumber(3).name()),
            r->stopMessage.c_str());
    }

    void ctrlCStopsACliSweep()
    {
        if (!haveCli())
            QSKIP("warpscope-cli is not built");
        QTemporaryDir dir;
        const QString task = hugeGridWith(dir,
            "schema = 1\nname = \"huge-grid sweep\"\n\n[kernel]\nsource = \"k.cu\"\nentry = \"double_row\"\n\n"
            "[launch]\ngrid = [65535, 65535]\nblock = [32]\nargs = [\"x\", \"y\", \"ROWS\"]\n"
                + kHugeBuffers + "\n[sweep]\nROWS = [256, 128, 64]\n");
        const CliRun run = interruptCli({"run", task, "--sweep", "--yes", "--json", "--backend", "emu"}, "row ", 3000);
        if (run.err.contains("NVRTC"))
            QSKIP(("no usable emulator toolchain here: " + run.err).constData());
        QCOMPARE(run.exitCode, 130);
        QVERIFY2(run.err.contains("STOPPED (cancelled) — partial: the sweep was cancelled: 0 of 3 rows finished"),
            run.err.constData());
        QVERIFY2(run.err.contains("NOT RUN"), run.err.constData());
        const QJsonArray rows = run.json["sweep"].toArray();
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[0].toObject()["stopped"].toObject()["reason"].toString(), QString("cancelled"));
        QVERIFY(rows[1].toObject()["not_run"].toBool() && rows[2].toObject()["not_run"].toBool());
        QCOMPARE(run.json["stopped"].toObject()["reason"].toString(), QString("cancelled"));
        QCOMPARE(run.json["stopped"].toObject()["rows_asked"].toInt(), 3);
    }

    void ctrlCStopsCliSchedules()
    {
        if (!haveCli())
            QSKIP("warpscope-cli is not built");
        const CliRun run
            = interruptCli({"run", QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/huge_grid"),
                               "--schedules", "3", "--yes", "--json"},
                "backend: ", 3000);
        if (run.err.contains("NVRTC"))
            QSKIP(("no usable emulator toolchain here: " + run.err).constData());
        QCOMPARE(run.exitCode, 130);
        QVERIFY2(run.err.contains("STOPPED (cancelled) — partial: the schedules were cancelled: 0 of 3 finished"),
            run.err.constData());
        QVERIFY2(run.err.contains("NOT RUN"), run.err.constData());
        const QJsonObject stopped = run.json["stopped"].toObject();
        QCOMPARE(stopped["reason"].toString(), QString("cancelled"));
        QCOMPARE(stopped["not_run"].toArray().size(), 2);
    }

    void ctrlCStopsCliImplementations()
    {
        if (!haveCli())
            QSKIP("warpscope-cli is not built");
        QTemporaryDir dir;
        const QByteArray impl = "\n[[implementation]]\nname = \"NAME\"\nsource = \"k.cu\"\nentry = \"double_row\"\n"
                                "launch = { grid = [65535, 65535], block = [32], args = [\"x\", \"y\", \"ROWS\"] }\n";
        QByteArray one = impl, two = impl;
        one.replace("NAME", "one");
        two.replace("NAME", "two");
        const QString task
            = hugeGridWith(dir, "schema = 1\nname = \"huge-grid implementations\"\n" + kHugeBuffers + one + two);
        const CliRun run
            = interruptCli({"run", task, "--yes", "--json", "--backend", "emu"}, "implementation one", 3000);
        if (run.err.contains("NVRTC"))
            QSKIP(("no usable emulator toolchain here: " + run.err).constData());
        QCOMPARE(run.exitCode, 130);
        QVERIFY2(run.err.contains("STOPPED (cancelled) — partial: the comparison was cancelled: 0 of 2"),
            run.err.constData());
        const QJsonArray impls = run.json["implementations"].toArray();
        QCOMPARE(impls.size(), 2);
        QCOMPARE(impls[0].toObject()["verdict"].toString(), QString("STOPPED"));
        QCOMPARE(impls[1].toObject()["verdict"].toString(), QString("NOT RUN"));
        QCOMPARE(run.json["stopped"].toObject()["reason"].toString(), QString("cancelled"));
    }
};

QTEST_GUILESS_MAIN(TestCancelMany)
#include "tst_cancelmany.moc"
