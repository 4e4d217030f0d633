// A kernel with an undefined identifier, a missing semicolon and an unused variable.
extern "C" __global__ void scale(float* a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        a[i] = factor * a[i];
    }
    int unused = 3
}
