#include "widgets/environmentstatus.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace warpscope;

class TestEnvironmentStatus : public QObject {
    Q_OBJECT
private slots:
    void noGpuSaysTheEmulatorServes()
    {
        widgets::EnvironmentStatus status;
        core::EnvironmentInfo env;
        env.toolkitVersion = "13.0.88";
        env.nvrtcVersion = "13.0";
        env.emulatorVersion = "0.1.0";
        env.cuda.message = "no CUDA driver";
        status.setEnvironment(env);
        QCOMPARE(status.toolkitText(), QString("CUDA 13.0.88 · NVRTC 13.0"));
        QCOMPARE(status.deviceText(), QString("No GPU · emulator 0.1.0"));
    }

    void gpuIsNamed()
    {
        widgets::EnvironmentStatus status;
        core::EnvironmentInfo env;
        env.nvrtcVersion = "13.0";
        env.cuda.devices.push_back({0, "NVIDIA H200", 9, 0, 0, 132});
        status.setEnvironment(env);
        QCOMPARE(status.deviceText(), QString("GPU: NVIDIA H200 (sm_90)"));
        core::EnvironmentInfo noNvrtc;
        status.setEnvironment(noNvrtc);
        QCOMPARE(status.toolkitText(), QString("NVRTC not available"));
    }

    void restartButtonOnlyWhenStopped()
    {
        widgets::EnvironmentStatus status;
        status.show();
        auto* restart = status.findChild<QPushButton*>("restartWorker");
        status.setWorkerState(widgets::EnvironmentStatus::WorkerState::Ready, {});
        QVERIFY(!restart->isVisible());
        status.setWorkerState(widgets::EnvironmentStatus::WorkerState::Stopped, "crashed 3 times");
        QVERIFY(restart->isVisible());
        QCOMPARE(status.workerText(), QString("Worker stopped"));
        QSignalSpy spy(&status, &widgets::EnvironmentStatus::restartRequested);
        restart->click();
        QCOMPARE(spy.count(), 1);
    }
};

QTEST_MAIN(TestEnvironmentStatus)
#include "tst_environmentstatus.moc"
