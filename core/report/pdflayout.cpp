#include "core/report/pdflayout.h"

#include <algorithm>
#include <cmath>

namespace warpscope::core::detail {

namespace {

constexpr double kWidth = kTextWidth;
constexpr double kLeading = 1.38;
constexpr double kCellPad = 4;

constexpr PdfColor kText {0.11, 0.11, 0.12};
constexpr PdfColor kGrey {0.45, 0.45, 0.47};
constexpr PdfColor kRule {0.75, 0.75, 0.78};
constexpr PdfColor kCodeFill {0.955, 0.955, 0.965};
constexpr PdfColor kLink {0.1, 0.3, 0.7};

PdfColor verdictFill(const std::string& v)
{
    if (v == "pass")
        return {0.87, 0.95, 0.89};
    if (v == "fail")
        return {0.98, 0.88, 0.88};
    if (v == "n/a")
        return {0.93, 0.94, 0.95};
    return {1.0, 0.96, 0.84};
}

std::vector<std::string> splitWords(const std::string& text, std::vector<bool>* spaceAfter)
{
    std::vector<std::string> out;
    std::string word;
    for (char c : text) {
        if (c == ' ' || c == '\n' || c == '\t') {
            if (!word.empty() || out.empty()) {
                out.push_back(word);
                spaceAfter->push_back(true);
            } else {
                spaceAfter->back() = true;
            }
            word.clear();
        } else {
            word += c;
        }
    }
    if (!word.empty()) {
        out.push_back(word);
        spaceAfter->push_back(false);
    }
    return out;
}

} // namespace

PdfColor verdictColor(const std::string& v)
{
    if (v == "pass")
        return {0.09, 0.38, 0.16};
    if (v == "fail")
        return {0.61, 0.11, 0.11};
    if (v == "n/a")
        return {0.27, 0.35, 0.39};
    return {0.48, 0.34, 0.0};
}

PdfLayout::PdfLayout(PdfWriter& writer, PdfFaces faces)
    : m_writer(writer)
    , m_faces(faces)
{
    newPage();
}

const TrueTypeFont& PdfLayout::face(int font) const
{
    if (font == m_faces.bold)
        return *m_faces.boldFont;
    if (font == m_faces.italic)
        return *m_faces.italicFont;
    if (font == m_faces.mono)
        return *m_faces.monoFont;
    return *m_faces.regularFont;
}

void PdfLayout::newPage()
{
    m_writer.beginPage(kPageWidth, kPageHeight);
    m_y = kTop;
}

void PdfLayout::ensure(double height)
{
    if (m_y - height < kBottom && m_y < kTop)
        newPage();
}

std::vector<PdfLayout::Word> PdfLayout::words(const ReportInline& text, double size) const
{
    std::vector<Word> out;
    for (const ReportSpan& span : text) {
        int font = m_faces.regular;
        PdfColor color = kText;
        if (span.style == ReportSpan::Style::Bold)
            font = m_faces.bold;
        else if (span.style == ReportSpan::Style::Italic)
            font = m_faces.italic;
        else if (span.style == ReportSpan::Style::Code)
            font = m_faces.mono;
        else if (span.style == ReportSpan::Style::Link)
            color = kLink;
        std::vector<bool> spaces;
        const std::vector<std::string> parts = splitWords(
            span.style == ReportSpan::Style::Link ? span.text + " <" + span.url + ">" : span.text, &spaces);
        for (std::size_t i = 0; i < parts.size(); ++i) {
            if (parts[i].empty() && !out.empty()) {
                out.back().space = true;
                continue;
            }
            out.push_back({parts[i], font, face(font).textWidth(parts[i], size), spaces[i], color});
        }
    }
    return out;
}

std::vector<PdfLayout::Line> PdfLayout::wrap(const std::vector<Word>& words, double width, double size) const
{
    std::vector<Line> lines(1);
    double x = 0;
    for (Word w : words) {
        const double space = face(m_faces.regular).textWidth(" ", size);
        // A word wider than the line (a path, a long number) is cut where it overflows.
        while (w.width > width) {
            std::u32string chars = utf8ToUtf32(w.text);
            std::string head;
            double headWidth = 0;
            std::size_t i = 0;
            for (; i < chars.size(); ++i) {
                const double cw = face(w.font).advance(face(w.font).glyphFor(chars[i])) * size / 1000.0;
                if (x + headWidth + cw > width && i > 0)
                    break;
                headWidth += cw;
                head += utf32ToUtf8(std::u32string(1, chars[i]));
            }
            if (head.empty() || (x > 0 && i < 4)) {
                lines.emplace_back();
                x = 0;
                continue;
            }
            lines.back().push_back({head, w.font, headWidth, false, w.color});
            lines.emplace_back();
            x = 0;
            w.text = w.text.substr(head.size());
            w.width = face(w.font).textWidth(w.text, size);
        }
        if (x > 0 && x + w.width > width) {
            lines.emplace_back();
            x = 0;
        }
        lines.back().push_back(w);
        x += w.width + (w.space ? space : 0);
    }
    return lines;
}

void PdfLayout::drawLine(const Line& line, double x, double baseline, double size)
{
    for (const Word& w : line) {
        if (!w.text.empty())
            m_writer.drawText(w.font, size, x, baseline, w.text, w.color);
        // Spaces are the text font's, even after a code word: the mono space is twice as wide.
        x += w.width + (w.space ? face(m_faces.regular).textWidth(" ", size) : 0);
    }
}

void PdfLayout::heading(int level, const ReportInline& text, double keepWith)
{
    static constexpr double sizes[] = {20, 15, 12.5, 11};
    const double size = sizes[std::clamp(level, 1, 4) - 1];
    std::vector<Word> ws = words(text, size);
    for (Word& w : ws) {
        w.font = m_faces.bold;
        w.width = face(w.font).textWidth(w.text, size);
    }
    const auto lines = wrap(ws, kWidth, size);
    const double before = level == 1 ? 0 : level == 2 ? 14 : 9;
    // keep a heading with what follows: a figure heading alone at a page's foot read as a lost title
    ensure(before + lines.size() * size * kLeading + std::max(60.0, keepWith));
    if (m_y < kTop)
        m_y -= before;
    for (const Line& l : lines) {
        m_y -= size * kLeading;
        drawLine(l, kLeft, m_y + size * 0.3, size);
    }
    if (level <= 2) {
        m_writer.drawLine(kLeft, m_y - 2, kLeft + kWidth, m_y - 2, level == 1 ? 1.2 : 0.6, level == 1 ? kGrey : kRule);
        m_y -= 6;
    }
    m_y -= 4;
}

void PdfLayout::paragraph(const ReportInline& text, double size, double indent, const std::string& marker)
{
    const auto lines = wrap(words(text, size), kWidth - indent, size);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        ensure(size * kLeading);
        m_y -= size * kLeading;
        if (i == 0 && !marker.empty())
            m_writer.drawText(m_faces.regular, size, kLeft + indent - 12, m_y + size * 0.3, marker, kText);
        drawLine(lines[i], kLeft + indent, m_y + size * 0.3, size);
    }
    m_y -= size * 0.6;
}

