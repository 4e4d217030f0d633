// Bulk copies and TMA on the emulator: cp.async.bulk with complete_tx (stale data before the wait),
// bulk-group stores and reductions, 2D tile loads in every swizzle mode against a scalar model (element
// (r, c) of the box lands at swizzleAddress(...)), the out-of-bounds fill at the tensor's edges, tile
// stores that clip at the edge, and a task with a tmap: argument run end to end through the runner.
#include "core/emu/swizzle.h"
#include "core/pipeline/runner.h"
#include "hoppertest.h"

#include <QTest>

#include <cmath>

using namespace hoppertest;

namespace {

const char* kBulk = R"(
extern "C" __global__ void k(const float* in, float* out, float* stale, float* back, float* red)
{
    __shared__ alignas(128) float buf[256];
    __shared__ u64 bar;
    const int t = threadIdx.x;
    if (t == 0) {
        mbInit(&bar, 1);
        fenceInit();
    }
    __syncthreads();
    if (t == 0) {
        mbArriveTx(&bar, 1024);
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
            :: "r"(sm(buf)), "l"(in), "r"(1024), "r"(sm(&bar)) : "memory");
    }
    stale[t] = buf[t]; // nobody has observed the barrier yet: the bytes have not landed
    __syncthreads();
    mbWait(&bar, 0);
    out[t] = buf[t];
    __syncthreads();
    buf[t] = buf[t] + 1.0f;
    fenceAsync();
    __syncthreads();
    if (t == 0) {
        asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" :: "l"(back), "r"(sm(buf)), "r"(1024) : "memory");
        asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [%0], [%1], %2;" :: "l"(red), "r"(sm(buf)), "r"(1024) : "memory");
        asm volatile("cp.async.bulk.commit_group;" ::: "memory");
        asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
    }
}
)";

/// Loads one box of a 2D f32 tensor map at (x, y) and copies 2048 floats of shared memory out raw.
const char* kTileLoad = R"(
struct alignas(64) TMap { unsigned char bytes[128]; };
extern "C" __global__ void k(const __grid_constant__ TMap tmap, float* out, int x, int y, int bytes)
{
    __shared__ alignas(1024) float tile[2048];
    __shared__ u64 bar;
    if (threadIdx.x == 0) {
        mbInit(&bar, 1);
        fenceInit();
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        mbArriveTx(&bar, bytes);
        asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
            :: "r"(sm(tile)), "l"(&tmap), "r"(x), "r"(y), "r"(sm(&bar)) : "memory");
    }
    mbWait(&bar, 0);
    for (int i = threadIdx.x; i < 2048; i += blockDim.x)
        out[i] = tile[i];
}
)";

/// Fills shared memory with i and stores one box at (x, y) through the tensor map.
const char* kTileStore = R"(
struct alignas(64) TMap { unsigned char bytes[128]; };
extern "C" __global__ void k(const __grid_constant__ TMap tmap, int x, int y)
{
    __shared__ alignas(1024) float tile[2048];
    for (int i = threadIdx.x; i < 2048; i += blockDim.x)
        tile[i] = (float)i;
    fenceAsync();
    __syncthreads();
    if (threadIdx.x == 0) {
        asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%0, {%1, %2}], [%3];"
            :: "l"(&tmap), "r"(x), "r"(y), "r"(sm(tile)) : "memory");
        asm volatile("cp.async.bulk.commit_group;" ::: "memory");
        asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
    }
}
)";

