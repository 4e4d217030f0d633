// Integer arithmetic: add sub mul mad (.lo .hi .wide), mul24 mad24, div rem, abs neg min max, sad,
// carry forms (add.cc addc sub.cc subc mad.cc madc), dp4a dp2a. Also routes the shared arithmetic
// opcodes to the floating-point decoders by type.
#include "core/emu/opscommon.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace warpscope::core::emu {

namespace {

template <class Op> struct Bin {
    template <class T> struct H {
        static int fn(Warp& w, const Instr& in, std::uint32_t mask)
        {
            map2(mask, w.r<T>(in.d), w.r<T>(in.a), w.r<T>(in.b), [](T a, T b) { return Op::template apply<T>(a, b); });
            return kNext;
        }
    };
};

template <class Op> struct Un {
    template <class T> struct H {
        static int fn(Warp& w, const Instr& in, std::uint32_t mask)
        {
            map1(mask, w.r<T>(in.d), w.r<T>(in.a), [](T a) { return Op::template apply<T>(a); });
            return kNext;
        }
    };
};

template <class Op> struct Tern {
    template <class T> struct H {
        static int fn(Warp& w, const Instr& in, std::uint32_t mask)
        {
            map3(mask, w.r<T>(in.d), w.r<T>(in.a), w.r<T>(in.b), w.r<T>(in.c),
                [](T a, T b, T c) { return Op::template apply<T>(a, b, c); });
            return kNext;
        }
    };
};

/// The high half of a*b for T (signed or unsigned).
template <class T> T mulHi(T a, T b)
{
    constexpr int bits = 8 * sizeof(T);
    if constexpr (sizeof(T) == 8) {
        using P = std::conditional_t<std::is_signed_v<T>, __int128, unsigned __int128>;
        return static_cast<T>((static_cast<P>(a) * static_cast<P>(b)) >> bits);
    } else {
        using P = std::conditional_t<std::is_signed_v<T>, std::int64_t, std::uint64_t>;
        return static_cast<T>((static_cast<P>(a) * static_cast<P>(b)) >> bits);
    }
}

struct AddOp {
    template <class T> static T apply(T a, T b) { return static_cast<T>(Wide<T>(a) + Wide<T>(b)); }
};
struct SubOp {
    template <class T> static T apply(T a, T b) { return static_cast<T>(Wide<T>(a) - Wide<T>(b)); }
};
struct AddSatOp {
    template <class T> static T apply(T a, T b)
    {
        const std::int64_t s = static_cast<std::int64_t>(a) + static_cast<std::int64_t>(b);
        return static_cast<T>(
            std::clamp<std::int64_t>(s, std::numeric_limits<T>::min(), std::numeric_limits<T>::max()));
    }
};
struct SubSatOp {
    template <class T> static T apply(T a, T b)
    {
        const std::int64_t s = static_cast<std::int64_t>(a) - static_cast<std::int64_t>(b);
        return static_cast<T>(
            std::clamp<std::int64_t>(s, std::numeric_limits<T>::min(), std::numeric_limits<T>::max()));
    }
};
struct MulLoOp {
    template <class T> static T apply(T a, T b) { return static_cast<T>(Wide<T>(a) * Wide<T>(b)); }
};
struct MulHiOp {
    template <class T> static T apply(T a, T b) { return mulHi(a, b); }
};
struct MadLoOp {
    template <class T> static T apply(T a, T b, T c) { return static_cast<T>(Wide<T>(a) * Wide<T>(b) + Wide<T>(c)); }
};
struct MadHiOp {
    template <class T> static T apply(T a, T b, T c) { return static_cast<T>(Wide<T>(mulHi(a, b)) + Wide<T>(c)); }
};
struct MadHiSatOp {
    template <class T> static T apply(T a, T b, T c)
    {
        const std::int64_t s = static_cast<std::int64_t>(mulHi(a, b)) + static_cast<std::int64_t>(c);
        return static_cast<T>(
            std::clamp<std::int64_t>(s, std::numeric_limits<T>::min(), std::numeric_limits<T>::max()));
    }
};
struct DivOp {
    template <class T> static T apply(T a, T b)
    {
        if (b == 0)
            return static_cast<T>(-1); // all ones, as the hardware returns
        if constexpr (std::is_signed_v<T>)
            if (a == std::numeric_limits<T>::min() && b == -1)
                return a;
        return static_cast<T>(a / b);
    }
};
struct RemOp {
    template <class T> static T apply(T a, T b)
    {
        if (b == 0)
            return a;
        if constexpr (std::is_signed_v<T>)
            if (b == -1)
                return 0;
        return static_cast<T>(a % b);
    }
};
struct AbsOp {
    template <class T> static T apply(T a) { return a < 0 ? static_cast<T>(-Wide<T>(a)) : a; }
};
struct NegOp {
    template <class T> static T apply(T a) { return static_cast<T>(-Wide<T>(a)); }
};
struct MinOp {
    template <class T> static T apply(T a, T b) { return a < b ? a : b; }
};
struct MaxOp {
    template <class T> static T apply(T a, T b) { return a > b ? a : b; }
};
struct MinReluOp {
    template <class T> static T apply(T a, T b) { return std::max<T>(a < b ? a : b, 0); }
};
struct MaxReluOp {
    template <class T> static T apply(T a, T b) { return std::max<T>(a > b ? a : b, 0); }
};
struct SadOp {
    template <class T> static T apply(T a, T b, T c)
    {
        const Wide<T> diff = a > b ? Wide<T>(a) - Wide<T>(b) : Wide<T>(b) - Wide<T>(a);
        return static_cast<T>(Wide<T>(c) + diff);
    }
};

/// mul.wide / mad.wide: the full product in the double-width type D.
template <class T, class D, bool Mad> int wideOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    using UD = std::make_unsigned_t<D>;
    map3(mask, w.r<D>(in.d), w.r<T>(in.a), w.r<T>(in.b), w.r<D>(in.c), [](T a, T b, D c) {
        const UD p = static_cast<UD>(static_cast<D>(a) * static_cast<D>(b));
        return static_cast<D>(Mad ? static_cast<UD>(p + static_cast<UD>(c)) : p);
    });
    return kNext;
}

