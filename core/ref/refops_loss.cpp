// Activations (gelu, silu) and cross_entropy, with PyTorch's definitions.
#include "core/ref/refexpr.h"
#include "core/ref/refops.h"

#include <cmath>
#include <limits>

namespace warpscope::core::refops {

Result<Tensor> activation(const RefContext& c)
{
    const bool gelu = c.spec->op == "gelu";
    if (auto s = gelu ? c.allowKeys({"approximate"}) : c.allowKeys({}); !s)
        return s.error();
    if (auto s = c.inputCount(1, 1); !s)
        return s.error();
    bool tanhForm = false;
    if (gelu && c.spec->attrs.count("approximate")) {
        auto a = c.text("approximate");
        if (!a)
            return a.error();
        if (*a != "none" && *a != "tanh")
            return c.error(
                "approximate", "expected \"none\" (the erf form) or \"tanh\", as torch's gelu; found \"" + *a + "\"");
        tanhForm = *a == "tanh";
    }
    const auto& in = c.inputs[0];
    Tensor out = makeF64(in.shape());
    double* y = f64Data(out);
    for (std::size_t i = 0; i < in.values.size(); ++i)
        y[i] = !gelu ? refSilu(in.values[i]) : tanhForm ? refGeluTanh(in.values[i]) : refGelu(in.values[i]);
    return out;
}

namespace {

struct LossRows {
    std::vector<double> loss;
    CompensatedSum total;
    std::int64_t counted = 0;
};

Result<LossRows> rowLosses(const RefContext& c, std::int64_t ignoreIndex)
{
    const auto& logits = c.inputs[0];
    const auto& targets = c.inputs[1];
    if (logits.shape().size() != 2)
        return c.shapeError(0, "(N, C): one row of class logits per sample");
    const std::int64_t N = logits.shape()[0], C = logits.shape()[1];
    if (isFloat(targets.tensor->dtype))
        return c.error("inputs[1]",
            "buffer '" + targets.name + "' holds " + dtypeName(targets.tensor->dtype)
                + " values; cross_entropy's targets are class indices, so declare it an integer dtype (i32 or i64)");
    if (static_cast<std::int64_t>(targets.values.size()) != N)
        return c.shapeError(1, "[" + std::to_string(N) + "], one class index per row of '" + logits.name + "'");
    LossRows r;
    r.loss.assign(static_cast<std::size_t>(N), 0.0);
    for (std::int64_t n = 0; n < N; ++n) {
        const auto t = static_cast<std::int64_t>(targets.values[static_cast<std::size_t>(n)]);
        if (t == ignoreIndex)
            continue; // torch: an ignored row's loss is 0 and it does not count toward the mean
        if (t < 0 || t >= C)
            return c.error("inputs[1]",
                "buffer '" + targets.name + "' holds " + std::to_string(t) + " at [" + std::to_string(n)
                    + "], outside the classes 0.." + std::to_string(C - 1) + " (and not ignore_index "
                    + std::to_string(ignoreIndex) + "); fix its init or set ignore_index");
        const double* x = logits.values.data() + n * C;
        double m = -std::numeric_limits<double>::infinity();
        for (std::int64_t k = 0; k < C; ++k)
            m = std::isnan(x[k]) ? x[k] : std::max(m, x[k]);
        CompensatedSum s;
        for (std::int64_t k = 0; k < C; ++k)
            s.add(std::exp(x[k] - m));
        r.loss[static_cast<std::size_t>(n)] = m + std::log(s.value()) - x[t];
        r.total.add(r.loss[static_cast<std::size_t>(n)]);
        ++r.counted;
    }
    return r;
}

} // namespace

Result<std::vector<Tensor>> crossEntropy(const RefContext& c)
{
    if (auto s = c.allowKeys({"ignore_index", "reduction"}); !s)
        return s.error();
    if (auto s = c.inputCount(2, 2); !s)
        return s.error();
    auto ignore = c.integer("ignore_index", -100);
    if (!ignore)
        return ignore.error();
    std::string reduction = "mean";
    if (c.spec->attrs.count("reduction")) {
        auto r = c.text("reduction");
        if (!r)
            return r.error();
        reduction = *r;
    }
    if (reduction != "mean" && reduction != "sum" && reduction != "none")
        return c.error("reduction",
            "expected \"mean\", \"sum\" or \"none\", as torch's cross_entropy; found \"" + reduction + "\"");
    if (reduction == "none" && c.outputs.size() == 2)
        return c.error("reduction",
            "with two outputs (per-row losses, then their reduction) the reduction must be \"mean\" or \"sum\"");
    auto rows = rowLosses(c, *ignore);
    if (!rows)
        return rows.error();
    const auto N = static_cast<std::int64_t>(rows->loss.size());
    Tensor perRow = makeF64({N});
    std::copy(rows->loss.begin(), rows->loss.end(), f64Data(perRow));
    Tensor reduced = makeF64({});
    // torch: the mean over the rows that count; every row ignored gives NaN (0 / 0)
    f64Data(reduced)[0]
        = reduction == "sum" ? rows->total.value() : rows->total.value() / static_cast<double>(rows->counted);
    std::vector<Tensor> out;
    if (c.outputs.size() == 2 || reduction == "none")
        out.push_back(std::move(perRow));
    if (reduction != "none")
        out.push_back(std::move(reduced));
    return out;
}

} // namespace warpscope::core::refops
