// The AVX2 block kernel: the same step as the portable kernel in fastcompare.cpp, written with
// intrinsics so that each operation is the one instruction it should be (one vcvtps2pd per half,
// vmaxpd, vpmaxud, movemask tests). Compiled for AVX2 function by function; called only when the
// processor has it (fastcompare.cpp checks).
#include "core/compare/fastblock.h"

#ifdef WARPSCOPE_HAVE_AVX2_KERNEL

#include <immintrin.h>

#include <algorithm>

namespace warpscope::core::compare_detail {

namespace {

#define WS_AVX2 __attribute__((target("avx2"), always_inline)) inline

/// Loop-invariant operands, broadcast once per block.
struct Consts {
    __m256d atol, rtol, floor, thr, absMask;
    __m256i expMask, poison, magMask, ulpLimit, thrUlpBiased, signBit, big, one, c126;
};

/// Per-block accumulators.
struct Acc {
    __m256d maxAbs[2], relNum[2], relDen[2];
    __m256i maxUlp, maxUlpBeyondAtol, packedA, packedB, special, change8;
    __m256d change64;
};

/// Masks from the float64 half of a step.
struct HalfMasks {
    __m256d close, zero, candidate, atol;
};

__attribute__((target("avx2"))) inline __m256i narrow(__m256d lo, __m256d hi)
{
    // Each 64-bit lane of a mask is all ones or all zeros: keep one 32-bit half of each, in order.
    const __m256 packed = _mm256_shuffle_ps(_mm256_castpd_ps(lo), _mm256_castpd_ps(hi), 0x88);
    return _mm256_permute4x64_epi64(_mm256_castps_si256(packed), 0xD8);
}

WS_AVX2 HalfMasks halfStep(__m256d o, __m256d r, const Consts& k, Acc& a, int h)
{
    const __m256d d = _mm256_and_pd(_mm256_sub_pd(o, r), k.absMask);
    const __m256d ar = _mm256_and_pd(r, k.absMask);
    const __m256d allowed = _mm256_add_pd(_mm256_mul_pd(k.rtol, ar), k.atol); // no FMA: as the scalar path rounds
    HalfMasks m;
    m.close = _mm256_cmp_pd(d, allowed, _CMP_LE_OQ);
    m.zero = _mm256_cmp_pd(ar, allowed, _CMP_LE_OQ);
    m.atol = _mm256_cmp_pd(d, k.atol, _CMP_LE_OQ);
    m.candidate = _mm256_cmp_pd(d, _mm256_mul_pd(k.thr, _mm256_max_pd(allowed, k.floor)), _CMP_GT_OQ);
    a.maxAbs[h] = _mm256_max_pd(a.maxAbs[h], d);
    // d / ar > relNum / relDen, cross-multiplied (see the portable kernel).
    const __m256d larger = _mm256_cmp_pd(_mm256_mul_pd(d, a.relDen[h]), _mm256_mul_pd(a.relNum[h], ar), _CMP_GT_OQ);
    a.relNum[h] = _mm256_blendv_pd(a.relNum[h], d, larger);
    a.relDen[h] = _mm256_blendv_pd(a.relDen[h], ar, larger);
    return m;
}

/// Bit width of each unsigned lane (see bitWidth in fastcompare.cpp).
WS_AVX2 __m256i bitWidth(__m256i u, const Consts& k)
{
    const __m256i x = _mm256_srli_epi32(u, 1);
    const __m256i big = _mm256_cmpgt_epi32(x, k.big);
    const __m256i exact = _mm256_andnot_si256(_mm256_and_si256(big, _mm256_set1_epi32(0xff)), x);
    const __m256i e = _mm256_sub_epi32(_mm256_srli_epi32(_mm256_castps_si256(_mm256_cvtepi32_ps(exact)), 23), k.c126);
    return _mm256_add_epi32(_mm256_max_epi32(e, _mm256_setzero_si256()), k.one);
}

template <bool UseClose, bool UseUlp, bool RefIsF64>
WS_AVX2 void step(const float* out, const void* refBase, std::size_t i, const Consts& k, Acc& a, __m256i& cands,
    std::int32_t* bucketOut)
{
    const __m256i ob = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(out + i));
    const __m256d o0 = _mm256_cvtps_pd(_mm_loadu_ps(out + i)), o1 = _mm256_cvtps_pd(_mm_loadu_ps(out + i + 4));
    __m256d r0, r1;
    __m256i rb;
    if constexpr (RefIsF64) {
        const double* ref = static_cast<const double*>(refBase) + i;
        r0 = _mm256_loadu_pd(ref);
        r1 = _mm256_loadu_pd(ref + 4);
        // Rounded to f32 (nearest even): a reference beyond the range becomes inf, caught below.
        rb = _mm256_castps_si256(_mm256_set_m128(_mm256_cvtpd_ps(r1), _mm256_cvtpd_ps(r0)));
    } else {
        const float* ref = static_cast<const float*>(refBase) + i;
        rb = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(ref));
        r0 = _mm256_cvtps_pd(_mm_loadu_ps(ref));
        r1 = _mm256_cvtps_pd(_mm_loadu_ps(ref + 4));
    }
    a.special = _mm256_or_si256(a.special,
        _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi32(_mm256_and_si256(ob, k.expMask), k.expMask),
                            _mm256_cmpeq_epi32(_mm256_and_si256(rb, k.expMask), k.expMask)),
            _mm256_cmpeq_epi32(ob, k.poison)));
    // ULP distance without ordered integers: same signs subtract magnitudes, opposite signs add them.
    const __m256i signDiff = _mm256_srai_epi32(_mm256_xor_si256(ob, rb), 31);
    const __m256i mo = _mm256_and_si256(ob, k.magMask), mr = _mm256_and_si256(rb, k.magMask);
    const __m256i ulp
        = _mm256_blendv_epi8(_mm256_abs_epi32(_mm256_sub_epi32(mo, mr)), _mm256_add_epi32(mo, mr), signDiff);
    const __m256i exact = _mm256_cmpeq_epi32(ulp, _mm256_setzero_si256());
    a.maxUlp = _mm256_max_epu32(a.maxUlp, ulp);
    const HalfMasks h0 = halfStep(o0, r0, k, a, 0);
    const HalfMasks h1 = halfStep(o1, r1, k, a, 1);
    __m256i closeOk = _mm256_setzero_si256(), ulpOk = closeOk, zero = closeOk, byAtol = closeOk,
            cand = _mm256_cmpeq_epi32(exact, closeOk);
    if constexpr (UseClose) {
        closeOk = _mm256_andnot_si256(exact, narrow(h0.close, h1.close));
        byAtol = _mm256_andnot_si256(exact, narrow(h0.atol, h1.atol));
        zero = narrow(h0.zero, h1.zero);
        cand = _mm256_and_si256(cand, narrow(h0.candidate, h1.candidate));
    }
    if constexpr (UseUlp) {
        const __m256i le = _mm256_cmpeq_epi32(_mm256_max_epu32(ulp, k.ulpLimit), k.ulpLimit);
        ulpOk = _mm256_andnot_si256(_mm256_or_si256(exact, closeOk), le);
        zero = _mm256_or_si256(zero, _mm256_cmpeq_epi32(_mm256_max_epu32(mr, k.ulpLimit), k.ulpLimit));
        cand = _mm256_and_si256(cand, _mm256_cmpgt_epi32(_mm256_xor_si256(ulp, k.signBit), k.thrUlpBiased));
    }
    const __m256i passed = _mm256_or_si256(_mm256_or_si256(exact, closeOk), ulpOk);
    const __m256i zeroMo = _mm256_cmpeq_epi32(mo, _mm256_setzero_si256());
    const __m256i zeroMr = _mm256_cmpeq_epi32(mr, _mm256_setzero_si256());
    const __m256i sign = _mm256_andnot_si256(_mm256_or_si256(_mm256_or_si256(zeroMo, zeroMr), passed), signDiff);
    // Counts in 10-bit fields of 32-bit lanes (a lane sees 256 elements of a block).
    a.packedA = _mm256_add_epi32(a.packedA,
        _mm256_or_si256(_mm256_or_si256(_mm256_and_si256(exact, _mm256_set1_epi32(1)),
                            _mm256_and_si256(closeOk, _mm256_set1_epi32(1 << 10))),
            _mm256_and_si256(ulpOk, _mm256_set1_epi32(1 << 20))));
    a.packedB = _mm256_add_epi32(a.packedB,
        _mm256_or_si256(_mm256_or_si256(_mm256_and_si256(zero, _mm256_set1_epi32(1)),
                            _mm256_and_si256(sign, _mm256_set1_epi32(1 << 10))),
            _mm256_and_si256(byAtol, _mm256_set1_epi32(1 << 20))));
    // elements within atol have no meaningful ULP distance (near zero it is huge): kept out of this maximum
    a.maxUlpBeyondAtol = _mm256_max_epu32(a.maxUlpBeyondAtol, _mm256_andnot_si256(byAtol, ulp));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(bucketOut), _mm256_andnot_si256(exact, bitWidth(ulp, k)));
    cands = _mm256_or_si256(cands, cand);
}

