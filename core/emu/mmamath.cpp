// Tensor-core arithmetic: the numerics model of docs/emulator.md ("Tensor cores").
#include "core/emu/mmamath.h"

#include "core/common/floatbits.h"

#include <atomic>
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace warpscope::core::emu {

namespace {

std::atomic<MmaAccumulation> g_accumulation {MmaAccumulation::Hardware};

/// 2^e as a double, for e inside the normal range.
inline double pow2(int e)
{
    return std::bit_cast<double>(static_cast<std::uint64_t>(e + 1023) << 52);
}

constexpr std::uint32_t kNanF32 = 0x7FFFFFFFu;
constexpr std::uint16_t kNanF16 = 0x7FFFu;

/// Rounds the exact value s·2^g (s an integer) to f32 toward zero, or to f16 to nearest even; an
/// overflow becomes an infinity of the sign.
double roundBlock(std::int64_t s, int g, MmaType dtype, bool flushSubnormals)
{
    if (s == 0)
        return 0.0;
    const bool neg = s < 0;
    std::uint64_t mag = neg ? static_cast<std::uint64_t>(-s) : static_cast<std::uint64_t>(s);
    if (dtype == MmaType::F16) {
        const double v = std::ldexp(static_cast<double>(mag), g); // exact: mag < 2^53
        const double h = halfBitsToDouble(doubleToHalfBits(v));
        return neg ? -h : h;
    }
    const int width = 64 - std::countl_zero(mag);
    const int lead = width - 1 + g; // exponent of the leading bit
    if (lead > 127)
        return neg ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    int keep = 24;
    if (lead < -126) {
        if (flushSubnormals)
            return neg ? -0.0 : 0.0;
        keep = 24 - (-126 - lead); // subnormal f32: fewer significant bits
        if (keep <= 0)
            return neg ? -0.0 : 0.0;
    }
    if (width > keep) {
        const int drop = width - keep;
        mag = (mag >> drop) << drop;
    }
    const double v = std::ldexp(static_cast<double>(mag), g);
    return neg ? -v : v;
}

std::uint32_t encodeOut(double v, MmaType dtype)
{
    if (dtype == MmaType::F16)
        return v != v ? kNanF16 : doubleToHalfBits(v);
    return v != v ? kNanF32 : std::bit_cast<std::uint32_t>(static_cast<float>(v));
}

/// A block with an infinity or NaN among its terms: NaN when any term is NaN or infinities of both
/// signs meet, else the infinity.
double specialBlock(const double* p, int n, double acc)
{
    bool pos = false, neg = false, nan = acc != acc;
    if (std::isinf(acc))
        (acc > 0 ? pos : neg) = true;
    for (int j = 0; j < n; ++j) {
        if (p[j] != p[j])
            nan = true;
        else if (std::isinf(p[j]))
            (p[j] > 0 ? pos : neg) = true;
    }
    if (nan || (pos && neg))
        return std::numeric_limits<double>::quiet_NaN();
    return pos ? std::numeric_limits<double>::infinity() : -std::numeric_limits<double>::infinity();
}

/// One block of the Hardware model: acc + Σ a[j]·b[j], every term truncated on the grid
/// 2^(emax - fracBits) of the largest term, summed exactly, then rounded once (roundBlock). N is the
/// block width when fixed at compile time (the loops then unroll), 0 for a tail of n products.
template <int N>
double hardwareBlock(const double* a, const double* b, int n, double acc, MmaType dtype, const MmaBlockModel& m)
{
    if constexpr (N > 0)
        n = N;
    double p[32];
    double big = std::fabs(acc);
    double check = acc * 0.0; // becomes NaN when any term is an infinity or a NaN
    for (int j = 0; j < n; ++j) {
        p[j] = a[j] * b[j];
        const double q = std::fabs(p[j]);
        big = q > big ? q : big;
        check += p[j] * 0.0;
    }
    if (check != check)
        return specialBlock(p, n, acc);
    if (big == 0) { // every term is a zero: -0 only when all of them are -0
        bool allNeg = std::signbit(acc);
        for (int j = 0; j < n; ++j)
            allNeg = allNeg && std::signbit(p[j]);
        return allNeg ? -0.0 : 0.0;
    }
    // the terms are never subnormal doubles: products of at most 24-bit significands far inside the range
    const int g = static_cast<int>((std::bit_cast<std::uint64_t>(big) >> 52) & 0x7FF) - 1023 - m.fracBits;
    const double scale = pow2(-g);
    auto s = static_cast<std::int64_t>(acc * scale); // the conversion truncates toward zero
    for (int j = 0; j < n; ++j)
        s += static_cast<std::int64_t>(p[j] * scale);
    // the common case, a normal f32 result: keep the 24 leading bits of the magnitude (toward zero)
    std::uint64_t mag = s < 0 ? static_cast<std::uint64_t>(-s) : static_cast<std::uint64_t>(s);
    if (dtype == MmaType::F32 && g > -126 && g < 90 && mag != 0) {
        const int drop = 64 - std::countl_zero(mag) - 24;
        if (drop > 0)
            mag = (mag >> drop) << drop;
        const double v = static_cast<double>(mag) * pow2(g);
        return s < 0 ? -v : v;
    }
    return roundBlock(s, g, dtype, m.flushSubnormals);
}

} // namespace

MmaAccumulation mmaAccumulation()
{
    return g_accumulation.load(std::memory_order_relaxed);
}

void setMmaAccumulation(MmaAccumulation mode)
{
    g_accumulation.store(mode, std::memory_order_relaxed);
}

std::uint32_t mmaDotFloat(
    const double* a, const double* b, int K, double c, MmaType ab, MmaType dtype, MmaAccumulation mode)
{
    if (mode == MmaAccumulation::Sequential) {
        if (dtype == MmaType::F16) {
            double acc = halfBitsToDouble(doubleToHalfBits(c));
            for (int k = 0; k < K; ++k)
                acc = halfBitsToDouble(doubleToHalfBits(std::fma(a[k], b[k], acc)));
            return encodeOut(acc, dtype);
        }
        float acc = static_cast<float>(c);
        for (int k = 0; k < K; ++k) // the products of these inputs are exact in f32
            acc = std::fma(static_cast<float>(a[k]), static_cast<float>(b[k]), acc);
        return encodeOut(static_cast<double>(acc), dtype);
    }
    const MmaBlockModel m = mmaBlockModel(ab);
    double acc = c;
    int k0 = 0;
    if (m.block == 8)
        for (; k0 + 8 <= K; k0 += 8)
            acc = hardwareBlock<8>(a + k0, b + k0, 8, acc, dtype, m);
    else if (m.block == 4)
        for (; k0 + 4 <= K; k0 += 4)
            acc = hardwareBlock<4>(a + k0, b + k0, 4, acc, dtype, m);
    for (; k0 < K; k0 += m.block)
        acc = hardwareBlock<0>(a + k0, b + k0, K - k0 < m.block ? K - k0 : m.block, acc, dtype, m);
    return encodeOut(acc, dtype);
}

namespace {

/// Up to 8 outputs of one row of the Hardware model at once (f32 accumulators, no special values in
/// sight): the same arithmetic as hardwareBlock, interleaved over the outputs so that their
/// dependency chains overlap. Returns false when a block meets an Inf or NaN (the caller redoes the row
/// one element at a time). NN and Block, when not 0, fix the outputs and the block width at compile
/// time (the loops then unroll); always inlined, so that rowEight below compiles it once per target.
template <int NN, int Block>
[[gnu::always_inline]] inline bool hardwareRow(const double* arow, const double* bk, int ldb, int nRuntime, int K,
    const double* c, std::uint32_t* d, const MmaBlockModel& m)
{
    const int n = NN > 0 ? NN : nRuntime;
    const int block = Block > 0 ? Block : m.block;
    double acc[8], big[8], chk[8], p[16][8];
    for (int j = 0; j < n; ++j)
        acc[j] = c[j];
    for (int k0 = 0; k0 < K; k0 += block) {
        const int w = Block > 0 ? Block : K - k0 < block ? K - k0 : block; // a fixed Block divides K
        for (int j = 0; j < n; ++j) {
            big[j] = std::fabs(acc[j]);
            chk[j] = acc[j] * 0.0;
        }
        for (int k = 0; k < w; ++k) {
            const double x = arow[k0 + k];
            const double* brow = bk + (k0 + k) * ldb;
            for (int j = 0; j < n; ++j) {
                const double q = x * brow[j];
                p[k][j] = q;
                const double aq = std::fabs(q);
                big[j] = aq > big[j] ? aq : big[j];
                chk[j] += q * 0.0;
            }
        }
        double any = 0;
        for (int j = 0; j < n; ++j)
            any += chk[j];
        if (any != any)
            return false;
        // the grid of each output: 2^(e_max - fracBits); every scaled term is below 2^24, so a block of at
        // most 17 of them sums exactly in 32 bits, and the loops over the outputs vectorise
        int g[8];
        double scale[8];
        std::int32_t sum[8];
        for (int j = 0; j < n; ++j) {
            g[j] = static_cast<int>((std::bit_cast<std::uint64_t>(big[j]) >> 52) & 0x7FF) - 1023 - m.fracBits;
            scale[j] = big[j] == 0 ? 0.0 : pow2(-g[j]);
            sum[j] = static_cast<std::int32_t>(acc[j] * scale[j]);
        }
        for (int k = 0; k < w; ++k)
            for (int j = 0; j < n; ++j)
                sum[j] += static_cast<std::int32_t>(p[k][j] * scale[j]);
        for (int j = 0; j < n; ++j) {
            if (big[j] == 0) { // every term is a zero: -0 only when all of them are -0
                bool allNeg = std::signbit(acc[j]);
                for (int k = 0; k < w; ++k)
                    allNeg = allNeg && std::signbit(p[k][j]);
                acc[j] = allNeg ? -0.0 : 0.0;
                continue;
            }
            std::uint32_t mag = sum[j] < 0 ? static_cast<std::uint32_t>(-sum[j]) : static_cast<std::uint32_t>(sum[j]);
            if (g[j] > -126 && g[j] < 90 && mag != 0) {
                const int drop = 32 - std::countl_zero(mag) - 24;
                if (drop > 0)
                    mag = (mag >> drop) << drop;
                const double v = static_cast<double>(mag) * pow2(g[j]);
                acc[j] = sum[j] < 0 ? -v : v;
            } else {
                acc[j] = roundBlock(sum[j], g[j], MmaType::F32, m.flushSubnormals);
            }
        }
    }
    for (int j = 0; j < n; ++j)
        d[j] = encodeOut(acc[j], MmaType::F32);
    return true;
}

/// Eight outputs of a row with blocks of 8 (f16, bf16: every m16n8 shape's inner loop), the case
/// the tensor-core GEMMs spend their time in. The same arithmetic compiled for AVX2 where the CPU has
/// it: four doubles per step instead of SSE2's two; the operations and their order are the same (no
/// FMA contraction: target avx2 does not enable FMA), so the bits are too.
using RowEightFn
    = bool (*)(const double*, const double*, int, int, const double*, std::uint32_t*, const MmaBlockModel&);

bool rowEight(
    const double* arow, const double* bk, int ldb, int K, const double* c, std::uint32_t* d, const MmaBlockModel& m)
{
    return hardwareRow<8, 8>(arow, bk, ldb, 8, K, c, d, m);
}

#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target("avx2"))) bool rowEightAvx2(
    const double* arow, const double* bk, int ldb, int K, const double* c, std::uint32_t* d, const MmaBlockModel& m)
{
    return hardwareRow<8, 8>(arow, bk, ldb, 8, K, c, d, m);
}

/// The same row by hand with AVX-512: each of the row's eight per-output values is one lane of a
/// register, so the products, the largest term, the grid, the truncated sums and the common rounding
/// case run eight outputs per instruction (the compiler left hardwareRow's loops scalar). Lanes that
/// need hardwareRow's rare cases (a zero block, a grid outside f32's normal range, a sum of zero) are
/// finished one at a time with the same scalar code. Every step is hardwareRow's operation on the same
/// operands in the same order: max(a, b) is `a > b ? a : b`, cvtt truncates as static_cast does, the
/// integer sums wrap alike, pow2 builds the same exponent bits; tst_emumma_numerics checks the bits.
// GCC 12's AVX-512 headers start masked operations from an undefined register and warn about it
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
__attribute__((target("avx512f,avx512dq,avx512vl,avx512cd"))) bool rowEightAvx512(
    const double* arow, const double* bk, int ldb, int K, const double* c, std::uint32_t* d, const MmaBlockModel& m)
{
    const __m512d zero = _mm512_setzero_pd();
    const __m512d absMask = _mm512_castsi512_pd(_mm512_set1_epi64(0x7FFFFFFFFFFFFFFFLL));
    const __m512d signBit = _mm512_castsi512_pd(_mm512_set1_epi64(static_cast<long long>(0x8000000000000000ULL)));
    const __m512i bias = _mm512_set1_epi64(1023);
    __m512d acc = _mm512_loadu_pd(c);
    for (int k0 = 0; k0 < K; k0 += 8) {
        __m512d big = _mm512_and_pd(acc, absMask);
        __m512d chk = _mm512_mul_pd(acc, zero);
        __m512d p[8];
        for (int k = 0; k < 8; ++k) {
            const __m512d q = _mm512_mul_pd(_mm512_set1_pd(arow[k0 + k]), _mm512_loadu_pd(bk + (k0 + k) * ldb));
            p[k] = q;
            big = _mm512_max_pd(_mm512_and_pd(q, absMask), big);
            chk = _mm512_add_pd(chk, _mm512_mul_pd(q, zero));
        }
        if (_mm512_cmp_pd_mask(chk, chk, _CMP_UNORD_Q) != 0)
            return false; // an Inf or NaN: the caller redoes the row one element at a time
        const __m512i g64 = _mm512_sub_epi64(
            _mm512_and_si512(_mm512_srli_epi64(_mm512_castpd_si512(big), 52), _mm512_set1_epi64(0x7FF)),
            _mm512_set1_epi64(1023 + m.fracBits));
        const __mmask8 nonzero = _mm512_cmp_pd_mask(big, zero, _CMP_NEQ_OQ);
        const __m512d scale = _mm512_maskz_mov_pd(nonzero,
            _mm512_castsi512_pd(
                _mm512_slli_epi64(_mm512_add_epi64(_mm512_sub_epi64(_mm512_setzero_si512(), g64), bias), 52)));
        __m256i sum = _mm512_cvttpd_epi32(_mm512_mul_pd(acc, scale));
        for (int k = 0; k < 8; ++k)
            sum = _mm256_add_epi32(sum, _mm512_cvttpd_epi32(_mm512_mul_pd(p[k], scale)));
        const __m256i g32 = _mm512_cvtepi64_epi32(g64);
        __m256i mag = _mm256_abs_epi32(sum);
        const __mmask8 fast = nonzero & _mm256_cmpgt_epi32_mask(g32, _mm256_set1_epi32(-126))
            & _mm256_cmpgt_epi32_mask(_mm256_set1_epi32(90), g32)
            & _mm256_cmpneq_epi32_mask(mag, _mm256_setzero_si256());
        // keep the 24 leading bits of the magnitude (toward zero)
        const __m256i drop
            = _mm256_max_epi32(_mm256_sub_epi32(_mm256_set1_epi32(8), _mm256_lzcnt_epi32(mag)), _mm256_setzero_si256());
        mag = _mm256_and_si256(mag, _mm256_sllv_epi32(_mm256_set1_epi32(-1), drop));
        __m512d v = _mm512_mul_pd(
            _mm512_cvtepu32_pd(mag), _mm512_castsi512_pd(_mm512_slli_epi64(_mm512_add_epi64(g64, bias), 52)));
        v = _mm512_mask_xor_pd(v, _mm256_cmplt_epi32_mask(sum, _mm256_setzero_si256()), v, signBit);
        const __m512d before = acc;
        acc = _mm512_mask_mov_pd(acc, fast, v);
        if (fast != 0xFF) {
            alignas(64) double accs[8], olds[8], ps[8][8];
            alignas(32) std::int32_t sums[8], gs[8];
            _mm512_store_pd(accs, acc);
            _mm512_store_pd(olds, before);
            for (int k = 0; k < 8; ++k)
                _mm512_store_pd(ps[k], p[k]);
            _mm256_store_si256(reinterpret_cast<__m256i*>(sums), sum);
            _mm256_store_si256(reinterpret_cast<__m256i*>(gs), g32);
            for (int j = 0; j < 8; ++j) {
                if (fast & (1u << j))
                    continue;
                if (!(nonzero & (1u << j))) { // every term is a zero: -0 only when all of them are -0
                    bool allNeg = std::signbit(olds[j]);
                    for (int k = 0; k < 8; ++k)
                        allNeg = allNeg && std::signbit(ps[k][j]);
                    accs[j] = allNeg ? -0.0 : 0.0;
                } else {
                    accs[j] = roundBlock(sums[j], gs[j], MmaType::F32, m.flushSubnormals);
                }
            }
            acc = _mm512_load_pd(accs);
        }
    }
    alignas(64) double out[8];
    _mm512_store_pd(out, acc);
    for (int j = 0; j < 8; ++j)
        d[j] = encodeOut(out[j], MmaType::F32);
    return true;
}
#pragma GCC diagnostic pop
#endif

RowEightFn rowEightFor(MmaRowKernel kernel)
{
    switch (kernel) {
    case MmaRowKernel::Portable:
        return rowEight;
#if defined(__x86_64__) && defined(__GNUC__)
    case MmaRowKernel::Avx2:
        return __builtin_cpu_supports("avx2") ? rowEightAvx2 : nullptr;
    case MmaRowKernel::Avx512:
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq")
                && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512cd")
            ? rowEightAvx512
            : nullptr;
#else
    case MmaRowKernel::Avx2:
    case MmaRowKernel::Avx512:
        return nullptr;
#endif
    }
    return nullptr;
}

RowEightFn pickRowEight()
{
    for (MmaRowKernel k : {MmaRowKernel::Avx512, MmaRowKernel::Avx2})
        if (RowEightFn fn = rowEightFor(k))
            return fn;
    return rowEight;
}

std::atomic<RowEightFn> g_rowEight {nullptr};

} // namespace

