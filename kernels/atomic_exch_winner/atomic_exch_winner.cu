// Many threads, few slots: every thread exchanges its id into slot (id % S), so the slot keeps the
// id of whichever thread's atomicExch came last. Every thread also appends its id to a queue through
// an atomic counter. Both results are correct in any order the hardware picks.
extern "C" __global__ void atomic_exch_winner(int* slots, int* queue, unsigned int* count, int T, int S)
{
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= T)
        return;
    atomicExch(&slots[t % S], t); // last writer wins: which one is up to the scheduler
    const unsigned int at = atomicAdd(count, 1u); // the order of arrival, also up to the scheduler
    queue[at] = t;
}
