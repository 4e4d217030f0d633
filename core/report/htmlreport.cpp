// The HTML report: one self-contained file (styles inline, images as data: URIs), every piece of
// user text HTML-escaped.
#include "core/report/escape.h"
#include "core/report/report.h"
#include "core/report/reportdocument.h"

namespace warpscope::core {

namespace {

constexpr const char* kStyle = R"css(
body { font-family: "DejaVu Sans", "Segoe UI", Arial, sans-serif; max-width: 60em; margin: 2em auto; padding: 0 1em;
       color: #1d1d1f; line-height: 1.45; }
h1 { border-bottom: 2px solid #444; padding-bottom: .2em; }
h2 { border-bottom: 1px solid #bbb; padding-bottom: .15em; margin-top: 1.6em; }
table { border-collapse: collapse; margin: .6em 0 1em; font-size: .92em; }
th, td { border: 1px solid #c8c8c8; padding: .25em .5em; text-align: left; vertical-align: top; }
th { background: #eef0f3; }
code, pre { font-family: "DejaVu Sans Mono", monospace; background: #f4f4f6; }
pre { padding: .6em; overflow-x: auto; }
figure { margin: 1em 0; }
figure img { max-width: 100%; border: 1px solid #ccc; }
figcaption { font-style: italic; color: #444; }
.verdict { font-size: 1.1em; padding: .5em .8em; border-radius: 4px; display: inline-block; margin: .3em 0 .8em; }
.v-pass { background: #dff3e3; color: #17612a; } .v-fail { background: #fbe0e0; color: #9b1c1c; }
.v-open { background: #fff4d6; color: #7a5600; } .v-na { background: #eceff1; color: #455a64; }
td.v-pass, td.v-fail, td.v-open, td.v-na { font-weight: bold; }
)css";

std::string verdictClass(const std::string& v)
{
    if (v == "pass")
        return "v-pass";
    if (v == "fail")
        return "v-fail";
    if (v == "n/a")
        return "v-na";
    return "v-open";
}

std::string inlineHtml(const ReportInline& spans)
{
    std::string out;
    for (const ReportSpan& s : spans) {
        const std::string t = escapeHtml(s.text);
        switch (s.style) {
        case ReportSpan::Style::Plain:
            out += t;
            break;
        case ReportSpan::Style::Bold:
            out += "<strong>" + t + "</strong>";
            break;
        case ReportSpan::Style::Italic:
            out += "<em>" + t + "</em>";
            break;
        case ReportSpan::Style::Code:
            out += "<code>" + t + "</code>";
            break;
        case ReportSpan::Style::Link:
            out += "<a href=\"" + escapeHtml(s.url) + "\">" + t + "</a>";
            break;
        }
    }
    return out;
}

std::string tableHtml(const ReportBlock& b)
{
    std::string out = "<table>\n<tr>";
    for (const std::string& h : b.header)
        out += "<th>" + escapeHtml(h) + "</th>";
    out += "</tr>\n";
    for (const auto& row : b.rows) {
        out += "<tr>";
        for (std::size_t i = 0; i < row.size(); ++i)
            out += (int(i) == b.verdictColumn ? "<td class=\"" + verdictClass(row[i]) + "\">" : std::string("<td>"))
                + escapeHtml(row[i]) + "</td>";
        out += "</tr>\n";
    }
    return out + "</table>\n";
}

std::string blockHtml(const ReportBlock& b)
{
    switch (b.kind) {
    case ReportBlock::Kind::Heading: {
        const std::string tag = "h" + std::to_string(b.level);
        return "<" + tag + ">" + inlineHtml(b.text) + "</" + tag + ">\n";
    }
    case ReportBlock::Kind::Paragraph:
        return "<p>" + inlineHtml(b.text) + "</p>\n";
    case ReportBlock::Kind::Verdict:
        return "<p class=\"verdict " + verdictClass(b.verdict) + "\"><strong>Verdict: " + escapeHtml(b.verdict)
            + "</strong></p>\n<p>" + inlineHtml(b.text) + "</p>\n";
    case ReportBlock::Kind::List: {
        const std::string tag = b.ordered ? "ol" : "ul";
        std::string out = "<" + tag + ">\n";
        for (const ReportInline& item : b.items)
            out += "<li>" + inlineHtml(item) + "</li>\n";
        return out + "</" + tag + ">\n";
    }
    case ReportBlock::Kind::Table:
        return tableHtml(b);
    case ReportBlock::Kind::Code:
        return "<pre><code>" + escapeHtml(b.code) + "</code></pre>\n";
    case ReportBlock::Kind::Image: {
        auto bytes = reportImageBytes(b.image);
        if (!bytes)
            return "<p><em>" + escapeHtml("Image missing: " + b.image.name) + "</em></p>\n";
        return "<figure><img alt=\"" + escapeHtml(b.caption) + "\" src=\"data:image/png;base64," + base64Encode(*bytes)
            + "\"><figcaption>" + escapeHtml(b.caption) + "</figcaption></figure>\n";
    }
    }
    return {};
}

} // namespace

std::string renderHtmlBlocks(const std::vector<ReportBlock>& blocks)
{
    std::string html;
    for (const ReportBlock& b : blocks)
        html += blockHtml(b);
    return html;
}

std::string renderHtmlReport(const ReportData& data)
{
    const ReportDocument doc = buildReportDocument(data);
    std::string html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>"
        + escapeHtml(doc.title) + "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
    for (const ReportBlock& b : doc.blocks)
        html += blockHtml(b);
    return html + "</body>\n</html>\n";
}

} // namespace warpscope::core
