__device__ int f(int a, int b) { return a + b; }
__device__ int f(float a, int* b) { return a; }
extern "C" __global__ void k(int* out) { out[0] = f("x", 2.0); }
