// The hot-spot table: one row per source line, sorts numerically, jumps to lines, walks hot spots.
#include "widgets/hotspottable.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace warpscope;

namespace {

core::analysis::LineMetrics line(int n, std::uint64_t executed, std::uint64_t sectors, std::uint64_t ideal)
{
    core::analysis::LineMetrics m;
    m.sourceLine = n;
    m.counters.instExecuted = executed;
    m.counters.threadInstExecuted = executed * 32;
    m.counters.globalRequests = executed;
    m.counters.globalSectors = sectors;
    m.counters.globalSectorsIdeal = ideal;
    return m;
}

core::analysis::AnalysisReport report()
{
    core::analysis::AnalysisReport r;
    r.kernel = "k";
    r.lines = {line(0, 5, 0, 0), line(3, 10, 40, 40), line(7, 100, 3200, 400), line(12, 2, 9, 8)};
    return r;
}

} // namespace

class TestHotspotTable : public QObject {
    Q_OBJECT
private slots:
    void instructionRowsAndCsv()
    {
        // the instruction-level hot spots: one row per executed PTX instruction, hottest first, and the
        // table exported as shown (quoted where a field holds a comma)
        core::analysis::AnalysisReport r = report();
        core::analysis::InstructionMetrics ld {3, 40, 7, "ld.global.f32", line(7, 100, 400, 400).counters};
        core::analysis::InstructionMetrics st {4, 41, 7, "st.global.f32", line(7, 100, 3200, 400).counters};
        st.counters.l2Sectors = 3200;
        st.counters.l2Hits = 1600;
        st.counters.dramBytesWritten = 12800;
        core::analysis::InstructionMetrics add {2, 39, 6, "add.s32", {}};
        add.counters.instExecuted = 100;
        r.instructions = {add, ld, st};
        r.traffic = core::analysis::TrafficSetup {};
        widgets::HotspotTable t;
        t.setReport(r);
        QCOMPARE(t.rowCount(), 3); // lines 3, 7, 12
        t.setGranularity(widgets::HotspotTable::Granularity::Instructions);
        QCOMPARE(t.rowCount(), 3); // three executed instructions
        QCOMPARE(t.lineAtRow(0), 7);
        QCOMPARE(t.view()->model()->index(0, widgets::HotspotTable::InstructionColumn).data().toString(),
            QString("PTX 41: st.global.f32"));
        QCOMPARE(t.view()->model()->index(0, widgets::HotspotTable::L2HitColumn).data().toString(), QString("50.00"));
        QCOMPARE(t.view()->model()->index(0, widgets::HotspotTable::DramColumn).data().toString(), QString("12800"));
        QVERIFY(!t.view()->isColumnHidden(widgets::HotspotTable::InstructionColumn));
        const QStringList rows = t.csv().split("\r\n", Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 4);
        QVERIFY2(rows[0].startsWith("Line,Executed,"), qPrintable(rows[0]));
        QVERIFY2(rows[0].endsWith("PTX instruction"), qPrintable(rows[0]));
        QVERIFY2(rows[1].startsWith("7,100,") && rows[1].endsWith("PTX 41: st.global.f32"), qPrintable(rows[1]));
        t.setGranularity(widgets::HotspotTable::Granularity::SourceLines);
        QVERIFY(t.view()->isColumnHidden(widgets::HotspotTable::InstructionColumn));
        QVERIFY(!t.csv().contains("PTX instruction"));

        const QString path = QDir::temp().filePath("warpscope-hotspots-test.csv");
        QString why;
        QVERIFY2(t.exportCsv(path, &why), qPrintable(why));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()), t.csv());
        f.remove();
        QVERIFY(!t.exportCsv("/nonexistent-dir/x.csv", &why));
        QVERIFY2(why.contains("/nonexistent-dir/x.csv"), qPrintable(why));
    }

    void sortsByExcessSectorsAndLeavesOutLineZero()
    {
        widgets::HotspotTable t;
        t.setReport(report());
        QCOMPARE(t.rowCount(), 3);
        // excess: line 7 2800, line 12 1, line 3 0
        QCOMPARE(t.lineAtRow(0), 7);
        QCOMPARE(t.lineAtRow(1), 12);
        QCOMPARE(t.lineAtRow(2), 3);
        // sectors per request of line 7: 3200 / 100
        QCOMPARE(t.view()->model()->index(0, widgets::HotspotTable::SectorsPerRequestColumn).data().toString(),
            QString("32.00"));
    }

    void sortsNumericallyByAnyColumn()
    {
        widgets::HotspotTable t;
        t.setReport(report());
        t.view()->sortByColumn(widgets::HotspotTable::ExecutedColumn, Qt::AscendingOrder);
        // 2 < 10 < 100 as numbers (as text "10" < "100" < "2")
        QCOMPARE(t.lineAtRow(0), 12);
        QCOMPARE(t.lineAtRow(1), 3);
        QCOMPARE(t.lineAtRow(2), 7);
    }

    void headersCarryNsightNames()
    {
        widgets::HotspotTable t;
        const QString tip
            = t.view()
                  ->model()
                  ->headerData(widgets::HotspotTable::ExcessSectorsColumn, Qt::Horizontal, Qt::ToolTipRole)
                  .toString();
        QCOMPARE(tip, QString("L2 Theoretical Sectors Global Excessive"));
    }

    void activatingAndNextHotSpotJump()
    {
        widgets::HotspotTable t;
        t.setReport(report());
        QSignalSpy spy(&t, &widgets::HotspotTable::lineActivated);
        emit t.view()->activated(t.view()->model()->index(1, 0));
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.takeFirst().at(0).toInt(), 12);
        t.view()->setCurrentIndex(QModelIndex());
        t.nextHotSpot();
        t.nextHotSpot();
        QCOMPARE(spy.size(), 2);
        QCOMPARE(spy.at(0).at(0).toInt(), 7);
        QCOMPARE(spy.at(1).at(0).toInt(), 12);
    }

    void messageReplacesRows()
    {
        widgets::HotspotTable t;
        t.setReport(report());
        t.showMessage("no metrics");
        QCOMPARE(t.rowCount(), 0);
        QCOMPARE(t.message(), QString("no metrics"));
        t.nextHotSpot(); // nothing to walk: no crash, no signal
    }

    /// A pinned baseline: two change columns on the per-line rows, "new" for a line without a
    /// counterpart; a new report takes them off until the controller pairs its lines again.
    void baselineChangeColumns()
    {
        widgets::HotspotTable table;
        table.setReport(report());
        QVERIFY(table.view()->isColumnHidden(widgets::HotspotTable::BaselineSectorsColumn));
        core::LineDelta moved;
        moved.line = 7;
        moved.baselineLine = 5;
        moved.baseline = line(5, 100, 400, 400).counters;
        moved.current = line(7, 100, 3200, 400).counters;
        core::LineDelta added;
        added.line = 12;
        added.current = line(12, 2, 9, 8).counters;
        table.setBaseline({moved, added}, QStringLiteral("copy_coalesced"));
        QVERIFY(table.hasBaseline());
        QVERIFY(!table.view()->isColumnHidden(widgets::HotspotTable::BaselineSectorsColumn));
        QVERIFY(!table.view()->isColumnHidden(widgets::HotspotTable::BaselineWavefrontsColumn));
        auto cell = [&](int sourceLine, int column) {
            for (int row = 0; row < table.rowCount(); ++row)
                if (table.lineAtRow(row) == sourceLine)
                    return table.view()->model()->index(row, column).data().toString();
            return QString();
        };
        QCOMPARE(
            cell(7, widgets::HotspotTable::BaselineSectorsColumn), QLocale().toString(2800.0, 'f', 0).prepend('+'));
        QCOMPARE(cell(7, widgets::HotspotTable::BaselineWavefrontsColumn), QStringLiteral("0"));
        QVERIFY(table.view()
                    ->model()
                    ->index(0, widgets::HotspotTable::BaselineSectorsColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains("copy_coalesced"));
        QCOMPARE(cell(12, widgets::HotspotTable::BaselineSectorsColumn), QStringLiteral("new"));
        QCOMPARE(cell(3, widgets::HotspotTable::BaselineSectorsColumn), QString()); // not in the deltas
        table.setGranularity(widgets::HotspotTable::Granularity::Instructions);
        QVERIFY(table.view()->isColumnHidden(widgets::HotspotTable::BaselineSectorsColumn));
        table.setGranularity(widgets::HotspotTable::Granularity::SourceLines);
        table.setReport(report());
        QVERIFY(!table.hasBaseline());
        QVERIFY(table.view()->isColumnHidden(widgets::HotspotTable::BaselineSectorsColumn));
    }
};

QTEST_MAIN(TestHotspotTable)
#include "tst_hotspottable.moc"
