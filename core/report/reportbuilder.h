#pragma once

// Internal to core/report: the helper the report's sections use to append blocks.
#include "core/report/reportdocument.h"

#include <string>
#include <utility>
#include <vector>

namespace warpscope::core::detail {

/// Appends blocks to a report document.
struct ReportBuilder {
    using Rows = std::vector<std::vector<std::string>>;
    ReportDocument doc;

    void heading(int level, const std::string& text)
    {
        doc.blocks.push_back(makeBlock(ReportBlock::Kind::Heading, level, plainText(text)));
    }
    void paragraph(ReportInline text)
    {
        doc.blocks.push_back(makeBlock(ReportBlock::Kind::Paragraph, 1, std::move(text)));
    }
    void paragraph(const std::string& text) { paragraph(plainText(text)); }
    void table(std::vector<std::string> header, Rows rows, int verdictColumn = -1)
    {
        ReportBlock b = makeBlock(ReportBlock::Kind::Table);
        b.header = std::move(header);
        b.rows = std::move(rows);
        b.verdictColumn = verdictColumn;
        doc.blocks.push_back(std::move(b));
    }
    void list(std::vector<ReportInline> items)
    {
        ReportBlock b = makeBlock(ReportBlock::Kind::List);
        b.items = std::move(items);
        doc.blocks.push_back(std::move(b));
    }
    void image(const ReportImage& image, const std::string& caption)
    {
        ReportBlock b = makeBlock(ReportBlock::Kind::Image);
        b.image = image;
        b.caption = caption;
        doc.blocks.push_back(std::move(b));
    }
    void markdown(const std::string& text, int headingShift)
    {
        for (ReportBlock& b : parseMarkdownBlocks(text, headingShift))
            doc.blocks.push_back(std::move(b));
    }
};

/// Correctness per run, output and seed, with warnings and heatmaps.
void appendCorrectness(ReportBuilder& b, const ReportData& d);
/// Findings, occupancy and roofline.
void appendFindingsAndPerformance(ReportBuilder& b, const ReportData& d);
/// The source, PTX and SASS lines each finding points at (reportexcerpts.cpp).
void appendFindingExcerpts(ReportBuilder& b, const ReportData& d);
/// Each profiled run's hot spots and per-line metrics (reportexcerpts.cpp).
void appendProfiles(ReportBuilder& b, const ReportData& d);
/// The checklist with notes, the reviewer's notes, bookmarks and the evidence with captions.
void appendReviewSections(ReportBuilder& b, const ReportData& d);

} // namespace warpscope::core::detail
