// A shared-memory transpose with a wrong tile index: the transposed tile is written back to the
// block it came from instead of the mirrored one. Tiles on the diagonal come out right.
#define TILE 32

extern "C" __global__ void transpose_wrong_tile(const float* in, float* out, int n)
{
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += 8) {
        if (x < n && y + j < n) {
            tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
        }
    }
    __syncthreads();
    // BUG: the tile must go to block (blockIdx.y, blockIdx.x); these are the source block's indices.
    x = blockIdx.x * TILE + threadIdx.x;
    y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += 8) {
        if (x < n && y + j < n) {
            out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
        }
    }
}
