// The memory chart's link labels carry the report's totals.
#include "widgets/memorychart.h"

#include <QTest>

using namespace warpscope;

class TestMemoryChart : public QObject {
    Q_OBJECT
private slots:
    void linksMatchTotals()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        core::analysis::AnalysisReport r;
        r.kernel = "transpose";
        r.totals.globalRequests = 1234;
        r.totals.globalSectors = 9000;
        r.totals.globalSectorsIdeal = 2000;
        r.totals.sharedRequests = 64;
        r.totals.sharedWavefronts = 2048;
        r.totals.sharedWavefrontsIdeal = 64;
        r.uniqueGlobalSectors = 1500;
        widgets::MemoryChart c;
        c.resize(900, 360);
        c.setReport(r);
        QCOMPARE(c.linkText(widgets::MemoryChart::KernelGlobal), QString("1,234 requests"));
        QCOMPARE(c.linkText(widgets::MemoryChart::KernelShared), QString("64 requests"));
        QVERIFY(c.linkText(widgets::MemoryChart::SharedL1).startsWith("2,048 wavefronts (ideal 64)"));
        QVERIFY(c.linkText(widgets::MemoryChart::L1L2).startsWith("9,000 sectors (ideal 2,000, excessive 7,000)"));
        QVERIFY(c.linkText(widgets::MemoryChart::L2Dram).startsWith("1,500 sectors"));
        QVERIFY(c.linkText(widgets::MemoryChart::L2Dram).contains("model"));
        QVERIFY(c.linkText(widgets::MemoryChart::GlobalSharedAsync).isEmpty()); // no async copies, no arrow
        QVERIFY(!c.grab().isNull());
    }

    void asyncCopiesGetTheirOwnLink()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        core::analysis::AnalysisReport r;
        r.kernel = "gemm_cp_async";
        r.totals.asyncBytesToShared = 3 * 1024 * 1024;
        widgets::MemoryChart c;
        c.resize(900, 360);
        c.setReport(r);
        QCOMPARE(c.linkText(widgets::MemoryChart::GlobalSharedAsync),
            QString::fromUtf8("async copies: 3.0 MB global → shared, no registers"));
        r.totals.asyncBytesToGlobal = 1024;
        c.setReport(r);
        const QString both = c.linkText(widgets::MemoryChart::GlobalSharedAsync);
        QVERIFY2(both.contains(QString::fromUtf8("1.0 kB shared → global")), qPrintable(both));
        QVERIFY(!c.grab().isNull());
    }

    void messageWithoutReport()
    {
        widgets::MemoryChart c;
        c.showMessage("The run has no metrics");
        QVERIFY(c.linkText(widgets::MemoryChart::L1L2).isEmpty());
        QCOMPARE(c.message(), QString("The run has no metrics"));
        QVERIFY(!c.grab().isNull());
    }
};

QTEST_MAIN(TestMemoryChart)
#include "tst_memorychart.moc"
