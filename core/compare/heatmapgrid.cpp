// Shapes an output's tensors into the grid a heatmap draws. Pure data, no Qt, so the pooling rule that
// keeps a single bad element visible is tested without a window.
#include "core/compare/heatmapgrid.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace warpscope::core {

namespace {

HeatmapOverlay overlayOfCategory(float category)
{
    switch (static_cast<ElementCategory>(static_cast<int>(category))) {
    case ElementCategory::NaN:
        return HeatmapOverlay::NaN;
    case ElementCategory::Inf:
        return HeatmapOverlay::Inf;
    case ElementCategory::Unwritten:
    case ElementCategory::NeitherWrote: // neither the kernel nor the reference wrote it
        return HeatmapOverlay::Unwritten;
    case ElementCategory::NotCompared: // outside the region/mask, or no CTA of a sampled run wrote it
        return HeatmapOverlay::NotCompared;
    default:
        return HeatmapOverlay::None;
    }
}

/// Reads element i of a tensor as double; F32 (every error map) without the generic conversion.
struct Reader {
    const Tensor* t = nullptr;
    double operator()(std::int64_t i) const
    {
        if (t->dtype == DType::F32) {
            float f;
            std::memcpy(&f, t->bytes.data() + i * 4, 4);
            return f;
        }
        return t->at(static_cast<std::size_t>(i));
    }
};

const Tensor* tensorFor(const HeatmapSource& s, HeatmapMode mode)
{
    switch (mode) {
    case HeatmapMode::AbsError:
        return s.maps ? &s.maps->absError : nullptr;
    case HeatmapMode::RelError:
        return s.maps ? &s.maps->relError : nullptr;
    case HeatmapMode::Ulp:
        return s.maps ? &s.maps->ulp : nullptr;
    case HeatmapMode::PassFail:
        return s.maps ? &s.maps->category : nullptr;
    case HeatmapMode::Value:
        return s.output;
    case HeatmapMode::Reference:
        return s.reference;
    }
    return nullptr;
}

bool usable(const Tensor* t, std::int64_t elements)
{
    return t && !t->bytes.empty() && static_cast<std::int64_t>(t->elementCount()) == elements;
}

/// Whether candidate v should replace the cell's current value: errors pool by maximum, values by
/// magnitude (a huge wrong value is the one to see).
bool better(HeatmapMode mode, double v, double current)
{
    if (std::isnan(current))
        return true;
    if (mode == HeatmapMode::Value || mode == HeatmapMode::Reference)
        return std::fabs(v) > std::fabs(current);
    return v > current;
}

} // namespace

Result<GridLayout> layoutGrid(
    const std::vector<std::int64_t>& shape, std::int64_t foldWidth, const std::vector<std::int64_t>& sliceIndex)
{
    GridLayout g;
    std::int64_t elements = 1;
    for (std::int64_t d : shape) {
        if (d < 0)
            return makeError(
                ErrorCode::BadInput, "heatmap: the shape " + shapeToString(shape) + " has a negative dimension");
        elements *= d;
    }
    g.elements = elements;
    if (shape.size() <= 1) {
        const std::int64_t width = std::clamp<std::int64_t>(foldWidth, 1, std::max<std::int64_t>(elements, 1));
        g.cols = elements == 0 ? 0 : width;
        g.rows = elements == 0 ? 0 : (elements + width - 1) / width;
        return g;
    }
    const std::size_t lead = shape.size() - 2;
    g.rows = shape[lead];
    g.cols = shape[lead + 1];
    std::int64_t stride = g.rows * g.cols;
    for (std::size_t d = lead; d-- > 0;) {
        const std::int64_t i = d < sliceIndex.size() ? sliceIndex[d] : 0;
        if (i < 0 || i >= shape[d])
            return makeError(ErrorCode::BadInput,
                "heatmap: slice index " + std::to_string(i) + " of dimension " + std::to_string(d) + " is outside 0.."
                    + std::to_string(shape[d] - 1) + "; choose an index inside the shape " + shapeToString(shape));
        g.offset += i * stride;
        stride *= shape[d];
    }
    g.sliceDims.assign(shape.begin(), shape.begin() + static_cast<std::ptrdiff_t>(lead));
    return g;
}

std::int64_t flatIndexAt(const GridLayout& layout, std::int64_t row, std::int64_t col)
{
    if (row < 0 || col < 0 || row >= layout.rows || col >= layout.cols)
        return -1;
    const std::int64_t flat = layout.offset + row * layout.cols + col;
    return flat < layout.elements ? flat : -1;
}