Handler pickWide(PtxType t, bool mad)
{
    switch (t) {
    case PtxType::U16:
        return mad ? wideOp<std::uint16_t, std::uint32_t, true> : wideOp<std::uint16_t, std::uint32_t, false>;
    case PtxType::S16:
        return mad ? wideOp<std::int16_t, std::int32_t, true> : wideOp<std::int16_t, std::int32_t, false>;
    case PtxType::U32:
        return mad ? wideOp<std::uint32_t, std::uint64_t, true> : wideOp<std::uint32_t, std::uint64_t, false>;
    case PtxType::S32:
        return mad ? wideOp<std::int32_t, std::int64_t, true> : wideOp<std::int32_t, std::int64_t, false>;
    default:
        return nullptr;
    }
}

/// mul24 / mad24: 24-bit operands, 48-bit product; .lo keeps bits 0..31, .hi bits 16..47.
template <bool Signed, bool Hi, bool Mad, bool Sat> int mul24Op(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint32_t* a = w.r<std::uint32_t>(in.a);
    const std::uint32_t* b = w.r<std::uint32_t>(in.b);
    const std::uint32_t* c = w.r<std::uint32_t>(in.c);
    std::uint32_t* d = w.r<std::uint32_t>(in.d);
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
    return kNext;
}

/// add.cc / addc / sub.cc / subc / mad.cc / madc: CC.CF is one bit per lane in w.carry.
template <class T, int Kind, bool CarryIn, bool CarryOut> int carryOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    using U = std::make_unsigned_t<T>;
    const U* a = w.r<U>(in.a);
    const U* b = w.r<U>(in.b);
    const U* c = w.r<U>(in.c);
    U* d = w.r<U>(in.d);
    std::uint32_t carry = w.carry;
    forLanes(mask, [&](int i) {
        const U cin = CarryIn ? static_cast<U>((carry >> i) & 1u) : U(0);
        U r;
        bool cout;
        if constexpr (Kind == 0) { // add
            const U s = static_cast<U>(a[i] + b[i]);
            r = static_cast<U>(s + cin);
            cout = s < a[i] || r < s;
        } else if constexpr (Kind == 1) { // sub: CF is the borrow
            const U s = static_cast<U>(a[i] - b[i]);
            r = static_cast<U>(s - cin);
            cout = a[i] < b[i] || s < cin;
        } else { // mad: lo (Kind 2) or hi (Kind 3) of a*b, plus c and the carry
            const U p = Kind == 2 ? static_cast<U>(Wide<U>(a[i]) * Wide<U>(b[i])) : mulHi(a[i], b[i]);
            const U s = static_cast<U>(p + c[i]);
            r = static_cast<U>(s + cin);
            cout = s < p || r < s;
        }
        d[i] = r;
        if (CarryOut)
            carry = (carry & ~(1u << i)) | (static_cast<std::uint32_t>(cout) << i);
    });
    w.carry = carry;
    return kNext;
}

template <class T> Handler pickCarry(int kind, bool cin, bool cout)
{
    static const Handler table[4][2][2] = {
        {{carryOp<T, 0, false, false>, carryOp<T, 0, false, true>},
            {carryOp<T, 0, true, false>, carryOp<T, 0, true, true>}},
        {{carryOp<T, 1, false, false>, carryOp<T, 1, false, true>},
            {carryOp<T, 1, true, false>, carryOp<T, 1, true, true>}},
        {{carryOp<T, 2, false, false>, carryOp<T, 2, false, true>},
            {carryOp<T, 2, true, false>, carryOp<T, 2, true, true>}},
        {{carryOp<T, 3, false, false>, carryOp<T, 3, false, true>},
            {carryOp<T, 3, true, false>, carryOp<T, 3, true, true>}},
    };
    return table[kind][cin][cout];
}

