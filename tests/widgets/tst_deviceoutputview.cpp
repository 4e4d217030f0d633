// The Device output view with canned lines: rows and their columns, the truncation note, the empty
// states, and a click on a row asking for its source line.
#include "widgets/deviceoutputmodel.h"
#include "widgets/deviceoutputview.h"

#include <QAbstractItemModelTester>
#include <QFont>

#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace warpscope;

namespace {

core::DeviceOutput sample(bool truncated)
{
    core::DeviceOutput out;
    core::PrintfLine a;
    a.block = {0, 0, 0};
    a.thread = {0, 0, 0};
    a.sourceLine = 7;
    a.text = "block 0 of 4 starts at element 0\n";
    core::PrintfLine b;
    b.block = {3, 1, 0};
    b.thread = {231, 0, 2};
    b.sourceLine = 14;
    b.text = "last";
    core::PrintfLine c;
    c.text = "no line info\n";
    out.lines = {a, b, c};
    out.truncated = truncated;
    out.fifoBytes = 4096;
    return out;
}

} // namespace

class TestDeviceOutputView : public QObject {
    Q_OBJECT
private slots:
    void rowsShowBlockThreadLineAndText()
    {
        widgets::DeviceOutputView v;
        QAbstractItemModelTester tester(v.view()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        v.setOutput(sample(false));
        QCOMPARE(v.rowCount(), 3);
        QCOMPARE(v.textAt(0, widgets::DeviceOutputView::BlockColumn), QStringLiteral("(0, 0, 0)"));
        QCOMPARE(v.textAt(1, widgets::DeviceOutputView::BlockColumn), QStringLiteral("(3, 1, 0)"));
        QCOMPARE(v.textAt(1, widgets::DeviceOutputView::ThreadColumn), QStringLiteral("(231, 0, 2)"));
        QCOMPARE(v.textAt(0, widgets::DeviceOutputView::LineColumn), QStringLiteral("7"));
        QCOMPARE(v.textAt(2, widgets::DeviceOutputView::LineColumn), QStringLiteral("–"));
        // the newline ends the line; it is not part of the cell
        QCOMPARE(
            v.textAt(0, widgets::DeviceOutputView::TextColumn), QStringLiteral("block 0 of 4 starts at element 0"));
        QCOMPARE(v.textAt(1, widgets::DeviceOutputView::TextColumn), QStringLiteral("last"));
        QCOMPARE(v.lineAtRow(1), 14);
        // the roles the table view reads: the printed text monospaced with itself as tooltip, the line right
        using M = widgets::DeviceOutputModel;
        const QAbstractItemModel* m = v.view()->model();
        QVERIFY(m->index(0, M::TextColumn).data(Qt::FontRole).value<QFont>().fixedPitch()
            || m->index(0, M::TextColumn).data(Qt::FontRole).isValid());
        QCOMPARE(m->index(1, M::TextColumn).data(Qt::ToolTipRole).toString(), QStringLiteral("last"));
        QCOMPARE(
            m->index(1, M::LineColumn).data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
        QCOMPARE(m->index(2, M::BlockColumn).data(M::LineRole).toInt(), 0);
        QVERIFY(m->headerData(M::LineColumn, Qt::Horizontal, Qt::ToolTipRole).toString().contains("printf"));
        QCOMPARE(m->headerData(M::TextColumn, Qt::Horizontal).toString(), QStringLiteral("Output"));
        v.showMessage(QString());
        QCOMPARE(v.rowCount(), 0);
        v.setOutput(sample(false));
        QVERIFY(v.note().isEmpty());
        QVERIFY(v.message().isEmpty());
    }

    void truncationIsNoted()
    {
        widgets::DeviceOutputView v;
        v.setOutput(sample(true));
        QVERIFY(v.note().contains(QStringLiteral("truncated")));
        QVERIFY(v.note().contains(QStringLiteral("4096")));
        QVERIFY(v.note().contains(QStringLiteral("printf_fifo")));
        v.setOutput(sample(false));
        QVERIFY(v.note().isEmpty());
    }

    void emptyStatesSayWhy()
    {
        widgets::DeviceOutputView v;
        QVERIFY(v.message().contains(QStringLiteral("Run the task")));
        v.setOutput(core::DeviceOutput {});
        QCOMPARE(v.rowCount(), 0);
        QVERIFY(v.message().contains(QStringLiteral("printed nothing")));
        v.setOutput(sample(false));
        v.showMessage(QStringLiteral("stale"));
        QCOMPARE(v.rowCount(), 0);
        QCOMPARE(v.message(), QStringLiteral("stale"));
    }

    void clickAsksForTheSourceLine_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("line");
        QTest::newRow("first") << 0 << 7;
        QTest::newRow("second") << 1 << 14;
        QTest::newRow("no line info") << 2 << 0;
    }
    void clickAsksForTheSourceLine()
    {
        QFETCH(int, row);
        QFETCH(int, line);
        widgets::DeviceOutputView v;
        v.resize(800, 300);
        v.setOutput(sample(false));
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        QSignalSpy spy(&v, &widgets::DeviceOutputView::lineActivated);
        QTableView* table = v.view();
        const QRect cell = table->visualRect(table->model()->index(row, widgets::DeviceOutputView::TextColumn));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        if (line == 0) {
            QCOMPARE(spy.count(), 0);
            return;
        }
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), line);
    }
};

QTEST_MAIN(TestDeviceOutputView)
#include "tst_deviceoutputview.moc"
