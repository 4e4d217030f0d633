// Stores far outside any allocation, so the GPU faults whatever its allocation granularity.
extern "C" __global__ void oob_store(float* out, int n)
{
    long long i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i + (1LL << 40)] = 1.0f;
}
