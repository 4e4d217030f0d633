// Bitwise and bit-field instructions: and or xor not cnot (also on predicates), shl shr shf,
// popc clz bfind brev bfe bfi prmt lop3.
#include "core/emu/opscommon.h"

namespace warpscope::core::emu {

namespace {

template <class T> using U = std::make_unsigned_t<T>;

template <int Op> struct Logic {
    template <class T> struct H {
        static Step fn(Warp& w, const Instr& in, std::uint32_t mask)
        {
            map2(mask, w.r<T>(in.dst), w.r<T>(in.src0), w.r<T>(in.src1), [](T a, T b) -> T {
                if constexpr (Op == 0)
                    return a & b;
                else if constexpr (Op == 1)
                    return a | b;
                else
                    return a ^ b;
            });
            return Step::Next;
        }
    };
};

template <int Op> Step predLogic(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint32_t a = w.pred(in.src0);
    const std::uint32_t b = w.pred(in.src1);
    const std::uint32_t r = Op == 0 ? a & b : Op == 1 ? a | b : Op == 2 ? a ^ b : ~a;
    setPredLanes(w.pred(in.dst), mask, r);
    return Step::Next;
}

template <bool Cnot> struct NotH {
    template <class T> struct H {
        static Step fn(Warp& w, const Instr& in, std::uint32_t mask)
        {
            map1(mask, w.r<T>(in.dst), w.r<T>(in.src0), [](T a) -> T { return Cnot ? T(a == 0) : T(~a); });
            return Step::Next;
        }
    };
};

/// shl / shr: the amount is a .u32 and is clamped to the width (shr.s fills with the sign).
template <bool Left> struct Shift {
    template <class T> struct H {
        static Step fn(Warp& w, const Instr& in, std::uint32_t mask)
        {
            constexpr std::uint32_t bits = 8 * sizeof(T);
            map2(mask, w.r<T>(in.dst), w.r<T>(in.src0), w.r<std::uint32_t>(in.src1), [](T a, std::uint32_t n) -> T {
                if (Left)
                    return n >= bits ? T(0) : static_cast<T>(static_cast<U<T>>(a) << n);
                if (n >= bits)
                    return std::is_signed_v<T> && a < 0 ? T(-1) : T(0);
                return static_cast<T>(a >> n);
            });
            return Step::Next;
        }
    };
};

template <class T> Step popcOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    map1(mask, w.r<std::uint32_t>(in.dst), w.r<T>(in.src0),
        [](T a) { return static_cast<std::uint32_t>(std::popcount(static_cast<U<T>>(a))); });
    return Step::Next;
}

template <class T> Step clzOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    map1(mask, w.r<std::uint32_t>(in.dst), w.r<T>(in.src0),
        [](T a) { return static_cast<std::uint32_t>(std::countl_zero(static_cast<U<T>>(a))); });
    return Step::Next;
}

template <class T> Step brevOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    map1(mask, w.r<T>(in.dst), w.r<T>(in.src0), [](T a) {
        T r = 0;
        for (unsigned i = 0; i < 8 * sizeof(T); ++i)
            r = static_cast<T>((r << 1) | ((a >> i) & 1u));
        return r;
    });
    return Step::Next;
}

/// bfind: the position of the most significant non-sign bit (0xFFFFFFFF when none); .shiftamt
/// returns the left shift that would move it to the top instead.
template <class T> Step bfindOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const bool shiftAmt = in.op != 0;
    map1(mask, w.r<std::uint32_t>(in.dst), w.r<T>(in.src0), [shiftAmt](T a) -> std::uint32_t {
        constexpr int bits = 8 * sizeof(T);
        U<T> v = static_cast<U<T>>(a);
        if (std::is_signed_v<T> && a < 0)
            v = static_cast<U<T>>(~v);
        if (v == 0)
            return 0xFFFFFFFFu;
        const int pos = bits - 1 - std::countl_zero(v);
        return static_cast<std::uint32_t>(shiftAmt ? bits - 1 - pos : pos);
    });
    return Step::Next;
}

