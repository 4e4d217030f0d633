#include "core/analysis/synccheck.h"

#include <bit>

namespace warpscope::core::analysis {

SyncCheckCta::SyncCheckCta(const LaunchInfo& launch, const CtaInfo& cta)
    : m_launch(launch)
    , m_cta(cta)
    , m_warps(cta.warps)
{
    for (std::uint32_t w = 0; w < cta.warps; ++w) {
        const std::uint32_t first = w * 32;
        const std::uint32_t lanes = cta.threads > first ? std::min<std::uint32_t>(32, cta.threads - first) : 0;
        m_warps[w].live = lanes == 32 ? ~0u : (1u << lanes) - 1;
        m_warps[w].liveAtStart = m_warps[w].live;
    }
}

void SyncCheckCta::onBarrier(const BarrierEvent& e)
{
    if (e.warp >= m_warps.size())
        return;
    WarpState& s = m_warps[e.warp];
    if (e.kind == BarrierEvent::Kind::Arrive) {
        if (!s.arrived)
            s.pc = e.pc;
        s.arrived |= e.mask;
        return;
    }
    if (e.kind != BarrierEvent::Kind::Release)
        return;
    const std::uint32_t missing = s.liveAtStart & ~s.arrived;
    const std::uint32_t bad = (missing & s.live) | (missing & s.divergedWork);
    if (bad && s.arrived)
        report(s, e.warp, bad);
    s.liveAtStart = s.live;
    s.arrived = 0;
    s.divergedWork = 0;
}

void SyncCheckCta::report(const WarpState& s, std::uint32_t warp, std::uint32_t bad)
{
    const ObservedInstruction* in = s.pc < m_launch.instructions.size() ? &m_launch.instructions[s.pc] : nullptr;
    const int ptxLine = in ? in->ptxLine : 0;
    const int sourceLine = in ? in->sourceLine : 0;
    if (m_findings.bump(Finding::Kind::DivergentBarrier, ptxLine, sourceLine))
        return;
    const auto lane = static_cast<std::uint32_t>(std::countr_zero(s.arrived));
    const auto absent = threadIndexOf(m_launch.block, warp, static_cast<std::uint32_t>(std::countr_zero(bad)));
    const int others = std::popcount(bad) - 1;
    Finding f = locatedFinding(m_launch, m_cta, Finding::Kind::DivergentBarrier, s.pc, warp, lane,
        engineMessage(others > 0 ? "sync.divergent_barrier_others" : "sync.divergent_barrier",
            {numberMessage(std::popcount(s.arrived)), numberMessage(std::popcount(s.liveAtStart)),
                numberMessage(std::uint64_t(warp)), literalMessage(tripleText(absent)), numberMessage(others)}),
        engineMessage("advice.divergent_barrier"));
    f.otherThread = absent;
    m_findings.add(std::move(f));
}

} // namespace warpscope::core::analysis
