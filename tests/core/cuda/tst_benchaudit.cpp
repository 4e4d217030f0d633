// The fairness audit on crafted benchmark outcomes: a clean A/B passes every line, and each unfair
// setup fails the line that describes it, for the right reason.
#include "core/cuda/benchaudit.h"

#include <QTest>

using namespace warpscope::core;

namespace {

BufferDigest buffer(const std::string& name, const std::string& role, std::uint64_t hash,
    std::vector<std::int64_t> shape = {1024, 1024}, const std::string& dtype = "f32")
{
    return {name, role, dtype, shape, std::uint64_t(shape[0] * shape[1] * 4), hash};
}

RunCheckSummary allChecked(int runs)
{
    return {runs, runs, 0, true, {}};
}

/// A fair transpose A/B on an H100-like GPU: 8 MB moved, 2.5 µs floor, kernels at 10 and 5 µs.
AuditInput clean()
{
    AuditInput in;
    in.hasBaseline = true;
    in.baselineBuffers = {buffer("in", "input", 0xAAAA), buffer("out", "output", 0x1111)};
    in.candidateBuffers = {buffer("in", "input", 0xAAAA), buffer("out", "output", 0x2222)};
    in.baselineChecks = allChecked(30);
    in.candidateChecks = allChecked(30);
    in.inputs = {{"baseline", "in", 7, 7}, {"candidate", "in", 7, 7}};
    in.syncAfterSeconds = std::vector<double>(60, 4e-6);
    in.medianKernelSeconds = 5e-6;
    RooflineInput r;
    r.bytes = 2.0 * 1024 * 1024 * 4;
    r.bandwidth = 3.35e12;
    r.source = "H100 SXM5";
    in.candidateRoofline = r;
    in.baselineRoofline = r;
    in.candidateMinSeconds = 5e-6;
    in.baselineMinSeconds = 10e-6;
    in.baselineMedianSeconds = 10.5e-6;
    return in;
}

const AuditLine& line(const std::vector<AuditLine>& lines, const QString& check)
{
    for (const auto& l : lines)
        if (QString::fromStdString(l.check) == check)
            return l;
    static AuditLine none;
    return none;
}

} // namespace

class TestBenchAudit : public QObject {
    Q_OBJECT
private slots:
    void cleanCasePassesEveryLine()
    {
        const auto lines = auditBenchmark(clean());
        QCOMPARE(lines.size(), std::size_t(5));
        for (const auto& l : lines)
            QVERIFY2(l.verdict == AuditVerdict::Pass, (l.check + ": " + l.reason).c_str());
        QVERIFY(QString::fromStdString(line(lines, "same_inputs").reason).contains("identical contents"));
        QVERIFY(QString::fromStdString(line(lines, "roofline").reason).contains("3350 GB/s"));
    }

    // Each row breaks one thing; only that line fails, and its reason names the cause.
    void failures_data()
    {
        QTest::addColumn<QString>("breakage");
        QTest::addColumn<QString>("check");
        QTest::addColumn<QString>("reason");
        QTest::newRow("different input contents") << "inputs"
                                                  << "same_inputs"
                                                  << "different contents";
        QTest::newRow("different sizes") << "sizes"
                                         << "same_inputs"
                                         << "sizes differ";
        QTest::newRow("missing buffer") << "count"
                                        << "same_inputs"
                                        << "do not solve the same problem";
        QTest::newRow("outputs checked on a separate run only") << "unchecked"
                                                                << "outputs_checked"
                                                                << "only 1 of 30 timed runs";
        QTest::newRow("a timed run was wrong") << "wrong"
                                               << "outputs_checked"
                                               << "produced wrong outputs";
        QTest::newRow("kernel wrote its input") << "input changed"
                                                << "inputs_unchanged"
                                                << "changed input 'in'";
        QTest::newRow("work escaped the stream") << "escaped"
                                                 << "nothing_outside_stream"
                                                 << "escaped the measurement";
        QTest::newRow("faster than the roofline") << "impossible"
                                                  << "roofline"
                                                  << "below the roofline floor";
    }
    void failures()
    {
        QFETCH(QString, breakage);
        QFETCH(QString, check);
        QFETCH(QString, reason);
        AuditInput in = clean();
        if (breakage == "inputs")
            in.candidateBuffers[0].hash = 0xBBBB;
        else if (breakage == "sizes")
            in.candidateBuffers[0] = buffer("in", "input", 0xAAAA, {1000, 1000});
        else if (breakage == "count")
            in.candidateBuffers.pop_back();
        else if (breakage == "unchecked")
            in.candidateChecks.checkedRuns = 1;
        else if (breakage == "wrong")
            in.candidateChecks = {30, 30, 2, true, "timed run 7: output 'out': 12 of 1048576 elements outside"};
        else if (breakage == "input changed")
            in.inputs[1].after = 8;
        else if (breakage == "escaped")
            in.syncAfterSeconds = std::vector<double>(60, 3e-3);
        else if (breakage == "impossible")
            in.candidateMinSeconds = 1e-6;
        const auto lines = auditBenchmark(in);
        for (const auto& l : lines) {
            const bool target = QString::fromStdString(l.check) == check;
            QVERIFY2((l.verdict == AuditVerdict::Fail) == target, (l.check + ": " + l.reason).c_str());
            if (target)
                QVERIFY2(QString::fromStdString(l.reason).contains(reason), l.reason.c_str());
        }
    }

