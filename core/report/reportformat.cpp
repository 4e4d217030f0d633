#include "core/report/reportformat.h"

#include <cmath>
#include <cstdio>

namespace warpscope::core {

std::string formatNumber(double v)
{
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v > 0 ? "inf" : "-inf";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", v);
    return buf;
}

std::string formatIndex(const std::vector<std::int64_t>& index)
{
    std::string s = "[";
    for (std::size_t i = 0; i < index.size(); ++i)
        s += (i ? ", " : "") + std::to_string(index[i]);
    return s + "]";
}

std::string formatBytes(double bytes)
{
    const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    while (bytes >= 1024 && u < 4) {
        bytes /= 1024;
        ++u;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, u == 0 ? "%.0f %s" : "%.3g %s", bytes, units[u]);
    return buf;
}

std::string shortQuestion(const std::string& question)
{
    const std::size_t colon = question.find(':');
    return colon == std::string::npos ? question : question.substr(0, colon);
}

std::string singleLine(const std::string& text)
{
    std::string s = text;
    for (char& c : s)
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
    return s;
}

} // namespace warpscope::core
