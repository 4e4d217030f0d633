// Row sums of f16 data accumulated in f16: every addition rounds to 11 significant bits, so the
// error grows with the row length.
#include <cuda_fp16.h>

extern "C" __global__ void f16_accum(const __half* x, __half* y, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) {
        return;
    }
    __half acc = __float2half(0.0f); // BUG: accumulate in float, round once at the end
    for (int c = 0; c < cols; ++c) {
        acc = __hadd(acc, x[r * cols + c]);
    }
    y[r] = acc;
}
