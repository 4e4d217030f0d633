// One CTA on one worker: register files from the launch's constant image, special registers,
// zeroed shared and local memory, then warps time-sliced in a fixed order until every thread has
// exited, a fatal finding stops it, or the budget / cancel halts the launch.
#include "core/emu/ctarunner.h"

#include "core/emu/stopfinding.h"

#include <chrono>
#include <cstring>

namespace warpscope::core::emu {

namespace {

constexpr std::uint64_t kQuantum = 8192; ///< warp-instructions per slice before the next warp runs
constexpr std::size_t kRegAlign = 64;

std::uint32_t specialValue(Special s, const LaunchState& L, const Cta& cta, std::uint32_t warp, std::uint32_t lane)
{
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
        return static_cast<std::uint32_t>(cta.linear % 132);
    case Special::NSmId:
        return 132;
    case Special::GridId:
        return 1;
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
        return L.sharedBytes;
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
    m_local.resize(static_cast<std::size_t>(warps) * kWarpSize * m_prog.localBytes + 16);
    m_retStack.resize(static_cast<std::size_t>(warps) * kWarpSize * std::max<std::uint32_t>(m_prog.maxCallDepth, 1));
    m_warps.resize(warps);
    auto* base = reinterpret_cast<std::byte*>(
        (reinterpret_cast<std::uintptr_t>(m_regs.data()) + kRegAlign - 1) & ~(std::uintptr_t(kRegAlign) - 1));
    for (std::uint32_t j = 0; j < warps; ++j) {
        Warp& w = m_warps[j];
        w.regs = base + static_cast<std::size_t>(j) * m_prog.regBytes;
        w.local = m_local.data() + static_cast<std::size_t>(j) * kWarpSize * m_prog.localBytes;
        w.retStack = m_retStack.data()
            + static_cast<std::size_t>(j) * kWarpSize * std::max<std::uint32_t>(m_prog.maxCallDepth, 1);
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
    m_cta.findings.clear();
    m_cta.stopped = false;
    std::memset(m_shared.data(), 0, m_shared.size());
    m_cta.shared = m_shared.data();
    std::memset(m_local.data(), 0, m_local.size());
    out.info = {m_cta.ctaid, linear, m_cta.warpCount, m_cta.threads};

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
                slot[lane] = specialValue(s.which, L, m_cta, j, lane);
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
        w.depth.fill(0);
        w.lastRegion = nullptr;
        w.executed = 0;
        w.threadInstructions = 0;
        w.sinks = sinks;
    }
}

template <bool Observed> int CtaRunner::slice(Warp& w, std::uint64_t quantum)
{
    if (!w.reschedule())
        return kBlock;
    const Instr* code = m_prog.code.data();
    std::uint64_t n = 0;
    std::uint64_t lanes = 0;
    int st = kNext;
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
        if (st == kNext) {
            if (++w.pc == w.nextWait) {
                w.park();
                w.reschedule();
            }
            continue;
        }
        if (st != kControl)
            break;
    }
    w.threadInstructions += lanes;
    if (st == kNext || st == kControl)
        w.park();
    return st;
}

void CtaRunner::halted(int why)
{
    // the caller has checked that a warp is live: its CTA is the place to report the stop
    std::uint32_t first = 0;
    while (~m_warps[first].exited == 0)
        ++first;
    Warp& w = m_warps[first];
    Finding f;
    f.kind = haltKind(why);
    f.message = haltText(why, *m_grid.control);
    const auto lane = static_cast<std::uint32_t>(std::countr_zero(~w.exited));
    raiseFinding(w, m_prog.code[std::min<std::size_t>(w.pc, m_prog.code.size() - 1)], lane, std::move(f), true);
    m_cta.findings.back().message
        += " Where the warps of this CTA were: " + describeWarpPositions(m_warps.data(), m_cta.warpCount, m_prog) + ".";
}

void CtaRunner::deadlock()
{
    for (std::uint32_t j = 0; j < m_cta.warpCount; ++j) {
        Warp& w = m_warps[j];
        Finding f;
        std::uint32_t lanes = 0;
        std::uint32_t pc = 0;
        if (w.barWait) {
            lanes = w.barWait;
            for (std::uint32_t m = m_cta.barsInUse; m; m &= m - 1) {
                const BarrierState& b = m_cta.bars[static_cast<unsigned>(std::countr_zero(m))];
                if (b.waiting[j]) {
                    const std::uint32_t live = m_cta.threads - m_cta.exitedThreads;
                    f.kind = Finding::Kind::DivergentBarrier;
                    f.message = "barrier waits forever: " + std::to_string(b.arrived) + " of "
                        + std::to_string(b.expected ? b.expected : live)
                        + " threads arrived, the others exited early or wait at another barrier (a __syncthreads() "
                          "inside a branch that not every thread takes)";
                    pc = b.pc;
                    break;
                }
            }
        } else if (w.syncWait || w.collWait) {
            lanes = w.syncWait ? w.syncWait : w.collWait;
            f.kind = Finding::Kind::BadWarpSyncMask;
            pc = w.lanePc[static_cast<unsigned>(std::countr_zero(lanes))] - (w.syncWait ? 1 : 0);
            f.message = "warp-synchronous instruction waits forever for lanes of its member mask that never reach it";
        } else {
            continue;
        }
        raiseFinding(w, m_prog.code[pc], static_cast<std::uint32_t>(std::countr_zero(lanes)), std::move(f), true);
        return;
    }
}

CtaOutcome CtaRunner::run(std::uint64_t linear)
{
    CtaOutcome out;
    out.linear = linear;
    setup(linear, out);
    const RunControl& C = *m_grid.control;
    const bool observed = !m_instructionSinks.empty() || !m_divergedSinks.empty() || !m_countSinks.empty();
    std::uint64_t executed = 0;
    while (true) {
        bool progress = false;
        bool allDone = true;
        for (Warp& w : m_warps) {
            if (~w.exited == 0)
                continue;
            allDone = false;
            if ((~(w.exited | w.barWait | w.syncWait | w.collWait)) == 0)
                continue;
            const std::uint64_t before = w.executed;
            const int st = observed ? slice<true>(w, kQuantum) : slice<false>(w, kQuantum);
            executed += w.executed - before;
            progress = progress || w.executed != before;
            if (st == kFault)
                break;
        }
        if (m_cta.stopped) {
            out.faulted = true;
            break;
        }
        if (allDone) {
            out.finished = true;
            break;
        }
        if (!progress) {
            deadlock();
            out.faulted = true;
            break;
        }
        // the launch-wide budget, cancel and an earlier CTA's fault are checked between rounds
        const std::uint64_t used = m_grid.budgetUsed.fetch_add(executed) + executed;
        executed = 0;
        if (used > C.instructionBudget)
            m_grid.halt.store(kHaltBudget);
        if (C.cancel && C.cancel->load(std::memory_order_relaxed))
            m_grid.halt.store(kHaltCancel);
        if (C.deadline && std::chrono::steady_clock::now() > *C.deadline)
            m_grid.halt.store(kHaltDeadline);
        if (const int h = m_grid.halt.load()) {
            // a CTA whose warps all exited in this round has finished: the stop is reported by a CTA
            // that still runs, or by the grid (engine.cpp), never lost
            bool live = false;
            for (const Warp& w : m_warps)
                live = live || ~w.exited != 0;
            if (!live)
                out.finished = true;
            else
                halted(h);
            break;
        }
        if (linear > m_grid.stopAt.load())
            break;
    }
    m_grid.budgetUsed.fetch_add(executed);
    for (CtaObserver* o : m_countSinks)
        o->onInstructionCounts(m_counts);
    for (const Warp& w : m_warps) {
        out.warpInstructions += w.executed;
        out.threadInstructions += w.threadInstructions;
    }
    out.findings = std::move(m_cta.findings);
    m_cta.findings.clear();
    return out;
}

} // namespace warpscope::core::emu
