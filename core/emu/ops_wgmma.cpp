// Hopper warpgroup MMA (sm_90a): decodes wgmma.mma_async (dense, .sp with its metadata and sparsity
// selector, and single-bit .b1 .and.popc) with shared-memory matrix descriptors (every swizzle mode,
// K-major and, for f16/bf16, MN-major) or A in registers, into a WgmmaOp that wgmmaexec.cpp runs;
// wgmma.fence / commit_group / wait_group; setmaxnreg. The product is computed at issue and reaches D
// when a wgmma.wait_group retires it (wgmmacheck.h), so a read of D before the wait sees the old
// value, and asynccheck reports it. Every warp of the warpgroup computes its own 16 rows of the 64-row D (rows
// 16 · (warp id mod 4) up), which needs only its own registers and the shared B, so no warp waits for
// another.
#include "core/emu/collective.h"
#include "core/emu/mmalayout.h"
#include "core/emu/mmamath.h"
#include "core/emu/opscommon.h"
#include "core/emu/swizzle.h"
#include "core/emu/wgmmacheck.h"
#include "core/emu/wgmmaexec.h"

#include <cstdio>
#include <map>
#include <memory>
#include <mutex>

namespace warpscope::core::emu {

namespace {

Step noOp(Warp&, const Instr&, std::uint32_t)
{
    return Step::Next;
}

Step commitOp(Warp& w, const Instr&, std::uint32_t mask)
{
    if (mask)
        wgmmaCommitted(w);
    return Step::Next;
}

Step waitOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (mask)
        wgmmaWaited(w, static_cast<std::uint32_t>(in.imm));
    return Step::Next;
}

Status immediateOf(Decoder& d, const ptx::Operand& o, std::int64_t& v)
{
    if (o.kind != ptx::Operand::Kind::Integer)
        return d.bad(o, "expected an integer constant");
    v = o.value;
    return Ok {};
}

Status decodeMmaAsync(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    WgmmaOp op;
    int m = 0;
    bool haveShape = false, bitOp = false;
    std::vector<MmaType> types;
    std::string_view rest(ins.opcode);
    while (!rest.empty()) {
        const std::size_t dot = rest.find('.');
        const std::string_view tok = rest.substr(0, dot);
        rest = dot == std::string_view::npos ? std::string_view() : rest.substr(dot + 1);
        bool used = true;
        if (tok == "sp")
            op.sparse = true;
        else if (tok == "wgmma" || tok == "mma_async")
            used = false; // the base, and the word decodeWgmma already took
        else if (tok == "sync" || tok == "aligned")
            used = true;
        else if (tok == "satfinite")
            op.satfinite = true;
        else if (tok == "and" || tok == "popc")
            bitOp = true;
        else if (!haveShape && std::sscanf(std::string(tok).c_str(), "m%dn%dk%d", &m, &op.n, &op.k) == 3)
            haveShape = true;
        else if (const MmaType t = parseMmaType(tok); t != MmaType::None)
            types.push_back(t);
        else
            used = false;
        if (used)
            mods.take(tok);
    }
    if (!haveShape || types.size() != 3 || m != 64)
        return d.bad(ins, "wgmma.mma_async needs .m64nNkK and .dtype.atype.btype");
    op.d = types[0];
    op.a = types[1];
    op.b = types[2];
    const bool half = op.a == MmaType::F16 || op.a == MmaType::BF16;
    const bool fp8 = op.a == MmaType::E4M3 || op.a == MmaType::E5M2;
    const bool i8 = op.a == MmaType::S8 || op.a == MmaType::U8;
    const bool bits1 = op.a == MmaType::B1;
    const int wantK = (half ? 16 : op.a == MmaType::TF32 ? 8 : bits1 ? 256 : 32) * (op.sparse ? 2 : 1);
    const bool typesOk
        = (half && op.b == op.a && (op.d == MmaType::F32 || (op.a == MmaType::F16 && op.d == MmaType::F16)))
        || (op.a == MmaType::TF32 && op.b == op.a && op.d == MmaType::F32)
        || (fp8 && (op.b == MmaType::E4M3 || op.b == MmaType::E5M2) && (op.d == MmaType::F32 || op.d == MmaType::F16))
        || (i8 && (op.b == MmaType::S8 || op.b == MmaType::U8) && op.d == MmaType::S32)
        || (bits1 && op.b == MmaType::B1 && op.d == MmaType::S32 && !op.sparse);
    if (!typesOk || op.k != wantK || op.n < 8 || op.n > 256 || op.n % 8 != 0 || (op.satfinite && !i8) || bits1 != bitOp)
        return d.bad(ins,
            std::string("not a valid wgmma.mma_async") + (op.sparse ? ".sp" : "")
                + " shape and type combination (k is 16/32 for f16/bf16, 8/16 for tf32, 32/64 for e4m3/e5m2 and "
                  "s8/u8, dense/sparse, and 256 for .b1 with .and.popc)");
    op.dRegs = op.d == MmaType::F16 ? op.n / 4 : op.n / 2;
    const ptx::Operand& aOp = ins.operands.size() > 1 ? ins.operands[1] : ins.operands[0];
    op.aInRegs = aOp.kind == ptx::Operand::Kind::Vector;
    // d, a, b-desc, (sp-meta, sp-sel,) scale-d, then imm-scale-a, imm-scale-b (floats), imm-trans-a
    // (descriptor A), imm-trans-b (f16/bf16)
    const std::size_t first = op.sparse ? 6 : 4;
    const bool scales = !i8 && !bits1;
    const std::size_t want = first + (scales ? 2 : 0) + (half ? (op.aInRegs ? 1 : 2) : 0);
    if (ins.operands.size() != want)
        return d.bad(ins,
            "expected " + std::to_string(want) + " operands (d, a, b-desc" + (op.sparse ? ", sp-meta, sp-sel" : "")
                + ", scale-d" + (scales ? ", imm-scale-a, imm-scale-b" : "") + (half ? ", imm-trans-a/b" : "") + ")");
    if (op.sparse) {
        std::int64_t sel = 0;
        if (auto s = immediateOf(d, ins.operands[4], sel); !s)
            return s;
        const int maxSel = mmaSparseMetaLanes(op.a, op.k) == 2 ? 1 : 0;
        if (sel < 0 || sel > maxSel)
            return d.bad(ins.operands[4],
                std::string("the sparsity selector of wgmma.mma_async.sp .") + mmaTypeName(op.a)
                    + (maxSel ? " is 0 or 1" : " must be 0")
                    + " (it names the lanes of each quad that hold the metadata)");
        op.selector = static_cast<int>(sel);
    }
    std::size_t at = first;
    if (scales) {
        std::int64_t sa = 0, sb = 0;
        if (auto s = immediateOf(d, ins.operands[at++], sa); !s)
            return s;
        if (auto s = immediateOf(d, ins.operands[at++], sb); !s)
            return s;
        if ((sa != 1 && sa != -1) || (sb != 1 && sb != -1))
            return d.bad(ins, "imm-scale-a and imm-scale-b must be 1 or -1");
        op.negA = sa < 0;
        op.negB = sb < 0;
    }
    if (half) {
        std::int64_t ta = 0, tb = 0;
        if (!op.aInRegs)
            if (auto s = immediateOf(d, ins.operands[at++], ta); !s)
                return s;
        if (auto s = immediateOf(d, ins.operands[at++], tb); !s)
            return s;
        if ((ta != 0 && ta != 1) || (tb != 0 && tb != 1))
            return d.bad(ins, "imm-trans-a and imm-trans-b must be 0 or 1");
        op.transA = ta == 1;
        op.transB = tb == 1;
    }
    Slots sl(d);
    static std::mutex mutex;
    static std::vector<std::unique_ptr<WgmmaOp>> all;
    const WgmmaOp* interned = nullptr;
    {
        std::lock_guard lock(mutex);
        all.push_back(std::make_unique<WgmmaOp>(op));
        interned = all.back().get();
    }
    std::vector<std::uint32_t> list;
    const auto p = static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(interned));
    list.push_back(static_cast<std::uint32_t>(p));
    list.push_back(static_cast<std::uint32_t>(p >> 32));
    const ptx::Operand& dOp = ins.operands[0];
    if (dOp.kind != ptx::Operand::Kind::Vector || static_cast<int>(dOp.elements.size()) != op.dRegs)
        return d.bad(dOp,
            "d of wgmma.mma_async .m64n" + std::to_string(op.n) + " ." + mmaTypeName(op.d) + " needs "
                + std::to_string(op.dRegs) + " registers in { }");
    for (const auto& e : dOp.elements)
        list.push_back(sl.dst(e, PtxType::B32));
    // the accumulator is read too: the same registers as sources (scale-d)
    if (op.aInRegs) {
        if (aOp.elements.size() != 4)
            return d.bad(aOp, "wgmma.mma_async with its first matrix in registers needs 4 registers in { }");
        for (const auto& e : aOp.elements)
            list.push_back(sl.src(e, PtxType::B32));
    } else {
        list.push_back(sl.src(aOp, PtxType::B64));
    }
    Instr in;
    in.fn = wgmmaMmaAsyncOp;
    in.kind = InstructionClass::Tensor;
    in.size = static_cast<std::uint8_t>(bits1 ? 4 : mmaTypeBits(op.b) / 8); // the reads the observers see
    in.src1 = sl.src(ins.operands[2], PtxType::B64);
    in.src2 = sl.predSrc(ins.operands[first - 1]);
    if (op.sparse)
        in.src3 = sl.src(ins.operands[3], PtxType::B32);
    if (auto s = sl.status(); !s)
        return s;
    in.target = d.addList(list);
    d.emit(in);
    return Ok {};
}

