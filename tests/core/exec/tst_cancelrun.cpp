// A cancelled run is a partial result, never an error and never a pass (issue 21): the seeds that ran
// are kept, the seed whose launch was cancelled says how many CTAs finished and is compared only where
// the kernel wrote, and the result reads "stopped (cancelled)" in the summary, the JSON and back.
// The CLI's Ctrl+C (SIGINT to warpscope-cli run) ends the same way, with exit code 130.
#include "core/emu/emulatorbackend.h"
#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "core/report/reportrun.h"
#include "fakebackend.h"
#include "runfixtures.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <atomic>
#include <csignal>

using namespace warpscope::core;

namespace {

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

class TestCancelRun : public QObject {
    Q_OBJECT
private slots:
    void cancelMidLaunchKeepsWhatRan()
    {
        // the second seed's launch is cancelled after its first CTA wrote c[0..31] of 100 elements
        std::atomic<bool> cancel {false};
        FakeBackend b;
        int launches = 0;
        b.kernels["vadd"] = [&](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult& lr) {
            const int n = ++launches == 2 ? 32 : FakeBackend::intArg(r, 3);
            for (int i = 0; i < n; ++i)
                FakeBackend::floats(r, bufs, 2)[i]
                    = FakeBackend::floats(r, bufs, 0)[i] + FakeBackend::floats(r, bufs, 1)[i];
            if (launches != 2)
                return;
            r.control.progress(1, 4); // one CTA of four finished
            cancel = true;
            lr.completed = false;
            Finding f;
            f.kind = Finding::Kind::Cancelled;
            f.message = "the launch stopped: the run was cancelled";
            lr.findings.push_back(f);
        };
        RunOptions o = quick();
        RunControl c;
        c.cancel = &cancel;
        auto r = runTask(fixture("vadd"), b, o, c); // 3 seeds asked
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(launches, 2); // the third seed never started
        QCOMPARE(r->seeds.size(), std::size_t(2));
        QVERIFY(!r->passed);
        QVERIFY(r->seeds[0].passed && !r->seeds[0].partial);
        const SeedResult& s = r->seeds[1];
        QVERIFY(!s.completed && s.partial && !s.passed);
        QCOMPARE(QString::fromStdString(s.stopReason), QString("cancelled"));
        QCOMPARE(s.ctasDone, std::uint64_t(1));
        QCOMPARE(s.ctasTotal, std::uint64_t(4));
        // compared only where the kernel wrote: 32 elements, all equal; 68 not compared
        const OutputStats& st = s.outputs.at(0).stats;
        QCOMPARE(st.masked, std::int64_t(68));
        QCOMPARE(st.mismatches, std::int64_t(0));
        QCOMPARE(st.unwritten, std::int64_t(0));
        const RunResult::Stop stop = r->stop();
        QVERIFY(stop.stopped);
        QCOMPARE(QString::fromStdString(stop.reason), QString("cancelled"));

        const std::string text = summarizeRun(*r);
        QVERIFY2(contains(text, "STOPPED (cancelled)"), text.c_str());
        QVERIFY2(contains(text, "partial: 1 of 4 CTAs finished"), text.c_str());
        QVERIFY2(contains(text, "partial: 32 of 100 elements compared (written before the stop), 68 not compared"),
            text.c_str());
        QVERIFY2(contains(text, "2 of 3 seeds ran"), text.c_str());
        QVERIFY2(!contains(text, "PASSED") && !contains(text, "FAILED"), text.c_str());

        const auto j = runResultToJson(*r, false);
        QCOMPARE(j["stopped"]["reason"].get<std::string>(), std::string("cancelled"));
        QCOMPARE(j["stopped"]["seeds_run"].get<int>(), 2);
        QCOMPARE(j["stopped"]["seeds_asked"].get<int>(), 3);
        QVERIFY(j["seeds"][1]["stopped"]["partial"].get<bool>());
        QCOMPARE(j["seeds"][1]["stopped"]["ctas_done"].get<int>(), 1);
        QCOMPARE(j["seeds"][1]["outputs"][0]["counts"]["not_compared"].get<int>(), 68);
        auto back = runResultFromJson(j);
        QVERIFY(back.ok());
        QVERIFY(back->seeds[1].partial);
        QCOMPARE(back->seeds[1].ctasTotal, std::uint64_t(4));
        QCOMPARE(QString::fromStdString(back->stop().reason), QString("cancelled"));
        // the report reads the same document: the seed is partial, with its CTAs
        auto report = reportRunFromJson(j, "result.json");
        QVERIFY(report.ok());
        QVERIFY(!report->seeds[1].completed && report->seeds[1].partial);
        QCOMPARE(report->seeds[1].ctasDone, std::uint64_t(1));
        QVERIFY(report->cutReason.empty()); // a seed stopped: the seed says why
    }

