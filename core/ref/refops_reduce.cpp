#include "core/ref/refops.h"

#include "core/ref/refexpr.h"

#include <algorithm>
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

namespace {

ReduceKind kindOf(const std::string& op)
{
    return op == "sum" ? ReduceKind::Sum
        : op == "mean" ? ReduceKind::Mean
        : op == "max"  ? ReduceKind::Max
                       : ReduceKind::Min;
}

/// One result per consecutive block of `block` elements of the flattened input (the last may be
/// shorter): what the first pass of a two-pass reduction writes, one value per CTA.
Result<Tensor> reduceBlocks(const RefContext& c, ReduceKind kind)
{
    auto block = c.integer("block", std::nullopt);
    if (!block)
        return block.error();
    if (*block < 1)
        return c.error("block", "expected a block size >= 1, found " + std::to_string(*block));
    const auto& in = c.inputs[0];
    const auto n = static_cast<std::int64_t>(in.values.size());
    const std::int64_t blocks = (n + *block - 1) / *block;
    Tensor out = makeF64({blocks});
    for (std::int64_t b = 0; b < blocks; ++b)
        f64Data(out)[b] = reduceRange(kind, in.values.data() + b * *block, std::min(*block, n - b * *block), 1);
    return out;
}

/// One result per segment [offsets[s], offsets[s + 1]) of the flattened input (CSR offsets, as
/// torch.segment_reduce's offsets): S + 1 offsets give S results. An empty segment gives 0 for a sum,
/// NaN for a mean, and -inf / +inf for max / min (the identity, as torch with no initial value).
Result<Tensor> reduceSegments(const RefContext& c, ReduceKind kind)
{
    auto name = c.text("segments");
    if (!name)
        return name.error();
    if (c.inputs.size() != 2 || c.inputs[1].name != *name)
        return c.error("segments",
            "segments = \"" + *name + "\" must name the second input; write inputs = [\"" + c.inputs[0].name + "\", \""
                + *name + "\"]");
    const auto& in = c.inputs[0];
    const auto& off = c.inputs[1];
    const auto n = static_cast<std::int64_t>(in.values.size());
    const auto segs = static_cast<std::int64_t>(off.values.size()) - 1;
    if (segs < 1)
        return c.shapeError(1, "at least 2 offsets (S + 1 offsets bound S segments)");
    Tensor out = makeF64({segs});
    for (std::int64_t s = 0; s < segs; ++s) {
        const auto b = static_cast<std::int64_t>(off.values[static_cast<std::size_t>(s)]);
        const auto e = static_cast<std::int64_t>(off.values[static_cast<std::size_t>(s + 1)]);
        if (b < 0 || e < b || e > n)
            return c.error("inputs[1]",
                "buffer '" + off.name + "' gives segment " + std::to_string(s) + " as [" + std::to_string(b) + ", "
                    + std::to_string(e) + "), which is not inside the " + std::to_string(n) + " elements of '" + in.name
                    + "'; offsets must rise from 0 to at most " + std::to_string(n));
        double v;
        if (e > b)
            v = reduceRange(kind, in.values.data() + b, e - b, 1);
        else
            v = kind == ReduceKind::Sum    ? 0.0
                : kind == ReduceKind::Mean ? std::numeric_limits<double>::quiet_NaN()
                : kind == ReduceKind::Max  ? -std::numeric_limits<double>::infinity()
                                           : std::numeric_limits<double>::infinity();
        f64Data(out)[s] = v;
    }
    return out;
}

/// The axes to reduce, from axis = a or axes = [a, b, ...] (negative counts from the end), sorted.
Result<std::vector<int>> reduceAxes(const RefContext& c)
{
    const auto rank = static_cast<std::int64_t>(c.inputs[0].shape().size());
    std::vector<std::int64_t> raw;
    if (c.spec->attrs.count("axes")) {
        if (c.spec->attrs.count("axis"))
            return c.error("axes", "give axis or axes, not both");
        const auto it = c.spec->attrs.find("axes");
        const auto* list = std::get_if<AttrList>(&it->second);
        if (!list || list->empty())
            return c.error("axes", "expected a non-empty array of axes, e.g. axes = [0, 2]");
        auto v = c.integers("axes", {list->size()}, {});
        if (!v)
            return v.error();
        raw = *v;
    } else if (c.spec->attrs.count("axis")) {
        auto v = c.integer("axis", std::nullopt);
        if (!v)
            return v.error();
        raw = {*v};
    } else {
        for (std::int64_t a = 0; a < rank; ++a)
            raw.push_back(a);
    }
    std::vector<int> axes;
    for (std::int64_t a : raw) {
        const std::int64_t v = a < 0 ? a + rank : a;
        if (v < 0 || v >= rank)
            return c.error(c.spec->attrs.count("axes") ? "axes" : "axis",
                "axis " + std::to_string(a) + " is outside buffer '" + c.inputs[0].name + "' of shape "
                    + shapeToString(c.inputs[0].shape()) + " (rank " + std::to_string(rank) + ")");
        if (std::find(axes.begin(), axes.end(), static_cast<int>(v)) != axes.end())
            return c.error("axes", "axis " + std::to_string(a) + " is listed twice");
        axes.push_back(static_cast<int>(v));
    }
    std::sort(axes.begin(), axes.end());
    return axes;
}

} // namespace