    void impossibleSpeedupNamesTheAllowedMaximum()
    {
        AuditInput in = clean();
        in.candidateMinSeconds = 1e-6; // a 10x "speed-up" where the floor allows about 4.19x
        const auto lines = auditBenchmark(in);
        const auto& l = line(lines, "roofline");
        QCOMPARE(l.verdict, AuditVerdict::Fail);
        QVERIFY2(QString::fromStdString(l.reason).contains("largest speed-up the roofline allows"), l.reason.c_str());
        QVERIFY2(QString::fromStdString(l.reason).contains("4.19x"), l.reason.c_str());
    }

    void singleKernelHasNoBaselineLines()
    {
        AuditInput in = clean();
        in.hasBaseline = false;
        in.inputs.erase(in.inputs.begin());
        const auto lines = auditBenchmark(in);
        QCOMPARE(line(lines, "same_inputs").verdict, AuditVerdict::NotApplicable);
        QCOMPARE(line(lines, "outputs_checked").verdict, AuditVerdict::Pass);
        QVERIFY(!QString::fromStdString(line(lines, "outputs_checked").reason).contains("baseline"));
    }

    void consistencyOnlyWithoutReference()
    {
        AuditInput in = clean();
        in.candidateChecks.againstReference = false;
        const auto lines = auditBenchmark(in);
        const auto& l = line(lines, "outputs_checked");
        QCOMPARE(l.verdict, AuditVerdict::Pass);
        QVERIFY(QString::fromStdString(l.reason).contains("no reference"));
    }

    void rooflineFloor_data()
    {
        QTest::addColumn<double>("bytes");
        QTest::addColumn<double>("flops");
        QTest::addColumn<bool>("flushed");
        QTest::addColumn<bool>("applicable");
        QTest::addColumn<double>("seconds");
        // 1 GB at 1 TB/s = 1 ms; 1 TFLOP at 100 TFLOP/s = 10 ms.
        QTest::newRow("memory bound") << 1e9 << 0.0 << true << true << 1e-3;
        QTest::newRow("compute bound") << 1e9 << 1e12 << true << true << 10e-3;
        QTest::newRow("warm L2, fits") << 40e6 << 0.0 << false << false << 0.0;
        QTest::newRow("warm L2, partly") << 150e6 << 0.0 << false << true << 100e-6;
    }
    void rooflineFloor()
    {
        QFETCH(double, bytes);
        QFETCH(double, flops);
        QFETCH(bool, flushed);
        QFETCH(bool, applicable);
        QFETCH(double, seconds);
        RooflineInput in;
        in.bytes = bytes;
        in.flops = flops;
        in.bandwidth = 1e12;
        in.peakFlops = 100e12;
        in.l2Flushed = flushed;
        in.l2Bytes = 50e6;
        const RooflineFloor f = warpscope::core::rooflineFloor(in);
        QCOMPARE(f.applicable, applicable);
        QVERIFY2(std::abs(f.seconds - seconds) < 1e-12, f.basis.c_str());
    }

    void unknownBandwidthIsNotApplicable()
    {
        AuditInput in = clean();
        in.candidateRoofline.bandwidth = 0.0;
        in.baselineRoofline.bandwidth = 0.0;
        const auto lines = auditBenchmark(in);
        const auto& l = line(lines, "roofline");
        QCOMPARE(l.verdict, AuditVerdict::NotApplicable);
        QVERIFY(QString::fromStdString(l.reason).contains("no peak bandwidth"));
    }

    void thresholdScalesWithKernelTime()
    {
        QCOMPARE(escapedWorkThreshold(0.0), 50e-6);
        QCOMPARE(escapedWorkThreshold(1e-3), 150e-6);
        QCOMPARE(QString(auditVerdictName(AuditVerdict::NotApplicable)), QStringLiteral("n/a"));
    }
};

QTEST_GUILESS_MAIN(TestBenchAudit)
#include "tst_benchaudit.moc"
