// 3-point stencil y[i] = x[i-1]/4 + x[i]/2 + x[i+1]/4 (zero outside x). Each block stages its tile
// of x in shared memory; the halo element at a tile edge comes from the neighbouring block's shared
// memory when that block is in the same thread-block cluster (distributed shared memory, sm_90),
// and from global memory at a cluster's edge.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

constexpr int kTile = 256;

extern "C" __global__ void cluster_halo(const float* x, float* y, int n)
{
    __shared__ float tile[kTile];
    cg::cluster_group cluster = cg::this_cluster();
    const int t = threadIdx.x;
    const int i = blockIdx.x * kTile + t;
    tile[t] = i < n ? x[i] : 0.0f;
    cluster.sync(); // every tile of the cluster is written
    const unsigned rank = cluster.block_rank();
    float left;
    if (t > 0)
        left = tile[t - 1];
    else if (rank > 0)
        left = cluster.map_shared_rank(tile, rank - 1)[kTile - 1];
    else
        left = i > 0 ? x[i - 1] : 0.0f;
    float right;
    if (t < kTile - 1)
        right = tile[t + 1];
    else if (rank + 1 < cluster.num_blocks())
        right = cluster.map_shared_rank(tile, rank + 1)[0];
    else
        right = i + 1 < n ? x[i + 1] : 0.0f;
    if (i < n)
        y[i] = 0.25f * left + 0.5f * tile[t] + 0.25f * right;
    cluster.sync(); // no block leaves while a neighbour may still read its tile
}
