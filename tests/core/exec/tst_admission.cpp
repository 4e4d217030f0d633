// Memory admission, sampled runs and stops as the run pipeline reports them (docs/run-and-compare.md):
// the estimate counts every copy a run keeps, the budget is the smallest of the machine's figures and
// the caps, a refusal names both numbers; a sampled run compares only what its CTAs wrote; a launch
// that stopped early is "stopped" in the result, the JSON and the summary; progress counts CTAs.
#include "core/compare/comparison.h"
#include "core/emu/emulatorbackend.h"
#include "core/exec/ctasample.h"
#include "core/pipeline/admission.h"
#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "core/task/taskloader.h"
#include "fakebackend.h"
#include "runfixtures.h"

#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>

using namespace warpscope::core;

namespace {

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

void writeFile(const std::filesystem::path& p, const std::string& text)
{
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p) << text;
}

bool hasWarning(const std::vector<CompareWarning>& ws, CompareWarning::Kind k)
{
    for (const auto& w : ws)
        if (w.kind == k)
            return true;
    return false;
}

} // namespace

class TestAdmission : public QObject {
    Q_OBJECT
private slots:
    void parseByteSize_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qulonglong>("bytes");
        QTest::newRow("bytes") << "4096" << qulonglong(4096);
        QTest::newRow("kib") << "2K" << qulonglong(2048);
        QTest::newRow("mib") << "512M" << qulonglong(512) * 1024 * 1024;
        QTest::newRow("gib fraction") << "1.5GiB" << qulonglong(3) * 512 * 1024 * 1024;
        QTest::newRow("lower case") << "8g" << qulonglong(8) * 1024 * 1024 * 1024;
        QTest::newRow("word") << "lots" << qulonglong(0);
        QTest::newRow("unit only") << "G" << qulonglong(0);
        QTest::newRow("unknown unit") << "8Q" << qulonglong(0);
        QTest::newRow("negative") << "-1G" << qulonglong(0);
    }

    void parseByteSize()
    {
        QFETCH(QString, text);
        QFETCH(qulonglong, bytes);
        auto r = warpscope::core::parseByteSize(text.toStdString(), "--memory-cap");
        if (bytes == 0) {
            QVERIFY(!r.ok());
            QCOMPARE(QString::fromStdString(r.error().field), QString("--memory-cap"));
            QVERIFY(contains(r.error().message, text.toStdString()));
        } else {
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
            QCOMPARE(qulonglong(*r), bytes);
        }
    }

    void budgetIsTheSmallestFigure_data()
    {
        QTest::addColumn<QString>("envCap");
        QTest::addColumn<qulonglong>("optionCap");
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<QString>("source");
        // MemAvailable 1000 MiB; cgroup v2 limit 800 MiB with 100 MiB used
        QTest::newRow("cgroup") << "" << qulonglong(0) << qulonglong(700) << "memory.max";
        QTest::newRow("env cap") << "300M" << qulonglong(0) << qulonglong(300) << "WARPSCOPE_MEMORY_CAP=300M";
        QTest::newRow("option cap") << "300M" << qulonglong(200) << qulonglong(200) << "--memory-cap";
        QTest::newRow("cap above the machine") << "" << qulonglong(5000) << qulonglong(700) << "memory.max";
    }

    void budgetIsTheSmallestFigure()
    {
        QFETCH(QString, envCap);
        QFETCH(qulonglong, optionCap);
        QFETCH(qulonglong, bytes);
        QFETCH(QString, source);
        QTemporaryDir dir;
        const std::filesystem::path root = dir.path().toStdString();
        writeFile(root / "proc/meminfo", "MemTotal:       4096000 kB\nMemAvailable:    1024000 kB\n");
        writeFile(root / "proc/self/cgroup", "0::/job\n");
        writeFile(root / "sys/fs/cgroup/job/memory.max", std::to_string(800ull << 20) + "\n");
        writeFile(root / "sys/fs/cgroup/job/memory.current", std::to_string(100ull << 20) + "\n");
        RunOptions o;
        o.memoryCapBytes = optionCap << 20;
        const std::string env = envCap.toStdString();
        auto b = availableMemoryAt(root.string() + "/", o, env.empty() ? nullptr : env.c_str());
        QVERIFY(b.ok());
        QCOMPARE(qulonglong(b->bytes), bytes << 20);
        QVERIFY2(contains(b->source, source.toStdString()), b->source.c_str());
    }

    void badEnvironmentCapIsNamed()
    {
        auto b = availableMemoryAt("/nonexistent/", RunOptions {}, "lots");
        QVERIFY(!b.ok());
        QCOMPARE(QString::fromStdString(b.error().field), QString(kMemoryCapEnv));
    }

    void estimateCountsEveryCopy()
    {
        // vadd N = 1000: a, b, c of 4000 bytes each, a builtin reference, 3 seeds
        const Task t = fixture("vadd");
        RunOptions o = quick();
        o.overrides["N"] = 1000;
        auto resolved = resolveTask(t, o.overrides);
        QVERIFY(resolved.ok());
        const MemoryEstimate e = estimateRunMemory(t, *resolved, o);
        QCOMPARE(e.bufferBytes, std::uint64_t(12000));
        const std::uint64_t fixed = std::uint64_t(256) << 20;
        const std::uint64_t copies = 2 * 12000; // pristine and the kernel's copy
        const std::uint64_t reference = 8 * (2000 + 1000); // inputs and output as float64
        const std::uint64_t kept = 3 * (4000 + 8000 + 16000); // output, reference, four f32 maps per seed
        QCOMPARE(e.bytes, fixed + copies + reference + kept);

        o.analyze = true;
        o.keepTensors = false;
        const MemoryEstimate analysed = estimateRunMemory(t, *resolved, o);
        QCOMPARE(analysed.bytes, fixed + copies + reference + 24 * 1000 + 4000 / 8);

        const Task k = fixture("vadd_kernelref");
        auto rk = resolveTask(k, {});
        QVERIFY(rk.ok());
        RunOptions nk = quick();
        nk.keepTensors = false;
        const MemoryEstimate withKernel = estimateRunMemory(k, *rk, nk);
        QCOMPARE(withKernel.bytes, fixed + 3 * withKernel.bufferBytes); // the reference kernel's own copy
    }

    void refusalGivesBothNumbersBeforeAnyLaunch()
    {
        FakeBackend b;
        RunOptions o = quick();
        o.memoryCapBytes = std::uint64_t(1) << 20;
        auto r = runTask(fixture("vadd"), b, o);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::BadInput);
        QCOMPARE(QString::fromStdString(r.error().field), QString("memory"));
        const std::string& m = r.error().message;
        QVERIFY2(contains(m, "needs about 256 MiB"), m.c_str());
        QVERIFY2(contains(m, "can give 1 MiB"), m.c_str());
        QVERIFY2(contains(m, "--memory-cap"), m.c_str());
        QVERIFY2(contains(m, "fewer seeds"), m.c_str());
        QVERIFY(b.entries.empty()); // refused before compiling or launching
    }

    void ctaRanges_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normalised"); // empty: an error
        QTest::newRow("ranges") << "0-99,5000"
                                << "0-99,5000";
        QTest::newRow("spaces") << " 3 - 4 , 7"
                                << "3-4,7";
        QTest::newRow("reversed") << "9-3"
                                  << "";
        QTest::newRow("empty item") << "1,,2"
                                    << "";
        QTest::newRow("word") << "first"
                              << "";
        QTest::newRow("negative") << "-4"
                                  << "";
    }

    void ctaRanges()
    {
        QFETCH(QString, text);
        QFETCH(QString, normalised);
        auto r = parseCtaRanges(text.toStdString());
        if (normalised.isEmpty()) {
            QVERIFY(!r.ok());
            QCOMPARE(QString::fromStdString(r.error().field), QString("--blocks"));
            return;
        }
        QVERIFY(r.ok());
        QCOMPARE(QString::fromStdString(ctaRangesToString(*r)), normalised);
    }

    void evenlySpread()
    {
        QCOMPARE(QString::fromStdString(ctaRangesToString(evenlySpreadCtas(4, 10))), QString("0,3,6,9"));
        QCOMPARE(QString::fromStdString(ctaRangesToString(evenlySpreadCtas(20, 10))), QString("0-9"));
        const std::uint64_t huge = 65535ull * 65535ull;
        const CtaRanges r = evenlySpreadCtas(64, huge);
        QCOMPARE(countCtas(r, huge), std::uint64_t(64));
        QCOMPARE(r.back().second, huge - 1);
    }

    void maskedComparisonIgnoresUnwrittenElements()
    {
        // 8 elements, the kernel of a sampled run wrote 0..3 (right) and 6 (wrong); 4, 5, 7 hold poison
        const float nan = std::numeric_limits<float>::quiet_NaN();
        const std::vector<float> out {1, 2, 3, 4, nan, nan, 9, nan};
        const std::vector<float> ref {1, 2, 3, 4, 5, 6, 7, 8};
        Tensor o = Tensor::zeros(DType::F32, {8});
        Tensor rf = Tensor::zeros(DType::F32, {8});
        std::memcpy(o.bytes.data(), out.data(), 32);
        std::memcpy(rf.bytes.data(), ref.data(), 32);
        const std::vector<std::uint8_t> written {1, 1, 1, 1, 0, 0, 1, 0};
        CompareOptions opts;
        opts.name = "y";
        opts.written = &written;
        ErrorMaps maps;
        auto s = compareOutput(o, rf, toleranceFor(DType::F32, nullptr), opts, &maps);
        QVERIFY(s.ok());
        QCOMPARE(s->masked, std::int64_t(3));
        QCOMPARE(s->mismatches, std::int64_t(1));
        QCOMPARE(s->worstIndex, std::vector<std::int64_t> {6});
        QVERIFY(hasWarning(s->warnings, CompareWarning::Kind::Sampled));
        QVERIFY(!hasWarning(s->warnings, CompareWarning::Kind::Unwritten));
        const auto* cat = reinterpret_cast<const float*>(maps.category.bytes.data());
        QCOMPARE(int(cat[4]), int(ElementCategory::NotCompared));
        QCOMPARE(int(cat[6]), int(ElementCategory::Fail));
    }

    void sampledRunComparesWhatItsCtasWrote()
    {
        EmulatorBackend emu;
        RunOptions o = quick();
        o.overrides["N"] = 1000; // 32 CTAs of 32 threads
        o.seedCount = 1;
        o.blockRanges = {{0, 0}, {31, 31}};
        auto r = runTask(fixture("vadd"), emu, o);
        if (!r.ok() && r.error().code == ErrorCode::Toolchain)
            QSKIP("NVRTC is not available");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(r->passed);
        QVERIFY(r->sample.has_value());
        QCOMPARE(r->sample->ctas, std::uint64_t(2));
        QCOMPARE(r->sample->gridCtas, std::uint64_t(32));
        const OutputStats& st = r->seeds[0].outputs[0].stats;
        QCOMPARE(st.masked, std::int64_t(1000 - 32 - 8)); // CTA 31 covers the last 8 elements
        QVERIFY(hasWarning(st.warnings, CompareWarning::Kind::Sampled));
        const auto j = runResultToJson(*r, false);
        QCOMPARE(j["sample"]["ctas"].get<int>(), 2);
        QVERIFY(contains(summarizeRun(*r), "SAMPLED: 2 of 32 CTAs ran"));

        o.blockRanges = {{40, 50}};
        auto none = runTask(fixture("vadd"), emu, o);
        QVERIFY(!none.ok());
        QVERIFY(contains(none.error().message, "no CTA of --blocks 40-50"));
    }

    void progressCountsCtasOverTheRun()
    {
        EmulatorBackend emu;
        RunOptions o = quick();
        o.overrides["N"] = 1000;
        o.seedCount = 2;
        std::uint64_t last = 0, total = 0;
        bool monotonic = true;
        RunControl c;
        c.progress = [&](std::uint64_t done, std::uint64_t all) {
            monotonic = monotonic && done >= last;
            last = std::max(last, done);
            total = all;
        };
        c.threads = 1; // reports arrive in order on one thread
        auto r = runTask(fixture("vadd"), emu, o, c);
        if (!r.ok() && r.error().code == ErrorCode::Toolchain)
            QSKIP("NVRTC is not available");
        QVERIFY(r.ok());
        QCOMPARE(total, std::uint64_t(64)); // 2 seeds x 32 CTAs
        QCOMPARE(last, std::uint64_t(64));
        QVERIFY(monotonic);
    }

    void largeGridIsEstimatedAndRefusedAboveTheLimit()
    {
        EmulatorBackend emu;
        RunOptions o = quick();
        o.overrides["N"] = 4097 * 32; // 4097 CTAs: timed on a sample first
        o.seedCount = 1;
        o.maxEstimatedSeconds = 1e-9;
        std::string notice;
        RunControl c;
        c.notice = [&](const std::string& line) { notice = line; };
        auto r = runTask(fixture("vadd"), emu, o, c);
        if (!r.ok() && r.error().code == ErrorCode::Toolchain)
            QSKIP("NVRTC is not available");
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().field), QString("estimate"));
        QVERIFY2(contains(r.error().message, "4097 CTAs x 1 seed(s)"), r.error().message.c_str());
        QVERIFY2(contains(r.error().message, "--sample-blocks"), r.error().message.c_str());
        QVERIFY2(contains(r.error().message, "--yes"), r.error().message.c_str());
        QVERIFY2(contains(notice, "estimate: about"), notice.c_str());

        o.maxEstimatedSeconds = 0; // --yes: the estimate is recorded, the run goes ahead
        auto ran = runTask(fixture("vadd"), emu, o, c);
        QVERIFY(ran.ok());
        QVERIFY(ran->passed);
        QVERIFY(ran->timeEstimate.has_value());
        QCOMPARE(ran->timeEstimate->ctasPerLaunch, std::uint64_t(4097));
        QVERIFY(runResultToJson(*ran, false).contains("estimate"));
    }

    void stoppedLaunchIsStoppedEverywhere()
    {
        // the launch ran out of budget after writing every element: the outputs compare equal, but
        // the seed is "stopped", never a pass
        FakeBackend b;
        b.kernels["vadd"] = [](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult& lr) {
            const int n = FakeBackend::intArg(r, 3);
            for (int i = 0; i < n; ++i)
                FakeBackend::floats(r, bufs, 2)[i]
                    = FakeBackend::floats(r, bufs, 0)[i] + FakeBackend::floats(r, bufs, 1)[i];
            lr.completed = false;
            Finding f;
            f.kind = Finding::Kind::BudgetExceeded;
            f.message = "the launch stopped: the kernel did not finish within 10 warp-instructions";
            lr.findings.push_back(f);
        };
        RunOptions o = quick();
        o.seedCount = 1;
        auto r = runTask(fixture("vadd"), b, o);
        QVERIFY(r.ok());
        QVERIFY(!r->passed);
        const SeedResult& s = r->seeds[0];
        QVERIFY(!s.completed);
        QCOMPARE(QString::fromStdString(s.stopReason), QString("budget"));
        QVERIFY(r->stop().stopped);
        const std::string text = summarizeRun(*r);
        QVERIFY2(contains(text, "STOPPED (budget)"), text.c_str());
        QVERIFY2(contains(text, "not judged (stopped)"), text.c_str());
        QVERIFY2(!contains(text, "PASSED") && !contains(text, "FAILED"), text.c_str());
        const auto j = runResultToJson(*r, false);
        QCOMPARE(j["seeds"][0]["stopped"]["reason"].get<std::string>(), std::string("budget"));
        QCOMPARE(j["stopped"]["reason"].get<std::string>(), std::string("budget"));
        auto back = runResultFromJson(j);
        QVERIFY(back.ok());
        QCOMPARE(QString::fromStdString(back->seeds[0].stopReason), QString("budget"));
        QVERIFY(contains(back->seeds[0].stopMessage, "10 warp-instructions"));
    }
};

QTEST_GUILESS_MAIN(TestAdmission)
#include "tst_admission.moc"
