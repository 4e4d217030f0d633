#include "core/common/bytehash.h"

#include <cstring>

namespace warpscope::core {

std::uint64_t hashBytes(const std::vector<std::byte>& bytes)
{
    std::uint64_t h = 0x9e3779b97f4a7c15ull ^ bytes.size();
    std::size_t i = 0;
    for (; i + 8 <= bytes.size(); i += 8) {
        std::uint64_t w;
        std::memcpy(&w, bytes.data() + i, 8);
        h = (h ^ (w * 0xff51afd7ed558ccdull)) * 0xc4ceb9fe1a85ec53ull;
        h ^= h >> 29;
    }
    for (; i < bytes.size(); ++i)
        h = (h ^ static_cast<std::uint64_t>(bytes[i])) * 0x100000001b3ull;
    return h;
}

} // namespace warpscope::core
