#include "core/ref/refops.h"

namespace warpscope::core::refops {

namespace {

std::vector<std::int64_t> batchOf(const std::vector<std::int64_t>& shape)
{
    return std::vector<std::int64_t>(shape.begin(), shape.end() - 2);
}

/// Shapes of op(A) (M x K) and op(B) (K x N) and the batch they share.
struct GemmShape {
    std::vector<std::int64_t> batch;
    std::int64_t m = 0, k = 0, n = 0;
    bool batchedA = false, batchedB = false, batchedC = false;
};

Result<GemmShape> gemmShape(const RefContext& c, bool batched, bool ta, bool tb)
{
    const auto& a = c.inputs[0].shape();
    const auto& b = c.inputs[1].shape();
    for (std::size_t i = 0; i < 2; ++i) {
        const auto rank = c.inputs[i].shape().size();
        if (!batched && rank != 2)
            return c.shapeError(i, "a 2-D matrix; use op = \"bmm\" for batches of matrices");
        if (batched && rank < 2)
            return c.shapeError(i, "(..., rows, columns)");
    }
    GemmShape g;
    g.m = ta ? a[a.size() - 1] : a[a.size() - 2];
    g.k = ta ? a[a.size() - 2] : a[a.size() - 1];
    const std::int64_t kb = tb ? b[b.size() - 1] : b[b.size() - 2];
    g.n = tb ? b[b.size() - 2] : b[b.size() - 1];
    if (kb != g.k)
        return c.shapeError(1,
            std::string(tb ? "(N, K)" : "(K, N)") + " with K = " + std::to_string(g.k) + " to match '"
                + c.inputs[0].name + "'" + (ta ? " (transposed)" : ""));
    const auto ba = batchOf(a), bb = batchOf(b);
    if (!ba.empty() && !bb.empty() && ba != bb)
        return c.shapeError(1, "batch dimensions " + shapeToString(ba) + " like '" + c.inputs[0].name + "'");
    g.batch = ba.empty() ? bb : ba;
    g.batchedA = !ba.empty();
    g.batchedB = !bb.empty();
    if (c.inputs.size() == 3) {
        std::vector<std::int64_t> full = g.batch;
        full.push_back(g.m);
        full.push_back(g.n);
        const auto& cs = c.inputs[2].shape();
        const bool plain = cs == std::vector<std::int64_t> {g.m, g.n};
        if (cs != full && !plain)
            return c.shapeError(2, shapeToString(full) + " or " + shapeToString({g.m, g.n}));
        g.batchedC = !plain && !g.batch.empty();
    }
    return g;
}

Result<Tensor> gemm(const RefContext& c, bool batched)
{
    if (auto s = c.allowKeys({"transpose_a", "transpose_b", "alpha", "beta"}); !s)
        return s.error();
    if (auto s = c.inputCount(2, 3); !s)
        return s.error();
    auto ta = c.flag("transpose_a", false);
    auto tb = c.flag("transpose_b", false);
    auto alpha = c.number("alpha", 1.0);
    auto beta = c.number("beta", 0.0);
    if (auto e = firstError(ta, tb, alpha, beta))
        return *e;
    if (*beta != 0.0 && c.inputs.size() < 3)
        return c.error("beta", "beta = " + std::to_string(*beta) + " scales a third input C; list it in inputs");
    auto g = gemmShape(c, batched, *ta, *tb);
    if (!g)
        return g.error();
    std::vector<std::int64_t> shape = g->batch;
    shape.push_back(g->m);
    shape.push_back(g->n);
    Tensor out = makeF64(shape);
    double* y = f64Data(out);
    const double* A = c.inputs[0].values.data();
    const double* B = c.inputs[1].values.data();
    const double* C = c.inputs.size() == 3 ? c.inputs[2].values.data() : nullptr;
    const std::int64_t M = g->m, K = g->k, N = g->n, batches = extent(g->batch, 0, g->batch.size());
    std::vector<double> row(static_cast<std::size_t>(N));
    for (std::int64_t bi = 0; bi < batches; ++bi) {
        const double* a = A + (g->batchedA ? bi * M * K : 0);
        const double* b = B + (g->batchedB ? bi * K * N : 0);
        const double* cc = C ? C + (g->batchedC ? bi * M * N : 0) : nullptr;
        for (std::int64_t i = 0; i < M; ++i) {
            std::fill(row.begin(), row.end(), 0.0);
            for (std::int64_t k = 0; k < K; ++k) {
                const double av = *ta ? a[k * M + i] : a[i * K + k];
                for (std::int64_t j = 0; j < N; ++j)
                    row[j] += av * (*tb ? b[j * K + k] : b[k * N + j]);
            }
            double* yr = y + (bi * M + i) * N;
            for (std::int64_t j = 0; j < N; ++j)
                yr[j] = *alpha * row[j] + (cc ? *beta * cc[i * N + j] : 0.0);
        }
    }
    return out;
}

} // namespace

Result<Tensor> matmul(const RefContext& c)
{
    return gemm(c, false);
}

Result<Tensor> bmm(const RefContext& c)
{
    return gemm(c, true);
}

Result<Tensor> transpose(const RefContext& c)
{
    if (auto s = c.allowKeys({}); !s)
        return s.error();
    if (auto s = c.inputCount(1, 1); !s)
        return s.error();
    const auto& in = c.inputs[0];
    if (in.shape().size() < 2)
        return c.shapeError(0, "at least 2 dimensions (the last two are swapped)");
    auto shape = in.shape();
    const std::size_t r = shape.size();
    const std::int64_t rows = shape[r - 2], cols = shape[r - 1];
    std::swap(shape[r - 2], shape[r - 1]);
    Tensor out = makeF64(shape);
    double* y = f64Data(out);
    const std::int64_t batches = extent(shape, 0, r - 2);
    for (std::int64_t b = 0; b < batches; ++b)
        for (std::int64_t i = 0; i < rows; ++i)
            for (std::int64_t j = 0; j < cols; ++j)
                y[b * rows * cols + j * rows + i] = in.values[b * rows * cols + i * cols + j];
    return out;
}

} // namespace warpscope::core::refops
