// sort and topk: the builtins whose outputs come in pairs (values, then positions).
#include "core/ref/refops.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace warpscope::core::refops {

namespace {

/// torch's order: NaN above every number, so ascending puts NaN last and descending first.
bool lessNanLast(double a, double b)
{
    return !std::isnan(a) && (std::isnan(b) || a < b);
}

/// The stable order of one row along the axis: positions 0..length-1 sorted by their keys.
void rowOrder(
    const double* x, std::int64_t length, std::int64_t stride, bool descending, std::vector<std::int64_t>& order)
{
    order.resize(static_cast<std::size_t>(length));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::int64_t a, std::int64_t b) {
        const double va = x[a * stride], vb = x[b * stride];
        return descending ? lessNanLast(vb, va) : lessNanLast(va, vb);
    });
}

/// Fills keys (and a second tensor of values or indices) with the first count positions of each row's order.
std::vector<Tensor> gather(const RefContext& c, int axis, std::int64_t count, bool descending, const RefInput* values)
{
    const auto& in = c.inputs[0];
    const AxisSplit s = splitAt(in.shape(), axis);
    auto shape = in.shape();
    shape[static_cast<std::size_t>(axis)] = count;
    std::vector<Tensor> out;
    out.push_back(makeF64(shape));
    if (c.outputs.size() > 1)
        out.push_back(makeF64(shape));
    std::vector<std::int64_t> order;
    for (std::int64_t o = 0; o < s.outer; ++o) {
        for (std::int64_t j = 0; j < s.inner; ++j) {
            const std::int64_t base = o * s.length * s.inner + j;
            rowOrder(in.values.data() + base, s.length, s.inner, descending, order);
            const std::int64_t outBase = o * count * s.inner + j;
            for (std::int64_t k = 0; k < count; ++k) {
                const std::int64_t from = base + order[static_cast<std::size_t>(k)] * s.inner;
                f64Data(out[0])[outBase + k * s.inner] = in.values[static_cast<std::size_t>(from)];
                if (out.size() > 1)
                    f64Data(out[1])[outBase + k * s.inner] = values
                        ? values->values[static_cast<std::size_t>(from)]
                        : static_cast<double>(order[static_cast<std::size_t>(k)]);
            }
        }
    }
    return out;
}

} // namespace

Result<std::vector<Tensor>> sort(const RefContext& c)
{
    if (auto s = c.allowKeys({"axis", "descending"}); !s)
        return s.error();
    if (auto s = c.inputCount(1, 2); !s)
        return s.error();
    auto axis = c.axis("axis", -1, 0);
    auto descending = c.flag("descending", false);
    if (auto e = firstError(axis, descending))
        return *e;
    if (c.inputs.size() == 2) {
        if (c.inputs[1].shape() != c.inputs[0].shape())
            return c.shapeError(1, shapeToString(c.inputs[0].shape()) + " like the keys '" + c.inputs[0].name + "'");
        if (c.outputs.size() < 2)
            return c.error("outputs",
                "sort has a values input '" + c.inputs[1].name
                    + "' but outputs lists only the keys; add the buffer for the permuted values, or drop the values "
                      "input");
    }
    return gather(c, *axis, c.inputs[0].shape()[static_cast<std::size_t>(*axis)], *descending,
        c.inputs.size() == 2 ? &c.inputs[1] : nullptr);
}

Result<std::vector<Tensor>> topk(const RefContext& c)
{
    if (auto s = c.allowKeys({"k", "axis", "largest"}); !s)
        return s.error();
    if (auto s = c.inputCount(1, 1); !s)
        return s.error();
    auto axis = c.axis("axis", -1, 0);
    auto largest = c.flag("largest", true);
    auto k = c.integer("k", std::nullopt);
    if (auto e = firstError(axis, largest, k))
        return *e;
    const std::int64_t length = c.inputs[0].shape()[static_cast<std::size_t>(*axis)];
    if (*k < 1 || *k > length)
        return c.error("k",
            "k = " + std::to_string(*k) + " is outside 1.." + std::to_string(length) + ", the length of axis "
                + std::to_string(*axis) + " of buffer '" + c.inputs[0].name + "'");
    return gather(c, *axis, *k, *largest, nullptr);
}

} // namespace warpscope::core::refops
