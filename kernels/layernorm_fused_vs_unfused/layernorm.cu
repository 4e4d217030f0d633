// Layer normalisation over the last axis: y = (x - mean) / sqrt(var + eps) * gamma + beta.
// One block per row; the mean and the variance come from shared-memory block reductions.
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

extern "C" __global__ void layernorm(
    const float* x, const float* gamma, const float* beta, float* y, int cols, float eps)
{
    __shared__ float scratch[BLOCK];
    const float* in = x + static_cast<long long>(blockIdx.x) * cols;
    float* out = y + static_cast<long long>(blockIdx.x) * cols;
    float s = 0.0f;
    for (int i = threadIdx.x; i < cols; i += BLOCK) {
        s += in[i];
    }
    const float mean = blockSum(s, scratch) / cols;
    float v = 0.0f;
    for (int i = threadIdx.x; i < cols; i += BLOCK) {
        const float d = in[i] - mean;
        v += d * d;
    }
    const float var = blockSum(v, scratch) / cols;
    const float inv = rsqrtf(var + eps);
    for (int i = threadIdx.x; i < cols; i += BLOCK) {
        out[i] = (in[i] - mean) * inv * gamma[i] + beta[i];
    }
}
