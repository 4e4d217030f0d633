extern "C" __global__ void k(float* a)
{
	float v = undefined_thing;
	a[0] = v;
}
