#include "core/analysis/counterscratch.h"

namespace warpscope::core::analysis {

CounterScratch::CounterScratch(std::size_t instructions, const SectorSet& layout)
    : sharedSlot(instructions, -1)
    , globalSlot(instructions, -1)
    , sectors(layout)
{ }

void ScratchPool::reset(std::size_t instructions, const SectorSet& layout)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_instructions = instructions;
    m_layout = layout;
    m_free.clear();
}

std::unique_ptr<CounterScratch> ScratchPool::take()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_free.empty())
        return std::make_unique<CounterScratch>(m_instructions, m_layout);
    auto s = std::move(m_free.back());
    m_free.pop_back();
    return s;
}

void ScratchPool::give(std::unique_ptr<CounterScratch> scratch)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_free.push_back(std::move(scratch));
}

} // namespace warpscope::core::analysis
