// Co-resident CTAs and schedules: cooperative launches (grid.sync() terminates, same bits with 1 and
// 2 threads, refused when too large), thread-block clusters (special registers, distributed shared
// memory, barrier.cluster, the driver's launch checks) and random schedules (reproducible per seed,
// different interleavings between seeds, --schedules reporting a schedule-dependent output).
#include "core/pipeline/runner.h"
#include "core/pipeline/schedulerun.h"
#include "core/task/taskwriter.h"
#include "emutest.h"

#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace emutest;

namespace {

constexpr const char* kGridSync = R"(
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
extern "C" __global__ void k(int* counts, int* out)
{
    cg::grid_group g = cg::this_grid();
    // each block spins a little differently before it arrives
    for (int i = 0; i < (int)blockIdx.x * 3; ++i)
        __nanosleep(1);
    if (threadIdx.x == 0)
        atomicAdd(counts, 1);
    g.sync();
    // every block must see every arrival
    out[blockIdx.x * blockDim.x + threadIdx.x] = atomicAdd(counts + 1, 0) + *(volatile int*)counts;
}
)";

constexpr const char* kClusterRegs = R"(
extern "C" __global__ void k(unsigned* out)
{
    unsigned v[10];
    asm("mov.u32 %0, %%cluster_ctaid.x;" : "=r"(v[0]));
    asm("mov.u32 %0, %%cluster_ctaid.y;" : "=r"(v[1]));
    asm("mov.u32 %0, %%cluster_nctaid.x;" : "=r"(v[2]));
    asm("mov.u32 %0, %%cluster_nctaid.y;" : "=r"(v[3]));
    asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(v[4]));
    asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(v[5]));
    asm("mov.u32 %0, %%clusterid.x;" : "=r"(v[6]));
    asm("mov.u32 %0, %%clusterid.y;" : "=r"(v[7]));
    asm("mov.u32 %0, %%nclusterid.x;" : "=r"(v[8]));
    asm("mov.u32 %0, %%nclusterid.y;" : "=r"(v[9]));
    if (threadIdx.x == 0)
        for (int i = 0; i < 10; ++i)
            out[(blockIdx.y * gridDim.x + blockIdx.x) * 10 + i] = v[i];
}
)";

/// Each block writes its rank into the next block's shared memory, then reads what it got.
constexpr const char* kDsmem = R"(
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
extern "C" __global__ void k(int* out, int shift)
{
    __shared__ int box[32];
    cg::cluster_group c = cg::this_cluster();
    const unsigned r = c.block_rank();
    int* next = c.map_shared_rank(box, (r + shift) % c.num_blocks() + (shift > 8 ? shift : 0));
    next[threadIdx.x] = (int)(r * 100 + threadIdx.x);
    c.sync();
    out[blockIdx.x * 32 + threadIdx.x] = box[threadIdx.x];
    c.sync();
}
)";

/// Warp 0 of cluster rank 1 waits at a block barrier its other warp never reaches (that one is at
/// the cluster barrier): nobody can move.
constexpr const char* kClusterSkip = R"(
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
extern "C" __global__ void k(int* out)
{
    cg::cluster_group c = cg::this_cluster();
    if (c.block_rank() == 1 && threadIdx.x < 32)
        __syncthreads();
    else
        c.sync();
    out[blockIdx.x] = 1;
}
)";

/// Thread 32 of the block reads what warp 0 wrote, without a barrier.
constexpr const char* kRace = R"(
extern "C" __global__ void k(const float* x, float* y)
{
    __shared__ float buf[256];
    const int t = threadIdx.x;
    buf[t] = x[blockIdx.x * 256 + t];
    y[blockIdx.x * 256 + t] = buf[t] + (t > 0 ? buf[t - 1] : 0.0f);
}
)";

Compiled build(const char* src)
{
    Compiled c = compile(src, "k");
    if (!c.ok)
        qFatal("%s", c.message.c_str());
    return c;
}

struct Run {
    Result<LaunchResult> result = makeError(ErrorCode::BadInput, "not run");
    std::vector<Tensor> buffers;
};

