#include "core/analysis/trafficmodel.h"

#include <algorithm>
#include <cmath>

namespace warpscope::core::analysis {

namespace {

bool has(const std::string& opcode, const char* part)
{
    return opcode.find(part) != std::string::npos;
}

/// A second hash of the line, independent of the set index, for the sampler.
std::uint32_t sampleHash(std::uint64_t line)
{
    return static_cast<std::uint32_t>((line * 0xC2B2AE3D27D4EB4Full) >> 32);
}

std::uint64_t scaled(std::uint64_t count, double rate)
{
    return rate >= 1.0 ? count : static_cast<std::uint64_t>(std::llround(static_cast<double>(count) / rate));
}

} // namespace

TrafficKind trafficKindOf(AccessKind kind, const std::string& opcode)
{
    if (kind == AccessKind::Atomic)
        return TrafficKind::Atomic;
    if (kind == AccessKind::Store)
        return TrafficKind::Store;
    // .cg/.cv: cache in L2 only; volatile and strong loads must see other SMs' writes, which the
    // non-coherent L1 does not promise
    if (has(opcode, ".cg") || has(opcode, ".cv") || has(opcode, ".volatile") || has(opcode, ".relaxed")
        || has(opcode, ".acquire"))
        return TrafficKind::LoadL2Only;
    return TrafficKind::Load;
}

void TrafficLog::add(const MemoryEvent& e, TrafficKind kind, bool contiguous)
{
    if (!e.activeMask)
        return;
    const unsigned span = static_cast<unsigned>(e.bytes) * e.vector;
    if (contiguous) {
        const int first = std::countr_zero(e.activeMask);
        const int last = 31 - std::countl_zero(e.activeMask);
        const std::uint64_t lo = e.addresses[first] / m_sectorBytes;
        const std::uint64_t hi = (e.addresses[last] + std::max(1u, span) - 1) / m_sectorBytes;
        for (std::uint64_t s = lo; s <= hi; ++s)
            m_accesses.push_back({s, e.pc, kind});
        return;
    }
    // each request's sectors once: what the L1 looks up (Nsight counts sectors per request)
    std::uint64_t sectors[64];
    unsigned n = 0;
    for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
        const int lane = std::countr_zero(m);
        const std::uint64_t a = e.addresses[lane];
        sectors[n++] = a / m_sectorBytes;
        const std::uint64_t end = (a + std::max(1u, span) - 1) / m_sectorBytes;
        if (end != sectors[n - 1])
            sectors[n++] = end; // an unaligned lane access across a sector boundary
    }
    std::sort(sectors, sectors + n);
    const std::uint64_t* end = std::unique(sectors, sectors + n);
    for (const std::uint64_t* s = sectors; s != end; ++s)
        m_accesses.push_back({*s, e.pc, kind});
}

Result<TrafficSetup> trafficSetupFor(const GpuSpec& gpu, const LaunchInfo& launch)
{
    const std::pair<const char*, const SpecFigure*> needed[]
        = {{"sm_count", &gpu.smCount}, {"l2_bytes", &gpu.l2Bytes}, {"l1_shared_bytes_per_sm", &gpu.l1SharedBytes},
            {"max_shared_bytes_per_sm", &gpu.maxSharedBytes}, {"cache_line_bytes", &gpu.cacheLineBytes},
            {"cache_sector_bytes", &gpu.sectorBytes}, {"l1_ways", &gpu.l1Ways}, {"l2_ways", &gpu.l2Ways}};
    for (const auto& [key, figure] : needed)
        if (figure->value <= 0)
            return makeError(ErrorCode::BadInput,
                "resources/gpus.json: GPU '" + gpu.name + "' has no '" + key
                    + "'; the cache traffic model needs it (add it with its source)",
                {}, 0, key);
    TrafficSetup s;
    s.gpu = gpu.name;
    s.smCount = static_cast<unsigned>(gpu.smCount.value);
    s.l2Bytes = static_cast<std::uint64_t>(gpu.l2Bytes.value);
    s.lineBytes = static_cast<unsigned>(gpu.cacheLineBytes.value);
    s.sectorBytes = static_cast<unsigned>(gpu.sectorBytes.value);
    s.l1Ways = static_cast<unsigned>(gpu.l1Ways.value);
    s.l2Ways = static_cast<unsigned>(gpu.l2Ways.value);
    // the CTAs an SM holds at once take their shared memory out of the combined array: as many as the
    // grid puts on one SM, as far as shared memory allows
    const auto combined = static_cast<std::uint64_t>(gpu.l1SharedBytes.value);
    const auto maxShared = static_cast<std::uint64_t>(gpu.maxSharedBytes.value);
    std::uint64_t shared = 0;
    if (launch.sharedBytes > 0) {
        const std::uint64_t perSm = (launch.ctaCount + s.smCount - 1) / s.smCount;
        const std::uint64_t fit = std::max<std::uint64_t>(1, maxShared / launch.sharedBytes);
        shared = std::min(maxShared, launch.sharedBytes * std::min(perSm, fit));
    }
    s.l1Bytes = combined - std::min(combined, shared);
    return s;
}

