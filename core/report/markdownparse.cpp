// The reviewer's notes are Markdown. Reports render a safe subset of it; everything else, raw HTML
// included, stays literal text that each writer escapes.
#include "core/report/reportdocument.h"

#include <algorithm>
#include <cctype>

namespace warpscope::core {

namespace {

bool allowedUrl(const std::string& url)
{
    return url.rfind("https://", 0) == 0 || url.rfind("http://", 0) == 0 || url.rfind("mailto:", 0) == 0;
}

void append(ReportInline& out, ReportSpan::Style style, const std::string& text, const std::string& url = {})
{
    if (text.empty())
        return;
    if (!out.empty() && out.back().style == style && style != ReportSpan::Style::Link) {
        out.back().text += text;
        return;
    }
    out.push_back({text, style, url});
}

// Tries to read "[text](url)" at i; on success appends the span and moves i past it.
bool readLink(const std::string& s, std::size_t& i, ReportInline& out)
{
    const std::size_t close = s.find("](", i + 1);
    if (close == std::string::npos)
        return false;
    const std::size_t end = s.find(')', close + 2);
    if (end == std::string::npos || s.find('\n', i) < end)
        return false;
    const std::string label = s.substr(i + 1, close - i - 1);
    const std::string url = s.substr(close + 2, end - close - 2);
    if (allowedUrl(url))
        append(out, ReportSpan::Style::Link, label, url);
    else
        append(out, ReportSpan::Style::Plain, label + " (" + url + ")");
    i = end + 1;
    return true;
}

struct Line {
    enum class Kind { Blank, Heading, Bullet, Number, Fence, Text } kind = Kind::Text;
    int level = 0;
    std::string text;
};

Line classify(const std::string& raw)
{
    std::size_t p = raw.find_first_not_of(" \t");
    if (p == std::string::npos)
        return {Line::Kind::Blank, 0, {}};
    const std::string s = raw.substr(p);
    if (s.rfind("```", 0) == 0)
        return {Line::Kind::Fence, 0, {}};
    std::size_t hashes = 0;
    while (hashes < s.size() && s[hashes] == '#')
        ++hashes;
    if (hashes >= 1 && hashes <= 6 && hashes < s.size() && s[hashes] == ' ')
        return {Line::Kind::Heading, int(hashes), s.substr(hashes + 1)};
    if (s.size() > 2 && (s[0] == '-' || s[0] == '*' || s[0] == '+') && s[1] == ' ')
        return {Line::Kind::Bullet, 0, s.substr(2)};
    std::size_t digits = 0;
    while (digits < s.size() && std::isdigit(static_cast<unsigned char>(s[digits])))
        ++digits;
    if (digits > 0 && digits + 1 < s.size() && (s[digits] == '.' || s[digits] == ')') && s[digits + 1] == ' ')
        return {Line::Kind::Number, 0, s.substr(digits + 2)};
    return {Line::Kind::Text, 0, s};
}

} // namespace

ReportInline plainText(const std::string& text)
{
    return {ReportSpan {text, ReportSpan::Style::Plain, {}}};
}

ReportBlock makeBlock(ReportBlock::Kind kind, int level, ReportInline text)
{
    ReportBlock b;
    b.kind = kind;
    b.level = level;
    b.text = std::move(text);
    return b;
}

ReportInline parseMarkdownInline(const std::string& s)
{
    ReportInline out;
    bool bold = false, italic = false;
    std::string current;
    auto style = [&] {
        return bold ? ReportSpan::Style::Bold : italic ? ReportSpan::Style::Italic : ReportSpan::Style::Plain;
    };
    auto flush = [&] {
        append(out, style(), current);
        current.clear();
    };
    for (std::size_t i = 0; i < s.size();) {
        const char c = s[i];
        if (c == '\\' && i + 1 < s.size() && std::ispunct(static_cast<unsigned char>(s[i + 1]))) {
            current += s[i + 1];
            i += 2;
        } else if (c == '`' && s.find('`', i + 1) != std::string::npos) {
            const std::size_t end = s.find('`', i + 1);
            flush();
            append(out, ReportSpan::Style::Code, s.substr(i + 1, end - i - 1));
            i = end + 1;
        } else if (s.compare(i, 2, "**") == 0 && (bold || s.find("**", i + 2) != std::string::npos)) {
            flush();
            bold = !bold;
            i += 2;
        } else if (c == '*' && (italic || s.find('*', i + 1) != std::string::npos)) {
            flush();
            italic = !italic;
            i += 1;
        } else if (c == '[') {
            flush();
            if (!readLink(s, i, out)) {
                current += c;
                ++i;
            }
        } else {
            current += c;
            ++i;
        }
    }
    flush();
    return out;
}

std::vector<ReportBlock> parseMarkdownBlocks(const std::string& markdown, int headingShift)
{
    std::vector<ReportBlock> blocks;
    std::vector<std::string> lines;
    for (std::size_t start = 0; start <= markdown.size();) {
        const std::size_t end = std::min(markdown.find('\n', start), markdown.size());
        std::string line = markdown.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        lines.push_back(line);
        start = end + 1;
    }
    std::string paragraph;
    auto endParagraph = [&] {
        if (!paragraph.empty())
            blocks.push_back(makeBlock(ReportBlock::Kind::Paragraph, 1, parseMarkdownInline(paragraph)));
        paragraph.clear();
    };
    bool inList = false;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const Line line = classify(lines[i]);
        if (line.kind == Line::Kind::Fence) {
            endParagraph();
            inList = false;
            ReportBlock code = makeBlock(ReportBlock::Kind::Code);
            for (++i; i < lines.size() && classify(lines[i]).kind != Line::Kind::Fence; ++i)
                code.code += lines[i] + "\n";
            blocks.push_back(code);
        } else if (line.kind == Line::Kind::Heading) {
            endParagraph();
            inList = false;
            blocks.push_back(makeBlock(
                ReportBlock::Kind::Heading, std::min(4, line.level + headingShift), parseMarkdownInline(line.text)));
        } else if (line.kind == Line::Kind::Bullet || line.kind == Line::Kind::Number) {
            endParagraph();
            const bool ordered = line.kind == Line::Kind::Number;
            if (!inList || blocks.back().ordered != ordered) {
                blocks.push_back(makeBlock(ReportBlock::Kind::List));
                blocks.back().ordered = ordered;
            }
            blocks.back().items.push_back(parseMarkdownInline(line.text));
            inList = true;
        } else if (line.kind == Line::Kind::Blank) {
            endParagraph();
            inList = false;
        } else if (inList) {
            // A continuation line of the last item.
            ReportInline more = parseMarkdownInline(" " + line.text);
            auto& item = blocks.back().items.back();
            item.insert(item.end(), more.begin(), more.end());
        } else {
            paragraph += (paragraph.empty() ? "" : " ") + line.text;
        }
    }
    endParagraph();
    return blocks;
}

} // namespace warpscope::core
