#include "core/analysis/analysisobserver.h"

#include "core/analysis/initcheck.h"
#include "core/analysis/racecheck.h"
#include "core/analysis/synccheck.h"

#include <algorithm>
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
        const OutputWatch& watch, ScratchPool& pool, const std::vector<bool>* l2OnlyLoads, const TrafficModel* model)
        : traits(traits)
        , pool(pool)
        , scratch(pool.take())
        , counters(traits, *scratch)
        , race(info, cta)
        , init(info, cta)
        , sync(info, cta)
        , output(watch.createCta())
        , sampling(cta.linear == 0)
        , l2OnlyLoads(l2OnlyLoads)
        , traffic(model ? model->setup().lineBytes : 128u, model ? model->setup().sectorBytes : 32u,
              model ? model->threshold() : nullptr)
    { }
    ~AnalysisCta() override
    {
        // a CTA that was not merged (the run stopped before it) leaves no sectors behind
        scratch->sectors.discard();
        pool.give(std::move(scratch));
    }
    /// Only where the warp is diverged or lanes exit (Interest::divergedInstructions): synccheck's part.
    void onInstruction(const InstructionEvent& e) override
    {
        if (e.pc < traits.size())
            sync.onInstruction(e, traits[e.pc].cls);
    }
    void onInstructionCounts(const std::vector<InstructionCount>& counts) override { counters.addCounts(counts); }
    void onMemory(const MemoryEvent& e) override
    {
        // back-to-back lanes (and, in shared memory, broadcasts) are cheaper for the counters, the
        // race summary and the output log: found once (for shared memory, by the counters' memo)
        const bool contiguous = e.space == ObservedSpace::Global
            && contiguousWarp(e.addresses, e.activeMask, static_cast<unsigned>(e.bytes) * e.vector);
        const PatternFacts facts = counters.onMemory(e, contiguous);
        if (e.space == ObservedSpace::Shared) {
            race.onMemory(e, facts);
            init.onMemory(e);
        } else {
            output->onMemory(e, contiguous);
            if (l2OnlyLoads && e.space == ObservedSpace::Global)
                traffic.add(e, trafficKind(e), contiguous);
        }
        // the warp access view draws sectors and banks: only global and shared accesses have them
        const bool drawable = e.space == ObservedSpace::Global || e.space == ObservedSpace::Shared;
        if (sampling && drawable && sampled.insert({e.pc, e.warp}).second) {
            AccessSample s {e.pc, e.warp, e.activeMask, e.space, e.kind, e.bytes, e.vector, {}};
            std::copy(e.addresses, e.addresses + 32, s.addresses.begin());
            samples.push_back(s);
        }
    }
    TrafficKind trafficKind(const MemoryEvent& e) const
    {
        if (e.kind == AccessKind::Load)
            return e.pc < l2OnlyLoads->size() && (*l2OnlyLoads)[e.pc] ? TrafficKind::LoadL2Only : TrafficKind::Load;
        return e.kind == AccessKind::Store ? TrafficKind::Store : TrafficKind::Atomic;
    }
    void onBarrier(const BarrierEvent& e) override
    {
        race.onBarrier(e);
        sync.onBarrier(e);
    }

    const std::vector<InstructionTraits>& traits;
    ScratchPool& pool;
    std::unique_ptr<CounterScratch> scratch;
    CounterCta counters;
    RaceCheckCta race;
    InitCheckCta init;
    SyncCheckCta sync;
    std::unique_ptr<OutputWatchCta> output;
    bool sampling;
    std::set<std::pair<std::uint32_t, std::uint32_t>> sampled;
    std::vector<AccessSample> samples;
    const std::vector<bool>* l2OnlyLoads; ///< null: no traffic model this launch
    TrafficLog traffic;
};

} // namespace

AnalysisObserver::AnalysisObserver(AnalysisConfig config)
    : m_config(std::move(config))
{ }

ExecutionObserver::Interest AnalysisObserver::interest() const
{
    Interest i;
    i.instructionCounts = true;
    i.divergedInstructions = true;
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
    for (const auto& b : m_info.buffers)
        m_sectors.addBuffer(b.address, b.bytes);
    m_scratch.reset(m_info.instructions.size(), m_sectors);
    const GpuSpec* gpu = rooflineGpu(m_config.gpu);
    if (!gpu) {
        m_trafficNote = "no GPU named '" + m_config.gpu + "' in resources/gpus.json";
        return;
    }
    auto setup = trafficSetupFor(*gpu, m_info);
    if (!setup) {
        m_trafficNote = setup.error().message;
        return;
    }
    m_l2OnlyLoads.clear();
    for (const auto& in : m_info.instructions)
        m_l2OnlyLoads.push_back(trafficKindOf(AccessKind::Load, in.opcode) == TrafficKind::LoadL2Only);
    m_traffic = std::make_unique<TrafficModel>(std::move(*setup));
}

std::unique_ptr<CtaObserver> AnalysisObserver::createCta(const CtaInfo& cta)
{
    // m_launches is only written by beginLaunch, before any CTA of the launch runs
    if (m_launches > 1)
        return std::make_unique<IgnoredCta>();
    return std::make_unique<AnalysisCta>(
        m_info, cta, m_traits, m_watch, m_scratch, m_traffic ? &m_l2OnlyLoads : nullptr, m_traffic.get());
}

void AnalysisObserver::endCta(const CtaInfo& cta, std::unique_ptr<CtaObserver> sink)
{
    if (m_launches > 1)
        return;
    auto* c = static_cast<AnalysisCta*>(sink.get());
    c->race.finish();
    const auto& perPc = c->counters.perPc();
    for (std::size_t pc = 0; pc < perPc.size() && pc < m_pc.size(); ++pc)
        if (perPc[pc].instExecuted || perPc[pc].globalRequests || perPc[pc].sharedRequests)
            m_pc[pc].add(perPc[pc]);
    c->scratch->sectors.drainInto(m_sectors);
    m_findings.merge(c->race.findings());
    m_findings.merge(c->init.findings());
    m_findings.merge(c->sync.findings());
    m_watch.merge(cta, *c->output);
    if (m_traffic)
        m_traffic->merge(cta.linear, c->traffic);
    if (c->sampling)
        m_samples = std::move(c->samples);
}

void AnalysisObserver::endLaunch(bool completed)
{
    if (m_launches == 1)
        m_completed = completed;
}

AnalysisReport AnalysisObserver::takeReport()
{
    AnalysisReport r;
    r.kernel = m_info.kernel;
    r.seed = m_config.seed;
    r.completed = m_completed;
    r.grid = m_info.grid;
    r.block = m_info.block;
    if (m_traffic) {
        const std::vector<TrafficCounters> traffic = m_traffic->simulate(m_pc.size());
        const std::uint64_t sector = m_traffic->setup().sectorBytes;
        for (std::size_t pc = 0; pc < m_pc.size(); ++pc) {
            InstructionCounters& c = m_pc[pc];
            c.l1LoadSectors = traffic[pc].l1LoadSectors;
            c.l1LoadHits = traffic[pc].l1LoadHits;
            c.l2Sectors = traffic[pc].l2Sectors;
            c.l2Hits = traffic[pc].l2Hits;
            c.dramBytesRead = traffic[pc].dramReadSectors * sector;
            c.dramBytesWritten = traffic[pc].dramWriteSectors * sector;
        }
        r.traffic = m_traffic->setup();
    } else {
        r.trafficNote = m_trafficNote;
    }
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
    r.uniqueGlobalSectors = m_sectors.count();
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
