// y = 2 x with an off-by-one bounds test: thread N reads x[N] and writes y[N], one past the end.
extern "C" __global__ void oob_edge(const float* x, float* y, int N)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= N) { // should be i < N
        y[i] = 2.0f * x[i];
    }
}
