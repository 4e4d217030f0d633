// Transpose through a 32x33 shared-memory tile: the extra column shifts each row by one bank,
// so reading a column of the tile touches 32 different banks.
#define TILE 32

extern "C" __global__ void transpose_padded(const float* in, float* out, int R, int C)
{
    __shared__ float tile[TILE][TILE + 1];
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
