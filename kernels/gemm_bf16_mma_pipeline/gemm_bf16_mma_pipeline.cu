// C = A * B^T in bf16 with f32 accumulation, the way hand-tuned Ampere GEMMs are written:
// a 3-stage cp.async pipeline stages 64x32 tiles of A and B in shared memory, ldmatrix loads the
// fragments, and mma.sync.m16n8k16 multiplies them on the tensor cores.
// A is M x K and B is N x K (both row-major, K contiguous). M, N are multiples of 64, K of 32.
#include <cuda_bf16.h>

#define BM 64
#define BN 64
#define BK 32
#define STAGES 3
#define PAD 8 // 16 bytes of padding per row: ldmatrix's 8 row addresses hit 8 different bank groups

__device__ __forceinline__ unsigned smemAddress(const void* p)
{
    return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void copy16(void* dst, const void* src)
{
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(smemAddress(dst)), "l"(src));
}

__device__ __forceinline__ void commitGroup()
{
    asm volatile("cp.async.commit_group;\n" ::);
}

// Waits until at most N groups are still in flight.
template <int N> __device__ __forceinline__ void waitGroup()
{
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}

__device__ __forceinline__ void ldmatrixX4(unsigned (&r)[4], const void* rowAddress)
{
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(smemAddress(rowAddress)));
}

__device__ __forceinline__ void mmaBf16(float (&d)[4], const unsigned (&a)[4], unsigned b0, unsigned b1)
{
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
                 "{%8, %9}, {%0, %1, %2, %3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

// Every thread copies two 16-byte chunks of A's tile and two of B's: 64 rows x 4 chunks each.
__device__ __forceinline__ void loadTile(__nv_bfloat16 (*as)[BK + PAD], __nv_bfloat16 (*bs)[BK + PAD],
    const __nv_bfloat16* A, const __nv_bfloat16* B, int K, int rowA, int rowB, int k0)
{
    for (int i = threadIdx.x; i < BM * BK / 8; i += blockDim.x) {
        const int r = i / (BK / 8), c = (i % (BK / 8)) * 8;
        copy16(&as[r][c], A + (rowA + r) * K + k0 + c);
        copy16(&bs[r][c], B + (rowB + r) * K + k0 + c);
    }
}

extern "C" __global__ void gemm_bf16_mma_pipeline(
    int M, int N, int K, const __nv_bfloat16* A, const __nv_bfloat16* B, float* C)
{
    __shared__ __align__(16) __nv_bfloat16 As[STAGES][BM][BK + PAD];
    __shared__ __align__(16) __nv_bfloat16 Bs[STAGES][BN][BK + PAD];
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    const int rowA = blockIdx.y * BM, rowB = blockIdx.x * BN;
    const int warpM = (warp / 2) * 32, warpN = (warp % 2) * 32; // each warp: 32 x 32 of C
    const int tiles = K / BK;

    float acc[2][4][4] = {}; // [m16 tile][n8 tile][fragment]

    // prologue: STAGES - 1 tiles in flight, one commit group each
    for (int s = 0; s < STAGES - 1; ++s) {
        if (s < tiles) {
            loadTile(As[s], Bs[s], A, B, K, rowA, rowB, s * BK);
        }
        commitGroup();
    }

    for (int t = 0; t < tiles; ++t) {
        waitGroup<STAGES - 2>(); // tile t has landed; tiles t+1 .. t+STAGES-2 may still be in flight
        __syncthreads(); // ... for every thread's copies, and everyone is done with tile t-1's stage
        const int next = t + STAGES - 1;
        if (next < tiles) {
            loadTile(As[next % STAGES], Bs[next % STAGES], A, B, K, rowA, rowB, next * BK);
        }
        commitGroup(); // an empty group keeps the count of groups per iteration fixed

        const int s = t % STAGES;
        for (int kk = 0; kk < BK; kk += 16) {
            unsigned a[2][4], b[2][4];
            for (int mi = 0; mi < 2; ++mi) {
                // lanes 0-15 address rows 0-15 at k, lanes 16-31 the same rows at k + 8
                ldmatrixX4(a[mi], &As[s][warpM + mi * 16 + lane % 16][kk + (lane / 16) * 8]);
            }
            for (int nj = 0; nj < 2; ++nj) {
                // matrices: (n 0-7, k), (n 0-7, k+8), (n 8-15, k), (n 8-15, k+8)
                const int n = warpN + nj * 16 + (lane / 16) * 8 + lane % 8;
                ldmatrixX4(b[nj], &Bs[s][n][kk + ((lane / 8) % 2) * 8]);
            }
            for (int mi = 0; mi < 2; ++mi) {
                for (int ni = 0; ni < 4; ++ni) {
                    mmaBf16(acc[mi][ni], a[mi], b[ni / 2][(ni % 2) * 2], b[ni / 2][(ni % 2) * 2 + 1]);
                }
            }
        }
    }
    waitGroup<0>();

    // accumulator fragment: c0, c1 at (lane / 4, 2 * (lane % 4) + {0, 1}); c2, c3 eight rows lower
    for (int mi = 0; mi < 2; ++mi) {
        for (int ni = 0; ni < 4; ++ni) {
            const int row = rowA + warpM + mi * 16 + lane / 4;
            const int col = rowB + warpN + ni * 8 + 2 * (lane % 4);
            C[row * N + col] = acc[mi][ni][0];
            C[row * N + col + 1] = acc[mi][ni][1];
            C[(row + 8) * N + col] = acc[mi][ni][2];
            C[(row + 8) * N + col + 1] = acc[mi][ni][3];
        }
    }
}
