// Device printf and assert on the emulator: lines in CTA order and execution order, tagged with
// block, thread and source line, identical with 1 and 2 worker threads; printf's return value; the
// FIFO limit and its truncation flag; an assert that stops the launch and keeps earlier output; a
// bad %s pointer as a printf finding instead of a crash.
#include "emutest.h"

#include <QTest>

using namespace emutest;

namespace {

const char* kAssertDecl = "extern \"C\" __device__ void __assertfail(const char*, const char*, unsigned, const char*, "
                          "unsigned long);\n";

std::string describe(const DeviceOutput& out)
{
    std::string s;
    for (const auto& l : out.lines)
        s += printfLineText(l) + " @" + std::to_string(l.sourceLine) + "\n";
    return s;
}

Result<LaunchResult> launch(
    const Compiled& c, std::uint32_t grid, std::uint32_t block, int threads, std::uint32_t fifo = 1u << 20)
{
    Launch l;
    l.ptx = c.ptx;
    l.entry = "k";
    l.grid = {grid, 1, 1};
    l.block = {block, 1, 1};
    l.printfFifo = fifo;
    l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(grid * block, 0))};
    l.args = {bufferArg(0)};
    l.control.threads = threads;
    return l.run();
}

bool sameOutput(const DeviceOutput& a, const DeviceOutput& b)
{
    if (a.lines.size() != b.lines.size() || a.truncated != b.truncated)
        return false;
    for (std::size_t i = 0; i < a.lines.size(); ++i)
        if (a.lines[i].text != b.lines[i].text || a.lines[i].block != b.lines[i].block
            || a.lines[i].thread != b.lines[i].thread || a.lines[i].sourceLine != b.lines[i].sourceLine)
            return false;
    return true;
}

} // namespace

class TestEmuPrintf : public QObject {
    Q_OBJECT
    Compiled m_print;

private slots:
    void initTestCase()
    {
        // line 3 prints; lanes 0 and 20 of warp 0, lanes 40 and 60 of warp 1 (block of 64)
        m_print
            = compile("extern \"C\" __global__ void k(int* c) {\n"
                      "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                      "  if (threadIdx.x % 20 == 0) c[i] = printf(\"b%d t%d i=%d\\n\", blockIdx.x, threadIdx.x, i);\n"
                      "}\n",
                "k");
        if (!m_print.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(m_print.message)));
    }

