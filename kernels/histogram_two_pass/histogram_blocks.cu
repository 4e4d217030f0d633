// Pass 1 of a two-pass histogram: every block counts its share of the values in a private
// shared-memory histogram, then writes that histogram to its own row of `partial`. No global
// atomics: the rows are summed by pass 2 (histogram_merge.cu).
#define MAX_BINS 1024

extern "C" __global__ void block_histograms(const int* values, int* partial, int n, int bins)
{
    __shared__ int local[MAX_BINS];
    for (int b = threadIdx.x; b < bins; b += blockDim.x) {
        local[b] = 0;
    }
    __syncthreads();
    // grid-stride loop: consecutive threads read consecutive values (coalesced)
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        const int v = values[i];
        if (v >= 0 && v < bins) {
            atomicAdd(&local[v], 1);
        }
    }
    __syncthreads();
    int* row = partial + blockIdx.x * bins;
    for (int b = threadIdx.x; b < bins; b += blockDim.x) {
        row[b] = local[b];
    }
}
