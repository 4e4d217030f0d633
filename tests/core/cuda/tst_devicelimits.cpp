// Launches are checked against the device's limits before they are made, with messages that cite
// the limit; tables of limits per compute capability stand in for real GPUs here.
#include "core/cuda/cudabackend.h"
#include "core/cuda/devicelimits.h"
#include "core/cuda/devicequery.h"

#include <QTest>

using namespace warpscope::core;

namespace {

ResolvedLaunch launch(std::array<std::uint32_t, 3> grid, std::array<std::uint32_t, 3> block, std::uint32_t shared = 0)
{
    ResolvedLaunch l;
    l.grid = grid;
    l.block = block;
    l.dynamicShared = shared;
    return l;
}

KernelFootprint kernel(int registers = 32, int staticShared = 0, int maxThreads = 0)
{
    return {"k", registers, staticShared, maxThreads};
}

} // namespace

class TestDeviceLimits : public QObject {
    Q_OBJECT
private slots:
    void guideTableKnowsTheArchitectures()
    {
        for (int arch : {75, 80, 86, 87, 89, 90}) {
            const DeviceLimits* l = guideDeviceLimits(arch);
            QVERIFY2(l, qPrintable(QString::number(arch)));
            QCOMPARE(l->maxThreadsPerBlock, 1024);
            QCOMPARE(l->maxBlockDim[2], std::int64_t(64));
            QCOMPARE(l->maxGridDim[0], std::int64_t(2147483647));
            QCOMPARE(l->sharedPerBlock, 48 * 1024);
        }
        QCOMPARE(guideDeviceLimits(90)->sharedPerBlockOptIn, 227 * 1024);
        QCOMPARE(guideDeviceLimits(80)->sharedPerBlockOptIn, 163 * 1024);
        QCOMPARE(guideDeviceLimits(86)->sharedPerBlockOptIn, 99 * 1024);
        QCOMPARE(guideDeviceLimits(75)->sharedPerBlockOptIn, 64 * 1024);
        QVERIFY(!guideDeviceLimits(52));
    }

