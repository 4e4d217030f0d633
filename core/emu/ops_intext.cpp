// Integer arithmetic beyond the basic opcodes: the carry-in forms (addc subc madc), mul24 mad24, and
// the dot products dp4a dp2a; ops_int.cpp registers them.
#include "core/emu/opsint.h"

#include <algorithm>
#include <limits>

namespace warpscope::core::emu {

namespace {

/// mul24 / mad24: 24-bit operands, 48-bit product; .lo keeps bits 0..31, .hi bits 16..47.
template <bool Signed, bool Hi, bool Mad, bool Sat> Step mul24Op(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint32_t* a = w.r<std::uint32_t>(in.src0);
    const std::uint32_t* b = w.r<std::uint32_t>(in.src1);
    const std::uint32_t* c = w.r<std::uint32_t>(in.src2);
    std::uint32_t* d = w.r<std::uint32_t>(in.dst);
    forLanes(mask, [&](int i) {
        std::int64_t x = a[i] & 0xFFFFFF;
        std::int64_t y = b[i] & 0xFFFFFF;
        if (Signed) {
            x = (x ^ 0x800000) - 0x800000;
            y = (y ^ 0x800000) - 0x800000;
        }
        const std::int64_t p = x * y;
        std::int64_t r = Hi ? (p >> 16) : p;
        if (Mad) {
            r = Signed ? static_cast<std::int64_t>(static_cast<std::int32_t>(r)) + static_cast<std::int32_t>(c[i])
                       : static_cast<std::int64_t>(static_cast<std::uint32_t>(r)) + c[i];
            if (Sat)
                r = std::clamp<std::int64_t>(
                    r, std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max());
        }
        d[i] = static_cast<std::uint32_t>(r);
    });
    return Step::Next;
}

/// dp4a (Pairs = false) and dp2a (Pairs = true; op selects .lo/.hi bytes of b).
template <bool SignedA, bool SignedB, bool Pairs> Step dotOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint32_t* a = w.r<std::uint32_t>(in.src0);
    const std::uint32_t* b = w.r<std::uint32_t>(in.src1);
    const std::uint32_t* c = w.r<std::uint32_t>(in.src2);
    std::uint32_t* d = w.r<std::uint32_t>(in.dst);
    const int hiHalf = in.op;
    forLanes(mask, [&](int i) {
        auto byteOf = [](std::uint32_t v, int k, bool s) {
            const std::int32_t x = static_cast<std::int32_t>((v >> (8 * k)) & 0xFF);
            return s ? (x ^ 0x80) - 0x80 : x;
        };
        auto halfOf = [](std::uint32_t v, int k, bool s) {
            const std::int32_t x = static_cast<std::int32_t>((v >> (16 * k)) & 0xFFFF);
            return s ? (x ^ 0x8000) - 0x8000 : x;
        };
        std::int64_t acc = SignedA || SignedB ? static_cast<std::int64_t>(static_cast<std::int32_t>(c[i]))
                                              : static_cast<std::int64_t>(c[i]);
        if (Pairs) {
            for (int k = 0; k < 2; ++k)
                acc += static_cast<std::int64_t>(halfOf(a[i], k, SignedA)) * byteOf(b[i], 2 * hiHalf + k, SignedB);
        } else {
            for (int k = 0; k < 4; ++k)
                acc += static_cast<std::int64_t>(byteOf(a[i], k, SignedA)) * byteOf(b[i], k, SignedB);
        }
        d[i] = static_cast<std::uint32_t>(acc);
    });
    return Step::Next;
}

} // namespace

Status emitDabc(
    Decoder& d, const ptx::Instruction& ins, Instr& in, PtxType td, PtxType ta, PtxType tb, std::optional<PtxType> tc)
{
    auto dd = d.dst(ins.operands[0], td);
    auto a = d.src(ins.operands[1], ta);
    auto b = d.src(ins.operands[2], tb);
    auto c = tc ? d.src(ins.operands[3], *tc) : a;
    if (!dd || !a || !b || !c)
        return !dd ? dd.error() : !a ? a.error() : !b ? b.error() : c.error();
    in.dst = *dd;
    in.src0 = *a;
    in.src1 = *b;
    in.src2 = *c;
    d.emit(in);
    return Ok {};
}

