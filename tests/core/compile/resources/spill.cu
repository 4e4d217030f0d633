// A local array indexed at run time cannot live in registers: it goes to the stack, and with a low
// register limit the loop state spills too.
extern "C" __global__ void spill(float* out, int n, int k)
{
    float local[64];
    for (int j = 0; j < 64; ++j)
        local[j] = out[j * n + k];
    for (int j = 0; j < 64; ++j)
        local[(j * 7) & 63] += local[j] * 3.0f;
    out[threadIdx.x] = local[k & 63];
}