Run launch(const Compiled& c, std::array<std::uint32_t, 3> grid, std::array<std::uint32_t, 3> block,
    std::vector<Tensor> buffers, std::vector<KernelArg> args, int threads, bool cooperative = false,
    std::optional<std::array<std::uint32_t, 3>> cluster = std::nullopt, Schedule schedule = {})
{
    Run out;
    out.buffers = std::move(buffers);
    EmulatorBackend backend;
    LaunchRequest r;
    r.ptx = c.ptx;
    r.entry = c.entry;
    r.dims.grid = grid;
    r.dims.block = block;
    r.dims.cooperative = cooperative;
    if (cluster) {
        r.dims.hasCluster = true;
        r.dims.cluster = *cluster;
    }
    r.buffers = &out.buffers;
    for (std::size_t i = 0; i < out.buffers.size(); ++i)
        r.bufferNames.push_back("buf" + std::to_string(i));
    r.args = std::move(args);
    r.control.threads = threads;
    r.control.schedule = schedule;
    r.control.instructionBudget = 50'000'000;
    out.result = backend.launch(r);
    return out;
}

std::string findingsOf(const LaunchResult& r)
{
    std::string s;
    for (const auto& f : r.findings)
        s += std::string(findingKindName(f.kind)) + ": " + f.message + "\n";
    return s;
}

Task kernelTask(const std::string& name)
{
    auto t = loadTask(sourceDir() + "/kernels/" + name);
    if (!t)
        qFatal("%s", t.error().describe().c_str());
    return *t;
}

} // namespace

