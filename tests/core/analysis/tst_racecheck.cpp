// racecheck's interval summary and log (racecheck.h) against the exact shadow (raceshadow.h) fed
// every access live: random event streams — warps, masks, widths (bytes to vectors), loads and
// stores with their values, barriers, racy and clean intervals, intervals longer than the log — must
// give the same findings, word for word. Plus the cases a teacher's kernel shows: a clean tiled
// interval, a missing barrier, a broadcast; and byte granularity (different bytes of one word are no
// race, the same byte is, mixed widths) and same-value writes (a warning, not an error).
#include "analysistest.h"

#include "core/analysis/accesspattern.h"
#include "core/analysis/racecheck.h"
#include "core/analysis/raceshadow.h"

#include <algorithm>
#include <bit>
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
    /// A store's bytes per lane (lane * width + k); empty: the harness gives no shared memory image.
    std::vector<std::uint8_t> values;
};

/// Applies a store's values to the shared image in lane order (the last lane wins, as in the emulator)
/// and gathers what each active lane's bytes hold afterwards, the way racecheck reads them.
std::vector<std::uint8_t> storeInto(std::vector<std::uint8_t>& shared, const MemoryEvent& e, const Step& s)
{
    const unsigned width = static_cast<unsigned>(e.bytes) * e.vector;
    for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
        const auto lane = static_cast<unsigned>(std::countr_zero(m));
        for (unsigned k = 0; k < width; ++k)
            if (e.addresses[lane] + k < shared.size())
                shared[e.addresses[lane] + k] = s.values[lane * width + k];
    }
    std::vector<std::uint8_t> out;
    for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
        const auto lane = static_cast<unsigned>(std::countr_zero(m));
        for (unsigned k = 0; k < width; ++k) {
            const std::uint64_t a = e.addresses[lane];
            out.push_back(a + width <= shared.size() ? shared[a + k] : 0);
        }
    }
    return out;
}

/// The same stream through RaceCheckCta and through a bare RaceShadow (the reference).
void compareOn(const LaunchInfo& info, const std::vector<Step>& steps, const char* what)
{
    std::vector<std::uint8_t> shared(info.sharedBytes);
    const bool withValues = std::any_of(steps.begin(), steps.end(), [](const Step& s) { return !s.values.empty(); });
    const CtaInfo cta {{1, 0, 0}, 1, (info.block[0] + 31) / 32, info.block[0],
        withValues ? reinterpret_cast<const std::byte*>(shared.data()) : nullptr};
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
        std::vector<std::uint8_t> written;
        if (withValues && e.kind == AccessKind::Store)
            written = storeInto(shared, e, s); // the event follows the store, as in the emulator
        fast.onMemory(e, facts);
        if (e.kind != AccessKind::Atomic)
            exact.onMemory(e, expected, written.empty() ? nullptr : written.data());
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
        ACHECK(got[i].severity == want[i].severity);
    }
}

