// The per-thread call stack in local memory: frames of recursive functions (saved caller registers, a
// header, the callee's .local depot), alloca / stacksave / stackrestore, calls through a register and
// brx.idx. Layout of one frame, growing upwards from Program::stackBase:
//   [caller's saved slots (saveBytes)] [header: site, old stack pointer (16)] [callee's depot ...]
// The callee's frame-base slot points at its depot; ret reads the header just below it.
#include "core/emu/opscommon.h"

#include <algorithm>

namespace warpscope::core::emu {

namespace {

std::uint64_t& stackPointer(Warp& w, std::uint32_t lane)
{
    return w.r<std::uint64_t>(w.prog->stackSlot)[lane];
}

std::byte* localOf(Warp& w, std::uint32_t lane)
{
    return w.local + static_cast<std::size_t>(lane) * w.launch->localBytes;
}

/// Pushes frame site `index` for lane; false when the stack has no room.
bool pushFrame(Warp& w, std::uint32_t lane, std::uint32_t index)
{
    const FrameSite& site = w.prog->frameSites[index];
    std::uint64_t& sp = stackPointer(w, lane);
    // the depot starts 16-byte aligned (vector accesses to local arrays), the header just below it
    const std::uint64_t depot = (sp + site.saveBytes + kFrameHeaderBytes + 15) & ~std::uint64_t(15);
    if (depot + site.depotBytes > w.launch->localBytes)
        return false;
    std::byte* frame = localOf(w, lane) + sp;
    std::size_t at = 0;
    for (std::uint32_t k = 0; k < site.saveCount; ++k) {
        const FrameSave& s = w.prog->frameSaves[site.firstSave + k];
        if (s.bytes == 0) {
            frame[at++] = std::byte((w.pred(s.offset) >> lane) & 1u);
        } else {
            std::memcpy(frame + at, w.regs + s.offset + static_cast<std::size_t>(lane) * s.bytes, s.bytes);
            at += s.bytes;
        }
    }
    std::byte* header = localOf(w, lane) + depot - kFrameHeaderBytes;
    storeBytes<std::uint32_t>(header, index);
    storeBytes<std::uint64_t>(header + 8, sp);
    w.r<std::uint64_t>(site.calleeFrameSlot)[lane] = depot;
    sp = depot + site.depotBytes;
    return true;
}

/// Pops the frame whose depot starts at the frame-base slot `frameSlot`, restoring saved slots.
void popFrame(Warp& w, std::uint32_t lane, std::uint32_t frameSlot)
{
    const std::uint64_t depot = w.r<std::uint64_t>(frameSlot)[lane];
    std::byte* local = localOf(w, lane);
    const auto index = loadBytes<std::uint32_t>(local + depot - kFrameHeaderBytes);
    const auto old = loadBytes<std::uint64_t>(local + depot - kFrameHeaderBytes + 8);
    const FrameSite& site = w.prog->frameSites[index];
    const std::byte* frame = local + old;
    std::size_t at = 0;
    for (std::uint32_t k = 0; k < site.saveCount; ++k) {
        const FrameSave& s = w.prog->frameSaves[site.firstSave + k];
        if (s.bytes == 0) {
            const std::uint32_t bit = 1u << lane;
            w.pred(s.offset) = (w.pred(s.offset) & ~bit) | (std::to_integer<std::uint32_t>(frame[at++]) ? bit : 0u);
        } else {
            std::memcpy(w.regs + s.offset + static_cast<std::size_t>(lane) * s.bytes, frame + at, s.bytes);
            at += s.bytes;
        }
    }
    stackPointer(w, lane) = old;
}

/// alloca.u32/u64 d, size{, align}: in.src0 size slot (in.size bytes), in.imm alignment.
Step allocaOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
        const std::uint64_t size = in.size == 8 ? w.r<std::uint64_t>(in.src0)[lane] : w.r<std::uint32_t>(in.src0)[lane];
        std::uint64_t& sp = stackPointer(w, lane);
        const auto align = static_cast<std::uint64_t>(in.imm);
        const std::uint64_t at = (sp + align - 1) / align * align;
        if (at + size > w.launch->localBytes || at + size < at)
            return stackOverflow(w, in, lane, engineMessage("stack.alloca", {numberMessage(size)}), at + size - sp);
        sp = at + size;
        if (in.size == 8)
            w.r<std::uint64_t>(in.dst)[lane] = at;
        else
            w.r<std::uint32_t>(in.dst)[lane] = static_cast<std::uint32_t>(at);
    }
    return Step::Next;
}

/// stacksave d (in.op 0) / stackrestore a (in.op 1).
Step stackSaveOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    forLanes(mask, [&](int i) {
        const auto lane = static_cast<std::uint32_t>(i);
        if (in.op == 0) {
            if (in.size == 8)
                w.r<std::uint64_t>(in.dst)[i] = stackPointer(w, lane);
            else
                w.r<std::uint32_t>(in.dst)[i] = static_cast<std::uint32_t>(stackPointer(w, lane));
        } else {
            stackPointer(w, lane) = in.size == 8 ? w.r<std::uint64_t>(in.src0)[i] : w.r<std::uint32_t>(in.src0)[i];
        }
    });
    return Step::Next;
}