Status decodeCarryIn(Decoder& d, const ptx::Instruction& ins, Mods& mods, CarryKind kind)
{
    const bool cc = mods.take("cc");
    const bool mad = kind == CarryKind::MadLo || kind == CarryKind::MadHi;
    const int width = mad ? mods.takeOneOf({"lo", "hi"}) : -1;
    const PtxType t = mods.takeType();
    if (ptxTypeBytes(t) < 4 || !isIntType(t))
        return d.unsupported(ins, std::string("type .") + ptxTypeName(t));
    if (auto s = expectOperands(d, ins, mad ? 4 : 3, mad ? "d, a, b, c" : "d, a, b"); !s)
        return s;
    Instr in;
    const CarryKind k = mad ? (width == 1 ? CarryKind::MadHi : CarryKind::MadLo) : kind;
    in.fn = ptxTypeBytes(t) == 8 ? pickCarry<std::uint64_t>(k, true, cc) : pickCarry<std::uint32_t>(k, true, cc);
    return emitDabc(d, ins, in, t, t, t, mad ? std::optional<PtxType>(t) : std::nullopt);
}

Status decodeMul24(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool mad)
{
    const bool hi = mods.takeOneOf({"lo", "hi"}) == 1;
    const bool sat = mods.take("sat");
    const PtxType t = mods.takeType();
    if (t != PtxType::U32 && t != PtxType::S32)
        return d.unsupported(ins, "mul24/mad24 take .u32 or .s32");
    if (auto s = expectOperands(d, ins, mad ? 4 : 3, mad ? "d, a, b, c" : "d, a, b"); !s)
        return s;
    const bool sg = t == PtxType::S32;
    static const Handler table[2][2][2] = {
        {{mul24Op<false, false, false, false>, mul24Op<false, false, true, false>},
            {mul24Op<false, true, false, false>, mul24Op<false, true, true, false>}},
        {{mul24Op<true, false, false, false>, mul24Op<true, false, true, false>},
            {mul24Op<true, true, false, false>, mul24Op<true, true, true, false>}},
    };
    Instr in;
    in.fn = sat ? (sg && hi && mad ? mul24Op<true, true, true, true> : nullptr) : table[sg][hi][mad];
    if (!in.fn)
        return d.unsupported(ins, ".sat applies to mad24.hi.s32 only");
    return emitDabc(d, ins, in, t, t, t, mad ? std::optional<PtxType>(t) : std::nullopt);
}

Status decodeDot(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool pairs)
{
    const int hi = pairs ? mods.takeOneOf({"lo", "hi"}) : 0;
    const PtxType ta = mods.takeType();
    const PtxType tb = mods.takeType();
    if ((ta != PtxType::U32 && ta != PtxType::S32) || (tb != PtxType::U32 && tb != PtxType::S32) || hi < 0)
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, 4, "d, a, b, c"); !s)
        return s;
    static const Handler table[2][2][2] = {
        {{dotOp<false, false, false>, dotOp<false, false, true>},
            {dotOp<false, true, false>, dotOp<false, true, true>}},
        {{dotOp<true, false, false>, dotOp<true, false, true>}, {dotOp<true, true, false>, dotOp<true, true, true>}},
    };
    Instr in;
    in.fn = table[ta == PtxType::S32][tb == PtxType::S32][pairs];
    in.op = static_cast<std::uint8_t>(hi);
    const PtxType td = ta == PtxType::S32 || tb == PtxType::S32 ? PtxType::S32 : PtxType::U32;
    return emitDabc(d, ins, in, td, ta, tb, td);
}

} // namespace warpscope::core::emu
