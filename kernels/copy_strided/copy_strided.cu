// The same copy as copy_coalesced, but lane k of a warp handles element k * S of its chunk: the 32
// lanes' floats lie S * 4 bytes apart, so for S >= 8 every lane needs its own 32-byte sector.
extern "C" __global__ void copy_strided(const float* in, float* out, int N, int S)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = i % 32;
    const int group = (i / 32) % S;
    const int chunk = i / (32 * S);
    const int j = chunk * 32 * S + lane * S + group; // a permutation of 0..N-1 when N % (32 * S) == 0
    if (j < N) {
        out[j] = in[j];
    }
}
