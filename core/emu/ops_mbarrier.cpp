// mbarrier.* (PTX ISA 8.x, sm_80 / sm_90): init, inval, arrive (count, .noComplete, .expect_tx),
// arrive_drop, expect_tx, complete_tx, test_wait / try_wait (state or .parity, with the suspend-time
// hint), pending_count; and cp.async.mbarrier.arrive. State and findings are in mbarrier.cpp.
//
// The .sem (.release / .acquire / .relaxed) and .scope (.cta / .cluster) qualifiers order memory;
// the emulator runs the threads of a CTA (and of a cluster) sequentially consistent, so they change
// nothing here. A waiting lane blocks until the phase completes (a GPU may suspend it too, up to a
// time limit): when no warp can move, the waiters time out with "not complete" once, and if nothing
// changed when they wait again, the wait is a deadlock and is reported as one.
#include "core/emu/asyncstate.h"
#include "core/emu/decoderimpl.h"
#include "core/emu/mbarrier.h"
#include "core/emu/memaccess.h"
#include "core/emu/opscommon.h"

#include <map>

namespace warpscope::core::emu {

namespace {

enum MbOp : std::uint8_t { Init, Inval, Arrive, ArriveDrop, ExpectTx, CompleteTx, TestWait, TryWait, PendingCount };

/// Bits of Instr::round for mbarrier instructions (which have no rounding).
enum : std::uint8_t {
    kMbCount = 1, ///< src1 holds the arrival count
    kMbTx = 2, ///< arrive.expect_tx: src1 holds the tx bytes
    kMbNoComplete = 4,
    kMbParity = 8, ///< the wait operand is a phase parity (else a state token)
    kMbDest = 16, ///< arrive writes its state token to d
    kMbCpAsync = 32, ///< cp.async.mbarrier.arrive
    kMbNoInc = 64, ///< cp.async.mbarrier.arrive.noinc
};

const char* opName(std::uint8_t op)
{
    static const char* names[]
        = {"mbarrier.init", "mbarrier.inval", "mbarrier.arrive", "mbarrier.arrive_drop", "mbarrier.expect_tx",
            "mbarrier.complete_tx", "mbarrier.test_wait", "mbarrier.try_wait", "mbarrier.pending_count"};
    return names[op];
}

void observe(Warp& w, const Instr& in, int lane, const BarrierRef& ref, AccessKind kind)
{
    if (!w.sinks || w.sinks->memory.empty() || ref.owner != w.cta)
        return;
    std::uint64_t addr[kWarpSize] = {};
    addr[lane] = ref.offset;
    MemoryEvent e;
    e.pc = in.pc;
    e.warp = w.id;
    e.activeMask = 1u << lane;
    e.space = ObservedSpace::Shared;
    e.kind = kind;
    e.bytes = 8;
    const InstrInfo& info = w.prog->info[in.pc];
    e.ptxLine = info.ptxLine;
    e.sourceLine = info.sourceLine;
    e.addresses = addr;
    for (CtaObserver* o : w.sinks->memory)
        o->onMemory(e);
}

Step hazard(Warp& w, const Instr& in, int lane, const BarrierRef& ref, EngineMessage message, bool fatal)
{
    Finding f;
    f.kind = Finding::Kind::AsyncHazard;
    f.space = "shared";
    f.offset = ref.offset;
    setFindingMessage(f, std::move(message));
    return raiseFinding(w, in, static_cast<std::uint32_t>(lane), std::move(f), fatal);
}

Step initLane(Warp& w, const Instr& in, int lane, const BarrierRef& ref)
{
    const std::uint32_t count = w.r<std::uint32_t>(in.src1)[lane];
    if (count < 1 || count > (1u << 20) - 1)
        return hazard(w, in, lane, ref,
            engineMessage("mbar.init_count", {describeBarrier(*ref.owner, ref.offset), numberMessage(count)}), true);
    Mbarrier& b = hopperOf(*ref.owner).bars[ref.offset];
    if (b.valid && (!b.waiters.empty() || !b.copies.empty()))
        return hazard(
            w, in, lane, ref, engineMessage("mbar.init_in_use", {describeBarrier(*ref.owner, ref.offset)}), true);
    b = Mbarrier {};
    b.valid = true;
    b.expected = b.pending = count;
    b.lastPc = in.pc;
    b.lastWarp = w.id;
    b.lastLane = static_cast<std::uint32_t>(lane);
    ++hopperOf(*ref.owner).epoch;
    storeImage(*ref.owner, ref.offset, b);
    observe(w, in, lane, ref, AccessKind::Store);
    return Step::Next;
}

/// One lane's arrive / arrive_drop; writes its state token. Returns a Step.
Step arriveLane(Warp& w, const Instr& in, int lane, const BarrierRef& ref, Mbarrier& b, std::uint32_t& phasesDone)
{
    std::uint32_t count = (in.round & kMbCount) ? w.r<std::uint32_t>(in.src1)[lane] : 1;
    if (in.round & kMbCpAsync)
        count = (in.round & kMbNoInc) ? 1 : 0; // without .noinc the pending count rose by one first
    if (in.round & kMbTx) {
        b.txUsed = true;
        changeTx(*ref.owner, ref.offset, b, w.r<std::uint32_t>(in.src1)[lane]);
    }
    const std::uint32_t phase = b.phase;
    if (in.op == ArriveDrop) {
        if (count > b.expected)
            return hazard(w, in, lane, ref,
                engineMessage("mbar.arrive_drop_count",
                    {numberMessage(count), describeBarrier(*ref.owner, ref.offset), numberMessage(b.expected)}),
                true);
        b.expected -= count;
    }
    if ((in.round & kMbNoComplete) && count >= b.pending && b.tx == 0)
        hazard(w, in, lane, ref,
            engineMessage("mbar.no_complete_completes",
                {describeBarrier(*ref.owner, ref.offset), numberMessage(count), numberMessage(b.pending)}),
            false);
    std::uint32_t excess = 0;
    phasesDone += arriveOn(*ref.owner, ref.offset, b, count, excess);
    // the token describes the phase the arrival counted in: 0 missing once it completed that phase
    const std::uint32_t missing = b.phase != phase ? 0 : b.pending;
    if (in.round & kMbDest)
        w.r<std::uint64_t>(in.dst)[lane] = (std::uint64_t(phase) << 32) | (1u << 31) | (missing & 0xFFFFFu);
    if (excess)
        return hazard(w, in, lane, ref,
            engineMessage("mbar.arrive_overflow",
                {numberMessage(excess), describeBarrier(*ref.owner, ref.offset), numberMessage(b.phase),
                    numberMessage(b.tx)}),
            false);
    return Step::Next;
}

void addWaiter(Mbarrier& b, const MbarrierWaiter& x)
{
    for (auto& y : b.waiters)
        if (y.warp == x.warp && y.pc == x.pc && y.parity == x.parity && y.value == x.value) {
            y.lanes |= x.lanes;
            return;
        }
    b.waiters.push_back(x);
}

Step mbarrierOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    if (in.op == PendingCount) {
        const std::uint64_t* s = w.r<std::uint64_t>(in.src1);
        std::uint32_t* d = w.r<std::uint32_t>(in.dst);
        forLanes(mask, [&](int i) { d[i] = static_cast<std::uint32_t>(s[i] & 0xFFFFFu); });
        return Step::Next;
    }
    if (in.round & kMbCpAsync) // cp.async (ops_cpasync.cpp): the arrive-on happens once the thread's copies complete
        cpAsyncCompleteAll(w, in, mask);
    std::uint64_t addr[kWarpSize];
    std::uint64_t lo = 0, hi = 0, any = 0;
    computeAddresses(w, in, mask, addr, lo, hi, any);
    std::uint32_t blocked = 0;
    std::uint32_t waitTrue = 0;
    // phases completed per barrier by this one instruction: more than one is an arrive overflow
    std::map<std::pair<Cta*, std::uint32_t>, std::uint32_t> phasesDone;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const int lane = std::countr_zero(m);
        Step step = Step::Next;
        const BarrierRef ref = resolveBarrier(w, in, lane, addr[lane], step);
        if (!ref.owner) {
            if (step == Step::Fault)
                return Step::Fault;
            continue;
        }
        if (in.op == Init) {
            if (initLane(w, in, lane, ref) == Step::Fault)
                return Step::Fault;
            continue;
        }
        Mbarrier* b = liveBarrier(w, in, lane, ref, literalMessage(opName(in.op)), step);
        if (!b)
            return step;
        checkImage(w, in, lane, ref, *b);
        b->lastPc = in.pc;
        b->lastWarp = w.id;
        b->lastLane = static_cast<std::uint32_t>(lane);
        observe(w, in, lane, ref, AccessKind::Atomic);
        switch (in.op) {
        case Inval:
            if (!b->waiters.empty() || !b->copies.empty())
                if (hazard(w, in, lane, ref,
                        engineMessage("mbar.inval_in_use", {describeBarrier(*ref.owner, ref.offset)}), true)
                    == Step::Fault)
                    return Step::Fault;
            b->valid = false;
            break;
        case Arrive:
        case ArriveDrop:
            if (arriveLane(w, in, lane, ref, *b, phasesDone[{ref.owner, ref.offset}]) == Step::Fault)
                return Step::Fault;
            break;
        case ExpectTx:
        case CompleteTx:
            b->txUsed = b->txUsed || in.op == ExpectTx;
            changeTx(*ref.owner, ref.offset, *b,
                in.op == ExpectTx ? std::int64_t(w.r<std::uint32_t>(in.src1)[lane])
                                  : -std::int64_t(w.r<std::uint32_t>(in.src1)[lane]));
            break;
        default: { // test_wait, try_wait
            const bool parity = (in.round & kMbParity) != 0;
            const std::uint32_t value = parity ? w.r<std::uint32_t>(in.src1)[lane]
                                               : static_cast<std::uint32_t>(w.r<std::uint64_t>(in.src1)[lane] >> 32);
            landCopies(*ref.owner, ref.offset, *b); // the waiting thread observes the copies' bytes
            if (waitSatisfied(*b, parity, value)) {
                waitTrue |= 1u << lane;
            } else {
                blocked |= 1u << lane;
                addWaiter(*b, {w.id, 1u << lane, in.dst, parity, value, in.pc});
            }
        }
        }
    }
    for (const auto& [key, n] : phasesDone)
        if (n > 1) {
            const int lane = std::countr_zero(mask);
            hazard(w, in, lane, {key.first, key.second},
                engineMessage("mbar.phases_overflow",
                    {literalMessage(opName(in.op)), numberMessage(laneCount(mask)), numberMessage(n),
                        describeBarrier(*key.first, key.second),
                        numberMessage(hopperOf(*key.first).bars[key.second].expected)}),
                false);
        }
    if (in.op != TestWait && in.op != TryWait)
        return Step::Next;
    setPredLanes(w.pred(in.dst), mask & ~blocked, waitTrue);
    if (!blocked)
        return Step::Next;
    for (std::uint32_t m = w.active; m; m &= m - 1)
        w.lanePc[static_cast<unsigned>(std::countr_zero(m))] = w.pc + 1;
    w.barWait |= blocked;
    return w.reschedule() ? Step::Control : Step::Block;
}

