// mbarrier on the emulator: phase / parity / state-token semantics worked by hand, try_wait's time
// limit, the deadlock finding (barrier, parity, phase and warps named, no spin to the budget),
// overflowing arrivals, expect_tx never delivered, use before init / after inval, overwritten
// barrier bytes, fences, and a producer / consumer pipeline across warps.
#include "hoppertest.h"

#include <QTest>

using namespace hoppertest;

namespace {

/// One thread walks a barrier through four phases; every value is worked out in the comments.
const char* kPhases = R"(
extern "C" __global__ void k(unsigned* out)
{
    __shared__ u64 bar;
    if (threadIdx.x != 0)
        return;
    mbInit(&bar, 2);
    fenceInit();
    u64 s0 = mbArrive(&bar);        // phase 0: 1 of 2 arrived
    out[0] = mbPending(s0);         // 1 arrival missing
    out[1] = mbTestWait(&bar, s0);  // phase 0 not complete: 0
    out[2] = mbTestParity(&bar, 0); // 0
    u64 s1 = mbArrive(&bar);        // completes phase 0, phase 1 begins
    out[3] = mbPending(s1);         // 0
    out[4] = mbTestWait(&bar, s0);  // 1
    out[5] = mbTestParity(&bar, 0); // the phase of parity 0 completed: 1
    out[6] = mbTestParity(&bar, 1); // phase 1 in progress: 0
    mbArriveN(&bar, 2);             // completes phase 1, phase 2 begins
    out[7] = mbTestParity(&bar, 1); // 1
    out[8] = mbTestParity(&bar, 0); // phase 2 (parity 0) in progress: 0
    mbExpectTx(&bar, 16);
    mbArriveN(&bar, 2);             // arrivals complete, 16 bytes missing
    out[9] = mbTestParity(&bar, 0); // 0
    mbCompleteTx(&bar, 16);         // completes phase 2
    out[10] = mbTestParity(&bar, 0); // 1
    u64 s3 = mbArriveTx(&bar, 32);  // phase 3: 1 arrival and 32 bytes missing
    out[11] = mbPending(s3);        // 1
    mbCompleteTx(&bar, 32);
    out[12] = mbTestParity(&bar, 1); // still 1 arrival missing: 0
    mbArriveDrop(&bar);             // completes phase 3; later phases expect 1 arrival
    out[13] = mbTestParity(&bar, 1); // 1
    mbArrive(&bar);                 // one arrival now completes phase 4
    out[14] = mbTestParity(&bar, 0); // 1
    mbInval(&bar);
    out[15] = 99;
}
)";

/// try_wait on a phase nobody completes yet gives "not complete" once no warp can move; the thread
/// then arrives itself and the next try_wait succeeds.
const char* kTryWaitTimeout = R"(
extern "C" __global__ void k(unsigned* out)
{
    __shared__ u64 bar;
    if (threadIdx.x == 0)
        mbInit(&bar, 1);
    __syncthreads();
    if (threadIdx.x != 0)
        return;
    out[0] = mbTryParity(&bar, 0); // times out: 0
    mbArrive(&bar);
    out[1] = mbTryParity(&bar, 0); // 1
}
)";

/// Every thread arrives once, then all wait for the wrong parity in a try_wait loop.
const char* kWrongParity = R"(
extern "C" __global__ void k(unsigned* out)
{
    __shared__ u64 bar;
    if (threadIdx.x == 0)
        mbInit(&bar, blockDim.x);
    __syncthreads();
    mbArrive(&bar);   // completes phase 0 once all arrived
    __syncthreads();  // every thread is in phase 1 now
    mbWait(&bar, 1);  // waits for phase 1 to complete, which needs arrivals nobody makes
    out[threadIdx.x] = 1;
}
)";

/// Every thread of the warp arrives on a barrier that expects one arrival per phase.
const char* kOverflow = R"(
extern "C" __global__ void k(unsigned* out)
{
    __shared__ u64 bar;
    if (threadIdx.x == 0)
        mbInit(&bar, 1);
    __syncthreads();
    mbArrive(&bar);
    out[threadIdx.x] = 1;
}
)";

