#pragma once

// The cost of one warp-wide memory instruction in the units Nsight Compute reports, computed from the
// 32 lane addresses alone (docs/analysis.md). Pure functions: the counters, the tests and the GUI's
// warp access view all use them.

#include <array>
#include <cstdint>

namespace warpscope::core::analysis {

/// What a global (or local) warp access costs: 32-byte sectors and 128-byte lines touched, and the
/// sectors the same bytes would need if they were contiguous and aligned (the "ideal").
struct GlobalAccessCost {
    std::uint32_t sectors = 0;
    std::uint32_t idealSectors = 0;
    std::uint32_t lines = 0;
    std::uint32_t uniqueBytes = 0;
};

/// addresses: 32 entries, lane i's first byte; mask: lanes that accessed; bytesPerLane: element size
/// times vector count (1..16, or more for wider accesses).
GlobalAccessCost globalAccessCost(const std::uint64_t* addresses, std::uint32_t mask, unsigned bytesPerLane);

/// True when all 32 lanes are active and lane i's address is lane 0's plus i * bytesPerLane: the
/// coalesced case, whose sectors and lines follow from lane 0's address alone.
bool contiguousWarp(const std::uint64_t* addresses, std::uint32_t mask, unsigned bytesPerLane);
/// globalAccessCost of a contiguousWarp access starting at `first`.
GlobalAccessCost contiguousCost(std::uint64_t first, unsigned bytesPerLane);

/// What a shared-memory warp access costs: wavefronts (passes through the 32 banks of 4 bytes) and
/// the ideal. Accesses of up to 4 bytes form one phase of 32 lanes, 8-byte accesses two half-warp
/// phases and 16-byte accesses four quarter-warp phases, as the hardware splits them; within a phase
/// each bank serves one distinct 4-byte word per wavefront, and lanes reading the same word share it
/// (broadcast). maxWays is the worst bank's number of distinct words in any phase.
struct SharedAccessCost {
    std::uint32_t wavefronts = 0;
    std::uint32_t idealWavefronts = 0;
    std::uint32_t maxWays = 0;
};

SharedAccessCost sharedAccessCost(const std::uint64_t* addresses, std::uint32_t mask, unsigned bytesPerLane);

/// sharedAccessCost for one instruction, remembering its last pattern. Shifting every lane's address
/// by a multiple of 4 bytes moves every word by the same number of banks, which permutes the banks
/// and changes no count; so when the lanes' offsets from the first active lane, the mask, the width
/// and the first address modulo 4 repeat (a loop walking a tile, the next warp of a CTA), the last
/// cost is the answer. Checking that is one compare per lane, against a sort or a bank scan.
class SharedCostMemo {
public:
    SharedAccessCost cost(const std::uint64_t* addresses, std::uint32_t mask, unsigned bytesPerLane);

private:
    bool m_valid = false;
    std::uint32_t m_mask = 0;
    unsigned m_width = 0;
    std::uint64_t m_low = 0; ///< the first active lane's address modulo 4
    std::array<std::uint64_t, 32> m_offset {}; ///< lane address minus the first active lane's
    SharedAccessCost m_cost;
};

/// The bank (0..31) of a shared-memory byte offset.
constexpr std::uint32_t sharedBank(std::uint64_t offset)
{
    return static_cast<std::uint32_t>((offset >> 2) & 31u);
}

} // namespace warpscope::core::analysis
