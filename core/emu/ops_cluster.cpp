// Thread-block clusters (sm_90): barrier.cluster.arrive / .wait across the co-scheduled CTAs of a
// cluster, and mapa, which turns a shared address into the same variable in another CTA's shared
// memory (distributed shared memory, addressed as described at kClusterRankStride).
#include "core/emu/decoderimpl.h"
#include "core/emu/opscommon.h"

#include <algorithm>

namespace warpscope::core::emu {

namespace {

Step clusterArriveOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    Cta& cta = *w.cta;
    ClusterState& cluster = *cta.cluster;
    cluster.pc = in.pc;
    if (w.sinks)
        for (CtaObserver* o : w.sinks->barriers)
            o->onBarrier({BarrierEvent::Kind::Arrive, in.pc, w.id, kClusterBarrierId, mask});
    forLanes(mask,
        [&](int lane) { cta.clusterTarget[w.id * kWarpSize + static_cast<std::uint32_t>(lane)] = cluster.phase + 1; });
    tryReleaseClusterBarrier(cluster);
    return Step::Next;
}

Step clusterWaitOp(Warp& w, const Instr&, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    Cta& cta = *w.cta;
    const std::uint32_t phase = cta.cluster->phase;
    std::uint32_t blocked = 0;
    forLanes(mask, [&](int lane) {
        if (cta.clusterTarget[w.id * kWarpSize + static_cast<std::uint32_t>(lane)] > phase)
            blocked |= 1u << lane;
    });
    if (!blocked)
        return Step::Next;
    cta.clusterWaiting[w.id] |= blocked;
    w.barWait |= blocked;
    for (std::uint32_t m = w.active; m; m &= m - 1)
        w.lanePc[static_cast<unsigned>(std::countr_zero(m))] = w.pc + 1;
    return w.reschedule() ? Step::Control : Step::Block;
}

/// mapa: the address of the same shared byte in the CTA of cluster rank b.
template <class T, bool Generic> Step mapaOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const T* a = w.r<T>(in.src0);
    const std::uint32_t* rank = w.r<std::uint32_t>(in.src1);
    T* d = w.r<T>(in.dst);
    forLanes(mask, [&](int i) {
        // ranks beyond any cluster (16) stay outside every window, so the access reports them
        const std::uint64_t r = std::min<std::uint64_t>(rank[i], 254) + 1;
        std::uint64_t x = static_cast<std::uint64_t>(a[i]);
        if constexpr (Generic) {
            if (x < kSharedWindow || x >= kSharedWindow + kWindowSize) {
                d[i] = a[i]; // not a shared address: left as it is, the access reports it
                return;
            }
            x -= kSharedWindow;
        }
        const std::uint64_t mapped = r * kClusterRankStride + x % kClusterRankStride;
        d[i] = static_cast<T>(Generic ? kSharedWindow + mapped : mapped);
    });
    return Step::Next;
}

Status decodeMapa(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const bool shared = mods.take("shared::cluster");
    const PtxType t = mods.takeType();
    if ((t != PtxType::U32 && t != PtxType::U64 && t != PtxType::B32 && t != PtxType::B64) || !mods.leftover().empty())
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, 3, "d, a, b"); !s)
        return s;
    d.program().usesCluster = true;
    Instr in;
    const bool wide = ptxTypeBytes(t) == 8;
    in.fn = wide ? (shared ? mapaOp<std::uint64_t, false> : mapaOp<std::uint64_t, true>)
                 : (shared ? mapaOp<std::uint32_t, false> : mapaOp<std::uint32_t, true>);
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], t);
    in.src1 = sl.src(ins.operands[2], PtxType::U32);
    in.dst = sl.dst(ins.operands[0], t);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

} // namespace

Status decodeClusterBarrier(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const int kind = mods.takeOneOf({"arrive", "wait"});
    // .relaxed drops the memory ordering, .aligned promises warp-uniform execution, .acquire /
    // .release are the default ordering: all the same in a sequentially consistent emulator
    mods.take("relaxed");
    mods.take("release");
    mods.take("acquire");
    mods.take("aligned");
    if (kind < 0 || !mods.leftover().empty())
        return d.unsupported(ins);
    if (!ins.operands.empty())
        return d.bad(ins, "barrier.cluster takes no operands");
    d.program().usesCluster = true;
    Instr in;
    in.fn = kind == 0 ? clusterArriveOp : clusterWaitOp;
    in.kind = InstructionClass::Barrier;
    d.emit(in);
    return Ok {};
}

void registerClusterOps(DecodeTable& t)
{
    t["mapa"] = decodeMapa;
}

} // namespace warpscope::core::emu
