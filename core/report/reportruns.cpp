// The sections drawn from result bundles: correctness, findings, performance.
#include "core/report/reportbuilder.h"
#include "core/report/reportformat.h"
#include "core/report/reportimpl.h"

#include "core/common/numbertext.h"

#include <algorithm>
#include <cmath>

namespace warpscope::core::detail {

namespace {

/// The largest absolute error as the output's dtype reads: an integer for an integer output.
std::string absErrorText(const ReportOutput& o)
{
    const auto t = parseDType(o.dtype);
    return t && !isFloat(*t) && std::isfinite(o.maxAbsError) ? valueText(o.maxAbsError, *t)
                                                             : formatNumber(o.maxAbsError);
}

std::string dims(const std::array<std::uint32_t, 3>& d)
{
    return "(" + std::to_string(d[0]) + ", " + std::to_string(d[1]) + ", " + std::to_string(d[2]) + ")";
}

std::string runHeading(const ReportRun& r)
{
    return "Run " + r.id + (r.label.empty() ? "" : ": " + singleLine(r.label));
}

/// The reason of the first seed whose launch stopped early; empty when every launch completed.
std::string stoppedReason(const ReportRun& r)
{
    for (const ReportSeed& s : r.seeds)
        if (!s.completed)
            return s.stopReason.empty() ? std::string("stopped early") : s.stopReason;
    return r.cutReason;
}

void runSummary(ReportBuilder& b, const ReportRun& r)
{
    const std::string stopped = stoppedReason(r);
    std::string params;
    for (const auto& [k, v] : r.params)
        params += (params.empty() ? "" : ", ") + k + " = " + std::to_string(v);
    b.paragraph(ReportInline {{"Result: ", ReportSpan::Style::Plain, {}},
        {!stopped.empty()  ? "stopped (" + stopped + ")"
                : r.passed ? "passed"
                           : "failed",
            ReportSpan::Style::Bold, {}},
        {". Backend " + r.backend + (r.backendDescription.empty() ? "" : " (" + r.backendDescription + ")") + ", sm_"
                + std::to_string(r.arch) + ", entry " + r.entry + ", reference " + r.referenceKind + ", "
                + std::to_string(r.seedCount) + (r.seedCount == 1 ? " seed from " : " seeds from ")
                + std::to_string(r.seedBase) + (params.empty() ? "" : ", " + params) + ".",
            ReportSpan::Style::Plain, {}}});
}

void runTable(ReportBuilder& b, const ReportRun& r)
{
    ReportBuilder::Rows rows;
    for (const ReportSeed& s : r.seeds)
        for (const ReportOutput& o : s.outputs)
            rows.push_back({std::to_string(s.seed), o.name + " (" + o.dtype + ")",
                !s.completed   ? "stopped (" + (s.stopReason.empty() ? std::string("early") : s.stopReason) + ")"
                    : o.passed ? "pass"
                               : "fail",
                std::to_string(o.mismatches) + " / " + std::to_string(o.elements), absErrorText(o),
                formatNumber(o.maxRelError), std::to_string(o.maxUlp),
                o.worstIndex.empty() ? "-" : formatIndex(o.worstIndex), o.tolerance.empty() ? "-" : o.tolerance});
    if (rows.empty()) {
        b.paragraph("The run compared no outputs.");
        return;
    }
    b.table({"Seed", "Output", "Verdict", "Mismatches", "Max abs", "Max rel", "Max ULP", "Worst index", "Tolerance"},
        rows, 2);
}

void runWarnings(ReportBuilder& b, const ReportRun& r)
{
    std::vector<ReportInline> items;
    for (const std::string& w : r.warnings)
        items.push_back(plainText(singleLine(w)));
    if (!r.cutMessage.empty())
        items.push_back(plainText("A partial result: " + singleLine(r.cutMessage) + "."));
    for (const ReportSeed& s : r.seeds) {
        if (!s.completed)
            items.push_back(plainText("Seed " + std::to_string(s.seed) + ": the launch stopped before it completed"
                + (s.stopMessage.empty() ? std::string(".") : ": " + singleLine(s.stopMessage))
                + " Its outputs are not a verdict."));
        if (s.partial)
            items.push_back(plainText("Seed " + std::to_string(s.seed)
                + ": a partial result: " + std::to_string(s.ctasDone) + " of " + std::to_string(s.ctasTotal)
                + " CTAs finished before the stop; only the output elements written by then were compared."));
        for (const ReportOutput& o : s.outputs)
            for (const std::string& w : o.warnings)
                items.push_back(plainText("Seed " + std::to_string(s.seed) + ", " + o.name + ": " + singleLine(w)));
    }
    if (items.empty())
        return;
    b.paragraph(ReportInline {{"Warnings", ReportSpan::Style::Bold, {}}});
    b.list(std::move(items));
}

/// Where an error map's red tick sits, or why there is none.
std::string tickWords(bool marked, const std::string& what, const std::string& rule)
{
    return marked ? "the red tick on the colour bar marks " + what + " (the rule: " + (rule.empty() ? "-" : rule) + ")"
                  : "the rule has no " + what.substr(0, what.find(' ')) + " part to mark (" + rule + ")";
}

void heatmaps(ReportBuilder& b, const ReportRun& r)
{
    for (const ReportSeed& s : r.seeds)
        for (const ReportOutput& o : s.outputs) {
            const std::string what = "Run " + r.id + ", seed " + std::to_string(s.seed) + ", output " + o.name;
            if (o.heatmap)
                b.image(*o.heatmap,
                    what + ": pass / fail per element against the task's tolerance ("
                        + (o.tolerance.empty() ? "the dtype's default" : o.tolerance)
                        + "), as Warpscope's default heatmap draws it (key under the map; axes in element "
                          "indices; a cell of a large output shows the worst element of its block).");
            const std::string common = "; NaN, Inf and unwritten elements in the overlay colours; exact elements "
                                       "one decade below the smallest error.";
            if (o.errorHeatmap)
                b.image(*o.errorHeatmap,
                    what + ": |out - ref| per element on a log scale, as Warpscope's abs-error mode draws it; "
                        + tickWords(o.closeRule && o.atol > 0, "atol " + formatNumber(o.atol), o.tolerance)
                        + "; an element fails beyond atol + rtol * |ref|, so a cell above the tick may still pass"
                        + common);
            if (o.relErrorHeatmap)
                b.image(*o.relErrorHeatmap,
                    what + ": |out - ref| / |ref| per element on a log scale, as the rel-error mode draws it; "
                        + tickWords(o.closeRule && o.rtol > 0, "rtol " + formatNumber(o.rtol), o.tolerance) + common);
            if (o.ulpHeatmap)
                b.image(*o.ulpHeatmap,
                    what
                        + ": the distance in units in the last place per element on a log scale, as the ULP mode "
                          "draws it; "
                        + tickWords(o.hasUlpRule && o.ulpRule > 0, "max_ulp " + std::to_string(o.ulpRule), o.tolerance)
                        + common);
        }
}

} // namespace

void appendCorrectness(ReportBuilder& b, const ReportData& d)
{
    b.heading(2, "Correctness");
    if (d.runs.empty()) {
        b.paragraph("No result bundle is attached to this review; run the task and add its results.");
        return;
    }
    for (const ReportRun& r : d.runs) {
        b.heading(3, runHeading(r));
        if (!r.problem.empty()) {
            b.paragraph("This result bundle could not be read: " + singleLine(r.problem));
            continue;
        }
        runSummary(b, r);
        runTable(b, r);
        runWarnings(b, r);
        heatmaps(b, r);
        appendImplementations(b, r);
    }
}

void appendFindingsAndPerformance(ReportBuilder& b, const ReportData& d)
{
    b.heading(2, "Findings");
    ReportBuilder::Rows rows;
    for (const ReportRun& r : d.runs)
        for (const ReportFinding& f : r.findings)
            rows.push_back({r.id, f.kind, f.sourceLine ? std::to_string(f.sourceLine) : "-", dims(f.block),
                dims(f.thread), std::to_string(f.count), singleLine(f.message)});
    if (rows.empty())
        b.paragraph(d.runs.empty() ? "No runs, so no findings." : "The runs reported no findings.");
    else
        b.table({"Run", "Kind", "Line", "Block", "Thread", "Count", "Message"}, rows);
    appendFindingExcerpts(b, d);

    b.heading(2, "Performance");
    bool any = false;
    for (const ReportRun& r : d.runs) {
        if (r.compile && r.compile->occupancy) {
            const ReportOccupancy& o = *r.compile->occupancy;
            const double pct = o.maxWarpsPerSm ? 100.0 * o.activeWarpsPerSm / o.maxWarpsPerSm : 0.0;
            b.table({"Run", "Active warps per SM", "Max warps per SM", "Occupancy", "Limited by"},
                {{r.id, std::to_string(o.activeWarpsPerSm), std::to_string(o.maxWarpsPerSm), formatNumber(pct) + " %",
                    o.limiter}});
            any = true;
        }
        if (r.roofline) {
            const ReportRoofline& f = *r.roofline;
            const double intensity = f.bytes > 0 ? f.flops / f.bytes : 0.0;
            const double gflops = f.seconds > 0 ? f.flops / f.seconds / 1e9 : 0.0;
            const double gbs = f.seconds > 0 ? f.bytes / f.seconds / 1e9 : 0.0;
            b.table({"Run", "Bytes", "FLOPs", "FLOP/byte", "GFLOP/s", "GB/s", "Peak GFLOP/s", "Peak GB/s", "Bound"},
                {{r.id, formatBytes(f.bytes), formatNumber(f.flops), formatNumber(intensity), formatNumber(gflops),
                    formatNumber(gbs), f.peakGflops > 0 ? formatNumber(f.peakGflops) : "-",
                    f.peakGBs > 0 ? formatNumber(f.peakGBs) : "-", f.bound.empty() ? "-" : f.bound}});
            if (!f.modelGpu.empty())
                b.paragraph("Run " + r.id + ": the emulator's roofline model for " + f.modelGpu
                    + " (its time is the model's lower bound, not a measurement; DRAM bytes count each touched "
                      "32-byte sector once).");
            any = true;
        }
    }
    for (const ReportRun& r : d.runs)
        any = any || (r.problem.empty() && r.profile);
    if (!any)
        b.paragraph("No occupancy, roofline or profile figures are attached to this review.");
    appendProfiles(b, d);
}

} // namespace warpscope::core::detail