void PdfLayout::verdict(const std::string& word, const ReportInline& text)
{
    const std::string label = "Verdict: " + word;
    const double size = 14;
    ensure(40);
    const double w = face(m_faces.bold).textWidth(label, size) + 20;
    m_writer.fillRect(kLeft, m_y - 26, w, 24, verdictFill(word));
    m_writer.drawText(m_faces.bold, size, kLeft + 10, m_y - 19, label, verdictColor(word));
    m_y -= 34;
    paragraph(text);
}

void PdfLayout::code(const std::string& text)
{
    const double size = 8;
    const double charWidth = face(m_faces.mono).textWidth("M", size);
    const std::size_t perLine = std::max<std::size_t>(20, std::size_t((kWidth - 2 * kCellPad) / charWidth));
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        std::string line = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        do {
            lines.push_back(line.substr(0, perLine));
            line = line.size() > perLine ? line.substr(perLine) : std::string();
        } while (!line.empty());
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    for (const std::string& line : lines) {
        ensure(size * kLeading);
        m_writer.fillRect(kLeft, m_y - size * kLeading, kWidth, size * kLeading, kCodeFill);
        m_y -= size * kLeading;
        m_writer.drawText(m_faces.mono, size, kLeft + kCellPad, m_y + size * 0.35, line, kText);
    }
    m_y -= 6;
}

double PdfLayout::imageHeight(int width, int height)
{
    const double w = width * 0.75, h = height * 0.75;
    const double maxHeight = (kTop - kBottom) * 0.62;
    return h * std::min({1.0, kWidth / w, maxHeight / h}) + 30;
}

void PdfLayout::image(int handle, int width, int height, const std::string& caption)
{
    // 0.75 pt per pixel is a 96 dpi screen's size; larger captures shrink to the text width.
    double w = width * 0.75, h = height * 0.75;
    const double maxHeight = (kTop - kBottom) * 0.62;
    const double fit = std::min({1.0, kWidth / w, maxHeight / h});
    w *= fit;
    h *= fit;
    ensure(h + 30);
    m_y -= h + 4;
    m_writer.drawImage(handle, kLeft, m_y, w, h);
    m_writer.strokeRect(kLeft, m_y, w, h, 0.5, kRule);
    m_y -= 4;
    if (!caption.empty())
        paragraph(ReportInline {{caption, ReportSpan::Style::Italic, {}}}, 8.5);
}

void PdfLayout::pageNumbers(const std::string& title)
{
    const int pages = m_writer.pageCount();
    for (int i = 0; i < pages; ++i) {
        m_writer.selectPage(i);
        const std::string text = title + "  ·  page " + std::to_string(i + 1) + " of " + std::to_string(pages);
        m_writer.drawLine(kLeft, kMargin - 2, kLeft + kWidth, kMargin - 2, 0.4, kRule);
        m_writer.drawText(m_faces.regular, 7.5, kLeft, kMargin - 12, text, kGrey);
    }
}

} // namespace warpscope::core::detail
