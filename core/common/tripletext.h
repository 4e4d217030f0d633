#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace warpscope::core {

/// A block, thread or grid triple as messages write it: "(x, y, z)".
inline std::string tripleText(const std::array<std::uint32_t, 3>& v)
{
    return "(" + std::to_string(v[0]) + ", " + std::to_string(v[1]) + ", " + std::to_string(v[2]) + ")";
}

} // namespace warpscope::core
