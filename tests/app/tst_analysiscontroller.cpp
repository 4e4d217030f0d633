// Profile (Ctrl+F5) end to end: kernels/transpose_naive analysed by the worker, the report in the
// hot-spot table, the warp access view and the memory chart, the Profile step on the step bar; and a
// run without or with damaged metrics shows a message instead of crashing.
#include "app/analysiscontroller.h"
#include "app/mainwindow.h"
#include "app/reviewcontroller.h"
#include "app/session/reviewsteps.h"
#include "app/session/session.h"
#include "app/session/taskdocument.h"
#include "app/taskcontroller.h"
#include "apptesthelpers.h"
#include "widgets/hotspottable.h"
#include "widgets/memorychart.h"
#include "widgets/sourceeditor.h"
#include "widgets/stepchooser.h"
#include "widgets/warpaccessview.h"

#include <QComboBox>

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

namespace {

/// An analysis report whose totals tell the steps apart.
nlohmann::json stepMetrics(const std::string& kernel, std::uint64_t instructions)
{
    core::analysis::AnalysisReport r;
    r.kernel = kernel;
    r.totals.instExecuted = instructions;
    r.completed = true;
    return core::analysis::analysisReportToJson(r);
}

} // namespace

class TestAnalysisController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void profilesTransposeNaive()
    {
        QTemporaryDir dir;
        // WARPSCOPE_SHOT_TASK picks another kernel for a screenshot run (see the end of this test).
        const QString task = qEnvironmentVariable("WARPSCOPE_SHOT_TASK", QStringLiteral("transpose_naive"));
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/") + task, dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        app::AnalysisController* ac = window.analysisController();
        QSignalSpy done(ac, &app::AnalysisController::profileDone);
        QSignalSpy failed(ac, &app::AnalysisController::failed);
        window.findChild<QAction*>("profileAction")->trigger();
        QVERIFY(ac->isProfiling());
        // Generous: the emulator shares the machine with other builds.
        for (int waited = 0; waited < 480000 && done.isEmpty(); waited += 50)
            QTest::qWait(50);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
        QCOMPARE(done.size(), 1);
        QCOMPARE(done.first().at(0).toBool(), true);
        QVERIFY(ac->report().has_value());
        const auto& report = *ac->report();
        const bool naive = task == QLatin1String("transpose_naive");
        QVERIFY(!naive || report.totals.globalSectorsExcessive() > 0); // the naive transpose's strided side
        QVERIFY(ac->hotspotTable()->rowCount() > 0);
        QCOMPARE(
            window.reviewController()->steps()->badge(core::ReviewStep::Profile) == core::StepBadge::NotRun, false);

        // The memory chart's L1 → L2 link carries the report's sector total.
        QVERIFY(ac->memoryChart()
                    ->linkText(widgets::MemoryChart::L1L2)
                    .startsWith(QLocale().toString(qulonglong(report.totals.globalSectors))));

        // The strided side of the transpose: every lane of warp 0 in its own sector.
        bool sawStrided = false;
        for (const auto& ins : report.instructions) {
            if (ins.counters.globalRequests == 0 || !ac->warpAccessView()->setInstruction(ins.pc))
                continue;
            ac->warpAccessView()->setWarp(0);
            if (ac->warpAccessView()->sectorCount() == 32)
                sawStrided = true;
        }
        QVERIFY(!naive || sawStrided);

        // Activating the top hot spot moves the editor to its line.
        const int line = ac->hotspotTable()->lineAtRow(0);
        QVERIFY(line > 0);
        ac->nextHotSpotAction()->trigger();
        int cursorLine = -1, cursorIndex = -1;
        window.editor()->getCursorPosition(&cursorLine, &cursorIndex);
        QCOMPARE(cursorLine + 1, line);

        // For screenshots under Xvfb (WARPSCOPE_SHOT=seconds): the three docks floated side by side.
        if (const int seconds = qEnvironmentVariableIntValue("WARPSCOPE_SHOT"); seconds > 0) {
            const QList<QRect> places {{0, 0, 1000, 480}, {0, 500, 800, 500}, {800, 500, 800, 500}};
            for (int i = 0; i < 3; ++i) {
                ac->docks()[i]->setFloating(true);
                ac->docks()[i]->setGeometry(places[i]);
                ac->docks()[i]->show();
            }
            QTest::qWait(seconds * 1000);
        }
    }

    /// A pipeline's profile: the chooser lists every step, opens on the hottest, and switching shows
    /// that step's report; a step whose kernel is in another file says so and keeps the editor clean.
    void pipelineStepsChooseTheProfile()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/layernorm_three_kernels"), dir.path());
        QVERIFY(QFile::copy(dir.filePath("layernorm_steps.cu"), dir.filePath("normalize.cu")));
        {
            QFile normalize(dir.filePath("normalize.cu"));
            QVERIFY(normalize.open(QIODevice::Append));
            normalize.write("// the copy that step 3 compiles\n");
        }
        QFile toml(dir.filePath("task.toml"));
        QVERIFY(toml.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(toml.readAll());
        toml.close();
        text.replace("name = \"normalize\"\n", "name = \"normalize\"\nsource = \"normalize.cu\"\n");
        QVERIFY(toml.open(QIODevice::WriteOnly | QIODevice::Truncate));
        toml.write(text.toUtf8());
        toml.close();

        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        app::AnalysisController* ac = window.analysisController();
        QVERIFY(ac->stepChooser()->isHidden());

        auto run = std::make_shared<core::RunResult>();
        run->metrics = stepMetrics("row_rstd", 900);
        run->metrics["step"] = "step 2 (rstd)";
        run->metrics["steps"] = nlohmann::json::array({
            {{"title", "step 1 (mean)"}, {"metrics", stepMetrics("row_mean", 500)}},
            {{"title", "step 2 (rstd)"}, {"metrics", stepMetrics("row_rstd", 900)}},
            {{"title", "step 3 (normalize)"}, {"metrics", stepMetrics("normalize", 700)}},
        });
        QVERIFY(ac->showResult(run));
        QVERIFY(!ac->stepChooser()->isHidden());
        auto* box = ac->stepChooser()->findChild<QComboBox*>("profileStep");
        QVERIFY(box);
        QCOMPARE(box->count(), 3);
        QCOMPARE(box->currentIndex(), 1); // the hottest step first
        QCOMPARE(ac->report()->totals.instExecuted, 900u);

        box->setCurrentIndex(0);
        QCOMPARE(ac->report()->kernel, std::string("row_mean"));
        QCOMPARE(ac->report()->totals.instExecuted, 500u);
        QVERIFY(ac->stepChooser()->note().isEmpty());

        // a step in another file brings its file into the editor, so the line metrics land on it
        auto* files = window.findChild<QComboBox*>("kernelSourceFile");
        QVERIFY(files);
        QVERIFY(!files->parentWidget()->isHidden());
        QCOMPARE(files->count(), 2);
        box->setCurrentIndex(2);
        QCOMPARE(ac->report()->kernel, std::string("normalize"));
        QCOMPARE(window.taskDocument()->currentSource(), QStringLiteral("normalize.cu"));
        QCOMPARE(files->currentData().toString(), QStringLiteral("normalize.cu"));
        QVERIFY(window.editor()->text().contains("the copy that step 3 compiles"));
        QVERIFY(!window.editor()->isModified());
        QVERIFY2(ac->stepChooser()->note().isEmpty(), qPrintable(ac->stepChooser()->note()));

        // and the other way: showing a file shows the profile of the first step whose kernel is in it
        QVERIFY(window.taskController()->showSource(QStringLiteral("layernorm_steps.cu")));
        QCOMPARE(box->currentIndex(), 0);
        QCOMPARE(ac->report()->kernel, std::string("row_mean"));
        QVERIFY(!window.editor()->text().contains("the copy that step 3 compiles"));
        // a finding's kernel (plain or mangled) leads to its file
        QVERIFY(window.taskController()->showSourceOfKernel(QStringLiteral("normalize")));
        QCOMPARE(window.taskDocument()->currentSource(), QStringLiteral("normalize.cu"));
        QCOMPARE(box->currentIndex(), 2);
        // a file that holds none of the task's kernels is refused and the editor stays
        QSignalSpy failed(window.taskController(), &app::TaskController::failed);
        QVERIFY(!window.taskController()->showSource(QStringLiteral("task.toml")));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(window.taskDocument()->currentSource(), QStringLiteral("normalize.cu"));

        // a single launch has no chooser
        auto single = std::make_shared<core::RunResult>();
        single->metrics = stepMetrics("row_mean", 10);
        QVERIFY(ac->showResult(single));
        QVERIFY(ac->stepChooser()->isHidden());
    }

    void missingOrDamagedMetricsShowAMessage()
    {
        session::Session session;
        app::MainWindow window(&session);
        app::AnalysisController* ac = window.analysisController();

        auto run = std::make_shared<core::RunResult>();
        QVERIFY(!ac->showResult(run)); // ran without analysis: metrics empty
        QVERIFY(ac->hotspotTable()->message().contains("no metrics"));
        QVERIFY(!ac->report().has_value());

        run->metrics = nlohmann::json {{"schema", "one"}, {"lines", 5}};
        QVERIFY(!ac->showResult(run));
        QVERIFY(ac->hotspotTable()->message().contains("damaged"));
        QVERIFY(ac->memoryChart()->message().contains("damaged"));
        QVERIFY(ac->warpAccessView()->currentSample() == nullptr);
        QVERIFY(!ac->showResult(nullptr));
    }
};

QTEST_MAIN(TestAnalysisController)
#include "tst_analysiscontroller.moc"