template <bool UseClose, bool UseUlp, bool RefIsF64>
__attribute__((target("avx2"))) bool block(const BlockParams& p, BlockResult& res)
{
    const EvalContext& ctx = *p.ctx;
    const Tolerance& tol = ctx.tol;
    Consts k;
    k.atol = _mm256_set1_pd(tol.atol);
    k.rtol = _mm256_set1_pd(tol.rtol);
    k.floor = _mm256_set1_pd(ctx.allowedFloor);
    k.thr = _mm256_set1_pd(p.threshold);
    k.absMask = _mm256_castsi256_pd(_mm256_set1_epi64x(0x7fffffffffffffffll));
    k.expMask = _mm256_set1_epi32(0x7f800000);
    k.poison = _mm256_set1_epi32(ctx.poison ? static_cast<std::int32_t>(*ctx.poison) : 0x7fc00000);
    k.magMask = _mm256_set1_epi32(0x7fffffff);
    const std::uint32_t limit
        = tol.maxUlp ? static_cast<std::uint32_t>(std::min<std::uint64_t>(*tol.maxUlp, 0xffffffffu)) : 0;
    k.ulpLimit = _mm256_set1_epi32(static_cast<std::int32_t>(limit));
    const double thrU = p.threshold * ctx.ulpDenominator;
    const std::uint32_t thrUlp = thrU >= 4294967295.0 ? 0xffffffffu : static_cast<std::uint32_t>(thrU);
    k.signBit = _mm256_set1_epi32(static_cast<std::int32_t>(0x80000000u));
    k.thrUlpBiased = _mm256_set1_epi32(static_cast<std::int32_t>(thrUlp ^ 0x80000000u)); // unsigned > via signed >
    k.big = _mm256_set1_epi32((1 << 24) - 1);
    k.one = _mm256_set1_epi32(1);
    k.c126 = _mm256_set1_epi32(126);
    Acc a;
    for (int h = 0; h < 2; ++h) {
        a.maxAbs[h] = _mm256_setzero_pd();
        a.relNum[h] = _mm256_setzero_pd();
        a.relDen[h] = _mm256_set1_pd(1.0);
    }
    a.maxUlp = a.maxUlpBeyondAtol = a.packedA = a.packedB = a.special = a.change8 = _mm256_setzero_si256();
    a.change64 = _mm256_setzero_pd();
    const __m256i first32 = _mm256_set1_epi32(static_cast<std::int32_t>(p.refFirst));
    const __m256d first64 = _mm256_castsi256_pd(_mm256_set1_epi64x(static_cast<std::int64_t>(p.refFirst)));
    res.candidates.clear();
    for (std::size_t sb = 0; sb < kBlock; sb += kSubBlock) {
        __m256i cands = _mm256_setzero_si256();
        for (std::size_t i = sb; i < sb + kSubBlock; i += 8) {
            step<UseClose, UseUlp, RefIsF64>(p.out, p.ref, i, k, a, cands, res.buckets + i);
            if constexpr (RefIsF64) {
                const double* r = static_cast<const double*>(p.ref) + i;
                a.change64 = _mm256_or_pd(a.change64,
                    _mm256_or_pd(
                        _mm256_xor_pd(_mm256_loadu_pd(r), first64), _mm256_xor_pd(_mm256_loadu_pd(r + 4), first64)));
            } else {
                const __m256i rb
                    = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(static_cast<const float*>(p.ref) + i));
                a.change8 = _mm256_or_si256(a.change8, _mm256_xor_si256(rb, first32));
            }
        }
        if (!_mm256_testz_si256(cands, cands))
            res.candidates.push_back(sb);
    }
    if (!_mm256_testz_si256(a.special, a.special))
        return false;
    res.referenceVaries = !_mm256_testz_si256(a.change8, a.change8)
        || !_mm256_testz_si256(_mm256_castpd_si256(a.change64), _mm256_castpd_si256(a.change64));
    alignas(32) std::int32_t pa[8], pb[8], mu[8], mb[8];
    _mm256_store_si256(reinterpret_cast<__m256i*>(mb), a.maxUlpBeyondAtol);
    _mm256_store_si256(reinterpret_cast<__m256i*>(pa), a.packedA);
    _mm256_store_si256(reinterpret_cast<__m256i*>(pb), a.packedB);
    _mm256_store_si256(reinterpret_cast<__m256i*>(mu), a.maxUlp);
    res.exact = res.close = res.ulpOnly = res.sign = res.zero = res.byAtol = 0;
    res.maxUlp = res.maxUlpBeyondAtol = 0;
    for (int j = 0; j < 8; ++j) {
        res.byAtol += (pb[j] >> 20) & 0x3ff;
        res.maxUlpBeyondAtol = std::max(res.maxUlpBeyondAtol, static_cast<std::uint32_t>(mb[j]));
        res.exact += pa[j] & 0x3ff;
        res.close += (pa[j] >> 10) & 0x3ff;
        res.ulpOnly += (pa[j] >> 20) & 0x3ff;
        res.zero += pb[j] & 0x3ff;
        res.sign += (pb[j] >> 10) & 0x3ff;
        res.maxUlp = std::max(res.maxUlp, static_cast<std::uint32_t>(mu[j]));
    }
    res.maxAbs = res.maxRel = 0.0;
    for (int h = 0; h < 2; ++h) {
        alignas(32) double ma[4], rn[4], rd[4];
        _mm256_store_pd(ma, a.maxAbs[h]);
        _mm256_store_pd(rn, a.relNum[h]);
        _mm256_store_pd(rd, a.relDen[h]);
        for (int j = 0; j < 4; ++j) {
            res.maxAbs = std::max(res.maxAbs, ma[j]);
            res.maxRel = std::max(res.maxRel, rn[j] == 0.0 ? 0.0 : rn[j] / rd[j]);
        }
    }
    return true;
}

} // namespace

__attribute__((target("avx2"))) bool compareBlockAvx2(const BlockParams& p, BlockResult& r)
{
    const bool close = p.ctx->tol.useClose, ulp = p.ctx->tol.maxUlp.has_value();
    if (p.refIsF64)
        return close && ulp ? block<true, true, true>(p, r)
            : close         ? block<true, false, true>(p, r)
                            : block<false, true, true>(p, r);
    return close && ulp ? block<true, true, false>(p, r)
        : close         ? block<true, false, false>(p, r)
                        : block<false, true, false>(p, r);
}

} // namespace warpscope::core::compare_detail

#endif