/// mode 0: arrive without init; 1: arrive after inval; 2: expect_tx never delivered;
/// 3: an ordinary store overwrites the live barrier.
const char* kMisuse = R"(
extern "C" __global__ void k(unsigned* out, int mode)
{
    __shared__ u64 bar;
    if (threadIdx.x != 0)
        return;
    if (mode == 1) {
        mbInit(&bar, 1);
        mbInval(&bar);
    }
    if (mode == 2)
        mbInit(&bar, 1);
    if (mode == 3) {
        mbInit(&bar, 2);
        *(volatile u64*)&bar = 0;
    }
    if (mode == 2)
        mbArriveTx(&bar, 64);
    else
        mbArrive(&bar);
    out[0] = 1;
}
)";

/// cp.async.mbarrier.arrive: .noinc counts as one of the expected arrivals; without it the pending
/// count rises by one first, so the phase does not move.
const char* kCpAsyncArrive = R"(
extern "C" __global__ void k(unsigned* out)
{
    __shared__ u64 bar;
    if (threadIdx.x != 0)
        return;
    mbInit(&bar, 1);
    asm volatile("cp.async.mbarrier.arrive.shared::cta.b64 [%0];" :: "r"(sm(&bar)) : "memory");
    out[0] = mbTestParity(&bar, 0); // 0: the plain form does not complete the phase
    asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];" :: "r"(sm(&bar)) : "memory");
    out[1] = mbTestParity(&bar, 0); // 1
}
)";

/// libcu++'s cuda::barrier with a bulk copy (memcpy_async_tx, barrier_arrive_tx): the PTX CCCL emits.
const char* kCudaBarrier = R"(
#include <cuda/barrier>
#include <cuda/ptx>
using barrier = cuda::barrier<cuda::thread_scope_block>;
namespace ptx = cuda::ptx;
extern "C" __global__ void k(const float* in, float* out)
{
    __shared__ alignas(128) float buf[256];
    #pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ barrier bar;
    if (threadIdx.x == 0) {
        init(&bar, blockDim.x);
        ptx::fence_proxy_async(ptx::space_shared);
    }
    __syncthreads();
    barrier::arrival_token token;
    if (threadIdx.x == 0) {
        cuda::device::memcpy_async_tx(buf, in, cuda::aligned_size_t<16>(sizeof(buf)), bar);
        token = cuda::device::barrier_arrive_tx(bar, 1, sizeof(buf));
    } else {
        token = bar.arrive();
    }
    bar.wait(std::move(token));
    out[threadIdx.x] = buf[threadIdx.x] * 2.0f;
}
)";

/// A cluster of two CTAs: each waits on its barrier for an arrival the peer never makes (it arrives on
/// its own barrier instead of the peer's).
const char* kClusterDeadlock = R"(
extern "C" __global__ void k(unsigned* out)
{
    __shared__ u64 bar;
    if (threadIdx.x == 0)
        mbInit(&bar, 2);
    asm volatile("barrier.cluster.arrive.release.aligned; barrier.cluster.wait.acquire.aligned;" ::: "memory");
    if (threadIdx.x == 0)
        mbArrive(&bar);
    mbWait(&bar, 0);
    out[threadIdx.x] = 1;
}
)";

/// Warp 0 produces into a two-slot ring, warps 1..3 consume: full / empty barriers, parity flips.
const char* kPipeline = R"(
extern "C" __global__ void k(const int* in, int* out, int rounds)
{
    __shared__ u64 full[2], empty[2];
    __shared__ int slot[2][96];
    const int t = threadIdx.x;
    if (t == 0) {
        for (int s = 0; s < 2; ++s) {
            mbInit(&full[s], 32);
            mbInit(&empty[s], 96);
        }
    }
    __syncthreads();
    if (t < 32) {
        for (int r = 0; r < rounds; ++r) {
            const int s = r & 1;
            if (r >= 2)
                mbWait(&empty[s], ((r >> 1) - 1) & 1);
            for (int i = t; i < 96; i += 32)
                slot[s][i] = in[r * 96 + i];
            mbArrive(&full[s]);
        }
    } else {
        const int c = t - 32;
        for (int r = 0; r < rounds; ++r) {
            const int s = r & 1;
            mbWait(&full[s], (r >> 1) & 1);
            out[r * 96 + c] = slot[s][c] * 2;
            mbArrive(&empty[s]);
        }
    }
}
)";

} // namespace

