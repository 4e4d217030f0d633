// Row-wise softmax, max-subtracted for stability: one block per row, block reductions in shared
// memory for the row maximum and the sum of exponentials.
#define BLOCK 256

__device__ float blockReduce(float v, float* scratch, bool isMax)
{
    scratch[threadIdx.x] = v;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) {
            const float other = scratch[threadIdx.x + s];
            scratch[threadIdx.x] = isMax ? fmaxf(scratch[threadIdx.x], other) : scratch[threadIdx.x] + other;
        }
        __syncthreads();
    }
    const float result = scratch[0];
    __syncthreads(); // scratch is reused by the next reduction
    return result;
}

extern "C" __global__ void softmax(const float* x, float* y, int cols)
{
    __shared__ float scratch[BLOCK];
    const float* in = x + static_cast<long long>(blockIdx.x) * cols;
    float* out = y + static_cast<long long>(blockIdx.x) * cols;
    float m = __int_as_float(0xff800000); // -infinity
    for (int i = threadIdx.x; i < cols; i += BLOCK) {
        m = fmaxf(m, in[i]);
    }
    m = blockReduce(m, scratch, true);
    float s = 0.0f;
    for (int i = threadIdx.x; i < cols; i += BLOCK) {
        s += expf(in[i] - m);
    }
    s = blockReduce(s, scratch, false);
    for (int i = threadIdx.x; i < cols; i += BLOCK) {
        out[i] = expf(in[i] - m) / s;
    }
}
