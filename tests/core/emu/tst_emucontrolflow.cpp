// Divergence and reconvergence: if/else, nested loops, early return, break, switch, per-lane trip
// counts before a barrier, divergent calls to device functions, local arrays, and unstructured
// control flow written in PTX by hand. Results are bit-identical for 1 and 4 worker threads.
#include "emutest.h"

#include <QTest>

using namespace emutest;

namespace {

constexpr int kN = 300; ///< not a multiple of the block: the last warp is partial

std::vector<int> inputs()
{
    std::vector<int> v(kN);
    for (int i = 0; i < kN; ++i)
        v[static_cast<std::size_t>(i)] = 1 + (i * 37) % 97;
    return v;
}

int collatz(int v)
{
    int steps = 0;
    while (v != 1 && steps < 1000) {
        v = (v & 1) ? 3 * v + 1 : v / 2;
        ++steps;
    }
    return steps;
}

std::vector<std::int32_t> reference(const QString& kernel)
{
    const auto in = inputs();
    std::vector<std::int32_t> out(kN);
    for (int i = 0; i < kN; ++i) {
        const int v = in[static_cast<std::size_t>(i)];
        std::int32_t r = 0;
        if (kernel == "ifElse") {
            r = i % 3 == 0 ? v * 2 : i % 3 == 1 ? v + 1 : -v;
        } else if (kernel == "nestedLoops") {
            for (int j = 0; j < i % 7; ++j)
                for (int k = 0; k <= j; ++k)
                    r += k * (i + 1);
        } else if (kernel == "earlyReturn") {
            r = i % 5 == 0 ? -1 : i * i;
        } else if (kernel == "breakLoop") {
            r = collatz(v);
        } else if (kernel == "switchCase") {
            const int m = i % 6;
            r = m == 0 ? 10 : m == 1 ? 23 : m == 2 ? 12 : m == 3 ? i : m == 5 ? -i : 99;
        } else if (kernel == "localArray") {
            r = (v & 15) * v + ((i * 7) & 15) * v;
        } else if (kernel == "calls") {
            const float w = i % 4 == 0
                ? static_cast<float>(collatz(v))
                : ((i % 2) ? static_cast<float>(v) * 2.0f + 0.5f : static_cast<float>(v) - 0.5f * 3.0f)
                    + static_cast<float>(collatz(i + 1));
            std::memcpy(&r, &w, 4);
        }
        out[static_cast<std::size_t>(i)] = r;
    }
    return out;
}

} // namespace

