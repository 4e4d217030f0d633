#include "core/report/pdfwriter.h"

#include "core/report/deflate.h"

#include <cmath>
#include <cstdio>

namespace warpscope::core {

namespace {

std::string hex4(unsigned v)
{
    char buf[8];
    std::snprintf(buf, sizeof buf, "%04X", v & 0xffffu);
    return buf;
}

// UTF-16BE hex of a code point, with a surrogate pair above the BMP.
std::string utf16Hex(char32_t c)
{
    if (c < 0x10000)
        return hex4(unsigned(c));
    c -= 0x10000;
    return hex4(0xD800 + unsigned(c >> 10)) + hex4(0xDC00 + unsigned(c & 0x3ff));
}

std::string color(PdfColor c, const char* op)
{
    return pdfNumber(c.r) + " " + pdfNumber(c.g) + " " + pdfNumber(c.b) + " " + op + "\n";
}

std::string toUnicodeCMap(const std::map<std::uint16_t, char32_t>& used)
{
    std::string s = "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
                    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
                    "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
                    "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n";
    auto it = used.begin();
    while (it != used.end()) {
        std::string chunk;
        int n = 0;
        for (; it != used.end() && n < 100; ++it, ++n)
            chunk += "<" + hex4(it->first) + "> <" + utf16Hex(it->second) + ">\n";
        s += std::to_string(n) + " beginbfchar\n" + chunk + "endbfchar\n";
    }
    return s + "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n";
}

// A subset font's name carries a six-letter tag (PDF 32000 9.6.4), derived from the glyph set so the
// same report gives the same bytes.
std::string subsetTag(const std::map<std::uint16_t, char32_t>& used, int index)
{
    std::uint32_t h = 2166136261u + std::uint32_t(index);
    for (const auto& [g, c] : used)
        h = (h ^ g) * 16777619u;
    std::string tag;
    for (int i = 0; i < 6; ++i, h /= 26)
        tag += char('A' + h % 26);
    return tag;
}

std::string literalUtf16(const std::string& utf8)
{
    std::string hex = "<FEFF";
    for (char32_t c : utf8ToUtf32(utf8))
        hex += utf16Hex(c);
    return hex + ">";
}

} // namespace

std::string pdfNumber(double v)
{
    if (!std::isfinite(v))
        v = 0;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    std::string s = buf;
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.')
        s.pop_back();
    return s == "-0" || s.empty() ? "0" : s;
}

PdfWriter::PdfWriter(std::string title)
    : m_title(std::move(title))
{
    reserveObject(); // 1: catalog
    reserveObject(); // 2: page tree
}

int PdfWriter::reserveObject()
{
    m_objects.emplace_back();
    return static_cast<int>(m_objects.size());
}

int PdfWriter::addObject(const std::string& body)
{
    m_objects.push_back(body);
    return static_cast<int>(m_objects.size());
}

void PdfWriter::setObject(int id, const std::string& body)
{
    m_objects[std::size_t(id - 1)] = body;
}

int PdfWriter::addStream(const std::string& dictionary, const std::string& data, bool compress)
{
    const std::string bytes = compress ? deflateBytes(data) : data;
    return addObject("<< " + dictionary + (compress ? " /Filter /FlateDecode" : "") + " /Length "
        + std::to_string(bytes.size()) + " >>\nstream\n" + bytes + "\nendstream");
}

int PdfWriter::addFont(const TrueTypeFont* font)
{
    m_fonts.push_back({font, reserveObject(), {}});
    return static_cast<int>(m_fonts.size()) - 1;
}

int PdfWriter::addImage(const RasterImage& image)
{
    std::string rgb, alpha;
    rgb.reserve(std::size_t(image.width) * image.height * 3);
    const bool hasAlpha = image.hasAlpha();
    for (std::size_t i = 0; i < image.rgba.size(); i += 4) {
        rgb.append(reinterpret_cast<const char*>(&image.rgba[i]), 3);
        if (hasAlpha)
            alpha += static_cast<char>(image.rgba[i + 3]);
    }
    const std::string size = "/Width " + std::to_string(image.width) + " /Height " + std::to_string(image.height);
    std::string mask;
    if (hasAlpha)
        mask = " /SMask "
            + std::to_string(addStream(
                "/Type /XObject /Subtype /Image " + size + " /ColorSpace /DeviceGray /BitsPerComponent 8", alpha))
            + " 0 R";
    m_images.push_back(addStream(
        "/Type /XObject /Subtype /Image " + size + " /ColorSpace /DeviceRGB /BitsPerComponent 8" + mask, rgb));
    return static_cast<int>(m_images.size()) - 1;
}

void PdfWriter::beginPage(double width, double height)
{
    m_pages.push_back({width, height, {}, {}, {}});
    m_current = static_cast<int>(m_pages.size()) - 1;
}

void PdfWriter::selectPage(int index)
{
    m_current = index;
}

void PdfWriter::drawText(int font, double size, double x, double y, const std::string& utf8, PdfColor c)
{
    Font& f = m_fonts[std::size_t(font)];
    std::string glyphs;
    for (char32_t ch : utf8ToUtf32(utf8)) {
        const std::uint16_t g = f.font->glyphFor(ch);
        f.used.emplace(g, ch);
        glyphs += hex4(g);
    }
    Page& p = m_pages[std::size_t(m_current)];
    p.fonts.insert(font);
    p.content += color(c, "rg") + "BT /F" + std::to_string(font + 1) + " " + pdfNumber(size) + " Tf 1 0 0 1 "
        + pdfNumber(x) + " " + pdfNumber(y) + " Tm <" + glyphs + "> Tj ET\n";
}

void PdfWriter::drawLine(double x1, double y1, double x2, double y2, double width, PdfColor c)
{
    m_pages[std::size_t(m_current)].content += color(c, "RG") + pdfNumber(width) + " w " + pdfNumber(x1) + " "
        + pdfNumber(y1) + " m " + pdfNumber(x2) + " " + pdfNumber(y2) + " l S\n";
}

void PdfWriter::fillRect(double x, double y, double w, double h, PdfColor c)
{
    m_pages[std::size_t(m_current)].content
        += color(c, "rg") + pdfNumber(x) + " " + pdfNumber(y) + " " + pdfNumber(w) + " " + pdfNumber(h) + " re f\n";
}

void PdfWriter::strokeRect(double x, double y, double w, double h, double width, PdfColor c)
{
    m_pages[std::size_t(m_current)].content += color(c, "RG") + pdfNumber(width) + " w " + pdfNumber(x) + " "
        + pdfNumber(y) + " " + pdfNumber(w) + " " + pdfNumber(h) + " re S\n";
}

void PdfWriter::drawImage(int image, double x, double y, double w, double h)
{
    Page& p = m_pages[std::size_t(m_current)];
    p.images.insert(image);
    p.content += "q " + pdfNumber(w) + " 0 0 " + pdfNumber(h) + " " + pdfNumber(x) + " " + pdfNumber(y) + " cm /Im"
        + std::to_string(image + 1) + " Do Q\n";
}

void PdfWriter::writeFont(Font& f, int index)
{
    const TrueTypeFont& t = *f.font;
    f.used.emplace(0, U'\uFFFD');
    std::set<std::uint16_t> glyphs;
    for (const auto& [g, c] : f.used)
        glyphs.insert(g);
    const std::string name = subsetTag(f.used, index) + "+" + t.postscriptName;
    const std::string program = subsetTrueType(t, glyphs);
    const int file = addStream("/Length1 " + std::to_string(program.size()), program);
    const auto scale = [&](int v) { return pdfNumber(v * 1000.0 / t.unitsPerEm); };
    const int descriptor = addObject("<< /Type /FontDescriptor /FontName /" + name + " /Flags 32 /FontBBox ["
        + scale(t.bbox[0]) + " " + scale(t.bbox[1]) + " " + scale(t.bbox[2]) + " " + scale(t.bbox[3])
        + "] /ItalicAngle 0 /Ascent " + scale(t.ascent) + " /Descent " + scale(t.descent) + " /CapHeight "
        + scale(t.capHeight) + " /StemV 80 /FontFile2 " + std::to_string(file) + " 0 R >>");
    std::string widths;
    for (std::uint16_t g : glyphs)
        widths += std::to_string(g) + " [" + pdfNumber(t.advance(g)) + "] ";
    const int cid = addObject("<< /Type /Font /Subtype /CIDFontType2 /BaseFont /" + name
        + " /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor "
        + std::to_string(descriptor) + " 0 R /DW 1000 /W [" + widths + "] /CIDToGIDMap /Identity >>");
    const int unicode = addStream("", toUnicodeCMap(f.used));
    setObject(f.object,
        "<< /Type /Font /Subtype /Type0 /BaseFont /" + name + " /Encoding /Identity-H /DescendantFonts ["
            + std::to_string(cid) + " 0 R] /ToUnicode " + std::to_string(unicode) + " 0 R >>");
}

std::string PdfWriter::finish()
{
    if (m_pages.empty())
        beginPage();
    for (std::size_t i = 0; i < m_fonts.size(); ++i)
        if (!m_fonts[i].used.empty())
            writeFont(m_fonts[i], static_cast<int>(i));
    std::string kids;
    for (const Page& p : m_pages) {
        const int content = addStream("", p.content);
        std::string resources = "/Font <<";
        for (int f : p.fonts)
            resources += " /F" + std::to_string(f + 1) + " " + std::to_string(m_fonts[std::size_t(f)].object) + " 0 R";
        resources += " >> /XObject <<";
        for (int i : p.images)
            resources += " /Im" + std::to_string(i + 1) + " " + std::to_string(m_images[std::size_t(i)]) + " 0 R";
        resources += " >>";
        const int page
            = addObject("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 " + pdfNumber(p.width) + " " + pdfNumber(p.height)
                + "] /Resources << " + resources + " >> /Contents " + std::to_string(content) + " 0 R >>");
        kids += std::to_string(page) + " 0 R ";
    }
    setObject(1, "<< /Type /Catalog /Pages 2 0 R >>");
    setObject(2, "<< /Type /Pages /Kids [" + kids + "] /Count " + std::to_string(m_pages.size()) + " >>");
    const int info = addObject("<< /Title " + literalUtf16(m_title) + " /Producer (Warpscope) >>");
    // Unused font slots (a font registered but never drawn) still need a body.
    for (std::string& body : m_objects)
        if (body.empty())
            body = "null";

    std::string out = "%PDF-1.7\n%\xE2\xE3\xCF\xD3\n";
    std::vector<std::size_t> offsets;
    for (std::size_t i = 0; i < m_objects.size(); ++i) {
        offsets.push_back(out.size());
        out += std::to_string(i + 1) + " 0 obj\n" + m_objects[i] + "\nendobj\n";
    }
    const std::size_t xref = out.size();
    out += "xref\n0 " + std::to_string(m_objects.size() + 1) + "\n0000000000 65535 f \n";
    for (std::size_t o : offsets) {
        char line[24];
        std::snprintf(line, sizeof line, "%010zu 00000 n \n", o);
        out += line;
    }
    out += "trailer\n<< /Size " + std::to_string(m_objects.size() + 1) + " /Root 1 0 R /Info " + std::to_string(info)
        + " 0 R >>\nstartxref\n" + std::to_string(xref) + "\n%%EOF\n";
    return out;
}

} // namespace warpscope::core
