// The heatmap's picture, made off the GUI thread: pooling the output into a grid and colouring it the
// way QCPColorMap does, so the GUI thread only hands the image to the plot.
#include "widgets/heatmappicture.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <optional>

namespace warpscope::widgets {

namespace {

/// Viridis: perceptually even and readable in grey; its ends are far from the overlay colours.
QCPColorGradient viridis()
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
    gradient.setColorStopAt(0.25, QColor(0x3b, 0x52, 0x8b));
    gradient.setColorStopAt(0.5, QColor(0x21, 0x91, 0x8c));
    gradient.setColorStopAt(0.75, QColor(0x5e, 0xc9, 0x62));
    gradient.setColorStopAt(1.0, QColor(0xfd, 0xe7, 0x25));
    return gradient;
}

QCPColorGradient passFailColours()
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(200, 235, 200));
    gradient.setColorStopAt(1.0, QColor(200, 0, 0));
    gradient.setLevelCount(2);
    return gradient;
}

/// The tolerance of the output in the units of mode (max_ulp, atol, rtol), where the mode has one.
std::optional<double> toleranceValue(core::HeatmapMode mode, const core::Tolerance& t)
{
    switch (mode) {
    case core::HeatmapMode::Ulp:
        if (t.maxUlp)
            return double(*t.maxUlp);
        return std::nullopt;
    case core::HeatmapMode::AbsError:
        if (t.useClose)
            return t.atol;
        return std::nullopt;
    case core::HeatmapMode::RelError:
        if (t.useClose)
            return t.rtol;
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

const core::OutputResult* outputOf(const HeatmapPictureRequest& r)
{
    if (!r.run || r.seed < 0 || r.seed >= int(r.run->seeds.size()))
        return nullptr;
    const auto& outputs = r.run->seeds[std::size_t(r.seed)].outputs;
    if (r.output < 0 || r.output >= int(outputs.size()))
        return nullptr;
    return &outputs[std::size_t(r.output)];
}

/// The value colours with the overlay colours over them, one pixel per cell, row 0 on the first scan
/// line: what QCPColorMap would draw from the two colour maps the view used to fill.
QImage colourCells(const core::HeatmapGrid& g, QCPColorGradient gradient, const QCPRange& range, bool log, double floor)
{
    const int rows = int(g.rows);
    const int cols = int(g.cols);
    QImage image(cols, rows, QImage::Format_ARGB32_Premultiplied);
    QCPColorGradient overlayColours = heatmapOverlayGradient();
    const QCPRange overlayRange = heatmapOverlayRange();
    const auto width = static_cast<std::size_t>(cols);
    std::vector<double> values(width);
    std::vector<double> codes(width);
    std::vector<unsigned char> alpha(width);
    std::vector<QRgb> overlayLine(width);
    for (int r = 0; r < rows; ++r) {
        const std::size_t first = std::size_t(r) * std::size_t(cols);
        for (int c = 0; c < cols; ++c) {
            double v = g.values[first + std::size_t(c)];
            // log10 of an exact element (0) sits one decade below the smallest non-zero error
            if (log && !std::isnan(v))
                v = std::log10(std::max(v, floor));
            values[std::size_t(c)] = std::isnan(v) ? 0.0 : v;
            const auto o = g.overlay[first + std::size_t(c)];
            codes[std::size_t(c)] = double(o);
            alpha[std::size_t(c)] = o == core::HeatmapOverlay::None ? 0 : 255;
        }
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(r));
        gradient.colorize(values.data(), range, line, cols);
        overlayColours.colorize(codes.data(), alpha.data(), overlayRange, overlayLine.data(), cols);
        // the overlay's alpha is 0 or 255: an overlay cell replaces the value colour, as drawing the
        // overlay map over the value map did
        for (int c = 0; c < cols; ++c)
            if (alpha[std::size_t(c)])
                line[c] = overlayLine[std::size_t(c)];
    }
    const int sx = heatmapOversampling(g.cols);
    const int sy = heatmapOversampling(g.rows);
    if (sx > 1 || sy > 1)
        image = image.scaled(cols * sx, rows * sy, Qt::IgnoreAspectRatio, Qt::FastTransformation);
    return image;
}

} // namespace

