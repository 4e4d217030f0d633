#include "core/perf/occupancy.h"

#include <cuda_occupancy.h>

#include <QTest>

#include <random>

using namespace warpscope::core;

namespace {

/// NVIDIA's own calculator (cuda_occupancy.h, the host-side model of cudaOccupancyMaxActiveBlocksPerMultiprocessor),
/// fed with Warpscope's table: the cross-check tests the arithmetic, the rows below test the table.
int nvidiaBlocks(const ArchLimits& l, const KernelUsage& u)
{
    cudaOccDeviceProp prop;
    prop.computeMajor = l.arch / 10;
    prop.computeMinor = l.arch % 10;
    prop.maxThreadsPerBlock = l.maxThreadsPerBlock;
    prop.maxThreadsPerMultiprocessor = l.maxWarpsPerSm * l.warpSize;
    prop.regsPerBlock = l.maxRegistersPerBlock;
    prop.regsPerMultiprocessor = l.registersPerSm;
    prop.warpSize = l.warpSize;
    prop.sharedMemPerBlock = static_cast<size_t>(l.sharedPerBlockDefault);
    prop.sharedMemPerMultiprocessor = static_cast<size_t>(l.sharedPerSm);
    prop.numSms = 100;
    prop.sharedMemPerBlockOptin = static_cast<size_t>(l.sharedPerBlockOptIn);
    prop.reservedSharedMemPerBlock = static_cast<size_t>(l.sharedReservedPerBlock);
    cudaOccFuncAttributes attr;
    attr.maxThreadsPerBlock = l.maxThreadsPerBlock;
    attr.numRegs = u.registersPerThread;
    attr.sharedSizeBytes = static_cast<size_t>(u.sharedStatic);
    attr.partitionedGCConfig = PARTITIONED_GC_OFF;
    attr.shmemLimitConfig = u.sharedStatic + u.sharedDynamic > l.sharedPerBlockDefault ? FUNC_SHMEM_LIMIT_OPTIN
                                                                                       : FUNC_SHMEM_LIMIT_DEFAULT;
    attr.maxDynamicSharedSizeBytes = static_cast<size_t>(l.sharedPerBlockOptIn - u.sharedStatic);
    attr.numBlockBarriers = u.barriers;
    cudaOccDeviceState state;
    cudaOccResult result;
    if (cudaOccMaxActiveBlocksPerMultiprocessor(
            &result, &prop, &attr, &state, u.blockSize, static_cast<size_t>(u.sharedDynamic))
        != CUDA_OCC_SUCCESS)
        return -1;
    return result.activeBlocksPerMultiprocessor;
}

} // namespace

class TestOccupancy : public QObject {
    Q_OBJECT
private slots:
    // The table against the CUDA C++ Programming Guide's "Technical Specifications per Compute Capability"
    // and the tuning guides (see occupancy.cpp for the citations).
    void tableValues_data()
    {
        QTest::addColumn<int>("arch");
        QTest::addColumn<int>("warps");
        QTest::addColumn<int>("blocks");
        QTest::addColumn<int>("sharedPerSmKiB");
        QTest::addColumn<int>("optInKiB");
        QTest::addColumn<int>("reserved");
        QTest::newRow("sm_75") << 75 << 32 << 16 << 64 << 64 << 0;
        QTest::newRow("sm_80") << 80 << 64 << 32 << 164 << 163 << 1024;
        QTest::newRow("sm_86") << 86 << 48 << 16 << 100 << 99 << 1024;
        QTest::newRow("sm_89") << 89 << 48 << 24 << 100 << 99 << 1024;
        QTest::newRow("sm_90") << 90 << 64 << 32 << 228 << 227 << 1024;
        QTest::newRow("sm_100") << 100 << 64 << 32 << 228 << 227 << 1024;
        QTest::newRow("sm_120") << 120 << 48 << 24 << 100 << 99 << 1024;
    }
    void tableValues()
    {
        QFETCH(int, arch);
        QFETCH(int, warps);
        QFETCH(int, blocks);
        QFETCH(int, sharedPerSmKiB);
        QFETCH(int, optInKiB);
        QFETCH(int, reserved);
        const ArchLimits* l = archLimits(arch);
        QVERIFY(l);
        QCOMPARE(l->maxWarpsPerSm, warps);
        QCOMPARE(l->maxBlocksPerSm, blocks);
        QCOMPARE(l->sharedPerSm, sharedPerSmKiB * 1024);
        QCOMPARE(l->sharedPerBlockOptIn, optInKiB * 1024);
        QCOMPARE(l->sharedReservedPerBlock, reserved);
        QCOMPARE(l->registersPerSm, 65536);
        QCOMPARE(l->maxRegistersPerThread, 255);
        QCOMPARE(l->sharedCarveouts.back(), l->sharedPerSm);
    }

