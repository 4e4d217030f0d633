// The Roofline dock: a profile's counts recomputed for the chosen GPU; switching GPU changes the
// estimate, the choice is remembered, and the estimate always says it is a model.
#include "app/rooflinecontroller.h"
#include "app/session/appsettings.h"

#include "core/cuda/gpuspecs.h"
#include "widgets/rooflineplot.h"

#include <QComboBox>
#include <QDockWidget>
#include <QMainWindow>
#include <QStandardPaths>
#include <QTest>

using namespace warpscope;

namespace {

/// A copy kernel's counts: 1 Mi floats read and written, no FLOPs beyond one FMA per element.
core::analysis::AnalysisReport copyReport()
{
    core::analysis::AnalysisReport r;
    r.kernel = "saxpy";
    r.totals.flops[std::size_t(core::analysis::FlopType::F32)] = 2u << 20;
    r.uniqueGlobalSectors = (3u << 22) / 32; // x, y read and y written: 12 MiB
    return r;
}

int indexOf(const QComboBox* box, const char* word)
{
    for (int i = 0; i < box->count(); ++i)
        if (box->itemText(i).contains(QLatin1String(word)))
            return i;
    return -1;
}

} // namespace

class TestRooflineController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("warpscope-test-roofline"));
        session::AppSettings().setRooflineGpu({});
    }

    void listsEveryGpuAndDefaultsToH100()
    {
        QMainWindow window;
        app::RooflineController c(&window);
        QCOMPARE(c.dock()->objectName(), QStringLiteral("rooflineDock"));
        QCOMPARE(c.gpuChooser()->count(), int(core::builtinGpuSpecs().size()));
        QVERIFY2(c.gpuChooser()->currentText().contains("H100"), qPrintable(c.gpuChooser()->currentText()));
        QVERIFY(c.plot()->isShowingMessage());
        QVERIFY(!c.estimate());
    }

    void gpuSwitchChangesEstimate()
    {
        QMainWindow window;
        app::RooflineController c(&window);
        c.setReport(copyReport());
        QVERIFY(c.estimate());
        QVERIFY(!c.plot()->isShowingMessage());
        const double h100 = c.estimate()->estimatedSeconds;
        // memory-bound: 12 MiB at 3.35 TB/s
        QCOMPARE(c.estimate()->bound, std::string("memory"));
        QVERIFY(qAbs(h100 - 12582912.0 / 3.35e12) < 1e-12);
        QVERIFY2(c.estimateText().contains("not a measurement"), qPrintable(c.estimateText()));
        QVERIFY(c.estimateText().contains("memory-bound"));
        QVERIFY(c.estimateText().contains("H100"));
        QCOMPARE(c.plot()->plottedPointCount(), 1);

        const int l4 = indexOf(c.gpuChooser(), "L4");
        QVERIFY(l4 >= 0);
        c.gpuChooser()->setCurrentIndex(l4);
        QVERIFY(c.estimate()->estimatedSeconds > h100 * 5); // 300 GB/s against 3.35 TB/s
        QVERIFY2(c.estimateText().contains("L4"), qPrintable(c.estimateText()));
        QCOMPARE(session::AppSettings().rooflineGpu(), c.gpuChooser()->itemText(l4));

        // the next dock starts on the remembered GPU
        app::RooflineController again(&window);
        QCOMPARE(again.gpuChooser()->currentIndex(), l4);
    }

    void cacheModelAddsL1AndL2Points()
    {
        // a naive sgemm's shape: DRAM bytes compulsory, far more bytes asked of L1 than sent to L2
        QMainWindow window;
        app::RooflineController c(&window);
        core::analysis::AnalysisReport r = copyReport();
        r.kernel = "sgemm_naive";
        r.totals.globalSectors = 400000;
        r.totals.l1LoadSectors = 380000;
        r.totals.l1LoadHits = 360000;
        r.totals.l2Sectors = 20000;
        r.totals.l2Hits = 5000;
        r.totals.dramBytesRead = 300000;
        r.totals.dramBytesWritten = 100000;
        core::analysis::TrafficSetup setup;
        setup.gpu = "NVIDIA H100 SXM5 80GB";
        r.traffic = setup;
        c.setReport(r);
        QVERIFY(c.estimate());
        QCOMPARE(c.estimate()->dramBytes, 400000.0);
        QCOMPARE(c.plot()->plottedPointCount(), 3);
        const QPointF dram = c.plot()->plottedPoint(0), l2 = c.plot()->plottedPoint(1), l1 = c.plot()->plottedPoint(2);
        QVERIFY(l1.x() < l2.x() && l2.x() < dram.x()); // more bytes at the closer level: less intensity
        QCOMPARE(l1.y(), dram.y()); // one kernel, one performance: the levels differ in bytes only
        QVERIFY2(c.plot()->noteText().contains("cache model"), qPrintable(c.plot()->noteText()));
        QVERIFY2(c.plot()->noteText().contains("L1 hit rate 94.7 %"), qPrintable(c.plot()->noteText()));

        // another GPU's roofs, but the caches stay the profiled GPU's: the note says so
        c.gpuChooser()->setCurrentIndex(indexOf(c.gpuChooser(), "L4"));
        QVERIFY2(c.plot()->noteText().contains("profile again"), qPrintable(c.plot()->noteText()));
    }

    void copyWithoutFlops()
    {
        QMainWindow window;
        app::RooflineController c(&window);
        core::analysis::AnalysisReport r;
        r.kernel = "transpose_naive";
        r.uniqueGlobalSectors = 15000;
        c.setReport(r);
        QCOMPARE(c.estimate()->bound, std::string("memory"));
        QVERIFY2(c.estimateText().contains("does no FLOPs"), qPrintable(c.estimateText()));
        QVERIFY(c.estimateText().contains("not a measurement"));
        QCOMPARE(c.plot()->plottedPointCount(), 0);
        QVERIFY(c.plot()->noteText().contains("transpose_naive not plotted"));
    }

    void emptyLaunchSaysSo()
    {
        QMainWindow window;
        app::RooflineController c(&window);
        c.setReport(core::analysis::AnalysisReport {});
        QVERIFY2(c.estimateText().contains("no DRAM bytes"), qPrintable(c.estimateText()));
        QCOMPARE(c.plot()->plottedPointCount(), 0);
        c.showMessage(QStringLiteral("The profile failed"));
        QVERIFY(!c.estimate());
        QCOMPARE(c.plot()->messageText(), QStringLiteral("The profile failed"));
    }
};

QTEST_MAIN(TestRooflineController)
#include "tst_rooflinecontroller.moc"
