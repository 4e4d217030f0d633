// C = A * B^T on Hopper (sm_90a) the way its fastest GEMMs move data: the Tensor Memory Accelerator
// (TMA) copies 64x64 bf16 tiles of A and B into shared memory, swizzled by 128 bytes, and signals an
// mbarrier when the bytes have landed; one warpgroup (4 warps, 128 threads) multiplies them with
// wgmma.mma_async straight from shared memory into f32 registers.
// A is M x K and B is N x K, both row-major (K contiguous); M, N and K are multiples of 64.
#include <cuda_bf16.h>

#define BM 64
#define BN 64
#define BK 64 // 64 bf16 = 128 bytes per row: one 128-byte swizzle span

// The 128-byte opaque tensor map the host (or the task's tmap: argument) encodes.
struct alignas(64) TensorMap {
    unsigned long long opaque[16];
};

__device__ __forceinline__ unsigned smemAddress(const void* p)
{
    return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

// wgmma's shared-memory matrix descriptor for a K-major tile with 128-byte swizzle: rows of 128
// bytes, 8-row groups 1024 bytes apart (the stride byte offset); the leading byte offset is unused.
__device__ __forceinline__ unsigned long long descriptor(const void* tile)
{
    const unsigned long long start = (smemAddress(tile) & 0x3FFFF) >> 4;
    const unsigned long long strideBytes = 1024 >> 4;
    const unsigned long long leadingBytes = 1;
    return start | (leadingBytes << 16) | (strideBytes << 32) | (1ull << 62); // 1 = 128-byte swizzle
}

__device__ __forceinline__ void tmaLoad(void* dst, const TensorMap* map, int inner, int outer, unsigned long long* bar)
{
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], "
                 "[%4];\n" ::"r"(smemAddress(dst)),
        "l"(map), "r"(inner), "r"(outer), "r"(smemAddress(bar))
        : "memory");
}

__device__ __forceinline__ void wgmma64x64x16(float (&d)[32], unsigned long long a, unsigned long long b)
{
    // scale-d is a predicate: 1 accumulates into d (D = A B + D); scale-a/b = 1, both tiles K-major
    asm volatile("{\n"
                 ".reg .pred accumulate;\n"
                 "setp.ne.b32 accumulate, %34, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 "
                 "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
                 "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, "
                 "%32, %33, accumulate, 1, 1, 0, 0;\n"
                 "}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
                 "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]),
                 "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]),
                 "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]),
                 "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
                 : "l"(a), "l"(b), "r"(1));
}

extern "C" __global__ void __launch_bounds__(128) gemm_hopper_tma_wgmma(
    const __grid_constant__ TensorMap mapA, const __grid_constant__ TensorMap mapB, float* C, int M, int N, int K)
{
    // 128-byte swizzled tiles repeat every 1024 bytes, so they must start on a 1024-byte boundary
    __shared__ __align__(1024) __nv_bfloat16 As[BM * BK];
    __shared__ __align__(1024) __nv_bfloat16 Bs[BN * BK];
    __shared__ __align__(8) unsigned long long full; // the mbarrier: "this k-tile has landed"
    const int rowA = blockIdx.y * BM, rowB = blockIdx.x * BN;

    if (threadIdx.x == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\n" ::"r"(smemAddress(&full)));
        asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory"); // visible to the TMA unit
    }
    __syncthreads();

    float acc[32] = {};
    unsigned phase = 0;
    for (int k0 = 0; k0 < K; k0 += BK) {
        if (threadIdx.x == 0) {
            // one arrival (this thread) plus the bytes both copies will deliver completes the phase
            asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(smemAddress(&full)),
                "r"(int(sizeof(As) + sizeof(Bs)))
                : "memory");
            tmaLoad(As, &mapA, k0, rowA, &full);
            tmaLoad(Bs, &mapB, k0, rowB, &full);
        }
        // every thread waits for the phase to flip
        asm volatile("{\n"
                     ".reg .pred ready;\n"
                     "wait:\n"
                     "mbarrier.try_wait.parity.shared::cta.b64 ready, [%0], %1;\n"
                     "@!ready bra wait;\n"
                     "}\n" ::"r"(smemAddress(&full)),
            "r"(phase)
            : "memory");
        phase ^= 1;

        asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
        for (int kk = 0; kk < BK; kk += 16) {
            // a k-step of 16 bf16 is 32 bytes along the swizzled 128-byte rows: the descriptor's start moves
            wgmma64x64x16(acc, descriptor(As + kk), descriptor(Bs + kk));
        }
        asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
        asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
        __syncthreads(); // nobody reads the tiles any more: the next TMA may overwrite them
    }

    // accumulator layout: warp w holds rows 16w .. 16w + 15; within the warp, as mma.m16n8 for each
    // of the 8 column groups: (g, 8j + 2q), (g, 8j + 2q + 1), (g + 8, 8j + 2q), (g + 8, 8j + 2q + 1)
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int g = lane / 4, q = lane % 4;
    for (int j = 0; j < BN / 8; ++j) {
        const int row = rowA + warp * 16 + g;
        const int col = rowB + j * 8 + 2 * q;
        C[row * N + col] = acc[4 * j];
        C[row * N + col + 1] = acc[4 * j + 1];
        C[(row + 8) * N + col] = acc[4 * j + 2];
        C[(row + 8) * N + col + 1] = acc[4 * j + 3];
    }
}
