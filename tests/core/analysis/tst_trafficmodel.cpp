// The cache traffic model (cachesim.h, trafficmodel.h) on synthetic streams: LRU order, sector fills,
// write-back of dirty sectors with their writer, requests folded into distinct sectors, L1 per SM and a
// shared L2, DRAM bytes that grow once the data outgrows the L2, sampling that stays close to the full
// simulation, and the setup's located error for a GPU without the cache figures.
#include "analysistest.h"

#include "core/analysis/cachesim.h"
#include "core/analysis/trafficmodel.h"

#include <cmath>

using namespace atest;

namespace {

constexpr CacheGeometry kTwoLines {256, 2, 128, 32}; // one set of two 128-byte lines

bool hit(SectorCache& c, std::uint64_t line, std::uint8_t sectors = 1, bool allocate = true)
{
    return c.access(line, sectors, allocate, false, 0).hits == sectors;
}

void lruEvictsTheOldestLine()
{
    SectorCache c(kTwoLines);
    ACHECK_EQ(c.sets(), std::uint64_t(1));
    ACHECK(!hit(c, 0));
    ACHECK(!hit(c, 1));
    ACHECK(hit(c, 0)); // line 0 is now the most recent
    ACHECK(!hit(c, 2)); // line 2 evicts line 1
    ACHECK(hit(c, 0));
    ACHECK(!hit(c, 1));
}

void sectorsFillOneAtATime()
{
    SectorCache c(kTwoLines);
    ACHECK(!hit(c, 0, 0b0010));
    ACHECK(hit(c, 0, 0b0010));
    ACHECK_EQ(c.access(0, 0b0110, true, false, 0).hits, std::uint8_t(0b0010)); // one of two valid
    ACHECK(!hit(c, 0, 0b1000, false)); // no allocation on a lookup-only miss...
    ACHECK(!hit(c, 0, 0b1000)); // ...so it still misses here
    ACHECK(hit(c, 0, 0b1110));
}

void dirtySectorsAreWrittenBackWithTheirWriter()
{
    SectorCache c(kTwoLines);
    c.access(0, 0b0001, true, true, 7);
    c.access(0, 0b0010, true, true, 9);
    c.access(1, 0b0001, true, false, 0);
    const CacheOutcome o = c.access(2, 0b0001, true, false, 0); // evicts line 0 with two dirty sectors
    ACHECK_EQ(o.evictedDirty, 2u);
    ACHECK_EQ(o.evictedWriters[0], 7u);
    ACHECK_EQ(o.evictedWriters[1], 9u);
    c.access(3, 0b0001, true, true, 3);
    int flushed = 0;
    c.flushDirty([&](std::uint32_t writer) { flushed += writer == 3 ? 1 : 100; });
    ACHECK_EQ(flushed, 1);
    c.flushDirty([&](std::uint32_t) { ++flushed; });
    ACHECK_EQ(flushed, 1); // flushed sectors are clean
}

MemoryEvent event(const std::array<std::uint64_t, 32>& addresses, AccessKind kind, std::uint8_t bytes, std::uint8_t vec)
{
    MemoryEvent e;
    e.pc = 1;
    e.activeMask = 0xFFFFFFFFu;
    e.kind = kind;
    e.bytes = bytes;
    e.vector = vec;
    e.addresses = addresses.data();
    return e;
}

void requestsFoldIntoDistinctSectors()
{
    std::array<std::uint64_t, 32> a {};
    for (unsigned lane = 0; lane < 32; ++lane)
        a[lane] = 4096; // a broadcast: one sector
    TrafficLog log;
    auto e = event(a, AccessKind::Load, 4, 1);
    log.add(e, TrafficKind::Load, false);
    ACHECK_EQ(log.accesses().size(), std::size_t(1));
    ACHECK_EQ(log.sectors(), std::uint64_t(1));
    log.clear();
    for (unsigned lane = 0; lane < 32; ++lane)
        a[lane] = 4096 + 128ull * lane; // stride 128 bytes: 32 lines, a sector each
    log.add(e, TrafficKind::Load, false);
    ACHECK_EQ(log.accesses().size(), std::size_t(32));
    ACHECK_EQ(log.sectors(), std::uint64_t(32));
    log.clear();
    for (unsigned lane = 0; lane < 32; ++lane)
        a[lane] = 4096 + 8ull * (31 - lane); // stride 8, lanes descending: 2 lines, 8 sectors
    log.add(e, TrafficKind::Load, false);
    ACHECK_EQ(log.accesses().size(), std::size_t(2));
    ACHECK_EQ(log.sectors(), std::uint64_t(8));
    log.clear();
    for (unsigned lane = 0; lane < 32; ++lane)
        a[lane] = 4096 + 16ull * lane + 64; // float4, back to back from half a line in: 512 bytes over 5 lines
    auto v = event(a, AccessKind::Load, 4, 4);
    log.add(v, TrafficKind::Load, true);
    ACHECK_EQ(log.accesses().size(), std::size_t(5));
    ACHECK_EQ(log.sectors(), std::uint64_t(16));
    ACHECK_EQ(log.accesses().front().line, std::uint64_t(32));
    ACHECK_EQ(log.accesses().front().sectors, std::uint8_t(0b1100));
    ACHECK_EQ(log.accesses().back().sectors, std::uint8_t(0b0011));
}

TrafficSetup smallGpu(std::uint64_t l1, std::uint64_t l2, unsigned sms)
{
    TrafficSetup s;
    s.gpu = "test";
    s.l1Bytes = l1;
    s.l2Bytes = l2;
    s.l1Ways = 4;
    s.l2Ways = 16;
    s.lineBytes = 128;
    s.sectorBytes = 32;
    s.smCount = sms;
    s.ctaCount = 4;
    return s;
}

TrafficLog stream(std::uint64_t firstSector, std::uint64_t count, TrafficKind kind, std::uint32_t pc)
{
    // one warp request per sector: enough for the model, which sees sectors
    TrafficLog log;
    std::array<std::uint64_t, 32> a {};
    for (std::uint64_t s = firstSector; s < firstSector + count; ++s) {
        a.fill(s * 32);
        auto e = event(a, kind == TrafficKind::Store ? AccessKind::Store : AccessKind::Load, 4, 1);
        e.pc = pc;
        log.add(e, kind, false);
    }
    return log;
}

TrafficCounters sum(const std::vector<TrafficCounters>& v)
{
    TrafficCounters t;
    for (const auto& c : v) {
        t.l1LoadSectors += c.l1LoadSectors;
        t.l1LoadHits += c.l1LoadHits;
        t.l2Sectors += c.l2Sectors;
        t.l2Hits += c.l2Hits;
        t.dramReadSectors += c.dramReadSectors;
        t.dramWriteSectors += c.dramWriteSectors;
    }
    return t;
}

void l1PerSmAndASharedL2()
{
    TrafficModel m(smallGpu(256 * 1024, 1024 * 1024, 2));
    m.merge(0, stream(0, 512, TrafficKind::Load, 1)); // 16 KB on SM 0: all misses
    m.merge(1, stream(0, 512, TrafficKind::Load, 2)); // the same on SM 1: L1 misses, L2 hits
    m.merge(2, stream(0, 512, TrafficKind::Load, 3)); // SM 0 again: L1 hits
    const auto c = m.simulate(4);
    ACHECK_EQ(c[1].l1LoadHits, std::uint64_t(0));
    ACHECK_EQ(c[1].dramReadSectors, std::uint64_t(512));
    ACHECK_EQ(c[2].l1LoadHits, std::uint64_t(0));
    ACHECK_EQ(c[2].l2Hits, std::uint64_t(512));
    ACHECK_EQ(c[2].dramReadSectors, std::uint64_t(0));
    ACHECK_EQ(c[3].l1LoadHits, std::uint64_t(512));
    ACHECK_EQ(c[3].l2Sectors, std::uint64_t(0));
}

void storesWriteOnceAndReadNothing()
{
    TrafficModel m(smallGpu(64 * 1024, 1024 * 1024, 1));
    m.merge(0, stream(0, 100, TrafficKind::Store, 1));
    m.merge(1, stream(0, 100, TrafficKind::Store, 2)); // rewrites: L2 hits, written to DRAM once
    const auto c = m.simulate(3);
    const TrafficCounters t = sum(c);
    ACHECK_EQ(t.dramReadSectors, std::uint64_t(0));
    ACHECK_EQ(t.dramWriteSectors, std::uint64_t(100));
    ACHECK_EQ(c[2].dramWriteSectors, std::uint64_t(100)); // the last writer gets them
    ACHECK_EQ(t.l1LoadSectors, std::uint64_t(0)); // stores do not go through L1's load path
    ACHECK_EQ(c[2].l2Hits, std::uint64_t(100));
}

void dramGrowsOnceDataOutgrowsTheL2()
{
    // read 64 KB twice from another SM each time: with a 1 MB L2 the second pass hits, with a 32 KB L2
    // it reads DRAM again
    for (const auto& [l2, passes] : {std::pair {1024ull * 1024, 1ull}, std::pair {32ull * 1024, 2ull}}) {
        TrafficModel m(smallGpu(16 * 1024, l2, 4));
        m.merge(0, stream(0, 2048, TrafficKind::Load, 1));
        m.merge(1, stream(0, 2048, TrafficKind::Load, 1));
        const TrafficCounters t = sum(m.simulate(2));
        ACHECK_EQ(t.dramReadSectors, 2048 * passes);
    }
}

void samplingStaysCloseToTheFullSimulation()
{
    // a working set of 3 MB re-read in a random order through a 2 MB L2: partly hits, partly misses
    TrafficSetup setup = smallGpu(32 * 1024, 2 * 1024 * 1024, 8);
    setup.ctaCount = 64;
    TrafficModel full(setup, std::size_t(1) << 30); // no sampling
    TrafficModel sampled(setup, 40000); // 64 CTAs of 4000 accesses: one line in 8
    Lcg next {11};
    for (int cta = 0; cta < 64; ++cta) {
        TrafficLog log;
        std::array<std::uint64_t, 32> a {};
        for (int r = 0; r < 4000; ++r) {
            a.fill((next() % (3 * 1024 * 1024 / 32)) * 32);
            auto e = event(a, r % 5 ? AccessKind::Load : AccessKind::Store, 4, 1);
            log.add(e, r % 5 ? TrafficKind::Load : TrafficKind::Store, false);
        }
        full.merge(cta, log);
        sampled.merge(cta, log);
    }
    const TrafficCounters f = sum(full.simulate(2));
    const TrafficCounters s = sum(sampled.simulate(2));
    ACHECK(full.setup().sampleRate == 1.0);
    ACHECK_MSG(sampled.setup().sampleRate == 0.125, std::to_string(sampled.setup().sampleRate));
    ACHECK_EQ(sampled.setup().accesses, std::uint64_t(64 * 4000));
    auto near = [](std::uint64_t a, std::uint64_t b) {
        return std::abs(static_cast<double>(a) - static_cast<double>(b)) <= 0.1 * static_cast<double>(b);
    };
    ACHECK_MSG(near(s.dramReadSectors, f.dramReadSectors),
        std::to_string(s.dramReadSectors) + " vs " + std::to_string(f.dramReadSectors));
    ACHECK_MSG(near(s.l2Hits, f.l2Hits), std::to_string(s.l2Hits) + " vs " + std::to_string(f.l2Hits));
    ACHECK_MSG(near(s.dramWriteSectors, f.dramWriteSectors),
        std::to_string(s.dramWriteSectors) + " vs " + std::to_string(f.dramWriteSectors));
}

void setupNamesAMissingFigureAndCarvesSharedOut()
{
    const GpuSpec* h100 = rooflineGpu("H100");
    ACHECK(h100 != nullptr);
    if (!h100)
        return;
    LaunchInfo launch;
    launch.ctaCount = 132 * 2;
    launch.sharedBytes = 48 * 1024;
    auto s = trafficSetupFor(*h100, launch);
    ACHECK(s.ok());
    if (s) {
        ACHECK_EQ(s->l1Bytes, std::uint64_t(256 - 96) * 1024); // two resident CTAs' shared memory
        ACHECK_EQ(s->smCount, 132u);
        ACHECK_EQ(s->sectorBytes, 32u);
    }
    GpuSpec bare = *h100;
    bare.l1Ways = {};
    auto e = trafficSetupFor(bare, launch);
    ACHECK(!e.ok());
    if (!e.ok())
        ACHECK_MSG(e.error().message.find("l1_ways") != std::string::npos
                && e.error().message.find("gpus.json") != std::string::npos,
            e.error().message);
}

void kindsFollowTheCacheOperator()
{
    ACHECK(trafficKindOf(AccessKind::Load, "ld.global.f32") == TrafficKind::Load);
    ACHECK(trafficKindOf(AccessKind::Load, "ld.global.nc.f32") == TrafficKind::Load);
    ACHECK(trafficKindOf(AccessKind::Load, "ld.global.cg.f32") == TrafficKind::LoadL2Only);
    ACHECK(trafficKindOf(AccessKind::Load, "ld.volatile.global.u32") == TrafficKind::LoadL2Only);
    ACHECK(trafficKindOf(AccessKind::Load, "cp.async.cg.shared.global") == TrafficKind::LoadL2Only);
    ACHECK(trafficKindOf(AccessKind::Store, "st.global.f32") == TrafficKind::Store);
    ACHECK(trafficKindOf(AccessKind::Atomic, "atom.global.add.f32") == TrafficKind::Atomic);
}

} // namespace

int main()
{
    return runTests({{"lruEvictsTheOldestLine", lruEvictsTheOldestLine},
        {"sectorsFillOneAtATime", sectorsFillOneAtATime},
        {"dirtySectorsAreWrittenBackWithTheirWriter", dirtySectorsAreWrittenBackWithTheirWriter},
        {"requestsFoldIntoDistinctSectors", requestsFoldIntoDistinctSectors},
        {"l1PerSmAndASharedL2", l1PerSmAndASharedL2}, {"storesWriteOnceAndReadNothing", storesWriteOnceAndReadNothing},
        {"dramGrowsOnceDataOutgrowsTheL2", dramGrowsOnceDataOutgrowsTheL2},
        {"samplingStaysCloseToTheFullSimulation", samplingStaysCloseToTheFullSimulation},
        {"setupNamesAMissingFigureAndCarvesSharedOut", setupNamesAMissingFigureAndCarvesSharedOut},
        {"kindsFollowTheCacheOperator", kindsFollowTheCacheOperator}});
}