    // Each row: a launch on one architecture, whether it passes, the message or field it must cite.
    void check_data()
    {
        QTest::addColumn<int>("arch");
        QTest::addColumn<QList<int>>("dims"); // grid x y z, block x y z, dynamic shared
        QTest::addColumn<int>("registers");
        QTest::addColumn<int>("staticShared");
        QTest::addColumn<int>("kernelMaxThreads");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<bool>("optIn");
        QTest::addColumn<QString>("cites");
        for (int arch : {75, 80, 86, 89, 90}) {
            const QString a = QStringLiteral("sm_%1 ").arg(arch);
            QTest::newRow(qPrintable(a + "vector_add"))
                << arch << QList<int> {391, 1, 1, 256, 1, 1, 0} << 16 << 0 << 0 << true << false << QString();
            QTest::newRow(qPrintable(a + "1024 threads"))
                << arch << QList<int> {1, 1, 1, 32, 32, 1, 0} << 32 << 0 << 0 << true << false << QString();
            QTest::newRow(qPrintable(a + "2048 threads"))
                << arch << QList<int> {1, 1, 1, 32, 64, 1, 0} << 32 << 0 << 0 << false << false
                << QStringLiteral("block 32\u00d764\u00d71 = 2048 threads exceeds the device's 1024 threads per block "
                                  "(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)");
            QTest::newRow(qPrintable(a + "block z 65"))
                << arch << QList<int> {1, 1, 1, 1, 1, 65, 0} << 32 << 0 << 0 << false << false
                << QStringLiteral("CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z");
            QTest::newRow(qPrintable(a + "grid y 65536"))
                << arch << QList<int> {1, 65536, 1, 32, 1, 1, 0} << 32 << 0 << 0 << false << false
                << QStringLiteral("grid.y = 65536 exceeds the device's maximum grid y-dimension of 65535 "
                                  "(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y)");
            QTest::newRow(qPrintable(a + "grid x 0")) << arch << QList<int> {0, 1, 1, 32, 1, 1, 0} << 32 << 0 << 0
                                                      << false << false << QStringLiteral("at least 1");
            QTest::newRow(qPrintable(a + "48 KiB dynamic"))
                << arch << QList<int> {1, 1, 1, 128, 1, 1, 48 * 1024} << 32 << 0 << 0 << true << false << QString();
            QTest::newRow(qPrintable(a + "registers per block"))
                << arch << QList<int> {1, 1, 1, 1024, 1, 1, 0} << 255 << 0 << 0 << false << false
                << QStringLiteral("CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK");
            QTest::newRow(qPrintable(a + "kernel's own maximum"))
                << arch << QList<int> {1, 1, 1, 1024, 1, 1, 0} << 40 << 0 << 768 << false << false
                << QStringLiteral(
                       "exceeds the 768 threads per block kernel 'k' can launch with 40 registers per thread "
                       "(CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)");
        }
        // Shared memory above the default 48 KiB needs the opt-in, up to the architecture's maximum.
        const QList<int> shared64 {1, 1, 1, 128, 1, 1, 64 * 1024};
        QTest::newRow("sm_75 64 KiB opt-in") << 75 << shared64 << 32 << 0 << 0 << true << true << QString();
        QTest::newRow("sm_75 64 KiB + 1 KiB static")
            << 75 << shared64 << 32 << 1024 << 0 << false << false << QStringLiteral("64 KiB opt-in maximum per block");
        const QList<int> shared100 {1, 1, 1, 128, 1, 1, 100 * 1024};
        QTest::newRow("sm_80 100 KiB") << 80 << shared100 << 32 << 0 << 0 << true << true << QString();
        QTest::newRow("sm_86 100 KiB") << 86 << shared100 << 32 << 0 << 0 << false << false
                                       << QStringLiteral(
                                              "needs 100 KiB of shared memory per block (0 KiB static + 100 KiB "
                                              "dynamic), more than the device's 99 KiB opt-in maximum per block "
                                              "(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)");
        QTest::newRow("sm_89 100 KiB") << 89 << shared100 << 32 << 0 << 0 << false << false
                                       << QStringLiteral("99 KiB opt-in");
        QTest::newRow("sm_90 227 KiB") << 90 << QList<int> {1, 1, 1, 128, 1, 1, 227 * 1024} << 32 << 0 << 0 << true
                                       << true << QString();
        QTest::newRow("sm_90 228 KiB") << 90 << QList<int> {1, 1, 1, 128, 1, 1, 228 * 1024} << 32 << 0 << 0 << false
                                       << false << QStringLiteral("227 KiB opt-in");
    }
    void check()
    {
        QFETCH(int, arch);
        QFETCH(QList<int>, dims);
        QFETCH(int, registers);
        QFETCH(int, staticShared);
        QFETCH(int, kernelMaxThreads);
        QFETCH(bool, ok);
        QFETCH(bool, optIn);
        QFETCH(QString, cites);
        const DeviceLimits* limits = guideDeviceLimits(arch);
        QVERIFY(limits);
        const auto u = [&](int i) { return std::uint32_t(dims[i]); };
        auto r = checkLaunch(*limits, launch({u(0), u(1), u(2)}, {u(3), u(4), u(5)}, u(6)),
            kernel(registers, staticShared, kernelMaxThreads));
        QCOMPARE(r.ok(), ok);
        if (ok) {
            QCOMPARE(r->needsSharedOptIn, optIn);
            QCOMPARE(r->threadsPerBlock, std::uint64_t(u(3)) * u(4) * u(5));
            return;
        }
        QCOMPARE(r.error().code, ErrorCode::BadInput);
        QVERIFY2(QString::fromStdString(r.error().message).contains(cites), r.error().message.c_str());
        QVERIFY(r.error().field.rfind("launch.", 0) == 0);
    }

    void bandwidthFromClocks_data()
    {
        QTest::addColumn<int>("memoryClockKHz");
        QTest::addColumn<int>("busWidth");
        QTest::addColumn<double>("gbs");
        QTest::newRow("A100 40GB HBM2") << 1215000 << 5120 << 1555.2;
        QTest::newRow("RTX 4090 GDDR6X") << 10501000 << 384 << 1008.1;
        QTest::newRow("unknown clock") << 0 << 384 << 0.0;
    }
    void bandwidthFromClocks()
    {
        QFETCH(int, memoryClockKHz);
        QFETCH(int, busWidth);
        QFETCH(double, gbs);
        QVERIFY(std::abs(warpscope::core::bandwidthFromClocks(memoryClockKHz, busWidth) / 1e9 - gbs) < 0.1);
    }

    void compileArch_data()
    {
        QTest::addColumn<int>("device");
        QTest::addColumn<QList<int>>("nvrtc");
        QTest::addColumn<int>("arch");
        const QList<int> cuda13 {75, 80, 86, 87, 88, 89, 90, 100, 103, 110, 120, 121};
        QTest::newRow("supported") << 90 << cuda13 << 90;
        QTest::newRow("newer minor: same major") << 91 << cuda13 << 90;
        QTest::newRow("newer major: PTX JIT") << 130 << cuda13 << 121;
        QTest::newRow("older than NVRTC") << 70 << cuda13 << 75;
        QTest::newRow("no NVRTC list") << 86 << QList<int> {} << 86;
    }
    void compileArch()
    {
        QFETCH(int, device);
        QFETCH(QList<int>, nvrtc);
        QFETCH(int, arch);
        QCOMPARE(cudaCompileArch(device, std::vector<int>(nvrtc.begin(), nvrtc.end())), arch);
    }
};

QTEST_GUILESS_MAIN(TestDeviceLimits)
#include "tst_devicelimits.moc"
