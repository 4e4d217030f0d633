// flag[0] is 0 and nothing changes it: the loop never ends (volatile keeps the load in the loop).
extern "C" __global__ void spin(const int* flag, int* out)
{
    const volatile int* f = flag;
    while (*f == 0) {
    }
    out[0] = 1;
}
