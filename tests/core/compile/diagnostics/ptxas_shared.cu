extern "C" __global__ void k(float* a)
{
    __shared__ float big[20000];
    big[threadIdx.x] = a[threadIdx.x];
    __syncthreads();
    a[threadIdx.x] = big[threadIdx.x + 1];
}
