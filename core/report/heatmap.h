#pragma once

#include "core/common/result.h"
#include "core/common/tensor.h"
#include "core/report/png.h"

#include <string>

namespace warpscope::core {

/// A report heatmap and where its map sits in the picture (for tests and callers that crop).
struct ReportHeatmapImage {
    RasterImage image;
    int mapLeft = 0; ///< the map's first pixel column
    int mapTop = 0; ///< the map's first pixel row
    int cellPixels = 1; ///< the side of one cell in pixels
    int blockElements = 1; ///< elements per cell side: a cell shows the worst of a block this wide
};

/// Draws an output's pass/fail map as the GUI's default heatmap draws it: one cell per element (rows = all
/// but the last dimension; 1-D outputs wrap into a square), pale green pass, red fail, and the GUI's overlay
/// colours for NaN (magenta), Inf (orange), never written (black) and not compared (grey-blue); row and
/// column axes in element indices and a colour key under the map. Large outputs are reduced keeping the
/// worst element of each block; small ones are enlarged to at least 256 pixels.
Result<ReportHeatmapImage> renderReportHeatmap(const Tensor& category, const Tensor& absError);

/// Draws an output's |out - ref| per element as the GUI's error mode on a log scale draws it: viridis,
/// exact elements one decade below the smallest error, NaN / Inf / never written / not compared in the
/// overlay colours (with a key), a colour bar with its decades and a red "tol" tick at atol (the bar
/// reaches it, so the picture shows how far the errors are from the tolerance). An error when every
/// compared element is exact (nothing to draw).
Result<RasterImage> renderAbsErrorHeatmap(const Tensor& category, const Tensor& absError, double atol);

/// What an error map draws on its log colour bar, and the tolerance it marks there (as the GUI's colour bar
/// marks max_ulp on a ULP map, atol on an absolute-error map and rtol on a relative-error map).
struct ErrorScale {
    std::string title; ///< above the bar: "abs error", "rel error", "ulp"
    double mark = 0; ///< the tolerance in the map's units; not marked when 0 (it has no place on a log bar)
    std::string markLabel; ///< beside the red tick: "atol 1e-06", "max_ulp 4"
};

/// Draws one error per element (|out - ref|, |out - ref| / |ref| or the ULP distance) on a log scale as
/// renderAbsErrorHeatmap does, with the scale's title and its tolerance tick.
Result<RasterImage> renderErrorScaleHeatmap(const Tensor& category, const Tensor& values, const ErrorScale& scale);

/// Two pictures side by side on one white canvas, each under its title ("baseline", "now"), tops aligned.
RasterImage sideBySide(
    const RasterImage& left, const std::string& leftTitle, const RasterImage& right, const std::string& rightTitle);

/// renderReportHeatmap's picture alone.
Result<RasterImage> renderErrorHeatmap(const Tensor& category, const Tensor& absError);

} // namespace warpscope::core
