// The sections written by the reviewer: checklist, notes, bookmarks, evidence.
#include "core/report/reportbuilder.h"
#include "core/report/reportformat.h"

namespace warpscope::core::detail {

namespace {

// "Figure 2" for evidence e2 by its position in the review, so numbers follow the report's order.
std::string figureName(const Review& r, const std::string& id)
{
    for (std::size_t i = 0; i < r.evidence.size(); ++i)
        if (r.evidence[i].id == id)
            return "Figure " + std::to_string(i + 1);
    return id + " (missing)";
}

std::string contextLine(const CaptureContext& c)
{
    std::string s = c.pane.empty() ? "Capture" : "Pane: " + singleLine(c.pane);
    if (!c.step.empty())
        s += "; step: " + c.step;
    if (!c.sourceFile.empty() || c.sourceLine > 0)
        s += "; source: " + c.sourceFile + (c.sourceLine > 0 ? ":" + std::to_string(c.sourceLine) : "");
    if (!c.selection.empty())
        s += "; selection: " + singleLine(c.selection.substr(0, 120));
    if (!c.runId.empty())
        s += "; run: " + c.runId;
    if (!c.timestamp.empty())
        s += "; taken " + c.timestamp;
    return s + ".";
}

void checklist(ReportBuilder& b, const ReportData& d)
{
    const Review& r = d.review;
    b.heading(2, "Checklist");
    ReportBuilder::Rows rows;
    for (std::size_t i = 0; i < r.checklist.size(); ++i) {
        const ChecklistItem& item = r.checklist[i];
        std::string cites;
        for (const std::string& e : item.evidence)
            cites += (cites.empty() ? "" : ", ") + figureName(r, e);
        rows.push_back({std::to_string(i + 1), singleLine(shortQuestion(item.question)), verdictName(item.verdict),
            cites.empty() ? "-" : cites});
    }
    b.table({"#", "Question", "Verdict", "Evidence"}, rows, 2);
    for (std::size_t i = 0; i < r.checklist.size(); ++i) {
        const ChecklistItem& item = r.checklist[i];
        b.paragraph(
            ReportInline {{std::to_string(i + 1) + ". " + singleLine(item.question), ReportSpan::Style::Bold, {}}});
        if (item.note.empty())
            b.paragraph(ReportInline {{"No note.", ReportSpan::Style::Italic, {}}});
        else
            b.markdown(item.note, 3);
    }
}

void evidence(ReportBuilder& b, const ReportData& d)
{
    const Review& r = d.review;
    b.heading(2, "Evidence");
    if (d.evidence.empty()) {
        b.paragraph("No evidence was captured.");
        return;
    }
    for (const ReportEvidence& e : d.evidence) {
        const std::string name = figureName(r, e.item.id);
        b.heading(3, name + " (" + e.item.id + ")" + (e.item.caption.empty() ? "" : ": " + singleLine(e.item.caption)));
        std::string citedBy;
        for (std::size_t i = 0; i < r.checklist.size(); ++i)
            for (const std::string& id : r.checklist[i].evidence)
                if (id == e.item.id)
                    citedBy += (citedBy.empty() ? "" : ", ") + std::to_string(i + 1);
        const std::string caption
            = contextLine(e.item.context) + (citedBy.empty() ? "" : " Cited by checklist item " + citedBy + ".");
        if (e.image)
            b.image(*e.image, caption);
        else
            b.paragraph("The image file is missing from the review folder. " + caption);
    }
}

} // namespace

void appendReviewSections(ReportBuilder& b, const ReportData& d)
{
    const Review& r = d.review;
    checklist(b, d);
    b.heading(2, "Notes");
    if (r.notes.empty())
        b.paragraph("No notes.");
    else
        b.markdown(r.notes, 2);
    if (!r.bookmarks.empty()) {
        b.heading(2, "Bookmarks");
        ReportBuilder::Rows rows;
        for (const Bookmark& m : r.bookmarks)
            rows.push_back({m.file, std::to_string(m.line), singleLine(m.note)});
        b.table({"File", "Line", "Note"}, rows);
    }
    evidence(b, d);
}

} // namespace warpscope::core::detail
