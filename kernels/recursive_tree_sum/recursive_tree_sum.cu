// out[row] = sum of x[row, 0..cols): one thread per row sums its row by recursive halving, as a
// divide-and-conquer code would. Each call has its own frame on the thread's stack (1 KiB by
// default): the depth here is about log2(cols / LEAF), far below what the stack holds.
#define LEAF 4

__device__ float treeSum(const float* x, int lo, int hi)
{
    if (hi - lo <= LEAF) {
        float s = 0.0f;
        for (int i = lo; i < hi; ++i) {
            s += x[i];
        }
        return s;
    }
    const int mid = lo + (hi - lo) / 2;
    return treeSum(x, lo, mid) + treeSum(x, mid, hi);
}

extern "C" __global__ void recursive_tree_sum(const float* x, float* out, int rows, int cols)
{
    const int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < rows) {
        out[row] = treeSum(x + static_cast<long long>(row) * cols, 0, cols);
    }
}
