// Integer arithmetic: add sub mul mad (.lo .hi .wide .cc), div rem, abs neg min max, sad. Also routes
// the shared arithmetic opcodes to the floating-point decoders by type, and registers the opcodes of
// ops_intext.cpp (addc subc madc, mul24 mad24, dp4a dp2a).
#include "core/emu/opsint.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace warpscope::core::emu {

namespace {

template <class Op> struct Bin {
    template <class T> struct H {
        static Step fn(Warp& w, const Instr& in, std::uint32_t mask)
        {
            map2(mask, w.r<T>(in.dst), w.r<T>(in.src0), w.r<T>(in.src1),
                [](T a, T b) { return Op::template apply<T>(a, b); });
            return Step::Next;
        }
    };
};

template <class Op> struct Un {
    template <class T> struct H {
        static Step fn(Warp& w, const Instr& in, std::uint32_t mask)
        {
            map1(mask, w.r<T>(in.dst), w.r<T>(in.src0), [](T a) { return Op::template apply<T>(a); });
            return Step::Next;
        }
    };
};

template <class Op> struct Tern {
    template <class T> struct H {
        static Step fn(Warp& w, const Instr& in, std::uint32_t mask)
        {
            map3(mask, w.r<T>(in.dst), w.r<T>(in.src0), w.r<T>(in.src1), w.r<T>(in.src2),
                [](T a, T b, T c) { return Op::template apply<T>(a, b, c); });
            return Step::Next;
        }
    };
};

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
template <class T, class D, bool Mad> Step wideOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    using UD = std::make_unsigned_t<D>;
    map3(mask, w.r<D>(in.dst), w.r<T>(in.src0), w.r<T>(in.src1), w.r<D>(in.src2), [](T a, T b, D c) {
        const UD p = static_cast<UD>(static_cast<D>(a) * static_cast<D>(b));
        return static_cast<D>(Mad ? static_cast<UD>(p + static_cast<UD>(c)) : p);
    });
    return Step::Next;
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
        in.src0 = *a;
        in.src1 = *b;
        in.src2 = *c;
        in.dst = *dd;
        d.emit(in);
        return Ok {};
    }
    if (cc && (op == ArithOp::Add || op == ArithOp::Sub || op == ArithOp::Mad)) {
        const CarryKind kind = op == ArithOp::Add ? CarryKind::Add
            : op == ArithOp::Sub                  ? CarryKind::Sub
            : width == 1                          ? CarryKind::MadHi
                                                  : CarryKind::MadLo;
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
    in.dst = *dd;
    in.src0 = *a;
    if (!unary) {
        auto b = d.src(ins.operands[2], t);
        if (!b)
            return b.error();
        in.src1 = *b;
    }
    if (ternary) {
        auto c = d.src(ins.operands[3], t);
        if (!c)
            return c.error();
        in.src2 = *c;
    }
    d.emit(in);
    return Ok {};
}

namespace {

template <ArithOp Op> Status routeArith(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const PtxType t = mods.peekType();
    if (t == PtxType::F32 || t == PtxType::F64)
        return decodeFloatArith(d, ins, mods, Op);
    if (t == PtxType::F16 || t == PtxType::F16x2 || t == PtxType::BF16 || t == PtxType::BF16x2)
        return decodeHalfArith(d, ins, mods, Op);
    return decodeIntArith(d, ins, mods, Op);
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
    t["addc"]
        = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeCarryIn(d, ins, m, CarryKind::Add); };
    t["subc"]
        = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeCarryIn(d, ins, m, CarryKind::Sub); };
    t["madc"]
        = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeCarryIn(d, ins, m, CarryKind::MadLo); };
    t["mul24"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeMul24(d, ins, m, false); };
    t["mad24"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeMul24(d, ins, m, true); };
    t["dp4a"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeDot(d, ins, m, false); };
    t["dp2a"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeDot(d, ins, m, true); };
    t["sad"] = decodeSad;
}

} // namespace warpscope::core::emu
