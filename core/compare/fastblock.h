#pragma once

// The block kernels of the f32 fast path (fastcompare.cpp drives them): a portable one written with
// vector extensions, and an AVX2 one picked at run time on processors that have it.

#include "core/compare/elementeval.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace warpscope::core::compare_detail {

inline constexpr std::size_t kBlock = 2048; ///< elements per block: its scratch stays in L1
inline constexpr std::size_t kSubBlock = 64; ///< elements whose worst-element candidates are tested together
inline constexpr int kSubHistograms = 8; ///< interleaved histograms: neighbouring increments never hit one word

/// The inputs of one block.
struct BlockParams {
    const float* out = nullptr; ///< the block's first output element
    const void* ref = nullptr; ///< the block's first reference element (float or double)
    bool refIsF64 = false;
    std::uint64_t refFirst = 0; ///< raw bits of the output's first reference element
    const EvalContext* ctx = nullptr;
    double threshold = 0.0; ///< excess an element must exceed to be a worst-element candidate
};

/// What a clean block adds to the totals; buckets and candidates are read by the driver.
struct BlockResult {
    std::int64_t exact = 0, close = 0, ulpOnly = 0, sign = 0, zero = 0; ///< plain failures are the rest
    std::int64_t byAtol = 0; ///< not exact, |out - ref| <= atol: left out of maxUlpBeyondAtol
    double maxAbs = 0.0;
    double maxRel = 0.0;
    std::uint32_t maxUlp = 0;
    std::uint32_t maxUlpBeyondAtol = 0;
    bool referenceVaries = false;
    alignas(32) std::int32_t buckets[kBlock]; ///< ULP histogram bucket of each element
    std::vector<std::size_t> candidates; ///< offsets of sub-blocks holding a candidate
};

/// Compares one block of kBlock elements. Returns false, leaving the result unspecified, when the
/// block holds a NaN, an infinity, a poisoned element or a reference beyond the f32 range.
bool compareBlockPortable(const BlockParams& p, BlockResult& r);
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(WARPSCOPE_NO_AVX2)
#define WARPSCOPE_HAVE_AVX2_KERNEL 1
bool compareBlockAvx2(const BlockParams& p, BlockResult& r);
#endif

} // namespace warpscope::core::compare_detail
