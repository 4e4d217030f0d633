// Issue 21: a cancelled comparison of implementations in the Implementations table: the one that
// finished keeps its verdict, the one stopped says STOPPED (orange, the stop as tooltip) and the ones
// not started say "not run" (grey, with why).
#include <QColor> // before the model's header, which uses it without including it

#include "widgets/implementationsmodel.h"

#include "core/pipeline/implrun.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace warpscope;
using widgets::ImplementationsModel;

class TestImplementationsModel : public QObject {
    Q_OBJECT
private slots:
    void cancelledComparison()
    {
        auto r = std::make_shared<core::ImplementationsResult>();
        core::ImplementationRun first;
        first.name = "first";
        first.ran = true;
        first.run.passed = true;
        first.run.seeds.emplace_back();
        first.run.seeds.back().passed = true;
        core::ImplementationRun second;
        second.name = "second";
        second.ran = true;
        second.run.cutReason = "cancelled";
        second.run.cutMessage = "the run was cancelled before seed 101: 1 of 2 seeds ran";
        core::ImplementationRun third;
        third.name = "third";
        third.error = core::makeError(
            core::ErrorCode::Cancelled, "not run: the comparison was cancelled before this implementation started");
        r->runs = {first, second, third};
        ImplementationsModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setResult(r);
        QCOMPARE(m.columnCount(), 3);
        const auto verdict = [&](int column, int role = Qt::DisplayRole) {
            return m.index(ImplementationsModel::Verdict, column).data(role);
        };
        QCOMPARE(verdict(0).toString(), QString("pass"));
        QCOMPARE(verdict(1).toString(), QString("STOPPED"));
        QCOMPARE(verdict(1, Qt::BackgroundRole).value<QColor>(), QColor(250, 230, 200));
        QVERIFY(verdict(1, Qt::ToolTipRole).toString().contains("1 of 2 seeds ran"));
        QCOMPARE(verdict(2).toString(), QString("not run"));
        QCOMPARE(verdict(2, Qt::BackgroundRole).value<QColor>(), QColor(225, 225, 225));
        QVERIFY(verdict(2, Qt::ToolTipRole).toString().contains("cancelled before this implementation started"));
    }
};

QTEST_MAIN(TestImplementationsModel)
#include "tst_implementationsmodel.moc"
