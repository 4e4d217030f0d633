// The warp scheduler's core (lowest pc among ready lanes) and CTA barrier bookkeeping.
#include "core/emu/warp.h"

namespace warpscope::core::emu {

bool Warp::reschedule()
{
    const std::uint32_t candidates = ~(exited | barWait | syncWait);
    const std::uint32_t runnable = candidates & ~collWait;
    if (!runnable) {
        active = 0;
        return false;
    }
    // branch-free passes over the 32 lanes: the compiler vectorises them
    std::uint32_t masked[kWarpSize];
    for (int i = 0; i < kWarpSize; ++i)
        masked[i] = ((runnable >> i) & 1u) ? lanePc[static_cast<std::size_t>(i)] : kNoPc;
    std::uint32_t minPc = kNoPc;
    for (int i = 0; i < kWarpSize; ++i)
        minPc = std::min(minPc, masked[i]);
    std::uint32_t group = 0;
    std::uint32_t next = kNoPc;
    for (int i = 0; i < kWarpSize; ++i) {
        const std::uint32_t p = ((candidates >> i) & 1u) ? lanePc[static_cast<std::size_t>(i)] : kNoPc;
        group |= static_cast<std::uint32_t>(p == minPc) << i;
        next = std::min(next, p > minPc ? p : kNoPc);
    }
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