nlohmann::json trafficSetupToJson(const TrafficSetup& s)
{
    return {{"gpu", s.gpu}, {"l1_bytes_per_sm", s.l1Bytes}, {"l2_bytes", s.l2Bytes}, {"l1_ways", s.l1Ways},
        {"l2_ways", s.l2Ways}, {"line_bytes", s.lineBytes}, {"sector_bytes", s.sectorBytes}, {"sm_count", s.smCount},
        {"sample_rate", s.sampleRate}, {"sector_accesses", s.accesses},
        {"sampled",
            s.sampleRate < 1.0
                ? "yes: lines sampled by hash (SHARDS) at this rate, caches shrunk alike, counts scaled back"
                : "no: every sector access simulated"},
        {"assumptions", kTrafficAssumptions}, {"kind", "model, not a measurement"}};
}

TrafficSetup trafficSetupFromJson(const nlohmann::json& j)
{
    TrafficSetup s;
    s.gpu = j.value("gpu", std::string());
    s.l1Bytes = j.value("l1_bytes_per_sm", std::uint64_t(0));
    s.l2Bytes = j.value("l2_bytes", std::uint64_t(0));
    s.l1Ways = j.value("l1_ways", 0u);
    s.l2Ways = j.value("l2_ways", 0u);
    s.lineBytes = j.value("line_bytes", 0u);
    s.sectorBytes = j.value("sector_bytes", 0u);
    s.smCount = j.value("sm_count", 0u);
    s.sampleRate = j.value("sample_rate", 1.0);
    s.accesses = j.value("sector_accesses", std::uint64_t(0));
    return s;
}

TrafficModel::TrafficModel(TrafficSetup setup, std::size_t sampleLimit)
    : m_setup(std::move(setup))
    , m_limit(std::max<std::size_t>(1, sampleLimit))
    , m_threshold(std::uint64_t(1) << 32)
{ }

bool TrafficModel::sampled(std::uint64_t sector) const
{
    const std::uint64_t perLine = std::max(1u, m_setup.lineBytes / std::max(1u, m_setup.sectorBytes));
    return sampleHash(sector / perLine) < m_threshold;
}

void TrafficModel::halveRate()
{
    m_threshold /= 2;
    m_setup.sampleRate /= 2.0;
    std::erase_if(m_entries, [this](const Entry& e) { return !sampled(e.access.sector); });
}

void TrafficModel::merge(std::uint64_t ctaLinear, const TrafficLog& log)
{
    const auto sm = static_cast<std::uint32_t>(ctaLinear % std::max(1u, m_setup.smCount));
    m_setup.accesses += log.accesses().size();
    for (const TrafficAccess& a : log.accesses())
        if (m_threshold >> 32 || sampled(a.sector))
            m_entries.push_back({a, sm});
    while (m_entries.size() > m_limit && m_threshold > 1)
        halveRate();
}

std::vector<TrafficCounters> TrafficModel::simulate(std::size_t pcs)
{
    std::vector<TrafficCounters> raw(pcs);
    const double rate = m_setup.sampleRate;
    const CacheGeometry l1 {m_setup.l1Bytes, m_setup.l1Ways, m_setup.lineBytes, m_setup.sectorBytes};
    std::vector<std::unique_ptr<SectorCache>> l1s(std::max(1u, m_setup.smCount));
    SectorCache l2({m_setup.l2Bytes, m_setup.l2Ways, m_setup.lineBytes, m_setup.sectorBytes}, rate);
    auto at = [&](std::uint32_t pc) -> TrafficCounters* { return pc < raw.size() ? &raw[pc] : nullptr; };
    auto toL2 = [&](const TrafficAccess& a, TrafficCounters* c) {
        const bool write = a.kind == TrafficKind::Store || a.kind == TrafficKind::Atomic;
        const CacheOutcome o = l2.access(a.sector, true, write, a.pc);
        for (unsigned i = 0; i < o.evictedDirty; ++i)
            if (TrafficCounters* w = at(o.evictedWriters[i]))
                ++w->dramWriteSectors;
        if (!c)
            return;
        ++c->l2Sectors;
        c->l2Hits += o.hit;
        // a store allocates without reading (byte masks); a load or an atomic needs the data
        if (!o.hit && a.kind != TrafficKind::Store)
            ++c->dramReadSectors;
    };
    for (const Entry& e : m_entries) {
        TrafficCounters* c = at(e.access.pc);
        if (e.access.kind == TrafficKind::Load && m_setup.l1Bytes > 0) {
            auto& cache = l1s[e.sm % l1s.size()];
            if (!cache)
                cache = std::make_unique<SectorCache>(l1, rate);
            const bool hit = cache->access(e.access.sector, true, false, 0).hit;
            if (c) {
                ++c->l1LoadSectors;
                c->l1LoadHits += hit;
            }
            if (hit)
                continue;
        }
        toL2(e.access, c);
    }
    l2.flushDirty([&](std::uint32_t writer) {
        if (TrafficCounters* w = at(writer))
            ++w->dramWriteSectors;
    });
    for (TrafficCounters& c : raw)
        c = {scaled(c.l1LoadSectors, rate), scaled(c.l1LoadHits, rate), scaled(c.l2Sectors, rate),
            scaled(c.l2Hits, rate), scaled(c.dramReadSectors, rate), scaled(c.dramWriteSectors, rate)};
    return raw;
}

} // namespace warpscope::core::analysis