void mmaTileFloat(int M, int N, int K, const double* a, const double* bt, const double* c, std::uint32_t* d, MmaType ab,
    MmaType dtype, MmaAccumulation mode)
{
    const MmaBlockModel m = mmaBlockModel(ab);
    const bool rows = mode == MmaAccumulation::Hardware && dtype == MmaType::F32 && m.block <= 16;
    // B once more as K x N, so that the eight outputs of a row read consecutive values
    double bk[512];
    const bool transposed = rows && N * K <= 512;
    if (transposed)
        for (int j = 0; j < N; ++j)
            for (int k = 0; k < K; ++k)
                bk[k * N + j] = bt[j * K + k];
    RowEightFn rowEightBest = g_rowEight.load(std::memory_order_relaxed);
    if (!rowEightBest) {
        rowEightBest = pickRowEight();
        g_rowEight.store(rowEightBest, std::memory_order_relaxed);
    }
    for (int i = 0; i < M; ++i)
        for (int j0 = 0; j0 < N; j0 += 8) {
            const int n = N - j0 < 8 ? N - j0 : 8;
            const double* arow = a + i * K;
            if (transposed
                && (n == 8 && m.block == 8 && K % 8 == 0
                        ? rowEightBest(arow, bk + j0, N, K, c + i * N + j0, d + i * N + j0, m)
                        : hardwareRow<0, 0>(arow, bk + j0, N, n, K, c + i * N + j0, d + i * N + j0, m)))
                continue;
            for (int j = j0; j < j0 + n; ++j)
                d[i * N + j] = mmaDotFloat(arow, bt + j * K, K, c[i * N + j], ab, dtype, mode);
        }
}

