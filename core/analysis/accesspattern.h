#pragma once

// The cost of one warp-wide memory instruction in the units Nsight Compute reports, computed from the
// 32 lane addresses alone (docs/analysis.md). Pure functions: the counters, the tests and the GUI's
// warp access view all use them.

#include <algorithm>
#include <array>
#include <bit>
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
/// True when all 32 lanes are active and access the same address (a broadcast).
bool uniformWarp(const std::uint64_t* addresses, std::uint32_t mask);
/// The two shapes whose costs follow from lane 0's address alone, and the rest.
enum class WarpShape : std::uint8_t { Other, Contiguous, Uniform };
/// Contiguous when contiguousWarp, Uniform when uniformWarp, else Other.
WarpShape warpShape(const std::uint64_t* addresses, std::uint32_t mask, unsigned bytesPerLane);
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

/// What a cost memo knows about an access's pattern beyond its cost.
struct PatternFacts {
    WarpShape shape = WarpShape::Other;
    /// Shared memory, 4-byte lanes at whole words from the first active lane: the distinct words,
    /// as offsets in words from the first active lane's, ascending (`words` valid until the memo
    /// sees another pattern). wordCount 0 otherwise.
    std::uint32_t wordCount = 0;
    const std::int32_t* words = nullptr;
};

/// The cost of one instruction's accesses, remembering its last pattern. Moving every lane's address
/// by the same multiple of kAlign bytes changes no count: for shared memory (4 bytes) the move
/// permutes the banks; for global memory (128 bytes) it moves whole sectors and lines. So the cost is
/// a function of the pattern (the lanes' offsets from the first active lane, the mask, the width) and
/// of the first address modulo kAlign: the memo keeps the last pattern and its cost at each residue it
/// met. A loop walking a tile, the next warp, the same instruction in the next CTA repeat the pattern,
/// and a strided store whose rows start 4 bytes apart meets a handful of residues; checking for a
/// repeat is one compare per lane, against a sort or a bank scan.
template <typename Cost, Cost (*Compute)(const std::uint64_t*, std::uint32_t, unsigned), unsigned kAlign>
class AccessCostMemo {
public:
    Cost cost(const std::uint64_t* addresses, std::uint32_t mask, unsigned bytesPerLane)
    {
        PatternFacts facts;
        return cost(addresses, mask, bytesPerLane, facts);
    }
    /// Also gives what follows from the pattern (its warpShape(), its distinct words) from the
    /// pattern's second use on; the first use reports no facts (Other, no words).
    Cost cost(const std::uint64_t* addresses, std::uint32_t mask, unsigned bytesPerLane, PatternFacts& facts)
    {
        if (!mask) {
            facts = {};
            return Compute(addresses, mask, bytesPerLane);
        }
        const std::uint64_t first = addresses[std::countr_zero(mask)];
        if (!samePattern(addresses, first, mask, bytesPerLane)) {
            m_valid = true;
            m_mask = mask;
            m_width = bytesPerLane;
            for (std::uint32_t m = mask; m; m &= m - 1) {
                const auto i = static_cast<unsigned>(std::countr_zero(m));
                m_offset[i] = addresses[i] - first;
            }
            m_known.fill(0);
            // the facts are worked out when the pattern comes back: random scatters (a histogram's
            // atomics) never do, and every use may go without them
            m_facts = {};
            m_factsKnown = false;
        } else if (!m_factsKnown) {
            m_facts.shape = warpShape(addresses, mask, bytesPerLane);
            if constexpr (kAlign == 4)
                findWords(mask, bytesPerLane);
            m_factsKnown = true;
        }
        facts = m_facts;
        facts.words = m_words.data(); // not kept in m_facts: the memo may have moved since
        const auto low = static_cast<unsigned>(first % kAlign);
        std::uint64_t& known = m_known[low / 64];
        const std::uint64_t bit = std::uint64_t(1) << (low % 64);
        if (!(known & bit)) {
            m_cost[low] = Compute(addresses, mask, bytesPerLane);
            known |= bit;
        }
        return m_cost[low];
    }

private:
    void findWords(std::uint32_t mask, unsigned width)
    {
        m_facts.wordCount = 0;
        if (width != 4)
            return;
        std::uint32_t n = 0;
        for (std::uint32_t m = mask; m; m &= m - 1) {
            const auto offset = static_cast<std::int64_t>(m_offset[static_cast<unsigned>(std::countr_zero(m))]);
            if (offset % 4 != 0 || offset / 4 != static_cast<std::int32_t>(offset / 4))
                return;
            m_words[n++] = static_cast<std::int32_t>(offset / 4);
        }
        std::sort(m_words.begin(), m_words.begin() + n);
        m_facts.wordCount
            = static_cast<std::uint32_t>(std::unique(m_words.begin(), m_words.begin() + n) - m_words.begin());
    }

    bool samePattern(const std::uint64_t* addresses, std::uint64_t first, std::uint32_t mask, unsigned width) const
    {
        if (!m_valid || m_mask != mask || m_width != width)
            return false;
        // differences ORed together without an early exit: a full warp is a few vector instructions
        std::uint64_t diff = 0;
        if (mask == ~0u) {
            for (unsigned i = 0; i < 32; ++i)
                diff |= (addresses[i] - first) ^ m_offset[i];
        } else {
            for (std::uint32_t m = mask; m; m &= m - 1) {
                const auto i = static_cast<unsigned>(std::countr_zero(m));
                diff |= (addresses[i] - first) ^ m_offset[i];
            }
        }
        return diff == 0;
    }

    bool m_valid = false;
    std::uint32_t m_mask = 0;
    unsigned m_width = 0;
    std::array<std::uint64_t, 32> m_offset {}; ///< lane address minus the first active lane's
    PatternFacts m_facts; ///< of the pattern, once it repeated
    bool m_factsKnown = false;
    std::array<std::int32_t, 32> m_words {};
    std::array<std::uint64_t, (kAlign + 63) / 64> m_known {}; ///< residues whose cost is in m_cost
    std::array<Cost, kAlign> m_cost {}; ///< by the first active lane's address modulo kAlign
};

using SharedCostMemo = AccessCostMemo<SharedAccessCost, sharedAccessCost, 4>;
using GlobalCostMemo = AccessCostMemo<GlobalAccessCost, globalAccessCost, 128>;

/// The bank (0..31) of a shared-memory byte offset.
constexpr std::uint32_t sharedBank(std::uint64_t offset)
{
    return static_cast<std::uint32_t>((offset >> 2) & 31u);
}

} // namespace warpscope::core::analysis