    // Worked examples. "BPG": CUDA C++ Best Practices Guide, "Calculating Occupancy": 37 registers per thread with
    // 128-thread blocks give 12 blocks and 75 %, with 320-thread blocks 4 blocks and 63 % (stated for compute
    // capability 7.0; sm_80/90/100 have the same 64 warps and 64 K registers). "Glossary": Modal's GPU glossary
    // (H100, 32 threads, 8 registers, 12 KB shared) says 19 blocks from 228 KB / 12 KB; with the 1 KiB the driver
    // reserves per block (cudaDevAttrReservedSharedMemoryPerBlock, added by the Occupancy API) it is 228 / 13 = 17.
    // The other rows are worked by hand from the rules in cuda_occupancy.h.
    void workedExamples_data()
    {
        QTest::addColumn<int>("arch");
        QTest::addColumn<int>("block");
        QTest::addColumn<int>("regs");
        QTest::addColumn<int>("shared");
        QTest::addColumn<int>("dynamic");
        QTest::addColumn<int>("barriers");
        QTest::addColumn<int>("blocksPerSm");
        QTest::addColumn<int>("warpsPerSm");
        QTest::addColumn<QString>("limiter");
        QTest::newRow("BPG 128 threads sm_80") << 80 << 128 << 37 << 0 << 0 << 0 << 12 << 48 << "registers";
        QTest::newRow("BPG 320 threads sm_80") << 80 << 320 << 37 << 0 << 0 << 0 << 4 << 40 << "registers";
        QTest::newRow("BPG 128 threads sm_90") << 90 << 128 << 37 << 0 << 0 << 0 << 12 << 48 << "registers";
        QTest::newRow("Glossary H100") << 90 << 32 << 8 << 12 * 1024 << 0 << 0 << 17 << 17 << "shared_memory";
        QTest::newRow("vector_add sm_90") << 90 << 256 << 12 << 0 << 0 << 0 << 8 << 64 << "warps";
        QTest::newRow("vector_add sm_86") << 86 << 256 << 12 << 0 << 0 << 0 << 6 << 48 << "warps";
        QTest::newRow("vector_add sm_75") << 75 << 256 << 12 << 0 << 0 << 0 << 4 << 32 << "warps";
        QTest::newRow("64 registers sm_90") << 90 << 256 << 64 << 0 << 0 << 0 << 4 << 32 << "registers";
        QTest::newRow("48 KiB static sm_86") << 86 << 128 << 16 << 48 * 1024 << 0 << 0 << 2 << 8 << "shared_memory";
        QTest::newRow("48 KiB static sm_75") << 75 << 128 << 16 << 48 * 1024 << 0 << 0 << 1 << 4 << "shared_memory";
        QTest::newRow("opt-in 100 KiB sm_90") << 90 << 256 << 32 << 0 << 100 * 1024 << 0 << 2 << 16 << "shared_memory";
        QTest::newRow("over opt-in sm_86") << 86 << 256 << 32 << 0 << 100 * 1024 << 0 << 0 << 0 << "shared_memory";
        QTest::newRow("16 barriers sm_120") << 120 << 32 << 16 << 0 << 0 << 16 << 1 << 1 << "barriers";
        QTest::newRow("16 barriers sm_90") << 90 << 32 << 16 << 0 << 0 << 16 << 4 << 4 << "barriers";
        QTest::newRow("no barrier limit sm_86") << 86 << 32 << 16 << 0 << 0 << 16 << 16 << 16 << "blocks";
        QTest::newRow("block cap sm_120") << 120 << 32 << 8 << 0 << 0 << 0 << 24 << 24 << "blocks";
        QTest::newRow("block cap sm_89") << 89 << 64 << 8 << 0 << 0 << 0 << 24 << 48 << "warps";
        QTest::newRow("255 registers x 1024") << 90 << 1024 << 255 << 0 << 0 << 0 << 0 << 0 << "registers";
        QTest::newRow("block too large") << 90 << 2048 << 8 << 0 << 0 << 0 << 0 << 0 << "block_size";
        QTest::newRow("odd block size") << 90 << 100 << 20 << 0 << 0 << 0 << 16 << 64 << "warps";
    }
    void workedExamples()
    {
        QFETCH(int, arch);
        QFETCH(int, block);
        QFETCH(int, regs);
        QFETCH(int, shared);
        QFETCH(int, dynamic);
        QFETCH(int, barriers);
        QFETCH(int, blocksPerSm);
        QFETCH(int, warpsPerSm);
        QFETCH(QString, limiter);
        KernelUsage u {block, regs, shared, dynamic, barriers, -1};
        auto r = computeOccupancy(arch, u);
        QVERIFY(r.ok());
        QCOMPARE(r->activeBlocksPerSm, blocksPerSm);
        QCOMPARE(r->activeWarpsPerSm, warpsPerSm);
        QCOMPARE(QString(occupancyLimiterName(r->limiter)), limiter);
        QCOMPARE(r->occupancy, static_cast<double>(warpsPerSm) / archLimits(arch)->maxWarpsPerSm);
        if (blocksPerSm == 0)
            QVERIFY(!r->note.empty());
    }

