// A run's and a profile's results reach the views in queued steps (app/queuedsteps.h) so no single
// event freezes the window (issue 20). The queue keeps the order the calls would have had without it,
// and a result shown step by step ends in the same state as one whose steps all ran at once.
#include "app/analysiscontroller.h"
#include "app/analysisoverlays.h"
#include "app/mainwindow.h"
#include "app/queuedsteps.h"
#include "app/rooflinecontroller.h"
#include "app/runcontroller.h"
#include "app/session/session.h"
#include "apptesthelpers.h"
#include "core/analysis/analysisreport.h"
#include "widgets/heatmapview.h"
#include "widgets/hotspottable.h"
#include "widgets/linemetricmargin.h"
#include "widgets/memorychart.h"
#include "widgets/runresultspane.h"
#include "widgets/sourceeditor.h"

#include "../widgets/runfixture.h"

#include <QDockWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

namespace {

/// The fixture run (two seeds, the second failing) with a profile's metrics on vector_add's lines.
std::shared_ptr<const core::RunResult> profiledRun()
{
    auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({16, 16}));
    core::analysis::AnalysisReport r;
    r.kernel = "vector_add";
    r.completed = true;
    for (int line : {5, 6, 7}) {
        core::analysis::LineMetrics l;
        l.sourceLine = line;
        l.counters.instExecuted = std::uint64_t(100 * line);
        l.counters.globalRequests = 4;
        l.counters.globalSectors = std::uint64_t(16 * line);
        l.counters.globalSectorsIdeal = 16;
        r.lines.push_back(l);
        core::analysis::InstructionMetrics ins;
        ins.pc = std::uint32_t(line * 16);
        ins.ptxLine = 20 + line;
        ins.sourceLine = line;
        ins.counters = l.counters;
        r.instructions.push_back(ins);
        r.totals.add(l.counters);
    }
    run->metrics = core::analysis::analysisReportToJson(r);
    return run;
}

/// What a reviewer sees of a run and its profile, as text to compare.
QStringList visibleState(app::MainWindow& window)
{
    app::RunController* rc = window.runController();
    app::AnalysisController* ac = window.analysisController();
    QStringList state;
    state << rc->resultsPane()->verdictText();
    state << QString::number(rc->resultsPane()->warningCount());
    state << QStringLiteral("heatmap %1x%2").arg(rc->heatmap()->grid().rows).arg(rc->heatmap()->grid().cols);
    state << QStringLiteral("hot spots %1").arg(ac->hotspotTable()->rowCount());
    state << ac->memoryChart()->linkText(widgets::MemoryChart::L1L2);
    state << QStringLiteral("roofline %1").arg(ac->rooflineController()->estimate().has_value());
    const widgets::LineMetricMargin* margin = window.editor()->lineMetricMargin();
    for (auto it = margin->cells().cbegin(); it != margin->cells().cend(); ++it)
        state << QStringLiteral("line %1: %2 | %3").arg(it.key()).arg(it.value().text, it.value().tooltipText());
    for (QDockWidget* d : ac->docks())
        state << QStringLiteral("%1 %2").arg(d->objectName()).arg(d->isVisible());
    return state;
}

} // namespace

class TestQueuedSteps : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    /// Steps posted by a step run before the rest of the queue, as a call's callees would.
    void stepsRunInCallOrder()
    {
        QObject owner;
        QStringList ran;
        app::QueuedSteps::post(&owner,
            {[&] {
                 ran << "a";
                 app::QueuedSteps::post(&owner, {[&] { ran << "a1"; }, [&] { ran << "a2"; }});
                 app::QueuedSteps::post(&owner, {[&] { ran << "a3"; }});
             },
                [&] { ran << "b"; }});
        app::QueuedSteps::post(&owner, {[&] { ran << "c"; }});
        QVERIFY(ran.isEmpty()); // nothing runs inside the posting call
        QTRY_VERIFY(!app::QueuedSteps::pending());
        QCOMPARE(ran, QStringList({"a", "a1", "a2", "a3", "b", "c"}));
    }

    /// One step per event: the event loop (paints, input) gets a turn between two steps.
    void oneStepPerEvent()
    {
        QObject owner;
        int ran = 0;
        app::QueuedSteps::post(&owner, {[&] { ++ran; }, [&] { ++ran; }, [&] { ++ran; }});
        QCoreApplication::processEvents(); // one pass handles the events posted before it started
        QVERIFY(ran < 3);
        QTRY_COMPARE(ran, 3);
    }

    void finishAllRunsTheRestNowAndAGoneOwnerIsSkipped()
    {
        QStringList ran;
        auto* gone = new QObject;
        QObject owner;
        app::QueuedSteps::post(&owner, {[&] { ran << "first"; }});
        app::QueuedSteps::post(gone, {[&] { ran << "gone"; }});
        app::QueuedSteps::post(&owner, {[&] { ran << "last"; }});
        delete gone;
        app::QueuedSteps::finishAll();
        QVERIFY(!app::QueuedSteps::pending());
        QCOMPARE(ran, QStringList({"first", "last"}));
    }

    /// A run with a profile's metrics shown step by step ends where the same run ends when every step
    /// runs at once: verdict, heatmap, hot spots, memory chart, roofline, line cells and docks.
    void aRunShownInStepsEndsInTheSameState()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        const auto run = profiledRun();
        QStringList states[2];
        for (int atOnce = 0; atOnce < 2; ++atOnce) {
            session::Session session;
            app::MainWindow window(&session);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.openTask(dir.path()));
            QSignalSpy shown(window.runController(), &app::RunController::runShown);
            QSignalSpy reported(window.analysisController(), &app::AnalysisController::reportShown);
            window.runController()->showRun(run, dir.path());
            QVERIFY(shown.isEmpty()); // the steps are queued
            if (atOnce)
                app::QueuedSteps::finishAll();
            QTRY_COMPARE(reported.size(), 1);
            QTRY_VERIFY(!app::QueuedSteps::pending());
            QCOMPARE(shown.size(), 1);
            states[atOnce] = visibleState(window);
            // everything is there: the failing seed's map, the hot lines with their (lazy) tooltips
            QVERIFY2(states[atOnce].contains("heatmap 16x16"), qPrintable(states[atOnce].join('\n')));
            QVERIFY(window.analysisController()->hotspotTable()->rowCount() == 3);
            QCOMPARE(window.editor()->lineMetricMargin()->cells().size(), 3);
            QVERIFY(window.editor()->lineMetricMargin()->cellAt(7).tooltipText().startsWith("Source line 7"));
            for (QDockWidget* d : window.analysisController()->docks())
                QVERIFY2(d->isVisible(), qPrintable(d->objectName()));
        }
        QCOMPARE(states[0], states[1]);
    }
};

QTEST_MAIN(TestQueuedSteps)
#include "tst_queuedsteps.moc"
