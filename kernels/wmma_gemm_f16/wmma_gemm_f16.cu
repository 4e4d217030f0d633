// C = A * B with CUDA's WMMA API: f16 inputs, f32 accumulation on the tensor cores. Each warp owns
// one 16x16 tile of C; a block of four warps covers 32x32. M, N and K are multiples of 16.
#include <cuda_fp16.h>
#include <mma.h>

using namespace nvcuda;

extern "C" __global__ void wmma_gemm_f16(int M, int N, int K, const __half* A, const __half* B, float* C)
{
    const int warp = threadIdx.x / 32;
    const int tileRow = (blockIdx.y * 2 + warp / 2) * 16;
    const int tileCol = (blockIdx.x * 2 + warp % 2) * 16;
    if (tileRow >= M || tileCol >= N) {
        return; // the whole warp leaves together: WMMA needs every lane of the warp
    }
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    for (int k = 0; k < K; k += 16) {
        wmma::load_matrix_sync(a, A + tileRow * K + k, K);
        wmma::load_matrix_sync(b, B + k * N + tileCol, N);
        wmma::mma_sync(acc, a, b, acc);
    }
    wmma::store_matrix_sync(C + tileRow * N + tileCol, acc, N, wmma::mem_row_major);
}
