// The occupancy widget: the figure, the limiter sentence and the three what-if curves with the kernel's
// own point marked, from values computed by core/perf.
#include "widgets/occupancywidget.h"

#include <QTest>

using namespace warpscope;

class TestOccupancyWidget : public QObject {
    Q_OBJECT
private slots:
    void showsLimiterAndCurrentPoint()
    {
        // 256 threads with 64 registers on sm_90: 65536 / (64 * 256) = 4 blocks, 32 of 64 warps.
        core::KernelUsage usage;
        usage.blockSize = 256;
        usage.registersPerThread = 64;
        auto occupancy = core::computeOccupancy(90, usage);
        QVERIFY(occupancy);
        auto curves = core::occupancyCurves(90, usage);
        QVERIFY(curves);
        QCOMPARE(occupancy->limiter, core::OccupancyLimiter::Registers);

        widgets::OccupancyWidget w;
        w.setOccupancy(*occupancy, *curves);
        QVERIFY2(w.summaryText().contains("50 %"), qPrintable(w.summaryText()));
        QVERIFY(w.summaryText().contains("32 of 64 warps"));
        QVERIFY2(w.limiterText().contains("registers per thread"), qPrintable(w.limiterText()));
        QCOMPARE(w.currentPoint(widgets::OccupancyWidget::BlockSizeCurve), QPointF(256, 50));
        QCOMPARE(w.currentPoint(widgets::OccupancyWidget::RegistersCurve), QPointF(64, 50));
        QCOMPARE(w.currentPoint(widgets::OccupancyWidget::SharedMemoryCurve).x(), 0.0);
        QCOMPARE(w.currentPoint(widgets::OccupancyWidget::SharedMemoryCurve).y(), 50.0);
        QCOMPARE(
            w.pointCount(widgets::OccupancyWidget::BlockSizeCurve), static_cast<int>(curves->blockSize.points.size()));
        QVERIFY(w.pointCount(widgets::OccupancyWidget::RegistersCurve) > 100);
    }

    void sharedMemoryLimiter()
    {
        core::KernelUsage usage;
        usage.blockSize = 128;
        usage.registersPerThread = 32;
        usage.sharedStatic = 48 * 1024;
        auto occupancy = core::computeOccupancy(80, usage);
        QVERIFY(occupancy);
        QCOMPARE(occupancy->limiter, core::OccupancyLimiter::SharedMemory);
        widgets::OccupancyWidget w;
        w.setOccupancy(*occupancy, *core::occupancyCurves(80, usage));
        QVERIFY2(w.limiterText().contains("shared memory per block"), qPrintable(w.limiterText()));
        QCOMPARE(w.currentPoint(widgets::OccupancyWidget::SharedMemoryCurve).y(), occupancy->occupancy * 100.0);
    }

    void clearSaysWhy()
    {
        widgets::OccupancyWidget w;
        w.clear("No occupancy: the compile failed.");
        QCOMPARE(w.limiterText(), QString("No occupancy: the compile failed."));
        QCOMPARE(w.currentPoint(widgets::OccupancyWidget::BlockSizeCurve), QPointF(-1, -1));
        QCOMPARE(w.pointCount(widgets::OccupancyWidget::RegistersCurve), 0);
    }
};

QTEST_MAIN(TestOccupancyWidget)
#include "tst_occupancywidget.moc"
