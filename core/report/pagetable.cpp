// PageLayout's tables: columns sized to their text, cells wrapped, rows kept whole across pages with
// the header repeated.
#include "core/report/pagelayout.h"

#include <algorithm>
#include <numeric>

namespace warpscope::core::detail {

namespace {
constexpr double kWidth = kTextWidth;
constexpr double kPad = 4;
constexpr double kLeading = 1.3;
constexpr double kSize = 8.5;

constexpr Rgb kBorder {0.78, 0.78, 0.8};
constexpr Rgb kHeaderFill {0.93, 0.94, 0.95};
} // namespace

std::vector<double> PageLayout::columnWidths(
    const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows, double size) const
{
    const std::size_t n = header.size();
    std::vector<double> natural(n, 0);
    for (std::size_t c = 0; c < n; ++c) {
        natural[c] = naturalWidth(header[c], size, true);
        for (const auto& row : rows)
            if (c < row.size())
                natural[c] = std::max(natural[c], naturalWidth(row[c], size, false));
        natural[c] += 2 * kPad + 1;
    }
    if (std::accumulate(natural.begin(), natural.end(), 0.0) > kWidth) {
        // Too wide: a header may wrap between its words (never inside one) before the cells shrink.
        for (std::size_t c = 0; c < n; ++c) {
            double cells = 0, word = 0;
            for (const auto& row : rows)
                if (c < row.size())
                    cells = std::max(cells, naturalWidth(row[c], size, false));
            for (std::size_t start = 0; start <= header[c].size();) {
                std::size_t end = header[c].find(' ', start);
                if (end == std::string::npos)
                    end = header[c].size();
                word = std::max(word, naturalWidth(header[c].substr(start, end - start), size, true));
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

double PageLayout::tableRow(const std::vector<std::string>& cells, const std::vector<double>& widths, double size,
    bool header, int verdictColumn, bool draw)
{
    std::vector<PangoLayout*> layouts;
    int lineCount = 1;
    for (std::size_t c = 0; c < widths.size(); ++c) {
        const std::string text = c < cells.size() ? cells[c] : std::string();
        // Header cells and the pass/fail words of a verdict column are bold.
        const bool bold = header || int(c) == verdictColumn;
        layouts.push_back(layout(styled(plainText(text), bold), size, widths[c] - 2 * kPad));
        lineCount = std::max(lineCount, m_api.pango_layout_get_line_count(layouts.back()));
    }
    const double height = lineCount * size * kLeading + 2 * kPad - 2;
    if (draw) {
        double x = kLeft;
        const double top = m_y;
        const double total = std::accumulate(widths.begin(), widths.end(), 0.0);
        if (header)
            fillRect(kLeft, top, total, height, kHeaderFill);
        for (std::size_t c = 0; c < widths.size(); ++c) {
            const Rgb color = !header && int(c) == verdictColumn
                ? verdictColor(c < cells.size() ? cells[c] : std::string())
                : Rgb {0.11, 0.11, 0.12};
            double baseline = top + kPad + size * 0.95;
            for (int line = 0; line < m_api.pango_layout_get_line_count(layouts[c]); ++line) {
                showLine(layouts[c], line, x + kPad, baseline, color);
                baseline += size * kLeading;
            }
            strokeRect(x, top, widths[c], height, 0.4, kBorder);
            x += widths[c];
        }
        m_y += height;
    }
    for (PangoLayout* l : layouts)
        m_api.g_object_unref(l);
    return height;
}

void PageLayout::table(
    const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows, int verdictColumn)
{
    const std::vector<double> widths = columnWidths(header, rows, kSize);
    const double headerHeight = tableRow(header, widths, kSize, true, -1, false);
    ensure(headerHeight + 2 * kSize * kLeading);
    m_y += 2;
    tableRow(header, widths, kSize, true, -1, true);
    for (const auto& row : rows) {
        const double h = tableRow(row, widths, kSize, false, verdictColumn, false);
        if (m_setup.paged && m_y + h > kBottom && h < kBottom - kTop - headerHeight) {
            newPage();
            tableRow(header, widths, kSize, true, -1, true);
        }
        tableRow(row, widths, kSize, false, verdictColumn, true);
    }
    m_y += 10;
}

} // namespace warpscope::core::detail
