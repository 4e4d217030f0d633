#pragma once

// Internal to the engine: what the worker threads share, and the runner that executes one CTA at
// a time on one worker with buffers reused from CTA to CTA.

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
    std::atomic<std::uint64_t> budgetUsed {0};
    std::atomic<int> halt {0}; ///< a HaltReason (stopfinding.h)
    std::atomic<std::uint64_t> stopAt {~std::uint64_t(0)}; ///< lowest CTA with a fatal finding
};

/// The result of one CTA.
struct CtaOutcome {
    std::uint64_t linear = 0;
    bool finished = false; ///< ran to the end (possibly with non-fatal findings)
    bool faulted = false; ///< a fatal finding stopped it
    std::vector<Finding> findings;
    std::uint64_t warpInstructions = 0;
    std::uint64_t threadInstructions = 0;
    CtaInfo info;
    std::vector<std::unique_ptr<CtaObserver>> sinks; ///< parallel to GridShared::observers
};

/// Runs CTAs on one worker thread.
class CtaRunner {
public:
    explicit CtaRunner(GridShared& grid);
    CtaOutcome run(std::uint64_t linear);

private:
    void setup(std::uint64_t linear, CtaOutcome& out);
    template <bool Observed> int slice(Warp& w, std::uint64_t quantum);
    void deadlock();
    void halted(int why);

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
};

} // namespace warpscope::core::emu
