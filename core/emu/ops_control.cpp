// Control flow and synchronisation: bra, call, ret, exit, trap, brkpt; bar.sync / barrier.sync,
// bar.arrive, bar.red, bar.warp.sync; membar / fence and other no-op orderings.
// Divergence: lanes that leave the active group keep their own pc (Warp::lanePc) and the scheduler
// runs the lowest pc among ready lanes, which reconverges structured and unstructured flow alike.
#include "core/emu/opscommon.h"

#include <algorithm>

namespace warpscope::core::emu {

/// Moves the whole group to pc; when it jumps to or past a waiting lane, the scheduler decides.
Step jumpGroup(Warp& w, std::uint32_t pc)
{
    w.pc = pc;
    if (pc >= w.nextWait) {
        w.park();
        return w.reschedule() ? Step::Control : Step::Block;
    }
    return Step::Control;
}

Step scatterGroup(Warp& w, std::uint32_t mask)
{
    for (std::uint32_t m = w.active & ~mask; m; m &= m - 1)
        w.lanePc[static_cast<unsigned>(std::countr_zero(m))] = w.pc + 1;
    return w.reschedule() ? Step::Control : Step::Block;
}

namespace {

/// Splits the group: lanes of `taken` go to target, the rest of the group to pc + 1.
Step splitGroup(Warp& w, std::uint32_t taken, std::uint32_t target)
{
    const std::uint32_t fall = w.pc + 1;
    for (std::uint32_t m = w.active; m; m &= m - 1) {
        const auto i = static_cast<unsigned>(std::countr_zero(m));
        w.lanePc[i] = (taken >> i) & 1u ? target : fall;
    }
    return w.reschedule() ? Step::Control : Step::Block;
}

Step braOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (mask == w.active)
        return jumpGroup(w, in.target);
    if (mask == 0)
        return Step::Next;
    return splitGroup(w, mask, in.target);
}

Step nopOp(Warp&, const Instr&, std::uint32_t)
{
    return Step::Next;
}

Step exitOp(Warp& w, const Instr&, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    w.exited |= mask;
    w.cta->exitedThreads += static_cast<std::uint32_t>(std::popcount(mask));
    w.active &= ~mask;
    afterExit(w);
    if (w.active)
        return Step::Next;
    return w.reschedule() ? Step::Control : Step::Block;
}

Step callOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const CallSite& site = w.prog->calls[in.target];
    for (std::uint32_t k = 0; k < site.copyCount; ++k) {
        const SlotCopy& c = w.prog->copies[site.firstCopy + k];
        forLanes(mask, [&](int i) {
            std::memcpy(w.regs + c.to + static_cast<std::size_t>(i) * c.toStride,
                w.regs + c.from + static_cast<std::size_t>(i) * c.fromStride, c.bytes);
        });
    }
    const std::uint32_t depthMax = w.launch->callDepth;
    for (std::uint32_t m = mask; m; m &= m - 1)
        if (w.depth[static_cast<unsigned>(std::countr_zero(m))] >= depthMax)
            return stackOverflow(w, in, static_cast<std::uint32_t>(std::countr_zero(m)),
                engineMessage("stack.call_depth", {numberMessage(depthMax + 1)}), 0);
    forLanes(mask, [&](int i) { w.retStack[static_cast<std::size_t>(i) * depthMax + w.depth[i]++] = w.pc + 1; });
    if (mask == w.active)
        return jumpGroup(w, site.calleePc);
    return splitGroup(w, mask, site.calleePc);
}

} // namespace

Step retOp(Warp& w, const Instr&, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const std::uint32_t depthMax = w.launch->callDepth;
    std::uint32_t first = kNoPc;
    bool uniform = true;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const auto i = static_cast<unsigned>(std::countr_zero(m));
        const std::uint32_t back = w.retStack[static_cast<std::size_t>(i) * depthMax + --w.depth[i]];
        w.lanePc[i] = back;
        uniform = uniform && (first == kNoPc || back == first);
        first = back;
    }
    if (mask == w.active && uniform)
        return jumpGroup(w, first);
    for (std::uint32_t m = w.active & ~mask; m; m &= m - 1)
        w.lanePc[static_cast<unsigned>(std::countr_zero(m))] = w.pc + 1;
    return w.reschedule() ? Step::Control : Step::Block;
}

namespace {

Step trapOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    Finding f;
    f.kind = Finding::Kind::Trap;
    setFindingMessage(f, engineMessage(in.op == 1 ? "trap.brkpt" : "trap.trap"));
    return raiseFinding(w, in, static_cast<std::uint32_t>(std::countr_zero(mask)), std::move(f), true);
}

/// The first lane's value of a uniform operand (barrier id, thread count, member mask).
std::uint32_t uniformOperand(const Warp& w, std::uint32_t slot, std::uint32_t mask)
{
    return w.r<std::uint32_t>(slot)[std::countr_zero(mask)];
}

