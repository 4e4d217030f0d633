// The table people read after a run of several implementations: one column per implementation.
#include "core/pipeline/impljson.h"

#include "core/common/numbertext.h"
#include "core/pipeline/implcounters.h"

#include <algorithm>
#include <cstdio>

namespace warpscope::core {

namespace {

using Totals = ImplementationTotals;

Totals totalsOf(const RunResult& r)
{
    Totals t;
    for (const auto& s : r.seeds)
        for (const auto& o : s.outputs) {
            t.compared = true;
            t.mismatches += o.stats.mismatches;
            t.maxAbs = std::max(t.maxAbs, o.stats.maxAbsError);
            t.maxRel = std::max(t.maxRel, o.stats.maxRelError);
            t.maxUlp = std::max(t.maxUlp, o.stats.maxUlpBeyondAtol);
        }
    return t;
}

std::string sci(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", v);
    return buf;
}

/// Enough digits to tell two floats apart (the first differing element's values).
std::string exact(double v)
{
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.9g", v);
    return buf;
}

std::string row(
    const std::string& label, const std::vector<std::string>& cells, std::size_t width, std::size_t labelWidth = 16)
{
    std::string s = label + std::string(label.size() < labelWidth ? labelWidth - label.size() : 0, ' ');
    for (const auto& c : cells) {
        std::string cell = c.size() > width ? c.substr(0, width) : c;
        s += " " + cell + std::string(width - cell.size(), ' ');
    }
    while (!s.empty() && s.back() == ' ')
        s.pop_back();
    return s + "\n";
}

} // namespace

ImplementationTotals implementationTotals(const RunResult& run)
{
    return totalsOf(run);
}

std::string summarizeImplementations(const ImplementationsResult& r)
{
    std::size_t width = 12;
    for (const auto& run : r.runs)
        width = std::max(width, run.name.size() + 1);
    width = std::min<std::size_t>(width, 28);
    std::vector<std::string> names, lang, verdict, abs, rel, ulp, mism, find, regs, shared, occ;
    for (const auto& run : r.runs) {
        names.push_back(run.name);
        lang.push_back(run.language + " " + run.arch);
        verdict.push_back(implementationVerdict(run));
        const Totals t = totalsOf(run.run);
        const bool show = run.ran && t.compared;
        abs.push_back(show ? sci(t.maxAbs) : "-");
        rel.push_back(show ? sci(t.maxRel) : "-");
        ulp.push_back(show ? std::to_string(t.maxUlp) : "-");
        mism.push_back(show ? std::to_string(t.mismatches) : "-");
        find.push_back(run.ran ? std::to_string(run.run.findings.size()) : "-");
        // a pipeline's figures are its most demanding step's (max registers and shared, lowest occupancy)
        const auto peakRegs = peakRegisters(run);
        const auto peakShm = peakShared(run);
        const auto lowOcc = lowestOccupancy(run);
        const std::string mark = run.steps.empty() ? "" : " (max)";
        regs.push_back(peakRegs ? std::to_string(*peakRegs) + mark : "-");
        shared.push_back(peakShm ? std::to_string(*peakShm) + " B" + mark : "-");
        occ.push_back(lowOcc ? std::to_string(static_cast<int>(lowOcc->occupancy * 100 + 0.5)) + "%"
                    + (run.steps.empty() ? "" : " (min)")
                             : "-");
    }
    // the analysed run's predicted counters (run --analyze), one row each, labelled in Nsight's names
    const ImplementationCounters counters = implementationCounters(r);
    std::size_t lw = 16;
    for (const auto& name : counters.names)
        lw = std::max(lw, name.size());
    std::string s = row("implementation", names, width, lw) + row("language, arch", lang, width, lw)
        + row(r.hasReference ? "verdict" : "verdict (no ref)", verdict, width, lw)
        + row("max abs error", abs, width, lw) + row("max rel error", rel, width, lw) + row("max ulp", ulp, width, lw)
        + row("mismatches", mism, width, lw) + row("findings", find, width, lw) + row("registers", regs, width, lw)
        + row("shared memory", shared, width, lw) + row("occupancy", occ, width, lw);
    if (!counters.empty())
        s += "predicted by the emulator (analysed first seed):\n";
    for (std::size_t n = 0; n < counters.names.size(); ++n) {
        std::vector<std::string> cells;
        for (const auto& values : counters.values)
            cells.push_back(values[n] ? sci(*values[n]) : "-");
        s += row(counters.names[n], cells, width, lw);
    }
    for (const auto& run : r.runs)
        if (!run.ran)
            s += run.name + ": " + run.error.describe() + "\n";
    for (const auto& d : r.differences) {
        s += d.a + " vs " + d.b + ", " + d.output + ", seed " + std::to_string(d.seed) + ": "
            + diffStatusName(d.status);
        if (d.status == DiffStatus::NotCompared)
            s += " (" + d.note + ")";
        else if (d.status != DiffStatus::BitIdentical)
            s += " (" + std::to_string(d.differing) + " of " + std::to_string(d.elements) + " elements differ in bits, "
                + std::to_string(d.beyondTolerance) + " beyond tolerance; max abs " + sci(d.maxAbs) + ", max rel "
                + sci(d.maxRel) + ", max ulp " + std::to_string(d.maxUlp) + "; first at "
                + indexToString(d.firstIndexNd) + ": " + exact(d.firstA) + " vs " + exact(d.firstB) + ")";
        s += "\n";
    }
    std::size_t differ = 0;
    for (const auto& d : r.differences)
        differ += d.status == DiffStatus::Differs ? 1 : 0;
    const ImplementationsStop stop = implementationsStop(r);
    if (stop.stopped)
        s += "STOPPED (" + stop.reason + ") — partial: " + stop.message + "\n";
    s += std::string("result: ")
        + (r.passed            ? "pass"
                : stop.stopped ? "STOPPED"
                               : "FAIL")
        + " ("
        + (r.hasReference ? "every implementation against the reference"
                          : "no reference: the implementations are judged against each other")
        + "; " + std::to_string(differ) + " of " + std::to_string(r.differences.size())
        + " output comparisons between implementations differ beyond the tolerance)\n";
    for (const auto& m : r.migrations) {
        s += "migration " + m.a + " -> " + m.b + " (" + m.what + "): ";
        if (!m.compiled) {
            s += m.note + "\n";
            continue;
        }
        s += m.diff.sass.identical
            ? "SASS identical"
            : "SASS +" + std::to_string(m.diff.sass.added) + " -" + std::to_string(m.diff.sass.removed) + " lines";
        for (const auto& rd : m.diff.resources) {
            if (!rd.inA || !rd.inB)
                continue;
            const std::pair<const char*, std::pair<int, int>> fields[]
                = {{"registers", {rd.a.registers, rd.b.registers}}, {"shared", {rd.a.sharedStatic, rd.b.sharedStatic}},
                    {"local", {rd.a.local, rd.b.local}}, {"spill stores", {rd.a.spillStores, rd.b.spillStores}},
                    {"constant", {rd.a.constant, rd.b.constant}}};
            for (const auto& [label, v] : fields)
                if (v.first != v.second)
                    s += std::string("; ") + label + " " + std::to_string(v.first) + " -> " + std::to_string(v.second);
        }
        s += "\n";
    }
    return s;
}

} // namespace warpscope::core
