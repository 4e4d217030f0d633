#include "core/analysis/raceshadow.h"

#include <algorithm>
#include <bit>

namespace warpscope::core::analysis {

RaceShadow::RaceShadow(const LaunchInfo& launch, const CtaInfo& cta)
    : m_launch(launch)
    , m_cta(cta)
    , m_words((static_cast<std::size_t>(launch.sharedBytes) + 3) / 4)
    , m_writeAt(m_words.size())
    , m_readAt(m_words.size())
    , m_otherReadAt(m_words.size())
{ }

void RaceShadow::hazard(const char* what, const Access& a, const Site& other, std::uint64_t offset)
{
    const MemoryEvent& e = a.event;
    if (a.findings.bump(Finding::Kind::Race, e.ptxLine, e.sourceLine))
        return;
    const auto otherThread = threadIndexOf(m_launch.block, other.thread / 32, other.thread % 32);
    const ObservedInstruction* o = other.pc < m_launch.instructions.size() ? &m_launch.instructions[other.pc] : nullptr;
    const std::string otherLine = o
        ? "source line " + std::to_string(o->sourceLine) + ", PTX line " + std::to_string(o->ptxLine)
        : std::string("an unknown line");
    Finding f = locatedFinding(m_launch, m_cta, Finding::Kind::Race, e.pc, e.warp, a.lane,
        std::string(what) + " hazard on " + sharedPlace(m_launch, offset) + " between this thread and thread "
            + tripleText(otherThread) + " (its access at " + otherLine + ") with no barrier in between",
        "Put a __syncthreads() between the two accesses, or give each thread its own element.");
    f.space = "shared";
    f.offset = static_cast<std::int64_t>(offset);
    f.otherThread = otherThread;
    if (o) {
        f.otherPtxLine = o->ptxLine;
        f.otherSourceLine = o->sourceLine;
    }
    a.findings.add(std::move(f));
}

void RaceShadow::load(std::uint64_t w, const Access& a)
{
    Word& s = m_words[w];
    if (s.epoch != m_epoch) {
        s = {m_epoch, 0, a.warp, 0};
        m_readAt[w] = a.site;
        return;
    }
    if (s.writer != 0 && s.writer != a.warp)
        hazard("read-after-write", a, m_writeAt[w], w * 4);
    if (s.reader == 0) {
        s.reader = a.warp;
        m_readAt[w] = a.site;
    } else if (s.reader != a.warp && s.otherReader == 0) {
        s.otherReader = a.warp;
        m_otherReadAt[w] = a.site;
    }
}

void RaceShadow::store(std::uint64_t w, const Access& a)
{
    Word& s = m_words[w];
    if (s.epoch != m_epoch) {
        s = {m_epoch, a.warp, 0, 0};
    } else {
        if (s.writer != 0 && s.writer != a.warp)
            hazard("write-after-write", a, m_writeAt[w], w * 4);
        else if (s.reader != 0 && s.reader != a.warp)
            hazard("write-after-read", a, m_readAt[w], w * 4);
        else if (s.otherReader != 0 && s.otherReader != a.warp)
            hazard("write-after-read", a, m_otherReadAt[w], w * 4);
        s.writer = a.warp;
    }
    m_writeAt[w] = a.site;
}

void RaceShadow::onMemory(const MemoryEvent& e, FindingSet& findings)
{
    if (m_words.empty())
        return;
    const unsigned width = static_cast<unsigned>(e.bytes) * e.vector;
    const bool isStore = e.kind == AccessKind::Store;
    const std::uint64_t lastWord = m_words.size() - 1;
    std::uint64_t previous = ~0ull;
    for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
        const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
        const std::uint64_t a = e.addresses[lane];
        // lanes of one warp are ordered among themselves, so a lane repeating the previous lane's
        // address (a broadcast) changes nothing: check each address once
        if (a == previous)
            continue;
        previous = a;
        const std::uint64_t first = a >> 2;
        if (first > lastWord)
            continue; // out of bounds: the emulator's memcheck reports it
        const std::uint64_t last = std::min<std::uint64_t>((a + width - 1) >> 2, lastWord);
        const Access access {e, lane, {e.warp * 32 + lane, e.pc}, static_cast<std::uint8_t>(e.warp + 1), findings};
        for (std::uint64_t w = first; w <= last; ++w) {
            if (isStore)
                store(w, access);
            else
                load(w, access);
        }
    }
}

} // namespace warpscope::core::analysis
