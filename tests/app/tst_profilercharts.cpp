// The profiler charts fed the synthetic sample (tests/data/bench/ab_sample.json): box figures equal the
// document's statistics, one speed-up point per pair, the metric bars measured beside predicted,
// "not measured" with the reason where CUPTI gave nothing, the audit and setup lines, and export.
#include "app/benchdocument.h"
#include "widgets/profilercharts.h"
#include "widgets/rooflineplot.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QClipboard>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

namespace {

app::BenchDocument sample()
{
    QString error;
    auto doc = app::readBenchDocument(QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/data/bench/ab_sample.json"), &error);
    if (!doc)
        qFatal("%s", qPrintable(error));
    return *doc;
}

} // namespace

class TestProfilerCharts : public QObject {
    Q_OBJECT
private slots:
    void boxesMatchTheDocument()
    {
        const auto doc = sample();
        widgets::ProfilerCharts charts;
        charts.setBenchmark(doc.result, doc.text);
        QVERIFY(charts.messageText().isEmpty());
        QCOMPARE(charts.sideCount(), 2);
        QVERIFY(charts.sideLabel(0).startsWith("baseline"));
        QVERIFY(charts.sideLabel(1).contains("sgemm_tiled"));
        const core::BenchSideResult* sides[] = {&*doc.result.baseline, &doc.result.candidate};
        for (int i = 0; i < 2; ++i) {
            const auto b = charts.box(i);
            const auto& s = sides[i]->stats;
            QCOMPARE(b.median, s.median * 1e6);
            QCOMPARE(b.q1, s.q1 * 1e6);
            QCOMPARE(b.q3, s.q3 * 1e6);
            QCOMPARE(b.samples, int(s.count));
            QCOMPARE(b.outliers, int(s.outliers));
            QVERIFY(b.whiskerLow <= b.q1 && b.whiskerHigh >= b.q3);
        }
        // the sample has one slow run per side, beyond Tukey's fence
        QCOMPARE(charts.box(1).outliers, 1);
        // a box and a strip per side
        QCOMPARE(charts.chart(widgets::ProfilerCharts::TimingChart)->plottableCount(), 4);
    }

    void speedupsAndSetup()
    {
        const auto doc = sample();
        widgets::ProfilerCharts charts;
        charts.setBenchmark(doc.result, doc.text);
        QCOMPARE(charts.speedupPointCount(), int(doc.result.speedups.size()));
        QCOMPARE(charts.speedupMedian(), doc.result.speedupStats.median);
        QVERIFY2(charts.setupText().contains("cupti_activity"), qPrintable(charts.setupText()));
        QVERIFY(charts.setupText().contains("L2 flushed"));
        QVERIFY(charts.setupText().contains("abba"));
        QCOMPARE(charts.auditText().count('\n'), 4);
        QVERIFY(charts.auditText().startsWith("pass  same_inputs"));
    }

    void metricBars()
    {
        const auto doc = sample();
        widgets::ProfilerCharts charts;
        charts.setBenchmark(doc.result, doc.text);
        // rows: DRAM, L2, L1 ld, L1 st, shared ld wavefronts, bank conflicts, FLOPs f32
        QCOMPARE(charts.metricRowCount(), 7);
        QCOMPARE(charts.metricRows().first(), QStringLiteral("dram__bytes.sum"));
        QVERIFY(!charts.metricRows().contains("sm__warps_active.avg.pct_of_peak_sustained_active"));
        // candidate measured 6 counts (DRAM derived from read + write); predicted 7 minus the zero
        // bank conflicts; baseline predicted 5, measured none
        QCOMPARE(charts.barCount(), 6 + 6 + 5);
        QCOMPARE(charts.chart(widgets::ProfilerCharts::MetricsChart)->plottableCount(), 3);
        QVERIFY2(charts.metricsNote().contains("not measured: CUPTI_ERROR_INSUFFICIENT_PRIVILEGES"),
            qPrintable(charts.metricsNote()));
        QVERIFY(charts.metricsNote().contains("sm__warps_active.avg.pct_of_peak_sustained_active = 92.1"));
        QCOMPARE(widgets::ProfilerCharts::metricLabel("lts__t_sectors.sum"), QStringLiteral("L2 sectors"));
    }

    void withoutMetrics()
    {
        auto doc = sample();
        doc.result.candidate.metrics.reset();
        doc.result.candidate.metricsError.clear();
        doc.result.candidate.predicted.clear();
        doc.result.candidate.predictedSource.clear();
        widgets::ProfilerCharts charts;
        charts.setBenchmark(doc.result, doc.text);
        QVERIFY2(charts.metricsNote().contains("not measured: the benchmark ran without --metrics"),
            qPrintable(charts.metricsNote()));
        QVERIFY(charts.metricsNote().contains("not predicted"));
        QCOMPARE(charts.barCount(), 5); // the baseline's predictions only
    }

    void rooflineFromMeasuredTime()
    {
        const auto doc = sample();
        widgets::ProfilerCharts charts;
        charts.setBenchmark(doc.result, doc.text);
        widgets::RooflinePlot* roof = charts.roofline();
        // each side: the measured point and the model's floor
        QCOMPARE(roof->plottedPointCount(), 4);
        const auto& c = doc.result.candidate;
        const double flops = c.roofline.flops;
        // candidate measured: intensity from measured DRAM bytes (8.9 MB + 4.3 MB), FLOP/s from the median
        QCOMPARE(roof->plottedPoint(2), QPointF(flops / 13.2e6, flops / c.stats.median));
        // baseline: not measured, so the model's DRAM bytes
        QCOMPARE(roof->plottedPoint(0).x(), flops / 12582912.0);
        QVERIFY(roof->noteText().contains("H200"));
    }

    void exportAndCopy_data()
    {
        QTest::addColumn<int>("chart");
        QTest::addColumn<QString>("file");
        QTest::newRow("timing png") << int(widgets::ProfilerCharts::TimingChart) << "timing.png";
        QTest::newRow("speedup svg") << int(widgets::ProfilerCharts::SpeedupChart) << "speedup.svg";
        QTest::newRow("metrics pdf") << int(widgets::ProfilerCharts::MetricsChart) << "metrics.pdf";
        QTest::newRow("roofline png") << int(widgets::ProfilerCharts::RooflineChart) << "roofline.png";
    }

    void exportAndCopy()
    {
        QFETCH(int, chart);
        QFETCH(QString, file);
        const auto doc = sample();
        widgets::ProfilerCharts charts;
        charts.resize(1000, 700);
        charts.setBenchmark(doc.result, doc.text);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(
            charts.exportChart(widgets::ProfilerCharts::Chart(chart), dir.filePath(file), &error), qPrintable(error));
        QVERIFY(QFileInfo(dir.filePath(file)).size() > 0);
        QVERIFY(!charts.exportChart(widgets::ProfilerCharts::TimingChart, dir.filePath("t.gif"), &error));
        QVERIFY(error.contains("t.gif"));
        charts.copyJson();
        QCOMPARE(QApplication::clipboard()->text(), doc.text);
    }

    void messageState()
    {
        widgets::ProfilerCharts charts;
        QVERIFY(!charts.messageText().isEmpty());
        charts.showMessage(QStringLiteral("bench.json: key 'timer' is missing"));
        QCOMPARE(charts.messageText(), QStringLiteral("bench.json: key 'timer' is missing"));
    }
};

QTEST_MAIN(TestProfilerCharts)
#include "tst_profilercharts.moc"
