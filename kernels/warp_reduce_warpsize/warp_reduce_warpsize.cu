// out[row] = sum of x[row, 0..cols): one block per row. Every size comes from warpSize, which NVRTC
// compiles to PTX's predefined identifier WARP_SZ, and blockDim.x: the same code runs for any block
// that is a multiple of the warp size.
__device__ float warpSum(float v)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2) {
        v += __shfl_down_sync(0xffffffffu, v, offset);
    }
    return v;
}

extern "C" __global__ void warp_reduce_warpsize(const float* x, float* out, int cols)
{
    extern __shared__ float warpSums[]; // blockDim.x / warpSize floats
    const float* rowPtr = x + static_cast<long long>(blockIdx.x) * cols;
    float sum = 0.0f;
    for (int i = threadIdx.x; i < cols; i += blockDim.x) {
        sum += rowPtr[i];
    }
    sum = warpSum(sum);
    const int lane = threadIdx.x % warpSize;
    const int warp = threadIdx.x / warpSize;
    const int warps = blockDim.x / warpSize;
    if (lane == 0) {
        warpSums[warp] = sum;
    }
    __syncthreads();
    if (warp == 0) {
        sum = lane < warps ? warpSums[lane] : 0.0f;
        sum = warpSum(sum);
        if (lane == 0) {
            out[blockIdx.x] = sum;
        }
    }
}
