// The step badges follow the results the controllers report.
#include "app/session/reviewsteps.h"

#include <QSignalSpy>
#include <QTest>

using namespace warpscope;
using core::ReviewStep;
using core::StepBadge;

class TestReviewSteps : public QObject {
    Q_OBJECT
private slots:
    void startsNotRun()
    {
        session::ReviewSteps steps;
        for (ReviewStep s : core::kReviewSteps)
            QCOMPARE(steps.badge(s), StepBadge::NotRun);
        QVERIFY(!steps.toolTip(ReviewStep::Compile).isEmpty());
    }

    void compile_data()
    {
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("warnings");
        QTest::addColumn<int>("errors");
        QTest::addColumn<int>("badge");
        QTest::newRow("clean") << true << 0 << 0 << int(StepBadge::Ok);
        QTest::newRow("warnings") << true << 2 << 0 << int(StepBadge::Warning);
        QTest::newRow("errors") << false << 1 << 3 << int(StepBadge::Failed);
    }
    void compile()
    {
        QFETCH(bool, ok);
        QFETCH(int, warnings);
        QFETCH(int, errors);
        QFETCH(int, badge);
        session::ReviewSteps steps;
        QSignalSpy changed(&steps, &session::ReviewSteps::changed);
        steps.compileFinished(ok, warnings, errors);
        QCOMPARE(int(steps.badge(ReviewStep::Compile)), badge);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).value<ReviewStep>(), ReviewStep::Compile);
    }

    void runCompareProfile_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<QList<int>>("args");
        QTest::addColumn<int>("badge");
        QTest::newRow("run passed") << int(ReviewStep::Run) << QList<int> {1, 0, 0} << int(StepBadge::Ok);
        QTest::newRow("run findings") << int(ReviewStep::Run) << QList<int> {1, 0, 2} << int(StepBadge::Warning);
        QTest::newRow("run failed") << int(ReviewStep::Run) << QList<int> {0, 1, 0} << int(StepBadge::Failed);
        QTest::newRow("compare ok") << int(ReviewStep::Compare) << QList<int> {0, 0} << int(StepBadge::Ok);
        QTest::newRow("compare vacuous") << int(ReviewStep::Compare) << QList<int> {0, 1} << int(StepBadge::Warning);
        QTest::newRow("compare failed") << int(ReviewStep::Compare) << QList<int> {2, 0} << int(StepBadge::Failed);
        QTest::newRow("profile ok") << int(ReviewStep::Profile) << QList<int> {1, 0} << int(StepBadge::Ok);
        QTest::newRow("profile hints") << int(ReviewStep::Profile) << QList<int> {1, 3} << int(StepBadge::Warning);
        QTest::newRow("profile failed") << int(ReviewStep::Profile) << QList<int> {0, 0} << int(StepBadge::Failed);
    }
    void runCompareProfile()
    {
        QFETCH(int, step);
        QFETCH(QList<int>, args);
        QFETCH(int, badge);
        session::ReviewSteps steps;
        if (ReviewStep(step) == ReviewStep::Run)
            steps.runFinished(args[0], args[1], args[2]);
        else if (ReviewStep(step) == ReviewStep::Compare)
            steps.compareFinished(args[0], args[1]);
        else
            steps.profileFinished(args[0], args[1]);
        QCOMPARE(int(steps.badge(ReviewStep(step))), badge);
    }

    // A stopped launch is no verdict: Run and Compare say "Stopped (reason)", never count outputs.
    void stoppedRunsSaySo()
    {
        session::ReviewSteps steps;
        steps.runStopped("budget", "the kernel did not finish within 10 warp-instructions");
        for (ReviewStep s : {ReviewStep::Run, ReviewStep::Compare}) {
            QCOMPARE(steps.badge(s), StepBadge::Failed);
            QVERIFY2(steps.toolTip(s).startsWith("Stopped (budget)"), qPrintable(steps.toolTip(s)));
            QVERIFY(steps.toolTip(s).contains("10 warp-instructions"));
        }
        steps.profileStopped("deadline", "");
        QCOMPARE(steps.badge(ReviewStep::Profile), StepBadge::Warning);
        QVERIFY(steps.toolTip(ReviewStep::Profile).contains("counts cover only what ran"));
    }

    void sourceEditsMakeLaterResultsStale()
    {
        session::ReviewSteps steps;
        steps.taskOpened();
        QCOMPARE(steps.badge(ReviewStep::Source), StepBadge::Ok);
        steps.compileFinished(true, 0, 0);
        steps.sourceEdited();
        QCOMPARE(steps.badge(ReviewStep::Source), StepBadge::Warning);
        QVERIFY(steps.isStale(ReviewStep::Compile));
        QVERIFY(!steps.isStale(ReviewStep::Run)); // never ran: nothing to go stale
        QVERIFY(steps.toolTip(ReviewStep::Compile).contains("source changed"));
        steps.sourceSaved();
        QCOMPARE(steps.badge(ReviewStep::Source), StepBadge::Ok);
        QVERIFY(steps.isStale(ReviewStep::Compile)); // saving does not recompile
        steps.compileFinished(true, 0, 0);
        QVERIFY(!steps.isStale(ReviewStep::Compile));
    }

    void report_data()
    {
        QTest::addColumn<QList<int>>("args");
        QTest::addColumn<int>("badge");
        QTest::newRow("nothing yet") << QList<int> {0, 6, 0, 0} << int(StepBadge::NotRun);
        QTest::newRow("in progress") << QList<int> {2, 3, 3, 1} << int(StepBadge::Warning);
        QTest::newRow("no evidence") << QList<int> {0, 0, 6, 0} << int(StepBadge::Warning);
        QTest::newRow("complete") << QList<int> {3, 0, 6, 2} << int(StepBadge::Ok);
    }
    void report()
    {
        QFETCH(QList<int>, args);
        QFETCH(int, badge);
        session::ReviewSteps steps;
        steps.reportChanged(args[0], args[1], args[2], args[3]);
        QCOMPARE(int(steps.badge(ReviewStep::Report)), badge);
    }
};

QTEST_GUILESS_MAIN(TestReviewSteps)
#include "tst_reviewsteps.moc"