    // Thousands of random launches per architecture against NVIDIA's calculator.
    void agreesWithCudaOccupancyHeader_data()
    {
        QTest::addColumn<int>("arch");
        for (int a : occupancyArchs())
            QTest::newRow(qPrintable(QString("sm_%1").arg(a))) << a;
    }
    void agreesWithCudaOccupancyHeader()
    {
        QFETCH(int, arch);
        const ArchLimits* l = archLimits(arch);
        std::mt19937 rng(static_cast<unsigned>(arch));
        std::uniform_int_distribution<int> block(1, 1024), regs(0, 255), kib(0, 48), dyn(0, 256 * 1024), bars(0, 16),
            coin(0, 3);
        for (int i = 0; i < 4000; ++i) {
            KernelUsage u;
            u.blockSize = coin(rng) ? 32 * ((block(rng) + 31) / 32) : block(rng);
            u.registersPerThread = regs(rng);
            u.sharedStatic = coin(rng) ? 0 : kib(rng) * 1024 - (coin(rng) ? 0 : 100);
            u.sharedStatic = std::max(0, u.sharedStatic);
            u.sharedDynamic = coin(rng) == 0 ? dyn(rng) % (l->sharedPerBlockOptIn + 4096) : 0;
            u.barriers = coin(rng) == 0 ? bars(rng) : 0;
            auto mine = computeOccupancy(arch, u);
            QVERIFY(mine.ok());
            const int theirs = nvidiaBlocks(*l, u);
            if (theirs < 0)
                continue; // an input cuda_occupancy.h refuses (e.g. a dynamic size past the opt-in limit)
            QVERIFY2(mine->activeBlocksPerSm == theirs,
                qPrintable(QString("sm_%1 block %2 regs %3 static %4 dynamic %5 barriers %6: %7 vs NVIDIA %8")
                               .arg(arch)
                               .arg(u.blockSize)
                               .arg(u.registersPerThread)
                               .arg(u.sharedStatic)
                               .arg(u.sharedDynamic)
                               .arg(u.barriers)
                               .arg(mine->activeBlocksPerSm)
                               .arg(theirs)));
        }
    }

    void carveoutPreference()
    {
        // sm_90, 16 KiB per block: the default carveout (228 KiB) holds 13 blocks of 17 KiB; a 25 % preference
        // (57 KiB, rounded up to 64 KiB) holds 3.
        KernelUsage u {128, 16, 16 * 1024, 0, 0, -1};
        QCOMPARE(computeOccupancy(90, u)->activeBlocksPerSm, 13);
        u.carveoutPercent = 25;
        auto r = computeOccupancy(90, u);
        QCOMPARE(r->sharedPerSm, 64 * 1024);
        QCOMPARE(r->activeBlocksPerSm, 3);
    }

    void curves()
    {
        KernelUsage u {256, 40, 8 * 1024, 0, 1, -1};
        auto c = occupancyCurves(90, u);
        QVERIFY(c.ok());
        QCOMPARE(c->blockSize.points.size(), std::size_t(32));
        QCOMPARE(c->blockSize.current, 256);
        QCOMPARE(c->registers.points.size(), std::size_t(255));
        QCOMPARE(c->registers.current, 40);
        QCOMPARE(c->sharedMemory.current, 8 * 1024);
        QVERIFY(c->sharedMemory.points.size() <= 600);
        const auto current = computeOccupancy(90, u);
        for (const auto& p : c->blockSize.points)
            if (p.x == 256)
                QCOMPARE(p.activeWarpsPerSm, current->activeWarpsPerSm);
        for (std::size_t i = 1; i < c->registers.points.size(); ++i)
            QVERIFY(c->registers.points[i].activeWarpsPerSm <= c->registers.points[i - 1].activeWarpsPerSm);
        for (std::size_t i = 1; i < c->sharedMemory.points.size(); ++i)
            QVERIFY(c->sharedMemory.points[i].activeWarpsPerSm <= c->sharedMemory.points[i - 1].activeWarpsPerSm);
        QCOMPARE(c->sharedMemory.points.back().activeWarpsPerSm > 0, true);
    }

    void unknownArchIsAnError()
    {
        auto r = computeOccupancy(87, {128, 32, 0, 0, 0, -1});
        QVERIFY(!r.ok());
        QVERIFY(QString::fromStdString(r.error().message).contains("sm_87"));
        QVERIFY(QString::fromStdString(r.error().message).contains("sm_90"));
    }

    void limiterNamesRoundTrip()
    {
        for (auto l :
            {OccupancyLimiter::None, OccupancyLimiter::BlockSize, OccupancyLimiter::Warps, OccupancyLimiter::Blocks,
                OccupancyLimiter::Registers, OccupancyLimiter::SharedMemory, OccupancyLimiter::Barriers})
            QCOMPARE(occupancyLimiterFromName(occupancyLimiterName(l)), l);
    }
};

QTEST_APPLESS_MAIN(TestOccupancy)
#include "tst_occupancy.moc"
