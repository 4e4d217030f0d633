#pragma once

// racecheck: shared-memory hazards between threads of different warps with no barrier between them
// (write-after-write, write-after-read, read-after-write; the exact rules are in raceshadow.h).
//
// Checking every lane against a per-word shadow costs tens of instructions, and nearly every barrier
// interval of a correct kernel has no hazard at all. So an interval (from one barrier release to the
// next) is first only summarised — per word, the warps that touched it and the warps that stored to
// it, one OR per lane — and its accesses are logged. When the interval ends, a word stored to by one
// warp and touched by another is a hazard; then, and only then, the log is replayed through the exact
// shadow, which reports exactly what it would have reported had it seen every access live. An
// interval longer than kMaxLogged accesses hands the log to the shadow and goes on exactly.
// The summary stays per word (a word two warps wrote different bytes of only costs a replay); the
// shadow is per byte. A store's log entry keeps the bytes it wrote (read from the CTA's shared memory,
// the event follows the store), so the replay can tell a same-value write-after-write (a warning).

#include "core/analysis/accesspattern.h"
#include "core/analysis/findingset.h"
#include "core/analysis/raceshadow.h"
#include "core/exec/observer.h"

#include <array>
#include <memory>
#include <vector>

namespace warpscope::core::analysis {

class RaceCheckCta {
public:
    static constexpr std::size_t kMaxLogged = 4096;

    RaceCheckCta(const LaunchInfo& launch, const CtaInfo& cta);
    /// `facts`: what the shared cost memo knows of the access's pattern (its shape, its words).
    void onMemory(const MemoryEvent& e, const PatternFacts& facts = {});
    void onBarrier(const BarrierEvent& e);
    /// Ends the last interval; call once the CTA has finished, before findings().
    void finish() { endInterval(); }
    const FindingSet& findings() const { return m_findings; }

private:
    /// One word's interval summary, a bit per warp: the low half the warps that touched it, the high
    /// half the warps that stored to it (one OR per lane updates both).
    using Summary = std::uint64_t;
    struct Logged {
        MemoryEvent event; ///< its addresses pointer is not kept: see `addresses`
        std::array<std::uint64_t, 32> addresses; ///< of the active lanes; the others are stale
        std::uint32_t valuesAt = kNoValues; ///< a store's bytes in m_values
    };
    static constexpr std::uint32_t kNoValues = ~0u;
    /// Appends the bytes a store wrote (each active lane's, in lane order) to m_values; returns where
    /// they start, or kNoValues when the shared memory is not known (synthetic streams).
    std::uint32_t keepValues(const MemoryEvent& e);
    void summarise(const MemoryEvent& e, const PatternFacts& facts, Logged& log);
    void endInterval();
    /// The exact shadow, created on first use (most CTAs never need it).
    RaceShadow& shadow();
    /// Sends the logged accesses through the exact shadow, in order.
    void replayLog();

    const LaunchInfo& m_launch;
    CtaInfo m_cta;
    std::vector<Summary> m_summary;
    std::uint64_t m_lo = ~0ull; ///< the words summarised this interval lie in [m_lo, m_hi]
    std::uint64_t m_hi = 0;
    std::vector<Logged> m_log; ///< the interval's accesses are the first m_logged
    std::size_t m_logged = 0;
    std::vector<std::uint8_t> m_values; ///< the logged stores' bytes: the first m_valuesUsed
    std::size_t m_valuesUsed = 0;
    bool m_exact = false; ///< the log overflowed: the rest of this interval goes to the shadow live
    std::unique_ptr<RaceShadow> m_shadow;
    FindingSet m_findings;
};

} // namespace warpscope::core::analysis
