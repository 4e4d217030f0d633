// Every early stop of a launch is a finding with its reason (docs/emulator.md, "Stops"): the
// instruction budget crossed by CTAs that finish in one round, a cancel or a deadline between CTAs,
// and where the warps of a CTA still running were. Also a sampled launch (RunControl::ctaRanges)
// and progress counted in CTAs.
#include "emutest.h"

#include <QTest>

#include <atomic>
#include <chrono>

using namespace emutest;

namespace {

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

/// c[blockIdx.x * 32 + threadIdx.x] = blockIdx.x + 1: every CTA finishes in its first round.
const char* kMarkBlocks = "extern \"C\" __global__ void k(int* c) {\n"
                          "  c[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x + 1;\n"
                          "}\n";

Launch markLaunch(const Compiled& c, std::uint32_t ctas)
{
    Launch l;
    l.ptx = c.ptx;
    l.entry = "k";
    l.grid = {ctas, 1, 1};
    l.block = {32, 1, 1};
    l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(ctas * 32, 0))};
    l.args = {bufferArg(0)};
    return l;
}

} // namespace

class TestEmuStops : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        const Compiled c = compile(kMarkBlocks, "k");
        if (!c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
    }

    void stopsBetweenOneRoundCtasAreFindings_data()
    {
        QTest::addColumn<int>("how");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("words");
        QTest::newRow("budget") << 0 << int(Finding::Kind::BudgetExceeded) << "did not finish within 1 warp";
        QTest::newRow("cancel") << 1 << int(Finding::Kind::Cancelled) << "cancelled";
        QTest::newRow("deadline") << 2 << int(Finding::Kind::Deadline) << "deadline";
    }

    void stopsBetweenOneRoundCtasAreFindings()
    {
        // the CTA that sees the stop has no live warp left (it finished in its first round): the
        // grid must still report it, never a silent completed = false
        QFETCH(int, how);
        QFETCH(int, kind);
        QFETCH(QString, words);
        const Compiled c = compile(kMarkBlocks, "k");
        QVERIFY(c.ok);
        Launch l = markLaunch(c, 64);
        std::atomic<bool> cancel {true};
        if (how == 0)
            l.control.instructionBudget = 1;
        if (how == 1)
            l.control.cancel = &cancel;
        if (how == 2)
            l.control.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(!r->completed);
        QCOMPARE(r->findings.size(), std::size_t(1));
        const Finding& f = r->findings[0];
        QCOMPARE(int(f.kind), kind);
        QVERIFY2(contains(f.message, words.toStdString()), f.message.c_str());
        QVERIFY2(contains(f.message, "of 64 CTAs finished"), f.message.c_str());
        QVERIFY(stoppingFinding(r->findings) == &r->findings[0]);
    }

    void stopInsideARunningCtaSaysWhereEachWarpWas()
    {
        // 3 warps spin at line 3, warp 3 has exited: the summary groups by line and counts
        const std::string src = "extern \"C\" __global__ void k(volatile int* flag) {\n"
                                "  if (threadIdx.x >= 96) return;\n"
                                "  while (flag[0] == 0) { }\n"
                                "}\n";
        const Compiled c = compile(src, "k");
        QVERIFY(c.ok);
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.block = {128, 1, 1};
        l.control.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(200);
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(1, 0))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(!r->completed);
        QCOMPARE(r->findings.size(), std::size_t(1));
        const Finding& f = r->findings[0];
        QCOMPARE(f.kind, Finding::Kind::Deadline);
        QVERIFY2(contains(f.message, "3 warps at PTX line"), f.message.c_str());
        QVERIFY2(contains(f.message, "(source line 3): warps 0, 1, 2"), f.message.c_str());
        QCOMPARE(f.sourceLine, 3);
    }

    void sampledCtasRunOnlyThoseAndCountProgressInCtas()
    {
        const Compiled c = compile(kMarkBlocks, "k");
        QVERIFY(c.ok);
        Launch l = markLaunch(c, 100);
        l.control.ctaRanges = {{50, 50}, {10, 12}, {99, 400}};
        std::atomic<std::uint64_t> lastDone {0}, lastTotal {0};
        l.control.progress = [&](std::uint64_t done, std::uint64_t total) {
            lastDone = std::max<std::uint64_t>(lastDone, done);
            lastTotal = total;
        };
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(r->completed);
        QVERIFY(r->findings.empty());
        QCOMPARE(lastTotal.load(), std::uint64_t(5)); // 10, 11, 12, 50 and 99 (400 is past the grid)
        QCOMPARE(lastDone.load(), std::uint64_t(5));
        const auto* out = reinterpret_cast<const std::int32_t*>(l.buffers[0].bytes.data());
        for (std::uint32_t b = 0; b < 100; ++b) {
            const bool ran = b == 10 || b == 11 || b == 12 || b == 50 || b == 99;
            QCOMPARE(out[b * 32 + 5], ran ? std::int32_t(b + 1) : 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestEmuStops)
#include "tst_emustops.moc"