    void cancelBetweenSeedsIsAStoppedRun()
    {
        // the cancel comes after the first seed's launch completed: no seed stopped, the run is cut
        std::atomic<bool> cancel {false};
        FakeBackend b;
        b.kernels["vadd"] = [&](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult&) {
            for (int i = 0; i < FakeBackend::intArg(r, 3); ++i)
                FakeBackend::floats(r, bufs, 2)[i]
                    = FakeBackend::floats(r, bufs, 0)[i] + FakeBackend::floats(r, bufs, 1)[i];
            cancel = true;
        };
        RunControl c;
        c.cancel = &cancel;
        auto r = runTask(fixture("vadd"), b, quick(), c);
        QVERIFY(r.ok());
        QCOMPARE(r->seeds.size(), std::size_t(1));
        QVERIFY(r->seeds[0].passed);
        QVERIFY(!r->passed); // the seed that ran passed, but a cancelled run is never a pass
        const RunResult::Stop stop = r->stop();
        QVERIFY(stop.stopped);
        QCOMPARE(stop.seeds, std::size_t(0));
        QVERIFY2(contains(stop.message, "1 of 3 seeds ran"), stop.message.c_str());
        const std::string text = summarizeRun(*r);
        QVERIFY2(contains(text, "STOPPED (cancelled)"), text.c_str());
        QVERIFY2(contains(text, "a partial result, not a verdict"), text.c_str());
        const auto j = runResultToJson(*r, false);
        QCOMPARE(j["stopped"]["reason"].get<std::string>(), std::string("cancelled"));
        QVERIFY(j["stopped"]["seeds"].empty());
        QCOMPARE(j["stopped"]["seeds_run"].get<int>(), 1);
        auto back = runResultFromJson(j);
        QVERIFY(back.ok());
        QVERIFY(back->stop().stopped);
        QCOMPARE(QString::fromStdString(back->cutReason), QString("cancelled"));
        auto report = reportRunFromJson(j, "result.json");
        QVERIFY(report.ok());
        QCOMPARE(QString::fromStdString(report->cutReason), QString("cancelled"));
        QVERIFY2(contains(report->cutMessage, "1 of 3 seeds ran"), report->cutMessage.c_str());
    }

    void emulatorCancelComparesTheFinishedCtas()
    {
        // the real emulator: cancelled once 40 CTAs of 2048 have finished
        EmulatorBackend emu;
        RunOptions o = quick();
        o.overrides["N"] = 2048 * 32;
        o.seedCount = 2;
        o.maxEstimatedSeconds = 0;
        std::atomic<bool> cancel {false};
        RunControl c;
        c.cancel = &cancel;
        c.threads = 1;
        c.progress = [&](std::uint64_t done, std::uint64_t) {
            if (done >= 40)
                cancel = true;
        };
        auto r = runTask(fixture("vadd"), emu, o, c);
        if (!r.ok() && r.error().code == ErrorCode::Toolchain)
            QSKIP("NVRTC is not available");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->seeds.size(), std::size_t(1));
        const SeedResult& s = r->seeds[0];
        QVERIFY(s.partial);
        QCOMPARE(QString::fromStdString(s.stopReason), QString("cancelled"));
        QVERIFY2(s.ctasDone >= 40 && s.ctasDone < 2048, std::to_string(s.ctasDone).c_str());
        QCOMPARE(s.ctasTotal, std::uint64_t(2048));
        const OutputStats& st = s.outputs.at(0).stats;
        // every element a finished CTA wrote was compared, and matched
        QVERIFY(st.elements - st.masked >= std::int64_t(s.ctasDone) * 32);
        QVERIFY(st.masked > 0);
        QCOMPARE(st.mismatches, std::int64_t(0));
        QVERIFY(!r->passed);
    }

    void ctrlCEndsTheCliRunAsStopped()
    {
        if (!QFile::exists(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli"))
            QSKIP("warpscope-cli is not built");
        // the 65535 x 65535 grid runs for a day: SIGINT once it has started its CTAs
        QProcess p;
        p.setWorkingDirectory(WARPSCOPE_SOURCE_DIR);
        p.start(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli",
            {"run", QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/huge_grid"), "--json", "--yes",
                "--backend", "emu"});
        QVERIFY(p.waitForStarted());
        QByteArray err;
        QElapsedTimer clock;
        clock.start();
        while (!err.contains("estimate: about") && clock.elapsed() < 120000 && p.state() == QProcess::Running) {
            p.waitForReadyRead(500);
            err += p.readAllStandardError();
        }
        if (err.contains("NVRTC") || p.state() != QProcess::Running)
            QSKIP(("no usable emulator toolchain here: " + err).constData());
        QTest::qWait(1500); // some CTAs of the real run finish
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(120000));
        err += p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        QVERIFY2(err.contains("STOPPED (cancelled)"), err.constData());
        QVERIFY2(err.contains("CTAs finished before the stop"), err.constData());
        const QJsonObject j = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QVERIFY(!j["passed"].toBool());
        QCOMPARE(j["stopped"].toObject()["reason"].toString(), QString("cancelled"));
        const QJsonObject seed = j["seeds"].toArray().at(0).toObject()["stopped"].toObject();
        QVERIFY(seed["partial"].toBool());
        QVERIFY(seed["ctas_done"].toDouble() > 0);
    }
};

QTEST_GUILESS_MAIN(TestCancelRun)
#include "tst_cancelrun.moc"
