#pragma once

// The per-instruction counters of an analysed launch (docs/analysis.md has the table with the Nsight
// Compute name of each). One InstructionCounters per PTX instruction (pc); source lines and the
// totals are sums of them.

#include "core/analysis/accesspattern.h"
#include "core/analysis/counterscratch.h"
#include "core/analysis/flops.h"
#include "core/exec/observer.h"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace warpscope::core::analysis {

/// Memory spaces, in ObservedSpace order.
inline constexpr std::size_t kSpaces = 6;
const char* spaceName(std::size_t space); ///< "global", "shared", "local", "const", "param", "generic"

/// Counters of one instruction, one source line or the whole launch.
struct InstructionCounters {
    std::uint64_t instExecuted = 0; ///< warp-level executions (predicated-off ones included)
    std::uint64_t threadInstExecuted = 0; ///< active lanes summed over executions
    std::uint64_t threadInstPredOn = 0; ///< lanes whose guard held
    std::uint64_t globalRequests = 0; ///< warp-level global ld/st/atom
    std::uint64_t globalSectors = 0; ///< 32-byte sectors those requests touched
    std::uint64_t globalSectorsIdeal = 0; ///< sectors had the same bytes been contiguous
    std::uint64_t globalLines = 0; ///< 128-byte lines touched
    std::uint64_t sharedRequests = 0;
    std::uint64_t sharedWavefronts = 0;
    std::uint64_t sharedWavefrontsIdeal = 0;
    std::uint64_t sharedMaxWays = 0; ///< worst bank-conflict degree seen (a maximum, not a sum)
    std::uint64_t branches = 0; ///< warp-level branch executions
    std::uint64_t divergentBranches = 0; ///< branches whose taken lanes split the active lanes
    std::array<std::uint64_t, kSpaces> bytesRead {};
    std::array<std::uint64_t, kSpaces> bytesWritten {};
    std::array<std::uint64_t, kFlopTypes> flops {}; ///< all FLOPs (and integer tensor ops) by type
    std::array<std::uint64_t, kFlopTypes> tensorFlops {}; ///< the part of flops done by tensor cores
    std::uint64_t tensorInstExecuted = 0; ///< warp-level tensor-core instructions (mma, wmma.mma, wgmma)
    std::uint64_t asyncInstExecuted = 0; ///< warp-level async copies (cp.async, cp.async.bulk, TMA)
    std::uint64_t asyncBytesToShared = 0; ///< global -> shared bytes moved by async copies (no registers)
    std::uint64_t asyncBytesToGlobal = 0; ///< shared -> global bytes moved by async copies
    // The cache traffic model's figures (trafficmodel.h), filled in by the report, not by the CTAs.
    std::uint64_t l1LoadSectors = 0; ///< global load sectors looked up in L1
    std::uint64_t l1LoadHits = 0;
    std::uint64_t l2Sectors = 0; ///< sectors sent from L1 to L2
    std::uint64_t l2Hits = 0;
    std::uint64_t dramBytesRead = 0;
    std::uint64_t dramBytesWritten = 0;

    std::uint64_t globalSectorsExcessive() const { return globalSectors - globalSectorsIdeal; }
    std::uint64_t sharedWavefrontsExcessive() const { return sharedWavefronts - sharedWavefrontsIdeal; }
    /// Active lanes per warp-instruction over 32 (1.0 = no idle lanes); 0 when nothing ran.
    double warpEfficiency() const;
    std::uint64_t totalFlops() const;
    /// Model hit rates in percent (Nsight's .pct); 0 when nothing was looked up.
    double l1HitRate() const;
    double l2HitRate() const;
    void add(const InstructionCounters& o);
    bool operator==(const InstructionCounters&) const = default;
};

/// Static facts the counters need per pc, computed once per launch.
struct InstructionTraits {
    InstructionClass cls = InstructionClass::Alu;
    FlopClass flops;
    bool micro = false;
};
std::vector<InstructionTraits> traitsOf(const LaunchInfo& info);

/// Counts one CTA's events into a per-pc table; merged in CTA order by the observer.
class CounterCta {
public:
    /// `scratch` holds the memos and this CTA's sectors; it outlives the CounterCta.
    CounterCta(const std::vector<InstructionTraits>& traits, CounterScratch& scratch);
    /// `contiguous`: contiguousWarp() of a global access (the caller worked it out once for everyone).
    /// Returns what the cost memo knows of a shared access's pattern (empty facts for the rest).
    PatternFacts onMemory(const MemoryEvent& e, bool contiguous);
    /// The emulator's per-pc tallies of the CTA (executions, lanes, branches, FLOPs follow from them).
    void addCounts(const std::vector<InstructionCount>& counts);
    const std::vector<InstructionCounters>& perPc() const { return m_pc; }

private:
    /// The memo `slot` points at, made on first use.
    template <typename Memo> static Memo& memoFor(std::vector<Memo>& memos, std::int32_t& slot);
    const std::vector<InstructionTraits>& m_traits;
    std::vector<InstructionCounters> m_pc;
    CounterScratch& m_scratch;
};

} // namespace warpscope::core::analysis
