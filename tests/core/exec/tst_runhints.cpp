// Hints beside a failed verdict (core/pipeline/runhints.h): when a possible race is named, and when not.
#include "core/pipeline/runhints.h"

#include <QTest>

using namespace warpscope::core;

namespace {

// Two entries in one module: the first shares data without a barrier, the second has one.
const char* kPtx = R"(.version 8.0
.target sm_90
.address_size 64

.visible .entry racy(
	.param .u64 racy_param_0
)
{
	.shared .align 4 .b8 _ZZ4racyE3buf[1024];
	st.shared.f32 	[%rd9], %f1;
	ld.shared.f32 	%f2, [%rd11];
	ret;
}

.visible .entry synced(
	.param .u64 synced_param_0
)
{
	st.shared.f32 	[%rd9], %f1;
	barrier.sync 	0;
	ld.shared.f32 	%f2, [%rd11];
	ret;
}

.visible .entry global_only(
	.param .u64 global_only_param_0
)
{
	st.global.f32 	[%rd9], %f1;
	ret;
}
)";

RunResult failedRun()
{
    RunResult r;
    r.passed = false;
    SeedResult s;
    s.completed = true;
    OutputResult o;
    o.stats.mismatches = 5;
    s.outputs.push_back(o);
    r.seeds.push_back(s);
    return r;
}

} // namespace

class TestRunHints : public QObject {
    Q_OBJECT
private slots:
    void ptxSignals_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<int>("dynamicShared");
        QTest::addColumn<bool>("shared");
        QTest::addColumn<bool>("barrier");
        QTest::newRow("shared, no barrier") << "racy" << 0 << true << false;
        QTest::newRow("shared, barrier") << "synced" << 0 << true << true;
        QTest::newRow("global only") << "global_only" << 0 << false << false;
        QTest::newRow("dynamic shared given") << "global_only" << 256 << true << false;
        QTest::newRow("prefix of another name is not it") << "rac" << 0 << true << true; // whole module
    }
    void ptxSignals()
    {
        QFETCH(QString, entry);
        QFETCH(int, dynamicShared);
        QFETCH(bool, shared);
        QFETCH(bool, barrier);
        const RaceSignals s = raceSignalsFromPtx(kPtx, entry.toStdString(), std::uint64_t(dynamicShared));
        QCOMPARE(s.usesShared, shared);
        QCOMPARE(s.hasBarrier, barrier);
    }

    void hints()
    {
        const RunResult failed = failedRun();
        auto h = runHints(failed, {true, false}, false);
        QCOMPARE(h.size(), std::size_t(1));
        QCOMPARE(h[0].kind, std::string("possible_race"));
        QVERIFY(h[0].message.find("no barrier (__syncthreads)") != std::string::npos);
        h = runHints(failed, {true, true}, false);
        QCOMPARE(h.size(), std::size_t(1));
        QVERIFY(h[0].message.find("missing or misplaced barrier") != std::string::npos);
        QVERIFY(runHints(failed, {false, false}, false).empty()); // no shared memory: no shared-memory race
        QVERIFY(runHints(failed, {true, false}, true).empty()); // analysed already
        RunResult passed = failedRun();
        passed.passed = true;
        passed.seeds[0].outputs[0].stats.mismatches = 0;
        QVERIFY(runHints(passed, {true, false}, false).empty());
        RunResult stopped = failedRun();
        stopped.seeds[0].completed = false; // a fault or the budget explains it
        QVERIFY(runHints(stopped, {true, false}, false).empty());
        RunResult found = failedRun();
        Finding f;
        f.kind = Finding::Kind::Race;
        found.findings.push_back(f); // the race is already named
        QVERIFY(runHints(found, {true, false}, false).empty());
    }
};

QTEST_APPLESS_MAIN(TestRunHints)
#include "tst_runhints.moc"
