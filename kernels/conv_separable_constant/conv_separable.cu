// A separable 2-D convolution ("valid", no padding) as two passes, the way image filters are written:
// a row pass with c_row, then a column pass with c_col, through an intermediate buffer. Both filters
// are __constant__ arrays the host fills (cudaMemcpyToSymbol; [[symbol]] entries in task.toml). The
// reference is the direct 2-D convolution with the outer product of the two filters.
#define KSIZE 7 // the [[symbol]]s c_row and c_col have KSIZE elements; task.toml's KSIZE must agree

__constant__ float c_row[KSIZE];
__constant__ float c_col[KSIZE];

// Pass 1: t[r][c] = sum_s x[r][c + s] * c_row[s], for every input row and every valid column.
extern "C" __global__ void conv_rows(const float* x, float* t, int h, int w, int wout)
{
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    const int r = blockIdx.y;
    if (c >= wout || r >= h) {
        return;
    }
    float acc = 0.0f;
#pragma unroll
    for (int s = 0; s < KSIZE; ++s) {
        acc += x[r * w + c + s] * c_row[s]; // every lane reads the same tap: a constant-cache broadcast
    }
    t[r * wout + c] = acc;
}

// Pass 2: y[r][c] = sum_s t[r + s][c] * c_col[s], for every valid row.
extern "C" __global__ void conv_cols(const float* t, float* y, int hout, int wout)
{
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    const int r = blockIdx.y;
    if (c >= wout || r >= hout) {
        return;
    }
    float acc = 0.0f;
#pragma unroll
    for (int s = 0; s < KSIZE; ++s) {
        acc += t[(r + s) * wout + c] * c_col[s];
    }
    y[r * wout + c] = acc;
}

// The reference: the direct 2-D convolution with the filter c_col[i] * c_row[j], in double.
extern "C" __global__ void conv_direct(const float* x, float* y, int w, int hout, int wout)
{
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    const int r = blockIdx.y;
    if (c >= wout || r >= hout) {
        return;
    }
    double acc = 0.0;
    for (int i = 0; i < KSIZE; ++i) {
        for (int j = 0; j < KSIZE; ++j) {
            acc += static_cast<double>(x[(r + i) * w + c + j]) * c_col[i] * c_row[j];
        }
    }
    y[r * wout + c] = static_cast<float>(acc);
}
