#pragma once
__device__ __forceinline__ int flat(int row, int col, int width)
{
    return row * width + col;
}
