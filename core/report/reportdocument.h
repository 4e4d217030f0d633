#pragma once

#include "core/report/reportdata.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// A run of inline text with one style. Text is plain (unescaped); each output format escapes it.
struct ReportSpan {
    enum class Style { Plain, Bold, Italic, Code, Link };
    std::string text;
    Style style = Style::Plain;
    std::string url; ///< Link only; http(s) and mailto only, anything else is shown as text
};

/// A line of inline runs.
using ReportInline = std::vector<ReportSpan>;

/// One block of a report. The content is decided once (reportcontent.cpp); the Markdown, HTML and
/// PDF writers only format these blocks, so the three files say the same thing.
struct ReportBlock {
    enum class Kind { Heading, Paragraph, List, Table, Image, Code, Verdict };
    Kind kind = Kind::Paragraph;
    int level = 1; ///< Heading: 1 (title) to 4
    ReportInline text; ///< Heading, Paragraph, Verdict (the verdict word is in verdict)
    std::vector<ReportInline> items; ///< List
    bool ordered = false; ///< List
    std::vector<std::string> header; ///< Table
    std::vector<std::vector<std::string>> rows; ///< Table; plain text cells
    int verdictColumn = -1; ///< Table: the column holding pass/fail words, coloured by HTML and PDF
    ReportImage image; ///< Image
    std::string caption; ///< Image
    std::string code; ///< Code: verbatim text
    std::string verdict; ///< Verdict: "pass", "fail", "open", "n/a"
};

/// A block of the given kind; level and text for headings, paragraphs and verdicts.
ReportBlock makeBlock(ReportBlock::Kind kind, int level = 1, ReportInline text = {});

/// A whole report: a title and its blocks in order.
struct ReportDocument {
    std::string title;
    std::vector<ReportBlock> blocks;
};

/// Builds the report's blocks from the data: summary verdict, task, environment, compile resources,
/// correctness per run, output and seed (with heatmaps), findings, performance, checklist, notes,
/// bookmarks and evidence.
ReportDocument buildReportDocument(const ReportData& data);

/// Parses Markdown (CommonMark through md4c, with GitHub tables) into blocks: the reviewer's notes and
/// a task's lesson read the same way. Raw HTML is kept as text, never passed through; links only for
/// http(s) and mailto; nested lists are flattened and pictures shown as their text and address.
/// Headings are shifted down by headingShift levels so notes nest under the report's own headings.
std::vector<ReportBlock> parseMarkdownBlocks(const std::string& markdown, int headingShift);

/// The blocks as HTML, each escaped as the HTML report writes it (no document around them).
std::string renderHtmlBlocks(const std::vector<ReportBlock>& blocks);

/// Parses one line of Markdown inline markup into spans.
ReportInline parseMarkdownInline(const std::string& text);

/// A single plain span.
ReportInline plainText(const std::string& text);

} // namespace warpscope::core
