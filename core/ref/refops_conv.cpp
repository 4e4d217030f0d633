// conv1d and conv2d with torch.nn.functional.conv1d/conv2d semantics (cross-correlation, groups,
// dilation, stride), per-side padding and channels-first or channels-last layouts.
#include "core/ref/refops.h"

#include <array>

namespace warpscope::core::refops {

namespace {

/// A convolution's geometry, with the 1-d case as 2-d with height 1.
struct ConvGeometry {
    std::int64_t N = 1, C = 1, H = 1, W = 1, K = 1, R = 1, S = 1, P = 1, Q = 1, groups = 1;
    std::array<std::int64_t, 2> stride {1, 1}, dilation {1, 1};
    std::int64_t padTop = 0, padLeft = 0;
    bool channelsLast = false;

    std::int64_t x(std::int64_t n, std::int64_t c, std::int64_t h, std::int64_t w) const
    {
        return channelsLast ? ((n * H + h) * W + w) * C + c : ((n * C + c) * H + h) * W + w;
    }
    std::int64_t w(std::int64_t k, std::int64_t c, std::int64_t r, std::int64_t s) const
    {
        const std::int64_t cg = C / groups;
        return channelsLast ? ((k * R + r) * S + s) * cg + c : ((k * cg + c) * R + r) * S + s;
    }
    std::int64_t y(std::int64_t n, std::int64_t k, std::int64_t p, std::int64_t q) const
    {
        return channelsLast ? ((n * P + p) * Q + q) * K + k : ((n * K + k) * P + p) * Q + q;
    }
};

/// "NCHW" as "(N, C, H, W)" for shape messages.
std::string spelled(const std::string& layout)
{
    std::string s = "(";
    for (std::size_t i = 0; i < layout.size(); ++i)
        s += (i ? ", " : "") + std::string(1, layout[i]);
    return s + ")";
}

/// Reads layout, stride, dilation, padding and groups, and checks the input and weight shapes.
Result<ConvGeometry> geometry(const RefContext& c, int dims)
{
    ConvGeometry g;
    const bool two = dims == 2;
    const std::string first = two ? "NCHW" : "NCL", last = two ? "NHWC" : "NLC";
    std::string layout = first;
    if (c.spec->attrs.count("layout")) {
        auto l = c.text("layout");
        if (!l)
            return l.error();
        layout = *l;
    }
    if (layout != first && layout != last)
        return c.error("layout", "expected \"" + first + "\" or \"" + last + "\", found \"" + layout + "\"");
    g.channelsLast = layout == last;
    auto stride = c.integers("stride", {std::size_t(dims)}, {1, 1});
    auto dilation = c.integers("dilation", {std::size_t(dims)}, {1, 1});
    // padding: one number, one per spatial dimension (both sides), or one per side
    auto padding = c.integers("padding", {std::size_t(dims), std::size_t(2 * dims)}, {0, 0, 0, 0});
    auto groups = c.integer("groups", 1);
    if (auto e = firstError(stride, dilation, padding, groups))
        return *e;
    for (std::int64_t v : *stride)
        if (v < 1)
            return c.error("stride", "expected integers >= 1");
    for (std::int64_t v : *dilation)
        if (v < 1)
            return c.error("dilation", "expected integers >= 1");
    for (std::int64_t v : *padding)
        if (v < 0)
            return c.error("padding", "expected integers >= 0");
    std::vector<std::int64_t> pad = *padding; // as [before_0, after_0, before_1, after_1]
    if (pad.size() == std::size_t(dims))
        pad = two ? std::vector<std::int64_t> {pad[0], pad[0], pad[1], pad[1]}
                  : std::vector<std::int64_t> {pad[0], pad[0]};
    if (pad.size() == 4 && !two)
        pad.resize(2);
    const auto& xs = c.inputs[0].shape();
    const auto& ws = c.inputs[1].shape();
    const std::size_t rank = std::size_t(dims) + 2;
    if (xs.size() != rank)
        return c.shapeError(0, spelled(g.channelsLast ? last : first));
    g.N = xs[0];
    g.C = g.channelsLast ? xs[rank - 1] : xs[1];
    g.H = two ? xs[g.channelsLast ? 1 : 2] : 1;
    g.W = xs[g.channelsLast ? rank - 2 : rank - 1];
    g.groups = *groups;
    if (g.groups < 1 || g.C % g.groups != 0)
        return c.error("groups",
            "groups = " + std::to_string(g.groups) + " must divide the " + std::to_string(g.C) + " input channels of '"
                + c.inputs[0].name + "'");
    const std::int64_t cg = g.C / g.groups;
    if (ws.size() != rank || (g.channelsLast ? ws[rank - 1] : ws[1]) != cg || ws[0] % g.groups != 0)
        return c.shapeError(1,
            std::string(g.channelsLast ? (two ? "(K, R, S, C/groups)" : "(K, S, C/groups)")
                                       : (two ? "(K, C/groups, R, S)" : "(K, C/groups, S)"))
                + " with C/groups = " + std::to_string(cg) + " and K a multiple of groups");
    g.K = ws[0];
    g.R = two ? ws[g.channelsLast ? 1 : 2] : 1;
    g.S = ws[g.channelsLast ? rank - 2 : rank - 1];
    g.stride = two ? std::array<std::int64_t, 2> {(*stride)[0], (*stride)[1]}
                   : std::array<std::int64_t, 2> {1, (*stride)[0]};
    g.dilation = two ? std::array<std::int64_t, 2> {(*dilation)[0], (*dilation)[1]}
                     : std::array<std::int64_t, 2> {1, (*dilation)[0]};
    const std::int64_t padH = two ? pad[0] + pad[1] : 0, padW = two ? pad[2] + pad[3] : pad[0] + pad[1];
    g.padTop = two ? pad[0] : 0;
    g.padLeft = two ? pad[2] : pad[0];
    const std::int64_t spanH = g.dilation[0] * (g.R - 1) + 1, spanW = g.dilation[1] * (g.S - 1) + 1;
    if (g.H + padH < spanH || g.W + padW < spanW)
        return c.shapeError(1, "a (dilated) filter no larger than the padded input");
    g.P = (g.H + padH - spanH) / g.stride[0] + 1;
    g.Q = (g.W + padW - spanW) / g.stride[1] + 1;
    if (c.inputs.size() == 3 && static_cast<std::int64_t>(c.inputs[2].values.size()) != g.K)
        return c.shapeError(2, "[" + std::to_string(g.K) + "], one bias per output channel");
    return g;
}

Result<Tensor> convolve(const RefContext& c, int dims)
{
    if (auto s = c.allowKeys({"stride", "padding", "dilation", "groups", "layout"}); !s)
        return s.error();
    if (auto s = c.inputCount(2, 3); !s)
        return s.error();
    auto gr = geometry(c, dims);
    if (!gr)
        return gr.error();
    const ConvGeometry& g = *gr;
    std::vector<std::int64_t> shape;
    if (dims == 2)
        shape = g.channelsLast ? std::vector<std::int64_t> {g.N, g.P, g.Q, g.K}
                               : std::vector<std::int64_t> {g.N, g.K, g.P, g.Q};
    else
        shape = g.channelsLast ? std::vector<std::int64_t> {g.N, g.Q, g.K} : std::vector<std::int64_t> {g.N, g.K, g.Q};
    Tensor out = makeF64(shape);
    double* y = f64Data(out);
    const double* x = c.inputs[0].values.data();
    const double* w = c.inputs[1].values.data();
    const std::int64_t cg = g.C / g.groups, kg = g.K / g.groups;
    for (std::int64_t n = 0; n < g.N; ++n)
        for (std::int64_t k = 0; k < g.K; ++k) {
            const std::int64_t c0 = (k / kg) * cg; // the first input channel of k's group
            for (std::int64_t p = 0; p < g.P; ++p)
                for (std::int64_t q = 0; q < g.Q; ++q) {
                    double acc = c.inputs.size() == 3 ? c.inputs[2].values[static_cast<std::size_t>(k)] : 0.0;
                    for (std::int64_t ch = 0; ch < cg; ++ch)
                        for (std::int64_t r = 0; r < g.R; ++r) {
                            const std::int64_t h = p * g.stride[0] - g.padTop + r * g.dilation[0];
                            if (h < 0 || h >= g.H)
                                continue;
                            for (std::int64_t s = 0; s < g.S; ++s) {
                                const std::int64_t col = q * g.stride[1] - g.padLeft + s * g.dilation[1];
                                if (col >= 0 && col < g.W)
                                    acc += x[g.x(n, c0 + ch, h, col)] * w[g.w(k, ch, r, s)];
                            }
                        }
                    y[g.y(n, k, p, q)] = acc;
                }
        }
    return out;
}

} // namespace

Result<Tensor> conv1d(const RefContext& c)
{
    return convolve(c, 1);
}

Result<Tensor> conv2d(const RefContext& c)
{
    return convolve(c, 2);
}

} // namespace warpscope::core::refops
