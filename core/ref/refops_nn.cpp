#include "core/ref/refops.h"

#include <cmath>
#include <limits>

namespace warpscope::core::refops {

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