class TestEmuMbarrier : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!compile("extern \"C\" __global__ void k() {}", "k").ok)
            QSKIP("NVRTC is not available");
    }

    void phasesParityAndTokens()
    {
        Run r = launch(build(kPhases), {1, 1, 1}, {32, 1, 1},
            {tensorOf<std::uint32_t>(DType::U32, std::vector<std::uint32_t>(16, 7))}, {bufferArg(0)});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        const std::vector<std::uint32_t> want {1, 0, 0, 0, 1, 1, 0, 1, 0, 0, 1, 1, 0, 1, 1, 99};
        QCOMPARE(valuesOf<std::uint32_t>(r.buffers[0]), want);
    }

    void tryWaitTimesOutThenSucceeds()
    {
        Run r = launch(build(kTryWaitTimeout), {1, 1, 1}, {64, 1, 1},
            {tensorOf<std::uint32_t>(DType::U32, std::vector<std::uint32_t>(2, 7))}, {bufferArg(0)});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        QCOMPARE(valuesOf<std::uint32_t>(r.buffers[0]), (std::vector<std::uint32_t> {0, 1}));
    }

    void wrongParityIsADeadlock()
    {
        Run r = launch(build(kWrongParity), {1, 1, 1}, {64, 1, 1},
            {tensorOf<std::uint32_t>(DType::U32, std::vector<std::uint32_t>(64, 0))}, {bufferArg(0)});
        QVERIFY(r.result.ok());
        QVERIFY(!r.result->completed);
        QVERIFY(!r.result->findings.empty());
        const Finding& f = r.result->findings[0];
        QCOMPARE(f.kind, Finding::Kind::Deadlock);
        for (const char* part : {"mbarrier wait can never complete", "the phase of parity 1", "current phase is 1",
                 "warp 0 (all lanes)", "warp 1 (all lanes)", "shared offset", "variable '", "64 of 64 arrivals"})
            QVERIFY2(contains(f.message, part), (std::string(part) + " not in: " + f.message).c_str());
        QVERIFY(f.sourceLine > 0);
        // found when the warps stopped, not by running into the instruction budget
        QVERIFY2(r.result->warpInstructions < 2000, std::to_string(r.result->warpInstructions).c_str());
    }

    void deadlockAcrossACluster()
    {
        Run r = launch(build(kClusterDeadlock), {2, 1, 1}, {32, 1, 1},
            {tensorOf<std::uint32_t>(DType::U32, std::vector<std::uint32_t>(32, 0))}, {bufferArg(0)},
            std::array<std::uint32_t, 3> {2, 1, 1});
        QVERIFY(r.result.ok());
        QVERIFY(!r.result->completed);
        QVERIFY(!r.result->findings.empty());
        const Finding& f = r.result->findings[0];
        QCOMPARE(f.kind, Finding::Kind::Deadlock);
        QVERIFY2(
            contains(f.message, "the phase of parity 0") && contains(f.message, "1 of 2 arrivals"), f.message.c_str());
        QVERIFY2(r.result->warpInstructions < 2000, std::to_string(r.result->warpInstructions).c_str());
    }

    void overflowingArrivals()
    {
        Run r = launch(build(kOverflow), {1, 1, 1}, {32, 1, 1},
            {tensorOf<std::uint32_t>(DType::U32, std::vector<std::uint32_t>(32, 0))}, {bufferArg(0)});
        QVERIFY(r.result.ok());
        QVERIFY(!r.result->findings.empty());
        const Finding& f = r.result->findings[0];
        QCOMPARE(f.kind, Finding::Kind::AsyncHazard);
        QVERIFY2(contains(f.message, "arrive count overflow") && contains(f.message, "completed 32 phases")
                && contains(f.message, "expects 1 arrivals per phase"),
            f.message.c_str());
    }

    void misuse_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("stops");
        QTest::newRow("before init") << 0 << "which no mbarrier.init has initialised" << true;
        QTest::newRow("after inval") << 1 << "which mbarrier.inval has invalidated" << true;
        QTest::newRow("expect_tx never delivered") << 2 << "expect_tx bytes never delivered" << false;
        QTest::newRow("overwritten") << 3 << "was overwritten by an ordinary store" << false;
    }
    void misuse()
    {
        QFETCH(int, mode);
        QFETCH(QString, text);
        QFETCH(bool, stops);
        Run r = launch(build(kMisuse), {1, 1, 1}, {32, 1, 1},
            {tensorOf<std::uint32_t>(DType::U32, std::vector<std::uint32_t>(1, 0))},
            {bufferArg(0), scalarArg<std::int32_t>(mode)});
        QVERIFY(r.result.ok());
        QVERIFY2(!r.result->findings.empty(), "no finding");
        const Finding& f = r.result->findings[0];
        QCOMPARE(f.kind, Finding::Kind::AsyncHazard);
        QVERIFY2(contains(f.message, text.toStdString()), f.message.c_str());
        QVERIFY2(contains(f.message, "shared offset"), f.message.c_str());
        QCOMPARE(r.result->completed, !stops);
        QCOMPARE(valuesOf<std::uint32_t>(r.buffers[0])[0], stops ? 0u : 1u);
    }

    void cpAsyncMbarrierArrive()
    {
        Run r = launch(build(kCpAsyncArrive), {1, 1, 1}, {32, 1, 1},
            {tensorOf<std::uint32_t>(DType::U32, std::vector<std::uint32_t>(2, 7))}, {bufferArg(0)});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        QCOMPARE(valuesOf<std::uint32_t>(r.buffers[0]), (std::vector<std::uint32_t> {0, 1}));
    }

    void cudaBarrierWithBulkCopy()
    {
        Compiled c = compile(kCudaBarrier, "k");
        QVERIFY2(c.ok, c.message.c_str());
        std::vector<float> in(256);
        for (std::size_t i = 0; i < in.size(); ++i)
            in[i] = static_cast<float>(i) - 100.0f;
        Run r = launch(c, {1, 1, 1}, {256, 1, 1},
            {tensorOf<float>(DType::F32, in), tensorOf<float>(DType::F32, std::vector<float>(256, 0.0f))},
            {bufferArg(0), bufferArg(1)});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        const auto out = valuesOf<float>(r.buffers[1]);
        for (std::size_t i = 0; i < in.size(); ++i)
            QCOMPARE(out[i], in[i] * 2.0f);
    }

    void producerConsumerPipeline()
    {
        const int rounds = 7;
        std::vector<std::int32_t> in(static_cast<std::size_t>(rounds * 96));
        for (std::size_t i = 0; i < in.size(); ++i)
            in[i] = static_cast<std::int32_t>(i * 3 + 1);
        Run r = launch(build(kPipeline), {2, 1, 1}, {128, 1, 1},
            {tensorOf<std::int32_t>(DType::I32, in),
                tensorOf<std::int32_t>(DType::I32, std::vector<std::int32_t>(in.size()))},
            {bufferArg(0), bufferArg(1), scalarArg<std::int32_t>(rounds)});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        const auto out = valuesOf<std::int32_t>(r.buffers[1]);
        for (std::size_t i = 0; i < in.size(); ++i)
            QCOMPARE(out[i], in[i] * 2);
    }
};

QTEST_GUILESS_MAIN(TestEmuMbarrier)
#include "tst_emumbarrier.moc"
