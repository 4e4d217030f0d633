// Baselines end to end, offscreen, through the worker on the emulator: copy_coalesced pinned (run and
// profile), copy_strided opened and run and profiled beside it (the teacher's one-screen comparison):
// verdict deltas, the hot spots' change columns, the margin, the memory chart, the roofline's two
// points and two heatmaps with linked zoom; the same task after an edit; clearing; and a baseline
// whose bundle folder vanished.
#include "app/analysiscontroller.h"
#include "app/analysisoverlays.h"
#include "app/baselinecontroller.h"
#include "app/mainwindow.h"
#include "app/reviewcontroller.h"
#include "app/rooflinecontroller.h"
#include "app/runcontroller.h"
#include "app/session/reviewdocument.h"
#include "app/session/session.h"
#include "app/taskcontroller.h"
#include "apptesthelpers.h"
#include "widgets/baselineverdicttable.h"
#include "widgets/heatmapview.h"
#include "widgets/hotspottable.h"
#include "widgets/linemetricmargin.h"
#include "widgets/memorychart.h"
#include "widgets/occupancywidget.h"
#include "widgets/rooflineplot.h"
#include "widgets/runresultspane.h"
#include "widgets/sourceeditor.h"
#include "widgets/warpaccessview.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QProcess>
#include <QScreen>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <qcustomplot.h>

using namespace warpscope;

namespace {

/// Waits for one emission of a spy (or a failure), generously: the emulator shares the machine.
bool waitFor(QSignalSpy& done, QSignalSpy& failed, QString* failure)
{
    for (int waited = 0; waited < 480000 && done.isEmpty() && failed.isEmpty(); waited += 50)
        QTest::qWait(50);
    if (!failed.isEmpty())
        *failure = failed.first().at(1).toString();
    else if (done.isEmpty())
        *failure = QStringLiteral("nothing within the time limit");
    return !done.isEmpty() && failed.isEmpty();
}

bool runAndWait(app::MainWindow& window, QString* failure)
{
    QSignalSpy shown(window.runController(), &app::RunController::runShown);
    QSignalSpy failed(window.runController(), &app::RunController::failed);
    window.runController()->setRunOptions("emu", 1, "");
    window.findChild<QAction*>("runAction")->trigger();
    return waitFor(shown, failed, failure);
}

bool profileAndWait(app::MainWindow& window, QString* failure)
{
    QSignalSpy done(window.analysisController(), &app::AnalysisController::profileDone);
    QSignalSpy failed(window.analysisController(), &app::AnalysisController::failed);
    window.findChild<QAction*>("profileAction")->trigger();
    return waitFor(done, failed, failure) && done.first().at(0).toBool();
}

bool pinAndWait(app::MainWindow& window, QString* failure)
{
    app::BaselineController* bc = window.baselineController();
    QSignalSpy changed(bc, &app::BaselineController::baselineChanged);
    QSignalSpy failed(bc, &app::BaselineController::failed);
    bc->pinAction()->trigger();
    return waitFor(changed, failed, failure) && changed.first().at(0).toBool();
}

/// The source line whose text contains `text` (1-based), or 0.
int lineOf(const QString& file, const QString& text)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(text))
            return i + 1;
    return 0;
}

/// The hot spot table's text in a column for a source line.
QString hotspotCell(widgets::HotspotTable* table, int line, int column)
{
    const widgets::HotspotModel* model = table->hotspots();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->sourceLineAt(row) == line)
            return model->index(row, column).data().toString();
    return QStringLiteral("(no row)");
}

} // namespace

