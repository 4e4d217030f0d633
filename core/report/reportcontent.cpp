// What a report says, decided once for the three formats (ARCHITECTURE §7, USERS.md §1 and §3).
#include "core/report/reportbaseline.h"
#include "core/report/reportbuilder.h"
#include "core/report/reportformat.h"

#include <algorithm>

namespace warpscope::core {

namespace {

using detail::ReportBuilder;
using Kind = ReportBlock::Kind;
using Rows = ReportBuilder::Rows;
using Builder = ReportBuilder;

std::string paramsText(const std::vector<std::pair<std::string, std::int64_t>>& params)
{
    std::string s;
    for (const auto& [k, v] : params)
        s += (s.empty() ? "" : ", ") + k + " = " + std::to_string(v);
    return s.empty() ? "none" : s;
}

std::string joined(const std::vector<std::string>& items, const std::string& empty = "none")
{
    std::string s;
    for (const auto& i : items)
        s += (s.empty() ? "" : ", ") + i;
    return s.empty() ? empty : s;
}

void summary(Builder& b, const ReportData& d)
{
    const Review& r = d.review;
    const Verdict v = effectiveVerdict(r);
    const int decided = static_cast<int>(r.checklist.size()) - openItemCount(r);
    ReportBlock verdict = makeBlock(Kind::Verdict);
    verdict.verdict = verdictName(v);
    verdict.text
        = plainText(std::to_string(decided) + " of " + std::to_string(r.checklist.size()) + " checklist items decided; "
            + std::to_string(r.evidence.size()) + " pieces of evidence; " + std::to_string(d.runs.size())
            + " result bundles." + (r.verdict == Verdict::Open ? " The verdict is derived from the checklist." : ""));
    b.doc.blocks.push_back(verdict);
    if (!r.summary.empty())
        b.markdown(r.summary, 2);
}

void task(Builder& b, const ReportTask& t)
{
    b.heading(2, "Task");
    Rows rows = {{"Name", singleLine(t.name)}};
    if (!t.summary.empty())
        rows.push_back({"Summary", singleLine(t.summary)});
    rows.push_back({"Folder", t.found ? t.folder : t.folder + " (not readable: " + singleLine(t.problem) + ")"});
    if (t.found) {
        rows.push_back({"Kernel", t.source + ", entry " + t.entry});
        rows.push_back({"Options", joined(t.options)});
        rows.push_back({"Parameters", paramsText(t.params)});
        rows.push_back({"Launch", "grid " + t.grid + ", block " + t.block});
        rows.push_back({"Reference", t.referenceKind});
        rows.push_back({"Tolerances", joined(t.tolerances, "defaults for the dtype")});
        rows.push_back({"Seeds", std::to_string(t.seedCount) + " from " + std::to_string(t.seedBase)});
    }
    b.table({"Field", "Value"}, rows);
}

void environment(Builder& b, const ReportData& d)
{
    b.heading(2, "Environment");
    const auto run = std::find_if(d.runs.rbegin(), d.runs.rend(), [](const ReportRun& r) { return r.environment; });
    if (run == d.runs.rend()) {
        b.paragraph("No result bundle with an environment is attached to this review; run the task and add its "
                    "results to record where it ran.");
        return;
    }
    const ReportEnvironment& e = *run->environment;
    std::vector<std::vector<std::string>> rows {{"Device", e.device},
        {"Backend", run->backend + (run->backendDescription.empty() ? "" : " (" + run->backendDescription + ")")},
        {"CUDA toolkit", e.cudaToolkit}, {"NVRTC", e.nvrtc.empty() ? "not available" : e.nvrtc}, {"Driver", e.driver},
        {"nvdisasm", e.nvdisasm.empty() ? "not available" : e.nvdisasm}, {"Host", e.host}};
    if (!e.target.empty()) // measured on another machine: the evidence says which
        rows.push_back({"Target", e.target});
    rows.push_back({"Warpscope", e.warpscope});
    rows.push_back({"Run", run->id});
    b.table({"Field", "Value"}, rows);
}

void compile(Builder& b, const ReportData& d)
{
    b.heading(2, "Compile");
    const auto run = std::find_if(d.runs.rbegin(), d.runs.rend(), [](const ReportRun& r) { return r.compile; });
    if (run == d.runs.rend()) {
        b.paragraph("No compile results are attached to this review.");
        return;
    }
    const ReportCompile& c = *run->compile;
    b.paragraph("Compiled for sm_" + std::to_string(c.arch) + (c.ok ? ": ok" : ": failed")
        + "; errors: " + std::to_string(c.errors) + ", warnings: " + std::to_string(c.warnings) + ".");
    if (c.resources) {
        const ReportResources& r = *c.resources;
        b.table(
            {"Kernel", "Registers", "Shared (static)", "Local", "Spill stores", "Spill loads", "Constant", "Barriers"},
            {{r.kernel, std::to_string(r.registers), formatBytes(r.sharedStatic), formatBytes(r.local),
                std::to_string(r.spillStores), std::to_string(r.spillLoads), formatBytes(r.constant),
                std::to_string(r.barriers)}});
    }
}

} // namespace

ReportDocument buildReportDocument(const ReportData& d)
{
    Builder b;
    const std::string name = d.task.name.empty() ? d.review.task.name : d.task.name;
    b.doc.title = d.review.title.empty() ? "Review of " + singleLine(name) : singleLine(d.review.title);
    b.heading(1, b.doc.title);
    b.paragraph("Reviewer: " + (d.review.reviewer.empty() ? std::string("not named") : singleLine(d.review.reviewer))
        + ". Generated " + d.generatedAt + " by " + d.generator + ".");
    summary(b, d);
    task(b, d.task);
    environment(b, d);
    compile(b, d);
    detail::appendCorrectness(b, d);
    detail::appendFindingsAndPerformance(b, d);
    detail::appendBaselineComparison(b, d);
    detail::appendReviewSections(b, d);
    return b.doc;
}

} // namespace warpscope::core
