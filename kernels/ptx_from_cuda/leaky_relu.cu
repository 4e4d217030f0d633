// The CUDA source that leaky_relu.ptx was made from (`warpscope-cli compile --emit ptx --arch sm_80`
// with -lineinfo, as `nvcc -ptx -lineinfo` does). The task runs the PTX; this file is here so that
// the PTX's .loc lines lead back to these lines.
extern "C" __global__ void leaky_relu(const float* x, float* y, float slope, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        const float v = x[i];
        y[i] = v > 0.0f ? v : slope * v;
    }
}