template <class T> Step bfeOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    map3(mask, w.r<T>(in.dst), w.r<T>(in.src0), w.r<std::uint32_t>(in.src1), w.r<std::uint32_t>(in.src2),
        [](T a, std::uint32_t b, std::uint32_t c) -> T {
            constexpr unsigned msb = 8 * sizeof(T) - 1;
            const unsigned pos = b & 0xFF;
            const unsigned len = c & 0xFF;
            const U<T> ua = static_cast<U<T>>(a);
            bool sbit = false;
            if (std::is_signed_v<T> && len != 0)
                sbit = (ua >> std::min(pos + len - 1, msb)) & 1u;
            U<T> r = 0;
            for (unsigned i = 0; i <= msb; ++i) {
                const bool bit = (i < len && pos + i <= msb) ? ((ua >> (pos + i)) & 1u) : sbit;
                r |= static_cast<U<T>>(static_cast<U<T>>(bit) << i);
            }
            return static_cast<T>(r);
        });
    return Step::Next;
}

template <class T> Step bfiOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const T* a = w.r<T>(in.src0);
    const T* b = w.r<T>(in.src1);
    const std::uint32_t* c = w.r<std::uint32_t>(in.src2);
    const std::uint32_t* e = w.r<std::uint32_t>(in.src3);
    T* d = w.r<T>(in.dst);
    forLanes(mask, [&](int i) {
        constexpr unsigned bits = 8 * sizeof(T);
        const unsigned pos = c[i] & 0xFF;
        const unsigned len = e[i] & 0xFF;
        T r = b[i];
        for (unsigned k = 0; k < len && pos + k < bits; ++k) {
            const T bit = static_cast<T>((a[i] >> k) & 1u);
            r = static_cast<T>((r & ~(T(1) << (pos + k))) | (bit << (pos + k)));
        }
        d[i] = r;
    });
    return Step::Next;
}

/// prmt: byte selection from {b, a}; in.op is the mode (0 generic, 1 f4e, 2 b4e, 3 rc8, 4 ecl,
/// 5 ecr, 6 rc16).
std::uint32_t permute(std::uint32_t a, std::uint32_t b, std::uint32_t c, int mode)
{
    const std::uint64_t src = (static_cast<std::uint64_t>(b) << 32) | a;
    auto byte = [&](unsigned k) { return static_cast<std::uint32_t>((src >> (8 * (k & 7))) & 0xFF); };
    std::uint32_t sel[4];
    const unsigned s = c & 3;
    switch (mode) {
    case 0:
        for (int k = 0; k < 4; ++k) {
            const unsigned ctl = (c >> (4 * k)) & 0xF;
            std::uint32_t v = byte(ctl & 7);
            if (ctl & 8)
                v = (v & 0x80) ? 0xFF : 0x00;
            sel[k] = v;
        }
        return sel[0] | (sel[1] << 8) | (sel[2] << 16) | (sel[3] << 24);
    case 1: // f4e: forward 4 extract
        for (unsigned k = 0; k < 4; ++k)
            sel[k] = byte(s + k);
        break;
    case 2: // b4e: backward 4 extract
        for (unsigned k = 0; k < 4; ++k)
            sel[k] = byte(s + 8 - k);
        break;
    case 3: // rc8: replicate one byte
        for (unsigned k = 0; k < 4; ++k)
            sel[k] = byte(s);
        break;
    case 4: // ecl: edge clamp left
        for (unsigned k = 0; k < 4; ++k)
            sel[k] = byte(std::max(k, s));
        break;
    case 5: // ecr: edge clamp right
        for (unsigned k = 0; k < 4; ++k)
            sel[k] = byte(std::min(k, s));
        break;
    default: // rc16: replicate one half-word
        for (unsigned k = 0; k < 4; ++k)
            sel[k] = byte((s & 1) * 2 + (k & 1));
        break;
    }
    return sel[0] | (sel[1] << 8) | (sel[2] << 16) | (sel[3] << 24);
}

Step prmtOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const int mode = in.op;
    map3(mask, w.r<std::uint32_t>(in.dst), w.r<std::uint32_t>(in.src0), w.r<std::uint32_t>(in.src1),
        w.r<std::uint32_t>(in.src2),
        [mode](std::uint32_t a, std::uint32_t b, std::uint32_t c) { return permute(a, b, c, mode); });
    return Step::Next;
}

