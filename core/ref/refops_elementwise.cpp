#include "core/ref/refexpr.h"
#include "core/ref/refops.h"

namespace warpscope::core::refops {

namespace {

/// Every input must match the output's element count or hold one element (broadcast).
Status checkBroadcast(const RefContext& c, std::int64_t n)
{
    for (std::size_t i = 0; i < c.inputs.size(); ++i) {
        const auto m = static_cast<std::int64_t>(c.inputs[i].values.size());
        if (m != n && m != 1)
            return c.shapeError(i,
                "the shape of output '" + c.outputName + "' " + shapeToString(c.outputShape)
                    + " (or a single element, which is broadcast)");
    }
    return Ok {};
}

} // namespace

Result<Tensor> elementwise(const RefContext& c)
{
    if (auto s = c.allowKeys({"expr"}); !s)
        return s.error();
    auto text = c.text("expr");
    if (!text)
        return text.error();
    std::vector<std::string> names;
    for (const auto& in : c.inputs)
        names.push_back(in.name);
    std::map<std::string, double, std::less<>> constants;
    for (const auto& [k, v] : c.params)
        constants[k] = static_cast<double>(v);
    auto expr = RefExpr::compile(*text, names, constants);
    if (!expr)
        return c.error("expr", expr.error().message);
    Tensor out = makeF64(c.outputShape);
    const auto n = static_cast<std::int64_t>(out.elementCount());
    if (auto s = checkBroadcast(c, n); !s)
        return s.error();
    double* y = f64Data(out);
    std::vector<double> vars(c.inputs.size(), 0.0);
    for (std::int64_t i = 0; i < n; ++i) {
        for (std::size_t k = 0; k < c.inputs.size(); ++k)
            vars[k] = c.inputs[k].values.size() == 1 ? c.inputs[k].values[0] : c.inputs[k].values[i];
        y[i] = expr->evaluate(vars.data());
    }
    return out;
}

Result<Tensor> axpby(const RefContext& c)
{
    if (auto s = c.allowKeys({"alpha", "beta"}); !s)
        return s.error();
    if (auto s = c.inputCount(2, 2); !s)
        return s.error();
    auto alpha = c.number("alpha", 1.0);
    auto beta = c.number("beta", 1.0);
    if (!alpha)
        return alpha.error();
    if (!beta)
        return beta.error();
    const auto& x = c.inputs[0];
    const auto& y = c.inputs[1];
    if (x.shape() != y.shape())
        return c.shapeError(1, shapeToString(x.shape()) + " like '" + x.name + "'");
    Tensor out = makeF64(x.shape());
    double* o = f64Data(out);
    for (std::size_t i = 0; i < x.values.size(); ++i)
        o[i] = *alpha * x.values[i] + *beta * y.values[i];
    return out;
}

Result<Tensor> copy(const RefContext& c)
{
    if (auto s = c.allowKeys({}); !s)
        return s.error();
    if (auto s = c.inputCount(1, 1); !s)
        return s.error();
    Tensor out = makeF64(c.inputs[0].shape());
    std::copy(c.inputs[0].values.begin(), c.inputs[0].values.end(), f64Data(out));
    return out;
}

AxisSplit splitAt(const std::vector<std::int64_t>& shape, int axis)
{
    AxisSplit s;
    const auto a = static_cast<std::size_t>(axis);
    s.outer = extent(shape, 0, a);
    s.length = shape[a];
    s.inner = extent(shape, a + 1, shape.size());
    return s;
}

} // namespace warpscope::core::refops
