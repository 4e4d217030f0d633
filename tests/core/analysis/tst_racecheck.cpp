// racecheck's interval summary and log (racecheck.h) against the exact shadow (raceshadow.h) fed
// every access live: random event streams — warps, masks, widths, loads and stores, barriers, racy
// and clean intervals, intervals longer than the log — must give the same findings, word for word.
// Plus the cases a teacher's kernel shows: a clean tiled interval, a missing barrier, a broadcast.
#include "analysistest.h"

#include "core/analysis/accesspattern.h"
#include "core/analysis/racecheck.h"
#include "core/analysis/raceshadow.h"

#include <random>

using namespace atest;

namespace {

LaunchInfo launchWith(std::uint32_t sharedBytes, std::uint32_t threads)
{
    LaunchInfo info;
    info.kernel = "k";
    info.block = {threads, 1, 1};
    info.sharedBytes = sharedBytes;
    for (int pc = 0; pc < 8; ++pc)
        info.instructions.push_back({pc % 2 ? "st.shared.f32" : "ld.shared.f32", 100 + pc, 10 + pc,
            pc % 2 ? InstructionClass::Store : InstructionClass::Load, false});
    info.sharedVariables.push_back({"tile", 0, sharedBytes});
    return info;
}

/// One step of a stream: a memory access or (addresses empty) a barrier release.
struct Step {
    MemoryEvent event;
    std::array<std::uint64_t, 32> addresses {};
    bool barrier = false;
    bool facts = true; ///< hand racecheck what the cost memo knows of the pattern, as the observer does
};

/// The same stream through RaceCheckCta and through a bare RaceShadow (the reference).
void compareOn(const LaunchInfo& info, const std::vector<Step>& steps, const char* what)
{
    const CtaInfo cta {{1, 0, 0}, 1, (info.block[0] + 31) / 32, info.block[0]};
    RaceCheckCta fast(info, cta);
    SharedCostMemo memo;
    RaceShadow exact(info, cta);
    FindingSet expected;
    for (const Step& s : steps) {
        if (s.barrier) {
            fast.onBarrier({BarrierEvent::Kind::Release, 0, 0, 0, ~0u});
            exact.newInterval();
            continue;
        }
        MemoryEvent e = s.event;
        e.addresses = s.addresses.data();
        PatternFacts facts;
        if (e.kind != AccessKind::Atomic && s.facts)
            memo.cost(e.addresses, e.activeMask, static_cast<unsigned>(e.bytes) * e.vector, facts);
        fast.onMemory(e, facts);
        if (e.kind != AccessKind::Atomic)
            exact.onMemory(e, expected);
    }
    fast.finish();
    const auto& got = fast.findings().findings();
    const auto& want = expected.findings();
    ACHECK_MSG(got.size() == want.size(),
        std::string(what) + ": " + std::to_string(got.size()) + " findings, expected " + std::to_string(want.size()));
    for (std::size_t i = 0; i < std::min(got.size(), want.size()); ++i) {
        ACHECK_MSG(
            got[i].message == want[i].message, std::string(what) + ": " + got[i].message + " | " + want[i].message);
        ACHECK_EQ(got[i].count, want[i].count);
        ACHECK(got[i].thread == want[i].thread && got[i].otherThread == want[i].otherThread);
        ACHECK_EQ(got[i].sourceLine, want[i].sourceLine);
        ACHECK_EQ(got[i].otherSourceLine, want[i].otherSourceLine);
    }
}

Step access(std::uint32_t pc, std::uint32_t warp, std::uint32_t mask, AccessKind kind, unsigned bytes, unsigned vector,
    const std::function<std::uint64_t(unsigned)>& address)
{
    Step s;
    s.event.pc = pc;
    s.event.warp = warp;
    s.event.activeMask = mask;
    s.event.space = ObservedSpace::Shared;
    s.event.kind = kind;
    s.event.bytes = static_cast<std::uint8_t>(bytes);
    s.event.vector = static_cast<std::uint8_t>(vector);
    s.event.ptxLine = 100 + static_cast<int>(pc);
    s.event.sourceLine = 10 + static_cast<int>(pc);
    for (unsigned l = 0; l < 32; ++l)
        s.addresses[l] = address(l);
    return s;
}

Step barrier()
{
    Step s;
    s.barrier = true;
    return s;
}

void randomStreamsMatchTheShadow()
{
    std::mt19937 rng(1234);
    for (int round = 0; round < 300; ++round) {
        const std::uint32_t words = 16u << (rng() % 4); // 16..128 words: collisions are likely
        const std::uint32_t warps = 1 + rng() % 8;
        const LaunchInfo info = launchWith(words * 4, warps * 32);
        std::vector<Step> steps;
        const int length = 20 + static_cast<int>(rng() % 200);
        for (int i = 0; i < length; ++i) {
            if (rng() % 12 == 0) {
                steps.push_back(barrier());
                continue;
            }
            const unsigned vector = (rng() % 6 == 0) ? 2u : 1u;
            const AccessKind kind = rng() % 3 == 0 ? AccessKind::Store
                : rng() % 10 == 0                  ? AccessKind::Atomic
                                                   : AccessKind::Load;
            const std::uint32_t mask = rng() % 3 == 0 ? static_cast<std::uint32_t>(rng()) : ~0u;
            const unsigned stride = rng() % 5 == 0 ? 0u : 1u << (rng() % 3); // 0: a broadcast
            const std::uint64_t base = rng() % words;
            const bool wild = rng() % 15 == 0; // some lanes out of bounds
            steps.push_back(access(rng() % 8, rng() % warps, mask, kind, 4, vector, [&](unsigned l) {
                if (wild && l % 7 == 3)
                    return std::uint64_t(words) * 4 + 64 * l;
                return ((base + l * stride * vector) % words) * 4 / (4 * vector) * (4 * vector);
            }));
            steps.back().facts = rng() % 4 != 0;
        }
        compareOn(info, steps, "random stream");
    }
}

void longIntervalsGoExact()
{
    // more accesses than the log holds in one interval, a race at the start and at the end
    const LaunchInfo info = launchWith(256 * 4, 64);
    std::vector<Step> steps;
    steps.push_back(access(1, 0, ~0u, AccessKind::Store, 4, 1, [](unsigned l) { return 4ull * l; }));
    steps.push_back(access(0, 1, ~0u, AccessKind::Load, 4, 1, [](unsigned l) { return 4ull * (31 - l); }));
    for (std::size_t i = 0; i < RaceCheckCta::kMaxLogged + 100; ++i)
        steps.push_back(
            access(2, i % 2, ~0u, AccessKind::Load, 4, 1, [i](unsigned l) { return 4 * ((i + l) % 200 + 40); }));
    steps.push_back(access(3, 1, ~0u, AccessKind::Store, 4, 1, [](unsigned l) { return 4ull * (40 + l); }));
    steps.push_back(barrier());
    steps.push_back(access(3, 1, ~0u, AccessKind::Store, 4, 1, [](unsigned l) { return 4ull * (40 + l); }));
    compareOn(info, steps, "long interval");
}

void tiledIntervalIsClean()
{
    // each warp stores its own rows, a barrier, then every warp reads every row: no hazard
    const LaunchInfo info = launchWith(256 * 4, 256);
    const CtaInfo cta {{0, 0, 0}, 0, 8, 256};
    RaceCheckCta race(info, cta);
    std::array<std::uint64_t, 32> a {};
    for (int tile = 0; tile < 3; ++tile) {
        for (std::uint32_t w = 0; w < 8; ++w) {
            for (unsigned l = 0; l < 32; ++l)
                a[l] = 4ull * (w * 32 + l);
            race.onMemory({1, w, ~0u, ObservedSpace::Shared, AccessKind::Store, 4, 1, 11, 11, a.data()});
        }
        race.onBarrier({BarrierEvent::Kind::Release, 0, 0, 0, ~0u});
        for (std::uint32_t w = 0; w < 8; ++w)
            for (unsigned k = 0; k < 16; ++k) {
                for (unsigned l = 0; l < 32; ++l)
                    a[l] = 4ull * (k * 16 + l % 16); // a half-warp broadcast pattern
                race.onMemory({0, w, ~0u, ObservedSpace::Shared, AccessKind::Load, 4, 1, 10, 10, a.data()});
            }
        race.onBarrier({BarrierEvent::Kind::Release, 0, 0, 0, ~0u});
    }
    race.finish();
    ACHECK(race.findings().empty());
}

void missingBarrierNamesBothThreads()
{
    // warp 0 stores s[l], warp 1 reads s[31 - l] in the same interval: read-after-write on the read
    const LaunchInfo info = launchWith(64 * 4, 64);
    const CtaInfo cta {{0, 0, 0}, 0, 2, 64};
    RaceCheckCta race(info, cta);
    std::array<std::uint64_t, 32> a {};
    for (unsigned l = 0; l < 32; ++l)
        a[l] = 4ull * l;
    race.onMemory({1, 0, ~0u, ObservedSpace::Shared, AccessKind::Store, 4, 1, 101, 11, a.data()});
    for (unsigned l = 0; l < 32; ++l)
        a[l] = 4ull * (31 - l);
    race.onMemory({0, 1, ~0u, ObservedSpace::Shared, AccessKind::Load, 4, 1, 100, 10, a.data()});
    race.finish();
    const auto& f = race.findings().findings();
    ACHECK_EQ(f.size(), std::size_t(1));
    if (f.empty())
        return;
    ACHECK(f[0].kind == Finding::Kind::Race);
    ACHECK_EQ(f[0].sourceLine, 10);
    ACHECK_EQ(f[0].otherSourceLine, 11);
    ACHECK_EQ(f[0].thread[0], 32u); // lane 0 of warp 1 reads s[31], which lane 31 of warp 0 wrote
    ACHECK_EQ(f[0].otherThread[0], 31u);
    ACHECK_EQ(f[0].count, 32u);
    ACHECK(f[0].message.find("read-after-write") != std::string::npos);
    ACHECK(f[0].message.find("'tile'") != std::string::npos);
}

} // namespace

int main()
{
    return runTests({{"randomStreamsMatchTheShadow", randomStreamsMatchTheShadow},
        {"longIntervalsGoExact", longIntervalsGoExact}, {"tiledIntervalIsClean", tiledIntervalIsClean},
        {"missingBarrierNamesBothThreads", missingBarrierNamesBothThreads}});
}
