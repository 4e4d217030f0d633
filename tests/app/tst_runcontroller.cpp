// Run (F5) end to end, offscreen, with a real Session and worker on the emulator: a clean kernel
// passes; the wrong-tile transpose fails with its tile pattern in the heatmap, the worst-K table points
// at off-diagonal tiles, a click selects an element; a damaged bundle is refused naming the file.
#include "app/analysiscontroller.h"
#include "app/compilecontroller.h"
#include "app/mainwindow.h"
#include "app/reviewcontroller.h"
#include "app/runcontroller.h"
#include "app/session/reviewsteps.h"
#include "app/session/session.h"
#include "apptesthelpers.h"
#include "widgets/heatmapview.h"
#include "widgets/implementationsview.h"
#include "widgets/runresultspane.h"
#include "widgets/sweepdialog.h"
#include "widgets/worsttable.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <qcustomplot.h>

using namespace warpscope;

namespace {

/// Presses F5's action and waits for the run to be shown; fails with the message when it fails.
bool runAndWait(app::MainWindow& window, QString* failure)
{
    app::RunController* rc = window.runController();
    QSignalSpy shown(rc, &app::RunController::runShown);
    QSignalSpy failed(rc, &app::RunController::failed);
    window.findChild<QAction*>("runAction")->trigger();
    if (!rc->isRunning()) {
        *failure = QStringLiteral("the run did not start");
        return false;
    }
    // Generous: the emulator shares the machine with other builds.
    for (int waited = 0; waited < 480000 && shown.isEmpty() && failed.isEmpty(); waited += 50)
        QTest::qWait(50);
    if (!failed.isEmpty())
        *failure = failed.first().at(1).toString();
    else if (shown.isEmpty())
        *failure = QStringLiteral("no result within the time limit");
    return !shown.isEmpty();
}

} // namespace