/// bar.sync / barrier.sync / bar.arrive / bar.red. in.op: 0 sync, 1 arrive, 2 red.popc, 3 red.and,
/// 4 red.or. in.flags & kHasDest: a thread count operand in b.
Step barrierOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    Cta& cta = *w.cta;
    const std::uint32_t id = uniformOperand(w, in.src0, mask) & 15u;
    BarrierState& bar = cta.bars[id];
    bar.expected = (in.flags & kHasDest) ? uniformOperand(w, in.src1, mask) : 0;
    bar.pc = in.pc;
    cta.barsInUse |= 1u << id;
    if (in.op >= 2) {
        const std::uint32_t p = w.pred(in.src2) & mask;
        if (in.op == 2)
            bar.redValue += static_cast<std::uint32_t>(std::popcount(p));
        else if (in.op == 3)
            bar.redValue = bar.redOp == 0 ? (p == mask) : (bar.redValue && p == mask);
        else
            bar.redValue = bar.redOp == 0 ? (p != 0) : (bar.redValue || p != 0);
        bar.redOp = in.op;
        bar.pending.push_back({w.id, mask, in.dst, in.op != 2});
    }
    bar.arrived += static_cast<std::uint32_t>(std::popcount(mask));
    if (w.sinks)
        for (CtaObserver* o : w.sinks->barriers)
            o->onBarrier({BarrierEvent::Kind::Arrive, in.pc, w.id, id, mask});
    if (in.op == 1) { // arrive: count, do not wait
        tryReleaseBarrier(cta, id);
        return Step::Next;
    }
    bar.waiting[w.id] |= mask;
    w.barWait |= mask;
    if (w.active == kFullMask) {
        w.lanePc.fill(w.pc + 1); // a whole warp at the barrier, the common case: one fill, no lane loop
        if (mask == kFullMask)
            w.wholeAt = w.pc + 1; // and the release resumes it whole (Warp::reschedule)
    } else
        for (std::uint32_t m = w.active; m; m &= m - 1)
            w.lanePc[static_cast<unsigned>(std::countr_zero(m))] = w.pc + 1;
    tryReleaseBarrier(cta, id);
    return w.reschedule() ? Step::Control : Step::Block;
}

/// bar.warp.sync membermask: lanes wait until every non-exited member has arrived.
Step warpSyncOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const std::uint32_t member = uniformOperand(w, in.src0, mask);
    if (mask & ~member) {
        Finding f;
        f.kind = Finding::Kind::BadWarpSyncMask;
        setFindingMessage(f, engineMessage("warpsync.not_member"));
        return raiseFinding(w, in, static_cast<std::uint32_t>(std::countr_zero(mask & ~member)), std::move(f), true);
    }
    w.syncWait |= mask;
    w.syncMember |= member;
    for (std::uint32_t m = w.active; m; m &= m - 1)
        w.lanePc[static_cast<unsigned>(std::countr_zero(m))] = w.pc + 1;
    if ((w.syncMember & ~w.syncWait & ~w.exited) == 0) {
        if (w.sinks)
            for (CtaObserver* o : w.sinks->barriers)
                o->onBarrier({BarrierEvent::Kind::WarpSync, in.pc, w.id, 0, w.syncWait});
        w.syncWait = 0;
        w.syncMember = 0;
    }
    return w.reschedule() ? Step::Control : Step::Block;
}

Status decodeBra(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    mods.take("uni");
    if (auto s = expectOperands(d, ins, 1, "a label"); !s)
        return s;
    const ptx::Operand& target = ins.operands[0];
    if (target.kind != ptx::Operand::Kind::Register)
        return d.bad(ins, "bra needs a label");
    Instr in;
    in.fn = braOp;
    in.kind = InstructionClass::Branch;
    const std::uint32_t pc = d.emit(in);
    d.branchTo(pc, target.name, target);
    return Ok {};
}

Status decodeCall(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    mods.take("uni");
    const ptx::Operand* rets = nullptr;
    const ptx::Operand* args = nullptr;
    const ptx::Operand* callee = nullptr;
    const ptx::Operand* targets = nullptr; // the prototype or .calltargets of an indirect call
    for (const auto& op : ins.operands) {
        if (op.kind == ptx::Operand::Kind::List && !targets)
            (callee ? args : rets) = &op;
        else if (op.kind == ptx::Operand::Kind::Register && !callee)
            callee = &op;
        else if (op.kind == ptx::Operand::Kind::Register && !targets)
            targets = &op;
        else
            return d.bad(ins, "expected call (results), function, (arguments){, prototype}");
    }
    if (!callee)
        return d.bad(ins, "call needs a function name");
    const auto& fns = d.module().functions;
    const bool isFunction
        = std::any_of(fns.begin(), fns.end(), [&](const ptx::Function& f) { return f.name == callee->name; });
    if (!isFunction)
        return decodeIndirectCall(d, ins, rets, args, *callee, targets);
    const auto it = std::find_if(
        fns.begin(), fns.end(), [&](const ptx::Function& f) { return f.name == callee->name && f.hasBody; });
    Instr in;
    if (it == fns.end()) {
        if (isRuntimeCall(callee->name))
            return decodeRuntimeCall(d, ins, callee->name, rets, args);
        bool declared
            = std::any_of(fns.begin(), fns.end(), [&](const ptx::Function& f) { return f.name == callee->name; });
        if (declared)
            return d.unsupported(ins, "external function '" + callee->name + "'");
        return d.bad(ins, "calls an unknown function '" + callee->name + "'");
    }
    if (const std::uint32_t frame = d.frameSite(callee->name); frame != kNoPc) {
        Instr push;
        push.fn = framePushOp;
        push.target = frame;
        push.kind = InstructionClass::Other;
        d.emitMicro(push);
    }
    auto site = d.callSite(ins, callee->name, rets, args);
    if (!site)
        return site.error();
    in.fn = callOp;
    in.target = *site;
    in.kind = InstructionClass::Call;
    d.emit(in);
    return Ok {};
}

