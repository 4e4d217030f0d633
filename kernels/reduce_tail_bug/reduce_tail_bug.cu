// A block-wise sum that skips the last, partial block: correct only when n is a multiple of the
// block size.
extern "C" __global__ void reduce_tail_bug(const float* x, float* out, int n)
{
    __shared__ float partial[256];
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    // BUG: a block that reaches past n returns as a whole, instead of loading 0 for the missing elements.
    if ((blockIdx.x + 1) * blockDim.x > n) {
        return;
    }
    partial[threadIdx.x] = x[i];
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (threadIdx.x < stride) {
            partial[threadIdx.x] += partial[threadIdx.x + stride];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        atomicAdd(out, partial[0]);
    }
}
