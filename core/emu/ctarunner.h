#pragma once

// Internal to the engine: what the worker threads share, and the runner that executes one CTA at
// a time on one worker with buffers reused from CTA to CTA.

#include "core/emu/stopfinding.h"
#include "core/emu/warp.h"
#include "core/exec/backend.h"

#include <atomic>
#include <memory>
#include <vector>

namespace warpscope::core::emu {

/// Launch-wide state shared by the workers.
struct GridShared {
    const LaunchState* launch = nullptr;
    const RunControl* control = nullptr;
    std::vector<std::byte> regImage; ///< one warp's register file with the constants in place
    std::vector<ExecutionObserver*> observers;
    // every worker adds to budgetUsed after each round and reads halt and stopAt, which hardly ever
    // change: budgetUsed has a cache line of its own, so that those reads do not miss whenever
    // another worker counts
    alignas(64) std::atomic<std::uint64_t> budgetUsed {0};
    alignas(64) std::atomic<HaltReason> halt {HaltReason::Running};
    std::atomic<std::uint64_t> stopAt {~std::uint64_t(0)}; ///< lowest CTA with a fatal finding
    bool randomSchedule = false; ///< RunControl::schedule is random: seeded warp order and slices
    std::uint64_t scheduleSeed = 0;
};

/// The result of one CTA.
struct CtaOutcome {
    std::uint64_t linear = 0;
    bool finished = false; ///< ran to the end (possibly with non-fatal findings)
    bool faulted = false; ///< a fatal finding stopped it
    std::vector<Finding> findings;
    std::vector<PrintfLine> printfLines;
    bool printfTruncated = false;
    std::uint64_t warpInstructions = 0;
    std::uint64_t threadInstructions = 0;
    CtaInfo info;
    std::vector<std::unique_ptr<CtaObserver>> sinks; ///< parallel to GridShared::observers
};

/// Runs CTAs on one worker thread: one at a time (run), or several interleaved round by round
/// (begin, round, end) when they must be co-resident (cooperative launches, clusters).
class CtaRunner {
public:
    explicit CtaRunner(GridShared& grid);
    CtaOutcome run(std::uint64_t linear);

    /// Prepares CTA `linear` (and joins it to cluster, when not null) for round().
    void begin(std::uint64_t linear, CtaOutcome& out, ClusterState* cluster = nullptr, std::uint32_t rank = 0);
    /// Runs every ready warp for one slice. Returns true when the CTA is done (out.finished or
    /// out.faulted set, or halted). progress says whether any instruction ran; a round without
    /// progress is a deadlock only when soloDeadlock (co-resident CTAs may be waiting for others).
    bool round(CtaOutcome& out, bool& progress, bool soloDeadlock);
    /// Collects counters and findings into out after the last round.
    void end(CtaOutcome& out);
    /// Reports the wait of a CTA that can never continue (its group made no progress).
    void deadlock();
    /// No warp can move: lets mbarrier waiters time out (mbarrier.h); false when that changes nothing.
    bool timeoutWaits();
    Cta& cta() { return m_cta; }

private:
    void setup(std::uint64_t linear, CtaOutcome& out);
    template <bool Observed> Step slice(Warp& w, std::uint64_t quantum);
    void halted(HaltReason why);
    std::uint64_t nextRandom();

    GridShared& m_grid;
    const LaunchState& m_launch;
    const Program& m_prog;
    std::vector<std::byte> m_regs;
    std::vector<std::byte> m_shared;
    std::vector<std::byte> m_local;
    std::vector<std::uint32_t> m_retStack;
    std::vector<Warp> m_warps;
    Cta m_cta;
    std::vector<CtaObserver*> m_instructionSinks; ///< every instruction event
    std::vector<CtaObserver*> m_divergedSinks; ///< Interest::divergedInstructions
    std::vector<CtaObserver*> m_countSinks; ///< Interest::instructionCounts
    std::vector<InstructionCount> m_counts; ///< this CTA's, by pc, while m_countSinks is not empty
    bool m_observed = false;
    std::uint64_t m_rng = 0; ///< random schedules: this CTA's generator state (seed, CTA)
    std::vector<std::uint32_t> m_order; ///< random schedules: this round's warp order
};

} // namespace warpscope::core::emu
