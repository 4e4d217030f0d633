// Bitonic sort of (key, value) pairs, one compare-exchange step per launch: the host loop of a
// classic GPU sort. Stage k merges bitonic runs of 2^k elements; step j compares elements 2^j apart.
// n must be a power of two.
extern "C" __global__ void bitonic_step(float* keys, int* values, int n, int k, int j)
{
    const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned partner = i ^ (1u << j);
    // each pair is handled once, by its lower element
    if (i >= static_cast<unsigned>(n) || partner <= i) {
        return;
    }
    // runs alternate direction within a stage so that the next stage merges bitonic sequences
    const bool ascending = (i & (1u << k)) == 0;
    const float a = keys[i];
    const float b = keys[partner];
    if ((a > b) == ascending) {
        keys[i] = b;
        keys[partner] = a;
        const int v = values[i];
        values[i] = values[partner];
        values[partner] = v;
    }
}