/// A cluster of two CTAs: rank 0 multicasts one box to both; then each CTA arrives on the other's
/// barrier through a shared::cluster address (mapa) and waits on its own.
const char* kMulticast = R"(
struct alignas(64) TMap { unsigned char bytes[128]; };
extern "C" __global__ void k(const __grid_constant__ TMap tmap, float* out, unsigned* flags)
{
    __shared__ alignas(1024) float tile[256];
    __shared__ u64 bar, bar2;
    unsigned rank;
    asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    if (threadIdx.x == 0) {
        mbInit(&bar, 1);
        mbInit(&bar2, 1);
        fenceInit();
    }
    asm volatile("barrier.cluster.arrive.release.aligned; barrier.cluster.wait.acquire.aligned;" ::: "memory");
    if (threadIdx.x == 0) {
        mbArriveTx(&bar, 1024);
        if (rank == 0)
            asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster"
                " [%0], [%1, {%2, %3}], [%4], %5;"
                :: "r"(sm(tile)), "l"(&tmap), "r"(8), "r"(4), "r"(sm(&bar)), "h"((unsigned short)3) : "memory");
        unsigned remote;
        asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(remote) : "r"(sm(&bar2)), "r"(rank ^ 1));
        asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" :: "r"(remote) : "memory");
    }
    mbWait(&bar, 0);
    for (int i = threadIdx.x; i < 256; i += blockDim.x)
        out[rank * 256 + i] = tile[i];
    mbWait(&bar2, 0);
    if (threadIdx.x == 0)
        flags[rank] = 1;
    asm volatile("barrier.cluster.arrive.release.aligned; barrier.cluster.wait.acquire.aligned;" ::: "memory");
}
)";

constexpr int kW = 40; // tensor columns (innermost)
constexpr int kH = 20; // rows

std::vector<float> matrix()
{
    std::vector<float> a(kW * kH);
    for (int i = 0; i < kW * kH; ++i)
        a[static_cast<std::size_t>(i)] = static_cast<float>(i) + 0.5f;
    return a;
}

TensorMapDesc desc2d(int boxCols, int boxRows, int swizzle, int oobFill)
{
    TensorMapDesc d;
    d.dtype = TensorMapDataType::F32;
    d.rank = 2;
    d.dims = {kW, kH, 1, 1, 1};
    d.strides = {kW * 4, 0, 0, 0};
    d.box = {static_cast<std::uint32_t>(boxCols), static_cast<std::uint32_t>(boxRows), 1, 1, 1};
    d.swizzle = static_cast<std::uint8_t>(swizzle);
    d.oobFill = static_cast<std::uint8_t>(oobFill);
    return d;
}

KernelArg tmapArg(int buffer, const TensorMapDesc& d)
{
    KernelArg a;
    a.kind = KernelArg::Kind::TensorMap;
    a.buffer = buffer;
    a.tensorMap = d;
    return a;
}

} // namespace

