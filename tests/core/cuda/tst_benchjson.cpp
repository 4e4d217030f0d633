// The bench document and table, from a synthetic result: the keys scripts read, and the lines people read.
#include "core/cuda/benchjson.h"

#include <nlohmann/json.hpp>

#include <QTest>

using namespace warpscope::core;

namespace {

BenchSideResult side(const std::string& entry, std::vector<double> seconds)
{
    BenchSideResult s;
    s.label = entry;
    s.entry = entry;
    s.seconds = seconds;
    s.eventSeconds = seconds;
    s.stats = computeStats(seconds);
    s.checks = {int(seconds.size()), int(seconds.size()), 0, true, {}};
    s.buffers = {{"in", "input", "f32", {4, 4}, 64, 0xabc}};
    return s;
}

BenchmarkResult sample()
{
    BenchmarkResult r;
    r.timer = "cupti_activity";
    r.cache = "flush_l2";
    r.l2FlushBytes = 100u << 20;
    r.warmup = 3;
    r.repeats = 4;
    r.scheme = "abba";
    r.order = "ABBAABBA";
    r.device.name = "NVIDIA H200";
    r.device.ccMajor = 9;
    r.device.smCount = 132;
    r.baseline = side("transpose_naive", {10e-6, 11e-6, 10e-6, 12e-6});
    r.candidate = side("transpose_padded", {5e-6, 5e-6, 6e-6, 5e-6});
    r.speedups = pairSpeedups(r.baseline->seconds, r.candidate.seconds);
    r.speedupStats = computeStats(r.speedups);
    r.audit = {{"same_inputs", AuditVerdict::Pass, "same"}, {"roofline", AuditVerdict::Fail, "too fast"}};
    return r;
}

} // namespace

class TestBenchJson : public QObject {
    Q_OBJECT
private slots:
    void document()
    {
        const nlohmann::json j = benchmarkToJson(sample());
        QCOMPARE(j["schema"].get<int>(), kBenchSchema);
        QCOMPARE(QString::fromStdString(j["timer"]), QStringLiteral("cupti_activity"));
        QCOMPARE(QString::fromStdString(j["cache"]), QStringLiteral("flush_l2"));
        QCOMPARE(j["candidate"]["stats"]["median"].get<double>(), 5e-6);
        QCOMPARE(j["baseline"]["stats"]["count"].get<int>(), 4);
        QCOMPARE(j["speedup"]["per_pair"].size(), std::size_t(4));
        // pairs 10/5, 11/5, 10/6, 12/5: 2.0, 2.2, 1.667, 2.4 → median (2.0 + 2.2) / 2
        QCOMPARE(j["speedup"]["median"].get<double>(), 2.1);
        QCOMPARE(QString::fromStdString(j["audit"][1]["verdict"]), QStringLiteral("fail"));
        QCOMPARE(j["audit_passed"].get<bool>(), false);
        QCOMPARE(QString::fromStdString(j["candidate"]["buffers"][0]["hash"]), QStringLiteral("0000000000000abc"));
        QCOMPARE(QString::fromStdString(j["device"]["arch"]), QStringLiteral("sm_90"));
        QVERIFY(j["candidate"]["metrics"].is_null());
    }

    void singleKernelHasNoSpeedup()
    {
        BenchmarkResult r = sample();
        r.baseline.reset();
        const nlohmann::json j = benchmarkToJson(r);
        QVERIFY(j["baseline"].is_null());
        QVERIFY(j["speedup"].is_null());
    }

    void table()
    {
        const QString t = QString::fromStdString(benchmarkTable(sample()));
        QVERIFY2(
            t.contains("NVIDIA H200 (sm_90, 132 SMs); timer: cupti_activity; L2: flushed before every run (100 MiB"),
            qPrintable(t));
        QVERIFY2(t.contains("baseline  transpose_naive"), qPrintable(t));
        QVERIFY2(t.contains("candidate transpose_padded"), qPrintable(t));
        QVERIFY2(t.contains("speed-up (baseline/candidate, per pair): median 2.100x"), qPrintable(t));
        QVERIFY2(t.contains("fail roofline"), qPrintable(t));
        QVERIFY(!auditPassed(sample().audit));
    }
};

QTEST_GUILESS_MAIN(TestBenchJson)
#include "tst_benchjson.moc"
