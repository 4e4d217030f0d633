// Warp collectives: shfl (idx up down bfly, widths), vote and ballot, match, redux, activemask and
// __syncwarp, with full and partial member masks, in convergent and divergent code.
#include "emutest.h"

#include <QTest>

#include <bit>
#include <functional>

using namespace emutest;

namespace {

constexpr int kThreads = 64;

std::vector<int> inputs()
{
    std::vector<int> v(kThreads);
    for (int t = 0; t < kThreads; ++t)
        v[static_cast<std::size_t>(t)] = 1 + (t * 53 + 11) % 99;
    return v;
}

int reference(const QString& kernel, int t, const std::vector<int>& in)
{
    const int lane = t & 31;
    const int w = t & ~31;
    auto at = [&](int l) { return in[static_cast<std::size_t>(w + l)]; };
    const int v = in[static_cast<std::size_t>(t)];
    if (kernel == "shuffles") {
        int r = at((t * 7) & 31);
        r += 10 * (lane >= 3 ? at(lane - 3) : v);
        r += 100 * (lane + 5 <= 31 ? at(lane + 5) : v);
        r += 1000 * at(lane ^ 9);
        r += 10000 * at((lane & ~7) + 2);
        r += 100000 * ((lane % 16) + 1 < 16 ? at(lane + 1) : v);
        return r;
    }
    if (kernel == "partialMasks") {
        if (!(lane & 1))
            return 0x55555555;
        int ballot = 0;
        bool any = false;
        bool all = true;
        for (int l = 1; l < 32; l += 2) {
            ballot += at(l) > 50;
            any = any || at(l) > 90;
            all = all && at(l) > 0;
        }
        return at((lane + 2) & 31) + ballot * 1000 + (any ? 100000 : 0) + (all ? 1000000 : 0);
    }
    if (kernel == "matchAndReduce") {
        int same = 0;
        unsigned sum = 0;
        int mn = 1 << 30;
        for (int l = 0; l < 32; ++l) {
            same += at(l) % 4 == v % 4;
            sum += static_cast<unsigned>(at(l));
            mn = std::min(mn, at(l) - 50);
        }
        return same + 100 + 1000 + static_cast<int>(sum % 1000) * 10000 + (mn < 0 ? 1 : 0) + 7;
    }
    if (kernel == "syncwarpExchange") {
        const int group = t & ~15;
        return lane < 16 ? in[static_cast<std::size_t>(group + ((lane + 1) & 15))]
                         : -in[static_cast<std::size_t>(group + ((lane + 3) & 15))];
    }
    // shuffleInLoop
    int r = v;
    for (int k = 0; k < (lane & 3) + 1; ++k)
        r = 2 * r + k;
    return r;
}

} // namespace