/// brx.idx index, list: in.src0 index slot, in.target first pc in prog.lists, in.imm count.
Step brxOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const auto count = static_cast<std::uint32_t>(in.imm);
    const std::uint32_t* idx = w.r<std::uint32_t>(in.src0);
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const auto lane = static_cast<unsigned>(std::countr_zero(m));
        if (idx[lane] >= count) {
            Finding f;
            f.kind = Finding::Kind::Other;
            setFindingMessage(f, engineMessage("branch.brx_index", {numberMessage(idx[lane]), numberMessage(count)}));
            return raiseFinding(w, in, lane, std::move(f), true);
        }
        w.lanePc[lane] = w.prog->lists[in.target + idx[lane]];
    }
    const std::uint32_t first = w.lanePc[static_cast<unsigned>(std::countr_zero(mask))];
    bool uniform = mask == w.active;
    for (std::uint32_t m = mask; uniform && m; m &= m - 1)
        uniform = w.lanePc[static_cast<unsigned>(std::countr_zero(m))] == first;
    return uniform ? jumpGroup(w, first) : scatterGroup(w, mask);
}

/// call through a register: in.src0 the u64 address, in.target the IndirectCall.
Step callIndirectOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const Program& p = *w.prog;
    const IndirectCall& ic = p.indirectCalls[in.target];
    const std::uint64_t* address = w.r<std::uint64_t>(in.src0);
    std::uint32_t* chosen = w.r<std::uint32_t>(ic.chosenSlot);
    const std::uint32_t depthMax = w.launch->callDepth;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
        std::uint32_t k = 0;
        while (k < ic.count && p.indirectTargets[ic.first + k].address != address[lane])
            ++k;
        if (k == ic.count) {
            const std::uint64_t f = (address[lane] - kFunctionBase) / 16;
            const bool isFunction = address[lane] >= kFunctionBase && f < p.functionNames.size();
            Finding fd;
            fd.kind = Finding::Kind::Other;
            setFindingMessage(fd,
                isFunction ? engineMessage("call.prototype_mismatch", {literalMessage(p.functionNames[f])})
                           : engineMessage("call.not_a_function", {numberMessage(address[lane])}));
            return raiseFinding(w, in, lane, std::move(fd), true);
        }
        if (w.depth[lane] >= depthMax)
            return stackOverflow(w, in, lane, engineMessage("stack.call_depth", {numberMessage(depthMax + 1)}), 0);
        const IndirectTarget& t = p.indirectTargets[ic.first + k];
        if (t.frameSite != kNoPc && !pushFrame(w, lane, t.frameSite)) {
            const FrameSite& fs = p.frameSites[t.frameSite];
            return stackOverflow(
                w, in, lane, engineMessage("stack.call_frame"), fs.saveBytes + kFrameHeaderBytes + fs.depotBytes);
        }
        chosen[lane] = k;
        const CallSite& site = p.calls[t.site];
        for (std::uint32_t c = 0; c < site.copyCount; ++c) {
            const SlotCopy& sc = p.copies[site.firstCopy + c];
            std::memcpy(w.regs + sc.to + static_cast<std::size_t>(lane) * sc.toStride,
                w.regs + sc.from + static_cast<std::size_t>(lane) * sc.fromStride, sc.bytes);
        }
        w.retStack[static_cast<std::size_t>(lane) * depthMax + w.depth[lane]++] = w.pc + 1;
        w.lanePc[lane] = site.calleePc;
    }
    return scatterGroup(w, mask);
}

/// After an indirect call: copies each lane's results from the function it called.
Step retCopyIndirectOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const Program& p = *w.prog;
    const IndirectCall& ic = p.indirectCalls[in.target];
    const std::uint32_t* chosen = w.r<std::uint32_t>(ic.chosenSlot);
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const auto lane = static_cast<std::size_t>(std::countr_zero(m));
        const CallSite& site = p.calls[p.indirectTargets[ic.first + chosen[lane]].site + 1];
        for (std::uint32_t c = 0; c < site.copyCount; ++c) {
            const SlotCopy& sc = p.copies[site.firstCopy + c];
            std::memcpy(w.regs + sc.to + lane * sc.toStride, w.regs + sc.from + lane * sc.fromStride, sc.bytes);
        }
    }
    return Step::Next;
}

/// The .u32 / .u64 type of a stack instruction (the width of a local-memory address).
Result<PtxType> addressType(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const PtxType t = mods.takeType();
    if (t != PtxType::U32 && t != PtxType::U64)
        return d.bad(ins, "expected .u32 or .u64").error();
    return t;
}

Status decodeAlloca(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    auto t = addressType(d, ins, mods);
    if (!t)
        return t.error();
    if (ins.operands.size() != 2 && ins.operands.size() != 3)
        return d.bad(ins, "expected alloca.type ptr, size{, immAlign}");
    Instr in;
    in.fn = allocaOp;
    in.size = static_cast<std::uint8_t>(ptxTypeBytes(*t));
    in.imm = 8;
    if (ins.operands.size() == 3) {
        const ptx::Operand& a = ins.operands[2];
        if (a.kind != ptx::Operand::Kind::Integer || a.value <= 0 || (a.value & (a.value - 1)) != 0)
            return d.bad(a, "the alignment of alloca must be a power-of-two constant");
        in.imm = a.value;
    }
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], *t);
    in.dst = sl.dst(ins.operands[0], *t);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

