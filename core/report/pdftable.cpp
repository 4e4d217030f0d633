// PdfLayout's tables: columns sized to their text, cells wrapped, rows kept whole across pages with
// the header repeated.
#include "core/report/pdflayout.h"

#include <algorithm>
#include <numeric>

namespace warpscope::core::detail {

namespace {
constexpr double kWidth = kTextWidth;
constexpr double kPad = 4;
constexpr double kLeading = 1.3;
constexpr double kSize = 8.5;

constexpr PdfColor kBorder {0.78, 0.78, 0.8};
constexpr PdfColor kHeaderFill {0.93, 0.94, 0.95};
} // namespace

std::vector<double> PdfLayout::columnWidths(
    const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows, double size) const
{
    const std::size_t n = header.size();
    std::vector<double> natural(n, 0);
    for (std::size_t c = 0; c < n; ++c) {
        natural[c] = face(m_faces.bold).textWidth(header[c], size);
        for (const auto& row : rows)
            if (c < row.size())
                natural[c] = std::max(natural[c], face(m_faces.regular).textWidth(row[c], size));
        natural[c] += 2 * kPad + 1;
    }
    if (std::accumulate(natural.begin(), natural.end(), 0.0) > kWidth) {
        // Too wide: a header may wrap between its words (never inside one) before the cells shrink.
        for (std::size_t c = 0; c < n; ++c) {
            double cells = 0, word = 0;
            for (const auto& row : rows)
                if (c < row.size())
                    cells = std::max(cells, face(m_faces.regular).textWidth(row[c], size));
            for (std::size_t start = 0; start <= header[c].size();) {
                std::size_t end = header[c].find(' ', start);
                if (end == std::string::npos)
                    end = header[c].size();
                word = std::max(word, face(m_faces.bold).textWidth(header[c].substr(start, end - start), size));
                start = end + 1;
            }
            natural[c] = std::max(cells, word) + 2 * kPad + 1;
        }
    }
    std::vector<double> widths = natural;
    if (std::accumulate(natural.begin(), natural.end(), 0.0) <= kWidth)
        return widths;
    // Water-filling: narrow columns keep their width, the wide ones share what is left.
    std::vector<std::size_t> open(n);
    std::iota(open.begin(), open.end(), 0);
    double budget = kWidth;
    while (!open.empty()) {
        const double share = budget / open.size();
        std::vector<std::size_t> wide;
        for (std::size_t c : open) {
            if (natural[c] <= share)
                budget -= natural[c];
            else
                wide.push_back(c);
        }
        if (wide.size() == open.size()) {
            for (std::size_t c : wide)
                widths[c] = share;
            break;
        }
        open = wide;
    }
    return widths;
}

double PdfLayout::tableRow(const std::vector<std::string>& cells, const std::vector<double>& widths, double size,
    bool header, int verdictColumn, bool draw)
{
    std::vector<std::vector<Line>> wrapped;
    std::size_t lineCount = 1;
    for (std::size_t c = 0; c < widths.size(); ++c) {
        const std::string text = c < cells.size() ? cells[c] : std::string();
        const ReportSpan::Style style = header ? ReportSpan::Style::Bold : ReportSpan::Style::Plain;
        wrapped.push_back(wrap(words(ReportInline {{text, style, {}}}, size), widths[c] - 2 * kPad, size));
        lineCount = std::max(lineCount, wrapped.back().size());
    }
    const double height = lineCount * size * kLeading + 2 * kPad - 2;
    if (!draw)
        return height;
    double x = kLeft;
    const double top = m_y;
    const double total = std::accumulate(widths.begin(), widths.end(), 0.0);
    if (header)
        m_writer.fillRect(kLeft, top - height, total, height, kHeaderFill);
    for (std::size_t c = 0; c < widths.size(); ++c) {
        double baseline = top - kPad - size * 0.95;
        for (Line line : wrapped[c]) {
            if (!header && int(c) == verdictColumn)
                for (Word& w : line) {
                    w.font = m_faces.bold;
                    w.color = verdictColor(c < cells.size() ? cells[c] : std::string());
                }
            drawLine(line, x + kPad, baseline, size);
            baseline -= size * kLeading;
        }
        m_writer.strokeRect(x, top - height, widths[c], height, 0.4, kBorder);
        x += widths[c];
    }
    m_y -= height;
    return height;
}

void PdfLayout::table(
    const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows, int verdictColumn)
{
    const std::vector<double> widths = columnWidths(header, rows, kSize);
    const double headerHeight = tableRow(header, widths, kSize, true, -1, false);
    ensure(headerHeight + 2 * kSize * kLeading);
    m_y -= 2;
    tableRow(header, widths, kSize, true, -1, true);
    for (const auto& row : rows) {
        const double h = tableRow(row, widths, kSize, false, verdictColumn, false);
        if (m_y - h < kBottom && h < kTop - kBottom - headerHeight) {
            newPage();
            tableRow(header, widths, kSize, true, -1, true);
        }
        tableRow(row, widths, kSize, false, verdictColumn, true);
    }
    m_y -= 10;
}

} // namespace warpscope::core::detail
