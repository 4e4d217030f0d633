import triton
