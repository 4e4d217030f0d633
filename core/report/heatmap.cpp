// The report's heatmap picture, in the GUI's pass/fail palette (widgets/heatmapplot.cpp and the overlay
// colours of widgets/heatmapview.cpp), with axes and a colour key drawn in a small bitmap font: the
// core has no font rasterizer, and digits plus a few words are all a key needs.
#include "core/report/heatmap.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace warpscope::core {

namespace {

constexpr int kMaxSide = 512;
constexpr int kMinSide = 256;
constexpr int kGlyphScale = 2; ///< pixels per font dot
constexpr int kAdvance = 6 * kGlyphScale; ///< 5 dots and a gap
constexpr int kGlyphHeight = 7 * kGlyphScale;

using Rgb = std::array<std::uint8_t, 3>;

/// What a cell shows, worst last: the worst element of a block wins, as in the GUI's max-pooling.
enum class Shade { Padding, Pass, NotCompared, Fail, Unwritten, Inf, NaN };

Shade shadeOf(int category)
{
    switch (category) {
    case 0: // exact
    case 1: // pass_close
    case 2: // pass_ulp
        return Shade::Pass;
    case 3: // fail
    case 6: // sign
        return Shade::Fail;
    case 4:
        return Shade::NaN;
    case 5:
        return Shade::Inf;
    case 7:
        return Shade::Unwritten;
    default: // not_compared, neither_wrote
        return Shade::NotCompared;
    }
}

/// The GUI's colours for each shade.
Rgb colourOf(Shade s)
{
    switch (s) {
    case Shade::Pass:
        return {200, 235, 200};
    case Shade::Fail:
        return {200, 0, 0};
    case Shade::NaN:
        return {255, 0, 255};
    case Shade::Inf:
        return {255, 140, 0};
    case Shade::Unwritten:
        return {20, 20, 20};
    case Shade::NotCompared:
        return {150, 160, 185};
    case Shade::Padding:
        break;
    }
    return {225, 225, 225};
}

const char* nameOf(Shade s)
{
    switch (s) {
    case Shade::Pass:
        return "pass";
    case Shade::Fail:
        return "fail";
    case Shade::NaN:
        return "NaN";
    case Shade::Inf:
        return "Inf";
    case Shade::Unwritten:
        return "unwritten";
    case Shade::NotCompared:
        return "not compared";
    case Shade::Padding:
        break;
    }
    return "";
}

/// 5 x 7 dots per glyph, one row per byte (bit 4 is the leftmost dot); only what the axes and key use.
const std::array<std::uint8_t, 7>* glyph(char c)
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
        {'I', {14, 4, 4, 4, 4, 4, 14}}, {'N', {17, 25, 21, 19, 17, 17, 17}}};
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
std::int64_t tickStep(std::int64_t count)
{
    const double rough = std::max(1.0, double(count) / 5.0);
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    const double m = rough / power;
    return std::max<std::int64_t>(1, std::int64_t(power * (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10)));
}

} // namespace

Result<ReportHeatmapImage> renderReportHeatmap(const Tensor& category, const Tensor& absError)
{
    const std::size_t n = category.elementCount();
    if (n == 0 || absError.elementCount() != n)
        return makeError(ErrorCode::BadInput, "the error maps are empty or their sizes differ");
    const std::size_t cols = category.shape.size() >= 2 ? static_cast<std::size_t>(category.shape.back())
                                                        : static_cast<std::size_t>(std::ceil(std::sqrt(double(n))));
    const std::size_t rows = (n + cols - 1) / cols;
    const std::size_t block = std::max<std::size_t>(1, (std::max(rows, cols) + kMaxSide - 1) / kMaxSide);
    const int w = int((cols + block - 1) / block), h = int((rows + block - 1) / block);
    std::vector<Shade> cells(std::size_t(w) * h, Shade::Padding);
    std::array<bool, 7> present {};
    for (std::size_t i = 0; i < n; ++i) {
        Shade& c = cells[(i / cols / block) * w + (i % cols) / block];
        const Shade s = shadeOf(int(category.at(i)));
        present[std::size_t(s)] = true;
        c = std::max(c, s);
    }
    const int cell = std::max(1, kMinSide / std::max(w, h));
    const int mapW = w * cell, mapH = h * cell;

    // margins: row labels on the left, column labels, the axis title and the key below
    const std::int64_t rowStep = tickStep(std::int64_t(rows)), colStep = tickStep(std::int64_t(cols));
    const int left = Canvas::textWidth(std::to_string((rows - 1) / rowStep * rowStep)) + 12;
    const int top = kGlyphHeight + 10;
    const int keyTop = top + mapH + 6 + kGlyphHeight + 6 + kGlyphHeight + 10;
    std::vector<Shade> key;
    for (Shade s : {Shade::Pass, Shade::Fail, Shade::NaN, Shade::Inf, Shade::Unwritten, Shade::NotCompared})
        if (s == Shade::Pass || s == Shade::Fail || present[std::size_t(s)])
            key.push_back(s);
    int keyWidth = 0;
    for (Shade s : key)
        keyWidth += kGlyphHeight + 6 + Canvas::textWidth(nameOf(s)) + 14;
    const int width = std::max(left + mapW + 10, keyWidth + 10);
    Canvas canvas(width, keyTop + kGlyphHeight + 6);

    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            canvas.fill(left + x * cell, top + y * cell, cell, cell, colourOf(cells[std::size_t(y) * w + x]));
    const Rgb axis {90, 90, 90};
    canvas.fill(left - 1, top - 1, mapW + 2, 1, axis);
    canvas.fill(left - 1, top + mapH, mapW + 2, 1, axis);
    canvas.fill(left - 1, top - 1, 1, mapH + 2, axis);
    canvas.fill(left + mapW, top - 1, 1, mapH + 2, axis);
    // ticks at element indices, on the centre of the cell that holds the element
    const double perElement = double(cell) / double(block);
    for (std::int64_t r = 0; r < std::int64_t(rows); r += rowStep) {
        const int y = top + int((double(r) + 0.5) * perElement);
        canvas.fill(left - 5, y, 4, 1, axis);
        const std::string label = std::to_string(r);
        canvas.text(left - 7 - Canvas::textWidth(label), y - kGlyphHeight / 2, label);
    }
    for (std::int64_t c = 0; c < std::int64_t(cols); c += colStep) {
        const int x = left + int((double(c) + 0.5) * perElement);
        canvas.fill(x, top + mapH + 1, 1, 4, axis);
        const std::string label = std::to_string(c);
        canvas.text(std::max(0, x - Canvas::textWidth(label) / 2), top + mapH + 6, label);
    }
    canvas.text(2, 2, "row");
    canvas.text(left + mapW / 2 - Canvas::textWidth("column") / 2, top + mapH + 6 + kGlyphHeight + 4, "column");
    int x = 4;
    for (Shade s : key) {
        canvas.fill(x, keyTop, kGlyphHeight, kGlyphHeight, {90, 90, 90});
        canvas.fill(x + 1, keyTop + 1, kGlyphHeight - 2, kGlyphHeight - 2, colourOf(s));
        x += kGlyphHeight + 6;
        canvas.text(x, keyTop, nameOf(s));
        x += Canvas::textWidth(nameOf(s)) + 14;
    }
    return ReportHeatmapImage {canvas.take(), left, top, cell, int(block)};
}

Result<RasterImage> renderErrorHeatmap(const Tensor& category, const Tensor& absError)
{
    auto picture = renderReportHeatmap(category, absError);
    if (!picture)
        return picture.error();
    return std::move(picture->image);
}

} // namespace warpscope::core
