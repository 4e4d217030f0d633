// The Results pane with a hand-built run: one row per seed and output with pass/fail colours, the
// warnings, the worst-K table in the core's order, and the ULP histogram's buckets.
#include "core/compare/tolerance.h"
#include "runfixture.h"
#include "widgets/errorhistogram.h"
#include "widgets/runresultspane.h"
#include "widgets/runverdictmodel.h"
#include "widgets/steptable.h"
#include "widgets/steptablemodel.h"
#include "widgets/worsttable.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace warpscope;

class TestRunResultsPane : public QObject {
    Q_OBJECT
private slots:
    void verdictTable()
    {
        widgets::RunResultsPane pane;
        QSignalSpy selected(&pane, &widgets::RunResultsPane::outputSelected);
        pane.setRun(runfixture::makeRun({3, 4}));
        QVERIFY(pane.verdictText().contains("FAILED"));
        const widgets::RunVerdictModel* t = pane.verdicts();
        QCOMPARE(t->rowCount(), 2);
        using C = widgets::RunResultsPane;
        QCOMPARE(t->index(0, C::Seed).data().toString(), QString("1"));
        QCOMPARE(t->index(0, C::Verdict).data().toString(), QString("pass"));
        QCOMPARE(t->index(1, C::Verdict).data().toString(), QString("FAIL"));
        QCOMPARE(t->index(1, C::Mismatches).data().toString(), QString("3"));
        QCOMPARE(t->index(1, C::MaxUlp).data().toString(), QString("8388608")); // without the elements within atol
        QVERIFY(t->index(1, C::MaxUlp).data(Qt::ToolTipRole).toString().contains("2 element(s) within atol"));
        QCOMPARE(t->index(1, C::WorstIndex).data().toString(), QString("[0, 1]"));
        QVERIFY(t->index(0, C::Output).data(Qt::BackgroundRole).value<QColor>()
            != t->index(1, C::Output).data(Qt::BackgroundRole).value<QColor>());
        // The pane opens on the first failing row, so the heatmap shows the failure at once.
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.first().at(0).toInt(), 1);
        QCOMPARE(selected.first().at(1).toInt(), 0);
        QCOMPARE(pane.worstTable()->rowCount(), 3);
    }

    // The rule that judged each row and the elements no finite figure describes are in the table, and
    // a maximum over finite elements says so when some are NaN (it read as a clean "Max abs 0.046").
    void toleranceAndNonFiniteAreShown()
    {
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        core::OutputStats& clean = run->seeds[0].outputs[0].stats;
        clean.nanMismatches = clean.unwritten = 0;
        clean.tolerance.useClose = false;
        clean.tolerance.maxUlp = 2;
        clean.tolerance.fromTask = true;
        core::OutputStats& bad = run->seeds[1].outputs[0].stats;
        bad.tolerance = core::defaultTolerance(core::DType::F32);
        bad.infMismatches = 2;
        widgets::RunResultsPane pane;
        pane.setRun(run);
        using C = widgets::RunResultsPane;
        const widgets::RunVerdictModel* t = pane.verdicts();
        QCOMPARE(t->index(0, C::Tolerance).data().toString(), QString("max_ulp 2"));
        QVERIFY(t->index(0, C::Tolerance).data(Qt::ToolTipRole).toString().contains("[tolerance]"));
        QCOMPARE(t->index(1, C::Tolerance).data().toString(), QString("atol 1e-05, rtol 1.3e-06 (f32 default)"));
        QVERIFY(t->index(1, C::Tolerance).data(Qt::ToolTipRole).toString().contains("torch.testing.assert_close"));
        QCOMPARE(t->index(0, C::NonFinite).data().toString(), QString("0"));
        QCOMPARE(t->index(1, C::NonFinite).data().toString(), QString("1 NaN, 2 Inf, 1 unwritten"));
        QCOMPARE(t->index(0, C::MaxAbs).data().toString(), QString("1"));
        QCOMPARE(t->index(1, C::MaxAbs).data().toString(), QString("1 (finite only)"));
        QVERIFY(t->index(1, C::MaxRel).data(Qt::ToolTipRole).toString().contains("4 more are NaN, Inf or unwritten"));
        // the counts sit before the maxima they qualify, the rule after them
        QHeaderView* header = pane.table()->horizontalHeader();
        QCOMPARE(header->visualIndex(C::NonFinite), header->visualIndex(C::MaxAbs) - 1);
        QCOMPARE(header->visualIndex(C::Tolerance), header->visualIndex(C::MaxUlp) + 1);
    }

    void stoppedLaunchIsNeverAPass()
    {
        // seed 1's outputs compared equal, but its launch stopped at the budget: no "pass", no FAILED
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        run->seeds[0].completed = false;
        run->seeds[0].stopReason = "budget";
        run->seeds[0].stopMessage = "the kernel did not finish within 10 warp-instructions";
        run->passed = false;
        run->sample = core::CtaSample {64, 4294836225ull, "64 evenly spread"};
        widgets::RunResultsPane pane;
        pane.setRun(run);
        QVERIFY2(pane.verdictText().contains("STOPPED (budget)"), qPrintable(pane.verdictText()));
        QVERIFY(!pane.verdictText().contains("FAILED"));
        QVERIFY(pane.verdictText().contains("64 of 4294836225 CTAs ran"));
        using C = widgets::RunResultsPane;
        const widgets::RunVerdictModel* t = pane.verdicts();
        QCOMPARE(t->index(0, C::Verdict).data().toString(), QString("stopped (budget)"));
        QVERIFY(t->index(0, C::Verdict).data(Qt::ToolTipRole).toString().contains("10 warp-instructions"));
        QVERIFY(t->index(0, C::Output).data(Qt::BackgroundRole).value<QColor>()
            != t->index(1, C::Output).data(Qt::BackgroundRole).value<QColor>());
    }

    void referenceFailureIsNotTheKernels()
    {
        // the reference kernel faulted for seed 1: its outputs are "not compared", the verdict names
        // the reference, and never says FAILED as if the kernel were wrong
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        run->seeds[0].referenceError = "the reference kernel stopped: out_of_bounds: read past 'x'";
        run->passed = false;
        widgets::RunResultsPane pane;
        pane.setRun(run);
        QVERIFY2(pane.verdictText().contains("REFERENCE FAILED"), qPrintable(pane.verdictText()));
        QVERIFY(pane.verdictText().contains("read past"));
        QVERIFY(!pane.verdictText().contains("FAILED</b>") || pane.verdictText().contains("REFERENCE FAILED</b>"));
        using C = widgets::RunResultsPane;
        QCOMPARE(pane.verdicts()->index(0, C::Verdict).data().toString(), QString("not compared (reference failed)"));
        QVERIFY(pane.verdicts()->index(0, C::Verdict).data(Qt::ToolTipRole).toString().contains("read past"));
    }

    void aRegionShowsHowManyWereCompared()
    {
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        core::OutputStats& st = run->seeds[1].outputs[0].stats;
        st.excluded = 4;
        st.excludedWritten = 3;
        st.excludedUntouched = 1;
        st.selection = "region [:, :2]";
        widgets::RunResultsPane pane;
        pane.setRun(run);
        const QModelIndex e = pane.cell(1, widgets::RunResultsPane::Elements);
        QCOMPARE(e.data().toString(), QString("8 of 12"));
        QVERIFY2(e.data(Qt::ToolTipRole).toString().contains("region [:, :2]: 8 elements compared; 4 outside"),
            qPrintable(e.data(Qt::ToolTipRole).toString()));
    }

    void pipelineStepsHaveTheirTab()
    {
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        widgets::RunResultsPane withoutSteps;
        withoutSteps.setRun(run);
        QCOMPARE(withoutSteps.findChild<QTabWidget*>("runDetailTabs")->indexOf(withoutSteps.stepTable()), -1);
        // not a page, so it must not draw over the tab bar either
        QVERIFY(!withoutSteps.stepTable()->isVisibleTo(&withoutSteps));

        run->pipeline = true;
        run->seeds[0].steps = {{"step 1 (partial sums)", 1, 0.002, 1000, false},
            {"step 2 (merge)", 10, 0.0105, 5000, false}, {"step 1 (ref)", 1, 0.001, 10, true}};
        widgets::RunResultsPane p;
        p.setRun(run);
        QTabWidget* t = p.findChild<QTabWidget*>("runDetailTabs");
        const int at = t->indexOf(p.stepTable());
        QVERIFY(at >= 0);
        QCOMPARE(t->tabText(at), QString("Steps (3)"));
        using S = widgets::StepTableModel;
        const QAbstractItemModel* steps = p.stepTable()->model();
        QCOMPARE(steps->index(1, S::Step).data().toString(), QString("step 2 (merge)"));
        QCOMPARE(steps->index(1, S::Launches).data().toString(), QString("10"));
        QCOMPARE(steps->index(1, S::Time).data().toString(), QString("10.5 ms"));
        QCOMPARE(steps->index(2, S::Step).data().toString(), QString("reference step 1 (ref)"));
        // a later run without steps takes the tab away again
        p.setRun(runfixture::makeRun({3, 4}));
        QCOMPARE(t->indexOf(p.stepTable()), -1);
        QVERIFY(!p.stepTable()->isVisibleTo(&p));
    }

    void possibleRaceOffersProfile()
    {
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        widgets::RunResultsPane pane;
        pane.setRun(run);
        QVERIFY2(pane.hintText().isEmpty(), qPrintable(pane.hintText())); // no hint, no offer
        run->hints.push_back({"possible_race", "possible race: the kernel uses shared memory but has no barrier"});
        pane.setRun(run);
        QVERIFY2(pane.hintText().contains("no barrier"), qPrintable(pane.hintText()));
        QVERIFY(pane.hintText().contains("<a href=\"profile\">Profile</a>"));
        QSignalSpy profile(&pane, &widgets::RunResultsPane::profileRequested);
        auto* label = pane.findChild<QLabel*>(QStringLiteral("runHint"));
        QVERIFY(label);
        emit label->linkActivated(QStringLiteral("profile"));
        QCOMPARE(profile.count(), 1);
        pane.clear();
        QVERIFY(pane.hintText().isEmpty());
    }

    void integerOutputsPrintIntegers()
    {
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        core::OutputStats& st = run->seeds[1].outputs[0].stats;
        st.dtype = core::DType::U32;
        st.nanMismatches = 0; // an integer has no NaN; unwritten stays
        st.maxAbsError = 4294967263.0;
        st.worst.front().value = 4294967295.0;
        st.worst.front().reference = 32.0;
        st.worst.front().absError = 4294967263.0;
        widgets::RunResultsPane pane;
        pane.setRun(run);
        QCOMPARE(pane.verdicts()->index(1, widgets::RunResultsPane::MaxAbs).data().toString(),
            QString("4294967263 (finite only)"));
        st.unwritten = 0;
        pane.setRun(run);
        QCOMPARE(pane.verdicts()->index(1, widgets::RunResultsPane::MaxAbs).data().toString(), QString("4294967263"));
        widgets::WorstTable* w = pane.worstTable();
        QCOMPARE(w->textAt(0, widgets::WorstTable::Value), QString("4294967295"));
        QCOMPARE(w->textAt(0, widgets::WorstTable::Reference), QString("32"));
    }

    void warningsAreListedOnce()
    {
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        core::CompareWarning unchanged;
        unchanged.kind = core::CompareWarning::Kind::UnchangedAcrossSeeds;
        unchanged.message = "output 'out' is identical for every seed";
        run->warnings.push_back(unchanged);
        run->seeds[0].outputs[0].stats.warnings = run->seeds[1].outputs[0].stats.warnings; // same text twice
        widgets::RunResultsPane pane;
        pane.setRun(run);
        QCOMPARE(pane.warnings()->count(), 2);
        QCOMPARE(pane.warningCount(), 2);
        QVERIFY(pane.warnings()->item(0)->text().contains("unchanged across seeds"));
        QVERIFY(pane.warnings()->item(1)->text().contains("never written"));
    }

    void staleKeepsResults()
    {
        widgets::RunResultsPane pane;
        pane.setRun(runfixture::makeRun({3, 4}));
        pane.setStale("the latest run failed");
        QCOMPARE(pane.rowCount(), 2);
        pane.clear();
        QCOMPARE(pane.rowCount(), 0);
        QCOMPARE(pane.warningCount(), 0);
    }

    void worstTableKeepsTheCoreOrder()
    {
        const auto run = runfixture::makeRun({3, 4});
        const core::OutputStats& stats = run->seeds[1].outputs[0].stats;
        widgets::WorstTable table;
        QSignalSpy activated(&table, &widgets::WorstTable::elementActivated);
        table.setStats(stats);
        QCOMPARE(table.rowCount(), 3);
        using C = widgets::WorstTable;
        // NaN and unwritten rank before the largest finite error, as the core ranked them.
        QCOMPARE(table.textAt(0, C::Category), QString("NaN"));
        QCOMPARE(table.textAt(1, C::Category), QString("unwritten"));
        QCOMPARE(table.textAt(2, C::Category), QString("fail"));
        QCOMPARE(table.textAt(2, C::Index), QString("[2, 0]"));
        QCOMPARE(table.textAt(2, C::Value), QString("2"));
        QCOMPARE(table.textAt(2, C::Reference), QString("1"));
        QCOMPARE(table.textAt(2, C::Ulp), QString("8388608"));
        QCOMPARE(table.flatIndexAt(2), qint64(8));
        QCOMPARE(table.flatIndexAt(7), qint64(-1));
        emit table.clicked(table.model()->index(2, C::Value));
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().first().toLongLong(), qlonglong(8));
    }

    void exactOutputSaysThereIsNothingToRank()
    {
        core::OutputStats stats;
        stats.name = "c";
        stats.elements = 100;
        widgets::WorstTable table;
        QSignalSpy activated(&table, &widgets::WorstTable::elementActivated);
        table.setStats(stats);
        QCOMPARE(table.rowCount(), 1);
        QVERIFY(table.textAt(0, 0).contains("nothing to rank"));
        QCOMPARE(table.flatIndexAt(0), qint64(-1));
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, table.visualRect(table.model()->index(0, 0)).center());
        QCOMPARE(activated.count(), 0); // the message is not an element
    }

    void histogramBuckets()
    {
        const auto run = runfixture::makeRun({3, 4});
        widgets::ErrorHistogram h;
        h.setStats(run->seeds[1].outputs[0].stats);
        // 0, 1, 2-3, ..., [2^23, 2^24) then the NaN/Inf/unwritten bucket.
        QCOMPARE(h.labels().size(), 26);
        QCOMPARE(h.labels().first(), QString("0"));
        QCOMPARE(h.counts().first(), 9.0);
        QCOMPARE(h.labels().at(24), QString("8388608–16777215"));
        QCOMPARE(h.counts().at(24), 1.0);
        QCOMPARE(h.counts().last(), 2.0);
        h.clearHistogram();
        QVERIFY(h.labels().isEmpty());
    }
};

QTEST_MAIN(TestRunResultsPane)
#include "tst_runresultspane.moc"
