// The load address is one byte past a float boundary; GPUs require natural alignment.
extern "C" __global__ void misaligned_load(const float* in, float* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        const char* bytes = reinterpret_cast<const char*>(in + i) + 1;
        const float* odd = reinterpret_cast<const float*>(bytes);
        out[i] = *odd;
    }
}