/// lop3: bit i of the result is bit (a_i << 2 | b_i << 1 | c_i) of the 8-bit table.
Step lop3Op(Warp& w, const Instr& in, std::uint32_t mask)
{
    const auto lut = static_cast<std::uint32_t>(in.imm);
    map3(mask, w.r<std::uint32_t>(in.dst), w.r<std::uint32_t>(in.src0), w.r<std::uint32_t>(in.src1),
        w.r<std::uint32_t>(in.src2), [lut](std::uint32_t a, std::uint32_t b, std::uint32_t c) {
            std::uint32_t r = 0;
            for (unsigned k = 0; k < 8; ++k)
                if ((lut >> k) & 1u)
                    r |= ((k & 4) ? a : ~a) & ((k & 2) ? b : ~b) & ((k & 1) ? c : ~c);
            return r;
        });
    return Step::Next;
}

/// shf.l / shf.r (.wrap / .clamp): funnel shift of the 64-bit {b, a}.
template <bool Left, bool Clamp> Step shfOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    map3(mask, w.r<std::uint32_t>(in.dst), w.r<std::uint32_t>(in.src0), w.r<std::uint32_t>(in.src1),
        w.r<std::uint32_t>(in.src2), [](std::uint32_t a, std::uint32_t b, std::uint32_t c) {
            const std::uint32_t n = Clamp ? std::min<std::uint32_t>(c, 32) : (c & 31);
            const std::uint64_t v = (static_cast<std::uint64_t>(b) << 32) | a;
            return Left ? static_cast<std::uint32_t>((v << n) >> 32) : static_cast<std::uint32_t>(v >> n);
        });
    return Step::Next;
}

Status simple(Decoder& d, const ptx::Instruction& ins, Handler fn, PtxType td, std::initializer_list<PtxType> ts,
    std::uint8_t op = 0, std::int64_t imm = 0)
{
    if (!fn)
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, ts.size() + 1, "d and sources"); !s)
        return s;
    Instr in;
    in.fn = fn;
    in.op = op;
    in.imm = imm;
    Slots sl(d);
    std::uint32_t* srcs[] = {&in.src0, &in.src1, &in.src2, &in.src3};
    std::size_t k = 0;
    for (const PtxType t : ts) {
        *srcs[k] = sl.src(ins.operands[k + 1], t);
        ++k;
    }
    in.dst = sl.dst(ins.operands[0], td);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

template <int Op> Status decodeLogic(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const PtxType t = mods.takeType();
    if (t == PtxType::Pred) {
        if (auto s = expectOperands(d, ins, Op == 3 ? 2 : 3, Op == 3 ? "d, a" : "d, a, b"); !s)
            return s;
        Instr in;
        in.fn = Op == 0 ? predLogic<0> : Op == 1 ? predLogic<1> : Op == 2 ? predLogic<2> : predLogic<3>;
        Slots sl(d);
        in.src0 = sl.predSrc(ins.operands[1]);
        in.src1 = Op == 3 ? in.src0 : sl.predSrc(ins.operands[2]);
        in.dst = sl.predDst(ins.operands[0]);
        if (auto s = sl.status(); !s)
            return s;
        d.emit(in);
        return Ok {};
    }
    if (Op == 3)
        return simple(d, ins, pickInt<NotH<false>::H>(t), t, {t});
    return simple(d, ins, pickInt<Logic<Op>::template H>(t), t, {t, t});
}

Status decodeShift(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool left)
{
    const PtxType t = mods.takeType();
    const Handler fn = left ? pickInt<Shift<true>::H>(t) : pickInt<Shift<false>::H>(t);
    return simple(d, ins, fn, t, {t, PtxType::U32});
}

template <template <class> class Op, bool Signed> Handler pick3264(PtxType t)
{
    const bool s = isSignedType(t);
    switch (ptxTypeBytes(t)) {
    case 4:
        return Signed && s ? Op<std::int32_t>::fn : Op<std::uint32_t>::fn;
    case 8:
        return Signed && s ? Op<std::int64_t>::fn : Op<std::uint64_t>::fn;
    default:
        return nullptr;
    }
}

