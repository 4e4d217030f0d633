#pragma once

#include "core/compare/heatmapgrid.h"
#include "core/pipeline/runresult.h"

#include <QImage>
#include <QString>

#include <qcustomplot.h>

#include <memory>

namespace warpscope::widgets {

/// What the heatmap draws, asked of makeHeatmapPicture: output `output` of seed `seed` of `run`, laid
/// out by `layout`, coloured by `mode`. Everything is held by value or shared and never changed, so the
/// picture can be made on a worker thread while the GUI thread goes on (issue 20: a 1024 x 1024 map
/// took 5-13 ms of the GUI thread to pool and colour).
struct HeatmapPictureRequest {
    std::shared_ptr<const core::RunResult> run;
    int seed = -1;
    int output = -1;
    core::GridLayout layout;
    core::HeatmapMode mode = core::HeatmapMode::PassFail;
    bool log = false;
    /// A grid of `mode` pooled over `layout` before (a mode switch back to it, a log toggle): only
    /// coloured again; null: pooled afresh.
    std::shared_ptr<const core::HeatmapGrid> pooled;
};

/// A heatmap ready to draw: the pooled grid, the colour bar's gradient and range, and the image of the
/// cells, coloured exactly as QCPColorMap colours them (the overlay colours of NaN, Inf, unwritten and
/// the rest painted over the value colours), with row 0 on the first scan line.
struct HeatmapPicture {
    std::shared_ptr<const core::HeatmapGrid> grid; ///< never null; empty when nothing is drawn
    QString error; ///< why the grid could not be built (a tensor missing), or ""
    QImage image; ///< null when the grid is empty
    /// The map's cell coordinates (cells at their block's centre, in element units), of grid's size; its
    /// cells are not filled: the image holds the colours. Made here so its allocation costs the worker.
    std::unique_ptr<QCPColorMapData> cells;
    QCPColorGradient gradient;
    QCPRange dataRange;
    bool log = false; ///< the bar is log10 (an error mode with log asked and some error to show)
    bool allExact = false; ///< an error mode where every compared element is exact
};

/// Pools (unless request.pooled is given) and colours one heatmap. Reads only the request: safe on any
/// thread. The colours follow the mode: pass / fail green and red, viridis otherwise, over the grid's
/// range (log10 of it on a log bar) widened to reach the output's tolerance.
HeatmapPicture makeHeatmapPicture(const HeatmapPictureRequest& request);

/// The colours of the overlay codes 0..5 (core::HeatmapOverlay) and their data range.
QCPColorGradient heatmapOverlayGradient();
QCPRange heatmapOverlayRange();

/// How many times each cell is repeated in each direction of the image: QCPColorMap repeats the cells of
/// a small map until it is at least 100 pixels (stretching a tiny image by drawImage made inner
/// boundaries jitter), and the picture follows it so it draws the same pixels.
int heatmapOversampling(std::int64_t cells);

} // namespace warpscope::widgets
