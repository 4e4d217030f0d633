// The report's "Compared with baseline" section: what the GUI shows beside a pinned baseline (the
// Baseline page of the verdicts, the hot spots' change columns, the memory chart's band, the roofline's
// second point, the heatmaps side by side), written once for the three formats.
#include "core/report/reportbaseline.h"

#include "core/analysis/linealignment.h"
#include "core/report/reportformat.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace warpscope::core::detail {

namespace {

constexpr std::size_t kChangedLines = 8;

const ReportRun* runWithId(const ReportData& d, const std::string& id)
{
    if (id.empty())
        return nullptr;
    for (const ReportRun& r : d.runs)
        if (r.id == id && r.problem.empty())
            return &r;
    return nullptr;
}

/// A count as an integer ("32768", not "3.28e+04"); anything else with three significant digits.
std::string figure(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 1e15)
        return std::to_string(static_cast<long long>(v));
    return formatNumber(v);
}

/// "4 → 32 (+28, ×8)": both figures, the change and, when the baseline is not 0, the ratio.
std::string change(double baseline, double current)
{
    std::string s = figure(baseline) + " → " + figure(current);
    if (std::isnan(baseline) || std::isnan(current))
        return s;
    if (baseline == current)
        return s + " (same)";
    s += " (" + std::string(current > baseline ? "+" : "") + figure(current - baseline);
    if (baseline != 0 && std::isfinite(baseline) && std::isfinite(current))
        s += ", ×" + formatNumber(current / baseline);
    return s + ")";
}

/// Every output name of the current run, then the baseline's outputs it lacks.
std::vector<std::string> outputNames(const ReportRun* baseline, const ReportRun* current)
{
    std::vector<std::string> names;
    for (const ReportRun* r : {current, baseline})
        if (r)
            for (const ReportSeed& s : r->seeds)
                for (const ReportOutput& o : s.outputs)
                    if (std::find(names.begin(), names.end(), o.name) == names.end())
                        names.push_back(o.name);
    return names;
}

/// A run's verdict on one output over every seed: it fails on its worst seed.
std::string verdictOf(const ReportRun& r, const std::string& name)
{
    bool any = false;
    for (const ReportSeed& s : r.seeds)
        for (const ReportOutput& o : s.outputs)
            if (o.name == name) {
                if (!s.completed)
                    return "stopped";
                if (!o.passed)
                    return "fail";
                any = true;
            }
    return any ? "pass" : "absent";
}

void verdicts(ReportBuilder& b, const BaselineRuns& runs)
{
    if (!runs.baselineRun || !runs.currentRun) {
        b.paragraph(runs.baselineRun ? "No run of this review besides the baseline's to compare its verdicts with."
                                     : "The baseline was pinned without a Run, so there are no verdicts to compare.");
        return;
    }
    ReportBuilder::Rows rows;
    for (const std::string& name : outputNames(runs.baselineRun, runs.currentRun)) {
        const ReportOutput* was = worstOutput(*runs.baselineRun, name);
        const ReportOutput* now = worstOutput(*runs.currentRun, name);
        const std::string before = verdictOf(*runs.baselineRun, name), after = verdictOf(*runs.currentRun, name);
        if (!was || !now) {
            rows.push_back({name, before, after, "-", "-", "-", "-"});
            continue;
        }
        rows.push_back({name, before, after, change(double(was->mismatches), double(now->mismatches)),
            change(was->maxAbsError, now->maxAbsError), change(was->maxRelError, now->maxRelError),
            change(double(was->maxUlp), double(now->maxUlp))});
    }
    b.paragraph("Verdicts, baseline run " + runs.baselineRun->id + " against run " + runs.currentRun->id
        + " (each figure is the output's worst seed; a verdict fails on its worst seed):");
    b.table({"Output", "Baseline", "Now", "Mismatches", "Max abs", "Max rel", "Max ULP"}, rows, 2);
}

/// current line (1-based) -> baseline line, 0 where none: the two sources paired as diff pairs them; the
/// same line numbers when the baseline's source was not kept and the task is the same.
std::vector<int> lineAlignment(const ReportData& d)
{
    const BaselineRef& ref = *d.review.baseline;
    const std::vector<std::string>& current = d.task.sourceLines;
    if (!ref.source.empty() && !current.empty())
        return analysis::alignSourceLines(analysis::splitSourceLines(ref.source), current);
    std::vector<int> same(current.size() + 1, 0);
    if (ref.task == d.task.name || ref.task.empty())
        for (std::size_t i = 1; i < same.size(); ++i)
            same[i] = int(i);
    return same;
}

const ReportLineMetrics* lineOf(const ReportProfile& p, int line)
{
    for (const ReportLineMetrics& m : p.lines)
        if (m.sourceLine == line)
            return &m;
    return nullptr;
}

