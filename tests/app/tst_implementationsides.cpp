// Several implementations side by side in the GUI, through the real worker: the GPU time row (the
// no-GPU path as this machine reports it, and a bench document filling the row), the profile
// overlays' implementation chooser (kernels/vector_add_cuda_triton profiled as its sm_90a build),
// and the A/B compile diff of two implementations (sm_80 against sm_90a).
#include "app/analysiscontroller.h"
#include "app/compilecomparecontroller.h"
#include "app/compilecontroller.h"
#include "app/implbenchcontroller.h"
#include "app/mainwindow.h"
#include "app/runcontroller.h"
#include "app/session/session.h"
#include "app/session/taskdocument.h"
#include "app/taskcontroller.h"
#include "apptesthelpers.h"
#include "core/env/environment.h"
#include "widgets/asmview.h"
#include "widgets/compilediffview.h"
#include "widgets/implementationsview.h"
#include "widgets/runresultspane.h"
#include "widgets/stepchooser.h"
#include "widgets/sweepdialog.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QColor>
#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

namespace {

/// Two implementations that ran, for the page's columns.
std::shared_ptr<core::ImplementationsResult> twoImplementations()
{
    auto r = std::make_shared<core::ImplementationsResult>();
    for (const char* name : {"cuda", "triton"}) {
        core::ImplementationRun run;
        run.name = name;
        run.ran = true;
        r->runs.push_back(run);
    }
    return r;
}

} // namespace

