#include "core/analysis/analysisobserver.h"

#include "core/analysis/initcheck.h"
#include "core/analysis/racecheck.h"
#include "core/analysis/synccheck.h"

#include <algorithm>
#include <bit>
#include <map>
#include <set>

namespace warpscope::core::analysis {

namespace {

/// The sink of a launch that is not analysed.
class IgnoredCta final : public CtaObserver { };

/// One CTA: every component's per-CTA state, fed by plain calls (one virtual call per event).
class AnalysisCta final : public CtaObserver {
public:
    AnalysisCta(const LaunchInfo& info, const CtaInfo& cta, const std::vector<InstructionTraits>& traits,
        const OutputWatch& watch)
        : traits(traits)
        , counters(traits)
        , race(info, cta)
        , init(info, cta)
        , sync(info, cta)
        , output(watch.createCta())
        , sampling(cta.linear == 0)
    { }
    void onInstruction(const InstructionEvent& e) override
    {
        if (e.pc >= traits.size())
            return;
        const InstructionTraits& t = traits[e.pc];
        counters.onInstruction(e, t);
        sync.onInstruction(e, t.cls);
    }
    void onMemory(const MemoryEvent& e) override
    {
        // the coalesced case is cheaper for the counters and the output log: find it once
        const bool contiguous
            = e.space == ObservedSpace::Global && contiguousWarp(e.addresses, e.activeMask, e.bytes * e.vector);
        counters.onMemory(e, contiguous);
        if (e.space == ObservedSpace::Shared) {
            race.onMemory(e);
            init.onMemory(e);
        } else {
            output->onMemory(e, contiguous);
        }
        // the warp access view draws sectors and banks: only global and shared accesses have them
        const bool drawable = e.space == ObservedSpace::Global || e.space == ObservedSpace::Shared;
        if (sampling && drawable && sampled.insert({e.pc, e.warp}).second) {
            AccessSample s {e.pc, e.warp, e.activeMask, e.space, e.kind, e.bytes, e.vector, {}};
            std::copy(e.addresses, e.addresses + 32, s.addresses.begin());
            samples.push_back(s);
        }
    }
    void onBarrier(const BarrierEvent& e) override
    {
        race.onBarrier(e);
        sync.onBarrier(e);
    }

