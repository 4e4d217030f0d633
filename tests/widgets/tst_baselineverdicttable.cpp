// The verdicts against a pinned baseline with canned deltas: one row per output and figure, the
// change with its ratio, worse in red and better in green, outputs of one side only, the message.
#include "widgets/baselineverdicttable.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QColor>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace warpscope;
using T = widgets::BaselineVerdictTable;

class TestBaselineVerdictTable : public QObject {
    Q_OBJECT
private slots:
    void figuresAndChanges()
    {
        T table;
        QAbstractItemModelTester tester(table.table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        core::OutputDelta y;
        y.name = "y";
        y.inBaseline = y.inCurrent = true;
        y.baselinePassed = true;
        y.currentPassed = false;
        y.mismatches = core::figureDelta(0, 30);
        y.nonFinite = core::figureDelta(0, 0);
        y.maxAbs = core::figureDelta(0.5, 0.25);
        y.maxUlp = core::figureDelta(2, 8);
        core::OutputDelta old;
        old.name = "old";
        old.inBaseline = true;
        old.baselinePassed = true;
        old.maxAbs = {1.0, 0.0, true, false};
        table.setComparison(QStringLiteral("Baseline: A — now: B"), {y, old});
        QCOMPARE(table.headingText(), QStringLiteral("Baseline: A — now: B"));
        QCOMPARE(table.table()->model()->rowCount(), 12);
        QCOMPARE(table.cellText("y", T::figureName(0), T::Baseline), QStringLiteral("pass"));
        QCOMPARE(table.cellText("y", T::figureName(0), T::Current), QStringLiteral("FAIL"));
        QCOMPARE(table.cellText("y", T::figureName(0), T::Change), QStringLiteral("now fails"));
        QCOMPARE(table.cellText("y", T::figureName(1), T::Change), QStringLiteral("+30"));
        QCOMPARE(table.cellText("y", T::figureName(2), T::Change), QStringLiteral("same"));
        QCOMPARE(table.cellText("y", T::figureName(3), T::Change), QStringLiteral("−0.25 (×0.5)"));
        QCOMPARE(table.cellText("y", T::figureName(5), T::Change), QStringLiteral("+6 (×4)"));
        QCOMPARE(table.cellText("old", T::figureName(0), T::Current), QStringLiteral("absent"));
        QCOMPARE(table.cellText("old", T::figureName(3), T::Current), QStringLiteral("—"));
        QCOMPARE(table.cellText("old", T::figureName(3), T::Change), QString());
        // more error is worse: red; less is better: green
        const QAbstractItemModel* m = table.table()->model();
        auto colourOf = [&](int row) { return m->index(row, T::Change).data(Qt::ForegroundRole).value<QColor>(); };
        QVERIFY(colourOf(0).red() > colourOf(0).green()); // now fails
        QVERIFY(colourOf(1).red() > colourOf(1).green());
        QVERIFY(colourOf(3).green() > colourOf(3).red());
        QVERIFY(!m->index(2, T::Change).data(Qt::ForegroundRole).isValid()); // the same: no colour
        QVERIFY(!m->index(1, T::Baseline).data(Qt::ForegroundRole).isValid());
        // the figure columns left, the numbers right
        QCOMPARE(m->index(1, T::Figure).data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignLeft | Qt::AlignVCenter));
        QCOMPARE(m->index(1, T::Current).data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
        QCOMPARE(m->headerData(T::Current, Qt::Horizontal).toString(), QStringLiteral("Now"));
        QCOMPARE(m->index(6, T::Output).data().toString(), QStringLiteral("old"));
        QCOMPARE(m->index(7, T::Output).data().toString(), QString());
    }

    void messageEmptiesTheTable()
    {
        T table;
        core::OutputDelta y;
        y.name = "y";
        table.setComparison(QStringLiteral("h"), {y});
        QVERIFY(table.table()->model()->rowCount() > 0);
        table.showMessage(QStringLiteral("No baseline"));
        QCOMPARE(table.table()->model()->rowCount(), 0);
        QCOMPARE(table.headingText(), QStringLiteral("No baseline"));
    }

    void actionButtonsTriggerTheirActions()
    {
        T table;
        QAction pin(QStringLiteral("Pin"));
        pin.setObjectName(QStringLiteral("pin"));
        table.addActionButton(&pin);
        QSignalSpy triggered(&pin, &QAction::triggered);
        auto* button = table.findChild<QToolButton*>(QStringLiteral("pinButton"));
        QVERIFY(button);
        button->click();
        QCOMPARE(triggered.size(), 1);
    }
};

QTEST_MAIN(TestBaselineVerdictTable)
#include "tst_baselineverdicttable.moc"
