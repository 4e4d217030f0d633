// Histogram of integer values in [0, bins) with 8-bit counters in shared memory: each warp owns one
// byte per bin, and the bytes of the 8 warps sit side by side (hist[bin][warp]), so four warps write
// four different bytes of one 32-bit word. Within a warp, lanes holding the same value elect one
// leader (__match_any_sync) that adds their number, so no two lanes touch one byte; a warp counts at
// most N / 8 values, which stays below 256 per bin for N = 4096.
#define MAX_BINS 64
#define WARPS 8

extern "C" __global__ void histogram_bytes(const int* values, int* counts, int n, int bins)
{
    __shared__ unsigned char hist[MAX_BINS][WARPS];
    const int warp = threadIdx.x / 32;
    const int lane = threadIdx.x % 32;
    for (int i = threadIdx.x; i < bins * WARPS; i += blockDim.x) {
        hist[i / WARPS][i % WARPS] = 0;
    }
    __syncthreads();
    for (int base = warp * 32; base < n; base += blockDim.x) {
        const int i = base + lane;
        const int v = i < n ? values[i] : -1;
        const bool valid = v >= 0 && v < bins;
        const unsigned peers = __match_any_sync(0xffffffffu, valid ? v : -1);
        if (valid && lane == __ffs(peers) - 1) {
            hist[v][warp] += static_cast<unsigned char>(__popc(peers));
        }
    }
    __syncthreads();
    for (int b = threadIdx.x; b < bins; b += blockDim.x) {
        int total = 0;
        for (int w = 0; w < WARPS; ++w) {
            total += hist[b][w];
        }
        counts[b] = total;
    }
}
