#include "core/compare/fastcompare.h"

#include "core/compare/fastblock.h"

#include "core/common/floatbits.h"

#include <functional>
#include <memory>
#include <system_error>
#include <thread>

namespace warpscope::core::compare_detail {

namespace {

/// Adds a block's buckets to the interleaved histograms: one load and one increment per element.
void countBuckets(const BlockResult& r, std::uint32_t (&hist)[kSubHistograms][kUlpHistogramBuckets])
{
    std::uint32_t* h = &hist[0][0];
    constexpr int B = kUlpHistogramBuckets;
    for (std::size_t j = 0; j < kBlock; j += kSubHistograms) {
        const std::int32_t* q = r.buckets + j;
        h[0 * B + q[0]]++;
        h[1 * B + q[1]]++;
        h[2 * B + q[2]]++;
        h[3 * B + q[3]]++;
        h[4 * B + q[4]]++;
        h[5 * B + q[5]]++;
        h[6 * B + q[6]]++;
        h[7 * B + q[7]]++;
    }
}

using BlockKernel = bool (*)(const BlockParams&, BlockResult&);

BlockKernel pickKernel(bool portable)
{
#ifdef WARPSCOPE_HAVE_AVX2_KERNEL
    static const bool avx2 = __builtin_cpu_supports("avx2");
    if (avx2 && !portable)
        return compareBlockAvx2;
#endif
    (void)portable;
    return compareBlockPortable;
}

} // namespace

namespace {

/// What one thread's share of the blocks found; parts are merged in order after the join.
struct Part {
    Totals totals;
    WorstTracker worst;
    std::vector<std::pair<std::size_t, std::size_t>> slow;
};

/// The inputs every part shares.
struct Job {
    const float* out;
    const void* ref;
    bool refIsF64;
    std::uint64_t refFirst;
    const EvalContext* ctx;
    BlockKernel kernel;
};

/// Compares the blocks starting in [begin, end) (multiples of kBlock) into part.
void compareBlocks(const Job& job, std::size_t begin, std::size_t end, Part& part)
{
    const float* out = job.out;
    const void* ref = job.ref;
    const bool refIsF64 = job.refIsF64;
    const EvalContext& ctx = *job.ctx;
    Totals& totals = part.totals;
    WorstTracker& worst = part.worst;
    auto result = std::make_unique<BlockResult>();
    result->candidates.reserve(kBlock / kSubBlock);
    std::uint32_t hist[kSubHistograms][kUlpHistogramBuckets] = {};
    const std::size_t refSize = refIsF64 ? sizeof(double) : sizeof(float);
    for (std::size_t b = begin; b < end; b += kBlock) {
        BlockParams p;
        p.out = out + b;
        p.ref = static_cast<const std::byte*>(ref) + b * refSize;
        p.refIsF64 = refIsF64;
        p.refFirst = job.refFirst;
        p.ctx = &ctx;
        // Elements above the current K-th worst are offered to the tracker after the block; the
        // threshold is lowered a hair so that rounding never hides one (the tracker decides exactly).
        p.threshold = worst.threshold() * (1.0 - 1e-9);
        if (!job.kernel(p, *result)) {
            part.slow.emplace_back(b, b + kBlock);
            continue;
        }
        const BlockResult& r = *result;
        auto& c = totals.categories;
        c[int(ElementCategory::Exact)] += r.exact;
        c[int(ElementCategory::PassClose)] += r.close;
        c[int(ElementCategory::PassUlp)] += r.ulpOnly;
        c[int(ElementCategory::Sign)] += r.sign;
        c[int(ElementCategory::Fail)] += static_cast<std::int64_t>(kBlock) - r.exact - r.close - r.ulpOnly - r.sign;
        totals.zeroWouldPass += r.zero;
        totals.maxAbs = std::max(totals.maxAbs, r.maxAbs);
        totals.maxRel = std::max(totals.maxRel, r.maxRel);
        totals.maxUlp = std::max<std::uint64_t>(totals.maxUlp, r.maxUlp);
        totals.maxUlpBeyondAtol = std::max<std::uint64_t>(totals.maxUlpBeyondAtol, r.maxUlpBeyondAtol);
        totals.byAtol += r.byAtol;
        totals.referenceVaries = totals.referenceVaries || r.referenceVaries;
        countBuckets(r, hist);
        for (std::size_t sb : r.candidates) {
            for (std::size_t k = b + sb; k < b + sb + kSubBlock; ++k) {
                const double rv = refIsF64 ? static_cast<const double*>(ref)[k] : static_cast<const float*>(ref)[k];
                const ElementEval ev = evaluateElement(floatBits(out[k]), rv, floatBits(static_cast<float>(rv)), ctx);
                worst.offer(ev.excess, static_cast<std::int64_t>(k));
            }
        }
    }
    for (int k = 0; k < kSubHistograms; ++k)
        for (int j = 0; j < kUlpHistogramBuckets; ++j)
            totals.histogram[j] += hist[k][j];
}

/// Below this many blocks per thread (4 MB of f32 output) starting a thread costs more than it saves.
constexpr std::size_t kMinBlocksPerThread = 512;

std::size_t partCount(std::size_t blocks, int threads)
{
    std::size_t want = static_cast<std::size_t>(std::max(threads, 1));
    if (threads <= 0) {
        const unsigned hw = std::thread::hardware_concurrency();
        want = std::min<std::size_t>({hw ? hw : 1, 16, blocks / kMinBlocksPerThread});
    }
    return std::max<std::size_t>(1, std::min(want, blocks));
}

} // namespace

std::vector<std::pair<std::size_t, std::size_t>> fastCompareF32(const float* out, const void* ref, bool refIsF64,
    std::size_t n, std::uint64_t refFirst, const EvalContext& ctx, Totals& totals, WorstTracker& worst, bool portable,
    int threads)
{
    const std::size_t blocks = n / kBlock;
    const Job job {out, ref, refIsF64, refFirst, &ctx, pickKernel(portable)};
    const std::size_t parts = partCount(blocks, threads);
    std::vector<Part> part(parts, Part {{}, WorstTracker(static_cast<int>(worst.capacity())), {}});
    const auto range = [&](std::size_t k) { return blocks * k / parts * kBlock; };
    std::vector<std::thread> workers;
    for (std::size_t k = 1; k < parts; ++k) {
        try {
            workers.emplace_back(compareBlocks, std::cref(job), range(k), range(k + 1), std::ref(part[k]));
        } catch (const std::system_error&) {
            compareBlocks(job, range(k), range(k + 1), part[k]); // no thread to be had: this one does it
        }
    }
    compareBlocks(job, 0, range(1), part[0]);
    for (std::thread& w : workers)
        w.join();
    std::vector<std::pair<std::size_t, std::size_t>> slow;
    for (const Part& p : part) {
        totals.add(p.totals);
        worst.merge(p.worst);
        slow.insert(slow.end(), p.slow.begin(), p.slow.end());
    }
    if (blocks * kBlock < n)
        slow.emplace_back(blocks * kBlock, n);
    return slow;
}

} // namespace warpscope::core::compare_detail
