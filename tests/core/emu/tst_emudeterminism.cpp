// The same launch gives the same bits with 1 and 4 worker threads: kernels whose CTAs are
// independent, kernels with order-sensitive global atomics (run in CTA order), and the findings of
// a faulting kernel.
#include "emutest.h"

#include <QTest>

using namespace emutest;

namespace {

struct Outcome {
    std::vector<std::vector<std::byte>> buffers;
    std::vector<std::string> findings;
    std::uint64_t warpInstructions = 0;
};

Outcome runWith(int threads, const std::string& ptx, const std::string& entry, std::vector<Tensor> buffers,
    std::vector<KernelArg> args, std::array<std::uint32_t, 3> grid, std::array<std::uint32_t, 3> block)
{
    Launch l;
    l.ptx = ptx;
    l.entry = entry;
    l.grid = grid;
    l.block = block;
    l.buffers = std::move(buffers);
    l.args = std::move(args);
    l.control.threads = threads;
    Outcome o;
    auto r = l.run();
    if (!r)
        return o;
    for (const auto& b : l.buffers)
        o.buffers.push_back(b.bytes);
    for (const auto& f : r->findings)
        o.findings.push_back(f.message);
    o.warpInstructions = r->warpInstructions;
    return o;
}

std::vector<float> noise(std::size_t n, int seed)
{
    std::vector<float> v(n);
    std::uint32_t s = static_cast<std::uint32_t>(seed) * 2654435761u + 1;
    for (auto& x : v) {
        s = s * 1664525u + 1013904223u;
        x = static_cast<float>(s >> 8) / static_cast<float>(1 << 24) * 2.0f - 1.0f;
    }
    return v;
}

} // namespace

class TestEmuDeterminism : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        const Compiled c = compile("extern \"C\" __global__ void k() {}", "k");
        if (!c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
    }

    void floatAtomicSum()
    {
        // a sum of floats by atomicAdd from every block: the order matters to the bits, so the
        // emulator runs the CTAs in order and 1 and 4 threads agree
        const std::string src = "extern \"C\" __global__ void k(const float* x, float* out, int n) {\n"
                                "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                "  float v = i < n ? x[i] : 0.0f;\n"
                                "  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);\n"
                                "  if ((threadIdx.x & 31) == 0) atomicAdd(out, v);\n"
                                "}\n";
        const Compiled c = compile(src, "k");
        QVERIFY2(c.ok, c.message.c_str());
        const int n = 40000;
        auto make = [&] {
            return std::vector<Tensor> {
                tensorOf(DType::F32, noise(n, 1)), tensorOf(DType::F32, std::vector<float>(1, 0.0f))};
        };
        const std::vector<KernelArg> args = {bufferArg(0), bufferArg(1), scalarArg<int>(n)};
        const Outcome one = runWith(1, c.ptx, "k", make(), args, {(n + 255) / 256, 1, 1}, {256, 1, 1});
        const Outcome four = runWith(4, c.ptx, "k", make(), args, {(n + 255) / 256, 1, 1}, {256, 1, 1});
        QVERIFY(!one.buffers.empty());
        QVERIFY(one.buffers == four.buffers);
        QCOMPARE(one.warpInstructions, four.warpInstructions);
    }

    void tasksAgree_data()
    {
        QTest::addColumn<QString>("task");
        for (const char* t :
            {"sgemm_tiled", "reduce_shuffle", "softmax", "scan_inclusive", "transpose_padded", "histogram"})
            QTest::newRow(t) << t;
    }

    void tasksAgree()
    {
        QFETCH(QString, task);
        const TaskRun one = runTask(task.toStdString(), 0, {}, 1);
        const TaskRun four = runTask(task.toStdString(), 0, {}, 4);
        QVERIFY2(one.error.empty(), one.error.c_str());
        QVERIFY2(four.error.empty(), four.error.c_str());
        QCOMPARE(one.buffers.size(), four.buffers.size());
        for (std::size_t i = 0; i < one.buffers.size(); ++i)
            QVERIFY(one.buffers[i].bytes == four.buffers[i].bytes);
        QCOMPARE(one.result.warpInstructions, four.result.warpInstructions);
        QCOMPARE(one.result.threadInstructions, four.result.threadInstructions);
    }

    void faultsAgree()
    {
        // several blocks write out of bounds; the reported fault is the first in CTA order
        const std::string src = "extern \"C\" __global__ void k(float* out, int n) {\n"
                                "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                "  if (blockIdx.x % 3 == 2) out[i + n] = 1.0f;\n"
                                "  else if (i < n) out[i] = 2.0f;\n"
                                "}\n";
        const Compiled c = compile(src, "k");
        QVERIFY2(c.ok, c.message.c_str());
        const int n = 2048;
        auto make = [&] { return std::vector<Tensor> {tensorOf(DType::F32, std::vector<float>(n, 0.0f))}; };
        const std::vector<KernelArg> args = {bufferArg(0), scalarArg<int>(n)};
        for (int rep = 0; rep < 3; ++rep) {
            const Outcome one = runWith(1, c.ptx, "k", make(), args, {16, 1, 1}, {128, 1, 1});
            const Outcome four = runWith(4, c.ptx, "k", make(), args, {16, 1, 1}, {128, 1, 1});
            QCOMPARE(one.findings.size(), std::size_t(1));
            QCOMPARE(one.findings, four.findings);
            QVERIFY(one.findings[0].find("block (2, 0, 0)") != std::string::npos);
        }
    }
};

QTEST_GUILESS_MAIN(TestEmuDeterminism)
#include "tst_emudeterminism.moc"
