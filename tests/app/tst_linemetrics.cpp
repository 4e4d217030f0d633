// The numbers behind the metric margins and the pinned findings, computed from canned reports.
#include "app/findingpins.h"
#include "app/linemetrics.h"

#include <QTest>

using namespace warpscope;
using app::LineMetric;

namespace {

core::analysis::InstructionCounters counters(std::uint64_t executed, std::uint64_t lanes, std::uint64_t sectors,
    std::uint64_t ideal, std::uint64_t divergent = 0)
{
    core::analysis::InstructionCounters c;
    c.instExecuted = executed;
    c.threadInstExecuted = lanes;
    c.globalRequests = sectors ? executed : 0;
    c.globalSectors = sectors;
    c.globalSectorsIdeal = ideal;
    c.divergentBranches = divergent;
    return c;
}

core::analysis::AnalysisReport report()
{
    core::analysis::AnalysisReport r;
    r.kernel = "k";
    r.lines = {{0, counters(50, 1600, 0, 0)}, {7, counters(100, 3200, 3200, 400)}, {8, counters(100, 3200, 400, 400)},
        {9, counters(10, 160, 1400, 0, 4)}, {12, counters(0, 0, 0, 0)}};
    r.instructions = {{0, 30, 7, "ld.global.f32", counters(100, 3200, 400, 400)},
        {1, 31, 7, "st.global.f32", counters(100, 3200, 2800, 0)}, {2, 31, 7, "st.global.f32", counters(1, 32, 0, 0)},
        {3, 0, 0, "ret", counters(9, 288, 0, 0)}, {4, 40, 0, "mov.u32", counters(50, 1600, 0, 0)}};
    return r;
}

} // namespace

class TestLineMetrics : public QObject {
    Q_OBJECT
private slots:
    void excessSectorsPerSourceLine()
    {
        const auto cells = app::sourceLineCells(report(), LineMetric::ExcessSectors);
        // line 0 (no .loc) and line 12 (never executed) are left out
        QCOMPARE(cells.keys(), QList<int>({7, 8, 9}));
        QCOMPARE(cells[7].text, QString("2.80k"));
        QCOMPARE(cells[7].intensity, 1.0); // the hottest line
        QCOMPARE(cells[8].text, QString("0"));
        QCOMPARE(cells[8].intensity, 0.0);
        QCOMPARE(cells[9].text, QString("1.40k"));
        QCOMPARE(cells[9].intensity, 0.5);
        QVERIFY(cells[7].tooltipText().startsWith("Source line 7"));
        QVERIFY(cells[7].tooltipText().contains("L2 Theoretical Sectors Global Excessive: 2"));
        QVERIFY(cells[7].tooltipText().contains("Instructions Executed: 100"));
        QVERIFY(!cells[7].tooltipText().contains("Divergent Branches")); // zero counters are left out
    }

    void everyMetricScalesToTheHottestLine_data()
    {
        QTest::addColumn<int>("metric");
        QTest::addColumn<int>("hottest");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("line8");
        QTest::newRow("executions") << int(LineMetric::Executions) << 7 << "100" << 1.0;
        QTest::newRow("excess sectors") << int(LineMetric::ExcessSectors) << 7 << "2.80k" << 0.0;
        QTest::newRow("excess wavefronts") << int(LineMetric::ExcessWavefronts) << 7 << "0" << 0.0;
        QTest::newRow("divergent") << int(LineMetric::DivergentBranches) << 9 << "4" << 0.0;
        // 16 of 32 lanes busy on line 9: the idle half is its heat; full lines are cold
        QTest::newRow("lane efficiency") << int(LineMetric::LaneEfficiency) << 9 << "50%" << 0.0;
    }

    void everyMetricScalesToTheHottestLine()
    {
        QFETCH(int, metric);
        QFETCH(int, hottest);
        QFETCH(QString, text);
        QFETCH(double, line8);
        const auto cells = app::sourceLineCells(report(), static_cast<LineMetric>(metric));
        QCOMPARE(cells[hottest].text, text);
        const bool allZero = metric == int(LineMetric::ExcessWavefronts);
        QCOMPARE(cells[hottest].intensity, allZero ? 0.0 : 1.0);
        QCOMPARE(cells[8].intensity, line8);
        for (const auto& c : cells) {
            QVERIFY(c.intensity >= 0.0 && c.intensity <= 1.0);
            QVERIFY(!app::lineMetricTitle(static_cast<LineMetric>(metric)).isEmpty());
        }
    }

