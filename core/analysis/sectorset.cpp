#include "core/analysis/sectorset.h"

#include <algorithm>
#include <bit>

namespace warpscope::core::analysis {

SectorSet::SectorSet()
    : m_maps(1)
{ }

void SectorSet::addBuffer(std::uint64_t address, std::uint64_t bytes)
{
    if (bytes == 0)
        return;
    Map m;
    m.first = address >> 5;
    m.sectors = ((address + bytes - 1) >> 5) - m.first + 1;
    m.word0 = m_bits.size();
    m_bits.resize(m_bits.size() + (m.sectors + 63) / 64, 0);
    m_maps.push_back(m);
}

void SectorSet::addElsewhere(std::uint64_t sector)
{
    for (std::size_t k = 1; k < m_maps.size(); ++k) {
        if (sector - m_maps[k].first < m_maps[k].sectors) {
            m_hot = k;
            add(sector);
            return;
        }
    }
    // keep the list short when a kernel sweeps a module variable many times
    if (m_other.empty() || m_other.back() != sector)
        m_other.push_back(sector);
}

void SectorSet::drainInto(SectorSet& launch)
{
    for (const std::size_t w : m_dirty) {
        launch.m_bits[w] |= m_bits[w];
        m_bits[w] = 0;
    }
    m_dirty.clear();
    launch.m_other.insert(launch.m_other.end(), m_other.begin(), m_other.end());
    m_other.clear();
}

void SectorSet::discard()
{
    for (const std::size_t w : m_dirty)
        m_bits[w] = 0;
    m_dirty.clear();
    m_other.clear();
}

std::uint64_t SectorSet::count()
{
    std::sort(m_other.begin(), m_other.end());
    m_other.erase(std::unique(m_other.begin(), m_other.end()), m_other.end());
    std::uint64_t n = m_other.size();
    for (const std::uint64_t word : m_bits)
        n += static_cast<std::uint64_t>(std::popcount(word));
    return n;
}

} // namespace warpscope::core::analysis
