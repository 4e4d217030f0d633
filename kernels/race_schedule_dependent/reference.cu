// The intended result: each element plus its left neighbour in the block.
extern "C" __global__ void race_schedule_dependent_ref(const float* x, float* y)
{
    const int t = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + t;
    y[i] = x[i] + (t > 0 ? x[i - 1] : 0.0f);
}