QCPColorGradient heatmapOverlayGradient()
{
    QCPColorGradient colours;
    colours.clearColorStops();
    colours.setColorStopAt(0.0, QColor(0, 0, 0));
    colours.setColorStopAt(0.2, QColor(255, 140, 0)); // Inf: orange
    colours.setColorStopAt(0.4, QColor(255, 0, 255)); // NaN: magenta
    colours.setColorStopAt(0.6, QColor(20, 20, 20)); // unwritten: black
    colours.setColorStopAt(0.8, QColor(225, 225, 225)); // past the end of a folded output
    colours.setColorStopAt(1.0, QColor(150, 160, 185)); // not compared: outside the region or mask
    colours.setLevelCount(6);
    return colours;
}

QCPRange heatmapOverlayRange()
{
    return QCPRange(0, 5);
}

int heatmapOversampling(std::int64_t cells)
{
    // QCPColorMap::updateMapImage: int(1 + 100 / size), 1 from 101 cells on
    return cells > 0 ? int(1.0 + 100.0 / double(cells)) : 1;
}

HeatmapPicture makeHeatmapPicture(const HeatmapPictureRequest& request)
{
    HeatmapPicture p;
    p.grid = std::make_shared<const core::HeatmapGrid>();
    const core::OutputResult* out = outputOf(request);
    if (!out)
        return p;
    if (request.pooled) {
        p.grid = request.pooled;
    } else {
        auto grid = core::buildHeatmapGrid({&out->output, &out->reference, &out->maps}, request.layout, request.mode);
        if (!grid) {
            p.error = QString::fromStdString(grid.error().message);
            return p;
        }
        p.grid = std::make_shared<const core::HeatmapGrid>(std::move(*grid));
    }
    const core::HeatmapGrid& g = *p.grid;
    if (g.rows <= 0 || g.cols <= 0)
        return p;

    const core::HeatmapMode mode = request.mode;
    const bool errorMode
        = mode == core::HeatmapMode::Ulp || mode == core::HeatmapMode::AbsError || mode == core::HeatmapMode::RelError;
    // an exact output has no error to put on a log scale: its bar read "-30 … -29" (log10 of a floor)
    p.allExact = errorMode && !(g.maxValue > 0);
    p.log = request.log && errorMode && !p.allExact;
    const double floor = g.minPositive > 0 ? g.minPositive / 10.0 : 1e-30;
    p.gradient = viridis();
    QCPRange range(g.minValue, g.maxValue);
    if (mode == core::HeatmapMode::PassFail) {
        p.gradient = passFailColours();
        range = QCPRange(0, 1);
    } else if (p.log) {
        range = QCPRange(std::log10(floor), std::log10(std::max(g.maxValue, floor * 10)));
    }
    if (range.size() <= 0) // a constant map (an exact output: all 0) takes the scale's low end
        range = QCPRange(range.lower, range.lower + 1.0);
    // the bar reaches the tolerance, so its "tol" tick shows how far the errors are from it
    const std::optional<double> tol = p.allExact ? std::nullopt : toleranceValue(mode, out->stats.tolerance);
    if (tol && (!p.log || *tol > 0))
        range.expand(p.log ? std::log10(*tol) : *tol);
    if (p.allExact)
        range = QCPRange(0.0, 1.0);
    p.dataRange = range;
    p.image = colourCells(g, p.gradient, range, p.log, floor);

    // Cells sit at their block's centre in element coordinates, so axes read as element indices.
    const double kx = (g.blockCols - 1) / 2.0;
    const double ky = (g.blockRows - 1) / 2.0;
    p.cells = std::make_unique<QCPColorMapData>(int(g.cols), int(g.rows),
        QCPRange(kx, kx + double(g.cols - 1) * g.blockCols), QCPRange(ky, ky + double(g.rows - 1) * g.blockRows));
    return p;
}

} // namespace warpscope::widgets