Result<HeatmapGrid> buildHeatmapGrid(
    const HeatmapSource& source, const GridLayout& layout, HeatmapMode mode, std::int64_t maxSide)
{
    const Tensor* tensor = tensorFor(source, mode);
    if (!usable(tensor, layout.elements))
        return makeError(ErrorCode::BadInput,
            std::string("heatmap: the ") + heatmapModeName(mode)
                + " tensor is missing or has the wrong size; run the task again with tensors kept");
    const Tensor* category = source.maps ? &source.maps->category : nullptr;
    if (!usable(category, layout.elements))
        category = nullptr;

    HeatmapGrid g;
    maxSide = std::max<std::int64_t>(maxSide, 1);
    g.blockRows = std::max<std::int64_t>(1, (layout.rows + maxSide - 1) / maxSide);
    g.blockCols = std::max<std::int64_t>(1, (layout.cols + maxSide - 1) / maxSide);
    g.rows = (layout.rows + g.blockRows - 1) / g.blockRows;
    g.cols = (layout.cols + g.blockCols - 1) / g.blockCols;
    const auto cells = static_cast<std::size_t>(g.rows * g.cols);
    g.values.assign(cells, std::numeric_limits<float>::quiet_NaN());
    g.overlay.assign(cells, HeatmapOverlay::None);
    g.source.assign(cells, -1);
    std::vector<double> best(cells, std::numeric_limits<double>::quiet_NaN());

    const Reader read {tensor};
    const Reader readCategory {category};
    // The column → cell map is computed once: a division per element would cost more than the rest.
    std::vector<std::size_t> cellOfColumn(static_cast<std::size_t>(layout.cols));
    for (std::int64_t c = 0; c < layout.cols; ++c)
        cellOfColumn[static_cast<std::size_t>(c)] = static_cast<std::size_t>(c / g.blockCols);
    for (std::int64_t r = 0; r < layout.rows; ++r) {
        const auto rowCell = static_cast<std::size_t>((r / g.blockRows) * g.cols);
        const std::int64_t rowFlat = layout.offset + r * layout.cols;
        for (std::int64_t c = 0; c < layout.cols; ++c) {
            const std::size_t cell = rowCell + cellOfColumn[static_cast<std::size_t>(c)];
            const std::int64_t flat = rowFlat + c < layout.elements ? rowFlat + c : -1;
            if (flat < 0) {
                // Only a folded tail is outside; a cell with any real element shows that element.
                if (g.source[cell] < 0)
                    g.overlay[cell] = HeatmapOverlay::Outside;
                continue;
            }
            if (g.overlay[cell] == HeatmapOverlay::Outside)
                g.overlay[cell] = HeatmapOverlay::None;
            double v = read(flat);
            HeatmapOverlay o
                = category ? overlayOfCategory(static_cast<float>(readCategory(flat))) : HeatmapOverlay::None;
            if (mode == HeatmapMode::PassFail)
                v = isMismatch(static_cast<ElementCategory>(static_cast<int>(v))) ? 1.0 : 0.0;
            if (o == HeatmapOverlay::None && !std::isfinite(v))
                o = std::isnan(v) ? HeatmapOverlay::NaN : HeatmapOverlay::Inf;
            if (o > g.overlay[cell]) {
                g.overlay[cell] = o;
                g.source[cell] = flat;
            }
            if (o == HeatmapOverlay::None && std::isfinite(v) && better(mode, v, best[cell])) {
                best[cell] = v;
                if (g.overlay[cell] == HeatmapOverlay::None)
                    g.source[cell] = flat;
            }
            if (g.source[cell] < 0)
                g.source[cell] = flat;
        }
    }

    bool any = false;
    for (std::size_t i = 0; i < cells; ++i) {
        const double v = best[i];
        if (std::isnan(v))
            continue;
        g.values[i] = static_cast<float>(v);
        g.minValue = any ? std::min(g.minValue, v) : v;
        g.maxValue = any ? std::max(g.maxValue, v) : v;
        if (v > 0 && (g.minPositive == 0.0 || v < g.minPositive))
            g.minPositive = v;
        any = true;
    }
    return g;
}

Result<ElementDetail> elementDetail(
    const HeatmapSource& source, const std::vector<std::int64_t>& shape, std::int64_t flatIndex)
{
    std::int64_t elements = 1;
    for (std::int64_t d : shape)
        elements *= d;
    if (flatIndex < 0 || flatIndex >= elements)
        return makeError(ErrorCode::BadInput,
            "heatmap: element " + std::to_string(flatIndex) + " is outside the shape " + shapeToString(shape));
    const double nan = std::numeric_limits<double>::quiet_NaN();
    auto at = [&](const Tensor* t) { return usable(t, elements) ? Reader {t}(flatIndex) : nan; };
    ElementDetail d;
    d.flatIndex = flatIndex;
    d.index = unflattenIndex(flatIndex, shape);
    d.value = at(source.output);
    d.reference = at(source.reference);
    if (source.maps) {
        d.absError = at(&source.maps->absError);
        d.relError = at(&source.maps->relError);
        d.ulp = at(&source.maps->ulp);
        const double c = at(&source.maps->category);
        if (!std::isnan(c))
            d.category = static_cast<ElementCategory>(static_cast<int>(c));
    } else {
        d.absError = d.relError = d.ulp = nan;
    }
    return d;
}

const char* heatmapModeName(HeatmapMode mode)
{
    switch (mode) {
    case HeatmapMode::AbsError:
        return "abs_error";
    case HeatmapMode::RelError:
        return "rel_error";
    case HeatmapMode::Ulp:
        return "ulp";
    case HeatmapMode::PassFail:
        return "pass_fail";
    case HeatmapMode::Value:
        return "value";
    case HeatmapMode::Reference:
        return "reference";
    }
    return "?";
}

} // namespace warpscope::core
