// The fixed kernel: an odd tail element is its own average.
extern "C" __global__ void downsample_ref(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < (n + 1) / 2)
        y[i] = 2 * i + 1 < n ? 0.5f * (x[2 * i] + x[2 * i + 1]) : x[2 * i];
}
