// out = x * w + b in bfloat16, two elements per thread with __nv_bfloat162 (one fma.rn.bf16x2).
#include <cuda_bf16.h>

extern "C" __global__ void fma_bf16(
    int n, const __nv_bfloat16* x, const __nv_bfloat16* w, const __nv_bfloat16* b, __nv_bfloat16* out)
{
    const int i = 2 * (blockIdx.x * blockDim.x + threadIdx.x);
    if (i + 1 < n) {
        const __nv_bfloat162 xv = *reinterpret_cast<const __nv_bfloat162*>(x + i);
        const __nv_bfloat162 wv = *reinterpret_cast<const __nv_bfloat162*>(w + i);
        const __nv_bfloat162 bv = *reinterpret_cast<const __nv_bfloat162*>(b + i);
        *reinterpret_cast<__nv_bfloat162*>(out + i) = __hfma2(xv, wv, bv);
    } else if (i < n) {
        out[i] = __hfma(x[i], w[i], b[i]);
    }
}
