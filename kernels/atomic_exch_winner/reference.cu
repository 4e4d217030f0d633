// One thread does the work of the kernel in thread-id order: one legitimate outcome among many.
extern "C" __global__ void atomic_exch_winner_ref(int* slots, int* queue, int T, int S)
{
    for (int t = 0; t < T; ++t) {
        slots[t % S] = t;
        queue[t] = t;
    }
}
