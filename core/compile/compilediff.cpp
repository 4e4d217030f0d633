#include "core/compile/compilediff.h"

#include <algorithm>
#include <regex>
#include <sstream>

namespace warpscope::core {

namespace {

constexpr int kMaxEdits = 2000;

std::vector<std::string> splitLines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);)
        out.push_back(l);
    return out;
}

std::string comparable(const std::string& line, const DiffOptions& o)
{
    static const std::regex address(R"(/\*[0-9a-fA-F]{4,}\*/)");
    std::string s = o.ignoreSassAddresses ? std::regex_replace(line, address, "") : line;
    if (o.ignoreWhitespace) {
        const auto b = s.find_first_not_of(" \t\r");
        s = b == std::string::npos ? std::string() : s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
    }
    return s;
}

/// Myers' greedy O(ND) diff over a[lo..], b[lo..] without the common prefix and suffix; returns the edit
/// script as a sequence of kinds. Gives up after kMaxEdits and reports the rest as removed + added.
std::vector<DiffLine::Kind> editScript(const std::vector<std::string>& a, const std::vector<std::string>& b)
{
    const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
    const int offset = std::min(n + m, kMaxEdits) + 1;
    std::vector<int> v(2 * offset + 1, 0);
    std::vector<std::vector<int>> trace;
    int found = -1;
    for (int d = 0; d <= std::min(n + m, kMaxEdits) && found < 0; ++d) {
        trace.push_back(v);
        for (int k = -d; k <= d; k += 2) {
            int x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1]
                                                                                   : v[offset + k - 1] + 1;
            int y = x - k;
            while (x < n && y < m && a[x] == b[y])
                ++x, ++y;
            v[offset + k] = x;
            if (x >= n && y >= m) {
                found = d;
                break;
            }
        }
    }
    std::vector<DiffLine::Kind> script;
    if (found < 0) { // too different: one replaced block
        script.assign(n, DiffLine::Kind::Removed);
        script.insert(script.end(), m, DiffLine::Kind::Added);
        return script;
    }
    int x = n, y = m;
    for (int d = found; d > 0; --d) {
        const std::vector<int>& pv = trace[d];
        const int k = x - y;
        const bool down = k == -d || (k != d && pv[offset + k - 1] < pv[offset + k + 1]);
        const int prevK = down ? k + 1 : k - 1;
        const int prevX = pv[offset + prevK], prevY = prevX - prevK;
        while (x > prevX && y > prevY)
            --x, --y, script.push_back(DiffLine::Kind::Same);
        script.push_back(down ? DiffLine::Kind::Added : DiffLine::Kind::Removed);
        x = prevX, y = prevY;
    }
    while (x > 0 && y > 0)
        --x, --y, script.push_back(DiffLine::Kind::Same);
    std::reverse(script.begin(), script.end());
    return script;
}

std::vector<DiffHunk> makeHunks(const std::vector<DiffLine>& all, int context)
{
    std::vector<DiffHunk> hunks;
    const int n = static_cast<int>(all.size());
    for (int i = 0; i < n;) {
        if (all[i].kind == DiffLine::Kind::Same) {
            ++i;
            continue;
        }
        int begin = std::max(0, i - context), end = i;
        // Extend while the next change is within 2 * context unchanged lines.
        for (int same = 0; end < n && same <= 2 * context; ++end)
            same = all[end].kind == DiffLine::Kind::Same ? same + 1 : 0;
        while (end > i && all[end - 1].kind == DiffLine::Kind::Same)
            --end;
        end = std::min(n, end + context);
        DiffHunk h;
        h.lines.assign(all.begin() + begin, all.begin() + end);
        for (const auto& l : h.lines) {
            if (l.lineA && !h.startA)
                h.startA = l.lineA;
            if (l.lineB && !h.startB)
                h.startB = l.lineB;
            h.countA += l.kind != DiffLine::Kind::Added;
            h.countB += l.kind != DiffLine::Kind::Removed;
        }
        hunks.push_back(std::move(h));
        i = end;
    }
    return hunks;
}

