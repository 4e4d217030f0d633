// mbarrier objects of a CTA: phases, arrivals, tx-counts, deferred copies, blocked waiters, the
// try_wait time limit that lets a spinning kernel move on, and the deadlock it turns into when
// nothing can change any more.
#include "core/emu/mbarrier.h"

#include "core/emu/memaccess.h"

#include <algorithm>
#include <cstdio>
#include <optional>

namespace warpscope::core::emu {

namespace {

/// The image of a barrier's state in its 8 bytes: the emulator's own encoding (a GPU's is
/// undocumented): bit 63 the current phase's parity, bits 32..51 the expected arrivals, bits 0..19
/// the missing arrivals, bits 20..30 the low bits of the missing tx bytes, bit 31 set while valid.
std::uint64_t imageOf(const Mbarrier& b)
{
    return (std::uint64_t(b.phase & 1u) << 63) | (std::uint64_t(b.expected & 0xFFFFFu) << 32) | (std::uint64_t(1) << 31)
        | (std::uint64_t(static_cast<std::uint64_t>(b.tx) & 0x7FFu) << 20) | std::uint64_t(b.pending & 0xFFFFFu);
}

void releaseEvent(Cta& owner, std::uint32_t pc, std::uint32_t warp, std::uint32_t lanes)
{
    for (CtaObserver* o : owner.sinks.barriers)
        o->onBarrier({BarrierEvent::Kind::Release, pc, warp, kMbarrierBarrierId, lanes});
}

/// Wakes the waiters the barrier's current phase satisfies (their predicate becomes true).
void wakeSatisfied(Cta& owner, Mbarrier& b)
{
    auto keep = std::remove_if(b.waiters.begin(), b.waiters.end(), [&](const MbarrierWaiter& x) {
        if (!waitSatisfied(b, x.parity, x.value))
            return false;
        Warp& w = owner.warps[x.warp];
        w.pred(x.pred) |= x.lanes;
        w.barWait &= ~x.lanes;
        return true;
    });
    b.waiters.erase(keep, b.waiters.end());
}

void completePhase(Cta& owner, std::uint32_t offset, Mbarrier& b)
{
    ++b.phase;
    b.pending = b.expected;
    b.tx = 0;
    ++hopperOf(owner).epoch;
    storeImage(owner, offset, b);
    // mbarrier waits order memory like a CTA barrier for the sanitizers: the phase's writes (copies
    // included) happen before the reads of the threads it releases
    releaseEvent(owner, b.lastPc, b.lastWarp, 0);
    wakeSatisfied(owner, b);
}

void maybeComplete(Cta& owner, std::uint32_t offset, Mbarrier& b)
{
    if (b.valid && b.pending == 0 && b.tx == 0)
        completePhase(owner, offset, b);
}

EngineMessage laneList(std::uint32_t lanes)
{
    if (lanes == kFullMask)
        return engineMessage("mbar.all_lanes");
    std::string out;
    for (std::uint32_t m = lanes; m; m &= m - 1)
        out += (out.empty() ? "" : ", ") + std::to_string(std::countr_zero(m));
    return engineMessage("mbar.lanes", {literalMessage(out)});
}

} // namespace

HopperUnits& hopperOf(Cta& cta)
{
    if (!cta.hopper)
        cta.hopper = std::make_shared<HopperUnits>();
    return *cta.hopper;
}

bool waitSatisfied(const Mbarrier& b, bool parity, std::uint32_t value)
{
    // a parity wait ends once the phase of that parity has completed, i.e. the current phase has the
    // other parity; a state wait once the phase the arrival happened in has completed
    return parity ? (b.phase & 1u) != (value & 1u) : b.phase > value;
}

BarrierRef resolveBarrier(Warp& w, const Instr& in, int lane, std::uint64_t addr, Step& step)
{
    std::uint64_t off = addr;
    if (in.space == MemSpace::Generic) {
        if ((addr & ~(kWindowSize - 1)) != kSharedWindow) {
            Finding f;
            f.kind = Finding::Kind::AsyncHazard;
            f.space = "generic";
            f.address = addr;
            char hex[24];
            std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(addr));
            setFindingMessage(f, engineMessage("mbar.not_shared", {literalMessage(hex)}));
            step = raiseFinding(w, in, static_cast<std::uint32_t>(lane), std::move(f), true);
            return {};
        }
        off -= kSharedWindow;
    }
    if (!resolveLane(w, in, MemSpace::Shared, lane, off, 8, AccessKind::Atomic, step))
        return {};
    if (off >= kClusterRankStride)
        return {
            w.cta->cluster->ctas[off / kClusterRankStride - 1], static_cast<std::uint32_t>(off % kClusterRankStride)};
    return {w.cta, static_cast<std::uint32_t>(off)};
}

