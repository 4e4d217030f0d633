#pragma once

// Numbers inside English messages: "an 8-byte literal", "a 4-byte literal".

#include "core/common/dtype.h"

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

/// A value of an element of dtype `t` for messages: integer dtypes as integers ("4294967295", not
/// "4.2949673e+09"), floats with `digits` significant digits; "nan", "inf", "-inf" as they are. A value that
/// is not a whole number (a reference in f64 for an integer output) keeps its fraction.
std::string valueText(double v, DType t, int digits = 9);

} // namespace warpscope::core
