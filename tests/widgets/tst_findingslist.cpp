// The Findings dock's table: rows per finding, numeric sort, jumping to lines, and the two empty states.
#include "widgets/findingslist.h"

#include <QAbstractItemModelTester>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace warpscope;

namespace {

core::Finding finding(core::Finding::Kind kind, int line, int ptxLine, std::uint32_t thread)
{
    core::Finding f;
    f.kind = kind;
    f.sourceLine = line;
    f.ptxLine = ptxLine;
    f.block = {1, 0, 0};
    f.thread = {thread, 0, 0};
    f.message = "something in kernel 'k'";
    return f;
}

std::vector<core::Finding> findings()
{
    auto race = finding(core::Finding::Kind::Race, 10, 31, 3);
    race.otherThread = {252, 0, 0};
    race.buffer = "buf";
    race.offset = 12;
    race.space = "shared";
    race.count = 250;
    race.kernel = "merge_step";
    auto oob = finding(core::Finding::Kind::OutOfBounds, 9, 120, 7);
    oob.buffer = "y";
    oob.space = "global";
    return {race, oob, finding(core::Finding::Kind::BudgetExceeded, 0, 0, 0)};
}

} // namespace

class TestFindingsList : public QObject {
    Q_OBJECT
private slots:
    void asyncFindingNamesTheCopysThreadAndExplainsItsKind()
    {
        auto async = finding(core::Finding::Kind::AsyncHazard, 40, 88, 5);
        async.otherThread = {6, 0, 0};
        async.otherSourceLine = 33;
        async.otherPtxLine = 70;
        async.buffer = "tile";
        async.space = "shared";
        widgets::FindingsList list;
        list.setFindings({async});
        QCOMPARE(list.textAt(0, widgets::FindingsList::KindColumn), QString("async"));
        QVERIFY(list.textAt(0, widgets::FindingsList::ThreadColumn).contains("(6, 0, 0)"));
        const QModelIndex kindCell = list.view()->model()->index(0, widgets::FindingsList::KindColumn);
        QVERIFY(kindCell.data(Qt::ToolTipRole).toString().contains("asynccheck"));
        // every kind has its own sentence
        QSet<QString> seen;
        for (int k = 0; k <= int(core::Finding::Kind::Other); ++k)
            seen.insert(widgets::FindingsList::kindDescription(static_cast<core::Finding::Kind>(k)));
        QCOMPARE(seen.size(), int(core::Finding::Kind::Other) + 1);
        QVERIFY(widgets::FindingsList::kindDescription(core::Finding::Kind::Deadlock).contains("mbarrier"));
    }

    void listsOneRowPerFindingSortedByLine()
    {
        widgets::FindingsList list;
        QAbstractItemModelTester tester(list.view()->model());
        list.setFindings(findings());
        QCOMPARE(list.rowCount(), 3);
        QVERIFY(list.message().isEmpty());
        // unknown line (0) first, then 9 and 10
        QCOMPARE(list.lineAtRow(0), 0);
        QCOMPARE(list.textAt(0, widgets::FindingsList::LineColumn), QString("–"));
        QCOMPARE(list.lineAtRow(1), 9);
        QCOMPARE(list.lineAtRow(2), 10);
        QCOMPARE(list.textAt(2, widgets::FindingsList::KindColumn), QString("race"));
        QCOMPARE(list.textAt(2, widgets::FindingsList::PtxLineColumn), QString("31"));
        QCOMPARE(list.textAt(2, widgets::FindingsList::BlockColumn), QString("(1, 0, 0)"));
        QVERIFY(list.textAt(2, widgets::FindingsList::ThreadColumn).contains("(3, 0, 0)"));
        QVERIFY(list.textAt(2, widgets::FindingsList::ThreadColumn).contains("(252, 0, 0)"));
        QVERIFY(list.textAt(2, widgets::FindingsList::WhereColumn).contains("buf"));
        QVERIFY(list.textAt(2, widgets::FindingsList::WhereColumn).contains("shared"));
        QCOMPARE(list.textAt(2, widgets::FindingsList::CountColumn), QString("250"));
        QCOMPARE(list.textAt(1, widgets::FindingsList::KindColumn), QString("out_of_bounds"));
    }

    void exportsTheListAsCsv()
    {
        widgets::FindingsList list;
        list.setFindings(findings());
        const QStringList rows = list.csv().split("\r\n", Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 4); // header + three findings, in the table's order
        QVERIFY2(rows[0].startsWith("Kind,"), qPrintable(rows[0]));
        QVERIFY2(rows[3].startsWith("race,10,31,"), qPrintable(rows[3]));
        // the block "(1, 0, 0)" holds commas: quoted
        QVERIFY2(rows[3].contains("\"(1, 0, 0)\""), qPrintable(rows[3]));
    }

    void namesTheByteOfASharedVariable()
    {
        // racecheck knows the shared byte but no buffer: the variable's name is in the message
        auto race = finding(core::Finding::Kind::Race, 10, 31, 3);
        race.space = "shared";
        race.offset = 508;
        auto oob = finding(core::Finding::Kind::OutOfBounds, 9, 120, 7);
        oob.address = 0x7f001000;
        widgets::FindingsList list;
        list.setFindings({race, oob});
        QCOMPARE(list.textAt(1, widgets::FindingsList::WhereColumn), QString("shared byte 508"));
        QCOMPARE(list.textAt(0, widgets::FindingsList::WhereColumn), QString("0x7f001000"));
    }

    void sortsNumericallyByPtxLine()
    {
        widgets::FindingsList list;
        list.setFindings(findings());
        list.view()->sortByColumn(widgets::FindingsList::PtxLineColumn, Qt::DescendingOrder);
        // 120 > 31 > 0 as numbers ("31" > "120" as text)
        QCOMPARE(list.lineAtRow(0), 9);
        QCOMPARE(list.lineAtRow(1), 10);
        QCOMPARE(list.lineAtRow(2), 0);
    }

    void activatingARowAsksForItsLine()
    {
        widgets::FindingsList list;
        list.setFindings(findings());
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        QSignalSpy spy(&list, &widgets::FindingsList::lineActivated);
        QTableView* view = list.view();
        view->setCurrentIndex(view->model()->index(2, 0));
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.first().at(0).toInt(), 10);
        // the kernel names the file the line is in (a pipeline's steps may live in several)
        QCOMPARE(spy.first().at(1).toString(), QStringLiteral("merge_step"));
        const QRect cell = view->visualRect(view->model()->index(1, widgets::FindingsList::KindColumn));
        // the press that precedes a double-click sets the pressed index the view checks
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(spy.size(), 2);
        QCOMPARE(spy.last().at(0).toInt(), 9);
        // a finding without a source line has nowhere to jump
        view->setCurrentIndex(view->model()->index(0, 0));
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(spy.size(), 2);
    }

    void emptyStatesSayWhy()
    {
        widgets::FindingsList list;
        QVERIFY(list.message().contains("Profile the task"));
        list.setFindings(findings());
        QVERIFY(list.message().isEmpty());
        list.setFindings({});
        QCOMPARE(list.rowCount(), 0);
        QVERIFY(list.message().startsWith("No findings"));
        list.showMessage("The run has no metrics");
        QCOMPARE(list.message(), QString("The run has no metrics"));
        list.showMessage(QString());
        QVERIFY(list.message().contains("Profile the task"));
    }
};

QTEST_MAIN(TestFindingsList)
#include "tst_findingslist.moc"
