// Layer normalisation as three kernels, the way an unfused framework runs it: the row means, then
// the reciprocal standard deviations, then the output. One block per row in every pass.
#define BLOCK 256

__device__ float blockSum(float v, float* scratch)
{
    scratch[threadIdx.x] = v;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) {
            scratch[threadIdx.x] += scratch[threadIdx.x + s];
        }
        __syncthreads();
    }
    const float result = scratch[0];
    __syncthreads();
    return result;
}

extern "C" __global__ void row_mean(const float* x, float* mean, int cols)
{
    __shared__ float scratch[BLOCK];
    const float* in = x + static_cast<long long>(blockIdx.x) * cols;
    float s = 0.0f;
    for (int i = threadIdx.x; i < cols; i += BLOCK) {
        s += in[i];
    }
    s = blockSum(s, scratch);
    if (threadIdx.x == 0) {
        mean[blockIdx.x] = s / cols;
    }
}

extern "C" __global__ void row_rstd(const float* x, const float* mean, float* rstd, int cols, float eps)
{
    __shared__ float scratch[BLOCK];
    const float* in = x + static_cast<long long>(blockIdx.x) * cols;
    const float m = mean[blockIdx.x];
    float v = 0.0f;
    for (int i = threadIdx.x; i < cols; i += BLOCK) {
        const float d = in[i] - m;
        v += d * d;
    }
    v = blockSum(v, scratch);
    if (threadIdx.x == 0) {
        rstd[blockIdx.x] = rsqrtf(v / cols + eps);
    }
}

extern "C" __global__ void normalize(const float* x, const float* mean, const float* rstd, const float* gamma,
    const float* beta, float* y, int cols)
{
    const long long row = blockIdx.x;
    const float m = mean[row];
    const float r = rstd[row];
    for (int i = threadIdx.x; i < cols; i += BLOCK) {
        y[row * cols + i] = (x[row * cols + i] - m) * r * gamma[i] + beta[i];
    }
}
