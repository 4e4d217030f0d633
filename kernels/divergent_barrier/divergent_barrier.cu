// Adds to each positive element its right neighbour in the block. The barrier sits inside the
// branch, so only the threads with a positive element reach it; the others store and leave.
extern "C" __global__ void divergent_barrier(const float* x, float* y)
{
    __shared__ float s[256];
    const int t = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + t;
    const float v = x[i];
    s[t] = v;
    if (v > 0.0f) {
        __syncthreads();
        y[i] = v + s[(t + 1) % 256];
    } else {
        y[i] = v;
    }
}
