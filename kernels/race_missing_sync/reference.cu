// The intended result: each block's 256 elements reversed.
extern "C" __global__ void race_missing_sync_ref(const float* x, float* y)
{
    const int t = threadIdx.x;
    const int base = blockIdx.x * blockDim.x;
    y[base + t] = x[base + blockDim.x - 1 - t];
}
