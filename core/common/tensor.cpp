#include "core/common/tensor.h"

namespace warpscope::core {

std::size_t Tensor::elementCount() const
{
    std::size_t n = 1;
    for (auto d : shape)
        n *= static_cast<std::size_t>(d);
    return n;
}

Tensor Tensor::zeros(DType dtype, std::vector<std::int64_t> shape)
{
    Tensor t;
    t.dtype = dtype;
    t.shape = std::move(shape);
    t.bytes.assign(t.elementCount() * dtypeSize(dtype), std::byte {0});
    return t;
}

std::string shapeToString(const std::vector<std::int64_t>& shape)
{
    std::string s = "[";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (i)
            s += ", ";
        s += std::to_string(shape[i]);
    }
    return s + "]";
}

std::int64_t checkedElementCount(const std::vector<std::int64_t>& shape, std::int64_t limit)
{
    std::int64_t n = 1;
    for (auto d : shape) {
        if (d < 0)
            return -1;
        if (__builtin_mul_overflow(n, d, &n) || n > limit)
            return -1;
    }
    return n;
}

} // namespace warpscope::core
