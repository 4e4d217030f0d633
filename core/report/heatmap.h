#pragma once

#include "core/common/result.h"
#include "core/common/tensor.h"
#include "core/report/png.h"

namespace warpscope::core {

/// Draws an output's error map as a picture: one cell per element (rows = all but the last dimension;
/// 1-D outputs wrap into a square), dark for exact, brighter for larger errors that passed (log scale),
/// red outside the tolerance, purple for NaN/Inf/never written. Large outputs are reduced keeping the
/// worst element of each block; small ones are enlarged to at least 256 pixels.
Result<RasterImage> renderErrorHeatmap(const Tensor& category, const Tensor& absError);

} // namespace warpscope::core
