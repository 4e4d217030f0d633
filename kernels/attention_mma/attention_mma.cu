// Attention forward in the FlashAttention-2 style: O = softmax(Q K^T / sqrt(D)) V without ever
// storing the S x T score matrix. Each warp owns 16 query rows; for every block of 64 keys it
// computes the scores with mma.sync (f16 in, f32 accumulate), updates a running row maximum and sum
// (the online softmax), and multiplies the probabilities, rounded to f16 and kept in registers, by V
// with a second mma.sync. D is 64; S is a multiple of 16 and T of 64. Q, K, V are row-major.
#include <cuda_fp16.h>

#define D 64
#define KEYS 64 // keys per block: 8 fragments of 8 columns
#define NEG_INF __int_as_float(0xff800000)

__device__ __forceinline__ unsigned pairAt(const __half* p)
{
    return *reinterpret_cast<const unsigned*>(p); // two consecutive f16 values, the first in the low half
}

__device__ __forceinline__ unsigned pack(float lo, float hi)
{
    const __half2 h = __floats2half2_rn(lo, hi);
    return *reinterpret_cast<const unsigned*>(&h);
}

__device__ __forceinline__ unsigned packHalves(__half lo, __half hi)
{
    const __half2 h = __halves2half2(lo, hi);
    return *reinterpret_cast<const unsigned*>(&h);
}

__device__ __forceinline__ void mma16816(float (&d)[4], const unsigned (&a)[4], unsigned b0, unsigned b1)
{
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
                 "{%8, %9}, {%0, %1, %2, %3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

extern "C" __global__ void attention_mma(int S, int T, const __half* Q, const __half* K, const __half* V, float* O)
{
    const int lane = threadIdx.x % 32;
    const int g = lane / 4, q = lane % 4; // fragment rows g and g + 8; columns 2q, 2q + 1
    const int row0 = (blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32) * 16;
    if (row0 >= S) {
        return; // whole warps only
    }
    // Q's fragments stay in registers for the whole key loop: 4 steps of k = 16 over D = 64
    unsigned qa[D / 16][4];
    for (int ks = 0; ks < D / 16; ++ks) {
        qa[ks][0] = pairAt(Q + (row0 + g) * D + ks * 16 + 2 * q);
        qa[ks][1] = pairAt(Q + (row0 + g + 8) * D + ks * 16 + 2 * q);
        qa[ks][2] = pairAt(Q + (row0 + g) * D + ks * 16 + 8 + 2 * q);
        qa[ks][3] = pairAt(Q + (row0 + g + 8) * D + ks * 16 + 8 + 2 * q);
    }
    const float scale = rsqrtf(float(D)) * 1.4426950408889634f; // exp(x) = exp2(x * log2(e))
    float rowMax[2] = {NEG_INF, NEG_INF}, rowSum[2] = {0.0f, 0.0f};
    float o[D / 8][4] = {};

    for (int j0 = 0; j0 < T; j0 += KEYS) {
        // scores S = Q K^T for 16 rows x 64 keys: B's column n is key j0 + 8 nt + g
        float s[KEYS / 8][4] = {};
        for (int nt = 0; nt < KEYS / 8; ++nt) {
            const __half* key = K + (j0 + nt * 8 + g) * D;
            for (int ks = 0; ks < D / 16; ++ks) {
                mma16816(s[nt], qa[ks], pairAt(key + ks * 16 + 2 * q), pairAt(key + ks * 16 + 8 + 2 * q));
            }
        }
        // online softmax, per fragment row r (row g, then g + 8); the 4 threads of a row share it
        for (int r = 0; r < 2; ++r) {
            float m = NEG_INF;
            for (int nt = 0; nt < KEYS / 8; ++nt) {
                m = fmaxf(m, fmaxf(s[nt][2 * r], s[nt][2 * r + 1]));
            }
            m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, 1));
            m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, 2));
            const float newMax = fmaxf(rowMax[r], m * scale);
            const float rescale = exp2f(rowMax[r] - newMax);
            float sum = 0.0f;
            for (int nt = 0; nt < KEYS / 8; ++nt) {
                s[nt][2 * r] = exp2f(s[nt][2 * r] * scale - newMax);
                s[nt][2 * r + 1] = exp2f(s[nt][2 * r + 1] * scale - newMax);
                sum += s[nt][2 * r] + s[nt][2 * r + 1];
            }
            sum += __shfl_xor_sync(0xffffffffu, sum, 1);
            sum += __shfl_xor_sync(0xffffffffu, sum, 2);
            rowSum[r] = rowSum[r] * rescale + sum;
            rowMax[r] = newMax;
            for (int nt = 0; nt < D / 8; ++nt) {
                o[nt][2 * r] *= rescale;
                o[nt][2 * r + 1] *= rescale;
            }
        }
        // O += P V: the accumulator layout of two score fragments is the A layout of one k = 16 step
        for (int ks = 0; ks < KEYS / 16; ++ks) {
            const unsigned p[4] = {pack(s[2 * ks][0], s[2 * ks][1]), pack(s[2 * ks][2], s[2 * ks][3]),
                pack(s[2 * ks + 1][0], s[2 * ks + 1][1]), pack(s[2 * ks + 1][2], s[2 * ks + 1][3])};
            const __half* v = V + (j0 + ks * 16) * D;
            for (int nt = 0; nt < D / 8; ++nt) {
                const int col = nt * 8 + g; // B's column n is output column col; its k are keys
                const unsigned b0 = packHalves(v[(2 * q) * D + col], v[(2 * q + 1) * D + col]);
                const unsigned b1 = packHalves(v[(2 * q + 8) * D + col], v[(2 * q + 9) * D + col]);
                mma16816(o[nt], p, b0, b1);
            }
        }
    }
    for (int nt = 0; nt < D / 8; ++nt) {
        const int col = nt * 8 + 2 * q;
        O[(row0 + g) * D + col] = o[nt][0] / rowSum[0];
        O[(row0 + g) * D + col + 1] = o[nt][1] / rowSum[0];
        O[(row0 + g + 8) * D + col] = o[nt][2] / rowSum[1];
        O[(row0 + g + 8) * D + col + 1] = o[nt][3] / rowSum[1];
    }
}
