#include "core/analysis/counters.h"

#include <algorithm>
#include <bit>

namespace warpscope::core::analysis {

const char* spaceName(std::size_t space)
{
    static const char* const kNames[kSpaces] = {"global", "shared", "local", "const", "param", "generic"};
    return space < kSpaces ? kNames[space] : "generic";
}

double InstructionCounters::warpEfficiency() const
{
    return instExecuted ? static_cast<double>(threadInstExecuted) / (32.0 * static_cast<double>(instExecuted)) : 0.0;
}

std::uint64_t InstructionCounters::totalFlops() const
{
    std::uint64_t n = 0;
    for (auto f : flops)
        n += f;
    return n;
}

void InstructionCounters::add(const InstructionCounters& o)
{
    instExecuted += o.instExecuted;
    threadInstExecuted += o.threadInstExecuted;
    threadInstPredOn += o.threadInstPredOn;
    globalRequests += o.globalRequests;
    globalSectors += o.globalSectors;
    globalSectorsIdeal += o.globalSectorsIdeal;
    globalLines += o.globalLines;
    sharedRequests += o.sharedRequests;
    sharedWavefronts += o.sharedWavefronts;
    sharedWavefrontsIdeal += o.sharedWavefrontsIdeal;
    sharedMaxWays = std::max(sharedMaxWays, o.sharedMaxWays);
    branches += o.branches;
    divergentBranches += o.divergentBranches;
    for (std::size_t s = 0; s < kSpaces; ++s) {
        bytesRead[s] += o.bytesRead[s];
        bytesWritten[s] += o.bytesWritten[s];
    }
    for (std::size_t t = 0; t < kFlopTypes; ++t)
        flops[t] += o.flops[t];
}

std::vector<InstructionTraits> traitsOf(const LaunchInfo& info)
{
    std::vector<InstructionTraits> out(info.instructions.size());
    for (std::size_t pc = 0; pc < out.size(); ++pc) {
        out[pc].cls = info.instructions[pc].cls;
        out[pc].micro = info.instructions[pc].micro;
        out[pc].flops = classifyFlops(info.instructions[pc].opcode);
    }
    return out;
}

CounterCta::CounterCta(const std::vector<InstructionTraits>& traits)
    : m_traits(traits)
    , m_pc(traits.size())
    , m_executions(traits.size())
    , m_memoSlot(traits.size(), -1)
{ }

void CounterCta::finish()
{
    for (std::size_t pc = 0; pc < m_executions.size(); ++pc) {
        Executions& x = m_executions[pc];
        if (!x.warps)
            continue;
        InstructionCounters& c = m_pc[pc];
        c.instExecuted += x.warps;
        c.threadInstExecuted += x.lanes;
        c.threadInstPredOn += x.lanesOn;
        const FlopClass& f = m_traits[pc].flops;
        if (f.count)
            c.flops[static_cast<std::size_t>(f.type)] += x.lanesOn * f.count;
        c.branches += x.branches;
        c.divergentBranches += x.divergent;
        x = {};
    }
}

void CounterCta::onMemory(const MemoryEvent& e, bool contiguous)
{
    if (e.pc >= m_pc.size() || !e.activeMask)
        return;
    InstructionCounters& c = m_pc[e.pc];
    const unsigned width = static_cast<unsigned>(e.bytes) * e.vector;
    const std::uint64_t bytes = laneCount(e.activeMask) * width;
    const auto space = static_cast<std::size_t>(e.space);
    if (e.kind != AccessKind::Store)
        c.bytesRead[space] += bytes;
    if (e.kind != AccessKind::Load)
        c.bytesWritten[space] += bytes;
    if (e.space == ObservedSpace::Global) {
        const GlobalAccessCost g
            = contiguous ? contiguousCost(e.addresses[0], width) : globalAccessCost(e.addresses, e.activeMask, width);
        ++c.globalRequests;
        c.globalSectors += g.sectors;
        c.globalSectorsIdeal += g.idealSectors;
        c.globalLines += g.lines;
        if (contiguous) {
            const std::uint64_t first = e.addresses[0] >> 5;
            for (std::uint64_t s = first; s < first + g.sectors; ++s)
                m_sectors.push_back(s);
        } else {
            // consecutive lanes mostly share a sector: skip repeats of the last one
            std::uint64_t last = ~0ull;
            for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
                const std::uint64_t a = e.addresses[std::countr_zero(m)];
                for (std::uint64_t s = a >> 5; s <= (a + width - 1) >> 5; ++s)
                    if (s != last) {
                        m_sectors.push_back(s);
                        last = s;
                    }
            }
        }
        // keep the list short in CTAs that sweep the same data many times (a tiled loop)
        if (m_sectors.size() > m_compactAt) {
            std::sort(m_sectors.begin(), m_sectors.end());
            m_sectors.erase(std::unique(m_sectors.begin(), m_sectors.end()), m_sectors.end());
            m_compactAt = std::max<std::size_t>(m_compactAt, m_sectors.size() * 2);
        }
    } else if (e.space == ObservedSpace::Shared) {
        std::int32_t& slot = m_memoSlot[e.pc];
        if (slot < 0) {
            slot = static_cast<std::int32_t>(m_sharedMemo.size());
            m_sharedMemo.emplace_back();
        }
        const SharedAccessCost s = m_sharedMemo[static_cast<std::size_t>(slot)].cost(e.addresses, e.activeMask, width);
        ++c.sharedRequests;
        c.sharedWavefronts += s.wavefronts;
        c.sharedWavefrontsIdeal += s.idealWavefronts;
        c.sharedMaxWays = std::max<std::uint64_t>(c.sharedMaxWays, s.maxWays);
    }
}

std::vector<std::uint64_t> CounterCta::takeSectors()
{
    return std::move(m_sectors);
}

} // namespace warpscope::core::analysis
