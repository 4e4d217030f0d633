#pragma once

// Internal to core/report: flows a report's blocks onto PDF pages (word wrap, tables, images,
// page breaks, page numbers).
#include "core/report/pdfwriter.h"
#include "core/report/reportdocument.h"

#include <string>
#include <vector>

namespace warpscope::core::detail {

/// A4 with 2 cm margins; the foot keeps room for the page number.
inline constexpr double kPageWidth = 595.28;
inline constexpr double kPageHeight = 841.89;
inline constexpr double kMargin = 56.7;
inline constexpr double kLeft = kMargin;
inline constexpr double kTextWidth = kPageWidth - 2 * kMargin;
inline constexpr double kTop = kPageHeight - kMargin;
inline constexpr double kBottom = kMargin + 14;

/// The text colour of a verdict word ("pass", "fail", "open", "n/a").
PdfColor verdictColor(const std::string& verdict);

/// The four faces a report uses; any may be the same font.
struct PdfFaces {
    int regular = 0;
    int bold = 0;
    int italic = 0;
    int mono = 0;
    const TrueTypeFont* regularFont = nullptr;
    const TrueTypeFont* boldFont = nullptr;
    const TrueTypeFont* italicFont = nullptr;
    const TrueTypeFont* monoFont = nullptr;
};

/// Lays blocks out top to bottom on A4 pages with 2 cm margins.
class PdfLayout {
public:
    PdfLayout(PdfWriter& writer, PdfFaces faces);

    /// keepWith: the height of what must stay on the heading's page (a figure under it), at least 60 pt.
    void heading(int level, const ReportInline& text, double keepWith = 60);
    void paragraph(const ReportInline& text, double size = 10, double indent = 0, const std::string& marker = {});
    void table(
        const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows, int verdictColumn);
    /// An image already added to the writer, with its pixel size.
    void image(int handle, int width, int height, const std::string& caption);
    /// The height image() takes for a picture of this pixel size, its caption's first line included.
    static double imageHeight(int width, int height);
    void code(const std::string& text);
    void verdict(const std::string& word, const ReportInline& text);
    /// Draws "title · page n of N" at the foot of every page.
    void pageNumbers(const std::string& title);

private:
    struct Word {
        std::string text;
        int font = 0;
        double width = 0;
        bool space = false; ///< a space follows
        PdfColor color;
    };
    using Line = std::vector<Word>;

    void newPage();
    void ensure(double height);
    std::vector<Word> words(const ReportInline& text, double size) const;
    std::vector<Line> wrap(const std::vector<Word>& words, double width, double size) const;
    void drawLine(const Line& line, double x, double baseline, double size);
    const TrueTypeFont& face(int font) const;
    std::vector<double> columnWidths(
        const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows, double size) const;
    double tableRow(const std::vector<std::string>& cells, const std::vector<double>& widths, double size, bool header,
        int verdictColumn, bool draw);

    PdfWriter& m_writer;
    PdfFaces m_faces;
    double m_y = 0; ///< the top of the free space on the current page
};

} // namespace warpscope::core::detail