std::string unifiedText(const std::vector<DiffHunk>& hunks, const std::string& nameA, const std::string& nameB)
{
    if (hunks.empty())
        return {};
    std::string out = "--- " + nameA + "\n+++ " + nameB + "\n";
    for (const auto& h : hunks) {
        out += "@@ -" + std::to_string(h.startA) + "," + std::to_string(h.countA) + " +" + std::to_string(h.startB)
            + "," + std::to_string(h.countB) + " @@\n";
        for (const auto& l : h.lines)
            out += (l.kind == DiffLine::Kind::Same ? " " : l.kind == DiffLine::Kind::Added ? "+" : "-") + l.text + "\n";
    }
    return out;
}

} // namespace

TextDiff diffText(const std::string& a, const std::string& b, const DiffOptions& options, const std::string& nameA,
    const std::string& nameB)
{
    const auto linesA = splitLines(a), linesB = splitLines(b);
    std::vector<std::string> keyA, keyB;
    for (const auto& l : linesA)
        keyA.push_back(comparable(l, options));
    for (const auto& l : linesB)
        keyB.push_back(comparable(l, options));
    std::size_t prefix = 0;
    while (prefix < keyA.size() && prefix < keyB.size() && keyA[prefix] == keyB[prefix])
        ++prefix;
    std::size_t suffix = 0;
    while (suffix + prefix < keyA.size() && suffix + prefix < keyB.size()
        && keyA[keyA.size() - 1 - suffix] == keyB[keyB.size() - 1 - suffix])
        ++suffix;
    const std::vector<std::string> midA(keyA.begin() + prefix, keyA.end() - suffix);
    const std::vector<std::string> midB(keyB.begin() + prefix, keyB.end() - suffix);
    std::vector<DiffLine::Kind> script(prefix, DiffLine::Kind::Same);
    const auto mid = editScript(midA, midB);
    script.insert(script.end(), mid.begin(), mid.end());
    script.insert(script.end(), suffix, DiffLine::Kind::Same);
    TextDiff diff;
    std::vector<DiffLine> all;
    int ia = 0, ib = 0;
    for (const auto kind : script) {
        DiffLine l;
        l.kind = kind;
        if (kind != DiffLine::Kind::Added)
            l.lineA = ++ia;
        if (kind != DiffLine::Kind::Removed)
            l.lineB = ++ib;
        l.text = kind == DiffLine::Kind::Added ? linesB[ib - 1] : linesA[ia - 1];
        diff.added += kind == DiffLine::Kind::Added;
        diff.removed += kind == DiffLine::Kind::Removed;
        all.push_back(std::move(l));
    }
    diff.identical = diff.added == 0 && diff.removed == 0;
    diff.hunks = makeHunks(all, std::max(0, options.context));
    diff.unified = unifiedText(diff.hunks, nameA, nameB);
    return diff;
}

bool ResourceDelta::changed() const
{
    return inA != inB || a.registers != b.registers || a.sharedStatic != b.sharedStatic || a.local != b.local
        || a.spillStores != b.spillStores || a.spillLoads != b.spillLoads || a.constant != b.constant
        || a.barriers != b.barriers;
}

CompileDiff diffCompileResults(const CompileResult& a, const CompileResult& b, const DiffOptions& options)
{
    CompileDiff d;
    DiffOptions ptxOptions = options;
    ptxOptions.ignoreSassAddresses = false;
    d.ptx = diffText(a.ptx, b.ptx, ptxOptions, "A/kernel.ptx", "B/kernel.ptx");
    d.sass = diffText(a.sass, b.sass, options, "A/kernel.sass", "B/kernel.sass");
    for (const auto& k : a.resources)
        d.resources.push_back({k.kernel, true, false, k, {}});
    for (const auto& k : b.resources) {
        auto it
            = std::find_if(d.resources.begin(), d.resources.end(), [&](const auto& r) { return r.kernel == k.kernel; });
        if (it == d.resources.end())
            d.resources.push_back({k.kernel, false, true, {}, k});
        else
            it->inB = true, it->b = k;
    }
    d.occupancyA = a.occupancy;
    d.occupancyB = b.occupancy;
    return d;
}

} // namespace warpscope::core
