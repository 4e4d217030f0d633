#pragma once

// What the counters keep from one CTA to the next: the per-instruction access cost memos (their
// answers never depend on which CTAs filled them, so the report stays the same for any number of
// emulator threads) and a sector set whose storage is reused. A worker's CTAs take one from the pool
// at createCta and give it back when their sink goes, so the memos of an unrolled loop's instructions
// are warm from the second CTA on, not only within one CTA.

#include "core/analysis/accesspattern.h"
#include "core/analysis/sectorset.h"

#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace warpscope::core::analysis {

struct CounterScratch {
    CounterScratch(std::size_t instructions, const SectorSet& layout);

    /// Per pc: index into sharedMemo / globalMemo, -1 before its first access to that space (a
    /// generic access may reach both).
    std::vector<std::int32_t> sharedSlot;
    std::vector<std::int32_t> globalSlot;
    std::vector<SharedCostMemo> sharedMemo;
    std::vector<GlobalCostMemo> globalMemo;
    SectorSet sectors; ///< the CTA's sectors, drained into the launch's set when it is merged
};

/// Scratches for the CTAs in flight; take and give may be called from any worker thread.
class ScratchPool {
public:
    /// Drops every scratch and sets the shape of new ones.
    void reset(std::size_t instructions, const SectorSet& layout);
    std::unique_ptr<CounterScratch> take();
    /// Back to the pool; its sectors must have been drained or discarded.
    void give(std::unique_ptr<CounterScratch> scratch);

private:
    std::mutex m_mutex;
    std::size_t m_instructions = 0;
    SectorSet m_layout;
    std::vector<std::unique_ptr<CounterScratch>> m_free;
};

} // namespace warpscope::core::analysis
