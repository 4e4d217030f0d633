// The compile, implementation-bench and profiler controllers against a fake session: no main window,
// no worker. What they ask the session for (tag, task, pair), which answers they take (only their
// newest request's) and what the views show from canned answers.
#include "app/compilecontroller.h"
#include "app/implbenchcontroller.h"
#include "app/profilercontroller.h"
#include "app/session/reviewsteps.h"
#include "app/session/taskdocument.h"
#include "app/taskcontroller.h"
#include "apptesthelpers.h"
#include "fakesession.h"
#include "widgets/diagnosticslist.h"
#include "widgets/diagnosticsmodel.h"
#include "widgets/implementationsview.h"
#include "widgets/lessonview.h"
#include "widgets/resourcestable.h"
#include "widgets/sourceeditor.h"
#include "widgets/taskpane.h"

#include <QMainWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

namespace {

session::CompileResultPtr compiled(int registers)
{
    core::CompileResult r;
    r.ok = true;
    r.arch = 90;
    r.sourceName = "vector_add.cu";
    r.entry = r.entryLowered = "vector_add";
    r.ptx = "//\n.version 8.8\n.target sm_90\n.visible .entry vector_add()\n\tret;\n";
    r.sass = "/*0000*/ EXIT ;\n";
    core::KernelResources res;
    res.kernel = "vector_add";
    res.registers = registers;
    r.resources = {res};
    return std::make_shared<const core::CompileResult>(std::move(r));
}

/// One task open in a document, with the editor and task pane a TaskController needs.
struct OpenTask {
    explicit OpenTask(const char* kernel)
    {
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/") + QLatin1String(kernel), dir.path());
        ok = tasks.openTask(dir.path());
    }
    QTemporaryDir dir;
    session::TaskDocument document;
    widgets::SourceEditor editor;
    widgets::TaskPane pane;
    widgets::LessonView lesson;
    app::TaskController tasks {&document, &editor, &pane, &lesson};
    bool ok = false;
};

} // namespace

