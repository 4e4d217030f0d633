// y = alpha * x + y with a grid-stride loop: a fixed grid covers any n.
extern "C" __global__ void saxpy(int n, float alpha, const float* x, float* y)
{
    const int stride = blockDim.x * gridDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        y[i] = alpha * x[i] + y[i];
    }
}
