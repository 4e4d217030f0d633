// A profile laid over the code, end to end: kernels/race_missing_sync analysed by the worker, its race
// pinned on the line the task's [[expect]] names and listed in the Findings dock, the metric cells
// beside the source lines, the metric chooser, the stale mark after an edit, and a run without
// metrics taking everything off again.
#include "app/analysiscontroller.h"
#include "app/analysisoverlays.h"
#include "app/mainwindow.h"
#include "app/runcontroller.h"
#include "app/session/session.h"
#include "apptesthelpers.h"
#include "core/task/taskloader.h"
#include "widgets/findingslist.h"
#include "widgets/sourceeditor.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace warpscope;

class TestAnalysisOverlays : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void raceIsPinnedOnItsLineAndListed()
    {
        const QString source = QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/race_missing_sync");
        auto task = core::loadTask(source.toStdString());
        QVERIFY(bool(task));
        int expectedLine = 0;
        for (const auto& e : task->expects)
            if (e.kind == "race")
                expectedLine = e.line;
        QVERIFY2(expectedLine > 0, "kernels/race_missing_sync/task.toml expects a race on a line");

        QTemporaryDir dir;
        copyFolder(source, dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        app::AnalysisController* ac = window.analysisController();
        app::AnalysisOverlays* overlays = ac->overlays();
        widgets::SourceEditor* editor = window.editor();
        QVERIFY(overlays->findingsList()->message().contains("Profile the task"));
        QVERIFY(ac->docks().contains(overlays->findingsDock()));
        QCOMPARE(overlays->findingsDock()->objectName(), QString("findingsDock"));

        QSignalSpy done(ac, &app::AnalysisController::profileDone);
        QSignalSpy failed(ac, &app::AnalysisController::failed);
        window.findChild<QAction*>("profileAction")->trigger();
        // Generous: the emulator shares the machine with other builds.
        for (int waited = 0; waited < 480000 && done.isEmpty(); waited += 50)
            QTest::qWait(50);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
        QCOMPARE(done.size(), 1);
        QCOMPARE(done.first().at(0).toBool(), true);

        // pinned on its line; every pin stands for a finding of the report on that line
        QVERIFY(editor->hasFindingPin(expectedLine));
        QVERIFY2(editor->findingAnnotation(expectedLine).startsWith("race"),
            qPrintable(editor->findingAnnotation(expectedLine)));
        const auto& findings = ac->report()->findings;
        for (int line = 1; line <= editor->lines(); ++line) {
            const bool found = std::any_of(
                findings.begin(), findings.end(), [&](const core::Finding& f) { return f.sourceLine == line; });
            QCOMPARE(editor->hasFindingPin(line), found);
        }

        // listed in the Findings dock, which is on screen; activating the row goes to the line
        widgets::FindingsList* list = overlays->findingsList();
        QVERIFY(overlays->findingsDock()->isVisible());
        QVERIFY(list->rowCount() >= 1);
        int raceRow = -1;
        for (int row = 0; row < list->rowCount(); ++row)
            if (list->textAt(row, widgets::FindingsList::KindColumn) == "race" && list->lineAtRow(row) == expectedLine)
                raceRow = row;
        QVERIFY(raceRow >= 0);
        editor->setCursorPosition(0, 0);
        emit list->lineActivated(list->lineAtRow(raceRow), QString());
        int cursorLine = -1, cursorIndex = -1;
        editor->getCursorPosition(&cursorLine, &cursorIndex);
        QCOMPARE(cursorLine + 1, expectedLine);

        // metric cells beside the executed lines; the chooser switches the metric
        const widgets::LineMetricMargin* margin = editor->lineMetricMargin();
        QVERIFY(!margin->isEmpty());
        QVERIFY(!margin->shownText(expectedLine).isEmpty());
        QCOMPARE(overlays->metric(), app::LineMetric::ExcessSectors);
        auto* menu = window.findChild<QMenu*>("lineMetricMenu");
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), app::kLineMetricCount);
        menu->actions().at(int(app::LineMetric::Executions))->trigger();
        QCOMPARE(overlays->metric(), app::LineMetric::Executions);
        // 8 blocks × 8 warps run every line of the kernel's body at least once
        const auto& line = *ac->report()->line(expectedLine);
        QCOMPARE(margin->shownText(expectedLine),
            app::lineMetricText(double(line.counters.instExecuted), app::LineMetric::Executions));

        // an edit makes the cells history: grey, still there
        editor->insertAt(QStringLiteral("// edited\n"), 0, 0);
        QVERIFY(margin->isStale());
        QCOMPARE(margin->shownText(expectedLine + 1).isEmpty(), false);

        // a run without metrics takes it all off and says why
        QVERIFY(!ac->showResult(std::make_shared<core::RunResult>()));
        QVERIFY(margin->isEmpty());
        QVERIFY(!editor->hasFindingPin(expectedLine + 1));
        QVERIFY(list->message().contains("no metrics"));
    }

    void analysedBundleOpenedFromDiskIsLaidOver()
    {
        // a bundle written by the CLI, as a reviewer would get it from a colleague
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/race_missing_sync"), dir.filePath("task"));
        QProcess cli;
        cli.start(QStringLiteral(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli"),
            {"run", dir.filePath("task"), "--backend", "emu", "--analyze", "--out", dir.filePath("bundle")});
        QVERIFY(cli.waitForFinished(480000));
        QCOMPARE(cli.exitCode(), 1); // ran, and found the race
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.filePath("task")));
        app::AnalysisOverlays* overlays = window.analysisController()->overlays();
        window.runController()->openBundle(dir.filePath("bundle"));
        QTRY_VERIFY_WITH_TIMEOUT(overlays->findingsList()->rowCount() > 0, 60000);
        QVERIFY(window.editor()->hasFindingPin(10));
        QVERIFY(!window.editor()->lineMetricMargin()->isEmpty());

        // a run without analysis leaves the profile's overlays alone
        window.analysisController()->showRunMetrics(std::make_shared<core::RunResult>());
        QVERIFY(window.editor()->hasFindingPin(10));
    }
};

QTEST_MAIN(TestAnalysisOverlays)
#include "tst_analysisoverlays.moc"