Result<Tensor> reduce(const RefContext& c)
{
    if (auto s = c.allowKeys({"axis", "axes", "keepdims", "block", "segments"}); !s)
        return s.error();
    const ReduceKind kind = kindOf(c.spec->op);
    const bool segmented = c.spec->attrs.count("segments") > 0;
    if (auto s = c.inputCount(segmented ? 2 : 1, segmented ? 2 : 1); !s)
        return s.error();
    const bool blocked = c.spec->attrs.count("block") > 0;
    if (int(blocked) + int(segmented) + int(c.spec->attrs.count("axis") || c.spec->attrs.count("axes")) > 1)
        return c.error(
            blocked ? "block" : "segments", "axis/axes, block and segments are different reductions; keep one");
    if (blocked)
        return reduceBlocks(c, kind);
    if (segmented)
        return reduceSegments(c, kind);
    auto keep = c.flag("keepdims", false);
    auto axes = reduceAxes(c);
    if (auto e = firstError(keep, axes))
        return *e;
    const auto& in = c.inputs[0];
    const auto& shape = in.shape();
    // Move the reduced axes last: each output element then reduces one contiguous run of the gathered copy.
    std::vector<int> kept;
    for (int a = 0; a < static_cast<int>(shape.size()); ++a)
        if (std::find(axes->begin(), axes->end(), a) == axes->end())
            kept.push_back(a);
    std::vector<std::int64_t> outShape, keptShape;
    std::int64_t runLength = 1;
    for (int a = 0; a < static_cast<int>(shape.size()); ++a) {
        const bool reduced = std::find(axes->begin(), axes->end(), a) != axes->end();
        if (!reduced)
            keptShape.push_back(shape[static_cast<std::size_t>(a)]);
        else
            runLength *= shape[static_cast<std::size_t>(a)];
        if (!reduced || *keep)
            outShape.push_back(reduced ? 1 : shape[static_cast<std::size_t>(a)]);
    }
    Tensor out = makeF64(outShape);
    const std::int64_t outCount = extent(keptShape, 0, keptShape.size());
    std::vector<std::int64_t> strides(shape.size(), 1);
    for (std::size_t d = shape.size(); d-- > 1;)
        strides[d - 1] = strides[d] * shape[d];
    std::vector<double> run(static_cast<std::size_t>(runLength));
    for (std::int64_t o = 0; o < outCount; ++o) {
        std::int64_t base = 0, rest = o;
        for (std::size_t k = kept.size(); k-- > 0;) {
            const std::int64_t ext = shape[static_cast<std::size_t>(kept[k])];
            base += (rest % ext) * strides[static_cast<std::size_t>(kept[k])];
            rest /= ext;
        }
        for (std::int64_t r = 0; r < runLength; ++r) {
            std::int64_t at = base, left = r;
            for (std::size_t k = axes->size(); k-- > 0;) {
                const std::int64_t ext = shape[static_cast<std::size_t>((*axes)[k])];
                at += (left % ext) * strides[static_cast<std::size_t>((*axes)[k])];
                left /= ext;
            }
            run[static_cast<std::size_t>(r)] = in.values[static_cast<std::size_t>(at)];
        }
        f64Data(out)[o] = reduceRange(kind, run.data(), runLength, 1);
    }
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

namespace {

/// Counts with a bin expression over the input (named by its buffer name or x) and [params]: the
/// element lands in bin floor(expr); bins outside 0..bins-1 (and NaN) are not counted.
Result<Tensor> histogramByExpr(const RefContext& c, std::int64_t bins)
{
    auto text = c.text("bin");
    if (!text)
        return text.error();
    std::map<std::string, double, std::less<>> constants;
    for (const auto& [k, v] : c.params)
        constants[k] = static_cast<double>(v);
    auto expr = RefExpr::compile(*text, {c.inputs[0].name, "x"}, constants);
    if (!expr)
        return c.error("bin", expr.error().message);
    Tensor out = makeF64({bins});
    double* y = f64Data(out);
    double vars[2];
    for (double v : c.inputs[0].values) {
        vars[0] = vars[1] = v;
        const double b = std::floor(expr->evaluate(vars));
        if (b >= 0 && b < static_cast<double>(bins))
            y[static_cast<std::int64_t>(b)] += 1.0;
    }
    return out;
}

} // namespace

Result<Tensor> histogram(const RefContext& c)
{
    if (auto s = c.allowKeys({"bins", "lo", "hi", "range", "bin"}); !s)
        return s.error();
    if (auto s = c.inputCount(1, 1); !s)
        return s.error();
    auto bins = c.integer("bins", std::nullopt);
    if (!bins)
        return bins.error();
    if (*bins < 1 || *bins > (std::int64_t(1) << 28))
        return c.error("bins", "expected a number of bins from 1 to 2^28, found " + std::to_string(*bins));
    const auto& in = c.inputs[0];
    const bool hasRange = c.spec->attrs.count("lo") || c.spec->attrs.count("hi") || c.spec->attrs.count("range");
    if (c.spec->attrs.count("bin")) {
        if (hasRange)
            return c.error("bin", "a bin expression chooses the bin itself; remove lo, hi and range");
        return histogramByExpr(c, *bins);
    }
    Tensor out = makeF64({*bins});
    double* y = f64Data(out);
    if (!isFloat(in.tensor->dtype) && !hasRange) {
        for (double v : in.values)
            if (v >= 0 && v < static_cast<double>(*bins))
                y[static_cast<std::int64_t>(v)] += 1.0;
        return out;
    }
    if (c.spec->attrs.count("range") && (c.spec->attrs.count("lo") || c.spec->attrs.count("hi")))
        return c.error("range", "give range = [lo, hi] or lo and hi, not both");
    Result<double> lo = 0.0, hi = 0.0;
    if (c.spec->attrs.count("range")) {
        auto r = c.numbers("range", 2);
        if (!r)
            return r.error();
        lo = (*r)[0];
        hi = (*r)[1];
    } else {
        lo = c.number("lo", std::nullopt);
        hi = c.number("hi", std::nullopt);
    }
    if (auto e = firstError(lo, hi))
        return *e;
    if (!(*lo < *hi) || !std::isfinite(*lo) || !std::isfinite(*hi))
        return c.error(c.spec->attrs.count("range") ? "range" : "hi",
            "expected finite lo < hi, found lo = " + std::to_string(*lo) + ", hi = " + std::to_string(*hi));
    const double width = *hi - *lo;
    for (double v : in.values) {
        if (!(v >= *lo && v <= *hi))
            continue; // outside the range, or NaN: not counted, as torch.histc and numpy.histogram
        auto b = static_cast<std::int64_t>((v - *lo) / width * static_cast<double>(*bins));
        y[std::min(b, *bins - 1)] += 1.0; // hi itself falls in the last bin
    }
    return out;
}

} // namespace warpscope::core::refops
