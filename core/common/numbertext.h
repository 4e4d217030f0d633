#pragma once

// Numbers inside English messages: "an 8-byte literal", "a 4-byte literal".

#include <cstdint>
#include <string>

namespace warpscope::core {

/// "a" or "an" before a number read aloud in English: an 8, an 11, an 18, an 80..89, an 800...;
/// a 1, a 4, a 16, a 64.
inline const char* articleForNumber(std::uint64_t n)
{
    if (n == 11 || n == 18)
        return "an";
    while (n >= 1000)
        n /= 1000; // 8000 and 8000000 read "eight thousand", "eight million"
    if (n == 11 || n == 18)
        return "an";
    const std::string digits = std::to_string(n);
    return digits[0] == '8' ? "an" : "a";
}

} // namespace warpscope::core
