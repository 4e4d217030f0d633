// Provenance in the GUI, end to end: kernels/race_missing_sync profiled through the worker; the
// profiled run fills the heatmap, a click on an element names its last writer (y[i] is written by
// block i / 256, thread i % 256), the race marks suspect outputs, "Trace this thread" fills the trace
// dock, and a thread outside the launch is refused with a message naming the launch's grid.
#include "app/analysiscontroller.h"
#include "app/mainwindow.h"
#include "app/runcontroller.h"
#include "app/session/session.h"
#include "app/tracecontroller.h"
#include "apptesthelpers.h"
#include "widgets/heatmapview.h"
#include "widgets/lastwriterpanel.h"
#include "widgets/threadtraceview.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

namespace {

bool waitFor(const QSignalSpy& spy, int ms)
{
    for (int waited = 0; waited < ms && spy.isEmpty(); waited += 50)
        QTest::qWait(50);
    return !spy.isEmpty();
}

} // namespace

class TestTraceController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void profileClickAndTrace()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/race_missing_sync"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        auto* tc = window.findChild<app::TraceController*>();
        QVERIFY(tc);
        QCOMPARE(tc->traceDock()->objectName(), QString("threadTraceDock"));
        widgets::HeatmapView* heatmap = window.runController()->heatmap();

        QSignalSpy done(window.analysisController(), &app::AnalysisController::profileDone);
        window.findChild<QAction*>("profileAction")->trigger();
        QVERIFY(waitFor(done, 480000)); // generous: the emulator shares the machine with builds
        QVERIFY(window.runController()->currentRun());
        QCOMPARE(heatmap->outputIndex(), 0);
        QVERIFY(heatmap->emptyReason().isEmpty());
        QVERIFY2(heatmap->suspectCellCount() > 0, "the race names threads whose writes are suspect");

        heatmap->selectElement(519);
        const QString text = tc->lastWriterPanel()->text();
        QVERIFY2(text.contains("y[519] was last written by block (2, 0, 0), thread (7, 0, 0)"), qPrintable(text));
        QVERIFY2(text.contains("source line 10"), qPrintable(text)); // y[i] = buf[...] in the .cu

        QSignalSpy traced(tc, &app::TraceController::traceDone);
        QSignalSpy failed(tc, &app::TraceController::failed);
        tc->lastWriterPanel()->findChild<QPushButton*>("traceThreadButton")->click();
        QVERIFY(waitFor(traced, 300000));
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
        QCOMPARE(traced.first().at(0).toBool(), true);
        QVERIFY(tc->traceDock()->isVisible());
        QVERIFY(tc->traceView()->rowCount() > 5);
        QVERIFY2(tc->traceView()->summary().contains("thread (7, 0, 0)"), qPrintable(tc->traceView()->summary()));
        QVERIFY(QFile::exists(window.runController()->currentBundle() + "/trace.json"));

        // a block outside the launch: refused by the worker with the launch's grid in the message
        traced.clear();
        tc->trace({99, 0, 0}, {0, 0, 0});
        QVERIFY(waitFor(traced, 300000));
        QCOMPARE(traced.first().at(0).toBool(), false);
        QCOMPARE(failed.size(), 1);
        QVERIFY2(
            failed.first().at(1).toString().contains("grid (8, 1, 1)"), qPrintable(failed.first().at(1).toString()));
        QVERIFY(tc->traceView()->summary().contains("grid (8, 1, 1)"));
    }

    void runWithoutProvenanceSaysProfile()
    {
        session::Session session;
        app::MainWindow window(&session);
        auto* tc = window.findChild<app::TraceController*>();
        auto run = std::make_shared<core::RunResult>();
        QSignalSpy shown(window.runController(), &app::RunController::runShown);
        window.runController()->showRun(run, QString());
        QTRY_COMPARE(shown.size(), 1); // a run reaches the views in queued steps (app/queuedsteps.h)
        QVERIFY2(tc->lastWriterPanel()->text().contains("profile the task"), qPrintable(tc->lastWriterPanel()->text()));
        QVERIFY(!tc->lastWriterPanel()->writer());
    }
};

QTEST_MAIN(TestTraceController)
#include "tst_tracecontroller.moc"
