#pragma once

// One sectored, set-associative cache with LRU replacement, for the traffic model (trafficmodel.h):
// lines of `lineBytes` made of `sectorBytes` sectors, each sector valid and dirty on its own (an L1 or
// L2 line of NVIDIA GPUs since Maxwell is four 32-byte sectors filled one at a time). The set index is
// a hash of the line address: NVIDIA's caches hash theirs, and a plain modulo would turn every
// power-of-two stride into conflict misses the hardware does not have.

#include <cstdint>
#include <memory>
#include <vector>

namespace warpscope::core::analysis {

/// The size and shape of one cache.
struct CacheGeometry {
    std::uint64_t bytes = 0;
    unsigned ways = 1;
    unsigned lineBytes = 128;
    unsigned sectorBytes = 32;
};

/// What one sector access did.
struct CacheOutcome {
    bool hit = false; ///< the sector was valid
    /// Dirty sectors the access evicted (a write-back cache writes them to the next level), with the
    /// pc that last wrote each.
    unsigned evictedDirty = 0;
    std::uint32_t evictedWriters[8] {};
};

class SectorCache {
public:
    /// `scale` (0 < scale <= 1) shrinks the number of sets: a sampled address stream (one line in
    /// 1/scale) sees a cache of the same proportion (SHARDS, Waldspurger et al., FAST 2015).
    explicit SectorCache(CacheGeometry g, double scale = 1.0);

    /// Looks the sector (address / sectorBytes) up. A miss with `allocate` makes the sector valid,
    /// taking the set's least recently used line when the line is absent. `write` marks it dirty,
    /// remembering `writer`. A hit or allocation makes the line the most recently used.
    CacheOutcome access(std::uint64_t sector, bool allocate, bool write, std::uint32_t writer);
    /// Calls f(writer) for every dirty sector still held and cleans it (the end-of-kernel write-back).
    template <typename F> void flushDirty(F&& f)
    {
        for (std::uint64_t w : m_dirtyWays) {
            Way& way = m_table[w];
            for (unsigned s = 0; s < m_sectorsPerLine; ++s)
                if (way.dirty & (1u << s))
                    f(way.writers[s]);
            way.dirty = 0;
        }
        m_dirtyWays.clear();
    }
    std::uint64_t sets() const { return m_sets; }

private:
    struct Way {
        std::uint64_t tag = 0; ///< line + 1; 0 is an empty way
        std::uint64_t stamp = 0; ///< LRU clock of the last use
        std::uint8_t valid = 0; ///< a bit per sector
        std::uint8_t dirty = 0;
        std::uint32_t writers[8] {}; ///< the pc that last wrote each dirty sector
    };
    struct FreeDeleter {
        void operator()(Way* p) const;
    };
    std::uint64_t m_sets = 1;
    unsigned m_ways = 1;
    unsigned m_sectorsPerLine = 4;
    std::uint64_t m_clock = 0;
    /// calloc'd: the OS hands zero pages only where a set is used, so a 50 MB L2 costs what it holds.
    std::unique_ptr<Way[], FreeDeleter> m_table;
    std::vector<std::uint64_t> m_dirtyWays; ///< ways that became dirty (each listed once per time)
};

/// The set-index hash, shared with the sampler so both see the same lines.
inline std::uint64_t hashLine(std::uint64_t line)
{
    return (line * 0x9E3779B97F4A7C15ull) >> 17;
}

} // namespace warpscope::core::analysis
