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

/// What one access to some sectors of a line did.
struct CacheOutcome {
    std::uint8_t hits = 0; ///< the asked sectors that were valid
    /// Dirty sectors the access evicted (a write-back cache writes them to the next level), with the
    /// pc that last wrote each.
    unsigned evictedDirty = 0;
    std::uint32_t evictedWriters[8] {};
};

class SectorCache {
public:
    /// `scale` (0 < scale <= 1) shrinks the number of sets: a sampled address stream (one line in
    /// 1/scale) sees a cache of the same proportion (SHARDS, Waldspurger et al., FAST 2015).
    /// `instances` identical caches share one allocation (an L1 per SM: one large calloc gets zero
    /// pages from the OS where many small ones would be cleared by hand); `writers`: remember who
    /// dirtied each sector (the write-back L2; an L1 without dirty lines does not need it).
    explicit SectorCache(CacheGeometry g, double scale = 1.0, unsigned instances = 1, bool writers = true);

    /// Looks the sectors `mask` (a bit per sector) of `line` (address / lineBytes) up. A miss with
    /// `allocate` makes them valid, taking the set's least recently used line when the line is absent.
    /// `write` marks them dirty, remembering `writer`. A hit or allocation makes the line the most
    /// recently used.
    CacheOutcome access(
        std::uint64_t line, std::uint8_t mask, bool allocate, bool write, std::uint32_t writer, unsigned instance = 0);
    /// Calls f(writer) for every dirty sector still held and cleans it (the end-of-kernel write-back).
    template <typename F> void flushDirty(F&& f)
    {
        for (std::uint64_t w : m_dirtyWays) {
            Way& way = m_table[w];
            for (unsigned s = 0; s < m_sectorsPerLine; ++s)
                if (way.dirty & (1u << s))
                    f(m_writers ? m_writers[w * m_sectorsPerLine + s] : 0u);
            way.dirty = 0;
        }
        m_dirtyWays.clear();
    }
    std::uint64_t sets() const { return m_sets; }
    unsigned sectorsPerLine() const { return m_sectorsPerLine; }

private:
    struct Way {
        std::uint64_t tag = 0; ///< line + 1; 0 is an empty way
        std::uint32_t stamp = 0; ///< LRU clock of the last use
        std::uint8_t valid = 0; ///< a bit per sector
        std::uint8_t dirty = 0;
    };
    struct FreeDeleter {
        void operator()(void* p) const;
    };
    void setWriters(std::uint64_t way, std::uint8_t mask, std::uint32_t writer);

    std::uint64_t m_sets = 1;
    unsigned m_ways = 1;
    unsigned m_sectorsPerLine = 4;
    std::uint32_t m_clock = 0;
    /// calloc'd: the OS hands zero pages only where a set is used, so a 50 MB L2 costs what it holds.
    std::unique_ptr<Way[], FreeDeleter> m_table;
    /// The pc that last wrote each sector (way * sectorsPerLine + sector); apart from the tags, so a
    /// lookup reads 16 bytes per way.
    std::unique_ptr<std::uint32_t[], FreeDeleter> m_writers;
    std::vector<std::uint64_t> m_dirtyWays; ///< ways that became dirty (each listed once per time)
};

/// Set bits of a sector mask (no popcnt instruction at the baseline x86-64 target).
inline unsigned sectorCount(std::uint8_t mask)
{
    static constexpr std::uint8_t kNibble[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    return kNibble[mask & 15u] + kNibble[mask >> 4];
}

/// The set-index hash.
inline std::uint64_t hashLine(std::uint64_t line)
{
    return (line * 0x9E3779B97F4A7C15ull) >> 17;
}

/// A second hash of the line, independent of the set index, for the sampler (of 2^32).
inline std::uint32_t sampleHashLine(std::uint64_t line)
{
    return static_cast<std::uint32_t>((line * 0xC2B2AE3D27D4EB4Full) >> 32);
}

} // namespace warpscope::core::analysis
