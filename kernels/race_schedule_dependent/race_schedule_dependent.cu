// y[i] = x[i] + x[i-1] within each block, staged through shared memory. The barrier between the
// write and the read is missing: the first thread of each warp reads the element the last thread
// of the previous warp wrote, and nothing orders the two warps.
extern "C" __global__ void race_schedule_dependent(const float* x, float* y)
{
    __shared__ float buf[256];
    const int t = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + t;
    buf[t] = x[i];
    // a __syncthreads() belongs here
    y[i] = buf[t] + (t > 0 ? buf[t - 1] : 0.0f);
}
