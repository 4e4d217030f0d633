# Layer norm in Triton: one program per row, the whole row in one BLOCK-wide tile.
import triton
import triton.language as tl


@triton.jit
def layernorm_kernel(x_ptr, gamma_ptr, beta_ptr, y_ptr, cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < cols
    x = tl.load(x_ptr + row * cols + offs, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / cols
    # masked lanes must not count in the variance: they hold 0, not the mean
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / cols
    rstd = 1.0 / tl.sqrt(var + eps)
    g = tl.load(gamma_ptr + offs, mask=mask, other=0.0)
    b = tl.load(beta_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + row * cols + offs, d * rstd * g + b, mask=mask)