void hotSpots(ReportBuilder& b, const ReportData& d, const BaselineRuns& runs)
{
    const ReportProfile& was = *runs.baselineProfile->profile;
    const ReportProfile& now = *runs.currentProfile->profile;
    const std::vector<int> alignment = lineAlignment(d);
    std::vector<const ReportLineMetrics*> lines;
    for (const ReportLineMetrics& m : now.lines)
        lines.push_back(&m);
    // the lines whose cost changed most first, then the costliest
    auto cost = [](const ReportLineMetrics* m) { return m ? m->excessSectors() + m->excessWavefronts() : 0; };
    auto partner = [&](const ReportLineMetrics* m) -> const ReportLineMetrics* {
        const int line = m->sourceLine < int(alignment.size()) ? alignment[std::size_t(m->sourceLine)] : 0;
        return line ? lineOf(was, line) : nullptr;
    };
    std::stable_sort(lines.begin(), lines.end(), [&](const ReportLineMetrics* x, const ReportLineMetrics* y) {
        const auto dx = std::llabs(std::int64_t(cost(x)) - std::int64_t(cost(partner(x))));
        const auto dy = std::llabs(std::int64_t(cost(y)) - std::int64_t(cost(partner(y))));
        return std::make_tuple(dx, cost(x), x->executed) > std::make_tuple(dy, cost(y), y->executed);
    });
    ReportBuilder::Rows rows;
    for (const ReportLineMetrics* m : lines) {
        if (rows.size() == kChangedLines)
            break;
        const ReportLineMetrics* p = partner(m);
        const int baselineLine = m->sourceLine < int(alignment.size()) ? alignment[std::size_t(m->sourceLine)] : 0;
        if (!cost(m) && !cost(p) && !m->divergentBranches && (!p || !p->divergentBranches))
            continue;
        const auto pair = [&](std::uint64_t before, std::uint64_t after) {
            return baselineLine ? change(double(before), double(after)) : std::to_string(after) + " (new)";
        };
        rows.push_back({std::to_string(m->sourceLine), baselineLine ? std::to_string(baselineLine) : "new",
            pair(p ? p->excessSectors() : 0, m->excessSectors()),
            pair(p ? p->excessWavefronts() : 0, m->excessWavefronts()),
            pair(p ? p->divergentBranches : 0, m->divergentBranches), pair(p ? p->executed : 0, m->executed)});
    }
    if (rows.empty()) {
        b.paragraph("Hot spots: neither profile has a line with excess global sectors, bank conflicts or divergent "
                    "branches.");
        return;
    }
    b.paragraph("Hot spots, profile " + runs.baselineProfile->id + " (baseline) against profile "
        + runs.currentProfile->id + "; lines paired across the edit as diff pairs them ("
        + (d.review.baseline->source.empty() ? "the baseline's source was not kept: same line numbers"
                                             : "the baseline's source is kept in the review")
        + "), the largest change first:");
    b.table({"Line", "Baseline line", "Excess sectors", "Bank conflicts (excess wavefronts)", "Divergent branches",
                "Executed"},
        rows);
}

struct Totals {
    double requests = 0, sectors = 0, ideal = 0, excess = 0, wavefronts = 0, conflicts = 0, dram = 0, flops = 0;
};

Totals totalsOf(const ReportProfile& p)
{
    Totals t;
    for (const ReportLineMetrics& m : p.lines) {
        t.requests += double(m.globalRequests);
        t.sectors += double(m.globalSectors);
        t.ideal += double(m.globalSectorsIdeal);
        t.excess += double(m.excessSectors());
        t.wavefronts += double(m.sharedWavefronts);
        t.conflicts += double(m.excessWavefronts());
        t.dram += double(m.dramBytes);
        t.flops += double(m.flops);
    }
    return t;
}