EngineMessage describeBarrier(const Cta& owner, std::uint32_t offset)
{
    const Program& p = *owner.launch->prog;
    for (const auto& v : p.sharedVars)
        if (offset >= v.offset && offset < v.offset + v.bytes)
            return offset == v.offset
                ? engineMessage("mbar.at_variable", {numberMessage(offset), literalMessage(v.name)})
                : engineMessage("mbar.at_variable_plus",
                    {numberMessage(offset), literalMessage(v.name), numberMessage(offset - v.offset)});
    if (owner.launch->dynamicShared > 0 && offset >= p.dynamicSharedOffset)
        return engineMessage("mbar.at_dynamic", {numberMessage(offset), numberMessage(offset - p.dynamicSharedOffset)});
    return engineMessage("mbar.at_offset", {numberMessage(offset)});
}

Mbarrier* liveBarrier(Warp& w, const Instr& in, int lane, const BarrierRef& ref, EngineMessage op, Step& step)
{
    HopperUnits& H = hopperOf(*ref.owner);
    auto it = H.bars.find(ref.offset);
    if (it != H.bars.end() && it->second.valid)
        return &it->second;
    Finding f;
    f.kind = Finding::Kind::AsyncHazard;
    f.space = "shared";
    f.offset = ref.offset;
    setFindingMessage(f,
        engineMessage(it == H.bars.end() ? "mbar.not_initialised" : "mbar.invalidated",
            {std::move(op), describeBarrier(*ref.owner, ref.offset)}));
    step = raiseFinding(w, in, static_cast<std::uint32_t>(lane), std::move(f), true);
    return nullptr;
}

void storeImage(Cta& owner, std::uint32_t offset, Mbarrier& b)
{
    b.image = imageOf(b);
    storeBytes(owner.shared + offset, b.image);
}

void checkImage(Warp& w, const Instr& in, int lane, const BarrierRef& ref, Mbarrier& b)
{
    if (b.overwriteReported || loadBytes<std::uint64_t>(ref.owner->shared + ref.offset) == b.image)
        return;
    b.overwriteReported = true;
    Finding f;
    f.kind = Finding::Kind::AsyncHazard;
    f.space = "shared";
    f.offset = ref.offset;
    setFindingMessage(f, engineMessage("mbar.overwritten", {describeBarrier(*ref.owner, ref.offset)}));
    raiseFinding(w, in, static_cast<std::uint32_t>(lane), std::move(f), false);
}

std::uint32_t arriveOn(Cta& owner, std::uint32_t offset, Mbarrier& b, std::uint32_t count, std::uint32_t& excess)
{
    excess = 0;
    std::uint32_t completed = 0;
    ++hopperOf(owner).epoch;
    while (count > 0) {
        if (b.pending == 0 && b.tx != 0 && !b.copies.empty())
            landCopies(owner, offset, b); // the phase waits only for bytes: let them land first
        if (b.pending == 0) {
            excess = count;
            break;
        }
        const std::uint32_t take = std::min(count, b.pending);
        b.pending -= take;
        count -= take;
        if (b.pending == 0 && b.tx == 0) {
            completePhase(owner, offset, b);
            ++completed;
        }
    }
    storeImage(owner, offset, b);
    return completed;
}

void changeTx(Cta& owner, std::uint32_t offset, Mbarrier& b, std::int64_t delta)
{
    b.tx += delta;
    ++hopperOf(owner).epoch;
    storeImage(owner, offset, b);
    maybeComplete(owner, offset, b);
}

void landCopies(Cta& owner, std::uint32_t offset, Mbarrier& b)
{
    if (b.copies.empty())
        return;
    std::vector<DeferredCopy> copies;
    copies.swap(b.copies);
    for (DeferredCopy& c : copies) {
        c.land();
        b.tx -= c.bytes;
    }
    ++hopperOf(owner).epoch;
    storeImage(owner, offset, b);
    maybeComplete(owner, offset, b);
}

