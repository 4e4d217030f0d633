extern "C" __global__ void k(float* x, int n) {}