void memoryAndRoofline(ReportBuilder& b, const BaselineRuns& runs)
{
    const ReportProfile& was = *runs.baselineProfile->profile;
    const ReportProfile& now = *runs.currentProfile->profile;
    const Totals x = totalsOf(was), y = totalsOf(now);
    ReportBuilder::Rows rows {{"Global requests", change(x.requests, y.requests)},
        {"Global sectors", change(x.sectors, y.sectors)},
        {"Sectors per request",
            x.requests > 0 && y.requests > 0 ? change(x.sectors / x.requests, y.sectors / y.requests) : "-"},
        {"Excess sectors", change(x.excess, y.excess)}, {"Shared wavefronts", change(x.wavefronts, y.wavefronts)},
        {"Bank conflicts (excess wavefronts)", change(x.conflicts, y.conflicts)}};
    if (was.cacheModel && now.cacheModel)
        rows.push_back({"DRAM bytes (cache model)", change(x.dram, y.dram)});
    rows.push_back({"FLOPs", change(x.flops, y.flops)});
    const ReportRoofline* ra = runs.baselineProfile->roofline ? &*runs.baselineProfile->roofline : nullptr;
    const ReportRoofline* rb = runs.currentProfile->roofline ? &*runs.currentProfile->roofline : nullptr;
    if (ra && rb) {
        rows.push_back({"Roofline bytes", change(ra->bytes, rb->bytes)});
        rows.push_back({"Roofline FLOP/byte",
            ra->bytes > 0 && rb->bytes > 0 ? change(ra->flops / ra->bytes, rb->flops / rb->bytes) : "-"});
        rows.push_back(
            {ra->modelGpu.empty() ? "Time (s)" : "Modelled time, lower bound (s)", change(ra->seconds, rb->seconds)});
        rows.push_back(
            {"Bound", (ra->bound.empty() ? "-" : ra->bound) + " → " + (rb->bound.empty() ? "-" : rb->bound)});
    }
    b.paragraph(std::string("Memory and roofline, baseline → now (the emulator's counts for one seed")
        + (ra && rb && !rb->modelGpu.empty() ? "; the roofline is the model's for " + rb->modelGpu : "")
        + (was.cacheModel && now.cacheModel ? "" : "; DRAM bytes only when both ran the cache model") + "):");
    b.table({"Figure", "Baseline → now"}, rows);
}

} // namespace

const ReportOutput* worstOutput(const ReportRun& run, const std::string& name, std::uint64_t* seed)
{
    const ReportOutput* worst = nullptr;
    for (const ReportSeed& s : run.seeds)
        for (const ReportOutput& o : s.outputs) {
            if (o.name != name)
                continue;
            const auto key = [](const ReportOutput& x) {
                return std::make_tuple(x.mismatches, std::isnan(x.maxAbsError) ? INFINITY : x.maxAbsError);
            };
            if (!worst || key(o) > key(*worst)) {
                worst = &o;
                if (seed)
                    *seed = s.seed;
            }
        }
    return worst;
}

BaselineRuns selectBaselineRuns(const ReportData& d)
{
    BaselineRuns runs;
    if (!d.review.baseline)
        return runs;
    const BaselineRef& ref = *d.review.baseline;
    runs.baselineRun = runWithId(d, ref.run);
    runs.baselineProfile = runWithId(d, ref.profile);
    if (!runs.baselineProfile && runs.baselineRun && runs.baselineRun->profile)
        runs.baselineProfile = runs.baselineRun;
    if (runs.baselineProfile && !runs.baselineProfile->profile)
        runs.baselineProfile = nullptr;
    for (auto it = d.runs.rbegin(); it != d.runs.rend(); ++it) {
        if (!it->problem.empty() || it->id == ref.run || it->id == ref.profile)
            continue;
        // a Run's bundle carries the verdicts; a profile's (one seed) only when no Run is there
        if (!runs.currentRun && !it->profile)
            runs.currentRun = &*it;
        if (!runs.currentProfile && it->profile)
            runs.currentProfile = &*it;
    }
    if (!runs.currentRun)
        runs.currentRun = runs.currentProfile;
    if (!runs.baselineRun)
        runs.baselineRun = runs.baselineProfile;
    return runs;
}

void appendBaselineComparison(ReportBuilder& b, const ReportData& d)
{
    if (!d.review.baseline)
        return;
    const BaselineRef& ref = *d.review.baseline;
    b.heading(2, "Compared with baseline");
    const BaselineRuns runs = selectBaselineRuns(d);
    std::string names;
    for (const std::string& id : {ref.run, ref.profile})
        if (!id.empty() && names.find(id) == std::string::npos)
            names += (names.empty() ? "" : " and ") + id;
    b.paragraph("The baseline is " + (ref.task.empty() ? std::string("a run") : singleLine(ref.task)) + " (results "
        + (names.empty() ? std::string("none") : names) + (ref.pinned.empty() ? "" : ", pinned " + ref.pinned)
        + "), as Warpscope showed it pinned beside the results: the same figures, baseline → now.");
    if (!runs.baselineRun && !runs.baselineProfile) {
        b.paragraph("The baseline's results (" + (names.empty() ? std::string("none named") : names)
            + ") are not in this review or could not be read; pin the baseline again and save the review.");
        return;
    }
    verdicts(b, runs);
    for (const auto& [image, caption] : d.baselineHeatmaps)
        b.image(image, caption);
    if (runs.baselineProfile && runs.currentProfile) {
        hotSpots(b, d, runs);
        memoryAndRoofline(b, runs);
    } else {
        b.paragraph(runs.baselineProfile ? "No profile of this review besides the baseline's: profile the task to "
                                           "compare hot spots, memory and roofline."
                                         : "The baseline has no profile, so hot spots, memory and roofline are not "
                                           "compared.");
    }
}

} // namespace warpscope::core::detail
