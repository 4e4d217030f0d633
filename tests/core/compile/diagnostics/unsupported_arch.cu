template <typename T>
__global__ void scale(T* a, T s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] *= s;
}
