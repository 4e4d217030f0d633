#pragma once

// synccheck: a barrier (__syncthreads) that some running lanes of a warp skip. When a barrier
// releases a warp, each lane that was running at the start of the barrier interval must have arrived,
// or have exited without doing anything while its warp was diverged (the `if (i >= n) return;` before
// a barrier, which the hardware tolerates). A lane still running elsewhere, or one that did work on
// its own branch and exited, skipped the barrier: a divergent barrier, undefined on every GPU
// generation even when the emulator lets it complete. Barriers that can never complete and bad
// warp-sync masks are found by the emulator itself (it stops the CTA with a divergent_barrier or
// bad_mask finding).

#include "core/analysis/counters.h"
#include "core/analysis/findingset.h"
#include "core/exec/observer.h"

#include <vector>

namespace warpscope::core::analysis {

class SyncCheckCta {
public:
    SyncCheckCta(const LaunchInfo& launch, const CtaInfo& cta);
    /// One warp-instruction of class `cls` (the caller looked it up). Only those the warp runs
    /// diverged and those that exit lanes matter (Interest::divergedInstructions): a converged
    /// instruction changes nothing here.
    void onInstruction(const InstructionEvent& e, InstructionClass cls)
    {
        if (e.warp >= m_warps.size())
            return;
        WarpState& s = m_warps[e.warp];
        if (cls == InstructionClass::Exit)
            s.live &= ~e.executedMask;
        else if (cls != InstructionClass::Branch && cls != InstructionClass::Barrier && e.activeMask != s.live)
            s.divergedWork |= e.executedMask;
    }
    void onBarrier(const BarrierEvent& e);
    const FindingSet& findings() const { return m_findings; }

private:
    const LaunchInfo& m_launch;
    CtaInfo m_cta;
    /// Per warp, within the current barrier interval.
    struct WarpState {
        std::uint32_t live = 0; ///< lanes that have not exited
        std::uint32_t liveAtStart = 0; ///< live lanes when the interval began
        std::uint32_t arrived = 0;
        std::uint32_t divergedWork = 0; ///< lanes that ran instructions while the warp was diverged
        std::uint32_t pc = 0; ///< the first arrival's barrier
    };
    void report(const WarpState& s, std::uint32_t warp, std::uint32_t bad);
    std::vector<WarpState> m_warps;
    FindingSet m_findings;
};

} // namespace warpscope::core::analysis