Status decodeStackSave(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    auto t = addressType(d, ins, mods);
    if (!t)
        return t.error();
    if (auto s = expectOperands(d, ins, 1, mods.base() == "stacksave" ? "d" : "a"); !s)
        return s;
    Instr in;
    in.fn = stackSaveOp;
    in.size = static_cast<std::uint8_t>(ptxTypeBytes(*t));
    Slots sl(d);
    if (mods.base() == "stacksave") {
        in.dst = sl.dst(ins.operands[0], *t);
    } else {
        in.op = 1;
        in.src0 = sl.src(ins.operands[0], *t);
    }
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

Status decodeBrx(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    mods.take("uni");
    if (!mods.take("idx"))
        return d.bad(ins, "brx needs .idx");
    if (auto s = expectOperands(d, ins, 2, "index, .branchtargets list"); !s)
        return s;
    auto list = d.branchTargets(ins.operands[1]);
    if (!list)
        return list.error();
    Instr in;
    in.fn = brxOp;
    in.kind = InstructionClass::Branch;
    in.target = list->first;
    in.imm = list->second;
    Slots sl(d);
    in.src0 = sl.src(ins.operands[0], PtxType::U32);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

} // namespace

Step frameAddressOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint64_t* base = w.r<std::uint64_t>(in.src0);
    if (in.size == 8)
        forLanes(mask, [&](int i) { w.r<std::uint64_t>(in.dst)[i] = base[i] + static_cast<std::uint64_t>(in.imm); });
    else
        forLanes(mask, [&](int i) {
            w.r<std::uint32_t>(in.dst)[i] = static_cast<std::uint32_t>(base[i] + static_cast<std::uint64_t>(in.imm));
        });
    return Step::Next;
}

Step stackOverflow(Warp& w, const Instr& in, std::uint32_t lane, EngineMessage what, std::uint64_t need)
{
    Finding f;
    f.kind = Finding::Kind::StackOverflow;
    f.space = "local";
    const std::uint64_t size = w.launch->localBytes - w.prog->stackBase;
    setFindingMessage(f,
        need ? engineMessage("stack.overflow_needs", {std::move(what), numberMessage(need), numberMessage(size)})
             : engineMessage("stack.overflow_past", {std::move(what), numberMessage(size)}));
    return raiseFinding(w, in, lane, std::move(f), true);
}

Step framePushOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
        if (!pushFrame(w, lane, in.target)) {
            const FrameSite& fs = w.prog->frameSites[in.target];
            return stackOverflow(
                w, in, lane, engineMessage("stack.next_call_frame"), fs.saveBytes + kFrameHeaderBytes + fs.depotBytes);
        }
    }
    return Step::Next;
}

Step retFramedOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    for (std::uint32_t m = mask; m; m &= m - 1)
        popFrame(w, static_cast<std::uint32_t>(std::countr_zero(m)), in.src0);
    return retOp(w, in, mask);
}

Status decodeIndirectCall(Decoder& d, const ptx::Instruction& ins, const ptx::Operand* rets, const ptx::Operand* args,
    const ptx::Operand& callee, const ptx::Operand* targets)
{
    const std::size_t nr = rets ? rets->elements.size() : 0;
    const std::size_t na = args ? args->elements.size() : 0;
    auto names = d.indirectCandidates(ins, targets, nr, na);
    if (!names)
        return names.error();
    Program& p = d.program();
    IndirectCall ic;
    ic.first = static_cast<std::uint32_t>(p.indirectTargets.size());
    ic.chosenSlot = d.scratch(4);
    Instr in;
    Slots sl(d);
    in.src0 = sl.src(callee, PtxType::U64);
    if (auto s = sl.status(); !s)
        return s;
    for (const auto& name : *names) {
        IndirectTarget t;
        t.address = d.functionAddress(name);
        t.frameSite = d.frameSite(name);
        auto site = d.callSite(ins, name, rets, args, false);
        if (!site)
            return site.error();
        t.site = *site;
        p.indirectTargets.push_back(t);
    }
    ic.count = static_cast<std::uint32_t>(names->size());
    in.fn = callIndirectOp;
    in.kind = InstructionClass::Call;
    in.target = static_cast<std::uint32_t>(p.indirectCalls.size());
    p.indirectCalls.push_back(ic);
    d.emit(in);
    Instr back;
    back.fn = retCopyIndirectOp;
    back.target = in.target;
    d.emitMicro(back);
    return Ok {};
}

void registerStackOps(DecodeTable& t)
{
    t["alloca"] = decodeAlloca;
    t["stacksave"] = decodeStackSave;
    t["stackrestore"] = decodeStackSave;
    t["brx"] = decodeBrx;
}

} // namespace warpscope::core::emu