/// dp4a (Pairs = false) and dp2a (Pairs = true; op selects .lo/.hi bytes of b).
template <bool SignedA, bool SignedB, bool Pairs> int dotOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint32_t* a = w.r<std::uint32_t>(in.a);
    const std::uint32_t* b = w.r<std::uint32_t>(in.b);
    const std::uint32_t* c = w.r<std::uint32_t>(in.c);
    std::uint32_t* d = w.r<std::uint32_t>(in.d);
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
    return kNext;
}

} // namespace

Status decodeIntArith(Decoder& d, const ptx::Instruction& ins, Mods& mods, ArithOp op)
{
    const int width = mods.takeOneOf({"lo", "hi", "wide"});
    const bool sat = mods.take("sat");
    const bool cc = mods.take("cc");
    const bool relu = mods.take("relu");
    const PtxType t = mods.takeType();
    if (!isIntType(t) || ptxTypeBytes(t) < 2)
        return d.unsupported(ins, std::string("type .") + ptxTypeName(t));
    const bool isSigned = isSignedType(t);
    const bool ternary = op == ArithOp::Mad;
    const bool unary = op == ArithOp::Abs || op == ArithOp::Neg;
    const std::size_t n = unary ? 2 : ternary ? 4 : 3;
    if (auto s = expectOperands(d, ins, n, unary ? "d, a" : ternary ? "d, a, b, c" : "d, a, b"); !s)
        return s;
    Instr in;
    if (width == 2) {
        in.fn = pickWide(t, ternary);
        if (!in.fn)
            return d.unsupported(ins, ".wide needs a 16- or 32-bit type");
        const PtxType wt = isSigned ? (t == PtxType::S16 ? PtxType::S32 : PtxType::S64)
                                    : (t == PtxType::U16 ? PtxType::U32 : PtxType::U64);
        auto a = d.src(ins.operands[1], t);
        auto b = d.src(ins.operands[2], t);
        auto c = ternary ? d.src(ins.operands[3], wt) : a;
        auto dd = d.dst(ins.operands[0], wt);
        if (!a || !b || !c || !dd)
            return !a ? a.error() : !b ? b.error() : !c ? c.error() : dd.error();
        in.a = *a;
        in.b = *b;
        in.c = *c;
        in.d = *dd;
        d.emit(in);
        return Ok {};
    }
    if (cc && (op == ArithOp::Add || op == ArithOp::Sub || op == ArithOp::Mad)) {
        const int kind = op == ArithOp::Add ? 0 : op == ArithOp::Sub ? 1 : (width == 1 ? 3 : 2);
        const bool is64 = ptxTypeBytes(t) == 8;
        if (ptxTypeBytes(t) < 4)
            return d.unsupported(ins, ".cc needs a 32- or 64-bit type");
        in.fn = is64 ? pickCarry<std::uint64_t>(kind, false, true) : pickCarry<std::uint32_t>(kind, false, true);
    } else {
        switch (op) {
        case ArithOp::Add:
            in.fn
                = sat ? (t == PtxType::S32 ? Bin<AddSatOp>::H<std::int32_t>::fn : nullptr) : pickInt<Bin<AddOp>::H>(t);
            break;
        case ArithOp::Sub:
            in.fn
                = sat ? (t == PtxType::S32 ? Bin<SubSatOp>::H<std::int32_t>::fn : nullptr) : pickInt<Bin<SubOp>::H>(t);
            break;
        case ArithOp::Mul:
            in.fn = width == 1 ? pickInt<Bin<MulHiOp>::H>(t) : pickInt<Bin<MulLoOp>::H>(t);
            break;
        case ArithOp::Mad:
            in.fn = width == 1 ? (sat ? (t == PtxType::S32 ? Tern<MadHiSatOp>::H<std::int32_t>::fn : nullptr)
                                      : pickInt<Tern<MadHiOp>::H>(t))
                               : pickInt<Tern<MadLoOp>::H>(t);
            break;
        case ArithOp::Div:
            in.fn = pickInt<Bin<DivOp>::H>(t);
            break;
        case ArithOp::Rem:
            in.fn = pickInt<Bin<RemOp>::H>(t);
            break;
        case ArithOp::Abs:
            in.fn = isSigned ? pickInt<Un<AbsOp>::H>(t) : nullptr;
            break;
        case ArithOp::Neg:
            in.fn = isSigned ? pickInt<Un<NegOp>::H>(t) : nullptr;
            break;
        case ArithOp::Min:
            in.fn = relu ? (t == PtxType::S32 ? Bin<MinReluOp>::H<std::int32_t>::fn : nullptr)
                         : pickInt<Bin<MinOp>::H>(t);
            break;
        case ArithOp::Max:
            in.fn = relu ? (t == PtxType::S32 ? Bin<MaxReluOp>::H<std::int32_t>::fn : nullptr)
                         : pickInt<Bin<MaxOp>::H>(t);
            break;
        default:
            break;
        }
    }
    if (!in.fn)
        return d.unsupported(ins);
    auto dd = d.dst(ins.operands[0], t);
    auto a = d.src(ins.operands[1], t);
    if (!dd || !a)
        return !dd ? dd.error() : a.error();
    in.d = *dd;
    in.a = *a;
    if (!unary) {
        auto b = d.src(ins.operands[2], t);
        if (!b)
            return b.error();
        in.b = *b;
    }
    if (ternary) {
        auto c = d.src(ins.operands[3], t);
        if (!c)
            return c.error();
        in.c = *c;
    }
    d.emit(in);
    return Ok {};
}