    const std::vector<InstructionTraits>& traits;
    CounterCta counters;
    RaceCheckCta race;
    InitCheckCta init;
    SyncCheckCta sync;
    std::unique_ptr<OutputWatchCta> output;
    bool sampling;
    std::set<std::pair<std::uint32_t, std::uint32_t>> sampled;
    std::vector<AccessSample> samples;
};

} // namespace

AnalysisObserver::AnalysisObserver(AnalysisConfig config)
    : m_config(std::move(config))
{ }

ExecutionObserver::Interest AnalysisObserver::interest() const
{
    Interest i;
    i.instructions = true;
    i.memory = true;
    i.barriers = true;
    return i;
}

void AnalysisObserver::beginLaunch(const LaunchInfo& info)
{
    if (m_launches++ > 0)
        return;
    m_info = info;
    m_traits = traitsOf(m_info);
    m_pc.assign(m_info.instructions.size(), {});
    m_watch.begin(m_info, m_config.buffers);
    for (const auto& b : m_info.buffers) {
        SectorMap map;
        map.first = b.address >> 5;
        const std::uint64_t count = b.bytes ? ((b.address + b.bytes - 1) >> 5) - map.first + 1 : 0;
        map.bits.assign((count + 63) / 64, 0);
        m_sectorMaps.push_back(std::move(map));
    }
}

std::unique_ptr<CtaObserver> AnalysisObserver::createCta(const CtaInfo& cta)
{
    // m_launches is only written by beginLaunch, before any CTA of the launch runs
    if (m_launches > 1)
        return std::make_unique<IgnoredCta>();
    return std::make_unique<AnalysisCta>(m_info, cta, m_traits, m_watch);
}

void AnalysisObserver::endCta(const CtaInfo& cta, std::unique_ptr<CtaObserver> sink)
{
    if (m_launches > 1)
        return;
    auto* c = static_cast<AnalysisCta*>(sink.get());
    c->race.finish();
    c->counters.finish();
    const auto& perPc = c->counters.perPc();
    for (std::size_t pc = 0; pc < perPc.size() && pc < m_pc.size(); ++pc)
        if (perPc[pc].instExecuted || perPc[pc].globalRequests || perPc[pc].sharedRequests)
            m_pc[pc].add(perPc[pc]);
    addSectors(c->counters.takeSectors());
    m_findings.merge(c->race.findings());
    m_findings.merge(c->init.findings());
    m_findings.merge(c->sync.findings());
    m_watch.merge(cta, *c->output);
    if (c->sampling)
        m_samples = std::move(c->samples);
}

void AnalysisObserver::endLaunch(bool completed)
{
    if (m_launches == 1)
        m_completed = completed;
}

void AnalysisObserver::addSectors(const std::vector<std::uint64_t>& sectors)
{
    std::size_t hint = 0;
    for (const std::uint64_t sector : sectors) {
        if (hint >= m_sectorMaps.size() || sector < m_sectorMaps[hint].first
            || sector - m_sectorMaps[hint].first >= 64 * m_sectorMaps[hint].bits.size()) {
            hint = m_sectorMaps.size();
            for (std::size_t b = 0; b < m_sectorMaps.size(); ++b)
                if (sector >= m_sectorMaps[b].first
                    && sector - m_sectorMaps[b].first < 64 * m_sectorMaps[b].bits.size())
                    hint = b;
            if (hint == m_sectorMaps.size()) {
                m_otherSectors.push_back(sector);
                continue;
            }
        }
        const std::uint64_t i = sector - m_sectorMaps[hint].first;
        m_sectorMaps[hint].bits[i / 64] |= std::uint64_t(1) << (i % 64);
    }
}

std::uint64_t AnalysisObserver::uniqueSectors()
{
    std::sort(m_otherSectors.begin(), m_otherSectors.end());
    m_otherSectors.erase(std::unique(m_otherSectors.begin(), m_otherSectors.end()), m_otherSectors.end());
    std::uint64_t n = m_otherSectors.size();
    for (const auto& map : m_sectorMaps)
        for (const std::uint64_t word : map.bits)
            n += static_cast<std::uint64_t>(std::popcount(word));
    return n;
}

AnalysisReport AnalysisObserver::takeReport()
{
    AnalysisReport r;
    r.kernel = m_info.kernel;
    r.seed = m_config.seed;
    r.completed = m_completed;
    r.grid = m_info.grid;
    r.block = m_info.block;
    std::map<int, InstructionCounters> lines;
    for (std::size_t pc = 0; pc < m_pc.size(); ++pc) {
        const InstructionCounters& c = m_pc[pc];
        if (!c.instExecuted && !c.globalRequests && !c.sharedRequests)
            continue;
        const ObservedInstruction& in = m_info.instructions[pc];
        r.instructions.push_back({static_cast<std::uint32_t>(pc), in.ptxLine, in.sourceLine, in.opcode, c});
        lines[in.sourceLine].add(c);
        r.totals.add(c);
    }
    for (const auto& [line, c] : lines)
        r.lines.push_back({line, c});
    r.uniqueGlobalSectors = uniqueSectors();
    if (const GpuSpec* gpu = rooflineGpu(m_config.gpu))
        r.roofline = rooflineFor(r.totals, r.uniqueGlobalSectors, *gpu);
    else
        r.rooflineNote = "no GPU named '" + m_config.gpu + "' in resources/gpus.json";
    std::sort(m_samples.begin(), m_samples.end(),
        [](const AccessSample& a, const AccessSample& b) { return std::tie(a.pc, a.warp) < std::tie(b.pc, b.warp); });
    r.samples = std::move(m_samples);
    r.findings = m_findings.findings();
    for (const auto& f : m_watch.findings().findings())
        r.findings.push_back(f);
    return r;
}

} // namespace warpscope::core::analysis
