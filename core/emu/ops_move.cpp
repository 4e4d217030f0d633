// mov (registers, immediates, special registers, symbol addresses, vector pack/unpack, clocks),
// cvta (generic ↔ state-space addresses) and isspacep.
#include "core/emu/opscommon.h"

namespace warpscope::core::emu {

namespace {

template <class T> Step movOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    map1(mask, w.r<T>(in.dst), w.r<T>(in.src0), [](T x) { return x; });
    return Step::Next;
}

Step movPredOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    setPredLanes(w.pred(in.dst), mask, w.pred(in.src0));
    return Step::Next;
}

/// {a, b, ...} → d: element k fills bits [k*size*8, (k+1)*size*8).
Step packOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint32_t* slots = w.prog->lists.data() + in.target;
    const std::size_t esize = in.size;
    const std::size_t total = esize * in.count;
    forLanes(mask, [&](int i) {
        std::byte buf[16];
        for (std::size_t k = 0; k < in.count; ++k)
            std::memcpy(buf + k * esize, w.regs + slots[k] + static_cast<std::size_t>(i) * esize, esize);
        std::memcpy(w.regs + in.dst + static_cast<std::size_t>(i) * total, buf, total);
    });
    return Step::Next;
}

/// a → {d0, d1, ...}
Step unpackOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint32_t* slots = w.prog->lists.data() + in.target;
    const std::size_t esize = in.size;
    const std::size_t total = esize * in.count;
    forLanes(mask, [&](int i) {
        std::byte buf[16];
        std::memcpy(buf, w.regs + in.src0 + static_cast<std::size_t>(i) * total, total);
        for (std::size_t k = 0; k < in.count; ++k)
            std::memcpy(w.regs + slots[k] + static_cast<std::size_t>(i) * esize, buf + k * esize, esize);
    });
    return Step::Next;
}

/// %clock, %clock_hi, %clock64, %globaltimer: derived from the warp's instruction count, so that they are
/// deterministic and advance while the warp runs.
Step clockOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint64_t clock = w.executed * 4;
    const std::uint64_t timer = 1'000'000'000ull + w.cta->linear * 1000ull + w.executed;
    std::uint64_t v = 0;
    switch (in.op) {
    case 1:
    case 2:
        v = clock;
        break;
    case 3:
        v = timer;
        break;
    case 4:
        v = timer & 0xFFFFFFFFu;
        break;
    case 6:
        v = clock >> 32;
        break;
    default:
        v = timer >> 32;
        break;
    }
    if (in.size == 8)
        forLanes(mask, [&](int i) { w.r<std::uint64_t>(in.dst)[i] = v; });
    else
        forLanes(mask, [&](int i) { w.r<std::uint32_t>(in.dst)[i] = static_cast<std::uint32_t>(v); });
    return Step::Next;
}

Handler movBySize(int bytes)
{
    switch (bytes) {
    case 1:
        return movOp<std::uint8_t>;
    case 2:
        return movOp<std::uint16_t>;
    case 4:
        return movOp<std::uint32_t>;
    case 8:
        return movOp<std::uint64_t>;
    default:
        return nullptr;
    }
}

Status decodeVectorMove(Decoder& d, const ptx::Instruction& ins, PtxType t)
{
    const bool pack = ins.operands[1].kind == ptx::Operand::Kind::Vector;
    const ptx::Operand& vec = pack ? ins.operands[1] : ins.operands[0];
    const std::size_t n = vec.elements.size();
    const int total = ptxTypeBytes(t);
    if ((n != 2 && n != 4) || total % static_cast<int>(n) != 0)
        return d.bad(ins, "a vector in mov must have 2 or 4 elements that split the type evenly");
    const int esize = total / static_cast<int>(n);
    const PtxType et = esize == 1 ? PtxType::B8 : esize == 2 ? PtxType::B16 : esize == 4 ? PtxType::B32 : PtxType::B64;
    Instr in;
    in.fn = pack ? packOp : unpackOp;
    in.size = static_cast<std::uint8_t>(esize);
    in.count = static_cast<std::uint8_t>(n);
    Slots sl(d);
    std::vector<std::uint32_t> slots;
    for (const auto& e : vec.elements)
        slots.push_back(pack ? sl.src(e, et) : sl.dst(e, et));
    if (pack)
        in.dst = sl.dst(ins.operands[0], t);
    else
        in.src0 = sl.src(ins.operands[1], t);
    if (auto s = sl.status(); !s)
        return s;
    in.target = d.addList(slots);
    d.emit(in);
    return Ok {};
}

