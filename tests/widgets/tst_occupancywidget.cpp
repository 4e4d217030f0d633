// The occupancy widget: the figure, the limiter sentence and the three what-if curves with the kernel's
// own point marked, from values computed by core/perf.
#include "widgets/occupancywidget.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QFont>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
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

    // A pinned baseline: its figure and limiter under the current one, the change in points, the
    // limiter's change, and its point on each curve; gone when cleared.
    void baselineBesideTheCurrentOccupancy()
    {
        core::KernelUsage usage;
        usage.blockSize = 256;
        usage.registersPerThread = 64; // 50 %, registers
        core::KernelUsage before = usage;
        before.registersPerThread = 24; // 100 %, warps per SM (registers would allow 10 blocks)
        const auto now = core::computeOccupancy(90, usage);
        const auto baseline = core::computeOccupancy(90, before);
        QVERIFY(now && baseline);
        widgets::OccupancyWidget w;
        w.setOccupancy(*now, *core::occupancyCurves(90, usage));
        QVERIFY(w.baselineText().isEmpty());
        QCOMPARE(w.baselinePoint(widgets::OccupancyWidget::RegistersCurve), QPointF(-1, -1));
        w.setBaseline(*baseline, "sgemm_naive");
        const QString text = w.baselineText();
        QVERIFY2(text.contains("Baseline sgemm_naive: 100 % — 64 of 64 warps per SM"), qPrintable(text));
        QVERIFY2(text.contains("24 registers per thread"), qPrintable(text));
        QVERIFY2(text.contains("Now −50 points."), qPrintable(text));
        QVERIFY2(text.contains("The limiter changed: warps per SM then, registers per thread now."), qPrintable(text));
        QCOMPARE(w.baselinePoint(widgets::OccupancyWidget::RegistersCurve), QPointF(24, 100));
        QCOMPARE(w.baselinePoint(widgets::OccupancyWidget::BlockSizeCurve), QPointF(256, 100));
        // a what-if back to 24 registers: the same as the baseline
        w.setOccupancy(*baseline, *core::occupancyCurves(90, before), true);
        QVERIFY2(w.baselineText().contains("Now the same."), qPrintable(w.baselineText()));
        w.clearBaseline();
        QVERIFY(w.baselineText().isEmpty());
        QCOMPARE(w.baselinePoint(widgets::OccupancyWidget::RegistersCurve), QPointF(-1, -1));
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

    void inputsAskForAWhatIf()
    {
        // the calculator's loop: the inputs show the usage, an edit asks for a what-if, the answer is
        // marked as one, and the limits table names the limiting resource
        core::KernelUsage usage;
        usage.blockSize = 256;
        usage.registersPerThread = 64;
        widgets::OccupancyWidget w;
        w.setOccupancy(*core::computeOccupancy(90, usage), *core::occupancyCurves(90, usage));
        QCOMPARE(w.blockSizeInput(), 256);
        QCOMPARE(w.registersInput(), 64);
        QCOMPARE(w.sharedInput(), 0);
        QVERIFY(!w.whatIfShown());
        const QAbstractItemModel* limits = w.limitsTable()->model();
        QAbstractItemModelTester tester(
            w.limitsTable()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(limits->headerData(1, Qt::Horizontal).toString(), QString("Blocks per SM"));
        bool marked = false;
        for (int row = 0; row < limits->rowCount(); ++row) {
            const QString name = limits->index(row, 0).data().toString();
            const bool limiting = name.contains("limiting");
            // the limiting row bold and red, the others plain
            QCOMPARE(limits->index(row, 1).data(Qt::FontRole).value<QFont>().bold(), limiting);
            QCOMPARE(limits->index(row, 0).data(Qt::ForegroundRole).isValid(), limiting);
            QCOMPARE(limits->index(row, 1).data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
            if (name.contains("registers per thread")) {
                QVERIFY2(limiting, qPrintable(name));
                QCOMPARE(limits->index(row, 0).data(Qt::ForegroundRole).value<QColor>(), QColor(0xd7, 0x3a, 0x49));
                QCOMPARE(limits->index(row, 1).data().toString(), QString("4"));
                marked = true;
            }
        }
        QVERIFY(marked);

        QSignalSpy spy(&w, &widgets::OccupancyWidget::whatIfRequested);
        auto* registers = w.findChild<QSpinBox*>("occupancyRegisters");
        QVERIFY(registers);
        registers->setValue(32);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 256);
        QCOMPARE(spy.at(0).at(1).toInt(), 32);
        QCOMPARE(spy.at(0).at(2).toInt(), 0);

        usage.registersPerThread = 32; // what the controller computes for that request
        const auto whatIf = core::computeOccupancy(90, usage);
        QCOMPARE(whatIf->occupancy, 1.0);
        w.setOccupancy(*whatIf, *core::occupancyCurves(90, usage), true);
        QVERIFY(w.whatIfShown());
        QVERIFY2(w.summaryText().contains("100 %"), qPrintable(w.summaryText()));
        QCOMPARE(spy.count(), 1); // showing a result does not ask again
        QSignalSpy reset(&w, &widgets::OccupancyWidget::resetRequested);
        auto* button = w.findChild<QPushButton*>("occupancyReset");
        QVERIFY(button && button->isEnabled());
        button->click();
        QCOMPARE(reset.count(), 1);
    }

    void clearSaysWhy()
    {
        widgets::OccupancyWidget w;
        w.clear("No occupancy: the compile failed.");
        QCOMPARE(w.limiterText(), QString("No occupancy: the compile failed."));
        QCOMPARE(w.currentPoint(widgets::OccupancyWidget::BlockSizeCurve), QPointF(-1, -1));
        QCOMPARE(w.pointCount(widgets::OccupancyWidget::RegistersCurve), 0);
        QVERIFY(!w.findChild<QSpinBox*>("occupancyBlockSize")->isEnabled());
        QCOMPARE(w.limitsTable()->model()->rowCount(), 0);
    }
};

QTEST_MAIN(TestOccupancyWidget)
#include "tst_occupancywidget.moc"
