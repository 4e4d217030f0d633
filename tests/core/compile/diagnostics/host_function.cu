float twice(float x) { return 2.0f * x; }
__host__ float thrice(float x) { return 3.0f * x; }
extern "C" __global__ void k(float* a) { a[0] = twice(a[1]) + thrice(a[2]); }
