// The memory chart's link labels carry the report's totals.
#include "widgets/memorychart.h"

#include <QLocale>
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

    void cacheModelShowsHitRatesAndDramBytes()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        core::analysis::AnalysisReport r;
        r.kernel = "transpose_naive";
        r.totals.globalSectors = 67500;
        r.totals.globalSectorsIdeal = 15000;
        r.totals.l1LoadSectors = 800;
        r.totals.l1LoadHits = 600;
        r.totals.l2Sectors = 60200;
        r.totals.l2Hits = 45150;
        r.totals.dramBytesRead = 240000;
        r.totals.dramBytesWritten = 240000;
        r.uniqueGlobalSectors = 15000;
        core::analysis::TrafficSetup setup;
        setup.gpu = "NVIDIA H100 SXM5 80GB";
        r.traffic = setup;
        widgets::MemoryChart c;
        c.resize(900, 360);
        c.setReport(r);
        QVERIFY2(c.l1Text().contains("hit 75.0 %"), qPrintable(c.l1Text()));
        QVERIFY2(c.l2Text().contains("hit 75.0 %"), qPrintable(c.l2Text()));
        const QString l1l2 = c.linkText(widgets::MemoryChart::L1L2);
        QVERIFY2(l1l2.contains("67,500 sectors requested") && l1l2.contains("60,200 sectors") && l1l2.contains("model"),
            qPrintable(l1l2));
        const QString dram = c.linkText(widgets::MemoryChart::L2Dram);
        QVERIFY2(dram.contains("read") && dram.contains("written") && dram.contains("model"), qPrintable(dram));
        QVERIFY2(c.message().contains("cache model") && c.message().contains("H100"), qPrintable(c.message()));
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

    /// A baseline's totals under the chart, each figure "baseline → now (×ratio)"; a new report drops it.
    void baselineComparisonUnderTheChart()
    {
        widgets::MemoryChart chart;
        core::analysis::AnalysisReport r;
        r.kernel = "copy_strided";
        chart.setReport(r);
        core::TotalsDelta d;
        d.globalSectors = core::figureDelta(2048, 16384);
        d.globalRequests = core::figureDelta(512, 512);
        chart.setBaseline(d, QStringLiteral("Copy, coalesced"));
        const QString text = chart.baselineText();
        QVERIFY(text.contains("Copy, coalesced"));
        QVERIFY2(text.contains(QStringLiteral("sectors %1 → %2 (×8")
                                   .arg(QLocale().toString(2048.0, 'f', 0), QLocale().toString(16384.0, 'f', 0))),
            qPrintable(text));
        QVERIFY(!text.contains("L1 hit")); // not comparable: neither side ran the cache model
        chart.resize(900, 400);
        chart.grab(); // paints with the band
        chart.setReport(r);
        QVERIFY(chart.baselineText().isEmpty());
    }
};

QTEST_MAIN(TestMemoryChart)
#include "tst_memorychart.moc"
