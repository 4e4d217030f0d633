// Transpose through a 32x32 shared-memory tile: both the global read and the global write are
// coalesced, but the column reads from the tile hit one bank 32 times.
#define TILE 32

extern "C" __global__ void transpose_tiled(const float* in, float* out, int R, int C)
{
    __shared__ float tile[TILE][TILE];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += 8) {
        if (x < C && y + j < R) {
            tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * C + x];
        }
    }
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += 8) {
        if (x < R && y + j < C) {
            out[(y + j) * R + x] = tile[threadIdx.x][threadIdx.y + j];
        }
    }
}
