// Reverses each block's 256 elements through shared memory. The barrier between the write and the
// read is missing: a thread reads an element that a thread of another warp may not have written yet.
extern "C" __global__ void race_missing_sync(const float* x, float* y)
{
    __shared__ float buf[256];
    const int t = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + t;
    buf[t] = x[i];
    // a __syncthreads() belongs here
    y[i] = buf[blockDim.x - 1 - t];
}
