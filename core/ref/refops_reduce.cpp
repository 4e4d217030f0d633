#include "core/ref/refops.h"

#include <cmath>
#include <limits>

namespace warpscope::core::refops {

namespace {

enum class ReduceKind { Sum, Mean, Max, Min };

double reduceRange(ReduceKind kind, const double* x, std::int64_t count, std::int64_t stride)
{
    if (kind == ReduceKind::Sum || kind == ReduceKind::Mean) {
        CompensatedSum s;
        for (std::int64_t k = 0; k < count; ++k)
            s.add(x[k * stride]);
        return kind == ReduceKind::Mean ? s.value() / static_cast<double>(count) : s.value();
    }
    double r = x[0];
    for (std::int64_t k = 1; k < count; ++k) {
        const double v = x[k * stride];
        if (std::isnan(v) || std::isnan(r))
            r = std::numeric_limits<double>::quiet_NaN(); // NaN wins, as in torch.max / torch.min
        else
            r = kind == ReduceKind::Max ? std::max(r, v) : std::min(r, v);
    }
    return r;
}

} // namespace

Result<Tensor> reduce(const RefContext& c)
{
    if (auto s = c.allowKeys({"axis", "keepdims"}); !s)
        return s.error();
    if (auto s = c.inputCount(1, 1); !s)
        return s.error();
    const std::string& op = c.spec->op;
    const ReduceKind kind = op == "sum" ? ReduceKind::Sum
        : op == "mean"                  ? ReduceKind::Mean
        : op == "max"                   ? ReduceKind::Max
                                        : ReduceKind::Min;
    auto keep = c.flag("keepdims", false);
    if (!keep)
        return keep.error();
    const auto& in = c.inputs[0];
    if (!c.spec->attrs.count("axis")) {
        Tensor out = makeF64(*keep ? std::vector<std::int64_t>(in.shape().size(), 1) : std::vector<std::int64_t> {});
        f64Data(out)[0] = reduceRange(kind, in.values.data(), static_cast<std::int64_t>(in.values.size()), 1);
        return out;
    }
    auto axis = c.axis("axis", std::nullopt, 0);
    if (!axis)
        return axis.error();
    const AxisSplit s = splitAt(in.shape(), *axis);
    auto shape = in.shape();
    if (*keep)
        shape[static_cast<std::size_t>(*axis)] = 1;
    else
        shape.erase(shape.begin() + *axis);
    Tensor out = makeF64(shape);
    double* y = f64Data(out);
    for (std::int64_t o = 0; o < s.outer; ++o)
        for (std::int64_t j = 0; j < s.inner; ++j)
            y[o * s.inner + j] = reduceRange(kind, in.values.data() + o * s.length * s.inner + j, s.length, s.inner);
    return out;
}

Result<Tensor> prefixSum(const RefContext& c)
{
    if (auto s = c.allowKeys({"exclusive", "axis"}); !s)
        return s.error();
    if (auto s = c.inputCount(1, 1); !s)
        return s.error();
    auto exclusive = c.flag("exclusive", false);
    if (!exclusive)
        return exclusive.error();
    auto axis = c.axis("axis", -1, 0);
    if (!axis)
        return axis.error();
    const auto& in = c.inputs[0];
    const AxisSplit s = splitAt(in.shape(), *axis);
    Tensor out = makeF64(in.shape());
    double* y = f64Data(out);
    for (std::int64_t o = 0; o < s.outer; ++o) {
        for (std::int64_t j = 0; j < s.inner; ++j) {
            CompensatedSum sum;
            for (std::int64_t k = 0; k < s.length; ++k) {
                const std::int64_t at = (o * s.length + k) * s.inner + j;
                if (*exclusive) {
                    y[at] = sum.value();
                    sum.add(in.values[at]);
                } else {
                    sum.add(in.values[at]);
                    y[at] = sum.value();
                }
            }
        }
    }
    return out;
}

Result<Tensor> histogram(const RefContext& c)
{
    if (auto s = c.allowKeys({"bins", "lo", "hi"}); !s)
        return s.error();
    if (auto s = c.inputCount(1, 1); !s)
        return s.error();
    auto bins = c.integer("bins", std::nullopt);
    if (!bins)
        return bins.error();
    if (*bins < 1 || *bins > (std::int64_t(1) << 28))
        return c.error("bins", "expected a number of bins from 1 to 2^28, found " + std::to_string(*bins));
    const auto& in = c.inputs[0];
    Tensor out = makeF64({*bins});
    double* y = f64Data(out);
    if (!isFloat(in.tensor->dtype)) {
        if (c.spec->attrs.count("lo") || c.spec->attrs.count("hi"))
            return c.error(c.spec->attrs.count("lo") ? "lo" : "hi",
                "buffer '" + in.name + "' holds integers, which are their own bins; remove lo and hi");
        for (double v : in.values)
            if (v >= 0 && v < static_cast<double>(*bins))
                y[static_cast<std::int64_t>(v)] += 1.0;
        return out;
    }
    auto lo = c.number("lo", std::nullopt);
    auto hi = c.number("hi", std::nullopt);
    if (auto e = firstError(lo, hi))
        return *e;
    if (!(*lo < *hi) || !std::isfinite(*lo) || !std::isfinite(*hi))
        return c.error(
            "hi", "expected finite lo < hi, found lo = " + std::to_string(*lo) + ", hi = " + std::to_string(*hi));
    const double width = *hi - *lo;
    for (double v : in.values) {
        if (!(v >= *lo && v <= *hi))
            continue; // outside the range, or NaN: not counted, as numpy.histogram
        auto b = static_cast<std::int64_t>((v - *lo) / width * static_cast<double>(*bins));
        y[std::min(b, *bins - 1)] += 1.0; // hi itself falls in the last bin
    }
    return out;
}

} // namespace warpscope::core::refops
