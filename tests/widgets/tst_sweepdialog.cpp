// Issue 20 item 3: the sweep dialog's table has the verdict table's tolerance and NaN / Inf / unwritten
// columns, and its figures are per seed and output (the worst one), not summed over seeds.
#include "widgets/sweepdialog.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QComboBox>
#include <QScreen>
#include <QScrollBar>
#include <QTableView>
#include <QTest>

using namespace warpscope;
using widgets::SweepDialog;

namespace {

core::OutputResult output(
    const std::string& name, std::int64_t mismatches, std::int64_t nan, std::int64_t unwritten, bool fromTask)
{
    core::OutputResult o;
    o.stats.name = name;
    o.stats.dtype = core::DType::F32;
    o.stats.mismatches = mismatches;
    o.stats.nanMismatches = nan;
    o.stats.unwritten = unwritten;
    o.stats.maxAbsError = 0.046;
    o.stats.maxUlpBeyondAtol = 12;
    o.stats.tolerance.atol = 1e-5;
    o.stats.tolerance.rtol = 1.3e-6;
    o.stats.tolerance.fromTask = fromTask;
    return o;
}

core::RunResult twoSeeds()
{
    core::RunResult r;
    r.passed = false;
    for (std::uint64_t seed : {42u, 43u}) {
        core::SeedResult s;
        s.seed = seed;
        s.outputs.push_back(output("y", seed == 43 ? 200 : 170, seed == 43 ? 165 : 100, 3, true));
        r.seeds.push_back(s);
    }
    return r;
}

QString cell(SweepDialog& d, int column)
{
    return d.table()->model()->index(0, column).data().toString();
}

QString tip(SweepDialog& d, int column)
{
    return d.table()->model()->index(0, column).data(Qt::ToolTipRole).toString();
}

} // namespace

class TestSweepDialog : public QObject {
    Q_OBJECT
private slots:
    void headersMatchTheVerdictTable()
    {
        SweepDialog d;
        QStringList headers;
        for (int c = 0; c < SweepDialog::ColumnCount; ++c)
            headers << d.table()->model()->headerData(c, Qt::Horizontal).toString();
        QCOMPARE(headers,
            QStringList({"Params", "Verdict", "Mismatches (worst seed)", "NaN / Inf / unwritten", "Max abs", "Max ULP",
                "Tolerance", "Findings"}));
    }

