#include "core/analysis/cachesim.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <new>

namespace warpscope::core::analysis {

void SectorCache::FreeDeleter::operator()(void* p) const
{
    std::free(p); // NOLINT: calloc'd (zero pages on demand); the tables are trivially destructible
}

SectorCache::SectorCache(CacheGeometry g, double scale, unsigned instances, bool writers)
{
    m_ways = std::max(1u, g.ways);
    const unsigned line = std::max(1u, g.lineBytes);
    const unsigned sector = std::max(1u, std::min(g.sectorBytes, line));
    m_sectorsPerLine = std::min(8u, line / sector);
    const std::uint64_t lines = g.bytes / line;
    const double sets = std::floor(static_cast<double>(lines / m_ways) * std::clamp(scale, 0.0, 1.0) + 0.5);
    m_sets = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(sets));
    const std::uint64_t ways = m_sets * m_ways * std::max(1u, instances);
    void* table = std::calloc(ways, sizeof(Way)); // NOLINT: see m_table
    void* who = writers ? std::calloc(ways * m_sectorsPerLine, sizeof(std::uint32_t)) : nullptr; // NOLINT
    if (!table || (writers && !who))
        throw std::bad_alloc(); // like a std::vector that cannot grow
    m_table.reset(static_cast<Way*>(table));
    m_writers.reset(static_cast<std::uint32_t*>(who));
}

void SectorCache::setWriters(std::uint64_t way, std::uint8_t mask, std::uint32_t writer)
{
    if (!m_writers)
        return;
    for (unsigned s = 0; s < m_sectorsPerLine; ++s)
        if (mask & (1u << s))
            m_writers[way * m_sectorsPerLine + s] = writer;
}

CacheOutcome SectorCache::access(
    std::uint64_t line, std::uint8_t mask, bool allocate, bool write, std::uint32_t writer, unsigned instance)
{
    CacheOutcome out;
    const std::uint64_t base = (instance * m_sets + hashLine(line) % m_sets) * m_ways;
    Way* set = m_table.get() + base;
    const std::uint64_t tag = line + 1;
    ++m_clock;
    Way* victim = set;
    for (unsigned w = 0; w < m_ways; ++w) {
        Way& way = set[w];
        if (way.tag == tag) {
            out.hits = way.valid & mask;
            if (out.hits != mask && !allocate)
                return out;
            way.stamp = m_clock;
            way.valid |= mask;
            if (write) {
                if (!way.dirty)
                    m_dirtyWays.push_back(base + w);
                way.dirty |= mask;
                setWriters(base + w, mask, writer);
            }
            return out;
        }
        if (way.stamp < victim->stamp)
            victim = &way;
    }
    if (!allocate)
        return out;
    const std::uint64_t index = base + static_cast<std::uint64_t>(victim - set);
    for (unsigned s = 0; s < m_sectorsPerLine; ++s)
        if (victim->dirty & (1u << s))
            out.evictedWriters[out.evictedDirty++] = m_writers ? m_writers[index * m_sectorsPerLine + s] : 0u;
    const bool wasDirty = victim->dirty != 0;
    victim->tag = tag;
    victim->stamp = m_clock;
    victim->valid = mask;
    victim->dirty = write ? mask : 0;
    if (write) {
        setWriters(index, mask, writer);
        if (!wasDirty) // a way still listed from before keeps its one entry
            m_dirtyWays.push_back(index);
    }
    return out;
}

} // namespace warpscope::core::analysis