class TestEmuTma : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!compile("extern \"C\" __global__ void k() {}", "k").ok)
            QSKIP("NVRTC is not available");
    }

    void bulkCopyCompletesOnTheBarrier()
    {
        std::vector<float> in(256);
        for (std::size_t i = 0; i < in.size(); ++i)
            in[i] = static_cast<float>(i) * 0.25f;
        std::vector<float> red(256, 10.0f);
        Run r = launch(build(kBulk), {1, 1, 1}, {256, 1, 1},
            {tensorOf<float>(DType::F32, in), tensorOf<float>(DType::F32, std::vector<float>(256, -1.0f)),
                tensorOf<float>(DType::F32, std::vector<float>(256, -1.0f)),
                tensorOf<float>(DType::F32, std::vector<float>(256, -1.0f)), tensorOf<float>(DType::F32, red)},
            {bufferArg(0), bufferArg(1), bufferArg(2), bufferArg(3), bufferArg(4)});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        // the early read is asynccheck's finding (and nothing else is)
        QVERIFY2(r.result->completed && !r.result->findings.empty(), findingsOf(*r.result).c_str());
        for (const auto& f : r.result->findings)
            QVERIFY2(f.kind == Finding::Kind::AsyncHazard && contains(f.message, "bulk copy")
                    && contains(f.message, "no thread has waited on its mbarrier"),
                findingsOf(*r.result).c_str());
        const auto out = valuesOf<float>(r.buffers[1]);
        const auto stale = valuesOf<float>(r.buffers[2]);
        const auto back = valuesOf<float>(r.buffers[3]);
        const auto sum = valuesOf<float>(r.buffers[4]);
        for (std::size_t i = 0; i < in.size(); ++i) {
            QCOMPARE(out[i], in[i]);
            QCOMPARE(stale[i], 0.0f); // shared memory as it was before the copy landed
            QCOMPARE(back[i], in[i] + 1.0f);
            QCOMPARE(sum[i], 10.0f + in[i] + 1.0f);
        }
    }

    void tileLoadAgainstScalarModel_data()
    {
        QTest::addColumn<int>("swizzle");
        QTest::addColumn<int>("boxCols");
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addColumn<int>("oobFill");
        QTest::newRow("none inside") << 0 << 32 << 4 << 3 << 0;
        QTest::newRow("32B inside") << 1 << 8 << 8 << 2 << 0;
        QTest::newRow("64B inside") << 2 << 16 << 12 << 5 << 0;
        QTest::newRow("128B inside") << 3 << 32 << 4 << 7 << 0;
        QTest::newRow("128B right and bottom edge, zeros") << 3 << 32 << 20 << 15 << 0;
        QTest::newRow("64B left and top edge, nan") << 2 << 16 << -5 << -3 << 1;
        QTest::newRow("none wholly outside, nan") << 0 << 32 << 64 << 0 << 1;
    }
    void tileLoadAgainstScalarModel()
    {
        QFETCH(int, swizzle);
        QFETCH(int, boxCols);
        QFETCH(int, x);
        QFETCH(int, y);
        QFETCH(int, oobFill);
        const int boxRows = 8;
        const auto a = matrix();
        const int bytes = boxCols * boxRows * 4;
        Run r = launch(build(kTileLoad), {1, 1, 1}, {128, 1, 1},
            {tensorOf<float>(DType::F32, a), tensorOf<float>(DType::F32, std::vector<float>(2048, -7.0f))},
            {tmapArg(0, desc2d(boxCols, boxRows, swizzle, oobFill)), bufferArg(1), scalarArg<std::int32_t>(x),
                scalarArg<std::int32_t>(y), scalarArg<std::int32_t>(bytes)});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        const auto out = valuesOf<float>(r.buffers[1]);
        std::vector<bool> touched(2048, false);
        for (int row = 0; row < boxRows; ++row)
            for (int c = 0; c < boxCols; ++c) {
                const std::uint64_t o = static_cast<std::uint64_t>((row * boxCols + c) * 4);
                const std::uint64_t at = emu::swizzleAddress(o, static_cast<emu::Swizzle>(swizzle)) / 4;
                touched[at] = true;
                const int gx = x + c, gy = y + row;
                const bool inside = gx >= 0 && gx < kW && gy >= 0 && gy < kH;
                const float got = out[at];
                if (inside)
                    QCOMPARE(got, a[static_cast<std::size_t>(gy * kW + gx)]);
                else if (oobFill == 1)
                    QVERIFY2(std::isnan(got), std::to_string(got).c_str());
                else
                    QCOMPARE(got, 0.0f);
            }
        for (std::size_t i = 0; i < touched.size(); ++i)
            if (!touched[i])
                QCOMPARE(out[i], 0.0f); // shared memory outside the box is untouched (zeroed at start)
    }

    void tileStoreClipsAtTheEdge()
    {
        const int boxCols = 16, boxRows = 8, x = 30, y = 16;
        const auto a = matrix();
        Run r = launch(build(kTileStore), {1, 1, 1}, {128, 1, 1}, {tensorOf<float>(DType::F32, a)},
            {tmapArg(0, desc2d(boxCols, boxRows, 2, 0)), scalarArg<std::int32_t>(x), scalarArg<std::int32_t>(y)});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        const auto g = valuesOf<float>(r.buffers[0]);
        for (int gy = 0; gy < kH; ++gy)
            for (int gx = 0; gx < kW; ++gx) {
                const int row = gy - y, c = gx - x;
                float want = a[static_cast<std::size_t>(gy * kW + gx)];
                if (row >= 0 && row < boxRows && c >= 0 && c < boxCols) {
                    const std::uint64_t o = static_cast<std::uint64_t>((row * boxCols + c) * 4);
                    want = static_cast<float>(emu::swizzleAddress(o, emu::Swizzle::B64) / 4);
                }
                QCOMPARE(g[static_cast<std::size_t>(gy * kW + gx)], want);
            }
    }

    void multicastAndRemoteArriveInACluster()
    {
        const auto a = matrix();
        Run r = launch(build(kMulticast), {2, 1, 1}, {64, 1, 1},
            {tensorOf<float>(DType::F32, a), tensorOf<float>(DType::F32, std::vector<float>(512, -1.0f)),
                tensorOf<std::uint32_t>(DType::U32, std::vector<std::uint32_t>(2, 0))},
            {tmapArg(0, desc2d(32, 8, 0, 0)), bufferArg(1), bufferArg(2)}, std::array<std::uint32_t, 3> {2, 1, 1});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        const auto out = valuesOf<float>(r.buffers[1]);
        for (int rank = 0; rank < 2; ++rank)
            for (int row = 0; row < 8; ++row)
                for (int c = 0; c < 32; ++c)
                    QCOMPARE(out[static_cast<std::size_t>(rank * 256 + row * 32 + c)],
                        a[static_cast<std::size_t>((4 + row) * kW + 8 + c)]);
        QCOMPARE(valuesOf<std::uint32_t>(r.buffers[2]), (std::vector<std::uint32_t> {1, 1}));
    }

    void mapNotEncodedByWarpscopeIsAFinding()
    {
        KernelArg junk;
        junk.kind = KernelArg::Kind::Scalar;
        junk.bytes.assign(128, std::byte {0x5A}); // a map a program would have encoded itself
        Run r = launch(build(kTileLoad), {1, 1, 1}, {32, 1, 1},
            {tensorOf<float>(DType::F32, std::vector<float>(2048, 0.0f))},
            {junk, bufferArg(0), scalarArg<std::int32_t>(0), scalarArg<std::int32_t>(0),
                scalarArg<std::int32_t>(1024)});
        QVERIFY(r.result.ok());
        QVERIFY(!r.result->completed);
        QVERIFY(!r.result->findings.empty());
        QVERIFY2(contains(r.result->findings[0].message, "not one Warpscope encoded")
                && contains(r.result->findings[0].message, "tmap:"),
            r.result->findings[0].message.c_str());
    }

    void missingBytesAreADeadlockAtTheWait()
    {
        // expects 4096 bytes, the box brings 1024: the phase never completes
        const auto a = matrix();
        Run r = launch(build(kTileLoad), {1, 1, 1}, {64, 1, 1},
            {tensorOf<float>(DType::F32, a), tensorOf<float>(DType::F32, std::vector<float>(2048, 0.0f))},
            {tmapArg(0, desc2d(32, 8, 0, 0)), bufferArg(1), scalarArg<std::int32_t>(0), scalarArg<std::int32_t>(0),
                scalarArg<std::int32_t>(4096)});
        QVERIFY(r.result.ok());
        QVERIFY(!r.result->findings.empty());
        const Finding& f = r.result->findings[0];
        QCOMPARE(f.kind, Finding::Kind::Deadlock);
        QVERIFY2(contains(f.message, "0 of 1 arrivals and 3072 tx bytes still missing"), f.message.c_str());
    }

    void taskWithTensorMapArgEndToEnd()
    {
        auto task = loadTask(sourceDir() + "/tests/core/emu/fixtures/tma_transpose");
        QVERIFY2(task.ok(), task ? "" : task.error().describe().c_str());
        EmulatorBackend backend;
        RunOptions o;
        o.collectEnvironment = false;
        auto r = runTask(*task, backend, o);
        QVERIFY2(r.ok(), r ? "" : r.error().describe().c_str());
        QVERIFY2(r->passed, summarizeRun(*r).c_str());

        // the suites' own task runner binds the tmap: argument the same way
        TaskRun t = emutest::runTask("../tests/core/emu/fixtures/tma_transpose");
        QVERIFY2(t.error.empty(), t.error.c_str());
        QVERIFY2(t.result.completed && t.result.findings.empty(), findingsOf(t.result).c_str());
        const auto in = valuesOf<float>(t.in("in"));
        const auto out = valuesOf<float>(t.out("out"));
        const std::int64_t M = t.param("M"), N = t.param("N");
        for (std::int64_t i = 0; i < M; ++i)
            for (std::int64_t j = 0; j < N; ++j)
                QCOMPARE(out[static_cast<std::size_t>(j * M + i)], in[static_cast<std::size_t>(i * N + j)]);
    }
};

QTEST_GUILESS_MAIN(TestEmuTma)
#include "tst_emutma.moc"
