// Source line alignment for baseline comparisons: an LCS over trimmed lines, gaps paired in order.
#include "core/analysis/linealignment.h"

#include <algorithm>
#include <cstdint>
#include <iterator>

namespace warpscope::core::analysis {

namespace {

std::string trimmed(const std::string& s)
{
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string::npos)
        return {};
    const auto last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

/// How alike two lines are, 0..1: the Dice coefficient of their character pairs, spaces left out
/// ("out[j] = in[j];" and "out[i] = in[i];" score 0.67, unrelated lines near 0).
double similarity(const std::string& a, const std::string& b)
{
    auto pairs = [](const std::string& s) {
        std::string t;
        for (char ch : s)
            if (ch != ' ' && ch != '\t')
                t += ch;
        std::vector<std::uint16_t> p;
        for (std::size_t k = 0; k + 1 < t.size(); ++k)
            p.push_back(std::uint16_t((std::uint8_t(t[k]) << 8) | std::uint8_t(t[k + 1])));
        std::sort(p.begin(), p.end());
        return p;
    };
    const auto pa = pairs(a), pb = pairs(b);
    if (pa.empty() || pb.empty())
        return a == b ? 1.0 : 0.0;
    std::vector<std::uint16_t> common;
    std::set_intersection(pa.begin(), pa.end(), pb.begin(), pb.end(), std::back_inserter(common));
    return 2.0 * double(common.size()) / double(pa.size() + pb.size());
}

/// Lines this alike count as one line rewritten; below it a line is new.
constexpr double kSameLine = 0.5;

/// Pairs the lines of two gaps, [b0, b1) of the baseline with [c0, c1) of the current text: in order,
/// the pairs chosen to be as alike as possible (a small weighted LCS), unlike lines left unpaired.
void pairGap(std::vector<int>& out, const std::vector<std::string>& b, std::size_t b0, std::size_t b1,
    const std::vector<std::string>& c, std::size_t c0, std::size_t c1)
{
    const std::size_t n = b1 - b0, m = c1 - c0;
    if (n == 0 || m == 0)
        return;
    std::vector<double> sim(n * m), best((n + 1) * (m + 1), 0.0);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < m; ++j)
            sim[i * m + j] = similarity(b[b0 + i], c[c0 + j]);
    auto at = [&](std::size_t i, std::size_t j) -> double& { return best[i * (m + 1) + j]; };
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;) {
            const double s = sim[i * m + j];
            at(i, j) = std::max({at(i + 1, j), at(i, j + 1), s >= kSameLine ? at(i + 1, j + 1) + s : 0.0});
        }
    std::size_t i = 0, j = 0;
    while (i < n && j < m) {
        const double s = sim[i * m + j];
        if (s >= kSameLine && at(i, j) == at(i + 1, j + 1) + s) {
            out[c0 + j + 1] = int(b0 + i + 1);
            ++i;
            ++j;
        } else if (at(i + 1, j) >= at(i, j + 1)) {
            ++i;
        } else {
            ++j;
        }
    }
}

} // namespace

std::vector<std::string> splitSourceLines(const std::string& text)
{
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = text.find('\n', start);
        std::string line = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (end == std::string::npos) {
            if (!line.empty())
                lines.push_back(std::move(line));
            break;
        }
        lines.push_back(std::move(line));
        start = end + 1;
    }
    return lines;
}

std::vector<int> alignSourceLines(const std::vector<std::string>& baseline, const std::vector<std::string>& current)
{
    const std::size_t n = baseline.size(), m = current.size();
    std::vector<int> out(m + 1, 0);
    std::vector<std::string> b(n), c(m);
    std::transform(baseline.begin(), baseline.end(), b.begin(), trimmed);
    std::transform(current.begin(), current.end(), c.begin(), trimmed);
    // lcs[i][j]: the longest common subsequence of b[i..] and c[j..]; kernels are a few hundred lines
    std::vector<std::uint32_t> lcs((n + 1) * (m + 1), 0);
    auto at = [&](std::size_t i, std::size_t j) -> std::uint32_t& { return lcs[i * (m + 1) + j]; };
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;)
            at(i, j) = b[i] == c[j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    std::size_t i = 0, j = 0, gapB = 0, gapC = 0;
    while (i < n && j < m) {
        if (b[i] == c[j] && at(i, j) == at(i + 1, j + 1) + 1) {
            pairGap(out, b, gapB, i, c, gapC, j);
            out[j + 1] = int(i + 1);
            gapB = ++i;
            gapC = ++j;
        } else if (at(i + 1, j) >= at(i, j + 1)) {
            ++i;
        } else {
            ++j;
        }
    }
    pairGap(out, b, gapB, n, c, gapC, m);
    return out;
}

} // namespace warpscope::core::analysis
