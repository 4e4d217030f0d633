// The report's heatmap picture, in the GUI's pass/fail palette (widgets/heatmapplot.cpp and the overlay
// colours of widgets/heatmapview.cpp), with axes and a colour key drawn in a small bitmap font: the
// core has no font rasterizer, and digits plus a few words are all a key needs.
#include "core/report/heatmap.h"
#include "core/report/heatmapcanvas.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace warpscope::core {

namespace {

using detail::Canvas;
using detail::kGlyphHeight;
using detail::Rgb;
using detail::tickStep;

constexpr int kMaxSide = 512;
constexpr int kMinSide = 256;

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

namespace {

/// Viridis, as the GUI's error modes draw (widgets/heatmapplot.cpp): t in [0, 1].
Rgb viridis(double t)
{
    static const std::array<Rgb, 5> stops {Rgb {0x44, 0x01, 0x54}, Rgb {0x3b, 0x52, 0x8b}, Rgb {0x21, 0x91, 0x8c},
        Rgb {0x5e, 0xc9, 0x62}, Rgb {0xfd, 0xe7, 0x25}};
    t = std::clamp(t, 0.0, 1.0) * 4.0;
    const std::size_t i = std::min<std::size_t>(3, std::size_t(t));
    const double f = t - double(i);
    Rgb c;
    for (std::size_t k = 0; k < 3; ++k)
        c[k] = std::uint8_t(std::lround(stops[i][k] + f * (double(stops[i + 1][k]) - stops[i][k])));
    return c;
}

std::string decadeLabel(int e)
{
    return e == 0 ? "1" : "1e" + std::to_string(e);
}

} // namespace

Result<RasterImage> renderAbsErrorHeatmap(const Tensor& category, const Tensor& absError, double atol)
{
    return renderErrorScaleHeatmap(category, absError, {"abs error", atol, "tol"});
}

Result<RasterImage> renderErrorScaleHeatmap(const Tensor& category, const Tensor& absError, const ErrorScale& scale)
{
    const double atol = scale.mark;
    const std::string markLabel = scale.markLabel.empty() ? std::string("tol") : scale.markLabel;
    const std::size_t n = category.elementCount();
    if (n == 0 || absError.elementCount() != n)
        return makeError(ErrorCode::BadInput, "the error maps are empty or their sizes differ");
    const std::size_t cols = category.shape.size() >= 2 ? static_cast<std::size_t>(category.shape.back())
                                                        : static_cast<std::size_t>(std::ceil(std::sqrt(double(n))));
    const std::size_t rows = (n + cols - 1) / cols;
    const std::size_t block = std::max<std::size_t>(1, (std::max(rows, cols) + kMaxSide - 1) / kMaxSide);
    const int w = int((cols + block - 1) / block), h = int((rows + block - 1) / block);
    // a cell: the largest finite error of its block, or the worst overlay (NaN, Inf, unwritten, not compared)
    std::vector<double> value(std::size_t(w) * h, -1.0);
    std::vector<Shade> overlay(std::size_t(w) * h, Shade::Padding);
    std::array<bool, 7> present {};
    double maxError = 0, minPositive = INFINITY;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t cell = (i / cols / block) * w + (i % cols) / block;
        const Shade shade = shadeOf(int(category.at(i)));
        if (shade == Shade::Pass || shade == Shade::Fail) {
            const double e = absError.at(i);
            if (!std::isfinite(e))
                continue;
            value[cell] = std::max(value[cell], e);
            maxError = std::max(maxError, e);
            if (e > 0)
                minPositive = std::min(minPositive, e);
        } else {
            overlay[cell] = std::max(overlay[cell], shade);
            present[std::size_t(shade)] = true;
        }
    }
    if (!(maxError > 0))
        return makeError(
            ErrorCode::BadInput, "every compared element is exact: there is no " + scale.title + " to draw");
    // log10 of an exact element sits one decade below the smallest error, as in the GUI
    const double floor = minPositive / 10.0;
    double lo = std::log10(floor), hi = std::log10(std::max(maxError, floor * 10));
    if (atol > 0) {
        lo = std::min(lo, std::log10(atol));
        hi = std::max(hi, std::log10(atol));
    }
    const int cell = std::max(1, kMinSide / std::max(w, h));
    const int mapW = w * cell, mapH = h * cell;
    const std::int64_t rowStep = tickStep(std::int64_t(rows)), colStep = tickStep(std::int64_t(cols));
    const int left = Canvas::textWidth(std::to_string((rows - 1) / rowStep * rowStep)) + 12;
    const int top = kGlyphHeight + 10;
    const int barH = std::max(mapH, 160), barW = 14;
    const int barLeft = left + mapW + 16 + (atol > 0 ? Canvas::textWidth(markLabel) : 0) + 8;
    const int first = int(std::ceil(lo - 1e-9)), last = int(std::floor(hi + 1e-9));
    const int decadeStep = std::max(1, (last - first) / 5 + 1);
    int labelWidth = std::max(0, Canvas::textWidth(scale.title) - barW - 6);
    for (int e = first; e <= last; e += decadeStep)
        labelWidth = std::max(labelWidth, Canvas::textWidth(decadeLabel(e)));
    std::vector<Shade> key;
    for (Shade s : {Shade::NaN, Shade::Inf, Shade::Unwritten, Shade::NotCompared})
        if (present[std::size_t(s)])
            key.push_back(s);
    const int keyTop = top + std::max(mapH + 6 + kGlyphHeight + 6 + kGlyphHeight, barH) + 10;
    const int width = barLeft + barW + 6 + labelWidth + 10;
    Canvas canvas(width, keyTop + (key.empty() ? 0 : kGlyphHeight + 6));

