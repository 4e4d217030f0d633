// Baseline comparisons (core/pipeline/baselinecompare.h, core/analysis/linealignment.h): the verdict
// figures per output (worst seed), the line alignment across an edit and across two kernels, the
// per-line counters it pairs, and the launch totals.
#include "core/analysis/linealignment.h"
#include "core/pipeline/baselinecompare.h"

#include <QTest>

using namespace warpscope::core;
using analysis::alignSourceLines;
using analysis::splitSourceLines;

namespace {

OutputResult output(const std::string& name, bool passed, std::int64_t mismatches, double maxAbs, std::uint64_t ulp)
{
    OutputResult o;
    o.stats.name = name;
    o.stats.passed = passed;
    o.stats.mismatches = mismatches;
    o.stats.maxAbsError = maxAbs;
    o.stats.maxRelError = maxAbs / 2;
    o.stats.maxUlp = ulp;
    return o;
}

RunResult run(std::vector<std::vector<OutputResult>> seeds)
{
    RunResult r;
    std::uint64_t n = 1;
    for (auto& outs : seeds) {
        SeedResult s;
        s.seed = n++;
        s.outputs = std::move(outs);
        s.passed = std::all_of(s.outputs.begin(), s.outputs.end(), [](const auto& o) { return o.stats.passed; });
        r.seeds.push_back(std::move(s));
    }
    return r;
}

analysis::AnalysisReport report(std::vector<std::pair<int, std::uint64_t>> excessPerLine)
{
    analysis::AnalysisReport r;
    for (const auto& [line, excess] : excessPerLine) {
        analysis::LineMetrics m;
        m.sourceLine = line;
        m.counters.instExecuted = 10;
        m.counters.globalRequests = 4;
        m.counters.globalSectorsIdeal = 16;
        m.counters.globalSectors = 16 + excess;
        r.lines.push_back(m);
        r.totals.add(m.counters);
    }
    return r;
}

const char* kCoalesced = R"(// out[i] = in[i]
extern "C" __global__ void copy_coalesced(const float* in, float* out, int N)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) {
        out[i] = in[i];
    }
}
)";

const char* kStrided = R"(// lanes S floats apart
extern "C" __global__ void copy_strided(const float* in, float* out, int N, int S)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = i % 32;
    const int group = (i / 32) % S;
    const int j = lane * S + group;
    if (j < N) {
        out[j] = in[j];
    }
}
)";

} // namespace

class TestBaselineCompare : public QObject {
    Q_OBJECT
private slots:
    void verdictsTakeTheWorstSeed()
    {
        const RunResult baseline = run({{output("y", true, 0, 0.0, 0)}, {output("y", true, 0, 0.0, 0)}});
        const RunResult current
            = run({{output("y", false, 12, 0.5, 7)}, {output("y", false, 30, 0.25, 9)}, {output("y", true, 0, 0, 0)}});
        const auto deltas = compareVerdicts(baseline, current);
        QCOMPARE(deltas.size(), std::size_t(1));
        const OutputDelta& d = deltas[0];
        QCOMPARE(d.name, std::string("y"));
        QVERIFY(d.baselinePassed);
        QVERIFY(!d.currentPassed);
        QCOMPARE(d.mismatches.baseline, 0.0);
        QCOMPARE(d.mismatches.current, 30.0); // the worst seed's count, never a sum over seeds
        QCOMPARE(d.mismatches.change(), 30.0);
        QCOMPARE(d.maxAbs.current, 0.5);
        QCOMPARE(d.maxRel.current, 0.25);
        QCOMPARE(d.maxUlp.current, 9.0);
        QCOMPARE(d.maxUlp.ratio(), 0.0); // no scale against a baseline of 0
    }