class TestControllerFakes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void compileTakesOnlyItsNewestAnswer()
    {
        OpenTask task("vector_add");
        QVERIFY(task.ok);
        QMainWindow window;
        FakeSession fake;
        session::ReviewSteps steps;
        app::CompileController cc(&window, &fake, &task.document, &task.editor, &steps);
        QSignalSpy shown(&cc, &app::CompileController::resultShown);

        cc.compile();
        QCOMPARE(fake.compiles.size(), 1);
        QVERIFY(fake.compiles.first().startsWith("compile:"));
        QVERIFY(fake.compiles.first().endsWith("task.toml"));
        cc.compile(); // a second request overtakes the first
        QCOMPARE(fake.compiles.size(), 2);

        // the first request's answer, another tag's and a null one are not shown
        emit fake.compileFinished(1, QStringLiteral("compile"), compiled(99));
        emit fake.compileFinished(2, QStringLiteral("compare-a"), compiled(98));
        QCOMPARE(shown.count(), 0);
        emit fake.compileFinished(2, QStringLiteral("compile"), compiled(24));
        QCOMPARE(shown.count(), 1);
        QCOMPARE(cc.resourcesTable()->model()->index(0, widgets::ResourcesModel::RegistersColumn).data().toString(),
            QString("24"));
        QVERIFY(!cc.isStale());
        // SASS came with the result: no disassembly is asked for
        QCOMPARE(fake.compiles.size(), 2);

        // a failure keeps the last good result, marked stale, and says why in the diagnostics
        cc.compile();
        emit fake.compileFailed(3, QStringLiteral("compile"), QStringLiteral("the worker crashed"));
        QVERIFY(cc.isStale());
        const QAbstractItemModel* diagnostics = cc.diagnosticsList()->model();
        QCOMPARE(diagnostics->rowCount(), 1);
        QCOMPARE(diagnostics->index(0, widgets::DiagnosticsModel::MessageColumn).data().toString(),
            QString("the worker crashed"));
        QCOMPARE(diagnostics->index(0, widgets::DiagnosticsModel::SeverityColumn).data().toString(), QString("error"));
    }

    void compileWithoutSassAsksForTheDisassembly()
    {
        OpenTask task("vector_add");
        QVERIFY(task.ok);
        QMainWindow window;
        FakeSession fake;
        session::ReviewSteps steps;
        app::CompileController cc(&window, &fake, &task.document, &task.editor, &steps);
        QSignalSpy sass(&cc, &app::CompileController::sassShown);
        cc.compile();
        core::CompileResult withoutSass = *compiled(16);
        withoutSass.sass.clear();
        emit fake.compileFinished(
            1, QStringLiteral("compile"), std::make_shared<const core::CompileResult>(withoutSass));
        QCOMPARE(fake.compiles.size(), 2); // nvdisasm's part comes second, under its own tag
        QVERIFY(!fake.compiles.last().startsWith("compile:"));
        const QString sassTag = fake.compiles.last().section(QLatin1Char(':'), 0, 0);
        emit fake.compileFinished(2, sassTag, compiled(16));
        QCOMPARE(sass.count(), 1);
        QVERIFY(sass.first().at(0).toBool());
        // a new compile cancels a disassembly still running
        cc.compile();
        QCOMPARE(fake.cancelled, QStringList());
        emit fake.compileFinished(
            3, QStringLiteral("compile"), std::make_shared<const core::CompileResult>(withoutSass));
        cc.compile();
        QCOMPARE(fake.cancelled, QStringList {sassTag});
    }

    void benchTimesEachImplementationAgainstTheFirst()
    {
        OpenTask task("layernorm_fused_vs_unfused");
        QVERIFY(task.ok);
        FakeSession fake;
        widgets::ImplementationsView view;
        app::ImplementationBenchController bench(&fake, &task.document, &view);
        QSignalSpy failed(&bench, &app::ImplementationBenchController::failed);

        // the worker has not said whether there is a GPU: nothing is asked, and the reason is given
        bench.timeImplementations();
        QCOMPARE(failed.count(), 1);
        QVERIFY(fake.benches.isEmpty());
        core::EnvironmentInfo none;
        none.cuda.message = "cuInit failed: no CUDA-capable device is detected";
        emit fake.environmentReady(none);
        bench.timeImplementations();
        QCOMPARE(failed.count(), 2);
        QVERIFY(failed.last().at(1).toString().contains("no CUDA-capable device"));
        QVERIFY(fake.benches.isEmpty());

        core::EnvironmentInfo gpu;
        gpu.cuda.devices.resize(1);
        emit fake.environmentReady(gpu);
        bench.timeImplementations();
        QCOMPARE(fake.benches, QStringList({"three_kernels/fused", "triton/fused"}));
        QCOMPARE(bench.pending(), 2);
        emit fake.benchFailed(2, QStringLiteral("Triton is not installed"));
        QCOMPARE(bench.pending(), 1);
        emit fake.benchFailed(99, QStringLiteral("another request's")); // not ours: nothing changes
        QCOMPARE(bench.pending(), 1);
    }

    void benchmarkSaysWhatTheWorkerReported()
    {
        QMainWindow window;
        FakeSession fake;
        session::TaskDocument document;
        app::ProfilerController profiler(&window, &fake, &document);
        QSignalSpy failed(&profiler, &app::ProfilerController::failed);
        profiler.benchmarkClicked();
        QVERIFY(failed.last().at(1).toString().contains("has not reported a device yet"));
        core::EnvironmentInfo none;
        none.cuda.message = "cuInit failed: no CUDA-capable device is detected";
        emit fake.environmentReady(none);
        profiler.benchmarkClicked();
        QCOMPARE(failed.last().at(0).toString(), QString("No CUDA device"));
        QVERIFY(failed.last().at(1).toString().contains("no CUDA-capable device is detected"));
        core::EnvironmentInfo gpu;
        gpu.cuda.devices.resize(1);
        emit fake.environmentReady(gpu);
        profiler.benchmarkClicked(); // a GPU: the command line that times it
        QCOMPARE(failed.last().at(0).toString(), QString("Benchmark from the command line"));
        QCOMPARE(fake.runs.size(), 0); // nothing was sent to the worker
    }
};

QTEST_MAIN(TestControllerFakes)
#include "tst_controllerfakes.moc"
