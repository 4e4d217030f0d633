// The Markdown report: user text escaped, the reviewer's own Markdown re-emitted from its parsed
// blocks (so raw HTML in notes never reaches a renderer), images in a folder beside the file.
#include "core/report/escape.h"
#include "core/report/report.h"
#include "core/report/reportdocument.h"

#include <set>

namespace warpscope::core {

namespace {

std::string codeSpan(const std::string& text)
{
    // A span holding backticks needs a longer fence and padding (CommonMark 6.1).
    const bool ticks = text.find('`') != std::string::npos;
    return ticks ? "`` " + text + " ``" : "`" + text + "`";
}

std::string inlineText(const ReportInline& spans)
{
    std::string out;
    for (const ReportSpan& s : spans) {
        switch (s.style) {
        case ReportSpan::Style::Plain:
            out += escapeMarkdown(s.text);
            break;
        case ReportSpan::Style::Bold:
            out += "**" + escapeMarkdown(s.text) + "**";
            break;
        case ReportSpan::Style::Italic:
            out += "*" + escapeMarkdown(s.text) + "*";
            break;
        case ReportSpan::Style::Code:
            out += codeSpan(s.text);
            break;
        case ReportSpan::Style::Link: {
            std::string url;
            for (char c : s.url)
                url += c == ' ' ? "%20" : c == '(' ? "%28" : c == ')' ? "%29" : std::string(1, c);
            out += "[" + escapeMarkdown(s.text) + "](" + url + ")";
            break;
        }
        }
    }
    return out;
}

std::string table(const ReportBlock& b)
{
    std::string out = "|";
    for (const std::string& h : b.header)
        out += " " + escapeMarkdownCell(h) + " |";
    out += "\n|";
    for (std::size_t i = 0; i < b.header.size(); ++i)
        out += " --- |";
    out += "\n";
    for (const auto& row : b.rows) {
        out += "|";
        for (const std::string& cell : row)
            out += " " + escapeMarkdownCell(cell) + " |";
        out += "\n";
    }
    return out;
}

std::string fence(const std::string& code)
{
    std::string marks = "```";
    while (code.find(marks) != std::string::npos)
        marks += '`';
    return marks + "\n" + code + (code.empty() || code.back() == '\n' ? "" : "\n") + marks + "\n";
}

} // namespace

RenderedReport renderMarkdownReport(const ReportData& data, const std::string& assetFolder)
{
    const ReportDocument doc = buildReportDocument(data);
    RenderedReport out;
    std::set<std::string> written;
    std::string& md = out.bytes;
    for (const ReportBlock& b : doc.blocks) {
        switch (b.kind) {
        case ReportBlock::Kind::Heading:
            md += std::string(std::size_t(b.level), '#') + " " + inlineText(b.text) + "\n\n";
            break;
        case ReportBlock::Kind::Paragraph:
            md += inlineText(b.text) + "\n\n";
            break;
        case ReportBlock::Kind::Verdict:
            md += "**Verdict: " + escapeMarkdown(b.verdict) + "**. " + inlineText(b.text) + "\n\n";
            break;
        case ReportBlock::Kind::List: {
            int n = 1;
            for (const ReportInline& item : b.items)
                md += (b.ordered ? std::to_string(n++) + ". " : std::string("- ")) + inlineText(item) + "\n";
            md += "\n";
            break;
        }
        case ReportBlock::Kind::Table:
            md += table(b) + "\n";
            break;
        case ReportBlock::Kind::Code:
            md += fence(b.code) + "\n";
            break;
        case ReportBlock::Kind::Image: {
            auto bytes = reportImageBytes(b.image);
            if (!bytes) {
                md += "*" + escapeMarkdown("Image missing: " + b.image.name) + "*\n\n";
                break;
            }
            const std::string path = assetFolder + "/" + b.image.name;
            if (written.insert(path).second)
                out.assets.emplace_back(path, std::move(*bytes));
            md += "![" + escapeMarkdownCell(b.caption) + "](" + path + ")\n\n*" + escapeMarkdown(b.caption) + "*\n\n";
            break;
        }
        }
    }
    return out;
}

} // namespace warpscope::core
