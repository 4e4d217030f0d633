// Pass 2 of a two-pass histogram: one thread per bin adds that bin over every block's row of
// `partial` (written by block_histograms in histogram_blocks.cu). Neighbouring threads read
// neighbouring bins of a row, so each row is read in whole sectors.
extern "C" __global__ void merge_histograms(const int* partial, int* counts, int blocks, int bins)
{
    const int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b >= bins) {
        return;
    }
    int sum = 0;
    for (int k = 0; k < blocks; ++k) {
        sum += partial[k * bins + b];
    }
    counts[b] = sum;
}