class TestRunController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void passingKernel()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        app::RunController* rc = window.runController();
        rc->setRunOptions("emu", 1, "");
        QString failure;
        QVERIFY2(runAndWait(window, &failure), qPrintable(failure));
        const session::RunResultPtr run = rc->currentRun();
        QVERIFY(run);
        QVERIFY(run->passed);
        QCOMPARE(run->backend, std::string("emulator"));
        QCOMPARE(int(run->seeds.size()), 1);
        QVERIFY(rc->resultsPane()->verdictText().contains("PASSED"));
        QVERIFY(QFile::exists(rc->currentBundle() + "/result.json"));
        QVERIFY(!rc->isRunning());
        QCOMPARE(window.reviewController()->steps()->badge(core::ReviewStep::Run), core::StepBadge::Ok);
        QVERIFY(rc->heatmap()->emptyReason().isEmpty());
        QCOMPARE(rc->heatmap()->grid().maxValue, 0.0); // every element exact: 0 ULP everywhere
    }

    void failingKernelShowsTheTilePattern()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/transpose_wrong_tile"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        app::RunController* rc = window.runController();
        rc->setRunOptions("emu", 1, "");
        QString failure;
        QVERIFY2(runAndWait(window, &failure), qPrintable(failure));
        const session::RunResultPtr run = rc->currentRun();
        QVERIFY(!run->passed);
        const core::OutputStats& stats = run->seeds[0].outputs[0].stats;
        QCOMPARE(stats.shape, (std::vector<std::int64_t> {96, 96}));
        QCOMPARE(stats.mismatches, std::int64_t(96 * 96 - 3 * 32 * 32)); // all but the 3 diagonal tiles
        QVERIFY(rc->resultsPane()->verdictText().contains("FAILED"));
        QCOMPARE(window.reviewController()->steps()->badge(core::ReviewStep::Run), core::StepBadge::Failed);

        // Pass/fail map: an element fails exactly when its 32 x 32 tile is off the diagonal.
        widgets::HeatmapView* map = rc->heatmap();
        map->setMode(core::HeatmapMode::PassFail);
        const auto& g = map->grid();
        QCOMPARE(int(g.rows), 96);
        int wrong = 0;
        for (int r = 0; r < 96; ++r)
            for (int c = 0; c < 96; ++c) {
                const bool offDiagonal = r / 32 != c / 32;
                wrong += (g.values[std::size_t(r * 96 + c)] == 1.0f) != offDiagonal;
            }
        QCOMPARE(wrong, 0);

        // The worst-K table points at off-diagonal tiles.
        widgets::WorstTable* worst = rc->resultsPane()->worstTable();
        QCOMPARE(worst->rowCount(), int(stats.worst.size()));
        QVERIFY(worst->rowCount() > 0);
        for (int row = 0; row < worst->rowCount(); ++row) {
            const qint64 flat = worst->flatIndexAt(row);
            QVERIFY2((flat / 96) / 32 != (flat % 96) / 32, qPrintable(worst->textAt(row, 1)));
        }

        // Clicking a heatmap cell selects that element for the detail line.
        // Give the map room (a reviewer would float or enlarge the dock): 96 rows in a few pixels would
        // make any click ambiguous.
        auto* dock = window.findChild<QDockWidget*>("heatmapDock");
        dock->setFloating(true);
        dock->resize(900, 800);
        QTest::qWait(50);
        map->setMode(core::HeatmapMode::Ulp);
        map->plot()->replot();
        QSignalSpy selected(map, &widgets::HeatmapView::elementSelected);
        QTest::mouseClick(map->plot(), Qt::LeftButton, {}, map->cellCenter(5, 40));
        QCOMPARE(selected.count(), 1);
        QCOMPARE(map->selectedElement(), qint64(5 * 96 + 40));
        QVERIFY2(map->detailText().contains("[5, 40]"), qPrintable(map->detailText()));

        // A copy of the bundle without one error map: refused naming the file; the run stays on screen.
        QTemporaryDir damaged;
        copyFolder(rc->currentBundle(), damaged.path());
        const QString seedDir = QStringLiteral("seed-%1").arg(run->seeds[0].seed);
        QVERIFY(QFile::remove(damaged.filePath(seedDir + "/out.ulp.npy")));
        QSignalSpy failed(rc, &app::RunController::failed);
        rc->openBundle(damaged.path());
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 60000);
        QVERIFY2(failed.first().at(1).toString().contains("out.ulp.npy"), qPrintable(failed.first().at(1).toString()));
        QCOMPARE(rc->currentRun(), run);
        QVERIFY(rc->resultsPane()->findChild<QLabel*>("runStale")->isVisibleTo(rc->resultsPane()));
    }

    void sweepFillsTheTable()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/reduce_tail_bug"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        app::RunController* rc = window.runController();
        rc->setRunOptions("emu", 2, "");
        rc->showSweep();
        widgets::SweepDialog* d = rc->sweepDialog();
        QVERIFY(d);
        QVERIFY2(
            d->sweepText().contains("N = 256, 1024, 1000, 1025"), qPrintable(d->sweepText())); // the task's [sweep]
        d->setSweepText("N = 256, 1000");
        d->findChild<QPushButton*>("sweepRun")->click();
        const QAbstractItemModel* t = d->table()->model();
        QCOMPARE(t->rowCount(), 2);
        auto text = [t](int row, int column) { return t->index(row, column).data().toString(); };
        auto verdict = [&text](int row) { return text(row, widgets::SweepDialog::Verdict); };
        QTRY_VERIFY_WITH_TIMEOUT(!rc->isRunning() && verdict(1) != "waiting", 480000);
        QCOMPARE(text(0, widgets::SweepDialog::Params), QString("N=256"));
        QVERIFY2(verdict(0) == "pass",
            qPrintable(text(0, widgets::SweepDialog::Findings))); // a multiple of the block: the tail bug is invisible
        QCOMPARE(verdict(1), QString("FAIL"));
        QVERIFY(text(1, widgets::SweepDialog::Mismatches).toLongLong() > 0);

        // a finished row opens in the Run panes; its mismatches are counted per seed and output, as the
        // Results table counts them (two seeds summed read twice as bad)
        QSignalSpy shown(rc, &app::RunController::runShown);
        emit d->table()->activated(t->index(1, 0));
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 60000);
        const session::RunResultPtr row = rc->currentRun();
        QCOMPARE(row->params.at("N"), std::int64_t(1000));
        QCOMPARE(int(row->seeds.size()), 2);
        std::int64_t perSeed = 0;
        for (const auto& seed : row->seeds)
            for (const auto& out : seed.outputs)
                perSeed = std::max(perSeed, out.stats.mismatches);
        QCOMPARE(text(1, widgets::SweepDialog::Mismatches).toLongLong(), qlonglong(perSeed));
    }

    // The sweep dialog belongs to the task it was opened for: a new task brings its own rows, and a
    // row naming a param the task lacks is refused before anything runs.
    void sweepIsResetForANewTaskAndRefusesUnknownParams()
    {
        QTemporaryDir first;
        QTemporaryDir second;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/reduce_tail_bug"), first.path());
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), second.path());
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(first.path()));
        app::RunController* rc = window.runController();
        rc->showSweep();
        widgets::SweepDialog* d = rc->sweepDialog();
        d->setSweepText("N = 7, 9");
        d->startRows({"N=7", "N=9"});
        QVERIFY(window.openTask(second.path()));
        QCOMPARE(d->table()->model()->rowCount(), 0);
        QVERIFY2(!d->sweepText().contains("7, 9"), qPrintable(d->sweepText()));
        d->setSweepText("n = 5, 6");
        d->findChild<QPushButton*>("sweepRun")->click();
        QVERIFY(!rc->isRunning());
        const QString why = d->findChild<QLabel*>("sweepMessage")->text();
        QVERIFY2(why.contains("“n”") && why.contains("did you mean N?"), qPrintable(why));
        QCOMPARE(d->table()->model()->rowCount(), 0);
    }

    // Run and Profile refuse a param the task does not have, naming it and the task's own.
    void unknownParamsAreRefusedByRunAndProfile()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        app::RunController* rc = window.runController();
        rc->setRunOptions("emu", 1, "n=33");
        auto* field = window.findChild<QLineEdit*>("runParams");
        QVERIFY2(field->toolTip().contains("“n”"), qPrintable(field->toolTip()));
        QSignalSpy runFailed(rc, &app::RunController::failed);
        window.findChild<QAction*>("runAction")->trigger();
        QVERIFY(!rc->isRunning());
        QCOMPARE(runFailed.count(), 1);
        const QString why = runFailed.first().at(1).toString();
        QVERIFY2(why.contains("“n”") && why.contains("the task's params are N"), qPrintable(why));
        QSignalSpy profileFailed(window.analysisController(), &app::AnalysisController::failed);
        window.findChild<QAction*>("profileAction")->trigger();
        QVERIFY(!window.analysisController()->isProfiling());
        QCOMPARE(profileFailed.count(), 1);
        QVERIFY(profileFailed.first().at(1).toString().contains("“n”"));
        rc->setRunOptions("emu", 1, "N=33");
        QVERIFY2(!field->toolTip().contains("“n”"), qPrintable(field->toolTip()));
    }

    // Profile is Run with analysis: the Params field's N, a compile first when nothing is compiled, and
    // the multi-seed Run results stay on screen instead of the profile's single seed.
    void profileUsesParamsAndKeepsTheRun()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        app::RunController* rc = window.runController();
        rc->setRunOptions("emu", 2, "N=37");
        QString failure;
        QVERIFY2(runAndWait(window, &failure), qPrintable(failure));
        const session::RunResultPtr run = rc->currentRun();
        QCOMPARE(int(run->seeds.size()), 2);
        QVERIFY(!window.compileController()->result());

        app::AnalysisController* ac = window.analysisController();
        QSignalSpy profiled(ac, &app::AnalysisController::profiledRun);
        QSignalSpy done(ac, &app::AnalysisController::profileDone);
        window.findChild<QAction*>("profileAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 480000);
        QVERIFY(done.first().at(0).toBool());
        QCOMPARE(profiled.count(), 1);
        const auto profiledRun = profiled.first().at(0).value<session::RunResultPtr>();
        QCOMPARE(profiledRun->params.at("N"), std::int64_t(37));
        QCOMPARE(rc->currentRun(), run); // the two seeds stay
        QTRY_VERIFY_WITH_TIMEOUT(window.compileController()->result() != nullptr, 120000);
        QVERIFY(!window.compileController()->result()->ptx.empty());
        QVERIFY(window.reviewController()->steps()->badge(core::ReviewStep::Compile) != core::StepBadge::NotRun);
    }

    // Profile of a task with implementations, nothing run before: the Implementations page shows each
    // one's predicted counters beside its verdict.
    void profileOfImplementationsShowsTheirCounters()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        QFile task(dir.filePath("task.toml"));
        QVERIFY(task.open(QIODevice::ReadWrite));
        QByteArray toml = task.readAll();
        toml.replace("[kernel]\nsource = \"vector_add.cu\"\nentry = \"vector_add\"\noptions = [\"-lineinfo\"]\n", "");
        toml.replace("[launch]\n",
            "[[implementation]]\nname = \"plain\"\nsource = \"vector_add.cu\"\n"
            "entry = \"vector_add\"\noptions = [\"-lineinfo\"]\n\n[implementation.launch]\n");
        toml.replace("[reference]",
            "[[implementation]]\nname = \"fast_math\"\nlike = \"plain\"\n"
            "options = [\"-lineinfo\", \"--use_fast_math\"]\n\n[reference]");
        task.resize(0);
        task.write(toml);
        task.close();
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        window.runController()->setRunOptions("emu", 1, "N=300");
        app::AnalysisController* ac = window.analysisController();
        QSignalSpy done(ac, &app::AnalysisController::profileDone);
        window.findChild<QAction*>("profileAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 480000);
        QVERIFY(done.first().at(0).toBool());
        auto* view = window.runController()->resultsPane()->findChild<widgets::ImplementationsView*>();
        QVERIFY(view);
        const QAbstractItemModel* table = view->table()->model();
        QCOMPARE(table->columnCount(), 2);
        QVERIFY2(table->rowCount() > widgets::ImplementationsView::RowCount, "no predicted counters");
        bool loads = false;
        for (int r = widgets::ImplementationsView::RowCount; r < table->rowCount(); ++r)
            if (table->headerData(r, Qt::Vertical, Qt::UserRole).toString()
                == "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum")
                loads = table->index(r, 0).data().toString() == table->index(r, 1).data().toString()
                    && table->index(r, 0).data().toString() != "–";
        QVERIFY(loads); // the same loads in both builds
    }

    void badParamsAreRefusedBeforeRunning()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        app::RunController* rc = window.runController();
        rc->setRunOptions("emu", 1, "N=lots");
        QSignalSpy failed(rc, &app::RunController::failed);
        window.findChild<QAction*>("runAction")->trigger();
        QVERIFY(!rc->isRunning());
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.first().at(1).toString().contains("N=lots"));
    }
};

QTEST_MAIN(TestRunController)
#include "tst_runcontroller.moc"
