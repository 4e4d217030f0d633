// The warp scheduler's core (lowest pc among ready lanes) and CTA barrier bookkeeping.
#include "core/emu/warp.h"

#include "core/emu/asyncstate.h"

#include <algorithm>
#include <cstring>

namespace warpscope::core::emu {

bool Warp::reschedule()
{
    const std::uint32_t candidates = ~(exited | barWait | syncWait);
    const std::uint32_t runnable = candidates & ~collWait;
    if (!runnable) {
        active = 0;
        return false; // a whole-warp barrier keeps wholeAt until its release
    }
    if (wholeAt != kNoPc) {
        const std::uint32_t at = wholeAt;
        wholeAt = kNoPc;
        if (runnable == kFullMask && candidates == kFullMask) {
            // every lane is at one pc and none waits or has exited: the scan below finds this group
            active = kFullMask;
            pc = at;
            nextWait = kNoPc;
            return true;
        }
    }
    // Eight 4-lane steps in vector extensions: GCC 12 at -O2 kept the per-lane loops scalar, and this
    // runs at every branch, reconvergence and barrier. A lane left out reads as kNoPc (all ones).
    static_assert(kNoPc == 0xFFFFFFFFu && kWarpSize == 32);
    using V4 = std::uint32_t __attribute__((vector_size(16)));
    constexpr int kSteps = kWarpSize / 4;
    V4 pcs[kSteps];
    std::memcpy(pcs, lanePc.data(), sizeof pcs);
    const V4 laneBit = {1u, 2u, 4u, 8u};
    const V4 none = {kNoPc, kNoPc, kNoPc, kNoPc};
    const auto select = [](V4 m, V4 a, V4 b) { return (m & a) | (~m & b); };
    const auto vmin = [&](V4 a, V4 b) { return select((V4)(a < b), a, b); };
    V4 runPc[kSteps], candPc[kSteps];
    V4 low = none;
    for (int k = 0; k < kSteps; ++k) {
        const V4 bits = laneBit << (4 * k);
        candPc[k] = pcs[k] | (V4)((candidates & bits) == 0);
        runPc[k] = pcs[k] | (V4)((runnable & bits) == 0);
        low = vmin(low, runPc[k]);
    }
    const std::uint32_t minPc = std::min(std::min(low[0], low[1]), std::min(low[2], low[3]));
    const V4 minV = {minPc, minPc, minPc, minPc};
    V4 groupBits = {0, 0, 0, 0};
    V4 after = none;
    for (int k = 0; k < kSteps; ++k) {
        groupBits |= (V4)(candPc[k] == minV) & (laneBit << (4 * k));
        after = vmin(after, select((V4)(candPc[k] > minV), candPc[k], none));
    }
    const std::uint32_t group = groupBits[0] | groupBits[1] | groupBits[2] | groupBits[3];
    const std::uint32_t next = std::min(std::min(after[0], after[1]), std::min(after[2], after[3]));
    collWait &= ~group;
    active = group;
    pc = minPc;
    nextWait = next;
    return true;
}

bool tryReleaseBarrier(Cta& cta, std::uint32_t id)
{
    BarrierState& bar = cta.bars[id];
    const std::uint32_t live = cta.threads - cta.exitedThreads;
    const std::uint32_t needed = bar.expected ? bar.expected : live;
    if (bar.arrived < needed || bar.arrived == 0)
        return false;
    for (const auto& p : bar.pending) {
        Warp& w = cta.warps[p.warp];
        if (p.pred) {
            std::uint32_t& dst = w.pred(p.slot);
            dst = (dst & ~p.mask) | (bar.redValue ? p.mask : 0u);
        } else {
            std::uint32_t* dst = w.r<std::uint32_t>(p.slot);
            forLanes(p.mask, [&](int i) { dst[i] = bar.redValue; });
        }
    }
    for (std::uint32_t j = 0; j < cta.warpCount; ++j) {
        const std::uint32_t released = bar.waiting[j];
        if (!released)
            continue;
        Warp& w = cta.warps[j];
        w.barWait &= ~released;
        bar.waiting[j] = 0;
        if (w.sinks)
            for (CtaObserver* o : w.sinks->barriers)
                o->onBarrier({BarrierEvent::Kind::Release, bar.pc, j, id, released});
    }
    bar.arrived = 0;
    bar.redValue = 0;
    bar.redOp = 0;
    bar.pending.clear();
    return true;
}

void afterExit(Warp& w)
{
    Cta& cta = *w.cta;
    for (std::uint32_t m = cta.barsInUse; m; m &= m - 1) {
        const auto id = static_cast<std::uint32_t>(std::countr_zero(m));
        if (cta.bars[id].arrived)
            tryReleaseBarrier(cta, id);
    }
    if (w.syncWait && (w.syncMember & ~w.syncWait & ~w.exited) == 0) {
        w.syncWait = 0;
        w.syncMember = 0;
    }
    // collectives waiting for the lanes that exited retry: their member masks may be complete now
    w.collWait = 0;
    if (cta.cluster)
        tryReleaseClusterBarrier(*cta.cluster);
    // a GPU finishes the copies of a thread that exits without waiting for them
    if (cta.async && cta.async->inFlight())
        cta.async->landThreads(w, w.exited);
}

bool tryReleaseClusterBarrier(ClusterState& cluster)
{
    // every thread of every CTA must have arrived in this phase or exited
    bool anyArrived = false;
    for (const Cta* c : cluster.ctas)
        for (std::uint32_t j = 0; j < c->warpCount; ++j) {
            const Warp& w = c->warps[j];
            for (std::uint32_t lane = 0; lane < kWarpSize; ++lane) {
                if ((w.exited >> lane) & 1u)
                    continue;
                if (c->clusterTarget[j * kWarpSize + lane] <= cluster.phase)
                    return false;
                anyArrived = true;
            }
        }
    if (!anyArrived)
        return false;
    ++cluster.phase;
    for (Cta* c : cluster.ctas)
        for (std::uint32_t j = 0; j < c->warpCount; ++j) {
            Warp& w = c->warps[j];
            const std::uint32_t released = c->clusterWaiting[j];
            w.barWait &= ~released;
            c->clusterWaiting[j] = 0;
            // the sanitizers see a barrier of their CTA: accesses on either side are ordered
            if (w.sinks && ~w.exited != 0)
                for (CtaObserver* o : w.sinks->barriers)
                    o->onBarrier({BarrierEvent::Kind::Release, cluster.pc, j, kClusterBarrierId, released});
        }
    return true;
}

} // namespace warpscope::core::emu
