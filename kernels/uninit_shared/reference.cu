// The intended result: the 3-point average with the neighbours from global memory (0 past the ends).
extern "C" __global__ void uninit_shared_ref(const float* x, float* y, int N)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N)
        return;
    const float left = i > 0 ? x[i - 1] : 0.0f;
    const float right = i + 1 < N ? x[i + 1] : 0.0f;
    y[i] = (left + x[i] + right) / 3.0f;
}