void deferCopy(const BarrierRef& ref, DeferredCopy copy)
{
    Mbarrier& b = hopperOf(*ref.owner).bars[ref.offset];
    ++hopperOf(*ref.owner).epoch;
    b.copies.push_back(std::move(copy));
    if (!b.waiters.empty())
        landCopies(*ref.owner, ref.offset, b); // a thread already waits there: it observes the bytes now
}

bool timeoutMbarrierWaits(Cta& cta)
{
    if (!cta.hopper)
        return false;
    HopperUnits& H = *cta.hopper;
    auto blockedLanes = [&] {
        std::size_t n = 0;
        for (const auto& [off, b] : H.bars)
            for (const auto& x : b.waiters)
                n += static_cast<std::size_t>(std::popcount(x.lanes));
        return n;
    };
    const std::size_t before = blockedLanes();
    for (auto& [off, b] : H.bars)
        landCopies(cta, off, b);
    const std::size_t after = blockedLanes();
    if (after < before)
        return true;
    if (after == 0)
        return false;
    bool fresh = false;
    for (const auto& [off, b] : H.bars)
        for (const auto& x : b.waiters) {
            auto it = H.timedOut.find({x.warp, x.pc});
            fresh = fresh || it == H.timedOut.end() || it->second != H.epoch;
        }
    if (!fresh)
        return false; // each waiter timed out here before and nothing changed since: they wait forever
    for (auto& [off, b] : H.bars) {
        for (const auto& x : b.waiters) {
            H.timedOut[{x.warp, x.pc}] = H.epoch;
            Warp& w = cta.warps[x.warp];
            w.pred(x.pred) &= ~x.lanes; // try_wait's time limit passed: "not complete"
            w.barWait &= ~x.lanes;
        }
        b.waiters.clear();
    }
    return true;
}

bool describeMbarrierDeadlock(Cta& cta, std::uint32_t warp, Finding& f, std::uint32_t& lanes, std::uint32_t& pc)
{
    if (!cta.hopper)
        return false;
    for (auto& [off, b] : cta.hopper->bars) {
        for (const auto& x : b.waiters) {
            if (x.warp != warp)
                continue;
            lanes = x.lanes;
            pc = x.pc;
            std::optional<EngineMessage> who;
            for (const auto& y : b.waiters) {
                EngineMessage one = engineMessage("mbar.warp_lanes", {numberMessage(y.warp), laneList(y.lanes)});
                who = who ? engineMessage("list.semicolon", {std::move(*who), std::move(one)}) : std::move(one);
            }
            EngineMessage wanted = x.parity ? engineMessage("mbar.wanted_parity", {numberMessage(x.value & 1u)})
                                            : engineMessage("mbar.wanted_phase", {numberMessage(x.value)});
            f.kind = Finding::Kind::Deadlock;
            f.space = "shared";
            f.offset = off;
            setFindingMessage(f,
                engineMessage("mbar.deadlock",
                    {std::move(*who), std::move(wanted), describeBarrier(cta, off), numberMessage(b.phase),
                        numberMessage(b.phase & 1u), numberMessage(b.pending), numberMessage(b.expected),
                        numberMessage(b.tx)}));
            return true;
        }
    }
    return false;
}

void finishHopperUnits(Cta& cta)
{
    if (!cta.hopper)
        return;
    HopperUnits& H = *cta.hopper;
    // bulk groups never waited for still land: the CTA's exit does not cancel a started copy
    for (auto& [t, groups] : H.committed)
        for (auto& g : groups)
            for (DeferredCopy& c : g)
                c.land();
    for (auto& [t, g] : H.open)
        for (DeferredCopy& c : g)
            c.land();
    H.committed.clear();
    H.open.clear();
    for (auto& [off, b] : H.bars) {
        landCopies(cta, off, b);
        if (!b.valid || !b.txUsed || b.tx <= 0)
            continue;
        Finding f;
        f.kind = Finding::Kind::AsyncHazard;
        f.space = "shared";
        f.offset = off;
        setFindingMessage(f,
            engineMessage(
                "mbar.tx_never_delivered", {describeBarrier(cta, off), numberMessage(b.tx), numberMessage(b.phase)}));
        Warp& w = cta.warps[b.lastWarp];
        raiseFinding(w, w.prog->code[b.lastPc], b.lastLane, std::move(f), false);
    }
}

} // namespace warpscope::core::emu
