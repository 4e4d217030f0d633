// out[row] = sum of x[row, 0..cols): one block per row; warps reduce with shuffles, then the first
// warp reduces the per-warp sums.
#define BLOCK 256

__device__ float warpSum(float v)
{
    for (int offset = 16; offset > 0; offset >>= 1) {
        v += __shfl_down_sync(0xffffffffu, v, offset);
    }
    return v;
}

extern "C" __global__ void reduce_shuffle(const float* x, float* out, int cols)
{
    __shared__ float warpSums[BLOCK / 32];
    const float* rowPtr = x + static_cast<long long>(blockIdx.x) * cols;
    float sum = 0.0f;
    for (int i = threadIdx.x; i < cols; i += BLOCK) {
        sum += rowPtr[i];
    }
    sum = warpSum(sum);
    const int lane = threadIdx.x & 31;
    const int warp = threadIdx.x >> 5;
    if (lane == 0) {
        warpSums[warp] = sum;
    }
    __syncthreads();
    if (warp == 0) {
        sum = lane < BLOCK / 32 ? warpSums[lane] : 0.0f;
        sum = warpSum(sum);
        if (lane == 0) {
            out[blockIdx.x] = sum;
        }
    }
}