class TestEmuControlFlow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_compiled = compile(fixture("fixtures/controlflow.cu"), "ifElse");
        if (!m_compiled.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(m_compiled.message)));
    }

    void kernel_data()
    {
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<bool>("takesInput");
        QTest::newRow("divergent if/else") << "ifElse" << true;
        QTest::newRow("nested loops, per-lane trip counts") << "nestedLoops" << false;
        QTest::newRow("early return") << "earlyReturn" << false;
        QTest::newRow("break out of a loop") << "breakLoop" << true;
        QTest::newRow("switch with fall-through") << "switchCase" << false;
        QTest::newRow("divergent calls") << "calls" << true;
        QTest::newRow("local array") << "localArray" << true;
    }

    void kernel()
    {
        QFETCH(QString, kernel);
        QFETCH(bool, takesInput);
        std::vector<std::vector<std::byte>> results;
        for (int threads : {1, 4}) {
            Launch l;
            l.ptx = m_compiled.ptx;
            l.entry = kernel.toStdString();
            l.block = {128, 1, 1};
            l.grid = {(kN + 127) / 128, 1, 1};
            l.control.threads = threads;
            const auto in = inputs();
            l.buffers = {tensorOf(DType::I32, in), tensorOf(DType::I32, std::vector<std::int32_t>(kN, 0))};
            l.args = takesInput ? std::vector<KernelArg> {bufferArg(0), bufferArg(1), scalarArg<int>(kN)}
                                : std::vector<KernelArg> {bufferArg(1), scalarArg<int>(kN)};
            auto r = l.run();
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
            QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
            QVERIFY(r->completed);
            const auto got = valuesOf<std::int32_t>(l.buffers[1]);
            const auto want = reference(kernel);
            for (int i = 0; i < kN; ++i)
                QVERIFY2(got[static_cast<std::size_t>(i)] == want[static_cast<std::size_t>(i)],
                    qPrintable(QString("thread %1: %2, expected %3")
                                   .arg(i)
                                   .arg(got[static_cast<std::size_t>(i)])
                                   .arg(want[static_cast<std::size_t>(i)])));
            results.push_back(l.buffers[1].bytes);
        }
        QVERIFY(results[0] == results[1]);
    }

    void loopThenBarrier()
    {
        Launch l;
        l.ptx = m_compiled.ptx;
        l.entry = "loopThenBarrier";
        l.block = {200, 1, 1};
        l.grid = {3, 1, 1};
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(600, 0))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(r->completed);
        const auto got = valuesOf<std::int32_t>(l.buffers[0]);
        for (int b = 0; b < 3; ++b)
            for (int t = 0; t < 200; ++t) {
                const int u = (t + 1) % 200;
                int s = 0;
                for (int k = 0; k < u % 13; ++k)
                    s += k + 1;
                QCOMPARE(got[static_cast<std::size_t>(b * 200 + t)], s);
            }
    }

    void unstructured()
    {
        Launch l;
        l.ptx = fixture("fixtures/unstructured.ptx");
        l.entry = "unstructured";
        l.block = {32, 1, 1};
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(32, -7))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(r->completed);
        const auto got = valuesOf<std::int32_t>(l.buffers[0]);
        for (int t = 0; t < 32; ++t) {
            // the PTX, step by step
            int acc = 0;
            int k = 0;
            bool atHead = (t & 1) == 0;
            int want = -7;
            while (true) {
                if (atHead)
                    acc += 100;
                atHead = true;
                acc += t;
                ++k;
                if (k >= 3) {
                    want = acc + 1000;
                    break;
                }
                if (t % 5 == k) {
                    acc += 2000;
                    want = t > 27 ? -7 : acc;
                    break;
                }
            }
            QCOMPARE(got[static_cast<std::size_t>(t)], want);
        }
    }

    /// Labels are scoped by { } blocks, as inline asm inlined or unrolled several times needs: the
    /// same "spin" label in two blocks is two labels, a branch finds the innermost one, and the
    /// function-level label is still reached from inside a block.
    void labelsAreScopedByBlocks()
    {
        Launch l;
        l.ptx = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 out)\n{\n"
                ".reg .b32 %r<4>;\n.reg .b64 %rd<2>;\n.reg .pred %p<2>;\n"
                "mov.u32 %r1, 0;\n"
                "{\n.reg .pred q;\nspin:\nadd.u32 %r1, %r1, 1;\nsetp.lt.u32 q, %r1, 3;\n@q bra spin;\n}\n"
                "{\n.reg .pred q;\nspin:\nadd.u32 %r1, %r1, 10;\nsetp.lt.u32 q, %r1, 40;\n@q bra spin;\n"
                "bra done;\n}\n"
                "mov.u32 %r1, 999;\n" // skipped by the branch to the function's label
                "done:\nld.param.u64 %rd1, [out];\nst.global.u32 [%rd1], %r1;\nret;\n}\n";
        l.entry = "k";
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(1, 0))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(valuesOf<std::int32_t>(l.buffers[0])[0], 43); // 3, then 13, 23, 33, 43

        // two labels of one name in the same block are still an error, with its line
        l.ptx = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n"
                "{\nspin:\nspin:\nret;\n}\n}\n";
        auto twice = l.run();
        QVERIFY(!twice.ok());
        QVERIFY2(twice.error().describe().find("defined twice") != std::string::npos, twice.error().describe().c_str());
    }

    void divergenceCountsAreBounded()
    {
        // the lowest-pc scheduler must not run a divergent region more often than its lanes need:
        // nested loops with trip counts 0..6 per lane take at most 7*7/2 body passes per warp
        Launch l;
        l.ptx = m_compiled.ptx;
        l.entry = "nestedLoops";
        l.block = {32, 1, 1};
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(32, 0))};
        l.args = {bufferArg(0), scalarArg<int>(32)};
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(r->warpInstructions < 400);
    }

private:
    Compiled m_compiled;
};

QTEST_GUILESS_MAIN(TestEmuControlFlow)
#include "tst_emucontrolflow.moc"