    void outputsOfOneSideAreNotCompared()
    {
        const RunResult baseline = run({{output("a", true, 0, 1e-6, 2), output("old", true, 0, 0, 0)}});
        const RunResult current = run({{output("a", true, 0, 4e-6, 8), output("new", false, 5, 1, 1)}});
        const auto deltas = compareVerdicts(baseline, current);
        QCOMPARE(deltas.size(), std::size_t(3));
        QCOMPARE(deltas[0].name, std::string("a"));
        QCOMPARE(deltas[0].maxUlp.ratio(), 4.0);
        QCOMPARE(deltas[1].name, std::string("new")); // the current run's order first
        QVERIFY(!deltas[1].inBaseline);
        QVERIFY(!deltas[1].maxAbs.comparable());
        QCOMPARE(deltas[1].maxAbs.change(), 0.0);
        QCOMPARE(deltas[2].name, std::string("old"));
        QVERIFY(!deltas[2].inCurrent);
        QVERIFY(!deltas[2].currentPassed);
    }

    void stoppedSeedIsNotAPass()
    {
        RunResult current = run({{output("y", true, 0, 0, 0)}});
        current.seeds[0].completed = false;
        const auto deltas = compareVerdicts(current, current);
        QVERIFY(!deltas[0].currentPassed);
    }

    void alignmentFollowsAnEdit()
    {
        // a line inserted at the top and one rewritten in place: the others move, the rewritten pairs
        const auto base = splitSourceLines("a();\nb();\nout[i] = in[i];\nc();\n");
        const auto cur = splitSourceLines("// new\na();\n  b();\nout[j] = in[j];\nc();");
        QCOMPARE(base.size(), std::size_t(4));
        QCOMPARE(cur.size(), std::size_t(5));
        const auto map = alignSourceLines(base, cur);
        QCOMPARE(map.size(), std::size_t(6));
        QCOMPARE(map[1], 0); // inserted
        QCOMPARE(map[2], 1);
        QCOMPARE(map[3], 2); // indentation does not matter
        QCOMPARE(map[4], 3); // rewritten in place
        QCOMPARE(map[5], 4);
    }

    void alignmentAcrossTwoKernels()
    {
        const auto base = splitSourceLines(kCoalesced);
        const auto cur = splitSourceLines(kStrided);
        const auto map = alignSourceLines(base, cur);
        QCOMPARE(map[4], 4); // const int i = ...: the same text
        QCOMPARE(map[5], 0); // the strided index's lines are new
        QCOMPARE(map[6], 0);
        QCOMPARE(map[7], 0);
        QCOMPARE(map[8], 5); // if (j < N) { pairs with if (i < N) {
        QCOMPARE(map[9], 6); // out[j] = in[j]; with out[i] = in[i];
        QCOMPARE(map[10], 7);
    }

    void alignmentOfEmptyTexts()
    {
        QCOMPARE(alignSourceLines({}, {}).size(), std::size_t(1));
        const auto map = alignSourceLines({}, {"x"});
        QCOMPARE(map[1], 0);
    }

    /// Large files: an edit in one place is paired through the equal head and tail; two files that
    /// differ throughout pair their equal lines in order without an LCS table.
    void largeFiles()
    {
        std::vector<std::string> base, cur;
        for (int i = 0; i < 5000; ++i) {
            base.push_back("mov.u32 %r" + std::to_string(i) + ", 0;");
            cur.push_back(base.back());
        }
        cur[2500] = "mov.u32 %r2500, 1;";
        cur.insert(cur.begin() + 100, "// inserted");
        auto map = alignSourceLines(base, cur);
        QCOMPARE(map.size(), cur.size() + 1);
        QCOMPARE(map[1], 1);
        QCOMPARE(map[101], 0); // the inserted line
        QCOMPARE(map[102], 101);
        QCOMPARE(map[2502], 2501); // rewritten in place: alike enough
        QCOMPARE(map[5001], 5000);
        std::vector<std::string> other;
        for (int i = 0; i < 5000; ++i)
            other.push_back(i % 2 ? "bar.sync 0;" : "ld.global.f32 %f" + std::to_string(i) + ", [%rd1];");
        map = alignSourceLines(base, other);
        QCOMPARE(map.size(), other.size() + 1);
        QCOMPARE(map[2], 0); // nothing alike
    }

