// Source line alignment for baseline comparisons: an LCS over trimmed lines, gaps paired in order.
#include "core/analysis/linealignment.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <string_view>

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

namespace {

/// Above this many cells (lines × lines of the changed middle) the LCS table is not built: two
/// unrelated files of thousands of lines (generated PTX) pair their equal lines greedily instead.
constexpr std::size_t kMaxCells = std::size_t(4) << 20;

/// The LCS of b[b0, b1) and c[c0, c1), the gaps between its anchors paired by likeness.
void lcsAlign(std::vector<int>& out, const std::vector<std::string>& b, std::size_t b0, std::size_t b1,
    const std::vector<std::string>& c, std::size_t c0, std::size_t c1)
{
    const std::size_t n = b1 - b0, m = c1 - c0;
    // lcs[i][j]: the longest common subsequence of b[b0 + i..] and c[c0 + j..]
    std::vector<std::uint32_t> lcs((n + 1) * (m + 1), 0);
    auto at = [&](std::size_t i, std::size_t j) -> std::uint32_t& { return lcs[i * (m + 1) + j]; };
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;)
            at(i, j) = b[b0 + i] == c[c0 + j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    std::size_t i = 0, j = 0, gapB = b0, gapC = c0;
    while (i < n && j < m) {
        if (b[b0 + i] == c[c0 + j] && at(i, j) == at(i + 1, j + 1) + 1) {
            pairGap(out, b, gapB, b0 + i, c, gapC, c0 + j);
            out[c0 + j + 1] = int(b0 + i + 1);
            gapB = b0 + ++i;
            gapC = c0 + ++j;
        } else if (at(i + 1, j) >= at(i, j + 1)) {
            ++i;
        } else {
            ++j;
        }
    }
    pairGap(out, b, gapB, b1, c, gapC, c1);
}

/// Equal lines in order, each current line with the next unused baseline line of the same text; the
/// small gaps between them paired by likeness as lcsAlign does.
void greedyAlign(std::vector<int>& out, const std::vector<std::string>& b, std::size_t b0, std::size_t b1,
    const std::vector<std::string>& c, std::size_t c0, std::size_t c1)
{
    constexpr std::size_t kMaxGapCells = 64 * 64;
    std::map<std::string_view, std::vector<std::size_t>> where;
    for (std::size_t i = b0; i < b1; ++i)
        where[b[i]].push_back(i);
    std::size_t next = b0, gapC = c0;
    auto closeGap = [&](std::size_t bEnd, std::size_t cEnd) {
        if ((bEnd - next) * (cEnd - gapC) <= kMaxGapCells)
            pairGap(out, b, next, bEnd, c, gapC, cEnd);
    };
    for (std::size_t j = c0; j < c1; ++j) {
        const auto it = where.find(c[j]);
        if (it == where.end())
            continue;
        const auto pos = std::lower_bound(it->second.begin(), it->second.end(), next);
        if (pos == it->second.end())
            continue;
        closeGap(*pos, j);
        out[j + 1] = int(*pos + 1);
        next = *pos + 1;
        gapC = j + 1;
    }
    closeGap(b1, c1);
}

} // namespace

std::vector<int> alignSourceLines(const std::vector<std::string>& baseline, const std::vector<std::string>& current)
{
    const std::size_t n = baseline.size(), m = current.size();
    std::vector<int> out(m + 1, 0);
    std::vector<std::string> b(n), c(m);
    std::transform(baseline.begin(), baseline.end(), b.begin(), trimmed);
    std::transform(current.begin(), current.end(), c.begin(), trimmed);
    // an edit in one place leaves the lines before and after it equal: only the middle needs a table
    std::size_t head = 0, tail = 0;
    for (; head < n && head < m && b[head] == c[head]; ++head)
        out[head + 1] = int(head + 1);
    for (; tail < n - head && tail < m - head && b[n - 1 - tail] == c[m - 1 - tail]; ++tail)
        out[m - tail] = int(n - tail);
    const std::size_t b1 = n - tail, c1 = m - tail;
    if ((b1 - head) * (c1 - head) <= kMaxCells)
        lcsAlign(out, b, head, b1, c, head, c1);
    else
        greedyAlign(out, b, head, b1, c, head, c1);
    return out;
}

} // namespace warpscope::core::analysis
