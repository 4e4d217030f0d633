#include "core/analysis/raceshadow.h"

#include <algorithm>
#include <bit>

namespace warpscope::core::analysis {

RaceShadow::RaceShadow(const LaunchInfo& launch, const CtaInfo& cta)
    : m_launch(launch)
    , m_cta(cta)
    , m_bytes(static_cast<std::size_t>(launch.sharedBytes))
    , m_writeAt(m_bytes.size())
    , m_readAt(m_bytes.size())
    , m_otherReadAt(m_bytes.size())
{ }

void RaceShadow::report(const Access& a, const Found& found, FindingSet& findings)
{
    const MemoryEvent& e = a.event;
    const bool warning = found.hazard == Hazard::SameValueWrite;
    const auto severity = warning ? Finding::Severity::Warning : Finding::Severity::Error;
    if (findings.bump(Finding::Kind::Race, e.ptxLine, e.sourceLine, severity))
        return;
    const auto otherThread = threadIndexOf(m_launch.block, found.other.thread / 32, found.other.thread % 32);
    const ObservedInstruction* o
        = found.other.pc < m_launch.instructions.size() ? &m_launch.instructions[found.other.pc] : nullptr;
    EngineMessage otherLine = o
        ? engineMessage("race.other_line", {numberMessage(o->sourceLine), numberMessage(o->ptxLine)})
        : engineMessage("race.unknown_line");
    const char* what = found.hazard == Hazard::ReadAfterWrite ? "race.read_after_write"
        : found.hazard == Hazard::WriteAfterRead              ? "race.write_after_read"
        : warning                                             ? "race.write_after_write_same"
                                                              : "race.write_after_write";
    Finding f = locatedFinding(m_launch, m_cta, Finding::Kind::Race, e.pc, e.warp, a.lane,
        engineMessage(
            what, {sharedPlace(m_launch, found.offset), literalMessage(tripleText(otherThread)), std::move(otherLine)}),
        engineMessage(warning ? "advice.race_same_value" : "advice.race_barrier"));
    f.severity = severity;
    f.space = "shared";
    f.offset = static_cast<std::int64_t>(found.offset);
    f.otherThread = otherThread;
    if (o) {
        f.otherPtxLine = o->ptxLine;
        f.otherSourceLine = o->sourceLine;
    }
    findings.add(std::move(f));
}

void RaceShadow::load(std::uint64_t b, const Access& a, Found& found)
{
    Byte& s = m_bytes[b];
    if (s.epoch != m_epoch) {
        s = {m_epoch, 0, a.warp, 0, 0};
        m_readAt[b] = a.site;
        return;
    }
    if (s.writer != 0 && s.writer != a.warp && found.hazard == Hazard::None)
        found = {Hazard::ReadAfterWrite, m_writeAt[b], b};
    if (s.reader == 0) {
        s.reader = a.warp;
        m_readAt[b] = a.site;
    } else if (s.reader != a.warp && s.otherReader == 0) {
        s.otherReader = a.warp;
        m_otherReadAt[b] = a.site;
    }
}

void RaceShadow::store(std::uint64_t b, const Access& a, std::uint8_t value, bool known, Found& found)
{
    Byte& s = m_bytes[b];
    if (s.epoch != m_epoch) {
        s = {m_epoch, a.warp, 0, 0, value};
        m_writeAt[b] = a.site;
        return;
    }
    // a different value written beats a read, which beats the same value written: the worst is reported
    Found here;
    if (s.writer != 0 && s.writer != a.warp && (!known || s.value != value))
        here = {Hazard::WriteAfterWrite, m_writeAt[b], b};
    else if (s.reader != 0 && s.reader != a.warp)
        here = {Hazard::WriteAfterRead, m_readAt[b], b};
    else if (s.otherReader != 0 && s.otherReader != a.warp)
        here = {Hazard::WriteAfterRead, m_otherReadAt[b], b};
    else if (s.writer != 0 && s.writer != a.warp)
        here = {Hazard::SameValueWrite, m_writeAt[b], b};
    if (here.hazard > found.hazard)
        found = here;
    s.writer = a.warp;
    s.value = value;
    m_writeAt[b] = a.site;
}

void RaceShadow::onMemory(const MemoryEvent& e, FindingSet& findings, const std::uint8_t* values)
{
    if (m_bytes.empty())
        return;
    const unsigned width = static_cast<unsigned>(e.bytes) * e.vector;
    const bool isStore = e.kind == AccessKind::Store;
    const std::uint64_t size = m_bytes.size();
    std::uint64_t previous = ~0ull;
    const std::uint8_t* laneValues = values;
    for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
        const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
        const std::uint8_t* mine = laneValues;
        if (laneValues)
            laneValues += width;
        const std::uint64_t a = e.addresses[lane];
        // lanes of one warp are ordered among themselves, so a lane repeating the previous lane's
        // address (a broadcast) changes nothing but the value: check each address once
        if (a == previous && !isStore)
            continue;
        const bool repeat = a == previous;
        previous = a;
        if (a >= size)
            continue; // out of bounds: the emulator's memcheck reports it
        const std::uint64_t end = std::min<std::uint64_t>(a + width, size);
        const Access access {e, lane, {e.warp * 32 + lane, e.pc}, static_cast<std::uint8_t>(e.warp + 1)};
        Found found;
        for (std::uint64_t b = a; b < end; ++b) {
            if (isStore)
                store(b, access, mine ? mine[b - a] : 0, mine != nullptr, found);
            else
                load(b, access, found);
        }
        if (found.hazard != Hazard::None && !repeat)
            report(access, found, findings);
    }
}

} // namespace warpscope::core::analysis
