#pragma once

// Internal to core/report: flows a report's blocks onto a cairo surface, top to bottom, with pango
// for the text (shaping, line breaking, font fallback for every script). Paged (PDF: A4 pages, page
// breaks, headings kept with their figures, table headers repeated, page numbers) or continuous (SVG:
// one tall page). Coordinates are points with the origin at the page's top left.
#include "core/report/cairoapi.h"
#include "core/report/png.h"
#include "core/report/reportdocument.h"

#include <functional>
#include <string>
#include <vector>

namespace warpscope::core::detail {

/// A4 with 2 cm margins; the foot keeps room for the page number.
inline constexpr double kPageWidth = 595.28;
inline constexpr double kPageHeight = 841.89;
inline constexpr double kMargin = 56.7;
inline constexpr double kLeft = kMargin;
inline constexpr double kTextWidth = kPageWidth - 2 * kMargin;
inline constexpr double kTop = kMargin;
inline constexpr double kBottom = kPageHeight - kMargin - 14;

/// An RGB colour with components in 0..1.
struct Rgb {
    double r = 0;
    double g = 0;
    double b = 0;
};

/// The text colour of a verdict word ("pass", "fail", "open", "n/a").
Rgb verdictColor(const std::string& verdict);

/// How a report's pages are drawn.
struct PageSetup {
    bool paged = true; ///< false: one continuous page (SVG), no breaks and no footers
    std::string family = "DejaVu Sans"; ///< the text font family (fontconfig name)
    std::string footerTitle; ///< paged: "title · page n of N" at each page's foot
    int totalPages = 0; ///< paged: N, known from a first pass; 0 draws "?"
    /// Paged: called for each heading of level 1 to 3 with its page (1-based) and top, for PDF outlines.
    std::function<void(int level, const std::string& text, int page, double y)> onHeading;
};

/// Lays blocks out on the cairo context's surface.
class PageLayout {
public:
    PageLayout(const CairoApi& api, cairo_t* cr, PageSetup setup);
    ~PageLayout();
    PageLayout(const PageLayout&) = delete;
    PageLayout& operator=(const PageLayout&) = delete;

    /// keepWith: the height of what must stay on the heading's page (a figure under it), at least 60 pt.
    void heading(int level, const ReportInline& text, double keepWith = 60);
    void paragraph(const ReportInline& text, double size = 10, double indent = 0, const std::string& marker = {});
    void table(
        const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows, int verdictColumn);
    void image(const RasterImage& image, const std::string& caption);
    /// The height a one-line heading of this level takes, the space above it included.
    static double headingHeight(int level);
    /// The height image() takes for a picture of this pixel size, its caption's first line included.
    static double imageHeight(int width, int height);
    void code(const std::string& text);
    void verdict(const std::string& word, const ReportInline& text);
    /// Ends the last page (its footer included). Returns the number of pages drawn.
    int finish();
    /// The bottom of the content so far (continuous mode: the page's height less the bottom margin).
    double contentBottom() const { return m_y; }

private:
    /// Text with one style per byte range, ready for a pango layout.
    struct Styled {
        std::string text;
        PangoAttrList* attrs = nullptr;
    };

    void newPage();
    void ensure(double height);
    void footer();
    Styled styled(const ReportInline& text, bool allBold) const;
    PangoLayout* layout(const Styled& text, double size, double width, bool charWrap = false) const;
    double naturalWidth(const std::string& text, double size, bool bold) const;
    /// Draws the layout's lines at x from m_y down, size * leading apart, breaking pages between lines.
    void flowLines(PangoLayout* layout, double x, double size, double leading, const Rgb& color,
        const std::function<void(double top, double height)>& background = {});
    void showLine(PangoLayout* layout, int line, double x, double baseline, const Rgb& color);
    void setColor(const Rgb& c);
    void fillRect(double x, double y, double w, double h, const Rgb& c);
    void strokeRect(double x, double y, double w, double h, double width, const Rgb& c);
    void rule(double y, double width, const Rgb& c);

    std::vector<double> columnWidths(
        const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows, double size) const;
    double tableRow(const std::vector<std::string>& cells, const std::vector<double>& widths, double size, bool header,
        int verdictColumn, bool draw);

    const CairoApi& m_api;
    cairo_t* m_cr;
    PageSetup m_setup;
    PangoContext* m_context = nullptr;
    double m_y = kTop; ///< the top of the free space on the current page
    int m_page = 1;
};

} // namespace warpscope::core::detail
