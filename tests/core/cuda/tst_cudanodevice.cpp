// Without a GPU (this build machine) every CUDA entry point says "no CUDA device" instead of failing
// obscurely, and the driver and CUPTI bindings are checked against the toolkit's libraries: the stub
// libcuda exports every symbol a real driver has, and libcupti loads without a driver.
#include "core/cuda/benchmark.h"
#include "core/cuda/cudabackend.h"
#include "core/cuda/cudacontext.h"
#include "core/cuda/cuptiactivity.h"
#include "core/cuda/cuptiapi.h"
#include "core/cuda/devicequery.h"
#include "core/cuda/driverapi.h"

#include <QFileInfo>
#include <QTest>

using namespace warpscope::core;

namespace {
const QString kStub = QStringLiteral(WARPSCOPE_CUDA_LIBDIR "/stubs/libcuda.so");
}

class TestCudaNoDevice : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (DriverApi::initialized().ok())
            QSKIP(
                "a CUDA device is present: the no-device path is tested on machines without one (tests/gpu runs here)");
    }

    void driverSaysNoDevice()
    {
        auto ready = DriverApi::initialized();
        QVERIFY(!ready.ok());
        QCOMPARE(ready.error().code, ErrorCode::Backend);
        QVERIFY2(
            QString::fromStdString(ready.error().message).startsWith("no CUDA device"), ready.error().message.c_str());
        const CudaPresence p = probeCuda();
        QVERIFY(p.devices.empty());
        QVERIFY(!p.message.empty());
    }

    void backendSaysNoDevice()
    {
        auto backend = CudaBackend::create();
        QVERIFY(!backend.ok());
        QCOMPARE(backend.error().code, ErrorCode::Backend);
        QCOMPARE(exitCodeFor(backend.error().code), 3);
        QVERIFY2(QString::fromStdString(backend.error().message).startsWith("no CUDA device"),
            backend.error().message.c_str());
        auto ctx = CudaContext::open(0);
        QVERIFY(!ctx.ok());
        QVERIFY(QString::fromStdString(ctx.error().message).startsWith("no CUDA device"));
        auto devices = listCudaDevices();
        QVERIFY(!devices.ok());
    }

    void cuptiSaysNoDevice()
    {
        auto cupti = cuptiForDevice();
        QVERIFY(!cupti.ok());
        QVERIFY2(QString::fromStdString(cupti.error().message).startsWith("CUPTI unavailable: no CUDA device"),
            cupti.error().message.c_str());
        auto recorder = KernelActivityRecorder::start();
        QVERIFY(!recorder.ok());
        QVERIFY(QString::fromStdString(recorder.error().message).startsWith("CUPTI unavailable: no CUDA device"));
    }

    // Every entry point Warpscope binds exists under the name it looks up (the stub mirrors the driver).
    void driverBindsAgainstTheStub()
    {
        if (!QFileInfo::exists(kStub))
            QSKIP("the toolkit has no lib64/stubs/libcuda.so");
        auto api = DriverApi::load({kStub.toStdString()});
        QVERIFY2(api.ok(), api.ok() ? "" : api.error().message.c_str());
        QVERIFY(api->launchKernel && api->memAlloc && api->eventElapsedTime && api->moduleLoadDataEx);
        QVERIFY(api->funcGetParamInfo); // optional, but a CUDA 13 stub has it
        auto devices = api->initDevices();
        QVERIFY(!devices.ok());
        QVERIFY2(QString::fromStdString(devices.error().message)
                     .startsWith("no CUDA device: cuInit failed with CUDA_ERROR_STUB_LIBRARY (34)"),
            devices.error().message.c_str());
    }

    void cuptiLoadsAndBindsWithoutADriver()
    {
        auto api = CuptiApi::load(CuptiApi::candidates());
        if (!api.ok())
            QSKIP(qPrintable(QString::fromStdString("no libcupti in this toolkit: " + api.error().message)));
        QVERIFY(api->hasActivity);
#ifdef WARPSCOPE_HAVE_RANGE_PROFILER
        QVERIFY(api->hasRangeProfiler);
#endif
        QCOMPARE(api->version, std::uint32_t(CUPTI_API_VERSION));
        const Error e = cuptiError(*api, CUPTI_ERROR_INSUFFICIENT_PRIVILEGES, "cuptiRangeProfilerEnable");
        const QString m = QString::fromStdString(e.message);
        QVERIFY2(
            m.contains("ERR_NVGPUCTRPERM") && m.contains("NVreg_RestrictProfilingToAdminUsers=0") && m.contains("root"),
            e.message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestCudaNoDevice)
#include "tst_cudanodevice.moc"
