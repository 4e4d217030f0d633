#pragma once

// Internal to core/report: the report heatmaps' raster canvas and its 5 x 7 bitmap font (the core has
// no font rasterizer; digits and the few words of axes and keys are all the pictures need).
#include "core/report/png.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string>

namespace warpscope::core::detail {

constexpr int kGlyphScale = 2; ///< pixels per font dot
constexpr int kAdvance = 6 * kGlyphScale; ///< 5 dots and a gap
constexpr int kGlyphHeight = 7 * kGlyphScale;

using Rgb = std::array<std::uint8_t, 3>;

/// 5 x 7 dots per glyph, one row per byte (bit 4 is the leftmost dot); only what the axes and key use.
inline const std::array<std::uint8_t, 7>* glyph(char c)
{
    struct Glyph {
        char c;
        std::array<std::uint8_t, 7> rows;
    };
    static const Glyph glyphs[] = {{'0', {14, 17, 19, 21, 25, 17, 14}}, {'1', {4, 12, 4, 4, 4, 4, 14}},
        {'2', {14, 17, 1, 2, 4, 8, 31}}, {'3', {31, 2, 4, 2, 1, 17, 14}}, {'4', {2, 6, 10, 18, 31, 2, 2}},
        {'5', {31, 16, 30, 1, 1, 17, 14}}, {'6', {6, 8, 16, 30, 17, 17, 14}}, {'7', {31, 1, 2, 4, 8, 8, 8}},
        {'8', {14, 17, 17, 14, 17, 17, 14}}, {'9', {14, 17, 17, 15, 1, 2, 12}}, {'a', {0, 0, 14, 1, 15, 17, 15}},
        {'c', {0, 0, 14, 16, 16, 17, 14}}, {'d', {1, 1, 13, 19, 17, 17, 15}}, {'e', {0, 0, 14, 17, 31, 16, 14}},
        {'f', {6, 9, 8, 28, 8, 8, 8}}, {'i', {4, 0, 12, 4, 4, 4, 14}}, {'l', {12, 4, 4, 4, 4, 4, 14}},
        {'m', {0, 0, 26, 21, 21, 17, 17}}, {'n', {0, 0, 22, 25, 17, 17, 17}}, {'o', {0, 0, 14, 17, 17, 17, 14}},
        {'p', {0, 0, 30, 17, 30, 16, 16}}, {'r', {0, 0, 22, 25, 16, 16, 16}}, {'s', {0, 0, 14, 16, 14, 1, 30}},
        {'t', {8, 8, 28, 8, 8, 9, 6}}, {'u', {0, 0, 17, 17, 17, 19, 13}}, {'w', {0, 0, 17, 17, 21, 21, 10}},
        {'I', {14, 4, 4, 4, 4, 4, 14}}, {'N', {17, 25, 21, 19, 17, 17, 17}}, {'b', {16, 16, 22, 25, 17, 17, 30}},
        {'g', {0, 0, 15, 17, 15, 1, 14}}, {'x', {0, 0, 17, 10, 4, 10, 17}}, {'-', {0, 0, 0, 31, 0, 0, 0}},
        {'.', {0, 0, 0, 0, 0, 12, 12}}, {'|', {4, 4, 4, 4, 4, 4, 4}}, {'_', {0, 0, 0, 0, 0, 0, 31}},
        {'+', {0, 4, 4, 31, 4, 4, 0}}, {'h', {16, 16, 22, 25, 17, 17, 17}}, {'v', {0, 0, 17, 17, 17, 10, 4}}};
    for (const Glyph& g : glyphs)
        if (g.c == c)
            return &g.rows;
    return nullptr; // a space, or anything else, is drawn blank
}

class Canvas {
public:
    Canvas(int width, int height)
        : m_image {width, height, std::vector<std::uint8_t>(std::size_t(width) * height * 4, 255)}
    { }

    void fill(int x, int y, int w, int h, Rgb c)
    {
        for (int yy = std::max(0, y); yy < std::min(m_image.height, y + h); ++yy)
            for (int xx = std::max(0, x); xx < std::min(m_image.width, x + w); ++xx) {
                std::uint8_t* p = &m_image.rgba[(std::size_t(yy) * m_image.width + xx) * 4];
                p[0] = c[0];
                p[1] = c[1];
                p[2] = c[2];
            }
    }
    void text(int x, int y, const std::string& s, Rgb c = {60, 60, 60})
    {
        for (std::size_t i = 0; i < s.size(); ++i)
            if (const auto* rows = glyph(s[i]))
                for (int r = 0; r < 7; ++r)
                    for (int d = 0; d < 5; ++d)
                        if ((*rows)[r] & (16 >> d))
                            fill(x + int(i) * kAdvance + d * kGlyphScale, y + r * kGlyphScale, kGlyphScale, kGlyphScale,
                                c);
    }
    static int textWidth(const std::string& s) { return int(s.size()) * kAdvance - kGlyphScale; }
    RasterImage take() { return std::move(m_image); }

private:
    RasterImage m_image;
};

/// 1, 2 or 5 times a power of ten, so that about five ticks span count elements.
inline std::int64_t tickStep(std::int64_t count)
{
    const double rough = std::max(1.0, double(count) / 5.0);
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    const double m = rough / power;
    return std::max<std::int64_t>(1, std::int64_t(power * (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10)));
}

} // namespace warpscope::core::detail
