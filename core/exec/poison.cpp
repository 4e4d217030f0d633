#include "core/exec/poison.h"

#include <cstring>

namespace warpscope::core {

std::uint64_t poisonBits(DType t)
{
    switch (t) {
    case DType::F64:
        return 0x7FFFDEADBEEFDEADull;
    case DType::F32:
        return 0x7FFFDEADull;
    case DType::F16:
    case DType::BF16:
        return 0x7FDEull;
    default:
        return dtypeSize(t) == 8 ? ~0ull : (1ull << (8 * dtypeSize(t))) - 1;
    }
}

Tensor poisonTensor(DType t, const std::vector<std::int64_t>& shape)
{
    Tensor out = Tensor::zeros(t, shape);
    const std::uint64_t bits = poisonBits(t);
    const std::size_t size = dtypeSize(t);
    std::byte pattern[8];
    std::memcpy(pattern, &bits, sizeof pattern);
    for (std::size_t i = 0; i < out.bytes.size(); i += size)
        std::memcpy(out.bytes.data() + i, pattern, size);
    return out;
}

} // namespace warpscope::core
