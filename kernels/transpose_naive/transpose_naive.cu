// out[x][y] = in[y][x] for an R x C matrix, straight from global memory: reads are coalesced,
// writes stride by R floats.
extern "C" __global__ void transpose_naive(const float* in, float* out, int R, int C)
{
    const int x = blockIdx.x * 32 + threadIdx.x;
    const int y = blockIdx.y * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8) {
        if (x < C && y + j < R) {
            out[x * R + (y + j)] = in[(y + j) * C + x];
        }
    }
}
