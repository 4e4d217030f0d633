#include "core/ref/refops.h"

#include <cmath>
#include <limits>

namespace warpscope::core::refops {

Result<Tensor> softmax(const RefContext& c)
{
    if (auto s = c.allowKeys({"axis"}); !s)
        return s.error();
    if (auto s = c.inputCount(1, 1); !s)
        return s.error();
    auto axis = c.axis("axis", -1, 0);
    if (!axis)
        return axis.error();
    const bool logOut = c.spec->op == "log_softmax";
    const auto& in = c.inputs[0];
    const AxisSplit s = splitAt(in.shape(), *axis);
    Tensor out = makeF64(in.shape());
    double* y = f64Data(out);
    const double* x = in.values.data();
    for (std::int64_t o = 0; o < s.outer; ++o) {
        for (std::int64_t j = 0; j < s.inner; ++j) {
            const std::int64_t base = o * s.length * s.inner + j;
            // Subtracting the row maximum keeps exp() finite: the stable form a reviewer expects.
            double m = -std::numeric_limits<double>::infinity();
            for (std::int64_t k = 0; k < s.length; ++k)
                m = std::isnan(x[base + k * s.inner]) ? x[base + k * s.inner] : std::max(m, x[base + k * s.inner]);
            CompensatedSum sum;
            for (std::int64_t k = 0; k < s.length; ++k)
                sum.add(std::exp(x[base + k * s.inner] - m));
            const double total = sum.value(), logTotal = std::log(total);
            for (std::int64_t k = 0; k < s.length; ++k) {
                const double shifted = x[base + k * s.inner] - m;
                y[base + k * s.inner] = logOut ? shifted - logTotal : std::exp(shifted) / total;
            }
        }
    }
    return out;
}

namespace {

Result<double> readEps(const RefContext& c, double fallback)
{
    auto eps = c.number("eps", fallback);
    if (eps && !(*eps >= 0.0 && std::isfinite(*eps)))
        return c.error("eps", "expected a finite number >= 0");
    return eps;
}

/// Checks that input i holds one value per element of the last axis (length d).
Status checkPerFeature(const RefContext& c, std::size_t i, std::int64_t d)
{
    if (static_cast<std::int64_t>(c.inputs[i].values.size()) != d)
        return c.shapeError(
            i, "[" + std::to_string(d) + "], one value per element of the last axis of '" + c.inputs[0].name + "'");
    return Ok {};
}

} // namespace

Result<Tensor> layernorm(const RefContext& c)
{
    if (auto s = c.allowKeys({"eps"}); !s)
        return s.error();
    if (c.inputs.size() == 2)
        return c.error("inputs", "layernorm takes [x] or [x, gamma, beta]; found 2 inputs (add beta)");
    if (auto s = c.inputCount(1, 3); !s)
        return s.error();
    auto eps = readEps(c, 1e-5);
    if (!eps)
        return eps.error();
    const auto& in = c.inputs[0];
    const std::int64_t d = in.shape().back();
    for (std::size_t i = 1; i < c.inputs.size(); ++i)
        if (auto s = checkPerFeature(c, i, d); !s)
            return s.error();
    Tensor out = makeF64(in.shape());
    double* y = f64Data(out);
    const std::int64_t rows = static_cast<std::int64_t>(in.values.size()) / d;
    for (std::int64_t r = 0; r < rows; ++r) {
        const double* x = in.values.data() + r * d;
        CompensatedSum sum;
        for (std::int64_t k = 0; k < d; ++k)
            sum.add(x[k]);
        const double mean = sum.value() / static_cast<double>(d);
        CompensatedSum sq; // two passes: the variance of the centred values, never E[x^2] - E[x]^2
        for (std::int64_t k = 0; k < d; ++k)
            sq.add((x[k] - mean) * (x[k] - mean));
        const double rstd = 1.0 / std::sqrt(sq.value() / static_cast<double>(d) + *eps);
        for (std::int64_t k = 0; k < d; ++k) {
            double v = (x[k] - mean) * rstd;
            if (c.inputs.size() == 3)
                v = v * c.inputs[1].values[k] + c.inputs[2].values[k];
            y[r * d + k] = v;
        }
    }
    return out;
}

Result<Tensor> rmsnorm(const RefContext& c)
{
    if (auto s = c.allowKeys({"eps"}); !s)
        return s.error();
    if (auto s = c.inputCount(1, 2); !s)
        return s.error();
    auto eps = readEps(c, 1e-6);
    if (!eps)
        return eps.error();
    const auto& in = c.inputs[0];
    const std::int64_t d = in.shape().back();
    if (c.inputs.size() == 2)
        if (auto s = checkPerFeature(c, 1, d); !s)
            return s.error();
    Tensor out = makeF64(in.shape());
    double* y = f64Data(out);
    const std::int64_t rows = static_cast<std::int64_t>(in.values.size()) / d;
    for (std::int64_t r = 0; r < rows; ++r) {
        const double* x = in.values.data() + r * d;
        CompensatedSum sq;
        for (std::int64_t k = 0; k < d; ++k)
            sq.add(x[k] * x[k]);
        const double rms = 1.0 / std::sqrt(sq.value() / static_cast<double>(d) + *eps);
        for (std::int64_t k = 0; k < d; ++k)
            y[r * d + k] = x[k] * rms * (c.inputs.size() == 2 ? c.inputs[1].values[k] : 1.0);
    }
    return out;
}

} // namespace warpscope::core::refops
