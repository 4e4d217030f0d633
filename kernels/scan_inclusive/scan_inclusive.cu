// Inclusive prefix sum of each row (up to 1024 elements): every thread scans 4 consecutive
// elements, warps scan the thread totals with __shfl_up_sync, and the first warp scans the warp
// totals kept in shared memory.
#define BLOCK 256
#define PER_THREAD 4

extern "C" __global__ void scan_inclusive(const float* x, float* y, int cols)
{
    __shared__ float warpTotals[BLOCK / 32];
    const float* in = x + static_cast<long long>(blockIdx.x) * cols;
    float* out = y + static_cast<long long>(blockIdx.x) * cols;
    const int lane = threadIdx.x & 31;
    const int warp = threadIdx.x >> 5;
    const int first = threadIdx.x * PER_THREAD;

    float v[PER_THREAD];
    float run = 0.0f;
    for (int k = 0; k < PER_THREAD; ++k) {
        run += (first + k < cols) ? in[first + k] : 0.0f;
        v[k] = run;
    }
    // inclusive scan of the thread totals within the warp
    float total = run;
    for (int offset = 1; offset < 32; offset <<= 1) {
        const float up = __shfl_up_sync(0xffffffffu, total, offset);
        if (lane >= offset) {
            total += up;
        }
    }
    if (lane == 31) {
        warpTotals[warp] = total;
    }
    __syncthreads();
    if (warp == 0) {
        float t = lane < BLOCK / 32 ? warpTotals[lane] : 0.0f;
        for (int offset = 1; offset < BLOCK / 32; offset <<= 1) {
            const float up = __shfl_up_sync(0xffffffffu, t, offset);
            if (lane >= offset) {
                t += up;
            }
        }
        if (lane < BLOCK / 32) {
            warpTotals[lane] = t;
        }
    }
    __syncthreads();
    const float before = (total - run) + (warp > 0 ? warpTotals[warp - 1] : 0.0f);
    for (int k = 0; k < PER_THREAD; ++k) {
        if (first + k < cols) {
            out[first + k] = before + v[k];
        }
    }
}
