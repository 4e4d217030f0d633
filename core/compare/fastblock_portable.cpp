// The portable block kernel of the f32 fast path (fastcompare.cpp drives it; fastblock_avx2.cpp is
// the same step in AVX2).
#include "core/compare/fastblock.h"

#include <algorithm>
#include <cstring>

namespace warpscope::core::compare_detail {
namespace {

// The portable kernel, in GCC/Clang vector extensions (SSE2 on plain x86-64, NEON elsewhere). Eight
// elements per step: the integer work (ULP distance, categories, counts) runs on 8 x 32-bit lanes, the
// error arithmetic in float64 on two halves of 4. fastblock_avx2.cpp is the same step in AVX2.
using v8f = float __attribute__((vector_size(32)));
using v8i = std::int32_t __attribute__((vector_size(32)));
using v8u = std::uint32_t __attribute__((vector_size(32)));
using v4d = double __attribute__((vector_size(32)));
using v4l = std::int64_t __attribute__((vector_size(32)));
using v4f = float __attribute__((vector_size(16)));
using v4i = std::int32_t __attribute__((vector_size(16)));

#define WS_INLINE inline __attribute__((always_inline))

WS_INLINE v4d splat(double x)
{
    return v4d {x, x, x, x};
}
WS_INLINE v8i splat8(std::int32_t x)
{
    return v8i {x, x, x, x, x, x, x, x};
}
WS_INLINE v4d absd(v4d x)
{
    const std::int64_t m = 0x7fffffffffffffffll;
    return (v4d)((v4l)x & v4l {m, m, m, m});
}
WS_INLINE v4d select(v4l m, v4d a, v4d b)
{
    return (v4d)((m & (v4l)a) | (~m & (v4l)b));
}
/// max for non-NaN lanes (the fast path only sees finite values).
WS_INLINE v4d maxd(v4d a, v4d b)
{
    return select((v4l)(a > b), a, b);
}
WS_INLINE v8i select8(v8i m, v8i a, v8i b)
{
    return (m & a) | (~m & b);
}
/// Two 4-lane 64-bit masks as one 8-lane 32-bit mask.
WS_INLINE v8i narrow(v4l lo, v4l hi)
{
    // Each 64-bit lane of a mask is all ones or all zeros, so either 32-bit half of it will do.
    return __builtin_shufflevector((v8i)lo, (v8i)hi, 0, 2, 4, 6, 8, 10, 12, 14);
}
/// The ordered-integer image of f32 bits (see orderedBits), lane by lane.
WS_INLINE v8i orderedF32(v8i x)
{
    const v8i m = x >> 31;
    return (x ^ (m & 0x7fffffff)) - m;
}
WS_INLINE bool any(v8i m)
{
    std::uint64_t w[4];
    std::memcpy(w, &m, sizeof w);
    return (w[0] | w[1] | w[2] | w[3]) != 0;
}

/// The maxima and counts of the float64 half of a step.
struct Half {
    v4d maxAbs {};
    v4d relNum {}; ///< the largest relative error so far is relNum / relDen (no division in the loop)
    v4d relDen {1.0, 1.0, 1.0, 1.0};
};

/// The reference of a step: its exact values (two halves) and its bits rounded to f32.
struct RefStep {
    v4d value[2];
    v8i bits;
};

WS_INLINE RefStep loadRef(const void* ref, bool refIsF64, std::size_t i)
{
    RefStep r;
    if (refIsF64) {
        const double* p = static_cast<const double*>(ref) + i;
        std::memcpy(&r.value[0], p, sizeof r.value[0]);
        std::memcpy(&r.value[1], p + 4, sizeof r.value[1]);
        // Rounds to nearest even, as the scalar path's cast does.
        const v4f lo = __builtin_convertvector(r.value[0], v4f), hi = __builtin_convertvector(r.value[1], v4f);
        const v8f f = __builtin_shufflevector(lo, hi, 0, 1, 2, 3, 4, 5, 6, 7);
        std::memcpy(&r.bits, &f, sizeof f);
    } else {
        const float* p = static_cast<const float*>(ref) + i;
        std::memcpy(&r.bits, p, sizeof r.bits);
        v4f lo, hi;
        std::memcpy(&lo, p, sizeof lo);
        std::memcpy(&hi, p + 4, sizeof hi);
        r.value[0] = __builtin_convertvector(lo, v4d);
        r.value[1] = __builtin_convertvector(hi, v4d);
    }
    return r;
}

/// The masks the float64 half of a step yields for one rule.
struct HalfMasks {
    v4l close, zero, candidate, atol;
};

/// |out - ref| against atol + rtol * |ref| in float64, four lanes; updates the maxima.
WS_INLINE HalfMasks halfStep(
    const float* outHalf, v4d r, const v4d& atol, const v4d& rtol, const v4d& floor, const v4d& thr, Half& h)
{
    v4f of;
    std::memcpy(&of, outHalf, sizeof of); // a second load from L1 beats taking the half out of a register
    const v4d o = __builtin_convertvector(of, v4d);
    const v4d d = absd(o - r);
    const v4d ar = absd(r);
    const v4d allowed = atol + rtol * ar;
    HalfMasks m;
    m.close = (v4l)(d <= allowed);
    m.zero = (v4l)(ar <= allowed);
    m.atol = (v4l)(d <= atol);
    m.candidate = ~(v4l)(d <= thr * maxd(allowed, floor));
    h.maxAbs = maxd(h.maxAbs, d);
    // d / ar > relNum / relDen, cross-multiplied: a division per element would cost more than the rest
    // of the step. ar = 0 < d makes relDen 0 (an infinite relative error), which then stays.
    const v4l larger = (v4l)(d * h.relDen > h.relNum * ar);
    h.relNum = select(larger, d, h.relNum);
    h.relDen = select(larger, ar, h.relDen);
    return m;
}

/// Counts per lane for one block, each in a 32-bit lane (a lane sees kBlock / 8 elements).
struct Counts {
    v8i exact {}, close {}, ulpOnly {}, zero {}, sign {}, byAtol {}; ///< plain failures are what remains
};

/// Bit width of each lane's unsigned value, read off a float's exponent: values of 2^24 and more lose
/// their low byte first, so rounding to float never carries into the next power of two.
WS_INLINE v8i bitWidth(v8u u)
{
    const v8i x = (v8i)(u >> 1); // fits the signed conversion
    const v8i big = (v8i)(x >= splat8(1 << 24));
    const v8i exact = x & ~(big & 0xff);
    const v8f f = __builtin_convertvector(exact, v8f);
    v8i e = ((v8i)f >> 23) - 126; // bit width of x; x = 0 gives -126
    e &= ~(e >> 31);
    return e + 1; // bit width of u = bit width of (u >> 1) + 1, for u >= 1
}

/// One pass over a block (see compareBlockPortable). UseClose / UseUlp fix the rule at compile time,
/// so the loop carries nothing for a rule that is off.
template <bool UseClose, bool UseUlp, bool RefIsF64> bool compareBlock(const BlockParams& p, BlockResult& res)
{
    const EvalContext& ctx = *p.ctx;
    const Tolerance& tol = ctx.tol;
    const float* out = p.out;
    const void* ref = p.ref;
    const double thr = p.threshold;
    const std::uint64_t refFirst = p.refFirst;
    const std::size_t b = 0;
    Half half[2];
    v8u maxUlpLanes {}, maxUlpBeyondAtolLanes {};
    const v4d atol = splat(tol.atol), rtol = splat(tol.rtol), floor = splat(ctx.allowedFloor), thrClose = splat(thr);
    const std::uint32_t maxUlp32
        = tol.maxUlp ? static_cast<std::uint32_t>(std::min<std::uint64_t>(*tol.maxUlp, 0xffffffffu)) : 0;
    const v8u ulpLimit = (v8u)splat8(static_cast<std::int32_t>(maxUlp32));
    const double thrU = thr * ctx.ulpDenominator;
    const v8u thrUlp
        = (v8u)splat8(static_cast<std::int32_t>(thrU >= 4294967295.0 ? 0xffffffffu : static_cast<std::uint32_t>(thrU)));
    const v8i expMask = splat8(0x7f800000);
    const v8i poison = splat8(ctx.poison ? static_cast<std::int32_t>(*ctx.poison) : 0x7fc00000);
    Counts n;
    v8i special {}, change8 {};
    v4l change64 {};
    const std::int64_t first64 = static_cast<std::int64_t>(refFirst);
    res.candidates.clear();
    for (std::size_t sb = b; sb < b + kBlock; sb += kSubBlock) {
        v8i cands {};
        for (std::size_t i = sb; i < sb + kSubBlock; i += 8) {
            v8i ob;
            std::memcpy(&ob, out + i, sizeof ob);
            const RefStep r = loadRef(ref, RefIsF64, i);
            special |= ((ob & expMask) == expMask) | (ob == poison);
            if constexpr (RefIsF64) {
                const v4d lim = splat(0x1.ffffffp127); // NaN, infinity, or a value that rounds to inf in f32
                special |= narrow(~(v4l)(absd(r.value[0]) < lim), ~(v4l)(absd(r.value[1]) < lim));
                change64 |= ((v4l)r.value[0] ^ first64) | ((v4l)r.value[1] ^ first64);
            } else {
                special |= (r.bits & expMask) == expMask;
                change8 |= r.bits ^ static_cast<std::int32_t>(refFirst);
            }
            const v8i ordO = orderedF32(ob), ordR = orderedF32(r.bits);
            const v8i exact = ordO == ordR;
            // |ordO - ordR| < 2^32 for finite values: exact in unsigned 32-bit lanes.
            const v8u ulp = (v8u)select8(ordO > ordR, ordO - ordR, ordR - ordO);
            maxUlpLanes = (v8u)select8((v8i)(ulp > maxUlpLanes), (v8i)ulp, (v8i)maxUlpLanes);
            const HalfMasks h0 = halfStep(out + i, r.value[0], atol, rtol, floor, thrClose, half[0]);
            const HalfMasks h1 = halfStep(out + i + 4, r.value[1], atol, rtol, floor, thrClose, half[1]);
            v8i closeOk {}, ulpOk {}, zero {}, byAtol {}, cand = ~exact;
            if constexpr (UseClose) {
                closeOk = narrow(h0.close, h1.close) & ~exact;
                byAtol = narrow(h0.atol, h1.atol) & ~exact;
                zero = narrow(h0.zero, h1.zero);
                cand &= narrow(h0.candidate, h1.candidate);
            }
            if constexpr (UseUlp) {
                ulpOk = (v8i)(ulp <= ulpLimit) & ~exact & ~closeOk;
                const v8u zeroUlp = (v8u)((ordR ^ (ordR >> 31)) - (ordR >> 31)); // |ordR|: the distance from 0
                zero |= (v8i)(zeroUlp <= ulpLimit);
                cand &= (v8i)(ulp > thrUlp);
            }
            const v8i failing = ~(exact | closeOk | ulpOk);
            const v8i sign = ((ob ^ r.bits) < 0) & ((ob << 1) != 0) & ((r.bits << 1) != 0) & failing;
            n.exact -= exact;
            n.close -= closeOk;
            n.ulpOnly -= ulpOk;
            n.zero -= zero;
            n.sign -= sign;
            n.byAtol -= byAtol;
            const v8u beyond = (v8u)((v8i)ulp & ~byAtol); // within atol: no meaningful ULP distance
            maxUlpBeyondAtolLanes
                = (v8u)select8((v8i)(beyond > maxUlpBeyondAtolLanes), (v8i)beyond, (v8i)maxUlpBeyondAtolLanes);
            const v8i bucket = bitWidth(ulp) & ~exact; // the ULP histogram's bucket: 0 for distance 0
            std::memcpy(res.buckets + (i - b), &bucket, sizeof bucket);
            cands |= cand;
        }
        if (any(cands))
            res.candidates.push_back(sb);
    }
    if (any(special))
        return false;
    res.referenceVaries = any(change8) || any(narrow(change64, change64));
    res.exact = res.close = res.ulpOnly = res.sign = res.zero = res.byAtol = 0;
    res.maxAbs = res.maxRel = 0.0;
    res.maxUlp = res.maxUlpBeyondAtol = 0;
    for (int k = 0; k < 8; ++k) {
        res.byAtol += n.byAtol[k];
        res.maxUlpBeyondAtol = std::max(res.maxUlpBeyondAtol, maxUlpBeyondAtolLanes[k]);
        res.exact += n.exact[k];
        res.close += n.close[k];
        res.ulpOnly += n.ulpOnly[k];
        res.sign += n.sign[k];
        res.zero += n.zero[k];
        res.maxUlp = std::max(res.maxUlp, maxUlpLanes[k]);
    }
    for (const Half& h : half) {
        for (int k = 0; k < 4; ++k) {
            res.maxAbs = std::max(res.maxAbs, h.maxAbs[k]);
            res.maxRel = std::max(res.maxRel, h.relNum[k] == 0.0 ? 0.0 : h.relNum[k] / h.relDen[k]);
        }
    }
    return true;
}
} // namespace

bool compareBlockPortable(const BlockParams& p, BlockResult& r)
{
    const bool close = p.ctx->tol.useClose, ulp = p.ctx->tol.maxUlp.has_value();
    if (p.refIsF64)
        return close && ulp ? compareBlock<true, true, true>(p, r)
            : close         ? compareBlock<true, false, true>(p, r)
                            : compareBlock<false, true, true>(p, r);
    return close && ulp ? compareBlock<true, true, false>(p, r)
        : close         ? compareBlock<true, false, false>(p, r)
                        : compareBlock<false, true, false>(p, r);
}

} // namespace warpscope::core::compare_detail
