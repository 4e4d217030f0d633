// Baseline against current: worst-seed verdict figures per output, per-line counters through a line
// alignment, and the launch totals.
#include "core/pipeline/baselinecompare.h"

#include <algorithm>
#include <functional>

namespace warpscope::core {

namespace {

/// The worst seed's figures of one output in one run; passed only when every seed passed.
struct OutputSummary {
    bool found = false;
    bool passed = true;
    double mismatches = 0.0;
    double nonFinite = 0.0;
    double maxAbs = 0.0;
    double maxRel = 0.0;
    double maxUlp = 0.0;
};

OutputSummary summarize(const RunResult& run, const std::string& name)
{
    OutputSummary s;
    for (const auto& seed : run.seeds)
        for (const auto& out : seed.outputs) {
            if (out.stats.name != name)
                continue;
            const auto& st = out.stats;
            s.found = true;
            s.passed = s.passed && st.passed && seed.completed;
            s.mismatches = std::max(s.mismatches, double(st.mismatches));
            s.nonFinite = std::max(s.nonFinite, double(st.nanMismatches + st.infMismatches + st.unwritten));
            s.maxAbs = std::max(s.maxAbs, st.maxAbsError);
            s.maxRel = std::max(s.maxRel, st.maxRelError);
            s.maxUlp = std::max(s.maxUlp, double(st.maxUlp));
        }
    if (!s.found)
        s.passed = false;
    return s;
}

void appendNames(const RunResult& run, std::vector<std::string>& names)
{
    for (const auto& seed : run.seeds)
        for (const auto& out : seed.outputs)
            if (std::find(names.begin(), names.end(), out.stats.name) == names.end())
                names.push_back(out.stats.name);
}

FigureDelta sided(double baseline, bool hasBaseline, double current, bool hasCurrent)
{
    return {hasBaseline ? baseline : 0.0, hasCurrent ? current : 0.0, hasBaseline, hasCurrent};
}

double perRequest(const analysis::InstructionCounters& c)
{
    return c.globalRequests == 0 ? 0.0 : double(c.globalSectors) / double(c.globalRequests);
}

} // namespace

double FigureDelta::ratio() const
{
    return comparable() && baseline != 0.0 ? current / baseline : 0.0;
}

FigureDelta figureDelta(double baseline, double current)
{
    return {baseline, current, true, true};
}

std::vector<OutputDelta> compareVerdicts(const RunResult& baseline, const RunResult& current)
{
    std::vector<std::string> names;
    appendNames(current, names);
    appendNames(baseline, names);
    std::vector<OutputDelta> deltas;
    for (const auto& name : names) {
        const OutputSummary b = summarize(baseline, name), c = summarize(current, name);
        OutputDelta d;
        d.name = name;
        d.inBaseline = b.found;
        d.inCurrent = c.found;
        d.baselinePassed = b.passed;
        d.currentPassed = c.passed;
        d.mismatches = sided(b.mismatches, b.found, c.mismatches, c.found);
        d.nonFinite = sided(b.nonFinite, b.found, c.nonFinite, c.found);
        d.maxAbs = sided(b.maxAbs, b.found, c.maxAbs, c.found);
        d.maxRel = sided(b.maxRel, b.found, c.maxRel, c.found);
        d.maxUlp = sided(b.maxUlp, b.found, c.maxUlp, c.found);
        deltas.push_back(std::move(d));
    }
    return deltas;
}

std::vector<LineDelta> compareLines(const analysis::AnalysisReport& baseline, const analysis::AnalysisReport& current,
    const std::vector<int>& alignment)
{
    std::vector<LineDelta> deltas;
    for (const auto& line : current.lines) {
        if (line.sourceLine <= 0)
            continue;
        LineDelta d;
        d.line = line.sourceLine;
        d.current = line.counters;
        if (std::size_t(line.sourceLine) < alignment.size())
            d.baselineLine = alignment[std::size_t(line.sourceLine)];
        if (d.baselineLine > 0)
            if (const analysis::LineMetrics* b = baseline.line(d.baselineLine))
                d.baseline = b->counters;
        deltas.push_back(d);
    }
    return deltas;
}

std::vector<InstructionDelta> compareInstructions(const analysis::AnalysisReport& baseline,
    const analysis::AnalysisReport& current, const std::vector<int>& alignment)
{
    auto isShared = [](const analysis::InstructionMetrics& i) { return i.counters.sharedRequests > 0; };
    auto isMemory = [](const analysis::InstructionMetrics& i) {
        return i.counters.globalRequests > 0 || i.counters.sharedRequests > 0;
    };
    auto byPc = [](std::vector<const analysis::InstructionMetrics*> v) {
        std::sort(v.begin(), v.end(), [](const auto* a, const auto* b) { return a->pc < b->pc; });
        return v;
    };
    // the memory instructions of a line, pc order
    auto onLine = [&](const analysis::AnalysisReport& r, int line) {
        std::vector<const analysis::InstructionMetrics*> v;
        for (const auto& i : r.instructions)
            if (i.sourceLine == line && isMemory(i))
                v.push_back(&i);
        return byPc(std::move(v));
    };
    std::vector<InstructionDelta> deltas;
    for (const auto& ins : current.instructions) {
        if (!isMemory(ins) || ins.sourceLine <= 0)
            continue;
        InstructionDelta d;
        d.pc = ins.pc;
        if (std::size_t(ins.sourceLine) < alignment.size())
            d.baselineLine = alignment[std::size_t(ins.sourceLine)];
        if (d.baselineLine > 0) {
            const auto mine = onLine(current, ins.sourceLine), theirs = onLine(baseline, d.baselineLine);
            // the rank of ins among its line's instructions that match it, and the baseline's of that rank
            for (auto same : {std::function<bool(const analysis::InstructionMetrics&)>(
                                  [&](const analysis::InstructionMetrics& x) { return x.opcode == ins.opcode; }),
                     std::function<bool(const analysis::InstructionMetrics&)>(
                         [&](const analysis::InstructionMetrics& x) { return isShared(x) == isShared(ins); })}) {
                std::size_t rank = 0;
                for (const auto* m : mine)
                    if (m->pc < ins.pc && same(*m))
                        ++rank;
                for (const auto* t : theirs)
                    if (same(*t) && rank-- == 0) {
                        d.baseline = *t;
                        d.paired = true;
                        break;
                    }
                if (d.paired)
                    break;
            }
        }
        deltas.push_back(d);
    }
    return deltas;
}

double reportDramBytes(const analysis::AnalysisReport& report)
{
    if (report.traffic)
        return double(report.totals.dramBytesRead + report.totals.dramBytesWritten);
    return double(report.uniqueGlobalSectors) * 32.0;
}

TotalsDelta compareTotals(const analysis::AnalysisReport& baseline, const analysis::AnalysisReport& current)
{
    const auto& b = baseline.totals;
    const auto& c = current.totals;
    TotalsDelta t;
    t.instructions = figureDelta(double(b.instExecuted), double(c.instExecuted));
    t.globalRequests = figureDelta(double(b.globalRequests), double(c.globalRequests));
    t.globalSectors = figureDelta(double(b.globalSectors), double(c.globalSectors));
    t.excessSectors = figureDelta(double(b.globalSectorsExcessive()), double(c.globalSectorsExcessive()));
    t.sectorsPerRequest = figureDelta(perRequest(b), perRequest(c));
    t.sharedWavefronts = figureDelta(double(b.sharedWavefronts), double(c.sharedWavefronts));
    t.excessWavefronts = figureDelta(double(b.sharedWavefrontsExcessive()), double(c.sharedWavefrontsExcessive()));
    t.dramBytes = figureDelta(reportDramBytes(baseline), reportDramBytes(current));
    const bool model = baseline.traffic.has_value() && current.traffic.has_value();
    t.l1HitRate = sided(b.l1HitRate(), model, c.l1HitRate(), model);
    t.l2HitRate = sided(b.l2HitRate(), model, c.l2HitRate(), model);
    return t;
}

} // namespace warpscope::core
