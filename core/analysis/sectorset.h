#pragma once

// The DRAM model's set of 32-byte global sectors (address / 32) touched in a launch: one bit per
// sector of each launch buffer, and a list for sectors outside every buffer (module .global
// variables). A CTA adds to its own set, which remembers the words it dirtied; the observer drains
// that into the launch's set when the CTA is merged, so the cost of a CTA is its own sectors, not the
// size of the buffers.

#include <cstdint>
#include <vector>

namespace warpscope::core::analysis {

class SectorSet {
public:
    SectorSet();
    /// Gives the buffer [address, address + bytes) a bit per sector; call before any add.
    void addBuffer(std::uint64_t address, std::uint64_t bytes);
    /// Inline: runs for every sector of every global access.
    void add(std::uint64_t sector)
    {
        const Map& m = m_maps[m_hot];
        const std::uint64_t i = sector - m.first;
        if (i >= m.sectors) {
            addElsewhere(sector);
            return;
        }
        std::uint64_t& word = m_bits[m.word0 + (i >> 6)];
        if (!word)
            m_dirty.push_back(m.word0 + (i >> 6));
        word |= std::uint64_t(1) << (i & 63);
    }
    /// Moves every sector added since the last drain into `launch` (a set with the same buffers).
    void drainInto(SectorSet& launch);
    /// Forgets every sector added since the last drain (a CTA that is not merged).
    void discard();
    /// The number of distinct sectors.
    std::uint64_t count();

private:
    void addElsewhere(std::uint64_t sector);

    struct Map {
        std::uint64_t first = 0; ///< the buffer's first sector
        std::uint64_t sectors = 0;
        std::size_t word0 = 0; ///< its first word in m_bits
    };
    std::vector<Map> m_maps; ///< m_maps[0] covers nothing: the answer when there are no buffers
    std::size_t m_hot = 0; ///< the map the last sector fell in
    std::vector<std::uint64_t> m_bits;
    std::vector<std::size_t> m_dirty; ///< words of m_bits that went from zero to non-zero
    std::vector<std::uint64_t> m_other; ///< sectors outside every buffer (repeats possible)
};

} // namespace warpscope::core::analysis