class TestEmuWarpOps : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_compiled = compile(fixture("fixtures/warpops.cu"), "shuffles");
        if (!m_compiled.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(m_compiled.message)));
    }

    void kernel_data()
    {
        QTest::addColumn<QString>("kernel");
        QTest::newRow("shfl idx/up/down/bfly and widths") << "shuffles";
        QTest::newRow("shfl, ballot, any, all with a partial mask") << "partialMasks";
        QTest::newRow("match.any, match.all, redux") << "matchAndReduce";
        QTest::newRow("syncwarp with half-warp masks") << "syncwarpExchange";
        QTest::newRow("shfl in a loop with per-lane trip counts") << "shuffleInLoop";
    }

    void kernel()
    {
        QFETCH(QString, kernel);
        const auto in = inputs();
        Launch l;
        l.ptx = m_compiled.ptx;
        l.entry = kernel.toStdString();
        l.block = {kThreads, 1, 1};
        l.buffers = {tensorOf(DType::I32, in), tensorOf(DType::I32, std::vector<std::int32_t>(kThreads, 0))};
        l.args = {bufferArg(0), bufferArg(1)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        QVERIFY(r->completed);
        const auto got = valuesOf<std::int32_t>(l.buffers[1]);
        for (int t = 0; t < kThreads; ++t)
            QVERIFY2(got[static_cast<std::size_t>(t)] == reference(kernel, t, in),
                qPrintable(QString("thread %1: %2, expected %3")
                               .arg(t)
                               .arg(got[static_cast<std::size_t>(t)])
                               .arg(reference(kernel, t, in))));
    }

    void shflPredicateOutput()
    {
        // shfl.sync.up with a predicate output: p is false where the source lane is out of range
        const std::string ptx = fixture("fixtures/shflpred.ptx");
        Launch l;
        l.ptx = ptx;
        l.entry = "shflpred";
        l.block = {32, 1, 1};
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(32, 0))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const auto got = valuesOf<std::int32_t>(l.buffers[0]);
        for (int lane = 0; lane < 32; ++lane)
            QCOMPARE(got[static_cast<std::size_t>(lane)], lane >= 4 ? (lane - 4) * 10 + 1 : lane * 10);
    }

    void memberMaskNamingAbsentLanesIsReported()
    {
        // lanes 0..15 shuffle with a full member mask while lanes 16..31 went elsewhere and exited
        const std::string src = "extern \"C\" __global__ void k(int* out) {\n"
                                "  int t = threadIdx.x;\n"
                                "  if (t < 16) out[t] = __shfl_sync(0xffffffffu, t, 0);\n"
                                "  else out[t] = __shfl_sync(0xffffffffu, t, 1);\n"
                                "}\n";
        const Compiled c = compile(src, "k");
        QVERIFY2(c.ok, c.message.c_str());
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.block = {32, 1, 1};
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(32, 0))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        // NVRTC may merge the two shuffles; if it does, every lane gets lane 0 or 1. Otherwise the
        // divergent shuffles wait for lanes that never come, which the emulator must report.
        if (!r->findings.empty()) {
            QCOMPARE(r->findings[0].kind, Finding::Kind::BadWarpSyncMask);
            QVERIFY(r->findings[0].ptxLine > 0);
        }
    }

    void shflWithExitedLanes_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<int>("threads");
        QTest::addColumn<QString>("expected"); ///< a piece of the message; empty: no finding
        QTest::addColumn<int>("thread"); ///< the thread the finding names
        QTest::newRow("reads an exited lane")
            << "out[t] = __shfl_down_sync(0xfffffu, t, 4);" << 32 << "shfl.sync reads lane 20, which" << 16;
        QTest::newRow("mask names an exited lane")
            << "out[t] = __shfl_sync(0xffffffffu, t, 0);" << 32 << "member mask names lane 20" << 0;
        QTest::newRow("mask names a lane the block lacks")
            << "out[t] = __shfl_sync(0xffffffffu, t, 0);" << 20 << "which is not a thread of the block" << 0;
        QTest::newRow("live lanes only") << "out[t] = __shfl_sync(0xfffffu, t, (t + 1) % 20);" << 32 << "" << 0;
        QTest::newRow("xor among live lanes") << "out[t] = __shfl_xor_sync(0xfffffu, t, 2);" << 32 << "" << 0;
        QTest::newRow("down, clamped by the width")
            << "out[t] = t < 16 ? __shfl_down_sync(0xffffu, t, 4, 16) : t;" << 32 << "" << 0;
    }

    void shflWithExitedLanes()
    {
        // threads 20.. return before the shuffle; what a lane reads from them is undefined on a GPU
        QFETCH(QString, body);
        QFETCH(int, threads);
        QFETCH(QString, expected);
        QFETCH(int, thread);
        const std::string src = "extern \"C\" __global__ void k(int* out) {\n"
                                "  int t = threadIdx.x;\n"
                                "  if (t >= 20) return;\n  "
            + body.toStdString() + "\n}\n";
        const Compiled c = compile(src, "k");
        QVERIFY2(c.ok, c.message.c_str());
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.block = {static_cast<std::uint32_t>(threads), 1, 1};
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(32, -1))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(r->completed); // reported, not fatal: the launch goes on
        if (expected.isEmpty()) {
            QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
            return;
        }
        QCOMPARE(r->findings.size(), std::size_t(1));
        const Finding& f = r->findings[0];
        QCOMPARE(f.kind, Finding::Kind::BadWarpSyncMask);
        QVERIFY2(f.message.find(expected.toStdString()) != std::string::npos, f.message.c_str());
        QCOMPARE(f.thread[0], std::uint32_t(thread));
        QVERIFY(f.sourceLine > 0);
    }

private:
    Compiled m_compiled;
};

QTEST_GUILESS_MAIN(TestEmuWarpOps)
#include "tst_emuwarpops.moc"
