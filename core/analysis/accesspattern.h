#pragma once

// The cost of one warp-wide memory instruction in the units Nsight Compute reports, computed from the
// 32 lane addresses alone (docs/analysis.md). Pure functions: the counters, the tests and the GUI's
// warp access view all use them.

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

/// The bank (0..31) of a shared-memory byte offset.
constexpr std::uint32_t sharedBank(std::uint64_t offset)
{
    return static_cast<std::uint32_t>((offset >> 2) & 31u);
}

} // namespace warpscope::core::analysis