class TestBaselineController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(app::defaultBaselineFile()); }

    /// The teacher's screen: copy_coalesced pinned, copy_strided beside it.
    void stridedAgainstCoalesced()
    {
        QTemporaryDir dir;
        const QString coalesced = dir.filePath("copy_coalesced"), strided = dir.filePath("copy_strided");
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/copy_coalesced"), coalesced);
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/copy_strided"), strided);
        session::Session session;
        app::MainWindow window(&session);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        app::BaselineController* bc = window.baselineController();
        QVERIFY(!bc->pinAction()->isEnabled()); // nothing on screen to pin
        QVERIFY(window.openTask(coalesced));
        QString failure;
        QVERIFY2(runAndWait(window, &failure), qPrintable(failure));
        QVERIFY2(profileAndWait(window, &failure), qPrintable(failure));
        QVERIFY(bc->pinAction()->isEnabled());
        QVERIFY2(pinAndWait(window, &failure), qPrintable(failure));
        QVERIFY(bc->baseline().has_value());
        QVERIFY(bc->baseline()->report.has_value());
        QVERIFY(QFile::exists(app::defaultBaselineFile()));

        // another task: the baseline stays, and waits for the task's own results
        QVERIFY(window.openTask(strided));
        QVERIFY(bc->baseline().has_value());
        QVERIFY(bc->verdictTable()->headingText().contains("Run a task"));
        QVERIFY2(runAndWait(window, &failure), qPrintable(failure));
        auto* table = bc->verdictTable();
        QVERIFY(table->headingText().contains("Copy, coalesced"));
        QVERIFY(table->headingText().contains("Copy, strided"));
        QCOMPARE(
            table->cellText("y", widgets::BaselineVerdictTable::figureName(0), widgets::BaselineVerdictTable::Baseline),
            QStringLiteral("pass"));
        QCOMPARE(
            table->cellText("y", widgets::BaselineVerdictTable::figureName(1), widgets::BaselineVerdictTable::Change),
            QStringLiteral("same"));

        // two heatmaps side by side, zoom linked both ways
        QVERIFY(bc->heatmapPane()->isVisible());
        QVERIFY(bc->heatmap()->grid().rows > 0);
        widgets::HeatmapView* current = window.runController()->heatmap();
        // side by side in the heatmap's own dock
        QVERIFY(window.runController()->compareDocks().first()->isAncestorOf(bc->heatmapPane()));
        QVERIFY(bc->heatmapPane()->mapTo(&window, QPoint()).x() > current->mapTo(&window, QPoint()).x());
        // the profile: per-line changes, the memory chart, the roofline's two points
        QVERIFY2(profileAndWait(window, &failure), qPrintable(failure));
        app::AnalysisController* ac = window.analysisController();
        const int store = lineOf(strided + "/copy_strided.cu", "out[j] = in[j]");
        QVERIFY(store > 0);
        QVERIFY(ac->hotspotTable()->hasBaseline());
        QVERIFY(!ac->hotspotTable()->view()->isColumnHidden(widgets::HotspotTable::BaselineSectorsColumn));
        const QString change = hotspotCell(ac->hotspotTable(), store, widgets::HotspotTable::BaselineSectorsColumn);
        QVERIFY2(change.startsWith('+'), qPrintable(change)); // strided: excess sectors the coalesced line had not
        const int lane = lineOf(strided + "/copy_strided.cu", "const int lane");
        QCOMPARE(
            hotspotCell(ac->hotspotTable(), lane, widgets::HotspotTable::BaselineSectorsColumn), QStringLiteral("new"));
        QVERIFY(window.editor()->lineMetricMargin()->cellAt(store).text.contains("(+"));
        QVERIFY(ac->memoryChart()->baselineText().contains("Copy, coalesced"));
        QVERIFY(ac->memoryChart()->baselineText().contains("sectors"));
        QVERIFY(ac->rooflineController()->baselineEstimate().has_value());
        QVERIFY(ac->rooflineController()->estimateText().contains("baseline"));
        // the warp access view: the strided store beside the coalesced one's
        QVERIFY(ac->warpAccessView()->setSourceLine(store));
        const QString access = ac->warpAccessView()->baselineText();
        QVERIFY2(access.contains("Baseline Copy, coalesced"), qPrintable(access));
        QVERIFY2(access.contains("4.0 sectors per request; change +"), qPrintable(access));
        // the occupancy pane: the baseline's figure from the compile kept beside its bundle
        auto* occupancy = window.findChild<widgets::OccupancyWidget*>("occupancyWidget");
        QVERIFY(occupancy);
        QVERIFY2(occupancy->baselineText().contains("Baseline Copy, coalesced"), qPrintable(occupancy->baselineText()));
        QVERIFY(occupancy->baselinePoint(widgets::OccupancyWidget::BlockSizeCurve).x() > 0);
        // a review saved now records the baseline, and its report compares with it
        session::ReviewDocument* review = window.reviewController()->document();
        review->newReview();
        QVERIFY(!review->addResultBundle(window.runController()->currentBundle(), "copy_strided").isEmpty());
        QVERIFY(window.reviewController()->saveReviewTo(dir.filePath("compare")));
        QVERIFY(review->review().baseline.has_value());
        QVERIFY(!review->review().baseline->run.empty());
        QVERIFY(window.reviewController()->exportReportTo(dir.filePath("compare.md")));
        QFile report(dir.filePath("compare.md"));
        QVERIFY(report.open(QIODevice::ReadOnly));
        const QByteArray md = report.readAll();
        QVERIFY2(md.contains("## Compared with baseline"), md.constData());
        QVERIFY2(md.contains("| y | pass | pass |"), md.constData());

        // For the docs' screenshots under Xvfb (WARPSCOPE_SHOT_DIR=folder): the compare step, then the profile
        if (const QString shots = qEnvironmentVariable("WARPSCOPE_SHOT_DIR"); !shots.isEmpty()) {
            window.setGeometry(window.screen()->availableGeometry());
            const QString size = QStringLiteral("%1x%2").arg(window.width()).arg(window.height());
            window.runController()->resultsPane()->pages()->setCurrentWidget(bc->verdictTable());
            for (QDockWidget* d : window.runController()->compareDocks())
                d->raise();
            QTest::qWait(1500);
            QProcess::execute("import", {"-window", "root", shots + "/baseline-compare-" + size + ".png"});
            ac->hotspotTable()->parentWidget()->parentWidget()->raise();
            for (QDockWidget* d : ac->docks())
                if (d->objectName() == QLatin1String("hotspotDock")
                    || d->objectName() == QLatin1String("memoryChartDock"))
                    d->raise();
            QTest::qWait(1500);
            QProcess::execute("import", {"-window", "root", shots + "/baseline-profile-" + size + ".png"});
            for (QDockWidget* d : window.findChildren<QDockWidget*>())
                if (d->objectName() == QLatin1String("warpAccessDock"))
                    d->raise();
            QTest::qWait(1500);
            QProcess::execute("import", {"-window", "root", shots + "/baseline-warpaccess-" + size + ".png"});
            for (QDockWidget* d : window.findChildren<QDockWidget*>())
                if (d->objectName() == QLatin1String("occupancyDock"))
                    d->raise();
            QTest::qWait(1500);
            QProcess::execute("import", {"-window", "root", shots + "/baseline-occupancy-" + size + ".png"});
        }

        // zoom and pan linked both ways
        const QRectF before = current->viewRange();
        const QPoint centre = current->plot()->axisRect()->rect().center();
        QWheelEvent wheel(centre, current->plot()->mapToGlobal(centre), QPoint(), QPoint(0, 240), Qt::NoButton,
            Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(current->plot(), &wheel);
        current->plot()->replot(); // the wheel's replot is queued
        const QRectF zoomed = current->viewRange();
        QVERIFY(zoomed.width() < before.width());
        // the same part of the map (each view keeps its cells square in its own frame)
        QCOMPARE(bc->heatmap()->viewRange().center(), zoomed.center());
        bc->heatmap()->setViewRange(QRectF(0, 0, 8, 8)); // setViewRange does not announce
        QCOMPARE(current->viewRange().width(), zoomed.width());

        // clearing takes every comparison off and forgets the record
        bc->clearAction()->trigger();
        QVERIFY(!bc->baseline().has_value());
        QVERIFY(!QFile::exists(app::defaultBaselineFile()));
        QVERIFY(!ac->hotspotTable()->hasBaseline());
        QVERIFY(ac->hotspotTable()->view()->isColumnHidden(widgets::HotspotTable::BaselineSectorsColumn));
        QVERIFY(ac->memoryChart()->baselineText().isEmpty());
        QVERIFY(ac->warpAccessView()->baselineText().isEmpty());
        QVERIFY(occupancy->baselineText().isEmpty());
        QVERIFY(!ac->rooflineController()->baselineEstimate().has_value());
        QVERIFY(!bc->heatmapPane()->isVisible());
        QVERIFY(bc->verdictTable()->headingText().startsWith("No baseline"));
    }

    /// Naive against tiled SGEMM (they do FLOPs, so both have a point): the baseline's point is on the
    /// roofline beside the kernel's, labelled, and goes when the baseline is cleared.
    void rooflineShowsBothPoints()
    {
        QTemporaryDir dir;
        const QString naive = dir.filePath("sgemm_naive"), tiled = dir.filePath("sgemm_tiled");
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/sgemm_naive"), naive);
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/sgemm_tiled"), tiled);
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(naive));
        QString failure;
        QVERIFY2(profileAndWait(window, &failure), qPrintable(failure));
        QVERIFY2(pinAndWait(window, &failure), qPrintable(failure)); // a profile alone can be pinned
        QVERIFY(window.baselineController()->baseline()->report.has_value());
        QVERIFY(window.openTask(tiled));
        QVERIFY2(profileAndWait(window, &failure), qPrintable(failure));
        app::RooflineController* roofline = window.analysisController()->rooflineController();
        QVERIFY(roofline->baselineEstimate().has_value());
        const int withBaseline = roofline->plot()->plottedPointCount();
        QVERIFY(roofline->plot()->noteText().contains("baseline: sgemm_naive"));
        QVERIFY(roofline->plot()->noteText().contains("sgemm_tiled"));
        if (const QString shots = qEnvironmentVariable("WARPSCOPE_SHOT_DIR"); !shots.isEmpty()) {
            window.setGeometry(window.screen()->availableGeometry());
            const QString size = QStringLiteral("%1x%2").arg(window.width()).arg(window.height());
            roofline->dock()->raise();
            QTest::qWait(1500);
            QProcess::execute("import", {"-window", "root", shots + "/baseline-roofline-" + size + ".png"});
        }
        window.baselineController()->clearAction()->trigger();
        QCOMPARE(roofline->plot()->plottedPointCount(), withBaseline - 1);
        QVERIFY(!roofline->plot()->noteText().contains("baseline"));
    }

    /// The same task after an edit that breaks it: the verdict's change says so.
    void sameTaskAfterAnEdit()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/copy_coalesced"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        QString failure;
        QVERIFY2(runAndWait(window, &failure), qPrintable(failure));
        QVERIFY2(pinAndWait(window, &failure), qPrintable(failure));
        QString text = window.editor()->text();
        text.replace("out[i] = in[i];", "out[i] = in[i] * 2.0f;");
        window.editor()->setText(text);
        QVERIFY2(runAndWait(window, &failure), qPrintable(failure));
        auto* table = window.baselineController()->verdictTable();
        using T = widgets::BaselineVerdictTable;
        QCOMPARE(table->cellText("y", T::figureName(0), T::Change), QStringLiteral("now fails"));
        QVERIFY(table->cellText("y", T::figureName(1), T::Change).startsWith('+'));
        QCOMPARE(table->cellText("y", T::figureName(1), T::Baseline), QStringLiteral("0"));
    }

    /// A remembered baseline whose bundle folder was deleted: a clear message, the baseline forgotten.
    void vanishedBundleFolder()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/copy_coalesced"), dir.path());
        QString bundle;
        {
            session::Session session;
            app::MainWindow window(&session);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.openTask(dir.path()));
            QString failure;
            QVERIFY2(runAndWait(window, &failure), qPrintable(failure));
            QVERIFY2(pinAndWait(window, &failure), qPrintable(failure));
            bundle = window.runController()->currentBundle();
        }
        QVERIFY(QFile::exists(app::defaultBaselineFile()));
        QVERIFY(QDir(bundle).removeRecursively());
        session::Session session;
        app::MainWindow window(&session); // restores the baseline as a start does
        QSignalSpy failed(window.baselineController(), &app::BaselineController::failed);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 20000);
        QVERIFY(failed.first().at(1).toString().contains(bundle));
        QVERIFY(failed.first().at(1).toString().contains("gone"));
        QVERIFY(!window.baselineController()->baseline().has_value());
        QVERIFY(!QFile::exists(app::defaultBaselineFile()));
        QVERIFY(!window.baselineController()->clearAction()->isEnabled());
    }

    /// A damaged record is reported and removed; no crash.
    void damagedRecord()
    {
        QDir().mkpath(QFileInfo(app::defaultBaselineFile()).path());
        QFile f(app::defaultBaselineFile());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
        f.close();
        session::Session session;
        app::MainWindow window(&session);
        QSignalSpy failed(window.baselineController(), &app::BaselineController::failed);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 5000);
        QVERIFY(failed.first().at(1).toString().contains("baseline.json"));
        QVERIFY(!QFile::exists(app::defaultBaselineFile()));
    }
};

QTEST_MAIN(TestBaselineController)
#include "tst_baselinecontroller.moc"