class TestImplementationSides : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("WARPSCOPE_COMPILE_CACHE_DIR", "off");
    }

    // The worker reports this machine's devices; without one, the row says "needs a GPU" with the
    // worker's reason, and the action explains instead of starting a benchmark.
    void gpuTimeWithoutAGpu()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/softmax_triton_unfaithful"), dir.path());
        session::Session session;
        QSignalSpy env(&session, &session::Session::environmentReady);
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        QTRY_COMPARE_WITH_TIMEOUT(env.count(), 1, 60000);
        const auto info = env.first().at(0).value<core::EnvironmentInfo>();
        if (!info.cuda.devices.empty())
            QSKIP("this machine has a CUDA device: the no-GPU path does not apply");
        widgets::ImplementationsView* view = window.runController()->resultsPane()->implementationsView();
        window.runController()->resultsPane()->setImplementations(twoImplementations());
        const QModelIndex cell = view->table()->model()->index(widgets::ImplementationsView::GpuTime, 1);
        QCOMPARE(cell.data().toString(), QStringLiteral("— (needs a GPU)"));
        QVERIFY(!cell.data(Qt::ToolTipRole).toString().isEmpty());
        if (!info.cuda.message.empty())
            QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(QString::fromStdString(info.cuda.message)),
                qPrintable(cell.data(Qt::ToolTipRole).toString()));
        app::ImplementationBenchController* bench = window.implementationBenchController();
        QSignalSpy failed(bench, &app::ImplementationBenchController::failed);
        window.findChild<QAction*>("benchImplementationsAction")->trigger();
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.first().at(0).toString(), QStringLiteral("No CUDA device"));
        QCOMPARE(bench->pending(), 0); // nothing was sent to the worker
        // the page's button asks the same
        view->gpuTimeButton()->click();
        QCOMPARE(failed.count(), 2);
        QCOMPARE(view->table()->model()->index(widgets::ImplementationsView::GpuTime, 0).data().toString(),
            QStringLiteral("— (needs a GPU)"));
    }

    // A bench --json document (the synthetic A/B sample) fills the candidate's and the baseline's cells.
    void benchDocumentFillsTheRow()
    {
        QFile sample(QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/data/bench/ab_sample.json"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray document = sample.readAll();
        session::Session session;
        app::MainWindow window(&session);
        window.runController()->resultsPane()->setImplementations(twoImplementations());
        widgets::ImplementationsView* view = window.runController()->resultsPane()->implementationsView();
        window.implementationBenchController()->showBench(document, QStringLiteral("triton"), QStringLiteral("cuda"));
        const QString candidate
            = view->table()->model()->index(widgets::ImplementationsView::GpuTime, 1).data().toString();
        const QString baseline
            = view->table()->model()->index(widgets::ImplementationsView::GpuTime, 0).data().toString();
        QVERIFY2(candidate.contains(QStringLiteral(" (×")) && candidate.contains(QStringLiteral("vs cuda")),
            qPrintable(candidate));
        QVERIFY2(candidate.contains(QStringLiteral("µs")) || candidate.contains(QStringLiteral("ms")),
            qPrintable(candidate));
        QVERIFY2(!baseline.contains(QStringLiteral("needs")) && !baseline.contains(QStringLiteral("vs")),
            qPrintable(baseline));
        // a damaged document is an error in the cell, with the reason in its tooltip
        window.implementationBenchController()->showBench("{", QStringLiteral("triton"), QStringLiteral("cuda"));
        QCOMPARE(view->table()->model()->index(widgets::ImplementationsView::GpuTime, 1).data().toString(),
            QStringLiteral("error"));
        QVERIFY(!view->table()
                     ->model()
                     ->index(widgets::ImplementationsView::GpuTime, 1)
                     .data(Qt::ToolTipRole)
                     .toString()
                     .isEmpty());
    }

    // The overlays' chooser: the sm_90a build chosen, its source opens as that implementation, Profile
    // analyses it (the worker shows its run), and an editor on another implementation gets a note.
    void profileOverlaysOfTheChosenImplementation()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add_cuda_triton"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        app::AnalysisController* ac = window.analysisController();
        QComboBox* box = ac->stepChooser()->implementationBox();
        QCOMPARE(box->count(), 3);
        QCOMPARE(box->currentText(), QStringLiteral("cuda@sm_80"));
        QVERIFY(!ac->stepChooser()->isHidden());
        box->setCurrentIndex(1);
        QCOMPARE(window.taskDocument()->currentImplementation(), QStringLiteral("cuda@sm_90a"));

        QSignalSpy done(ac, &app::AnalysisController::profileDone);
        QSignalSpy profiled(ac, &app::AnalysisController::profiledRun);
        QSignalSpy failed(ac, &app::AnalysisController::failed);
        window.findChild<QAction*>("profileAction")->trigger();
        for (int waited = 0; waited < 480000 && done.isEmpty(); waited += 50)
            QTest::qWait(50);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
        QCOMPARE(profiled.count(), 1);
        const auto impls = profiled.first().at(2).value<session::ImplementationsPtr>();
        QVERIFY(impls);
        QCOMPARE(impls->shown, std::string("cuda@sm_90a"));
        QVERIFY(ac->report().has_value());
        QCOMPARE(box->currentText(), QStringLiteral("cuda@sm_90a"));
        QVERIFY2(ac->stepChooser()->note().isEmpty(), qPrintable(ac->stepChooser()->note()));

        // the editor on the sm_80 build: the sm_90a profile's lines are not laid over it
        QVERIFY(window.taskController()->showSourceAs(QStringLiteral("vector_add.cu"), QStringLiteral("cuda@sm_80")));
        QVERIFY2(
            ac->stepChooser()->note().contains(QStringLiteral("cuda@sm_90a")), qPrintable(ac->stepChooser()->note()));
    }

    // The A/B compile diff of two implementations: each side builds its own, at its own arch.
    void compareTwoImplementations()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add_cuda_triton"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        app::CompileCompareController* compare = window.compileController()->compare();
        compare->showDialog();
        widgets::CompileDiffView* view = compare->view();
        QCOMPARE(view->implementationBox(false)->count(), 3);
        QVERIFY(!view->implementationBox(false)->parentWidget()->isHidden());
        view->implementationBox(false)->setCurrentText(QStringLiteral("cuda@sm_80"));
        view->implementationBox(true)->setCurrentText(QStringLiteral("cuda@sm_90a"));
        QSignalSpy compared(compare, &app::CompileCompareController::compared);
        compare->compare();
        QTRY_COMPARE_WITH_TIMEOUT(compared.count(), 1, 240000);
        QVERIFY2(
            view->ptxView(false)->text().contains(".target sm_80"), qPrintable(view->ptxView(false)->text().left(300)));
        QVERIFY2(
            view->ptxView(true)->text().contains(".target sm_90a"), qPrintable(view->ptxView(true)->text().left(300)));
        QVERIFY2(view->status().contains(QStringLiteral("Run (F5)")), qPrintable(view->status()));
        compare->dialog()->hide();
    }

    // A sweep runs every implementation per row: the "Figures of" box shows each one's figures, the
    // verdict's tooltip lists them all.
    void sweepShowsEachImplementationsFigures()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add_cuda_triton"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        app::RunController* rc = window.runController();
        rc->setRunOptions("emu", 1, "");
        rc->showSweep();
        widgets::SweepDialog* d = rc->sweepDialog();
        d->setSweepText("N = 100, 1000");
        d->findChild<QPushButton*>("sweepRun")->click();
        const QAbstractItemModel* t = d->table()->model();
        auto verdict = [t](int row) { return t->index(row, widgets::SweepDialog::Verdict).data().toString(); };
        QTRY_VERIFY_WITH_TIMEOUT(!rc->isRunning() && verdict(1) != "waiting", 480000);
        QComboBox* box = d->implementationBox();
        QCOMPARE(box->count(), 3);
        QVERIFY(!box->parentWidget()->isHidden());
        QCOMPARE(box->currentText(), QStringLiteral("cuda@sm_80"));
        QCOMPARE(verdict(0), QStringLiteral("pass"));
        const QString tip = t->index(0, widgets::SweepDialog::Verdict).data(Qt::ToolTipRole).toString();
        for (const char* name : {"cuda@sm_80: pass", "cuda@sm_90a: pass", "triton: "})
            QVERIFY2(tip.contains(QLatin1String(name)), qPrintable(tip));
        // the Triton implementation's own figures (an error where Triton is not installed)
        box->setCurrentText(QStringLiteral("triton"));
        const bool tritonRan = !tip.contains(QStringLiteral("triton: error"));
        QCOMPARE(verdict(1), tritonRan ? QStringLiteral("pass") : QStringLiteral("error"));
        box->setCurrentText(QStringLiteral("cuda@sm_90a"));
        QCOMPARE(verdict(1), QStringLiteral("pass"));
        QCOMPARE(t->index(1, widgets::SweepDialog::Mismatches).data().toString(), QStringLiteral("0"));
    }
};

QTEST_MAIN(TestImplementationSides)
#include "tst_implementationsides.moc"
