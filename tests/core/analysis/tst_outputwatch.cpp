// The output log (outputwatch.h) on synthetic warp accesses: coalesced and strided stores, partial
// masks, one access spanning two output buffers and an input, a lane running past a buffer's end,
// stores narrower than an element, reads of poisoned bytes before and after they are written, and
// CTA order deciding the last writer. Each provenance record is checked against the lane that made it.
#include "analysistest.h"

#include "core/analysis/accesspattern.h"
#include "core/analysis/outputwatch.h"

using namespace atest;

namespace {

constexpr std::uint64_t kOut = 0x10000; // 64 floats
constexpr std::uint64_t kWide = 0x20000; // 16 doubles
constexpr std::uint64_t kIn = 0x30000; // 64 floats, not watched

LaunchInfo launch()
{
    LaunchInfo info;
    info.kernel = "k";
    info.block = {64, 1, 1};
    info.grid = {2, 1, 1};
    for (int pc = 0; pc < 4; ++pc)
        info.instructions.push_back({"st.global.f32", 200 + pc, 20 + pc, InstructionClass::Store, false});
    info.buffers = {{"out", 0, kOut, 256}, {"wide", 1, kWide, 128}, {"in", 2, kIn, 256}};
    return info;
}

struct Watch {
    LaunchInfo info = launch();
    OutputWatch watch;
    Watch() { watch.begin(info, {{0, "out", 4, true}, {1, "wide", 8, true}}); }
};

void send(OutputWatchCta& cta, std::uint32_t pc, std::uint32_t warp, std::uint32_t mask, AccessKind kind,
    unsigned bytes, const std::function<std::uint64_t(unsigned)>& address)
{
    std::array<std::uint64_t, 32> a {};
    for (unsigned l = 0; l < 32; ++l)
        a[l] = address(l);
    const MemoryEvent e {
        pc, warp, mask, ObservedSpace::Global, kind, static_cast<std::uint8_t>(bytes), 1, 200, 20, a.data()};
    cta.onMemory(e, contiguousWarp(a.data(), mask, bytes));
}

CtaInfo ctaAt(std::uint64_t linear)
{
    return {{static_cast<std::uint32_t>(linear), 0, 0}, linear, 2, 64};
}

void storesRecordTheirLanes()
{
    Watch w;
    auto cta = w.watch.createCta();
    // warp 1 stores out[0..31] coalesced; warp 0 stores out[32 + 2l] for even lanes only
    send(*cta, 0, 1, ~0u, AccessKind::Store, 4, [](unsigned l) { return kOut + 4ull * l; });
    send(*cta, 1, 0, 0x55555555u, AccessKind::Store, 4, [](unsigned l) { return kOut + 128 + 8ull * l; });
    w.watch.merge(ctaAt(0), *cta);
    const Provenance p = w.watch.takeProvenance();
    for (std::uint64_t e = 0; e < 32; ++e) {
        const auto r = p.writerOf("out", e);
        ACHECK(r && r->thread[0] == 32 + e && r->pc == 0);
    }
    for (std::uint64_t e = 32; e < 64; ++e) {
        const auto r = p.writerOf("out", e);
        const std::uint64_t lane = (e - 32) / 2;
        const bool written = (e - 32) % 2 == 0 && lane % 2 == 0;
        ACHECK_EQ(r.has_value(), written);
        if (r)
            ACHECK(r->thread[0] == lane && r->pc == 1 && r->sourceLine == 21);
    }
    ACHECK_EQ(p.sites.size(), std::size_t(2));
}

void oneAccessAcrossBuffers()
{
    Watch w;
    auto cta = w.watch.createCta();
    // lanes 0-9 write out[50..59], lanes 10-19 the input (ignored), lanes 20-31 wide[0..11] (8 bytes)
    send(*cta, 2, 0, ~0u, AccessKind::Store, 8, [](unsigned l) {
        return l < 10 ? kOut + 4 * (50 + l) : l < 20 ? kIn + 8ull * l : kWide + 8ull * (l - 20);
    });
    w.watch.merge(ctaAt(0), *cta);
    const Provenance p = w.watch.takeProvenance();
    for (unsigned l = 0; l < 10; ++l) {
        // an 8-byte store at out[50 + l] covers elements 50 + l and 51 + l: the next lane overwrites the second
        const auto r = p.writerOf("out", 50 + l);
        ACHECK(r && r->thread[0] == l);
    }
    const auto tail = p.writerOf("out", 60);
    ACHECK(tail && tail->thread[0] == 9);
    for (unsigned l = 20; l < 32; ++l) {
        const auto r = p.writerOf("wide", l - 20);
        ACHECK(r && r->thread[0] == l);
    }
    ACHECK(!p.writerOf("wide", 12).has_value());
}

void pastTheEndAndNarrowStores()
{
    Watch w;
    auto cta = w.watch.createCta();
    // a coalesced store whose last lanes run past out's end (the emulator reports those): no crash,
    // the elements inside are recorded
    send(*cta, 0, 0, ~0u, AccessKind::Store, 4, [](unsigned l) { return kOut + 4ull * (40 + l); });
    // 4-byte stores into 8-byte elements: each lane is the writer of the element it touched
    send(*cta, 3, 1, 0xFu, AccessKind::Store, 4, [](unsigned l) { return kWide + 4ull * l; });
    w.watch.merge(ctaAt(0), *cta);
    const Provenance p = w.watch.takeProvenance();
    for (std::uint64_t e = 40; e < 64; ++e) {
        const auto r = p.writerOf("out", e);
        ACHECK(r && r->thread[0] == e - 40);
    }
    const auto w0 = p.writerOf("wide", 0);
    const auto w1 = p.writerOf("wide", 1);
    ACHECK(w0 && w0->thread[0] == 33); // lanes 0 and 1 share element 0: lane 1 last
    ACHECK(w1 && w1->thread[0] == 35);
}

void poisonedReadsInCtaOrder()
{
    Watch w;
    auto first = w.watch.createCta();
    auto second = w.watch.createCta();
    // CTA 1 writes out[0..31]; CTA 0 reads out[0..31] (before, in CTA order) and CTA 1 reads them after
    send(*second, 0, 0, ~0u, AccessKind::Store, 4, [](unsigned l) { return kOut + 4ull * l; });
    send(*second, 1, 0, ~0u, AccessKind::Load, 4, [](unsigned l) { return kOut + 4ull * l; });
    send(*first, 1, 1, 0x2u, AccessKind::Load, 4, [](unsigned l) { return kOut + 4ull * l; });
    // reads of the input are not logged
    send(*first, 1, 1, ~0u, AccessKind::Load, 4, [](unsigned l) { return kIn + 4ull * l; });
    ACHECK_EQ(first->entries().size(), std::size_t(1));
    w.watch.merge(ctaAt(0), *first);
    w.watch.merge(ctaAt(1), *second);
    const auto& f = w.watch.findings().findings();
    ACHECK_EQ(f.size(), std::size_t(1));
    if (!f.empty()) {
        ACHECK(f[0].kind == Finding::Kind::Uninitialized);
        ACHECK_EQ(f[0].thread[0], 33u);
        ACHECK(f[0].message.find("'out' element 1") != std::string::npos);
    }
}

void laterCtaWins()
{
    Watch w;
    auto a = w.watch.createCta();
    auto b = w.watch.createCta();
    send(*a, 0, 0, ~0u, AccessKind::Store, 4, [](unsigned l) { return kOut + 4ull * l; });
    send(*b, 1, 1, 0x1u, AccessKind::Store, 4, [](unsigned l) { return kOut + 4ull * (7 + l); });
    w.watch.merge(ctaAt(0), *a);
    w.watch.merge(ctaAt(1), *b);
    const Provenance p = w.watch.takeProvenance();
    const auto r = p.writerOf("out", 7);
    ACHECK(r && r->block[0] == 1 && r->thread[0] == 32 && r->pc == 1);
    const auto s = p.writerOf("out", 8);
    ACHECK(s && s->block[0] == 0 && s->thread[0] == 8);
}

} // namespace

int main()
{
    return runTests({{"storesRecordTheirLanes", storesRecordTheirLanes},
        {"oneAccessAcrossBuffers", oneAccessAcrossBuffers}, {"pastTheEndAndNarrowStores", pastTheEndAndNarrowStores},
        {"poisonedReadsInCtaOrder", poisonedReadsInCtaOrder}, {"laterCtaWins", laterCtaWins}});
}