namespace {

/// Resolves operands d, a, b and c (of types td, ta, tb, tc) into in and emits it; a form without c
/// (mul, not mad) reuses a's slot. The first operand that does not resolve is the error.
Status emitDabc(
    Decoder& d, const ptx::Instruction& ins, Instr& in, PtxType td, PtxType ta, PtxType tb, std::optional<PtxType> tc)
{
    auto dd = d.dst(ins.operands[0], td);
    auto a = d.src(ins.operands[1], ta);
    auto b = d.src(ins.operands[2], tb);
    auto c = tc ? d.src(ins.operands[3], *tc) : a;
    if (!dd || !a || !b || !c)
        return !dd ? dd.error() : !a ? a.error() : !b ? b.error() : c.error();
    in.d = *dd;
    in.a = *a;
    in.b = *b;
    in.c = *c;
    d.emit(in);
    return Ok {};
}

template <ArithOp Op> Status routeArith(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const PtxType t = mods.peekType();
    if (t == PtxType::F32 || t == PtxType::F64)
        return decodeFloatArith(d, ins, mods, Op);
    if (t == PtxType::F16 || t == PtxType::F16x2 || t == PtxType::BF16 || t == PtxType::BF16x2)
        return decodeHalfArith(d, ins, mods, Op);
    return decodeIntArith(d, ins, mods, Op);
}

Status decodeCarryIn(Decoder& d, const ptx::Instruction& ins, Mods& mods, int kind)
{
    const bool cc = mods.take("cc");
    const int width = kind >= 2 ? mods.takeOneOf({"lo", "hi"}) : -1;
    const PtxType t = mods.takeType();
    if (ptxTypeBytes(t) < 4 || !isIntType(t))
        return d.unsupported(ins, std::string("type .") + ptxTypeName(t));
    const bool mad = kind >= 2;
    if (auto s = expectOperands(d, ins, mad ? 4 : 3, mad ? "d, a, b, c" : "d, a, b"); !s)
        return s;
    Instr in;
    const int k = mad ? (width == 1 ? 3 : 2) : kind;
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

Status decodeSad(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const PtxType t = mods.takeType();
    if (!isIntType(t) || ptxTypeBytes(t) < 2)
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, 4, "d, a, b, c"); !s)
        return s;
    Instr in;
    in.fn = pickInt<Tern<SadOp>::H>(t);
    return emitDabc(d, ins, in, t, t, t, t);
}

} // namespace

void registerIntOps(DecodeTable& t)
{
    t["add"] = routeArith<ArithOp::Add>;
    t["sub"] = routeArith<ArithOp::Sub>;
    t["mul"] = routeArith<ArithOp::Mul>;
    t["mad"] = routeArith<ArithOp::Mad>;
    t["fma"] = routeArith<ArithOp::Fma>;
    t["div"] = routeArith<ArithOp::Div>;
    t["rem"] = routeArith<ArithOp::Rem>;
    t["abs"] = routeArith<ArithOp::Abs>;
    t["neg"] = routeArith<ArithOp::Neg>;
    t["min"] = routeArith<ArithOp::Min>;
    t["max"] = routeArith<ArithOp::Max>;
    t["addc"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeCarryIn(d, ins, m, 0); };
    t["subc"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeCarryIn(d, ins, m, 1); };
    t["madc"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeCarryIn(d, ins, m, 2); };
    t["mul24"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeMul24(d, ins, m, false); };
    t["mad24"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeMul24(d, ins, m, true); };
    t["dp4a"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeDot(d, ins, m, false); };
    t["dp2a"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeDot(d, ins, m, true); };
    t["sad"] = decodeSad;
}

} // namespace warpscope::core::emu
