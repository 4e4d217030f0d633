#include "core/analysis/cachesim.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <new>

namespace warpscope::core::analysis {

void SectorCache::FreeDeleter::operator()(Way* p) const
{
    std::free(p); // NOLINT: calloc'd (zero pages on demand); Way is trivially destructible
}

SectorCache::SectorCache(CacheGeometry g, double scale)
{
    m_ways = std::max(1u, g.ways);
    const unsigned line = std::max(1u, g.lineBytes);
    const unsigned sector = std::max(1u, std::min(g.sectorBytes, line));
    m_sectorsPerLine = std::min(8u, line / sector);
    const std::uint64_t lines = g.bytes / line;
    const double sets = std::floor(static_cast<double>(lines / m_ways) * std::clamp(scale, 0.0, 1.0) + 0.5);
    m_sets = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(sets));
    void* mem = std::calloc(m_sets * m_ways, sizeof(Way)); // NOLINT: see m_table
    if (!mem)
        throw std::bad_alloc(); // internal: the caller's Result boundary turns it into an error
    m_table.reset(static_cast<Way*>(mem));
}

CacheOutcome SectorCache::access(std::uint64_t sector, bool allocate, bool write, std::uint32_t writer)
{
    CacheOutcome out;
    const std::uint64_t line = sector / m_sectorsPerLine;
    const std::uint8_t bit = static_cast<std::uint8_t>(1u << (sector % m_sectorsPerLine));
    const std::uint64_t base = (hashLine(line) % m_sets) * m_ways;
    Way* set = m_table.get() + base;
    const std::uint64_t tag = line + 1;
    ++m_clock;
    Way* victim = set;
    for (unsigned w = 0; w < m_ways; ++w) {
        Way& way = set[w];
        if (way.tag == tag) {
            out.hit = (way.valid & bit) != 0;
            if (!out.hit && !allocate)
                return out;
            way.stamp = m_clock;
            way.valid |= bit;
            if (write) {
                if (!way.dirty)
                    m_dirtyWays.push_back(base + w);
                way.dirty |= bit;
                way.writers[sector % m_sectorsPerLine] = writer;
            }
            return out;
        }
        if (way.stamp < victim->stamp)
            victim = &way;
    }
    if (!allocate)
        return out;
    for (unsigned s = 0; s < m_sectorsPerLine; ++s)
        if (victim->dirty & (1u << s))
            out.evictedWriters[out.evictedDirty++] = victim->writers[s];
    const bool wasDirty = victim->dirty != 0;
    victim->tag = tag;
    victim->stamp = m_clock;
    victim->valid = bit;
    victim->dirty = write ? bit : 0;
    if (write) {
        victim->writers[sector % m_sectorsPerLine] = writer;
        if (!wasDirty) // a way still listed from before keeps its one entry
            m_dirtyWays.push_back(base + static_cast<std::uint64_t>(victim - set));
    }
    return out;
}

} // namespace warpscope::core::analysis