Status decodeWgmma(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const int which = mods.takeOneOf({"fence", "commit_group", "wait_group", "mma_async"});
    if (which == 3)
        return decodeMmaAsync(d, ins, mods);
    if (which < 0)
        return d.unsupported(ins);
    mods.take("sync");
    mods.take("aligned");
    if (auto s = expectOperands(d, ins, which == 2 ? 1 : 0, which == 2 ? "N" : "no operands"); !s)
        return s;
    if (which == 2 && ins.operands[0].kind != ptx::Operand::Kind::Integer)
        return d.bad(ins.operands[0], "wgmma.wait_group takes an integer constant");
    Instr in;
    in.fn = which == 1 ? commitOp : which == 2 ? waitOp : noOp;
    in.imm = which == 2 ? ins.operands[0].value : 0;
    in.kind = InstructionClass::Other;
    d.emit(in);
    return Ok {};
}

Status decodeSetmaxnreg(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    if (mods.takeOneOf({"inc", "dec"}) < 0)
        return d.bad(ins, "setmaxnreg needs .inc or .dec");
    mods.take("sync");
    mods.take("aligned");
    mods.take("u32");
    if (auto s = expectOperands(d, ins, 1, "imm-reg-count"); !s)
        return s;
    std::int64_t n = 0;
    if (auto s = immediateOf(d, ins.operands[0], n); !s)
        return s;
    if (n < 24 || n > 256 || n % 8 != 0)
        return d.bad(ins.operands[0],
            "setmaxnreg's register count must be a multiple of 8 from 24 to 256, found " + std::to_string(n));
    // the emulator has no register file to resize: a no-op once the count is valid
    Instr in;
    in.fn = noOp;
    in.kind = InstructionClass::Other;
    d.emit(in);
    return Ok {};
}

} // namespace

void registerWgmmaOps(DecodeTable& t)
{
    t["wgmma"] = decodeWgmma;
    t["setmaxnreg"] = decodeSetmaxnreg;
}

} // namespace warpscope::core::emu
