// out[i] = in[i]: lane k of a warp touches the k-th float of one 128-byte run, so a warp's request
// needs exactly the 4 sectors it uses.
extern "C" __global__ void copy_coalesced(const float* in, float* out, int N)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) {
        out[i] = in[i];
    }
}