    void ordersAndTagsAcrossCtas_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("2 threads") << 2;
    }
    void ordersAndTagsAcrossCtas()
    {
        QFETCH(int, threads);
        auto r = launch(m_print, 3, 64, threads);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(r->completed);
        QVERIFY(r->findings.empty());
        const DeviceOutput& out = r->deviceOutput;
        QCOMPARE(out.lines.size(), std::size_t(12));
        std::size_t k = 0;
        for (std::uint32_t b = 0; b < 3; ++b)
            for (std::uint32_t t : {0u, 20u, 40u, 60u}) {
                const PrintfLine& l = out.lines[k++];
                const std::string want
                    = "b" + std::to_string(b) + " t" + std::to_string(t) + " i=" + std::to_string(b * 64 + t) + "\n";
                QCOMPARE(l.text, want);
                QCOMPARE(l.block, (std::array<std::uint32_t, 3> {b, 0, 0}));
                QCOMPARE(l.thread, (std::array<std::uint32_t, 3> {t, 0, 0}));
                QCOMPARE(l.sourceLine, 3);
            }
        QVERIFY(!out.truncated);
        QCOMPARE(out.fifoBytes, std::uint64_t(1) << 20);
    }

    void returnsArgumentCount()
    {
        Launch l;
        l.ptx = m_print.ptx;
        l.entry = "k";
        l.block = {64, 1, 1};
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(64, -9))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        const auto c = valuesOf<std::int32_t>(l.buffers[0]);
        QCOMPARE(c[0], 3);
        QCOMPARE(c[20], 3);
        QCOMPARE(c[1], -9);
    }

    void sameWithOneAndTwoThreads()
    {
        auto one = launch(m_print, 7, 64, 1, 200);
        auto two = launch(m_print, 7, 64, 2, 200);
        QVERIFY(one.ok() && two.ok());
        QVERIFY2(sameOutput(one->deviceOutput, two->deviceOutput),
            (describe(one->deviceOutput) + "---\n" + describe(two->deviceOutput)).c_str());
    }

    void fifoLimitTruncates_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("2 threads") << 2;
    }
    void fifoLimitTruncates()
    {
        QFETCH(int, threads);
        // "b0 t0 i=0\n" is 10 bytes + NUL: 3 lines (11 + 13 + 13 = 37 bytes) fit in 40, the 4th does not
        auto r = launch(m_print, 3, 64, threads, 40);
        QVERIFY(r.ok());
        QVERIFY(r->completed);
        const DeviceOutput& out = r->deviceOutput;
        QVERIFY2(out.lines.size() == 3, describe(out).c_str());
        QVERIFY(out.truncated);
        QCOMPARE(out.usedBytes, std::uint64_t(37));
        QCOMPARE(out.lines.back().text, std::string("b0 t40 i=40\n"));
        const std::string text = deviceOutputText(out);
        QVERIFY2(text.find("output truncated") != std::string::npos, text.c_str());
        QVERIFY2(text.find("[block (0,0,0) thread (20,0,0)] b0 t20 i=20\n") != std::string::npos, text.c_str());
    }

    void assertStopsLaunchKeepsEarlierOutput_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("2 threads") << 2;
    }
    void assertStopsLaunchKeepsEarlierOutput()
    {
        QFETCH(int, threads);
        const Compiled c = compile(std::string(kAssertDecl)
                + "extern \"C\" __global__ void k(int* c) {\n"
                  "  if (threadIdx.x == 0) printf(\"block %d\\n\", blockIdx.x);\n"
                  "  if (blockIdx.x == 2 && threadIdx.x == 5) __assertfail(\"i < n\", \"k.cu\", 4, \"k\", 1);\n"
                  "  c[blockIdx.x * blockDim.x + threadIdx.x] = 1;\n"
                  "}\n",
            "k");
        QVERIFY2(c.ok, c.message.c_str());
        auto r = launch(c, 5, 32, threads);
        QVERIFY(r.ok());
        QVERIFY(!r->completed);
        QCOMPARE(r->findings.size(), std::size_t(1));
        const Finding& f = r->findings[0];
        QCOMPARE(f.kind, Finding::Kind::Assert);
        QCOMPARE(f.block, (std::array<std::uint32_t, 3> {2, 0, 0}));
        QCOMPARE(f.thread, (std::array<std::uint32_t, 3> {5, 0, 0}));
        QCOMPARE(f.sourceLine, 4);
        QVERIFY2(f.message.find("assertion `i < n` failed in k (k.cu:4)") != std::string::npos, f.message.c_str());
        QCOMPARE(std::string(findingKindName(f.kind)), std::string("assert"));
        // blocks 0..2 printed; the assert's own line follows; blocks 3 and 4 never count
        const DeviceOutput& out = r->deviceOutput;
        QVERIFY2(out.lines.size() == 4, describe(out).c_str());
        QCOMPARE(out.lines[0].text, std::string("block 0\n"));
        QCOMPARE(out.lines[2].text, std::string("block 2\n"));
        QCOMPARE(
            out.lines[3].text, std::string("k.cu:4: k: block: [2,0,0], thread: [5,0,0] Assertion `i < n` failed.\n"));
    }

    void badStringPointerIsAFinding()
    {
        const Compiled c = compile("extern \"C\" __global__ void k(int* c) {\n"
                                   "  const char* p = (const char*)(unsigned long long)c[0];\n"
                                   "  if (threadIdx.x == 0) printf(\"s=%s\\n\", p + 0x1234);\n"
                                   "}\n",
            "k");
        QVERIFY2(c.ok, c.message.c_str());
        auto r = launch(c, 1, 32, 1);
        QVERIFY(r.ok());
        QVERIFY(r->completed); // reported, not fatal: the GPU's output would be garbage, not a fault
        QCOMPARE(r->findings.size(), std::size_t(1));
        QCOMPARE(r->findings[0].kind, Finding::Kind::Printf);
        QCOMPARE(r->findings[0].sourceLine, 3);
        QCOMPARE(r->deviceOutput.lines.size(), std::size_t(1));
        QCOMPARE(r->deviceOutput.lines[0].text, std::string("s=<bad string pointer 0x1234>\n"));
    }
};

QTEST_GUILESS_MAIN(TestEmuPrintf)
#include "tst_emuprintf.moc"
