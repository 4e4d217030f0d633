#include "core/report/truetype.h"

#include "core/common/paths.h"
#include "core/report/sfnt.h"

#include <algorithm>

namespace warpscope::core {

namespace {

using sfnt::readDirectory;
using sfnt::s16;
using sfnt::Table;
using sfnt::u16;
using sfnt::u32;

void readCmapFormat4(const std::string& d, std::size_t at, std::map<char32_t, std::uint16_t>& cmap)
{
    const int segments = u16(d, at + 6) / 2;
    const std::size_t ends = at + 14, starts = ends + 2 * segments + 2, deltas = starts + 2 * segments,
                      ranges = deltas + 2 * segments;
    for (int i = 0; i < segments; ++i) {
        const std::uint16_t end = u16(d, ends + 2 * i), start = u16(d, starts + 2 * i);
        const std::uint16_t delta = u16(d, deltas + 2 * i), range = u16(d, ranges + 2 * i);
        for (std::uint32_t c = start; c <= end && c != 0xffff; ++c) {
            std::uint16_t g = 0;
            if (range == 0) {
                g = static_cast<std::uint16_t>(c + delta);
            } else {
                const std::size_t addr = ranges + 2 * i + range + 2 * (c - start);
                g = u16(d, addr);
                if (g)
                    g = static_cast<std::uint16_t>(g + delta);
            }
            if (g)
                cmap[c] = g;
        }
    }
}

void readCmapFormat12(const std::string& d, std::size_t at, std::map<char32_t, std::uint16_t>& cmap)
{
    const std::uint32_t groups = std::min<std::uint32_t>(u32(d, at + 12), 1u << 20);
    for (std::uint32_t i = 0; i < groups; ++i) {
        const std::size_t g = at + 16 + std::size_t(i) * 12;
        const std::uint32_t start = u32(d, g), end = std::min<std::uint32_t>(u32(d, g + 4), 0x10ffff);
        for (std::uint32_t c = start; c <= end && c - start < 65536; ++c)
            cmap[c] = static_cast<std::uint16_t>(u32(d, g + 8) + (c - start));
    }
}

// Prefers the full-Unicode subtable (3,10 format 12), then the BMP one (3,1 or 0,x format 4).
void readCmap(const std::string& d, const Table& t, std::map<char32_t, std::uint16_t>& cmap)
{
    const int count = u16(d, t.offset + 2);
    std::size_t bmp = 0, full = 0;
    for (int i = 0; i < count; ++i) {
        const std::size_t rec = t.offset + 4 + std::size_t(i) * 8;
        const int platform = u16(d, rec), encoding = u16(d, rec + 2);
        const std::size_t sub = t.offset + u32(d, rec + 4);
        const int format = u16(d, sub);
        if (format == 12 && (platform == 0 || (platform == 3 && encoding == 10)))
            full = sub;
        else if (format == 4 && (platform == 0 || (platform == 3 && encoding == 1)))
            bmp = sub;
    }
    if (full)
        readCmapFormat12(d, full, cmap);
    else if (bmp)
        readCmapFormat4(d, bmp, cmap);
}

std::string postscriptNameOf(const std::string& d, const Table& t)
{
    const int count = u16(d, t.offset + 2);
    const std::size_t strings = t.offset + u16(d, t.offset + 4);
    for (int i = 0; i < count; ++i) {
        const std::size_t rec = t.offset + 6 + std::size_t(i) * 12;
        if (u16(d, rec + 6) != 6)
            continue;
        const int platform = u16(d, rec);
        const std::size_t len = u16(d, rec + 8), off = strings + u16(d, rec + 10);
        std::string name;
        for (std::size_t k = 0; k < len && off + k < d.size(); k += platform == 3 ? 2 : 1) {
            const char c = d[off + k + (platform == 3 ? 1 : 0)];
            if (c > ' ' && c < 127 && c != '/' && c != '(' && c != ')' && c != '[' && c != ']')
                name += c;
        }
        if (!name.empty())
            return name;
    }
    return "Font";
}

} // namespace

std::uint16_t TrueTypeFont::glyphFor(char32_t c) const
{
    const auto it = cmap.find(c);
    return it == cmap.end() ? 0 : it->second;
}

double TrueTypeFont::advance(std::uint16_t glyph) const
{
    if (advances.empty())
        return 0;
    const std::uint16_t a = glyph < advances.size() ? advances[glyph] : advances.back();
    return a * 1000.0 / unitsPerEm;
}

double TrueTypeFont::textWidth(const std::string& utf8, double size) const
{
    double w = 0;
    for (char32_t c : utf8ToUtf32(utf8))
        w += advance(glyphFor(c));
    return w * size / 1000.0;
}

Result<TrueTypeFont> parseTrueType(std::string bytes, const std::string& name)
{
    if (bytes.size() < 12 || (u32(bytes, 0) != 0x00010000u && bytes.substr(0, 4) != "true"))
        return makeError(ErrorCode::BadInput,
            "not a TrueType font (OpenType CFF fonts are not supported); use a .ttf such as DejaVu Sans", name);
    TrueTypeFont f;
    f.data = std::move(bytes);
    const std::string& d = f.data;
    const auto tables = readDirectory(d);
    for (const char* required : {"head", "hhea", "hmtx", "maxp", "cmap", "loca", "glyf"})
        if (!tables.count(required))
            return makeError(ErrorCode::BadInput,
                std::string("the font has no '") + required + "' table; use a .ttf such as DejaVu Sans", name);
    const std::size_t head = tables.at("head").offset, hhea = tables.at("hhea").offset;
    f.unitsPerEm = std::max<int>(16, u16(d, head + 18));
    for (int k = 0; k < 4; ++k)
        f.bbox[k] = s16(d, head + 36 + 2 * k);
    f.ascent = s16(d, hhea + 4);
    f.descent = s16(d, hhea + 6);
    f.capHeight = f.ascent;
    if (tables.count("OS/2") && tables.at("OS/2").length >= 90)
        f.capHeight = s16(d, tables.at("OS/2").offset + 88);
    f.numGlyphs = u16(d, tables.at("maxp").offset + 4);
    const int metrics = std::max<int>(1, u16(d, hhea + 34));
    const std::size_t hmtx = tables.at("hmtx").offset;
    for (int g = 0; g < f.numGlyphs; ++g)
        f.advances.push_back(u16(d, hmtx + 4 * std::size_t(std::min(g, metrics - 1))));
    readCmap(d, tables.at("cmap"), f.cmap);
    f.postscriptName = tables.count("name") ? postscriptNameOf(d, tables.at("name")) : "Font";
    return f;
}

Result<TrueTypeFont> loadTrueType(const std::filesystem::path& path)
{
    auto bytes = readTextFile(path, 32u << 20);
    if (!bytes)
        return bytes.error();
    return parseTrueType(std::move(*bytes), path.string());
}

std::u32string utf8ToUtf32(const std::string& s)
{
    std::u32string out;
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = s[i];
        const int n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (n == 0 || i + n > s.size()) {
            out += U'\uFFFD';
            ++i;
            continue;
        }
        char32_t cp = n == 1 ? c : c & (0x7f >> n);
        bool ok = true;
        for (int k = 1; k < n; ++k) {
            const unsigned char cc = s[i + k];
            ok = ok && (cc >> 6) == 2;
            cp = (cp << 6) | (cc & 0x3f);
        }
        out += ok ? cp : U'\uFFFD';
        i += ok ? n : 1;
    }
    return out;
}

std::string utf32ToUtf8(const std::u32string& text)
{
    std::string out;
    for (char32_t c : text) {
        if (c < 0x80) {
            out += char(c);
        } else if (c < 0x800) {
            out += char(0xC0 | (c >> 6));
            out += char(0x80 | (c & 0x3f));
        } else if (c < 0x10000) {
            out += char(0xE0 | (c >> 12));
            out += char(0x80 | ((c >> 6) & 0x3f));
            out += char(0x80 | (c & 0x3f));
        } else {
            out += char(0xF0 | (c >> 18));
            out += char(0x80 | ((c >> 12) & 0x3f));
            out += char(0x80 | ((c >> 6) & 0x3f));
            out += char(0x80 | (c & 0x3f));
        }
    }
    return out;
}

} // namespace warpscope::core
