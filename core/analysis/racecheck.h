#pragma once

// racecheck: shared-memory hazards between two threads of different warps with no barrier between
// them (write-after-write, write-after-read, read-after-write), reported with both threads and both
// lines. Shadow state per 4-byte word: the last writer and up to two readers of the current barrier
// interval. Accesses by lanes of one warp are treated as ordered (the emulator runs a warp's lanes in
// lockstep) and atomics never race with each other; both limits are in docs/analysis.md.

#include "core/analysis/findingset.h"
#include "core/exec/observer.h"

#include <vector>

namespace warpscope::core::analysis {

class RaceCheckCta {
public:
    RaceCheckCta(const LaunchInfo& launch, const CtaInfo& cta);
    void onMemory(const MemoryEvent& e);
    void onBarrier(const BarrierEvent& e);
    const FindingSet& findings() const { return m_findings; }

private:
    struct Access {
        std::uint32_t epoch = 0; ///< 0: none in any interval
        std::uint32_t thread = 0; ///< linear thread index in the CTA
        std::uint32_t pc = 0;
    };
    struct Word {
        Access write;
        Access read;
        Access otherRead; ///< a reader from another warp than `read`'s
    };
    void hazard(const char* what, const MemoryEvent& e, std::uint32_t lane, const Access& other, std::uint64_t offset);

    const LaunchInfo& m_launch;
    CtaInfo m_cta;
    std::vector<Word> m_words;
    std::uint32_t m_epoch = 1;
    FindingSet m_findings;
};

} // namespace warpscope::core::analysis
