// Histogram of integer values in [0, bins): one block privatises the counts in shared memory with
// atomics, then writes them out. Values outside the range are ignored.
#define MAX_BINS 1024

extern "C" __global__ void histogram(const int* values, int* counts, int n, int bins)
{
    __shared__ int local[MAX_BINS];
    for (int b = threadIdx.x; b < bins; b += blockDim.x) {
        local[b] = 0;
    }
    __syncthreads();
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
        const int v = values[i];
        if (v >= 0 && v < bins) {
            atomicAdd(&local[v], 1);
        }
    }
    __syncthreads();
    for (int b = threadIdx.x; b < bins; b += blockDim.x) {
        counts[b] = local[b];
    }
}
