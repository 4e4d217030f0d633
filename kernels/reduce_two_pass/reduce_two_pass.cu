// A two-pass sum of a long vector: every block reduces its slice to one partial sum, then a single
// block adds the partial sums. The two launches are one operator: the task checks the final sum.
#define BLOCK 256

__device__ float blockSum(float v)
{
    __shared__ float scratch[BLOCK];
    scratch[threadIdx.x] = v;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) {
            scratch[threadIdx.x] += scratch[threadIdx.x + s];
        }
        __syncthreads();
    }
    return scratch[0];
}

// Pass 1: partial[b] = sum of x over block b's slice of BLOCK elements.
extern "C" __global__ void partial_sums(const float* x, float* partial, int n)
{
    const int i = blockIdx.x * BLOCK + threadIdx.x;
    const float s = blockSum(i < n ? x[i] : 0.0f);
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = s;
    }
}

// Pass 2: one block strides over the partial sums; there are ceil(n / BLOCK) of them.
extern "C" __global__ void final_sum(const float* partial, float* out, int n)
{
    const int parts = (n + BLOCK - 1) / BLOCK;
    float s = 0.0f;
    for (int i = threadIdx.x; i < parts; i += BLOCK) {
        s += partial[i];
    }
    s = blockSum(s);
    if (threadIdx.x == 0) {
        out[0] = s;
    }
}
