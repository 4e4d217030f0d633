# Row-wise softmax in Triton: one program per row, the whole row in one BLOCK-wide tile.
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, y_ptr, cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < cols
    # Lanes past the row's end read -inf: exp(-inf - max) = 0, so they add nothing to the sum.
    x = tl.load(x_ptr + row * cols + offs, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(y_ptr + row * cols + offs, num / den, mask=mask)