Status decodeMov(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const PtxType t = mods.takeType();
    if (t == PtxType::None)
        return d.bad(ins, "mov needs a type");
    if (auto s = expectOperands(d, ins, 2, "d, a"); !s)
        return s;
    if (ins.operands[0].kind == ptx::Operand::Kind::Vector || ins.operands[1].kind == ptx::Operand::Kind::Vector)
        return decodeVectorMove(d, ins, t);
    Instr in;
    Slots sl(d);
    if (t == PtxType::Pred) {
        in.fn = movPredOp;
        in.src0 = sl.predSrc(ins.operands[1]);
        in.dst = sl.predDst(ins.operands[0]);
    } else {
        const ptx::Operand& a = ins.operands[1];
        const Symbol* sym = a.kind == ptx::Operand::Kind::Register ? d.lookup(a.name) : nullptr;
        if (sym && sym->kind == Symbol::Kind::Special && sym->slot == kNoPc) {
            in.fn = clockOp;
            in.op = static_cast<std::uint8_t>(sym->address);
            in.size = static_cast<std::uint8_t>(ptxTypeBytes(t));
        } else {
            in.fn = movBySize(ptxTypeBytes(t));
            in.src0 = sl.src(a, t);
        }
        in.dst = sl.dst(ins.operands[0], t);
    }
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

/// cvta: adds (or with .to removes) the space's generic window base; global is the identity.
template <class T, bool To> Step cvtaOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const auto base = static_cast<T>(in.imm);
    map1(mask, w.r<T>(in.dst), w.r<T>(in.src0),
        [base](T x) { return To ? static_cast<T>(x - base) : static_cast<T>(x + base); });
    return Step::Next;
}

std::uint64_t windowOf(int space)
{
    switch (space) {
    case 1:
        return kSharedWindow;
    case 2:
        return kLocalWindow;
    case 3:
        return kConstWindow;
    case 4:
        return kParamWindow;
    default:
        return 0;
    }
}

Status decodeCvta(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const bool to = mods.take("to");
    int space = mods.takeOneOf({"global", "shared", "local", "const", "param", "shared::cta", "shared::cluster"});
    space = space >= 5 ? 1 : space; // the shared::cluster window contains the shared::cta one
    mods.take("cta");
    const PtxType t = mods.takeType();
    if (space < 0 || (t != PtxType::U32 && t != PtxType::U64 && t != PtxType::B32 && t != PtxType::B64))
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, 2, "d, a"); !s)
        return s;
    Instr in;
    in.imm = static_cast<std::int64_t>(windowOf(space));
    const bool wide = ptxTypeBytes(t) == 8;
    in.fn = wide ? (to ? cvtaOp<std::uint64_t, true> : cvtaOp<std::uint64_t, false>)
                 : (to ? cvtaOp<std::uint32_t, true> : cvtaOp<std::uint32_t, false>);
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], t);
    in.dst = sl.dst(ins.operands[0], t);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

Step isspacepOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint64_t* a = w.r<std::uint64_t>(in.src0);
    std::uint32_t bits = 0;
    forLanes(mask, [&](int i) {
        const std::uint64_t x = a[i];
        const std::uint64_t base = static_cast<std::uint64_t>(in.imm);
        const bool in_ = base == 0 ? x >= kModuleGlobalBase : (x >= base && x < base + kWindowSize);
        bits |= static_cast<std::uint32_t>(in_) << i;
    });
    setPredLanes(w.pred(in.dst), mask, bits);
    return Step::Next;
}

Status decodeIsspacep(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const int space = mods.takeOneOf({"global", "shared", "local", "const", "param"});
    mods.take("cta");
    if (space < 0)
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, 2, "p, a"); !s)
        return s;
    Instr in;
    in.fn = isspacepOp;
    in.imm = static_cast<std::int64_t>(windowOf(space));
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], PtxType::U64);
    in.dst = sl.predDst(ins.operands[0]);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

} // namespace

void registerMoveOps(DecodeTable& t)
{
    t["mov"] = decodeMov;
    t["cvta"] = decodeCvta;
    t["isspacep"] = decodeIsspacep;
}

} // namespace warpscope::core::emu
