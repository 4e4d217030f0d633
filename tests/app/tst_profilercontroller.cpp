// Run › Open benchmark results… and Run › Benchmark on GPU… without a GPU: a good document fills the
// Benchmark dock, a bad one is refused with its file and key named, and the GPU action says what to do.
#include "app/profilercontroller.h"

#include "core/env/environment.h"
#include "widgets/profilercharts.h"

#include <QDockWidget>
#include <QFile>
#include <QMainWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

class TestProfilerController : public QObject {
    Q_OBJECT
private slots:
    void opensTheSample()
    {
        QMainWindow window;
        app::ProfilerController c(&window, nullptr, nullptr);
        QCOMPARE(c.dock()->objectName(), QStringLiteral("profilerDock"));
        QSignalSpy failed(&c, &app::ProfilerController::failed);
        QVERIFY(c.open(QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/data/bench/ab_sample.json")));
        QCOMPARE(failed.count(), 0);
        QVERIFY(!c.dock()->isHidden());
        QCOMPARE(c.charts()->sideCount(), 2);
        QVERIFY(c.charts()->messageText().isEmpty());
    }

    void refusesABadDocument()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bench.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"timer": "cuda_events"})");
        f.close();
        QMainWindow window;
        app::ProfilerController c(&window, nullptr, nullptr);
        QSignalSpy failed(&c, &app::ProfilerController::failed);
        QVERIFY(!c.open(path));
        QCOMPARE(failed.count(), 1);
        const QString details = failed.first().at(1).toString();
        QVERIFY2(details.contains(path) && details.contains("'cache'"), qPrintable(details));
        QCOMPARE(c.charts()->messageText(), details);
    }

    void benchmarkNeedsAGpu()
    {
        QMainWindow window;
        app::ProfilerController c(&window, nullptr, nullptr);
        core::EnvironmentInfo env;
        env.cuda.message = "the CUDA driver (libcuda.so.1) is not installed";
        c.environmentReady(env);
        QSignalSpy failed(&c, &app::ProfilerController::failed);
        c.benchmarkClicked();
        QCOMPARE(failed.count(), 1);
        const QString details = failed.first().at(1).toString();
        QVERIFY2(details.startsWith("no CUDA device: benchmarks need a GPU"), qPrintable(details));
        QVERIFY(details.contains("libcuda.so.1"));
    }
};

QTEST_MAIN(TestProfilerController)
#include "tst_profilercontroller.moc"