    void ptxLinesSumTheirInstructions()
    {
        const auto cells = app::ptxLineCells(report(), LineMetric::Executions);
        // PTX line 0 is left out; line 40 has no source line but a PTX line of its own
        QCOMPARE(cells.keys(), QList<int>({30, 31, 40}));
        QCOMPARE(cells[31].text, QString("101"));
        QCOMPARE(cells[31].intensity, 1.0);
        QCOMPARE(cells[30].intensity, 100.0 / 101.0);
        QVERIFY(cells[31].tooltipText().startsWith("PTX line 31"));
    }

    void emptyReportHasNoCells()
    {
        const core::analysis::AnalysisReport empty;
        for (int m = 0; m < app::kLineMetricCount; ++m) {
            QVERIFY(app::sourceLineCells(empty, static_cast<LineMetric>(m)).isEmpty());
            QVERIFY(app::ptxLineCells(empty, static_cast<LineMetric>(m)).isEmpty());
        }
    }

    void numbersFitANarrowCell_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("0") << 0.0 << "0";
        QTest::newRow("999") << 999.0 << "999";
        QTest::newRow("1000") << 1000.0 << "1.00k";
        QTest::newRow("12345") << 12345.0 << "12.3k";
        QTest::newRow("999999") << 999999.0 << "1000k";
        QTest::newRow("4.1M") << 4100000.0 << "4.10M";
        QTest::newRow("tera") << 7.0e15 << "7000T";
    }

    void numbersFitANarrowCell()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(app::lineMetricText(value, LineMetric::Executions), text);
    }

    void findingsArePinnedPerLineOnce()
    {
        core::Finding race;
        race.kind = core::Finding::Kind::Race;
        race.sourceLine = 10;
        race.otherSourceLine = 8;
        race.thread = {3, 0, 0};
        race.otherThread = {252, 0, 0};
        race.message = "read-after-write hazard on shared variable 'buf' (byte 12) between this thread and thread "
                       "(252, 0, 0) in kernel 'k', block (0, 0, 0), thread (3, 0, 0). Put a __syncthreads() here.";
        race.count = 3;
        core::Finding inBlock1 = race;
        inBlock1.block = {1, 0, 0};
        core::Finding unknownLine = race;
        unknownLine.sourceLine = 0;
        core::Finding uninit;
        uninit.kind = core::Finding::Kind::Uninitialized;
        uninit.sourceLine = 10;
        uninit.message = "read of shared memory never written";

        const auto pins = app::findingPins({race, race, inBlock1, unknownLine, uninit});
        QCOMPARE(pins.keys(), QList<int>({10}));
        QCOMPARE(pins[10].size(), 3); // the duplicate is shown once
        const QString first = pins[10].first();
        QVERIFY2(first.startsWith("race with line 8: block (0, 0, 0), thread (3, 0, 0) vs thread (252, 0, 0)"),
            qPrintable(first));
        QVERIFY(first.contains("read-after-write hazard on shared variable 'buf'"));
        QVERIFY(!first.contains("in kernel")); // the row says where already
        QVERIFY(first.contains("3 occurrence"));
        QVERIFY(pins[10][1].contains("block (1, 0, 0)"));
        QVERIFY(pins[10][2].startsWith("uninitialized: block (0, 0, 0), thread (0, 0, 0) — read of shared"));
        QVERIFY(app::findingPins({}).isEmpty());
    }

    /// A pinned baseline's change beside a line's cell; "(new)" for a line without a counterpart.
    void baselineChangeBesideTheCell()
    {
        QMap<int, widgets::LineMetricCell> cells;
        cells[4].text = QStringLiteral("0");
        cells[9].text = QStringLiteral("1.12k");
        cells[6].text = QStringLiteral("3");
        core::LineDelta same, worse, added;
        same.line = 4;
        same.baselineLine = 4;
        worse.line = 9;
        worse.baselineLine = 6;
        worse.current.globalSectors = 1152;
        worse.current.globalSectorsIdeal = 32;
        added.line = 6;
        const auto out
            = app::withBaseline(cells, {same, worse, added}, app::LineMetric::ExcessSectors, QStringLiteral("copy"));
        QCOMPARE(out[4].text, QStringLiteral("0 (0)"));
        QCOMPARE(out[9].text, QStringLiteral("1.12k (+1.12k)"));
        QVERIFY(out[9].tooltipText().contains("copy, line 6: 0"));
        QVERIFY(out[6].text.endsWith("(new)"));
    }
};

QTEST_MAIN(TestLineMetrics)
#include "tst_linemetrics.moc"