#define WARPSCOPE_WRAP(name)                                                                                           \
    template <class T> struct name##H {                                                                                \
        static constexpr Handler fn = name<T>;                                                                         \
    }
WARPSCOPE_WRAP(popcOp);
WARPSCOPE_WRAP(clzOp);
WARPSCOPE_WRAP(brevOp);
WARPSCOPE_WRAP(bfindOp);
WARPSCOPE_WRAP(bfeOp);
WARPSCOPE_WRAP(bfiOp);
#undef WARPSCOPE_WRAP

Status decodeBitCount(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const PtxType t = mods.takeType();
    const std::string_view base = mods.base();
    if (base == "popc")
        return simple(d, ins, pick3264<popcOpH, false>(t), PtxType::U32, {t});
    if (base == "clz")
        return simple(d, ins, pick3264<clzOpH, false>(t), PtxType::U32, {t});
    return simple(d, ins, pick3264<brevOpH, false>(t), t, {t});
}

Status decodeBfind(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const bool shiftAmt = mods.take("shiftamt");
    const PtxType t = mods.takeType();
    return simple(d, ins, pick3264<bfindOpH, true>(t), PtxType::U32, {t}, shiftAmt ? 1 : 0);
}

Status decodeBfe(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const PtxType t = mods.takeType();
    return simple(d, ins, pick3264<bfeOpH, true>(t), t, {t, PtxType::U32, PtxType::U32});
}

Status decodeBfi(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const PtxType t = mods.takeType();
    return simple(d, ins, pick3264<bfiOpH, false>(t), t, {t, t, PtxType::U32, PtxType::U32});
}

Status decodePrmt(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    mods.takeType();
    const int mode = mods.takeOneOf({"f4e", "b4e", "rc8", "ecl", "ecr", "rc16"}) + 1;
    return simple(
        d, ins, prmtOp, PtxType::B32, {PtxType::B32, PtxType::B32, PtxType::B32}, static_cast<std::uint8_t>(mode));
}

Status decodeLop3(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    mods.takeType();
    if (ins.operands.size() != 5 || ins.operands[4].kind != ptx::Operand::Kind::Integer)
        return ins.operands.size() == 6 ? d.unsupported(ins, "the predicate form")
                                        : d.bad(ins, "expected d, a, b, c, immLut");
    ptx::Instruction trimmed = ins;
    trimmed.operands.pop_back();
    return simple(
        d, trimmed, lop3Op, PtxType::B32, {PtxType::B32, PtxType::B32, PtxType::B32}, 0, ins.operands[4].value & 0xFF);
}

Status decodeShf(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const int dir = mods.takeOneOf({"l", "r"});
    const int how = mods.takeOneOf({"wrap", "clamp"});
    mods.takeType();
    if (dir < 0 || how < 0)
        return d.bad(ins, "shf needs .l or .r and .wrap or .clamp");
    static const Handler table[2][2]
        = {{shfOp<true, false>, shfOp<true, true>}, {shfOp<false, false>, shfOp<false, true>}};
    return simple(d, ins, table[dir][how], PtxType::B32, {PtxType::B32, PtxType::B32, PtxType::U32});
}

} // namespace

void registerBitOps(DecodeTable& t)
{
    t["and"] = decodeLogic<0>;
    t["or"] = decodeLogic<1>;
    t["xor"] = decodeLogic<2>;
    t["not"] = decodeLogic<3>;
    t["cnot"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) {
        const PtxType ty = m.takeType();
        return simple(d, ins, pickInt<NotH<true>::H>(ty), ty, {ty});
    };
    t["shl"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeShift(d, ins, m, true); };
    t["shr"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeShift(d, ins, m, false); };
    t["popc"] = decodeBitCount;
    t["clz"] = decodeBitCount;
    t["brev"] = decodeBitCount;
    t["bfind"] = decodeBfind;
    t["bfe"] = decodeBfe;
    t["bfi"] = decodeBfi;
    t["prmt"] = decodePrmt;
    t["lop3"] = decodeLop3;
    t["shf"] = decodeShf;
}

} // namespace warpscope::core::emu
