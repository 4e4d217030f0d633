// Three ways to read a 32 x 32 tile from shared memory (32 banks of 4 bytes). --analyze shows each
// read's wavefronts per request on its own line: 1, 32 and 1.
#define TILE 32

extern "C" __global__ void bank_conflicts(const float* in, float* out)
{
    __shared__ float tile[TILE][TILE];
    __shared__ float padded[TILE][TILE + 1];
    const int lane = threadIdx.x;
    const float* src = in + blockIdx.x * TILE * TILE;
    for (int r = 0; r < TILE; ++r) {
        tile[r][lane] = src[r * TILE + lane];
        padded[r][lane] = src[r * TILE + lane];
    }
    __syncthreads();
    float rows = 0.0f, cols = 0.0f, pad = 0.0f;
    for (int r = 0; r < TILE; ++r) {
        rows += tile[r][lane]; // stride 1: 32 lanes, 32 banks, 1 wavefront
        cols += tile[lane][r]; // stride 32: every lane in bank r, 32 wavefronts
        pad += padded[lane][r]; // stride 33: 32 banks again, 1 wavefront
    }
    out[blockIdx.x * TILE + lane] = rows + cols + pad;
}