bool useMmaRowKernel(MmaRowKernel kernel)
{
    RowEightFn fn = rowEightFor(kernel);
    if (!fn)
        return false;
    g_rowEight.store(fn, std::memory_order_relaxed);
    return true;
}

double mmaDotF64(const double* a, const double* b, int K, double c)
{
    double acc = c;
    for (int k = 0; k < K; ++k)
        acc = std::fma(a[k], b[k], acc);
    return acc;
}

std::int32_t mmaDotInt(const std::int32_t* a, const std::int32_t* b, int K, std::int32_t c, bool satfinite)
{
    std::int64_t acc = c;
    for (int k = 0; k < K; ++k)
        acc += static_cast<std::int64_t>(a[k]) * b[k];
    if (satfinite) {
        if (acc > std::numeric_limits<std::int32_t>::max())
            return std::numeric_limits<std::int32_t>::max();
        if (acc < std::numeric_limits<std::int32_t>::min())
            return std::numeric_limits<std::int32_t>::min();
    }
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(acc));
}

std::int32_t mmaDotBits(const std::uint32_t* a, const std::uint32_t* b, int words, std::int32_t c, MmaBitOp op)
{
    std::uint32_t acc = static_cast<std::uint32_t>(c);
    for (int w = 0; w < words; ++w)
        acc += static_cast<std::uint32_t>(std::popcount(op == MmaBitOp::Xor ? (a[w] ^ b[w]) : (a[w] & b[w])));
    return static_cast<std::int32_t>(acc);
}

} // namespace warpscope::core::emu
