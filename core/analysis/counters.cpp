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
    for (std::size_t t = 0; t < kFlopTypes; ++t) {
        flops[t] += o.flops[t];
        tensorFlops[t] += o.tensorFlops[t];
    }
    tensorInstExecuted += o.tensorInstExecuted;
    asyncInstExecuted += o.asyncInstExecuted;
    asyncBytesToShared += o.asyncBytesToShared;
    asyncBytesToGlobal += o.asyncBytesToGlobal;
    l1LoadSectors += o.l1LoadSectors;
    l1LoadHits += o.l1LoadHits;
    l2Sectors += o.l2Sectors;
    l2Hits += o.l2Hits;
    dramBytesRead += o.dramBytesRead;
    dramBytesWritten += o.dramBytesWritten;
}

double InstructionCounters::l1HitRate() const
{
    return l1LoadSectors ? 100.0 * static_cast<double>(l1LoadHits) / static_cast<double>(l1LoadSectors) : 0.0;
}

double InstructionCounters::l2HitRate() const
{
    return l2Sectors ? 100.0 * static_cast<double>(l2Hits) / static_cast<double>(l2Sectors) : 0.0;
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

CounterCta::CounterCta(const std::vector<InstructionTraits>& traits, CounterScratch& scratch)
    : m_traits(traits)
    , m_pc(traits.size())
    , m_scratch(scratch)
{ }

void CounterCta::addCounts(const std::vector<InstructionCount>& counts)
{
    for (std::size_t pc = 0; pc < counts.size() && pc < m_pc.size(); ++pc) {
        const InstructionCount& x = counts[pc];
        const InstructionTraits& t = m_traits[pc];
        if (!x.warps || t.micro) // micro: a decoder helper, not a PTX instruction
            continue;
        InstructionCounters& c = m_pc[pc];
        c.instExecuted += x.warps;
        c.threadInstExecuted += x.lanes;
        c.threadInstPredOn += x.lanesOn;
        if (t.flops.count) {
            c.flops[static_cast<std::size_t>(t.flops.type)] += x.lanesOn * t.flops.count;
            if (t.flops.tensor)
                c.tensorFlops[static_cast<std::size_t>(t.flops.type)] += x.lanesOn * t.flops.count;
        }
        if (t.cls == InstructionClass::Tensor)
            c.tensorInstExecuted += x.warps;
        else if (t.cls == InstructionClass::AsyncCopy)
            c.asyncInstExecuted += x.warps;
        if (t.cls == InstructionClass::Branch) {
            c.branches += x.warps;
            c.divergentBranches += x.split;
        }
    }
}

template <typename Memo> Memo& CounterCta::memoFor(std::vector<Memo>& memos, std::int32_t& slot)
{
    if (slot < 0) {
        slot = static_cast<std::int32_t>(memos.size());
        memos.emplace_back();
    }
    return memos[static_cast<std::size_t>(slot)];
}

PatternFacts CounterCta::onMemory(const MemoryEvent& e, bool contiguous)
{
    PatternFacts facts;
    if (e.pc >= m_pc.size() || !e.activeMask)
        return facts;
    InstructionCounters& c = m_pc[e.pc];
    const unsigned width = static_cast<unsigned>(e.bytes) * e.vector;
    const std::uint64_t bytes = laneCount(e.activeMask) * width;
    const auto space = static_cast<std::size_t>(e.space);
    if (e.kind != AccessKind::Store)
        c.bytesRead[space] += bytes;
    if (e.kind != AccessKind::Load)
        c.bytesWritten[space] += bytes;
    if (e.async && e.space == ObservedSpace::Global)
        (e.kind == AccessKind::Load ? c.asyncBytesToShared : c.asyncBytesToGlobal) += bytes;
    if (e.space == ObservedSpace::Global) {
        const GlobalAccessCost g = contiguous
            ? contiguousCost(e.addresses[0], width)
            : memoFor(m_scratch.globalMemo, m_scratch.globalSlot[e.pc]).cost(e.addresses, e.activeMask, width);
        ++c.globalRequests;
        c.globalSectors += g.sectors;
        c.globalSectorsIdeal += g.idealSectors;
        c.globalLines += g.lines;
        SectorSet& sectors = m_scratch.sectors;
        if (contiguous) {
            const std::uint64_t first = e.addresses[0] >> 5;
            for (std::uint64_t s = first; s < first + g.sectors; ++s)
                sectors.add(s);
        } else {
            for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
                const std::uint64_t a = e.addresses[std::countr_zero(m)];
                for (std::uint64_t s = a >> 5; s <= (a + width - 1) >> 5; ++s)
                    sectors.add(s);
            }
        }
    } else if (e.space == ObservedSpace::Shared) {
        const SharedAccessCost s
            = memoFor(m_scratch.sharedMemo, m_scratch.sharedSlot[e.pc]).cost(e.addresses, e.activeMask, width, facts);
        ++c.sharedRequests;
        c.sharedWavefronts += s.wavefronts;
        c.sharedWavefrontsIdeal += s.idealWavefronts;
        c.sharedMaxWays = std::max<std::uint64_t>(c.sharedMaxWays, s.maxWays);
    }
    return facts;
}

} // namespace warpscope::core::analysis