Status decodeMbarrier(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const int kind = mods.takeOneOf({"init", "inval", "arrive", "arrive_drop", "expect_tx", "complete_tx", "test_wait",
        "try_wait", "pending_count"});
    if (kind < 0)
        return d.unsupported(ins);
    Instr in;
    in.fn = mbarrierOp;
    in.op = static_cast<std::uint8_t>(kind);
    in.kind = kind == TestWait || kind == TryWait ? InstructionClass::Barrier : InstructionClass::Atomic;
    // ordering and scope qualifiers: see the file comment
    for (const char* q : {"release", "acquire", "relaxed", "cta", "cluster"})
        mods.take(q);
    if (mods.take("expect_tx"))
        in.round |= kMbTx;
    if (mods.take("noComplete"))
        in.round |= kMbNoComplete;
    if (mods.take("parity"))
        in.round |= kMbParity;
    in.space = takeSpace(mods);
    if (in.space != MemSpace::Shared && in.space != MemSpace::Generic)
        return d.bad(ins, "an mbarrier object is in shared memory");
    if (mods.takeType() != PtxType::B64 || !mods.leftover().empty())
        return d.unsupported(ins);
    Slots sl(d);
    const auto& o = ins.operands;
    if (kind == PendingCount) {
        if (auto s = expectOperands(d, ins, 2, "count, state"); !s)
            return s;
        in.src1 = sl.src(o[1], PtxType::B64);
        in.dst = sl.dst(o[0], PtxType::U32);
        if (auto s = sl.status(); !s)
            return s;
        d.emit(in);
        return Ok {};
    }
    std::size_t at = 0; // the address operand
    if (kind == Arrive || kind == ArriveDrop || kind == TestWait || kind == TryWait)
        at = 1;
    if (o.size() <= at)
        return d.bad(ins, "missing the mbarrier address operand");
    const std::size_t extra = o.size() - at - 1;
    const bool waits = kind == TestWait || kind == TryWait;
    const std::size_t maxExtra = waits ? (kind == TryWait ? 2 : 1) : (kind == Inval ? 0 : 1);
    const std::size_t minExtra
        = waits || kind == Init || kind == ExpectTx || kind == CompleteTx || (in.round & (kMbTx | kMbNoComplete)) ? 1
                                                                                                                  : 0;
    if (extra < minExtra || extra > maxExtra)
        return d.bad(ins, "wrong number of operands (" + std::to_string(o.size()) + ")");
    if (auto s = applyAddress(d, ins, o[at], in, 8); !s)
        return s;
    if (waits) {
        in.src1 = sl.src(o[2], (in.round & kMbParity) ? PtxType::U32 : PtxType::B64);
        if (extra == 2)
            (void)sl.src(o[3], PtxType::U32); // the suspend-time hint: the emulator blocks until the phase completes
        in.dst = sl.predDst(o[0]);
    } else {
        if (extra == 1) {
            in.src1 = sl.src(o[at + 1], PtxType::U32);
            if (kind == Arrive || kind == ArriveDrop)
                in.round |= (in.round & kMbTx) ? 0 : kMbCount;
        }
        if (at == 1 && o[0].kind != ptx::Operand::Kind::Sink) {
            in.dst = sl.dst(o[0], PtxType::B64);
            in.round |= kMbDest;
        }
    }
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

} // namespace

Status decodeCpAsyncMbarrierArrive(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    Instr in;
    in.fn = mbarrierOp;
    in.op = Arrive;
    in.kind = InstructionClass::Atomic;
    in.round = kMbCpAsync | (mods.take("noinc") ? kMbNoInc : 0);
    in.space = takeSpace(mods);
    if (in.space != MemSpace::Shared && in.space != MemSpace::Generic)
        return d.bad(ins, "an mbarrier object is in shared memory");
    if (mods.takeType() != PtxType::B64 || !mods.leftover().empty())
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, 1, "[mbar]"); !s)
        return s;
    if (auto s = applyAddress(d, ins, ins.operands[0], in, 8); !s)
        return s;
    d.emit(in);
    return Ok {};
}

void registerMbarrierOps(DecodeTable& t)
{
    t["mbarrier"] = decodeMbarrier;
}

} // namespace warpscope::core::emu