    void linesPairTheirCounters()
    {
        const auto base = report({{6, 0}});
        const auto cur = report({{4, 0}, {9, 112}});
        std::vector<int> alignment(11, 0);
        alignment[9] = 6;
        const auto deltas = compareLines(base, cur, alignment);
        QCOMPARE(deltas.size(), std::size_t(2));
        QCOMPARE(deltas[0].baselineLine, 0);
        QCOMPARE(deltas[0].baseline.instExecuted, std::uint64_t(0));
        QCOMPARE(deltas[1].line, 9);
        QCOMPARE(deltas[1].baselineLine, 6);
        QCOMPARE(deltas[1].baseline.globalSectorsExcessive(), std::uint64_t(0));
        QCOMPARE(deltas[1].current.globalSectorsExcessive(), std::uint64_t(112));
    }

    // The warp access view's pairing: the instruction of the same opcode and rank on the paired line,
    // else the same memory space's; an instruction on a new line has no counterpart.
    void instructionsPairOnTheirLines()
    {
        auto memory = [](std::uint32_t pc, int line, const char* op, std::uint64_t sectors, bool shared = false) {
            analysis::InstructionMetrics i;
            i.pc = pc;
            i.sourceLine = line;
            i.ptxLine = int(pc) + 20;
            i.opcode = op;
            if (shared) {
                i.counters.sharedRequests = 4;
                i.counters.sharedWavefronts = sectors;
                i.counters.sharedWavefrontsIdeal = 4;
            } else {
                i.counters.globalRequests = 4;
                i.counters.globalSectors = sectors;
                i.counters.globalSectorsIdeal = 16;
            }
            return i;
        };
        analysis::AnalysisReport base, cur;
        base.instructions = {memory(1, 6, "ld.global.f32", 16), memory(2, 6, "st.global.f32", 16),
            memory(3, 7, "ld.shared.f32", 4, true)};
        analysis::InstructionMetrics alu;
        alu.pc = 9;
        alu.sourceLine = 9;
        alu.opcode = "add.f32";
        cur.instructions = {memory(4, 9, "ld.global.f32", 16), memory(5, 9, "st.global.f32", 128), alu,
            memory(6, 10, "ld.shared.v2.f32", 32, true), memory(7, 11, "st.global.f32", 16)};
        std::vector<int> alignment(12, 0);
        alignment[9] = 6;
        alignment[10] = 7;
        const auto deltas = compareInstructions(base, cur, alignment);
        QCOMPARE(deltas.size(), std::size_t(4)); // the add is no memory instruction
        QCOMPARE(deltas[1].pc, std::uint32_t(5));
        QVERIFY(deltas[1].paired);
        QCOMPARE(deltas[1].baseline.pc, std::uint32_t(2)); // the store, not the load before it
        QCOMPARE(deltas[1].baseline.counters.globalSectors, std::uint64_t(16));
        QVERIFY(deltas[2].paired); // another opcode, the same space
        QCOMPARE(deltas[2].baseline.opcode, std::string("ld.shared.f32"));
        QCOMPARE(deltas[3].baselineLine, 0);
        QVERIFY(!deltas[3].paired);
    }

    void totalsCompare()
    {
        auto base = report({{6, 0}});
        auto cur = report({{9, 112}});
        base.uniqueGlobalSectors = 16;
        cur.uniqueGlobalSectors = 16;
        const TotalsDelta t = compareTotals(base, cur);
        QCOMPARE(t.globalSectors.baseline, 16.0);
        QCOMPARE(t.globalSectors.current, 128.0);
        QCOMPARE(t.globalSectors.ratio(), 8.0);
        QCOMPARE(t.sectorsPerRequest.baseline, 4.0);
        QCOMPARE(t.sectorsPerRequest.current, 32.0);
        QCOMPARE(t.excessSectors.change(), 112.0);
        QCOMPARE(t.dramBytes.baseline, 512.0); // every distinct sector once without the cache model
        QVERIFY(!t.l1HitRate.comparable()); // neither ran the cache model
        analysis::TrafficSetup setup;
        base.traffic = setup;
        cur.traffic = setup;
        cur.totals.dramBytesRead = 4096;
        QCOMPARE(compareTotals(base, cur).dramBytes.current, 4096.0);
        QVERIFY(compareTotals(base, cur).l2HitRate.comparable());
    }
};

QTEST_APPLESS_MAIN(TestBaselineCompare)
#include "tst_baselinecompare.moc"
