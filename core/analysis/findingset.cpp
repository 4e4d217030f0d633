#include "core/analysis/findingset.h"

#include "core/common/demangle.h"

namespace warpscope::core::analysis {

Finding locatedFinding(const LaunchInfo& launch, const CtaInfo& cta, Finding::Kind kind, std::uint32_t pc,
    std::uint32_t warp, std::uint32_t lane, EngineMessage what, EngineMessage advice)
{
    Finding f;
    f.kind = kind;
    f.kernel = launch.kernel;
    if (pc < launch.instructions.size()) {
        f.ptxLine = launch.instructions[pc].ptxLine;
        f.sourceLine = launch.instructions[pc].sourceLine;
    }
    f.block = cta.block;
    f.thread = threadIndexOf(launch.block, warp, lane);
    f.messageParts = {std::move(what), findingLocation(f), std::move(advice)};
    f.message = engineMessageText(f.messageParts);
    return f;
}

std::string sourceName(const std::string& ptxName)
{
    // a function-local __shared__ array: _ZZ<len><function>E<len><name>
    if (ptxName.rfind("_ZZ", 0) != 0)
        return ptxName;
    const auto e = ptxName.rfind('E');
    if (e == std::string::npos)
        return ptxName;
    std::size_t i = e + 1;
    while (i < ptxName.size() && ptxName[i] >= '0' && ptxName[i] <= '9')
        ++i;
    return i > e + 1 && i < ptxName.size() ? ptxName.substr(i) : ptxName;
}

EngineMessage sharedPlace(const LaunchInfo& launch, std::uint64_t offset)
{
    for (const auto& v : launch.sharedVariables)
        if (offset >= v.offset && offset < v.offset + v.bytes)
            return engineMessage(
                "place.shared_variable", {literalMessage(sourceName(v.name)), numberMessage(offset - v.offset)});
    return engineMessage("place.shared_byte", {numberMessage(offset)});
}

namespace {

/// One finding per kind, severity and source line; per PTX line where the PTX has no .loc for it. The
/// severity is part of the key so that a warning never absorbs an error on the same line.
std::pair<int, int> keyOf(Finding::Kind kind, Finding::Severity severity, int ptxLine, int sourceLine)
{
    return {static_cast<int>(kind) * 2 + static_cast<int>(severity), sourceLine > 0 ? sourceLine : -ptxLine};
}

} // namespace

bool FindingSet::add(Finding f)
{
    const auto key = keyOf(f.kind, f.severity, f.ptxLine, f.sourceLine);
    if (const auto it = m_at.find(key); it != m_at.end()) {
        m_findings[it->second].count += f.count;
        return false;
    }
    m_at[key] = m_findings.size();
    m_findings.push_back(std::move(f));
    return true;
}

bool FindingSet::contains(Finding::Kind kind, int ptxLine, int sourceLine, Finding::Severity severity) const
{
    return m_at.count(keyOf(kind, severity, ptxLine, sourceLine)) != 0;
}

bool FindingSet::bump(Finding::Kind kind, int ptxLine, int sourceLine, Finding::Severity severity)
{
    const auto it = m_at.find(keyOf(kind, severity, ptxLine, sourceLine));
    if (it == m_at.end())
        return false;
    ++m_findings[it->second].count;
    return true;
}

void FindingSet::merge(const FindingSet& other)
{
    for (const auto& f : other.m_findings)
        add(f);
}

} // namespace warpscope::core::analysis
