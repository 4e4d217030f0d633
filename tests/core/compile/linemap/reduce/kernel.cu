// A block sum: a grid-stride loop, then a warp shuffle tree; a template instantiated by the entry.
template <typename T>
__global__ void reduce(const T* in, T* out, int n)
{
    T sum = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        sum += in[i];
    for (int offset = 16; offset > 0; offset /= 2)
        sum += __shfl_down_sync(0xffffffffu, sum, offset);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, sum);
}
