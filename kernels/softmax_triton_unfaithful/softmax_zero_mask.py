# A deliberately unfaithful Triton translation of softmax.cu: the tail mask fills with 0, not -inf.
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, y_ptr, cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < cols
    # The translation bug: lanes past the row's end read 0 instead of -inf, so each adds exp(0 - max)
    # to the sum (and 0 may become the max of a row of negatives). A row of exactly BLOCK is unaffected.
    x = tl.load(x_ptr + row * cols + offs, mask=mask, other=0.0)
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(y_ptr + row * cols + offs, num / den, mask=mask)
