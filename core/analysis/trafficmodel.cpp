#include "core/analysis/trafficmodel.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace warpscope::core::analysis {

namespace {

bool has(const std::string& opcode, const char* part)
{
    return opcode.find(part) != std::string::npos;
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

TrafficLog::TrafficLog(unsigned lineBytes, unsigned sectorBytes, const std::atomic<std::uint64_t>* threshold)
    : m_lineShift(static_cast<unsigned>(std::countr_zero(std::max(1u, lineBytes))))
    , m_sectorShift(static_cast<unsigned>(std::countr_zero(std::max(1u, sectorBytes))))
    , m_threshold(threshold)
{ }

void TrafficLog::push(std::uint64_t line, std::uint8_t sectors, std::uint32_t pc, TrafficKind kind)
{
    m_sectors += sectorCount(sectors);
    // a line the model will not simulate is counted but not kept (merge filters again, so what a CTA
    // logged before the threshold was published changes nothing)
    if (m_threshold) {
        const std::uint64_t t = m_threshold->load(std::memory_order_relaxed);
        if (!(t >> 32) && sampleHashLine(line) >= t)
            return;
    }
    m_accesses.push_back({line, pc, kind, sectors});
}

void TrafficLog::add(const MemoryEvent& e, TrafficKind kind, bool contiguous)
{
    if (!e.activeMask)
        return;
    const unsigned span = std::max(1u, static_cast<unsigned>(e.bytes) * e.vector);
    const unsigned perLine = m_lineShift - m_sectorShift; // log2 of sectors per line
    const std::uint64_t sectorMask = (std::uint64_t(1) << perLine) - 1;
    if (contiguous) {
        const int first = std::countr_zero(e.activeMask);
        const int last = 31 - std::countl_zero(e.activeMask);
        const std::uint64_t lo = e.addresses[first] >> m_sectorShift;
        const std::uint64_t hi = (e.addresses[last] + span - 1) >> m_sectorShift;
        for (std::uint64_t line = lo >> perLine; line <= hi >> perLine; ++line) {
            const std::uint64_t a = std::max(lo, line << perLine), b = std::min(hi, (line << perLine) | sectorMask);
            const auto bits = static_cast<std::uint8_t>(((std::uint64_t(2) << (b - a)) - 1) << (a & sectorMask));
            push(line, bits, e.pc, kind);
        }
        return;
    }
    // each request's lines once, with the sectors its lanes touched: lanes in address order (most
    // strided patterns) merge with their neighbour; anything else is sorted first
    struct LineBits {
        std::uint64_t first;
        std::uint8_t second;
        bool operator<(const LineBits& o) const { return first < o.first; }
    };
    LineBits lines[64]; // NOLINT: left uninitialised, only the first n are read
    unsigned n = 0;
    bool ascending = true;
    auto note = [&](std::uint64_t sector) {
        const std::uint64_t line = sector >> perLine;
        const auto bit = static_cast<std::uint8_t>(1u << (sector & sectorMask));
        if (n && lines[n - 1].first == line) {
            lines[n - 1].second |= bit;
            return;
        }
        ascending = ascending && (n == 0 || lines[n - 1].first < line);
        lines[n++] = {line, bit};
    };
    for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
        const std::uint64_t a = e.addresses[std::countr_zero(m)];
        const std::uint64_t s0 = a >> m_sectorShift, s1 = (a + span - 1) >> m_sectorShift;
        note(s0);
        if (s1 != s0)
            note(s1); // an unaligned lane access across a sector boundary
    }
    if (!ascending) {
        std::sort(lines, lines + n);
        unsigned k = 0;
        for (unsigned i = 1; i < n; ++i) {
            if (lines[i].first == lines[k].first)
                lines[k].second |= lines[i].second;
            else
                lines[++k] = lines[i];
        }
        n = n ? k + 1 : 0;
    }
    for (unsigned i = 0; i < n; ++i)
        push(lines[i].first, lines[i].second, e.pc, kind);
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
    s.ctaCount = launch.ctaCount;
    return s;
}

nlohmann::json trafficSetupToJson(const TrafficSetup& s)
{
    return {{"gpu", s.gpu}, {"l1_bytes_per_sm", s.l1Bytes}, {"l2_bytes", s.l2Bytes}, {"l1_ways", s.l1Ways},
        {"l2_ways", s.l2Ways}, {"line_bytes", s.lineBytes}, {"sector_bytes", s.sectorBytes}, {"sm_count", s.smCount},
        {"sample_rate", s.sampleRate}, {"sector_accesses", s.accesses}, {"cta_count", s.ctaCount},
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
    s.ctaCount = j.value("cta_count", std::uint64_t(0));
    return s;
}

TrafficModel::TrafficModel(TrafficSetup setup, std::size_t sampleLimit)
    : m_setup(std::move(setup))
    , m_limit(std::max<std::size_t>(1, sampleLimit))
{ }

void TrafficModel::start(std::size_t firstLog)
{
    // the first CTA's log times the CTAs estimates the stream; halve the rate until it fits
    const double estimate
        = static_cast<double>(firstLog) * static_cast<double>(std::max<std::uint64_t>(1, m_setup.ctaCount));
    while (estimate * m_setup.sampleRate > static_cast<double>(m_limit) && m_threshold > 1) {
        m_threshold /= 2;
        m_setup.sampleRate /= 2.0;
    }
    if (m_setup.l1Bytes > 0)
        m_l1 = std::make_unique<SectorCache>(
            CacheGeometry {m_setup.l1Bytes, m_setup.l1Ways, m_setup.lineBytes, m_setup.sectorBytes}, m_setup.sampleRate,
            std::max(1u, m_setup.smCount), false);
    m_l2 = std::make_unique<SectorCache>(
        CacheGeometry {m_setup.l2Bytes, m_setup.l2Ways, m_setup.lineBytes, m_setup.sectorBytes}, m_setup.sampleRate);
    m_published.store(m_threshold, std::memory_order_relaxed);
}

TrafficCounters* TrafficModel::at(std::uint32_t pc)
{
    if (pc >= m_raw.size())
        m_raw.resize(pc + 1);
    return &m_raw[pc];
}

void TrafficModel::toL2(const TrafficAccess& a)
{
    const bool write = a.kind == TrafficKind::Store || a.kind == TrafficKind::Atomic;
    const CacheOutcome o = m_l2->access(a.line, a.sectors, true, write, a.pc);
    for (unsigned i = 0; i < o.evictedDirty; ++i)
        ++at(o.evictedWriters[i])->dramWriteSectors;
    TrafficCounters* c = at(a.pc);
    const unsigned asked = static_cast<unsigned>(sectorCount(a.sectors));
    const unsigned hits = static_cast<unsigned>(sectorCount(o.hits));
    c->l2Sectors += asked;
    c->l2Hits += hits;
    // a store allocates without reading (byte masks); a load or an atomic needs the data
    if (a.kind != TrafficKind::Store)
        c->dramReadSectors += asked - hits;
}

void TrafficModel::merge(std::uint64_t ctaLinear, const TrafficLog& log)
{
    if (!m_l2)
        start(log.sectors());
    m_setup.accesses += log.sectors();
    const auto sm = static_cast<unsigned>(ctaLinear % std::max(1u, m_setup.smCount));
    const bool all = m_threshold >> 32;
    for (const TrafficAccess& a : log.accesses()) {
        if (!all && sampleHashLine(a.line) >= m_threshold)
            continue;
        if (a.kind == TrafficKind::Load && m_l1) {
            const std::uint8_t hits = m_l1->access(a.line, a.sectors, true, false, 0, sm).hits;
            TrafficCounters* c = at(a.pc);
            c->l1LoadSectors += static_cast<unsigned>(sectorCount(a.sectors));
            c->l1LoadHits += static_cast<unsigned>(sectorCount(hits));
            if (hits == a.sectors)
                continue;
            toL2({a.line, a.pc, a.kind, static_cast<std::uint8_t>(a.sectors & ~hits)});
            continue;
        }
        toL2(a);
    }
}

std::vector<TrafficCounters> TrafficModel::simulate(std::size_t pcs)
{
    if (m_l2)
        m_l2->flushDirty([this](std::uint32_t writer) { ++at(writer)->dramWriteSectors; });
    std::vector<TrafficCounters> out(pcs);
    const double rate = m_setup.sampleRate;
    for (std::size_t pc = 0; pc < pcs && pc < m_raw.size(); ++pc) {
        const TrafficCounters& c = m_raw[pc];
        out[pc] = {scaled(c.l1LoadSectors, rate), scaled(c.l1LoadHits, rate), scaled(c.l2Sectors, rate),
            scaled(c.l2Hits, rate), scaled(c.dramReadSectors, rate), scaled(c.dramWriteSectors, rate)};
    }
    return out;
}

} // namespace warpscope::core::analysis
