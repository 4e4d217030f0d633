// Ampere asynchronous copies: cp.async.ca / .cg global -> shared (4, 8 or 16 bytes, src-size zero fill,
// ignore-src), cp.async.commit_group, cp.async.wait_group N and cp.async.wait_all. The copies and
// their groups live in the CTA's AsyncState (asyncstate.h), which also runs asynccheck.
#include "core/emu/asyncstate.h"
#include "core/emu/memaccess.h"
#include "core/emu/opscommon.h"

namespace warpscope::core::emu {

namespace {

/// How a cp.async's fourth operand limits the bytes read (Instr::target).
enum : std::uint32_t { kCopyAll = 0, kSrcSize = 1, kIgnoreSrc = 2 };

/// The source addresses: base register (Instr::src1, Instr::op bytes wide; 0 = absolute) plus the
/// offset held in the constant slot Instr::src2.
void sourceAddresses(const Warp& w, const Instr& in, std::uint64_t* src)
{
    const std::uint64_t off = w.r<std::uint64_t>(in.src2)[0];
    for (int i = 0; i < kWarpSize; ++i)
        src[i] = off;
    if (in.op == 8) {
        const std::uint64_t* b = w.r<std::uint64_t>(in.src1);
        for (int i = 0; i < kWarpSize; ++i)
            src[i] += b[i];
    } else if (in.op == 4) {
        const std::uint32_t* b = w.r<std::uint32_t>(in.src1);
        for (int i = 0; i < kWarpSize; ++i)
            src[i] += b[i];
    }
}

/// src-size larger than cp-size: the ISA leaves it undefined; reported, and read as cp-size.
Step srcSizeFinding(Warp& w, const Instr& in, std::uint32_t lane, std::uint32_t srcSize)
{
    Finding f;
    f.kind = Finding::Kind::Other;
    setFindingMessage(f, engineMessage("cpasync.src_size", {numberMessage(srcSize), numberMessage(in.size)}));
    return raiseFinding(w, in, lane, std::move(f), false);
}

Step cpAsyncOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    AsyncState& st = asyncState(w);
    alignas(64) std::uint64_t dst[kWarpSize];
    alignas(64) std::uint64_t src[kWarpSize];
    std::uint64_t lo;
    std::uint64_t hi;
    std::uint64_t any;
    computeAddresses(w, in, mask, dst, lo, hi, any);
    sourceAddresses(w, in, src);
    const unsigned size = in.size;
    std::uint8_t srcBytes[kWarpSize] = {};
    std::byte* dstHost[kWarpSize] = {};
    const std::byte* srcHost[kWarpSize] = {};
    std::uint32_t ok = 0;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        std::uint32_t n = size;
        if (in.target == kSrcSize) {
            n = w.r<std::uint32_t>(in.src3)[i];
            if (n > size) {
                srcSizeFinding(w, in, static_cast<std::uint32_t>(i), n);
                n = size;
            }
        } else if (in.target == kIgnoreSrc) {
            n = (w.pred(in.src3) >> i) & 1u ? 0u : size;
        }
        srcBytes[i] = static_cast<std::uint8_t>(n);
        Step step = Step::Next;
        dstHost[i] = resolveLane(w, in, MemSpace::Shared, i, dst[i], size, AccessKind::Store, step);
        if (!dstHost[i]) {
            if (step == Step::Fault)
                return Step::Fault;
            continue;
        }
        if (n > 0) {
            // the source must be aligned to cp-size even when fewer bytes are read
            const unsigned checked = src[i] % size ? size : n;
            srcHost[i] = resolveLane(w, in, MemSpace::Global, i, src[i], checked, AccessKind::Load, step);
            if (!srcHost[i]) {
                if (step == Step::Fault)
                    return Step::Fault;
                continue;
            }
        }
        ok |= 1u << i;
    }
    if (st.inFlight())
        st.checkShared(w, in, ok, dst, size, true);
    if (w.sinks) {
        // the global reads, one event per distinct src-size
        std::uint32_t left = ok;
        while (left) {
            const unsigned n = srcBytes[std::countr_zero(left)];
            std::uint32_t same = 0;
            for (std::uint32_t m = left; m; m &= m - 1)
                if (srcBytes[std::countr_zero(m)] == n)
                    same |= 1u << std::countr_zero(m);
            left &= ~same;
            if (n > 0)
                emitAsync(w, in.pc, same, src, ObservedSpace::Global, AccessKind::Load, n);
        }
    }
    const std::uint64_t issue = st.nextIssue();
    for (std::uint32_t m = ok; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        PendingCopy c;
        c.warp = w.id;
        c.lane = static_cast<std::uint32_t>(i);
        c.pc = in.pc;
        c.issue = issue;
        c.sharedOffset = static_cast<std::uint32_t>(dst[i]);
        c.srcAddress = src[i];
        c.dst = dstHost[i];
        c.src = srcBytes[i] ? srcHost[i] : nullptr;
        c.bytes = static_cast<std::uint8_t>(size);
        c.srcBytes = srcBytes[i];
        st.issue(w, c);
    }
    return Step::Next;
}

Step commitOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    (void)in;
    if (mask)
        asyncState(w).commit(w, mask);
    return Step::Next;
}

Step waitGroupOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (mask && w.cta->async)
        w.cta->async->retire(w, in, mask, static_cast<std::uint32_t>(in.imm), false);
    return Step::Next;
}

