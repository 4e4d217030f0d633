#pragma once

#include "core/common/result.h"
#include "core/compare/comparison.h"

#include <cstdint>
#include <vector>

namespace warpscope::core {

/// What a heatmap colours each element by.
enum class HeatmapMode : std::uint8_t {
    AbsError, ///< |out - ref|
    RelError, ///< |out - ref| / |ref|
    Ulp, ///< distance in steps of the output's dtype
    PassFail, ///< 0 passed, 1 a mismatch of any category
    Value, ///< the kernel's output
    Reference, ///< the reference
};

/// Elements the colour scale cannot show, drawn in their own colours above it. Ordered by how much a
/// reviewer needs to see them: a pooled cell shows the highest one of its elements.
enum class HeatmapOverlay : std::uint8_t {
    None = 0,
    Inf = 1,
    NaN = 2,
    Unwritten = 3,
    Outside = 4, ///< past the end of a folded 1-D output: no element there
    NotCompared = 5, ///< outside a [compare] region or mask, or unwritten by a sampled run's CTAs
};

/// How an output's shape is laid out as rows x columns: 1-D folded to a width, 2-D as is, 3-D and
/// more as the 2-D slice of the last two dimensions at fixed leading indices.
struct GridLayout {
    std::int64_t rows = 0;
    std::int64_t cols = 0;
    std::int64_t offset = 0; ///< flat index of element (0, 0)
    std::int64_t elements = 0; ///< elements of the output; a folded layout may have cells past the end
    std::vector<std::int64_t> sliceDims; ///< sizes of the leading (sliced) dimensions
};

/// Lays out shape. foldWidth is used for 1-D (and 0-D) outputs only, clamped to 1..elements;
/// sliceIndex holds one index per leading dimension of a 3-D+ output (missing ones are 0). An index out
/// of range is BadInput naming the dimension.
Result<GridLayout> layoutGrid(
    const std::vector<std::int64_t>& shape, std::int64_t foldWidth, const std::vector<std::int64_t>& sliceIndex);

/// The flat element index of a cell of the layout, or -1 when the cell is outside the output.
std::int64_t flatIndexAt(const GridLayout& layout, std::int64_t row, std::int64_t col);

/// A heatmap ready to draw: at most maxSide x maxSide cells. When the layout is larger, each cell
/// max-pools a block of elements (the largest error, the value of largest magnitude, the most severe
/// overlay), so one bad element is never lost by downsampling.
struct HeatmapGrid {
    std::int64_t rows = 0; ///< cells
    std::int64_t cols = 0;
    std::int64_t blockRows = 1; ///< elements per cell, vertically
    std::int64_t blockCols = 1;
    std::vector<float> values; ///< row-major; NaN where the cell holds no finite value
    std::vector<HeatmapOverlay> overlay; ///< row-major
    std::vector<std::int64_t> source; ///< row-major: the flat index of the element the cell shows, -1 if none
    double minValue = 0.0; ///< over the finite cell values; 0 when there are none
    double maxValue = 0.0;
    double minPositive = 0.0; ///< smallest value > 0, for log scales; 0 when there is none
};

/// The tensors one heatmap reads. maps.category decides the overlays; the mode picks the tensor.
struct HeatmapSource {
    const Tensor* output = nullptr;
    const Tensor* reference = nullptr;
    const ErrorMaps* maps = nullptr;
};

/// Builds the grid of source in mode over layout. A tensor the mode needs that is missing, or whose
/// element count differs from the layout's, is BadInput naming it.
Result<HeatmapGrid> buildHeatmapGrid(
    const HeatmapSource& source, const GridLayout& layout, HeatmapMode mode, std::int64_t maxSide = 1024);

/// One element as the hover text and the detail panel show it.
struct ElementDetail {
    std::int64_t flatIndex = -1;
    std::vector<std::int64_t> index; ///< multi-dimensional, C order
    double value = 0.0;
    double reference = 0.0;
    double absError = 0.0;
    double relError = 0.0;
    double ulp = 0.0;
    ElementCategory category = ElementCategory::Exact;
};

/// The element at flatIndex, read from the tensors of source (missing tensors read as NaN).
Result<ElementDetail> elementDetail(
    const HeatmapSource& source, const std::vector<std::int64_t>& shape, std::int64_t flatIndex);

/// "abs_error", "rel_error", "ulp", "pass_fail", "value", "reference".
const char* heatmapModeName(HeatmapMode mode);

} // namespace warpscope::core
