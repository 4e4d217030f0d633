// One CTA on one worker: register files from the launch's constant image, special registers,
// zeroed shared and local memory, then warps time-sliced in a fixed order until every thread has
// exited, a fatal finding stops it, or the budget / cancel halts the launch.
#include "core/emu/ctarunner.h"

#include "core/emu/asyncstate.h"
#include "core/emu/mbarrier.h"
#include "core/emu/stopfinding.h"
#include "core/emu/wgmmacheck.h"

#include <chrono>
#include <cstring>

namespace warpscope::core::emu {

namespace {

constexpr std::uint64_t kQuantum = 8192; ///< warp-instructions per slice before the next warp runs
constexpr std::size_t kRegAlign = 64;

/// The value a GPU gives special register s in this lane (cluster values from the launch geometry).
std::uint32_t specialValue(
    Special s, std::uint32_t index, const LaunchState& L, const Cta& cta, std::uint32_t warp, std::uint32_t lane)
{
    const LaunchGeometry& G = L.geometry;
    const auto tid = threadIndexOf(L.block, warp, lane);
    switch (s) {
    case Special::TidX:
        return tid[0];
    case Special::TidY:
        return tid[1];
    case Special::TidZ:
        return tid[2];
    case Special::NtidX:
        return L.block[0];
    case Special::NtidY:
        return L.block[1];
    case Special::NtidZ:
        return L.block[2];
    case Special::CtaidX:
        return cta.ctaid[0];
    case Special::CtaidY:
        return cta.ctaid[1];
    case Special::CtaidZ:
        return cta.ctaid[2];
    case Special::NctaidX:
        return L.grid[0];
    case Special::NctaidY:
        return L.grid[1];
    case Special::NctaidZ:
        return L.grid[2];
    case Special::LaneId:
        return lane;
    case Special::WarpId:
        return warp;
    case Special::NWarpId:
        return L.warpsPerCta;
    case Special::SmId:
        return static_cast<std::uint32_t>(cta.linear % G.smCount);
    case Special::NSmId:
        return G.smCount;
    case Special::GridId:
        return G.gridId;
    case Special::LanemaskEq:
        return 1u << lane;
    case Special::LanemaskLe:
        return lane == 31 ? kFullMask : (2u << lane) - 1;
    case Special::LanemaskLt:
        return (1u << lane) - 1;
    case Special::LanemaskGe:
        return ~((1u << lane) - 1);
    case Special::LanemaskGt:
        return lane == 31 ? 0u : ~((2u << lane) - 1);
    case Special::DynamicSmem:
        return L.dynamicShared;
    case Special::TotalSmem:
        return L.sharedBytes - G.reservedShared;
    case Special::AggrSmem:
        return L.sharedBytes;
    case Special::EnvReg:
        return G.envreg[index & 31u];
    case Special::ReservedSmemBegin:
    case Special::ReservedSmemOffset:
        return G.reservedSharedOffset + (s == Special::ReservedSmemOffset ? index * (G.reservedShared / 2) : 0);
    case Special::ReservedSmemEnd:
        return G.reservedSharedOffset + G.reservedShared;
    case Special::ReservedSmemCap:
        return G.reservedShared;
    case Special::IsExplicitCluster:
        return G.explicitCluster ? 1u : 0u;
    case Special::ClusterIdX:
    case Special::ClusterIdY:
    case Special::ClusterIdZ: {
        const int a = static_cast<int>(s) - static_cast<int>(Special::ClusterIdX);
        return cta.ctaid[a] / G.cluster[a];
    }
    case Special::NClusterIdX:
    case Special::NClusterIdY:
    case Special::NClusterIdZ: {
        const int a = static_cast<int>(s) - static_cast<int>(Special::NClusterIdX);
        return L.grid[a] / G.cluster[a];
    }
    case Special::ClusterCtaidX:
    case Special::ClusterCtaidY:
    case Special::ClusterCtaidZ: {
        const int a = static_cast<int>(s) - static_cast<int>(Special::ClusterCtaidX);
        return cta.ctaid[a] % G.cluster[a];
    }
    case Special::ClusterNctaidX:
    case Special::ClusterNctaidY:
    case Special::ClusterNctaidZ:
        return G.cluster[static_cast<int>(s) - static_cast<int>(Special::ClusterNctaidX)];
    case Special::ClusterCtarank:
        return (cta.ctaid[0] % G.cluster[0])
            + G.cluster[0] * ((cta.ctaid[1] % G.cluster[1]) + G.cluster[1] * (cta.ctaid[2] % G.cluster[2]));
    case Special::ClusterNctarank:
        return G.cluster[0] * G.cluster[1] * G.cluster[2];
    default:
        break;
    }
    return 0;
}

} // namespace

CtaRunner::CtaRunner(GridShared& grid)
    : m_grid(grid)
    , m_launch(*grid.launch)
    , m_prog(*grid.launch->prog)
{
    const std::uint32_t warps = m_launch.warpsPerCta;
    m_regs.resize(static_cast<std::size_t>(warps) * m_prog.regBytes + kRegAlign);
    m_shared.resize(m_launch.sharedBytes + 16);
    m_local.resize(static_cast<std::size_t>(warps) * kWarpSize * m_launch.localBytes + 16);
    m_retStack.resize(static_cast<std::size_t>(warps) * kWarpSize * std::max<std::uint32_t>(m_launch.callDepth, 1));
    m_warps.resize(warps);
    auto* base = reinterpret_cast<std::byte*>(
        (reinterpret_cast<std::uintptr_t>(m_regs.data()) + kRegAlign - 1) & ~(std::uintptr_t(kRegAlign) - 1));
    for (std::uint32_t j = 0; j < warps; ++j) {
        Warp& w = m_warps[j];
        w.regs = base + static_cast<std::size_t>(j) * m_prog.regBytes;
        w.local = m_local.data() + static_cast<std::size_t>(j) * kWarpSize * m_launch.localBytes;
        w.retStack = m_retStack.data()
            + static_cast<std::size_t>(j) * kWarpSize * std::max<std::uint32_t>(m_launch.callDepth, 1);
        w.id = j;
        w.cta = &m_cta;
        w.launch = &m_launch;
        w.prog = &m_prog;
    }
    m_cta.launch = &m_launch;
    m_cta.warps = m_warps.data();
    m_cta.warpCount = warps;
    m_cta.threads = m_launch.threadsPerCta;
}

void CtaRunner::setup(std::uint64_t linear, CtaOutcome& out)
{
    const LaunchState& L = m_launch;
    m_cta.linear = linear;
    m_cta.ctaid
        = {static_cast<std::uint32_t>(linear % L.grid[0]), static_cast<std::uint32_t>((linear / L.grid[0]) % L.grid[1]),
            static_cast<std::uint32_t>(linear / (static_cast<std::uint64_t>(L.grid[0]) * L.grid[1]))};
    m_cta.exitedThreads = 0;
    m_cta.bars = {};
    m_cta.barsInUse = 0;
    m_cta.hopper.reset();
    m_cta.wgmma.reset();
    m_cta.findings.clear();
    m_cta.stopped = false;
    m_cta.printfLines.clear();
    m_cta.printfBytes = 0;
    m_cta.printfTruncated = false;
    std::memset(m_shared.data(), 0, m_shared.size());
    m_cta.shared = m_shared.data();
    std::memset(m_local.data(), 0, m_local.size());
    out.info = {m_cta.ctaid, linear, m_cta.warpCount, m_cta.threads, m_cta.shared};

    m_cta.sinks = {};
    m_instructionSinks.clear();
    m_divergedSinks.clear();
    m_countSinks.clear();
    for (ExecutionObserver* o : m_grid.observers) {
        out.sinks.push_back(o->createCta(out.info));
        CtaObserver* s = out.sinks.back().get();
        const auto interest = o->interest();
        m_cta.sinks.all.push_back(s);
        if (interest.memory)
            m_cta.sinks.memory.push_back(s);
        if (interest.barriers)
            m_cta.sinks.barriers.push_back(s);
        if (interest.instructions || interest.registers)
            m_instructionSinks.push_back(s);
        else if (interest.divergedInstructions)
            m_divergedSinks.push_back(s);
        if (interest.instructionCounts)
            m_countSinks.push_back(s);
    }
    if (!m_countSinks.empty())
        m_counts.assign(m_prog.code.size(), {});
    CtaSinks* sinks = m_cta.sinks.memory.empty() && m_cta.sinks.barriers.empty() ? nullptr : &m_cta.sinks;

    for (std::uint32_t j = 0; j < m_cta.warpCount; ++j) {
        Warp& w = m_warps[j];
        std::memcpy(w.regs, m_grid.regImage.data(), m_prog.regBytes);
        for (const SpecialInit& s : m_prog.specials) {
            std::uint32_t* slot = w.r<std::uint32_t>(s.offset);
            for (std::uint32_t lane = 0; lane < kWarpSize; ++lane)
                slot[lane] = specialValue(s.which, s.index, L, m_cta, j, lane);
        }
        const std::uint32_t first = j * kWarpSize;
        const std::uint32_t live
            = m_cta.threads > first ? std::min<std::uint32_t>(kWarpSize, m_cta.threads - first) : 0;
        w.exited = live == kWarpSize ? 0u : ~((1u << live) - 1);
        w.pc = 0;
        w.active = ~w.exited;
        w.nextWait = kNoPc;
        w.barWait = w.syncWait = w.collWait = w.syncMember = w.carry = 0;
        w.lanePc.fill(0);
        w.wholeAt = kNoPc;
        w.depth.fill(0);
        w.lastRegion = nullptr;
        w.executed = 0;
        w.threadInstructions = 0;
        w.sinks = sinks;
        w.wgmmaInFlight = false;
    }
}

template <bool Observed> Step CtaRunner::slice(Warp& w, std::uint64_t quantum)
{
    if (!w.reschedule())
        return Step::Block;
    const Instr* code = m_prog.code.data();
    std::uint64_t n = 0;
    std::uint64_t lanes = 0;
    Step st = Step::Next;
    while (n < quantum) {
        const Instr& in = code[w.pc];
        std::uint32_t mask = w.active;
        if (in.guard != kNoGuard) {
            const std::uint32_t p = w.pred(in.guard);
            mask &= in.guardNegated ? ~p : p;
        }
        ++n;
        ++w.executed;
        const std::uint32_t activeLanes = laneCount(w.active);
        lanes += activeLanes;
        [[maybe_unused]] const std::uint32_t pc = w.pc;
        [[maybe_unused]] const std::uint32_t active = w.active;
        [[maybe_unused]] const std::uint32_t exited = w.exited;
        if (w.wgmmaInFlight) [[unlikely]]
            wgmmaCheckTouch(w, in, mask);
        st = in.fn(w, in, mask);
        if constexpr (Observed) {
            if (!m_countSinks.empty()) {
                InstructionCount& c = m_counts[pc];
                ++c.warps;
                c.lanes += activeLanes;
                c.lanesOn += laneCount(mask);
                c.split += mask != 0 && mask != active;
            }
            // diverged: some live lane is elsewhere; an exit changes which lanes are live
            const bool diverged = active != ~exited || w.exited != exited;
            if (!m_instructionSinks.empty() || (diverged && !m_divergedSinks.empty())) {
                const WarpRegisters regs(w.regs);
                const InstructionEvent e {pc, w.id, active, mask, &regs};
                for (CtaObserver* o : m_instructionSinks)
                    o->onInstruction(e);
                if (diverged)
                    for (CtaObserver* o : m_divergedSinks)
                        o->onInstruction(e);
            }
        }
        if (st == Step::Next) {
            if (++w.pc == w.nextWait) {
                w.park();
                w.reschedule();
            }
            continue;
        }
        if (st != Step::Control)
            break;
    }
    w.threadInstructions += lanes;
    if (st == Step::Next || st == Step::Control)
        w.park();
    return st;
}

void CtaRunner::halted(HaltReason why)
{
    // the caller has checked that a warp is live: its CTA is the place to report the stop
    std::uint32_t first = 0;
    while (~m_warps[first].exited == 0)
        ++first;
    Warp& w = m_warps[first];
    Finding f;
    f.kind = haltKind(why);
    f.messageParts = {haltMessage(why, *m_grid.control)};
    f.message = engineMessageText(f.messageParts);
    const auto lane = static_cast<std::uint32_t>(std::countr_zero(~w.exited));
    raiseFinding(w, m_prog.code[std::min<std::size_t>(w.pc, m_prog.code.size() - 1)], lane, std::move(f), true);
    const EngineMessage positions
        = engineMessage("stop.warp_positions", {warpPositionsMessage(m_warps.data(), m_cta.warpCount, m_prog)});
    m_cta.findings.back().message += engineMessageText(positions);
    m_cta.findings.back().messageParts.push_back(positions);
}

void CtaRunner::deadlock()
{
    for (std::uint32_t j = 0; j < m_cta.warpCount; ++j) {
        Warp& w = m_warps[j];
        Finding f;
        std::uint32_t lanes = 0;
        std::uint32_t pc = 0;
        if (w.barWait && describeMbarrierDeadlock(m_cta, j, f, lanes, pc)) {
            // lanes blocked in mbarrier.try_wait / test_wait on a phase nothing can complete
        } else if (m_cta.cluster && m_cta.clusterWaiting[j]) {
            lanes = m_cta.clusterWaiting[j];
            f.kind = Finding::Kind::DivergentBarrier;
            setFindingMessage(f, engineMessage("deadlock.cluster_wait", {numberMessage(m_cta.cluster->ctas.size())}));
            pc = w.lanePc[static_cast<unsigned>(std::countr_zero(lanes))] - 1;
        } else if (w.barWait) {
            lanes = w.barWait;
            for (std::uint32_t m = m_cta.barsInUse; m; m &= m - 1) {
                const BarrierState& b = m_cta.bars[static_cast<unsigned>(std::countr_zero(m))];
                if (b.waiting[j]) {
                    const std::uint32_t live = m_cta.threads - m_cta.exitedThreads;
                    f.kind = Finding::Kind::DivergentBarrier;
                    setFindingMessage(f,
                        engineMessage("deadlock.barrier",
                            {numberMessage(b.arrived), numberMessage(b.expected ? b.expected : live)}));
                    pc = b.pc;
                    break;
                }
            }
        } else if (w.syncWait || w.collWait) {
            lanes = w.syncWait ? w.syncWait : w.collWait;
            f.kind = Finding::Kind::BadWarpSyncMask;
            pc = w.lanePc[static_cast<unsigned>(std::countr_zero(lanes))] - (w.syncWait ? 1 : 0);
            setFindingMessage(f, engineMessage("warpsync.waits_forever"));
        } else {
            continue;
        }
        raiseFinding(w, m_prog.code[pc], static_cast<std::uint32_t>(std::countr_zero(lanes)), std::move(f), true);
        return;
    }
}

void CtaRunner::begin(std::uint64_t linear, CtaOutcome& out, ClusterState* cluster, std::uint32_t rank)
{
    out.linear = linear;
    m_cta.cluster = cluster;
    m_cta.clusterRank = rank;
    if (cluster) {
        m_cta.clusterTarget.assign(static_cast<std::size_t>(m_cta.warpCount) * kWarpSize, 0);
        m_cta.clusterWaiting.assign(m_cta.warpCount, 0);
    }
    setup(linear, out);
    // cp.async completion points are drawn per CTA under a random schedule (asyncstate.h)
    m_cta.randomSchedule = m_grid.randomSchedule;
    m_cta.scheduleSeed = m_grid.scheduleSeed ^ (linear * 0xD6E8FEB86659FD93ull);
    if (m_cta.async)
        m_cta.async->reset(m_cta.warpCount * kWarpSize, m_launch.sharedBytes, m_cta.randomSchedule, m_cta.scheduleSeed);
    m_observed = !m_instructionSinks.empty() || !m_divergedSinks.empty() || !m_countSinks.empty();
    if (m_grid.randomSchedule) {
        // splitmix64 of (seed, CTA): the same CTA gets the same stream for any thread count
        m_rng = m_grid.scheduleSeed ^ (linear * 0x9E3779B97F4A7C15ull) ^ 0xD1B54A32D192ED03ull;
        m_order.resize(m_cta.warpCount);
    }
}

std::uint64_t CtaRunner::nextRandom()
{
    std::uint64_t z = (m_rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

bool CtaRunner::round(CtaOutcome& out, bool& progress, bool soloDeadlock)
{
    const RunControl& C = *m_grid.control;
    std::uint64_t executed = 0;
    progress = false;
    bool allDone = true;
    const std::uint32_t warps = m_cta.warpCount;
    if (m_grid.randomSchedule) {
        // a seeded permutation of the warps for this round (Fisher-Yates)
        for (std::uint32_t j = 0; j < warps; ++j)
            m_order[j] = j;
        for (std::uint32_t j = warps; j > 1; --j)
            std::swap(m_order[j - 1], m_order[nextRandom() % j]);
    }
    for (std::uint32_t k = 0; k < warps; ++k) {
        Warp& w = m_warps[m_grid.randomSchedule ? m_order[k] : k];
        if (~w.exited == 0)
            continue;
        allDone = false;
        if ((~(w.exited | w.barWait | w.syncWait | w.collWait)) == 0)
            continue;
        // random schedules run short slices (1..64 warp-instructions) so warps interleave finely
        const std::uint64_t quantum = m_grid.randomSchedule ? 1 + nextRandom() % 64 : kQuantum;
        const std::uint64_t before = w.executed;
        const Step st = m_observed ? slice<true>(w, quantum) : slice<false>(w, quantum);
        executed += w.executed - before;
        progress = progress || w.executed != before;
        if (st == Step::Fault)
            break;
    }
    // the launch-wide budget, cancel and the deadline are checked after every round, also the last
    // one of a CTA that finishes in one round (else a grid of such CTAs never sees its budget)
    const std::uint64_t used = m_grid.budgetUsed.fetch_add(executed) + executed;
    if (used > C.instructionBudget)
        m_grid.halt.store(HaltReason::Budget);
    if (C.cancel && C.cancel->load(std::memory_order_relaxed))
        m_grid.halt.store(HaltReason::Cancel);
    if (C.deadline && std::chrono::steady_clock::now() > *C.deadline)
        m_grid.halt.store(HaltReason::Deadline);
    if (m_cta.stopped) {
        out.faulted = true;
        return true;
    }
    if (allDone) {
        finishHopperUnits(m_cta); // copies still in flight land; undelivered expect_tx bytes are reported
        // finished: a stop is reported by a CTA that still runs, or by the grid (engine.cpp), never lost
        out.finished = true;
        return true;
    }
    if (!progress && soloDeadlock) {
        if (timeoutWaits())
            return false; // mbarrier waiters timed out (or copies landed): they run again
        deadlock();
        out.faulted = true;
        return true;
    }
    // an earlier CTA's fault or halt is seen between rounds too
    if (const HaltReason h = m_grid.halt.load(); h != HaltReason::Running) {
        // warps that were live when the round began may all have exited in it: then the CTA has
        // finished, and the stop is reported by a CTA that still runs, or by the grid (engine.cpp)
        bool live = false;
        for (std::uint32_t j = 0; j < warps; ++j)
            live = live || ~m_warps[j].exited != 0;
        if (live)
            halted(h);
        else
            out.finished = true;
        return true;
    }
    return out.linear > m_grid.stopAt.load();
}

void CtaRunner::end(CtaOutcome& out)
{
    for (CtaObserver* o : m_countSinks)
        o->onInstructionCounts(m_counts);
    for (const Warp& w : m_warps) {
        out.warpInstructions += w.executed;
        out.threadInstructions += w.threadInstructions;
    }
    out.findings = std::move(m_cta.findings);
    m_cta.findings.clear();
    out.printfLines = std::move(m_cta.printfLines);
    out.printfTruncated = m_cta.printfTruncated;
}

bool CtaRunner::timeoutWaits()
{
    return timeoutMbarrierWaits(m_cta);
}

CtaOutcome CtaRunner::run(std::uint64_t linear)
{
    CtaOutcome out;
    begin(linear, out);
    bool progress = false;
    while (!round(out, progress, true))
        ;
    end(out);
    return out;
}

} // namespace warpscope::core::emu
