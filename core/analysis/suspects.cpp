#include "core/analysis/suspects.h"

#include <algorithm>
#include <map>
#include <utility>

namespace warpscope::core::analysis {

namespace {

std::uint32_t linearOf(const std::array<std::uint32_t, 3>& index, const std::array<std::uint32_t, 3>& dims)
{
    return index[0] + dims[0] * (index[1] + dims[1] * index[2]);
}

} // namespace

bool marksSuspects(Finding::Kind kind)
{
    switch (kind) {
    case Finding::Kind::Race:
    case Finding::Kind::OutOfBounds:
    case Finding::Kind::Misaligned:
    case Finding::Kind::Uninitialized:
        return true;
    default:
        return false;
    }
}

std::vector<SuspectBuffer> findSuspects(const Provenance& provenance, const std::vector<Finding>& findings)
{
    // (linear block, linear thread) -> the first finding that names the thread
    std::map<std::pair<std::uint32_t, std::uint32_t>, int> named;
    for (std::size_t i = 0; i < findings.size(); ++i) {
        const Finding& f = findings[i];
        if (!marksSuspects(f.kind))
            continue;
        const std::uint32_t block = linearOf(f.block, provenance.grid);
        named.emplace(std::make_pair(block, linearOf(f.thread, provenance.block)), static_cast<int>(i));
        if (f.kind == Finding::Kind::Race) // the other side of a race is in the same CTA
            named.emplace(std::make_pair(block, linearOf(f.otherThread, provenance.block)), static_cast<int>(i));
    }
    std::vector<SuspectBuffer> out;
    if (named.empty())
        return out;
    for (const ProvenanceBuffer& b : provenance.buffers) {
        SuspectBuffer s;
        s.name = b.name;
        const std::uint64_t n = std::min<std::uint64_t>(b.elements, b.records.size() / 3);
        for (std::uint64_t e = 0; e < n; ++e) {
            const std::uint32_t block = b.records[3 * e];
            if (block == kNoWriter)
                continue;
            const auto it = named.find({block, b.records[3 * e + 1]});
            if (it == named.end())
                continue;
            s.elements.push_back(e);
            s.findings.push_back(it->second);
        }
        if (!s.elements.empty())
            out.push_back(std::move(s));
    }
    return out;
}

int suspectFinding(const std::vector<SuspectBuffer>& suspects, const std::string& buffer, std::uint64_t element)
{
    for (const SuspectBuffer& s : suspects) {
        if (s.name != buffer)
            continue;
        const auto it = std::lower_bound(s.elements.begin(), s.elements.end(), element);
        if (it != s.elements.end() && *it == element)
            return s.findings[static_cast<std::size_t>(it - s.elements.begin())];
    }
    return -1;
}

} // namespace warpscope::core::analysis