Step waitAllOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    // wait_all is commit_group followed by wait_group 0
    AsyncState& st = asyncState(w);
    st.commit(w, mask);
    st.retire(w, in, mask, 0, true);
    return Step::Next;
}

Status decodeCopy(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const int level = mods.takeOneOf({"ca", "cg"});
    if (level < 0)
        return d.bad(ins, "cp.async needs .ca or .cg");
    if (mods.takeOneOf({"shared", "shared::cta"}) < 0)
        return d.bad(ins, "cp.async copies to .shared (or .shared::cta)");
    if (!mods.take("global"))
        return d.bad(ins, "cp.async copies from .global");
    const bool hint = mods.take("L2::cache_hint");
    mods.takeOneOf({"L2::64B", "L2::128B", "L2::256B"}); // prefetch size: a cache hint
    if (!mods.leftover().empty())
        return d.unsupported(ins, "." + std::string(mods.leftover()));
    const std::size_t n = ins.operands.size();
    const std::size_t fixed = 3 + (hint ? 1 : 0);
    if (n < fixed || n > fixed + 1)
        return d.bad(ins,
            std::string("expected [dst], [src], cp-size{, src-size | ignore-src}") + (hint ? ", cache-policy" : "")
                + ", found " + std::to_string(n) + " operands");
    const ptx::Operand& sizeOp = ins.operands[2];
    if (sizeOp.kind != ptx::Operand::Kind::Integer || (sizeOp.value != 4 && sizeOp.value != 8 && sizeOp.value != 16))
        return d.bad(sizeOp, "cp.async's cp-size must be the constant 4, 8 or 16");
    if (level == 1 && sizeOp.value != 16)
        return d.bad(sizeOp, "cp.async.cg copies 16 bytes (cp-size 16); use .ca for 4 or 8");
    Instr in;
    in.fn = cpAsyncOp;
    in.kind = InstructionClass::AsyncCopy;
    in.space = MemSpace::Shared;
    in.size = static_cast<std::uint8_t>(sizeOp.value);
    if (auto s = applyAddress(d, ins, ins.operands[0], in, in.size); !s)
        return s;
    auto src = d.address(ins.operands[1]);
    if (!src)
        return src.error();
    if (src->symbol && src->symbol->kind != Symbol::Kind::Global)
        return d.bad(ins.operands[1], "'" + ins.operands[1].name + "' is not a .global variable");
    in.src1 = src->base;
    in.op = src->addrBytes;
    in.src2 = d.constSlot(static_cast<std::uint64_t>(src->offset), 8);
    Slots sl(d);
    if (n == fixed + 1) {
        const ptx::Operand& extra = ins.operands[3];
        const Symbol* sym = extra.kind == ptx::Operand::Kind::Register ? d.lookup(extra.name) : nullptr;
        if (sym && sym->kind == Symbol::Kind::Pred) {
            in.target = kIgnoreSrc;
            in.src3 = sl.predSrc(extra);
        } else {
            in.target = kSrcSize;
            in.src3 = sl.src(extra, PtxType::U32);
        }
    }
    if (auto s = sl.status(); !s)
        return s;
    // the trailing cache-policy operand is a hint
    d.emit(in);
    return Ok {};
}

/// A "cp" decoder registered before this file's (the Hopper forms): the opcodes this file does not
/// decode go to it, so the families can register in either order.
DecodeFn g_otherCp = nullptr;

Status decodeCpAsync(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    // cp.async.bulk*, cp.reduce.async.bulk*, cp.async.mbarrier.arrive: the Hopper forms (not this file)
    if (!mods.take("async") || mods.take("bulk") || mods.take("reduce") || mods.take("mbarrier")) {
        if (!g_otherCp)
            return d.unsupported(ins);
        // the other decoder starts from the whole opcode; what it leaves unconsumed is reported as usual
        Mods fresh(ins.opcode);
        Status s = g_otherCp(d, ins, fresh);
        mods = fresh;
        return s;
    }
    if (mods.take("commit_group")) {
        if (auto s = expectOperands(d, ins, 0, "none"); !s)
            return s;
        Instr in;
        in.fn = commitOp;
        in.kind = InstructionClass::Other;
        d.emit(in);
        return Ok {};
    }
    if (mods.take("wait_group")) {
        if (auto s = expectOperands(d, ins, 1, "N"); !s)
            return s;
        const ptx::Operand& nOp = ins.operands[0];
        if (nOp.kind != ptx::Operand::Kind::Integer || nOp.value < 0)
            return d.bad(nOp, "cp.async.wait_group takes a non-negative integer constant N");
        Instr in;
        in.fn = waitGroupOp;
        in.kind = InstructionClass::Other;
        in.imm = nOp.value;
        d.emit(in);
        return Ok {};
    }
    if (mods.take("wait_all")) {
        if (auto s = expectOperands(d, ins, 0, "none"); !s)
            return s;
        Instr in;
        in.fn = waitAllOp;
        in.kind = InstructionClass::Other;
        d.emit(in);
        return Ok {};
    }
    return decodeCopy(d, ins, mods);
}

} // namespace

void registerCpAsyncOps(DecodeTable& t)
{
    if (const auto it = t.find("cp"); it != t.end() && it->second != decodeCpAsync)
        g_otherCp = it->second;
    t["cp"] = decodeCpAsync;
}

} // namespace warpscope::core::emu
