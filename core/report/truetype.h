#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace warpscope::core {

/// A TrueType font read for PDF embedding: glyph ids from its cmap, advance widths from hmtx, and the
/// metrics a PDF FontDescriptor states. Only what a report needs; no shaping (no ligatures, no kerning).
struct TrueTypeFont {
    std::string data; ///< the whole file
    std::string postscriptName;
    int unitsPerEm = 1000;
    int ascent = 0; ///< in font units
    int descent = 0; ///< negative below the baseline
    int capHeight = 0;
    int bbox[4] = {0, 0, 0, 0};
    int numGlyphs = 0;
    std::vector<std::uint16_t> advances; ///< per glyph, font units
    std::map<char32_t, std::uint16_t> cmap;

    /// The glyph for a character; 0 (.notdef, drawn as a box) when the font has none.
    std::uint16_t glyphFor(char32_t c) const;
    /// A glyph's advance in thousandths of the font size (PDF glyph space).
    double advance(std::uint16_t glyph) const;
    /// Width of UTF-8 text at a font size, in the size's units.
    double textWidth(const std::string& utf8, double size) const;
};

/// Parses a TrueType (glyf-outline) font; name is used in messages. CFF (OpenType .otf) fonts are
/// refused with a message naming the file.
Result<TrueTypeFont> parseTrueType(std::string bytes, const std::string& name);

/// Reads and parses a .ttf file.
Result<TrueTypeFont> loadTrueType(const std::filesystem::path& path);

/// A copy of the font holding only the outlines of the given glyphs (and the glyphs they are built
/// from); glyph ids stay the same, so a PDF can use CIDToGIDMap /Identity.
std::string subsetTrueType(const TrueTypeFont& font, const std::set<std::uint16_t>& glyphs);

/// Decodes UTF-8 into code points; malformed bytes become U+FFFD.
std::u32string utf8ToUtf32(const std::string& utf8);
/// Encodes code points as UTF-8.
std::string utf32ToUtf8(const std::u32string& text);

} // namespace warpscope::core
