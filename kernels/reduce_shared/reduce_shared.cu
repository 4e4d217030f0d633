// out[row] = sum of x[row, 0..cols): one block per row, a tree reduction in shared memory.
#define BLOCK 256

extern "C" __global__ void reduce_shared(const float* x, float* out, int cols)
{
    __shared__ float partial[BLOCK];
    const float* rowPtr = x + static_cast<long long>(blockIdx.x) * cols;
    float sum = 0.0f;
    for (int i = threadIdx.x; i < cols; i += BLOCK) {
        sum += rowPtr[i];
    }
    partial[threadIdx.x] = sum;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) {
            partial[threadIdx.x] += partial[threadIdx.x + s];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        out[blockIdx.x] = partial[0];
    }
}