/// The findings of one stream through racecheck (summary, log and replay), with a shared image.
std::vector<Finding> raceFindings(const LaunchInfo& info, const std::vector<Step>& steps)
{
    std::vector<std::uint8_t> shared(info.sharedBytes);
    const CtaInfo cta {
        {0, 0, 0}, 0, (info.block[0] + 31) / 32, info.block[0], reinterpret_cast<const std::byte*>(shared.data())};
    RaceCheckCta race(info, cta);
    for (const Step& s : steps) {
        if (s.barrier) {
            race.onBarrier({BarrierEvent::Kind::Release, 0, 0, 0, ~0u});
            continue;
        }
        MemoryEvent e = s.event;
        e.addresses = s.addresses.data();
        if (e.kind == AccessKind::Store && !s.values.empty())
            storeInto(shared, e, s);
        race.onMemory(e);
    }
    race.finish();
    return race.findings().findings();
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

/// A store whose lanes write `value(lane, byte)`.
Step storeOf(std::uint32_t pc, std::uint32_t warp, std::uint32_t mask, unsigned bytes, unsigned vector,
    const std::function<std::uint64_t(unsigned)>& address, const std::function<std::uint8_t(unsigned, unsigned)>& value)
{
    Step s = access(pc, warp, mask, AccessKind::Store, bytes, vector, address);
    const unsigned width = bytes * vector;
    s.values.resize(32 * width);
    for (unsigned l = 0; l < 32; ++l)
        for (unsigned k = 0; k < width; ++k)
            s.values[l * width + k] = value(l, k);
    return s;
}

void randomByteStreamsMatchTheShadow()
{
    // 1-, 2-, 4- and 8-byte accesses at any aligned byte, stores of values from a small set (so that
    // many writes repeat the value already there), with the shared image racecheck reads them from
    std::mt19937 rng(4321);
    for (int round = 0; round < 300; ++round) {
        const std::uint32_t bytes = 32u << (rng() % 4);
        const std::uint32_t warps = 1 + rng() % 8;
        const LaunchInfo info = launchWith(bytes, warps * 32);
        std::vector<Step> steps;
        const int length = 20 + static_cast<int>(rng() % 200);
        for (int i = 0; i < length; ++i) {
            if (rng() % 12 == 0) {
                steps.push_back(barrier());
                continue;
            }
            const unsigned size = 1u << (rng() % 3);
            const unsigned vector = (rng() % 6 == 0) ? 2u : 1u;
            const unsigned width = size * vector;
            const bool store = rng() % 3 == 0;
            const std::uint32_t mask = rng() % 3 == 0 ? static_cast<std::uint32_t>(rng()) : ~0u;
            const unsigned stride = rng() % 5 == 0 ? 0u : 1u << (rng() % 3);
            const std::uint64_t base = rng() % bytes;
            const bool wild = rng() % 15 == 0;
            auto address = [&](unsigned l) {
                if (wild && l % 7 == 3)
                    return std::uint64_t(bytes) + 64 * l;
                return ((base + l * stride * width) % bytes) / width * width;
            };
            const std::uint8_t palette = static_cast<std::uint8_t>(rng() % 3);
            const std::uint32_t pc = rng() % 8;
            const std::uint32_t warp = rng() % warps;
            if (store)
                steps.push_back(storeOf(pc, warp, mask, size, vector, address,
                    [&](unsigned l, unsigned k) { return static_cast<std::uint8_t>((l * 7 + k) % 2 + palette); }));
            else
                steps.push_back(access(pc, warp, mask, AccessKind::Load, size, vector, address));
            steps.back().facts = rng() % 4 != 0;
        }
        compareOn(info, steps, "random byte stream");
    }
}

void differentBytesOfOneWordAreNoRace()
{
    // byte counters side by side: warp w writes byte w of every word, in one interval
    const LaunchInfo info = launchWith(32 * 4, 128);
    std::vector<Step> steps;
    for (std::uint32_t w = 0; w < 4; ++w) {
        steps.push_back(access(0, w, ~0u, AccessKind::Load, 1, 1, [w](unsigned l) { return 4ull * l + w; }));
        steps.push_back(storeOf(
            1, w, ~0u, 1, 1, [w](unsigned l) { return 4ull * l + w; },
            [w](unsigned l, unsigned) { return static_cast<std::uint8_t>(l + w); }));
    }
    ACHECK(raceFindings(info, steps).empty());
}

void sameByteRaces()
{
    // two warps write byte 1 of the same words with different values: an error, named on that byte
    const LaunchInfo info = launchWith(32 * 4, 64);
    std::vector<Step> steps;
    steps.push_back(storeOf(
        1, 0, ~0u, 1, 1, [](unsigned l) { return 4ull * l + 1; }, [](unsigned, unsigned) { return 1; }));
    steps.push_back(storeOf(
        3, 1, ~0u, 1, 1, [](unsigned l) { return 4ull * l + 1; }, [](unsigned, unsigned) { return 2; }));
    const auto f = raceFindings(info, steps);
    ACHECK_EQ(f.size(), std::size_t(1));
    if (f.empty())
        return;
    ACHECK(f[0].severity == Finding::Severity::Error);
    ACHECK(f[0].message.find("write-after-write hazard") != std::string::npos);
    ACHECK_EQ(f[0].offset, std::int64_t(1));
    ACHECK_EQ(f[0].count, 32u);
}

void mixedWidths()
{
    // warp 0 stores the high half (u16) of each word; warp 1 reading the low half is clean, reading
    // the whole word (u32) or one byte of the high half is a read-after-write
    const LaunchInfo info = launchWith(32 * 4, 64);
    auto run = [&](unsigned bytes, unsigned offset) {
        std::vector<Step> steps;
        steps.push_back(storeOf(
            1, 0, ~0u, 2, 1, [](unsigned l) { return 4ull * l + 2; }, [](unsigned, unsigned) { return 9; }));
        steps.push_back(
            access(0, 1, ~0u, AccessKind::Load, bytes, 1, [offset](unsigned l) { return 4ull * l + offset; }));
        return raceFindings(info, steps);
    };
    ACHECK(run(2, 0).empty());
    ACHECK(run(1, 1).empty());
    const auto whole = run(4, 0);
    ACHECK_EQ(whole.size(), std::size_t(1));
    if (!whole.empty())
        ACHECK(whole[0].message.find("read-after-write") != std::string::npos);
    const auto byte = run(1, 3);
    ACHECK_EQ(byte.size(), std::size_t(1));
    // an 8-byte store over two words against a 1-byte store in the second: a race on that byte only
    std::vector<Step> steps;
    steps.push_back(storeOf(
        1, 0, 1u, 4, 2, [](unsigned) { return 8ull; }, [](unsigned, unsigned k) { return k; }));
    steps.push_back(storeOf(
        3, 1, 1u, 1, 1, [](unsigned) { return 13ull; }, [](unsigned, unsigned) { return 77; }));
    const auto wide = raceFindings(info, steps);
    ACHECK_EQ(wide.size(), std::size_t(1));
    if (!wide.empty())
        ACHECK_EQ(wide[0].offset, std::int64_t(13));
}

void sameValueIsAWarning()
{
    // two warps store the same flag value (a "done = 1" pattern): a warning that fails nothing; a
    // different value on another line is an error, kept apart from the warning
    const LaunchInfo info = launchWith(32 * 4, 64);
    std::vector<Step> steps;
    steps.push_back(storeOf(
        1, 0, 1u, 4, 1, [](unsigned) { return 0ull; }, [](unsigned, unsigned k) { return k == 0; }));
    steps.push_back(storeOf(
        3, 1, 1u, 4, 1, [](unsigned) { return 0ull; }, [](unsigned, unsigned k) { return k == 0; }));
    auto f = raceFindings(info, steps);
    ACHECK_EQ(f.size(), std::size_t(1));
    if (!f.empty()) {
        ACHECK(f[0].severity == Finding::Severity::Warning);
        ACHECK(!failsRun(f[0]));
        ACHECK(f[0].message.find("same value written") != std::string::npos);
    }
    steps.push_back(storeOf(
        5, 0, 1u, 4, 1, [](unsigned) { return 0ull; }, [](unsigned, unsigned) { return 3; }));
    f = raceFindings(info, steps);
    ACHECK_EQ(f.size(), std::size_t(2));
    if (f.size() == 2) {
        ACHECK(f[1].severity == Finding::Severity::Error);
        ACHECK(failsRun(f[1]));
        ACHECK_EQ(f[1].sourceLine, 15);
    }
    // a same-value write over a word another warp read is still a write-after-read error
    std::vector<Step> war;
    war.push_back(storeOf(
        1, 0, 1u, 4, 1, [](unsigned) { return 0ull; }, [](unsigned, unsigned) { return 4; }));
    war.push_back(access(0, 2 % 2, 1u, AccessKind::Load, 4, 1, [](unsigned) { return 0ull; }));
    war.push_back(access(2, 1, 1u, AccessKind::Load, 4, 1, [](unsigned) { return 0ull; }));
    war.push_back(storeOf(
        5, 0, 1u, 4, 1, [](unsigned) { return 0ull; }, [](unsigned, unsigned) { return 4; }));
    f = raceFindings(info, war);
    ACHECK(std::any_of(f.begin(), f.end(), [](const Finding& x) {
        return x.severity == Finding::Severity::Error && x.message.find("write-after-read") != std::string::npos;
    }));
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
        {"missingBarrierNamesBothThreads", missingBarrierNamesBothThreads},
        {"randomByteStreamsMatchTheShadow", randomByteStreamsMatchTheShadow},
        {"differentBytesOfOneWordAreNoRace", differentBytesOfOneWordAreNoRace}, {"sameByteRaces", sameByteRaces},
        {"mixedWidths", mixedWidths}, {"sameValueIsAWarning", sameValueIsAWarning}});
}
