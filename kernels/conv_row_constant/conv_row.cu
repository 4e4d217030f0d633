// The row pass of a separable convolution: y[r][c] = sum_s x[r][c + s] * filter[s] ("valid": no
// padding, so a row of W inputs gives W - KSIZE + 1 outputs). The filter is a __constant__ array that
// the host fills before the launch (cudaMemcpyToSymbol in a program; a [[symbol]] in task.toml).
#ifndef KSIZE
#define KSIZE 9 // the [[symbol]] c_filter has KSIZE elements: task.toml's KSIZE param must agree
#endif

__constant__ float c_filter[KSIZE];

extern "C" __global__ void conv_row(const float* x, float* y, int w, int wout)
{
    // this block's blockDim.x outputs need blockDim.x + KSIZE - 1 inputs of row blockIdx.y
    extern __shared__ float tile[];
    const int row = blockIdx.y;
    const int x0 = blockIdx.x * blockDim.x;
    const float* in = x + static_cast<size_t>(row) * w;
    for (int i = threadIdx.x; i < blockDim.x + KSIZE - 1; i += blockDim.x)
        if (x0 + i < w)
            tile[i] = in[x0 + i];
    __syncthreads();
    const int col = x0 + threadIdx.x;
    if (col < wout) {
        float acc = 0.0f;
#pragma unroll
        for (int s = 0; s < KSIZE; ++s)
            acc += tile[threadIdx.x + s] * c_filter[s]; // every lane reads the same tap: one broadcast
        y[static_cast<size_t>(row) * wout + col] = acc;
    }
}