Status decodeBar(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const bool isBarrier = mods.base() == "barrier";
    if (isBarrier && mods.take("cluster"))
        return decodeClusterBarrier(d, ins, mods);
    if (mods.take("warp")) {
        mods.take("sync");
        if (auto s = expectOperands(d, ins, 1, "membermask"); !s)
            return s;
        Instr in;
        in.fn = warpSyncOp;
        in.kind = InstructionClass::Barrier;
        Slots sl(d);
        in.src0 = sl.src(ins.operands[0], PtxType::B32);
        if (auto s = sl.status(); !s)
            return s;
        d.emit(in);
        return Ok {};
    }
    (void)isBarrier;
    if (mods.take("cluster"))
        return d.unsupported(ins, "cluster barriers");
    mods.take("cta");
    mods.take("aligned");
    const int kind = mods.takeOneOf({"sync", "arrive", "red"});
    int op = kind == 1 ? 1 : 0;
    PtxType redType = PtxType::None;
    if (kind == 2) {
        const int r = mods.takeOneOf({"popc", "and", "or"});
        if (r < 0)
            return d.bad(ins, "bar.red needs .popc, .and or .or");
        op = 2 + r;
        redType = mods.takeType();
    } else if (kind < 0 && !mods.leftover().empty()) {
        return d.unsupported(ins);
    }
    mods.take("aligned");
    Instr in;
    in.fn = barrierOp;
    in.op = static_cast<std::uint8_t>(op);
    in.kind = InstructionClass::Barrier;
    const std::size_t first = kind == 2 ? 1 : 0;
    const std::size_t n = ins.operands.size() - first - (kind == 2 ? 1 : 0);
    if (n < 1 || n > 2 || (kind == 2 && ins.operands.size() < 3))
        return d.bad(ins, kind == 2 ? "expected d, a{, b}, {!}c" : "expected a{, b}");
    Slots sl(d);
    in.src0 = sl.src(ins.operands[first], PtxType::U32);
    if (n == 2) {
        in.src1 = sl.src(ins.operands[first + 1], PtxType::U32);
        in.flags |= kHasDest;
    }
    if (kind == 2) {
        in.src2 = sl.predSrc(ins.operands.back());
        in.dst = op == 2 ? sl.dst(ins.operands[0], PtxType::U32) : sl.predDst(ins.operands[0]);
        if (op == 2 && redType != PtxType::U32)
            return d.bad(ins, "bar.red.popc takes .u32");
    }
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

Status decodeNoOp(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    // memory ordering: the emulator is sequentially consistent within a CTA and CTAs do not share
    // data without atomics, so fences change nothing; nanosleep and pmevent do not either
    while (!mods.leftover().empty())
        mods.takeOneOf({mods.leftover()});
    (void)ins;
    Instr in;
    in.fn = nopOp;
    in.kind = InstructionClass::Other;
    d.emit(in);
    return Ok {};
}

Status decodeExit(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    mods.take("uni");
    if (!ins.operands.empty())
        return d.bad(ins, "takes no operands");
    Instr in;
    in.kind = InstructionClass::Exit;
    const bool isRet = mods.base() == "ret";
    in.fn = isRet && !d.inEntry() ? (d.currentFramed() ? retFramedOp : retOp) : exitOp;
    if (in.fn == retFramedOp)
        in.src0 = d.currentFrameSlot();
    d.emit(in);
    return Ok {};
}

} // namespace

void registerControlOps(DecodeTable& t)
{
    t["bra"] = decodeBra;
    t["call"] = decodeCall;
    t["ret"] = decodeExit;
    t["exit"] = decodeExit;
    t["trap"] = [](Decoder& d, const ptx::Instruction&, Mods&) {
        Instr in;
        in.fn = trapOp;
        in.kind = InstructionClass::Exit;
        d.emit(in);
        return Status(Ok {});
    };
    t["brkpt"] = [](Decoder& d, const ptx::Instruction&, Mods&) {
        Instr in;
        in.fn = trapOp;
        in.op = 1;
        in.kind = InstructionClass::Exit;
        d.emit(in);
        return Status(Ok {});
    };
    t["bar"] = decodeBar;
    t["barrier"] = decodeBar;
    t["membar"] = decodeNoOp;
    t["fence"] = decodeNoOp;
    t["nanosleep"] = decodeNoOp;
    t["pmevent"] = decodeNoOp;
}

} // namespace warpscope::core::emu