    auto colourAt = [&](double v) { return viridis((std::log10(std::max(v, floor)) - lo) / (hi - lo)); };
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const std::size_t i = std::size_t(y) * w + x;
            canvas.fill(left + x * cell, top + y * cell, cell, cell,
                overlay[i] != Shade::Padding ? colourOf(overlay[i])
                    : value[i] >= 0          ? colourAt(value[i])
                                             : colourOf(Shade::Padding));
        }
    const Rgb axis {90, 90, 90};
    canvas.fill(left - 1, top - 1, mapW + 2, 1, axis);
    canvas.fill(left - 1, top + mapH, mapW + 2, 1, axis);
    canvas.fill(left - 1, top - 1, 1, mapH + 2, axis);
    canvas.fill(left + mapW, top - 1, 1, mapH + 2, axis);
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

    // the colour bar: log10 of the error, decades labelled, the tolerance marked in red with its words
    canvas.text(barLeft, 2, scale.title);
    for (int y = 0; y < barH; ++y)
        canvas.fill(barLeft, top + y, barW, 1, viridis(1.0 - double(y) / double(barH - 1)));
    canvas.fill(barLeft - 1, top - 1, barW + 2, 1, axis);
    canvas.fill(barLeft - 1, top + barH, barW + 2, 1, axis);
    canvas.fill(barLeft - 1, top - 1, 1, barH + 2, axis);
    canvas.fill(barLeft + barW, top - 1, 1, barH + 2, axis);
    auto barY = [&](double log10Value) { return top + int(std::lround((hi - log10Value) / (hi - lo) * (barH - 1))); };
    for (int e = first; e <= last; e += decadeStep) {
        const int y = barY(e);
        canvas.fill(barLeft + barW + 1, y, 4, 1, axis);
        canvas.text(barLeft + barW + 6, std::clamp(y - kGlyphHeight / 2, top - 4, top + barH - kGlyphHeight + 4),
            decadeLabel(e));
    }
    if (atol > 0) {
        const int y = barY(std::log10(atol));
        const Rgb mark {200, 0, 0};
        canvas.fill(barLeft - 8, y, barW + 9, 2, mark);
        canvas.text(barLeft - 10 - Canvas::textWidth(markLabel),
            std::clamp(y - kGlyphHeight / 2, top - 4, top + barH - kGlyphHeight + 4), markLabel, mark);
    }
    int x = 4;
    for (Shade s : key) {
        canvas.fill(x, keyTop, kGlyphHeight, kGlyphHeight, {90, 90, 90});
        canvas.fill(x + 1, keyTop + 1, kGlyphHeight - 2, kGlyphHeight - 2, colourOf(s));
        x += kGlyphHeight + 6;
        canvas.text(x, keyTop, nameOf(s));
        x += Canvas::textWidth(nameOf(s)) + 14;
    }
    return canvas.take();
}

RasterImage sideBySide(
    const RasterImage& left, const std::string& leftTitle, const RasterImage& right, const std::string& rightTitle)
{
    constexpr int gap = 24;
    const int top = kGlyphHeight + 8;
    Canvas canvas(left.width + gap + right.width, top + std::max(left.height, right.height));
    auto paste = [&](const RasterImage& image, int x0, const std::string& title) {
        canvas.text(x0 + 2, 0, title, {20, 20, 20});
        for (int y = 0; y < image.height; ++y)
            for (int x = 0; x < image.width; ++x) {
                const std::uint8_t* p = &image.rgba[(std::size_t(y) * image.width + x) * 4];
                canvas.fill(x0 + x, top + y, 1, 1, {p[0], p[1], p[2]});
            }
    };
    paste(left, 0, leftTitle);
    canvas.fill(left.width + gap / 2, top, 1, std::max(left.height, right.height), {190, 190, 190});
    paste(right, left.width + gap, rightTitle);
    return canvas.take();
}

} // namespace warpscope::core
