#pragma once

#include "core/common/result.h"
#include "core/common/tensor.h"
#include "core/report/png.h"

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

/// renderReportHeatmap's picture alone.
Result<RasterImage> renderErrorHeatmap(const Tensor& category, const Tensor& absError);

} // namespace warpscope::core
