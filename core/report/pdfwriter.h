#pragma once

#include "core/report/png.h"
#include "core/report/truetype.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace warpscope::core {

/// An RGB colour with components in 0..1.
struct PdfColor {
    double r = 0;
    double g = 0;
    double b = 0;
};

/// A small PDF 1.7 writer: pages, text in embedded TrueType fonts (CIDFontType2, Identity-H, glyph ids
/// from the font's cmap, widths from hmtx, subset, with a ToUnicode map so text can be searched and
/// copied), lines, rectangles and RGB images (with alpha as a soft mask). Coordinates are PDF points
/// with the origin at the bottom left of the page.
class PdfWriter {
public:
    /// title goes into the document information.
    explicit PdfWriter(std::string title);

    /// Registers a font; it must outlive the writer. Returns its handle.
    int addFont(const TrueTypeFont* font);
    /// Adds an image once; it may then be drawn on any page. Returns its handle.
    int addImage(const RasterImage& image);

    /// Starts a new page (A4 by default) and makes it current.
    void beginPage(double width = 595.28, double height = 841.89);
    /// Makes an earlier page current again (page numbers are drawn after the layout).
    void selectPage(int index);
    int pageCount() const { return static_cast<int>(m_pages.size()); }

    /// Draws UTF-8 text with its baseline starting at (x, y).
    void drawText(int font, double size, double x, double y, const std::string& utf8, PdfColor color = {});
    void drawLine(double x1, double y1, double x2, double y2, double width, PdfColor color = {});
    void fillRect(double x, double y, double w, double h, PdfColor color);
    void strokeRect(double x, double y, double w, double h, double width, PdfColor color);
    /// Draws an image scaled into the rectangle whose bottom-left corner is (x, y).
    void drawImage(int image, double x, double y, double w, double h);

    /// The whole file. The writer is spent afterwards.
    std::string finish();

private:
    struct Font {
        const TrueTypeFont* font = nullptr;
        int object = 0; ///< the Type0 font, written by finish()
        std::map<std::uint16_t, char32_t> used; ///< glyph -> the character it was drawn for
    };
    struct Page {
        double width = 0;
        double height = 0;
        std::string content;
        std::set<int> fonts;
        std::set<int> images;
    };

    int reserveObject();
    int addObject(const std::string& body);
    void setObject(int id, const std::string& body);
    int addStream(const std::string& dictionary, const std::string& data, bool compress = true);
    void writeFont(Font& font, int index);

    std::string m_title;
    std::vector<std::string> m_objects; ///< bodies by object number - 1
    std::vector<Font> m_fonts;
    std::vector<int> m_images; ///< image XObject numbers
    std::vector<Page> m_pages;
    int m_current = -1;
};

/// Formats a number for a PDF content stream: up to 3 decimals, no exponent.
std::string pdfNumber(double v);

} // namespace warpscope::core