    // The worst seed's NaN and unwritten counts, the maxima marked "finite only", the task's tolerance.
    void nonFiniteCountsAndTheTolerance()
    {
        SweepDialog d;
        QAbstractItemModelTester tester(d.table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        d.startRows({"N=33"});
        QCOMPARE(cell(d, SweepDialog::Verdict), QString("waiting"));
        QVERIFY(!d.table()->model()->index(0, SweepDialog::Verdict).data(Qt::BackgroundRole).isValid());
        d.setRowResult(0, widgets::sweepRowResult(twoSeeds()));
        // a failed row is red from its params on, its NaN count dark red, and it opens
        const QAbstractItemModel* m = d.table()->model();
        QCOMPARE(m->index(0, SweepDialog::Params).data(Qt::BackgroundRole).value<QColor>(), QColor(250, 210, 210));
        QCOMPARE(m->index(0, SweepDialog::Findings).data(Qt::BackgroundRole).value<QColor>(), QColor(250, 210, 210));
        QCOMPARE(m->index(0, SweepDialog::NonFinite).data(Qt::ForegroundRole).value<QColor>(), QColor(160, 0, 0));
        QVERIFY(m->index(0, SweepDialog::Verdict).data(widgets::SweepRowsModel::OpenableRole).toBool());
        QVERIFY(tip(d, SweepDialog::Mismatches).startsWith("Seed 43, output y"));
        QCOMPARE(cell(d, SweepDialog::Verdict), QString("FAIL"));
        QCOMPARE(cell(d, SweepDialog::Mismatches), QString("200")); // seed 43's, not 370
        QCOMPARE(cell(d, SweepDialog::NonFinite), QString("165 NaN, 3 unwritten"));
        QVERIFY(cell(d, SweepDialog::MaxAbs).contains("finite only"));
        QVERIFY(tip(d, SweepDialog::MaxUlp).contains("168 more are NaN"));
        QCOMPARE(cell(d, SweepDialog::Tolerance), QString("atol 1e-05, rtol 1.3e-06"));
        QVERIFY(tip(d, SweepDialog::Tolerance).contains("task's [tolerance]"));
        QCOMPARE(cell(d, SweepDialog::Findings), QString("0"));
    }

    // The widest row still shows every column: the dialog grows rather than scrolling the tolerance away.
    void everyColumnFitsAfterAResult()
    {
        SweepDialog d;
        d.resize(500, 400); // narrower than the offscreen screen (800), which the dialog may grow to
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        d.startRows({"COLS=200, ROWS=32"});
        d.setRowResult(0, widgets::sweepRowResult(twoSeeds()));
        // on a screen too narrow for every column the dialog takes what the screen gives
        const int available = d.screen()->availableGeometry().width() - 40;
        QTRY_VERIFY2(d.table()->horizontalScrollBar()->maximum() == 0 || d.width() >= available,
            qPrintable(QString("hidden %1, dialog %2, screen %3")
                           .arg(d.table()->horizontalScrollBar()->maximum())
                           .arg(d.width())
                           .arg(available)));
        QVERIFY(d.width() > 500);
    }

    // No tolerance in the task: the dtype's default, said so; several outputs are named.
    void defaultTolerancesPerOutput()
    {
        core::RunResult r;
        r.passed = true;
        core::SeedResult s;
        s.outputs.push_back(output("a", 0, 0, 0, false));
        s.outputs.push_back(output("b", 0, 0, 0, false));
        r.seeds.push_back(s);
        SweepDialog d;
        d.startRows({"N=1"});
        d.setRowResult(0, widgets::sweepRowResult(r));
        QCOMPARE(cell(d, SweepDialog::Verdict), QString("pass"));
        QCOMPARE(cell(d, SweepDialog::NonFinite), QString("0"));
        QVERIFY(!cell(d, SweepDialog::MaxAbs).contains("finite only"));
        QCOMPARE(cell(d, SweepDialog::Tolerance),
            QString("a: atol 1e-05, rtol 1.3e-06 (f32 default); b: atol 1e-05, rtol 1.3e-06 (f32 default)"));
        QVERIFY(tip(d, SweepDialog::Tolerance).contains("default for f32"));
    }

    // A task with several implementations: each one's figures per row, chosen in "Figures of"; one
    // that did not run is an error with its reason; a new sweep forgets them.
    void eachImplementationsFiguresPerRow()
    {
        SweepDialog d;
        d.startRows({"N=100"});
        QVERIFY(d.implementationBox()->parentWidget()->isHidden());
        core::RunResult clean;
        clean.passed = true;
        const widgets::SweepRowResult first = widgets::sweepRowResult(clean);
        d.setRowResult(0, first);
        widgets::SweepImplementationResult cuda {"cuda", true, {}, first};
        widgets::SweepImplementationResult bad {"zero_mask", true, {}, widgets::sweepRowResult(twoSeeds())};
        widgets::SweepImplementationResult broken {"triton", false, "Triton is not installed", {}};
        d.setRowImplementations(0, {cuda, bad, broken});
        QVERIFY(!d.implementationBox()->parentWidget()->isHidden());
        QCOMPARE(d.implementationBox()->count(), 3);
        QCOMPARE(cell(d, SweepDialog::Verdict), QStringLiteral("pass"));
        QCOMPARE(tip(d, SweepDialog::Verdict), QStringLiteral("cuda: pass\nzero_mask: FAIL\ntriton: error"));
        d.showImplementation(QStringLiteral("zero_mask"));
        QCOMPARE(cell(d, SweepDialog::Verdict), QStringLiteral("FAIL"));
        QCOMPARE(cell(d, SweepDialog::Mismatches), QStringLiteral("200"));
        d.showImplementation(QStringLiteral("triton"));
        QCOMPARE(cell(d, SweepDialog::Verdict), QStringLiteral("error"));
        QVERIFY(cell(d, SweepDialog::Findings).contains(QStringLiteral("Triton is not installed")));
        d.showImplementation(QStringLiteral("cuda"));
        QCOMPARE(cell(d, SweepDialog::Mismatches), QStringLiteral("0"));
        d.reset(QStringLiteral("N = 1"));
        QCOMPARE(d.implementationBox()->count(), 0);
        QVERIFY(d.implementationBox()->parentWidget()->isHidden());
    }

    // Issue 21: a cancelled sweep keeps the rows that ran, the one in flight says "stopped", and the rows
    // after it say they did not run (greyed, with why), instead of waiting for ever.
    void cancelledSweepMarksTheRestNotRun()
    {
        SweepDialog d;
        QAbstractItemModelTester tester(d.table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        d.startRows({"N=1", "N=33", "N=1000", "N=5000"});
        core::RunResult clean;
        clean.passed = true;
        d.setRowResult(0, widgets::sweepRowResult(clean));
        core::RunResult cut = clean;
        cut.passed = false;
        cut.cutReason = "cancelled";
        cut.cutMessage = "the run was cancelled before seed 101: 1 of 3 seeds ran";
        d.setRowResult(1, widgets::sweepRowResult(cut));
        QCOMPARE(d.setRowsNotRun(2, QStringLiteral("Not run: the sweep was cancelled before this row started.")), 2);
        const QAbstractItemModel* m = d.table()->model();
        QVERIFY(m->index(1, SweepDialog::Verdict).data().toString().startsWith("stopped"));
        for (int row : {2, 3}) {
            QCOMPARE(m->index(row, SweepDialog::Verdict).data().toString(), QString("not run"));
            QVERIFY(m->index(row, SweepDialog::Verdict).data(Qt::ToolTipRole).toString().contains("cancelled"));
            QCOMPARE(
                m->index(row, SweepDialog::Verdict).data(Qt::ForegroundRole).value<QColor>(), QColor(110, 110, 110));
            QVERIFY(!m->index(row, SweepDialog::Verdict).data(widgets::SweepRowsModel::OpenableRole).toBool());
        }
        // rows that ran are never marked; a second call marks nothing
        QCOMPARE(m->index(0, SweepDialog::Verdict).data().toString(), QString("pass"));
        QCOMPARE(d.setRowsNotRun(0, QStringLiteral("again")), 0);
    }
};

QTEST_MAIN(TestSweepDialog)
#include "tst_sweepdialog.moc"