class TestEmuCoop : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!compile("extern \"C\" __global__ void k() {}", "k").ok)
            QSKIP("NVRTC is not available");
    }

    void gridSyncTerminates_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("2 threads") << 2;
    }
    void gridSyncTerminates()
    {
        QFETCH(int, threads);
        const Compiled c = build(kGridSync);
        const std::uint32_t blocks = 12, block = 64;
        Run r = launch(c, {blocks, 1, 1}, {block, 1, 1},
            {tensorOf<std::int32_t>(DType::I32, {0, 0}),
                tensorOf<std::int32_t>(DType::I32, std::vector<std::int32_t>(blocks * block, -1))},
            {bufferArg(0), bufferArg(1)}, threads, true);
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        for (std::int32_t v : valuesOf<std::int32_t>(r.buffers[1]))
            QCOMPARE(v, std::int32_t(blocks)); // after grid.sync() every block has counted
        QCOMPARE(valuesOf<std::int32_t>(r.buffers[0])[0], std::int32_t(blocks));
    }

    void gridSyncSameBitsForAnyThreadCount()
    {
        const Compiled c = build(kGridSync);
        std::vector<std::vector<std::byte>> outs;
        std::vector<std::uint64_t> counts;
        for (int threads : {1, 2, 4}) {
            Run r = launch(c, {9, 1, 1}, {96, 1, 1},
                {tensorOf<std::int32_t>(DType::I32, {0, 0}),
                    tensorOf<std::int32_t>(DType::I32, std::vector<std::int32_t>(9 * 96, -1))},
                {bufferArg(0), bufferArg(1)}, threads, true);
            QVERIFY(r.result.ok());
            outs.push_back(r.buffers[1].bytes);
            counts.push_back(r.result->warpInstructions);
        }
        QCOMPARE(outs[1], outs[0]);
        QCOMPARE(outs[2], outs[0]);
        QCOMPARE(counts[1], counts[0]);
    }

    void gridSyncWithoutCooperativeTraps()
    {
        const Compiled c = build(kGridSync);
        Run r = launch(c, {2, 1, 1}, {32, 1, 1},
            {tensorOf<std::int32_t>(DType::I32, {0, 0}),
                tensorOf<std::int32_t>(DType::I32, std::vector<std::int32_t>(64))},
            {bufferArg(0), bufferArg(1)}, 1, false);
        QVERIFY(r.result.ok());
        QVERIFY(!r.result->completed);
        QVERIFY2(!r.result->findings.empty() && r.result->findings[0].kind == Finding::Kind::Trap,
            findingsOf(*r.result).c_str());
    }

    void tooLargeCooperativeLaunchIsRefused()
    {
        EmulatorBackend backend;
        RunOptions o;
        o.collectEnvironment = false;
        o.seedCount = 1;
        o.overrides = {{"BLOCKS", 100000}};
        auto r = runTask(kernelTask("grid_sync_reduce"), backend, o);
        QVERIFY(!r.ok());
        const std::string m = r.error().message;
        QVERIFY2(m.find("CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE") != std::string::npos, m.c_str());
        QVERIFY2(m.find("100000 CTAs") != std::string::npos && m.find("132 SMs") != std::string::npos, m.c_str());
        QVERIFY(r.error().file.find("task.toml") != std::string::npos);
        o.overrides = {};
        auto ok = runTask(kernelTask("grid_sync_reduce"), backend, o);
        QVERIFY2(ok.ok() && ok->passed, ok ? summarizeRun(*ok).c_str() : ok.error().describe().c_str());
    }

    void clusterSpecialRegisters()
    {
        const Compiled c = build(kClusterRegs);
        const std::uint32_t gx = 4, gy = 6;
        Run r = launch(c, {gx, gy, 1}, {32, 1, 1},
            {tensorOf<std::uint32_t>(DType::U32, std::vector<std::uint32_t>(gx * gy * 10))}, {bufferArg(0)}, 2, false,
            std::array<std::uint32_t, 3> {2, 3, 1});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed, findingsOf(*r.result).c_str());
        const auto v = valuesOf<std::uint32_t>(r.buffers[0]);
        for (std::uint32_t y = 0; y < gy; ++y)
            for (std::uint32_t x = 0; x < gx; ++x) {
                const std::uint32_t* b = v.data() + (y * gx + x) * 10;
                const std::vector<std::uint32_t> got(b, b + 10);
                const std::vector<std::uint32_t> want {
                    x % 2, y % 3, 2, 3, (x % 2) + (y % 3) * 2, 6, x / 2, y / 3, gx / 2, gy / 3};
                QCOMPARE(got, want);
            }
    }

    void distributedSharedMemory()
    {
        const Compiled c = build(kDsmem);
        Run r = launch(c, {8, 1, 1}, {32, 1, 1}, {tensorOf<std::int32_t>(DType::I32, std::vector<std::int32_t>(256))},
            {bufferArg(0), scalarArg<std::int32_t>(1)}, 2, false, std::array<std::uint32_t, 3> {4, 1, 1});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        const auto v = valuesOf<std::int32_t>(r.buffers[0]);
        for (int b = 0; b < 8; ++b)
            for (int t = 0; t < 32; ++t) {
                const int rank = b % 4, from = (rank + 3) % 4; // block r received from rank r - 1
                QCOMPARE(v[static_cast<std::size_t>(b * 32 + t)], from * 100 + t);
            }
    }

    void addressOutsideTheClusterIsAFinding()
    {
        const Compiled c = build(kDsmem);
        Run r = launch(c, {4, 1, 1}, {32, 1, 1}, {tensorOf<std::int32_t>(DType::I32, std::vector<std::int32_t>(128))},
            {bufferArg(0), scalarArg<std::int32_t>(9)}, 1, false, std::array<std::uint32_t, 3> {4, 1, 1});
        QVERIFY(r.result.ok());
        QVERIFY(!r.result->completed);
        QVERIFY(!r.result->findings.empty());
        const Finding& f = r.result->findings[0];
        QCOMPARE(f.kind, Finding::Kind::OutOfBounds);
        QVERIFY2(
            f.message.find("cluster CTA rank") != std::string::npos && f.message.find("4 CTAs") != std::string::npos,
            f.message.c_str());
        QCOMPARE(f.buffer, std::string("distributed shared memory"));
    }

    void clusterBarrierThatNeverCompletes()
    {
        const Compiled c = build(kClusterSkip);
        Run r = launch(c, {4, 1, 1}, {64, 1, 1}, {tensorOf<std::int32_t>(DType::I32, std::vector<std::int32_t>(4))},
            {bufferArg(0)}, 1, false, std::array<std::uint32_t, 3> {2, 1, 1});
        QVERIFY(r.result.ok());
        QVERIFY(!r.result->completed);
        QVERIFY(!r.result->findings.empty());
        QCOMPARE(r.result->findings[0].kind, Finding::Kind::DivergentBarrier);
        QVERIFY2(r.result->findings[0].message.find("barrier.cluster") != std::string::npos,
            r.result->findings[0].message.c_str());
    }

    void clusterLaunchChecks_data()
    {
        QTest::addColumn<int>("gridX");
        QTest::addColumn<int>("clusterX");
        QTest::addColumn<QString>("error");
        QTest::newRow("grid not a multiple") << 6 << 4 << "CUDA_ERROR_INVALID_CLUSTER_SIZE";
        QTest::newRow("cluster over 8") << 16 << 16 << "CUDA_ERROR_CLUSTER_SIZE_EXCEEDED";
    }
    void clusterLaunchChecks()
    {
        QFETCH(int, gridX);
        QFETCH(int, clusterX);
        QFETCH(QString, error);
        const Compiled c = build(kClusterSkip);
        Run r = launch(c, {std::uint32_t(gridX), 1, 1}, {32, 1, 1},
            {tensorOf<std::int32_t>(DType::I32, std::vector<std::int32_t>(std::size_t(gridX)))}, {bufferArg(0)}, 1,
            false, std::array<std::uint32_t, 3> {std::uint32_t(clusterX), 1, 1});
        QVERIFY(!r.result.ok());
        QVERIFY2(
            r.result.error().message.find(error.toStdString()) != std::string::npos, r.result.error().message.c_str());
    }

    void clusterTaskErrorsAreLocated()
    {
        EmulatorBackend backend;
        RunOptions o;
        o.collectEnvironment = false;
        o.seedCount = 1;
        o.overrides = {{"CLUSTER", 16}};
        auto r = runTask(kernelTask("cluster_halo"), backend, o);
        QVERIFY(!r.ok());
        QVERIFY2(
            r.error().message.find("CUDA_ERROR_CLUSTER_SIZE_EXCEEDED") != std::string::npos, r.error().message.c_str());
        QVERIFY(r.error().file.find("task.toml") != std::string::npos);
        QCOMPARE(r.error().field, std::string("launch.cluster"));
        QVERIFY(r.error().line > 0);
    }

    void launchKeysLoadAndWrite()
    {
        const Task t = kernelTask("cluster_halo");
        QVERIFY(t.launch.hasCluster);
        QCOMPARE(t.launch.cluster[0], std::string("CLUSTER"));
        QVERIFY(kernelTask("grid_sync_reduce").launch.cooperative);
        const std::string text = writeTask(t);
        QVERIFY2(text.find("cluster = [\"CLUSTER\"]") != std::string::npos, text.c_str());
        const std::string coop = writeTask(kernelTask("grid_sync_reduce"));
        QVERIFY(coop.find("cooperative = true") != std::string::npos);
        // a wrong type is located
        QTemporaryDir dir;
        std::ifstream in(sourceDir() + "/kernels/grid_sync_reduce/task.toml");
        std::string toml((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        toml.replace(toml.find("cooperative = true"), 18, "cooperative = \"yes\"");
        std::ofstream(dir.filePath("task.toml").toStdString()) << toml;
        std::ofstream(dir.filePath("grid_sync_reduce.cu").toStdString()) << "";
        TaskDiagnostics diag;
        auto bad = loadTask(dir.path().toStdString(), &diag);
        QVERIFY(!bad.ok());
        const Error& e = diag.errors.empty() ? bad.error() : diag.errors.front();
        QCOMPARE(e.field, std::string("launch.cooperative"));
        QVERIFY(e.line > 0);
    }

    void sameSeedSameSchedule()
    {
        const Compiled c = build(kRace);
        std::vector<float> x(4 * 256);
        for (std::size_t i = 0; i < x.size(); ++i)
            x[i] = float(i % 97) + 1.0f;
        auto once = [&](Schedule s, int threads) {
            Run r = launch(c, {4, 1, 1}, {256, 1, 1},
                {tensorOf<float>(DType::F32, x), tensorOf<float>(DType::F32, std::vector<float>(x.size()))},
                {bufferArg(0), bufferArg(1)}, threads, false, std::nullopt, s);
            if (!r.result)
                qFatal("%s", r.result.error().describe().c_str());
            return std::make_pair(r.buffers[1].bytes, r.result->warpInstructions);
        };
        const auto def = once({}, 2);
        QCOMPARE(once({}, 1), def); // the default schedule is unchanged by threads
        // the default schedule runs warp 0 first: the race is hidden
        const Tensor ref = tensorOf<float>(DType::F32, std::vector<float>(x.size()));
        std::vector<float> want(x.size());
        for (std::size_t i = 0; i < x.size(); ++i)
            want[i] = x[i] + (i % 256 ? x[i - 1] : 0.0f);
        std::vector<float> got(x.size());
        std::memcpy(got.data(), def.first.data(), def.first.size());
        QCOMPARE(got, want);
        int differ = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const Schedule s {true, seed};
            const auto a = once(s, 2);
            QCOMPARE(once(s, 1), a); // reproducible, and independent of the thread count
            QCOMPARE(once(s, 3), a);
            differ += a.first != def.first;
        }
        QVERIFY2(differ >= 3, qPrintable(QString::number(differ))); // other seeds, other interleavings
        QVERIFY(once({true, 1}, 1).first != once({true, 2}, 1).first
            || once({true, 3}, 1).first != once({true, 4}, 1).first);
    }

    void findingsNameTheirSchedule()
    {
        const Compiled c = build(kDsmem);
        Run r = launch(c, {4, 1, 1}, {32, 1, 1}, {tensorOf<std::int32_t>(DType::I32, std::vector<std::int32_t>(128))},
            {bufferArg(0), scalarArg<std::int32_t>(9)}, 1, false, std::array<std::uint32_t, 3> {4, 1, 1},
            Schedule {true, 42});
        QVERIFY(r.result.ok() && !r.result->findings.empty());
        QCOMPARE(r.result->findings[0].schedule, std::string("random:42"));
    }

    void parseSchedules()
    {
        QCOMPARE(parseSchedule("default")->name(), std::string("default"));
        QCOMPARE(parseSchedule("random:17")->seed, std::uint64_t(17));
        for (const char* bad : {"random:", "random:x", "rand:1", ""}) {
            auto s = parseSchedule(bad);
            QVERIFY(!s.ok());
            QVERIFY(s.error().message.find("random:SEED") != std::string::npos);
        }
        QCOMPARE(scheduleNumber(0).name(), std::string("default"));
        QCOMPARE(scheduleNumber(3).name(), std::string("random:3"));
    }

    void schedulesReportTheDifference()
    {
        EmulatorBackend backend;
        RunOptions o;
        o.collectEnvironment = false;
        o.seedCount = 1;
        auto r = runSchedules(kernelTask("race_schedule_dependent"), backend, o, 8);
        QVERIFY2(r.ok(), r ? "" : r.error().describe().c_str());
        QVERIFY(r->runs.front().passed); // the default schedule hides it
        QVERIFY(!r->passed);
        QVERIFY(!r->differences.empty());
        const ScheduleDifference& d = r->differences.front();
        QCOMPARE(d.output, std::string("y"));
        QCOMPARE(d.baseline, std::string("default"));
        QVERIFY(d.other.rfind("random:", 0) == 0);
        QVERIFY2(d.message.find("depends on the schedule") != std::string::npos, d.message.c_str());
        QCOMPARE(d.index.size(), std::size_t(1));
        QVERIFY(d.index[0] % 32 == 0); // the first thread of a warp reads the previous warp's element
        // a race-free task gives the same output under every schedule
        auto clean = runSchedules(kernelTask("grid_sync_reduce"), backend, o, 3);
        QVERIFY2(clean.ok(), clean ? "" : clean.error().describe().c_str());
        QVERIFY(clean->differences.empty());
        QVERIFY(clean->passed);
    }
};

QTEST_GUILESS_MAIN(TestEmuCoop)
#include "tst_emucoop.moc"
