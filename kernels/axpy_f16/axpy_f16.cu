// y = alpha * x + y in half precision, two elements per thread with __half2 (one fma.rn.f16x2).
#include <cuda_fp16.h>

extern "C" __global__ void axpy_f16(int n, float alpha, const __half* x, __half* y)
{
    const int pair = blockIdx.x * blockDim.x + threadIdx.x;
    const int i = 2 * pair;
    const __half2 a = __float2half2_rn(alpha);
    if (i + 1 < n) {
        const __half2 xv = *reinterpret_cast<const __half2*>(x + i);
        const __half2 yv = *reinterpret_cast<const __half2*>(y + i);
        *reinterpret_cast<__half2*>(y + i) = __hfma2(a, xv, yv);
    } else if (i < n) {
        y[i] = __hfma(__low2half(a), x[i], y[i]); // the odd element at the end
    }
}
