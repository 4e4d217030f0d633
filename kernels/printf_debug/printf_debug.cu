// Scales a vector and prints a few lines about its own state: device printf from a handful of
// threads. NVRTC declares printf itself; each call becomes vprintf(format, argument buffer).
extern "C" __global__ void printf_debug(const float* x, float* y, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0)
        printf("block %d of %d starts at element %d\n", blockIdx.x, gridDim.x, i);
    if (i < n) {
        float v = a * x[i];
        if (i < 3)
            printf("x[%d] = %+.4f -> y[%d] = %.4e\n", i, x[i], i, v);
        y[i] = v;
        if (i == n - 1)
            printf("thread %u of block %u wrote the last element (%s)\n", threadIdx.x, blockIdx.x, "done");
    }
}
