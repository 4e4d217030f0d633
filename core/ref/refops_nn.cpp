#include "core/ref/refops.h"

#include <cmath>
#include <limits>

namespace warpscope::core::refops {

Result<Tensor> conv2d(const RefContext& c)
{
    if (auto s = c.allowKeys({"stride", "padding"}); !s)
        return s.error();
    if (auto s = c.inputCount(2, 3); !s)
        return s.error();
    auto stride = c.integer("stride", 1);
    auto padding = c.integer("padding", 0);
    if (auto e = firstError(stride, padding))
        return *e;
    if (*stride < 1)
        return c.error("stride", "expected an integer >= 1");
    if (*padding < 0)
        return c.error("padding", "expected an integer >= 0");
    const auto& xs = c.inputs[0].shape();
    const auto& ws = c.inputs[1].shape();
    if (xs.size() != 4)
        return c.shapeError(0, "(N, C, H, W)");
    if (ws.size() != 4 || ws[1] != xs[1])
        return c.shapeError(1, "(K, C, R, S) with C = " + std::to_string(xs[1]) + " like '" + c.inputs[0].name + "'");
    const std::int64_t N = xs[0], C = xs[1], H = xs[2], W = xs[3], K = ws[0], R = ws[2], S = ws[3];
    if (c.inputs.size() == 3 && static_cast<std::int64_t>(c.inputs[2].values.size()) != K)
        return c.shapeError(2, "[" + std::to_string(K) + "], one bias per output channel");
    const std::int64_t P = (H + 2 * *padding - R) / *stride + 1, Q = (W + 2 * *padding - S) / *stride + 1;
    if (H + 2 * *padding < R || W + 2 * *padding < S)
        return c.shapeError(1,
            "a filter no larger than the padded input " + std::to_string(H + 2 * *padding) + " x "
                + std::to_string(W + 2 * *padding));
    Tensor out = makeF64({N, K, P, Q});
    double* y = f64Data(out);
    const double* x = c.inputs[0].values.data();
    const double* w = c.inputs[1].values.data();
    for (std::int64_t n = 0; n < N; ++n)
        for (std::int64_t k = 0; k < K; ++k)
            for (std::int64_t p = 0; p < P; ++p)
                for (std::int64_t q = 0; q < Q; ++q) {
                    double acc = c.inputs.size() == 3 ? c.inputs[2].values[k] : 0.0;
                    for (std::int64_t ch = 0; ch < C; ++ch)
                        for (std::int64_t r = 0; r < R; ++r) {
                            const std::int64_t h = p * *stride - *padding + r;
                            if (h < 0 || h >= H)
                                continue;
                            for (std::int64_t s = 0; s < S; ++s) {
                                const std::int64_t col = q * *stride - *padding + s;
                                if (col >= 0 && col < W)
                                    acc += x[((n * C + ch) * H + h) * W + col] * w[((k * C + ch) * R + r) * S + s];
                            }
                        }
                    y[((n * K + k) * P + p) * Q + q] = acc;
                }
    return out;
}

Result<Tensor> attention(const RefContext& c)
{
    if (auto s = c.allowKeys({"scale", "causal"}); !s)
        return s.error();
    if (auto s = c.inputCount(3, 3); !s)
        return s.error();
    const auto& qs = c.inputs[0].shape();
    const auto& ks = c.inputs[1].shape();
    const auto& vs = c.inputs[2].shape();
    if (qs.size() < 2)
        return c.shapeError(0, "(..., S, D)");
    const std::size_t r = qs.size();
    const std::vector<std::int64_t> batch(qs.begin(), qs.end() - 2);
    const std::int64_t S = qs[r - 2], D = qs[r - 1];
    if (ks.size() != r || std::vector<std::int64_t>(ks.begin(), ks.end() - 2) != batch || ks[r - 1] != D)
        return c.shapeError(
            1, "(..., T, D) with the batch dimensions and D = " + std::to_string(D) + " of '" + c.inputs[0].name + "'");
    const std::int64_t T = ks[r - 2];
    if (vs.size() != r || std::vector<std::int64_t>(vs.begin(), vs.end() - 2) != batch || vs[r - 2] != T)
        return c.shapeError(2, "(..., T, Dv) with T = " + std::to_string(T) + " like '" + c.inputs[1].name + "'");
    const std::int64_t Dv = vs[r - 1];
    auto scale = c.number("scale", 1.0 / std::sqrt(static_cast<double>(D)));
    auto causal = c.flag("causal", false);
    if (auto e = firstError(scale, causal))
        return *e;
    std::vector<std::int64_t> shape = batch;
    shape.push_back(S);
    shape.push_back(Dv);
    Tensor out = makeF64(shape);
    double* y = f64Data(out);
    const std::int64_t batches = extent(batch, 0, batch.size());
    std::vector<double> score(static_cast<std::size_t>(T));
    for (std::int64_t b = 0; b < batches; ++b) {
        const double* q = c.inputs[0].values.data() + b * S * D;
        const double* k = c.inputs[1].values.data() + b * T * D;
        const double* v = c.inputs[2].values.data() + b * T * Dv;
        for (std::int64_t i = 0; i < S; ++i) {
            // Causal: query i sees keys 0..i (top-left aligned, as torch's is_causal).
            const std::int64_t visible = *causal ? std::min(T, i + 1) : T;
            double m = -std::numeric_limits<double>::infinity();
            for (std::int64_t j = 0; j < visible; ++j) {
                double dot = 0.0;
                for (std::int64_t d = 0; d < D; ++d)
                    dot += q[i * D + d] * k[j * D + d];
                score[j] = dot * *scale;
                m = std::max(m, score[j]);
            }
            CompensatedSum total;
            for (std::int64_t j = 0; j < visible; ++j) {
                score[j] = std::exp(score[j] - m);
                total.add(score[j]);
            }
            for (std::int64_t e = 0; e < Dv; ++e) {
                double acc = 0.0;
                for (std::int64_t j = 0; j < visible; ++j)
                    acc += score[j] * v[j * Dv + e];
                y[(b * S + i) * Dv + e] = acc / total.value();
            }
        }
    }
    return out;
}

} // namespace warpscope::core::refops
