// out[b][k] = sum of column k + 2 * sum of row k of tile b, in double precision.
extern "C" __global__ void bank_conflicts_ref(const float* in, float* out)
{
    const int k = threadIdx.x;
    const float* src = in + blockIdx.x * 32 * 32;
    double col = 0.0, row = 0.0;
    for (int r = 0; r < 32; ++r) {
        col += src[r * 32 + k];
        row += src[k * 32 + r];
    }
    out[blockIdx.x * 32 + k] = static_cast<float>(col + 2.0 * row);
}
