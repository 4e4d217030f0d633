#pragma once

// The vectorised comparison of f32 outputs: the hot loop that keeps a full comparison of 16.8 M
// elements within twice the time of copying them (bench/compare).

#include "core/compare/elementeval.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace warpscope::core::compare_detail {

/// Counters and maxima that the fast and the scalar path both add to.
struct Totals {
    std::array<std::int64_t, 10> categories {}; ///< indexed by ElementCategory
    std::int64_t zeroWouldPass = 0;
    std::int64_t nonFiniteReference = 0;
    double maxAbs = 0.0;
    double maxRel = 0.0;
    std::uint64_t maxUlp = 0;
    std::uint64_t maxUlpBeyondAtol = 0; ///< over elements not within atol (see ElementEval::byAtol)
    std::int64_t byAtol = 0;
    std::array<std::uint64_t, kUlpHistogramBuckets> histogram {};
    bool referenceVaries = false;

    /// Adds another part's counts and maxima: sums and maxima, so the order of parts never matters.
    void add(const Totals& o)
    {
        for (std::size_t k = 0; k < categories.size(); ++k)
            categories[k] += o.categories[k];
        zeroWouldPass += o.zeroWouldPass;
        nonFiniteReference += o.nonFiniteReference;
        maxAbs = std::max(maxAbs, o.maxAbs);
        maxRel = std::max(maxRel, o.maxRel);
        maxUlp = std::max(maxUlp, o.maxUlp);
        maxUlpBeyondAtol = std::max(maxUlpBeyondAtol, o.maxUlpBeyondAtol);
        byAtol += o.byAtol;
        for (std::size_t k = 0; k < histogram.size(); ++k)
            histogram[k] += o.histogram[k];
        referenceVaries = referenceVaries || o.referenceVaries;
    }
};

/// A reference element as the comparison needs it: its exact value and its bits in the output's dtype.
struct RefElement {
    double value;
    std::uint64_t bits;
};

/// Compares an f32 output with an f32 (refIsF64 = false) or f64 reference over [0, n). Blocks that
/// hold a NaN, an infinity, a poisoned element or a reference beyond the f32 range, and the last
/// n % 2048 elements, are not touched: their [begin, end) ranges are returned for the scalar path.
/// referenceFirstBits: the first reference element's raw bits, to tell a constant reference.
/// portable: use the portable kernel even where the AVX2 one could run (tests compare the two).
/// threads: how many threads share the blocks (0: the machine's, for buffers large enough to gain).
/// Parts cover whole blocks and are merged in a fixed order with order-free sums, maxima and a
/// total-order worst list, so every statistic is the same for any thread count.
std::vector<std::pair<std::size_t, std::size_t>> fastCompareF32(const float* out, const void* ref, bool refIsF64,
    std::size_t n, std::uint64_t referenceFirstBits, const EvalContext& ctx, Totals& totals, WorstTracker& worst,
    bool portable = false, int threads = 0);

} // namespace warpscope::core::compare_detail
