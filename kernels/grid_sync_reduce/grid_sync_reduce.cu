// Single-pass sum of x: every block reduces a grid-stride share of x into partial[block], the whole
// grid waits at grid.sync(), then block 0 adds the partials. grid.sync() needs every block resident
// at once: the task launches it cooperatively (cudaLaunchCooperativeKernel).
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

constexpr int kBlock = 256;

/// Tree sum of s[0..kBlock) into s[0]; every thread of the block calls it.
__device__ void blockSum(float* s)
{
    for (int step = kBlock / 2; step > 0; step /= 2) {
        if (threadIdx.x < step)
            s[threadIdx.x] += s[threadIdx.x + step];
        __syncthreads();
    }
}

extern "C" __global__ void grid_sync_reduce(const float* x, float* partial, float* out, int n)
{
    __shared__ float s[kBlock];
    cg::grid_group grid = cg::this_grid();
    float v = 0.0f;
    for (unsigned long long i = grid.thread_rank(); i < n; i += grid.size())
        v += x[i];
    s[threadIdx.x] = v;
    __syncthreads();
    blockSum(s);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = s[0];
    grid.sync(); // every block's partial is written and visible past this point
    if (blockIdx.x != 0)
        return;
    float t = 0.0f;
    for (unsigned b = threadIdx.x; b < gridDim.x; b += kBlock)
        t += partial[b];
    s[threadIdx.x] = t;
    __syncthreads();
    blockSum(s);
    if (threadIdx.x == 0)
        out[0] = s[0];
}
