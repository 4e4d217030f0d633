#include "core/analysis/racecheck.h"

#include <bit>

namespace warpscope::core::analysis {

RaceCheckCta::RaceCheckCta(const LaunchInfo& launch, const CtaInfo& cta)
    : m_launch(launch)
    , m_cta(cta)
    , m_words((static_cast<std::size_t>(launch.sharedBytes) + 3) / 4)
{ }

void RaceCheckCta::onBarrier(const BarrierEvent& e)
{
    // every release ends the interval; several per barrier (one per warp) only skip numbers
    if (e.kind == BarrierEvent::Kind::Release)
        ++m_epoch;
}

void RaceCheckCta::hazard(
    const char* what, const MemoryEvent& e, std::uint32_t lane, const Access& other, std::uint64_t offset)
{
    if (m_findings.bump(Finding::Kind::Race, e.ptxLine, e.sourceLine))
        return;
    const std::uint32_t otherWarp = other.thread / 32;
    const auto otherThread = threadIndexOf(m_launch.block, otherWarp, other.thread % 32);
    const ObservedInstruction* o = other.pc < m_launch.instructions.size() ? &m_launch.instructions[other.pc] : nullptr;
    const std::string otherLine = o
        ? "source line " + std::to_string(o->sourceLine) + ", PTX line " + std::to_string(o->ptxLine)
        : std::string("an unknown line");
    Finding f = locatedFinding(m_launch, m_cta, Finding::Kind::Race, e.pc, e.warp, lane,
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
    m_findings.add(std::move(f));
}

void RaceCheckCta::onMemory(const MemoryEvent& e)
{
    if (e.space != ObservedSpace::Shared || e.kind == AccessKind::Atomic)
        return;
    const unsigned width = static_cast<unsigned>(e.bytes) * e.vector;
    const bool store = e.kind == AccessKind::Store;
    std::uint64_t previous = ~0ull;
    for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
        const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
        // lanes of one warp are ordered among themselves, so a lane repeating the previous lane's
        // address (a broadcast) changes nothing: check each address once
        if (e.addresses[lane] == previous)
            continue;
        previous = e.addresses[lane];
        const std::uint32_t thread = e.warp * 32 + lane;
        const Access me {m_epoch, thread, e.pc};
        const std::uint64_t first = e.addresses[lane] >> 2;
        const std::uint64_t last = (e.addresses[lane] + width - 1) >> 2;
        for (std::uint64_t w = first; w <= last && w < m_words.size(); ++w) {
            Word& s = m_words[w];
            const auto otherWarp = [&](const Access& a) { return a.epoch == m_epoch && a.thread / 32 != e.warp; };
            if (store) {
                if (otherWarp(s.write))
                    hazard("write-after-write", e, lane, s.write, w * 4);
                else if (otherWarp(s.read))
                    hazard("write-after-read", e, lane, s.read, w * 4);
                else if (otherWarp(s.otherRead))
                    hazard("write-after-read", e, lane, s.otherRead, w * 4);
                s.write = me;
            } else {
                if (otherWarp(s.write))
                    hazard("read-after-write", e, lane, s.write, w * 4);
                if (s.read.epoch != m_epoch) {
                    s.read = me;
                    s.otherRead = {};
                } else if (s.read.thread / 32 != e.warp) {
                    s.otherRead = me;
                }
            }
        }
    }
}

} // namespace warpscope::core::analysis
