// C = A * B^T on int8 tensor cores: mma.sync.m16n8k32 multiplies s8 fragments into exact s32 sums.
// Each warp computes one 16x8 tile of C straight from global memory (no shared staging: this example
// is about the fragment layout, not about bandwidth). A is M x K, B is N x K, both row-major with K
// contiguous; M is a multiple of 16, N of 8 and K of 32.
// NVRTC has no C++ standard library: plain signed char is the 8-bit type here

__device__ __forceinline__ unsigned load4(const signed char* p)
{
    return *reinterpret_cast<const unsigned*>(p); // four consecutive s8 values of one row
}

extern "C" __global__ void gemm_int8_mma(int M, int N, int K, const signed char* A, const signed char* B, int* C)
{
    const int lane = threadIdx.x % 32;
    const int tile = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    const int tilesN = N / 8;
    if (tile >= (M / 16) * tilesN) {
        return; // whole warps only
    }
    const int row0 = (tile / tilesN) * 16, col0 = (tile % tilesN) * 8;
    const int g = lane / 4, q = lane % 4; // the fragment's row group and the thread in the group
    int acc[4] = {0, 0, 0, 0};
    for (int k = 0; k < K; k += 32) {
        // A fragment: rows g and g + 8, k + 4q .. 4q + 3 and the same 16 further on
        const unsigned a0 = load4(A + (row0 + g) * K + k + 4 * q);
        const unsigned a1 = load4(A + (row0 + g + 8) * K + k + 4 * q);
        const unsigned a2 = load4(A + (row0 + g) * K + k + 16 + 4 * q);
        const unsigned a3 = load4(A + (row0 + g + 8) * K + k + 16 + 4 * q);
        // B fragment (column g of B^T = row g of B): k + 4q .. 4q + 3 and 16 further on
        const unsigned b0 = load4(B + (col0 + g) * K + k + 4 * q);
        const unsigned b1 = load4(B + (col0 + g) * K + k + 16 + 4 * q);
        asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
                     "{%8, %9}, {%0, %1, %2, %3};\n"
                     : "+r"(acc[0]), "+r"(acc[1]), "+r"(acc[2]), "+r"(acc[3])
                     : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
    }
    // accumulator fragment: (g, 2q), (g, 2q + 1), (g + 8, 2q), (g + 8, 2q + 1)
    C[(row0 + g) * N + col0 + 2 * q] = acc[0];
    C[(row0 + g) * N + col0 + 2 * q + 1] = acc[1];
    C[(row0 + g + 8) * N + col0 + 2 * q] = acc[2];
    C[(row0 + g + 8) * N + col0 + 2 * q + 1] = acc[3];
}
