#pragma once
// The versions a kill-storm helper writes and the storm test recognises: "v<N>:" and then a filler
// whose length and letter both follow from N, so a torn or mixed file never passes for a version.
#include <cstdint>
#include <string>

namespace warpscope::killstorm {

/// Version n's text: 16 to 200 KiB, long enough that a kill often lands inside the write itself.
inline std::string payload(std::int64_t n)
{
    const std::size_t length = 16384 + std::size_t((n * 7919) % (184 * 1024));
    return "v" + std::to_string(n) + ":" + std::string(length, char('a' + n % 26));
}

/// The version whose complete payload text is, or -1 when text is no complete version.
inline std::int64_t versionOf(const std::string& text)
{
    if (text.size() < 3 || text[0] != 'v')
        return -1;
    const auto colon = text.find(':');
    if (colon == std::string::npos || colon < 2 || colon > 20)
        return -1;
    std::int64_t n = 0;
    for (std::size_t i = 1; i < colon; ++i) {
        if (text[i] < '0' || text[i] > '9')
            return -1;
        n = n * 10 + (text[i] - '0');
    }
    return text == payload(n) ? n : -1;
}

} // namespace warpscope::killstorm
