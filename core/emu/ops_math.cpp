// rcp sqrt rsqrt (IEEE and .approx), sin cos lg2 ex2 tanh (.approx), copysign, testp.
// Approximate instructions return the correctly rounded value computed in double precision, which
// is within every PTX error bound (the GPU may differ from it by up to that bound). Each .approx
// instruction also gets a worst-case handler (approxbounds.h) that a launch in a worst-case approx
// mode swaps in: the result pushed to its documented bound, so the default handlers stay as they were.
#include "core/emu/approxbounds.h"
#include "core/emu/floatmath.h"
#include "core/emu/opscommon.h"

namespace warpscope::core::emu {

namespace {

enum MathFn : std::uint8_t { Rcp, Sqrt, Rsqrt, Sin, Cos, Lg2, Ex2, Tanh };

template <class T> T apply(MathFn fn, T x)
{
    switch (fn) {
    case Rcp:
        return T(1) / x;
    case Sqrt:
        return std::sqrt(x);
    case Rsqrt:
        if constexpr (sizeof(T) == 4)
            return static_cast<float>(1.0 / std::sqrt(static_cast<double>(x)));
        else
            return 1.0 / std::sqrt(x);
    case Sin:
        return static_cast<T>(std::sin(static_cast<double>(x)));
    case Cos:
        return static_cast<T>(std::cos(static_cast<double>(x)));
    case Lg2:
        return x == T(0) ? -std::numeric_limits<T>::infinity() : static_cast<T>(std::log2(static_cast<double>(x)));
    case Ex2:
        return static_cast<T>(std::exp2(static_cast<double>(x)));
    case Tanh:
        return static_cast<T>(std::tanh(static_cast<double>(x)));
    }
    return x;
}

template <class T, MathFn Fn, bool Ftz> Step mathOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    RoundGuard g(in.round);
    map1(mask, w.r<T>(in.dst), w.r<T>(in.src0), [](T x) {
        if constexpr (Fn == Tanh)
            return canon(apply(Fn, x)); // subnormals pass through tanh
        else
            return finish<Ftz, false>(apply(Fn, flushIf<Ftz>(x)));
    });
    return Step::Next;
}

/// The exact value (to double precision) the worst-case mode measures its bound from.
double exactOf(MathFn fn, double x)
{
    switch (fn) {
    case Rcp:
        return 1.0 / x;
    case Sqrt:
        return std::sqrt(x);
    case Rsqrt:
        return 1.0 / std::sqrt(x);
    case Sin:
        return std::sin(x);
    case Cos:
        return std::cos(x);
    case Lg2:
        return x == 0.0 ? -std::numeric_limits<double>::infinity() : std::log2(x);
    case Ex2:
        return std::exp2(x);
    case Tanh:
        return std::tanh(x);
    }
    return x;
}

constexpr ApproxFn approxFnOf(MathFn fn)
{
    constexpr ApproxFn map[] = {ApproxFn::Rcp, ApproxFn::Sqrt, ApproxFn::Rsqrt, ApproxFn::Sin, ApproxFn::Cos,
        ApproxFn::Lg2, ApproxFn::Ex2, ApproxFn::Tanh};
    return map[fn];
}

/// The direction of lane `lane`'s result: fixed by the mode, or drawn from the seed and the result's place.
int laneDirection(const Warp& w, const Instr& in, int lane, double exact)
{
    return approxResultDirection(
        w.launch->approx, exact, w.cta->linear, w.id * kWarpSize + static_cast<std::uint32_t>(lane), in.pc, w.executed);
}

/// .f32 .approx at its documented worst case: the default result, then pushed to the bound.
template <MathFn Fn, bool Ftz> Step mathWorst(Warp& w, const Instr& in, std::uint32_t mask)
{
    const float* a = w.r<float>(in.src0);
    float* d = w.r<float>(in.dst);
    forLanes(mask, [&](int i) {
        const float in0 = a[i];
        const float x = Fn == Tanh ? in0 : flushIf<Ftz>(in0);
        float r = Fn == Tanh ? canon(apply(Fn, x)) : finish<Ftz, false>(apply(Fn, x));
        // tanh passes subnormal inputs through (PTX ISA): a table value, like the special cases
        const bool passThrough = Fn == Tanh && std::fabs(x) < std::numeric_limits<float>::min();
        const ApproxBound bound = approxBound(approxFnOf(Fn), x);
        if (bound.kind != ApproxBound::Kind::None && !passThrough) {
            const double exact = exactOf(Fn, x);
            r = pushToBound(exact, r, bound, laneDirection(w, in, i, exact));
            if constexpr (Ftz)
                r = flush(r);
        }
        d[i] = r;
    });
    return Step::Next;
}

template <MathFn Fn> Handler pickWorst(bool ftz)
{
    return ftz ? mathWorst<Fn, true> : mathWorst<Fn, false>;
}

Handler pickMathWorst(MathFn fn, bool ftz)
{
    switch (fn) {
    case Rcp:
        return pickWorst<Rcp>(ftz);
    case Sqrt:
        return pickWorst<Sqrt>(ftz);
    case Rsqrt:
        return pickWorst<Rsqrt>(ftz);
    case Sin:
        return pickWorst<Sin>(ftz);
    case Cos:
        return pickWorst<Cos>(ftz);
    case Lg2:
        return pickWorst<Lg2>(ftz);
    case Ex2:
        return pickWorst<Ex2>(ftz);
    case Tanh:
        return pickWorst<Tanh>(ftz);
    }
    return nullptr;
}

template <class T, MathFn Fn> Handler pickFtz(bool ftz)
{
    return ftz ? mathOp<T, Fn, true> : mathOp<T, Fn, false>;
}

template <class T> Handler pickMath(MathFn fn, bool ftz)
{
    switch (fn) {
    case Rcp:
        return pickFtz<T, Rcp>(ftz);
    case Sqrt:
        return pickFtz<T, Sqrt>(ftz);
    case Rsqrt:
        return pickFtz<T, Rsqrt>(ftz);
    case Sin:
        return pickFtz<T, Sin>(ftz);
    case Cos:
        return pickFtz<T, Cos>(ftz);
    case Lg2:
        return pickFtz<T, Lg2>(ftz);
    case Ex2:
        return pickFtz<T, Ex2>(ftz);
    case Tanh:
        return pickFtz<T, Tanh>(ftz);
    }
    return nullptr;
}

/// ex2 and tanh on f16 / bf16 (and their x2 forms): computed in double, rounded once.
template <bool Bf16, bool Pair, MathFn Fn> Step halfMathOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    auto one = [](std::uint16_t h) -> std::uint16_t {
        const double x = Bf16 ? bf16BitsToDouble(h) : halfBitsToDouble(h);
        const double r = Fn == Ex2 ? std::exp2(x) : std::tanh(x);
        if (r != r)
            return Bf16 ? kCanonicalNanBF16 : kCanonicalNanF16;
        return Bf16 ? doubleToBf16Bits(r) : doubleToHalfBits(r);
    };
    if constexpr (Pair) {
        map1(mask, w.r<std::uint32_t>(in.dst), w.r<std::uint32_t>(in.src0), [&](std::uint32_t v) {
            return static_cast<std::uint32_t>(one(static_cast<std::uint16_t>(v)))
                | (static_cast<std::uint32_t>(one(static_cast<std::uint16_t>(v >> 16))) << 16);
        });
    } else {
        map1(mask, w.r<std::uint16_t>(in.dst), w.r<std::uint16_t>(in.src0), one);
    }
    return Step::Next;
}

/// ex2 / tanh on f16 / bf16 at the documented worst case (each half of an x2 pushed on its own).
template <bool Bf16, bool Pair, MathFn Fn> Step halfMathWorst(Warp& w, const Instr& in, std::uint32_t mask)
{
    constexpr ApproxFn fn
        = Fn == Ex2 ? (Bf16 ? ApproxFn::Ex2BF16 : ApproxFn::Ex2F16) : (Bf16 ? ApproxFn::TanhBF16 : ApproxFn::TanhF16);
    constexpr double smallestNormal = Bf16 ? 0x1p-126 : 0x1p-14;
    auto one = [&](std::uint16_t h, int lane, std::uint32_t half) -> std::uint16_t {
        const double x = Bf16 ? bf16BitsToDouble(h) : halfBitsToDouble(h);
        const double exact = Fn == Ex2 ? std::exp2(x) : std::tanh(x);
        if (exact != exact)
            return Bf16 ? kCanonicalNanBF16 : kCanonicalNanF16;
        const std::uint16_t rounded = Bf16 ? doubleToBf16Bits(exact) : doubleToHalfBits(exact);
        // tanh passes subnormals through, ex2.bf16 flushes them (its table gives 1.0): table values
        if (std::fabs(x) < smallestNormal)
            return rounded;
        const ApproxBound bound = approxBound(fn, x);
        Instr at = in;
        at.pc = in.pc * 2 + half; // the two halves of an x2 are two results
        return pushToBound16(exact, rounded, bound, laneDirection(w, at, lane, exact), Bf16);
    };
    if constexpr (Pair) {
        std::uint32_t* d = w.r<std::uint32_t>(in.dst);
        const std::uint32_t* a = w.r<std::uint32_t>(in.src0);
        forLanes(mask, [&](int i) {
            const std::uint32_t v = a[i];
            d[i] = static_cast<std::uint32_t>(one(static_cast<std::uint16_t>(v), i, 0))
                | (static_cast<std::uint32_t>(one(static_cast<std::uint16_t>(v >> 16), i, 1)) << 16);
        });
    } else {
        std::uint16_t* d = w.r<std::uint16_t>(in.dst);
        const std::uint16_t* a = w.r<std::uint16_t>(in.src0);
        forLanes(mask, [&](int i) { d[i] = one(a[i], i, 0); });
    }
    return Step::Next;
}

template <MathFn Fn> Handler pickHalfMathWorst(PtxType t)
{
    switch (t) {
    case PtxType::F16:
        return halfMathWorst<false, false, Fn>;
    case PtxType::F16x2:
        return halfMathWorst<false, true, Fn>;
    case PtxType::BF16:
        return halfMathWorst<true, false, Fn>;
    case PtxType::BF16x2:
        return halfMathWorst<true, true, Fn>;
    default:
        return nullptr;
    }
}

template <MathFn Fn> Handler pickHalfMath(PtxType t)
{
    switch (t) {
    case PtxType::F16:
        return halfMathOp<false, false, Fn>;
    case PtxType::F16x2:
        return halfMathOp<false, true, Fn>;
    case PtxType::BF16:
        return halfMathOp<true, false, Fn>;
    case PtxType::BF16x2:
        return halfMathOp<true, true, Fn>;
    default:
        return nullptr;
    }
}

template <MathFn Fn> Status decodeMath(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    bool hasRound = false;
    Instr in;
    in.round = takeFloatRounding(mods, hasRound);
    const bool approx = mods.take("approx");
    const bool ftz = mods.take("ftz");
    const PtxType t = mods.takeType();
    const bool ieeeAllowed = Fn == Rcp || Fn == Sqrt;
    if (hasRound && !ieeeAllowed)
        return d.unsupported(ins, "rounding modifier");
    if (!hasRound && !approx)
        return d.bad(ins, "needs .approx or a rounding modifier");
    if (hasRound && approx)
        return d.bad(ins, ".approx cannot take a rounding modifier");
    Handler worst = nullptr; // the f64 forms document no bound: they keep the default result
    if (t == PtxType::F32 || (t == PtxType::F64 && (ieeeAllowed || Fn == Rsqrt))) {
        in.fn = t == PtxType::F32 ? pickMath<float>(Fn, ftz) : pickMath<double>(Fn, ftz);
        if (approx && t == PtxType::F32)
            worst = pickMathWorst(Fn, ftz);
    } else if (Fn == Ex2 || Fn == Tanh) {
        in.fn = pickHalfMath<Fn>(t);
        worst = pickHalfMathWorst<Fn>(t);
    }
    if (!in.fn)
        return d.unsupported(ins, std::string("type .") + ptxTypeName(t));
    if (auto s = expectOperands(d, ins, 2, "d, a"); !s)
        return s;
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], t);
    in.dst = sl.dst(ins.operands[0], t);
    if (auto s = sl.status(); !s)
        return s;
    const std::uint32_t pc = d.emit(in);
    if (worst)
        d.program().approxWorst.push_back({pc, worst});
    return Ok {};
}

template <class T> Step copysignOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    map2(mask, w.r<T>(in.dst), w.r<T>(in.src0), w.r<T>(in.src1), [](T a, T b) { return std::copysign(b, a); });
    return Step::Next;
}

Status decodeCopysign(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const PtxType t = mods.takeType();
    if (t != PtxType::F32 && t != PtxType::F64)
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, 3, "d, a, b"); !s)
        return s;
    Instr in;
    in.fn = t == PtxType::F32 ? copysignOp<float> : copysignOp<double>;
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], t);
    in.src1 = sl.src(ins.operands[2], t);
    in.dst = sl.dst(ins.operands[0], t);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

template <class T> Step testpOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const T* a = w.r<T>(in.src0);
    std::uint32_t bits = 0;
    forLanes(mask, [&](int i) {
        const T x = a[i];
        bool r = false;
        switch (in.op) {
        case 0:
            r = std::isfinite(x);
            break;
        case 1:
            r = std::isinf(x);
            break;
        case 2:
            r = !std::isnan(x);
            break;
        case 3:
            r = std::isnan(x);
            break;
        case 4:
            r = std::isnormal(x);
            break;
        case 5:
            r = std::fpclassify(x) == FP_SUBNORMAL;
            break;
        }
        bits |= static_cast<std::uint32_t>(r) << i;
    });
    setPredLanes(w.pred(in.dst), mask, bits);
    return Step::Next;
}

Status decodeTestp(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    Instr in;
    const int op = mods.takeOneOf({"finite", "infinite", "number", "notanumber", "normal", "subnormal"});
    const PtxType t = mods.takeType();
    if (op < 0 || (t != PtxType::F32 && t != PtxType::F64))
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, 2, "p, a"); !s)
        return s;
    in.fn = t == PtxType::F32 ? testpOp<float> : testpOp<double>;
    in.op = static_cast<std::uint8_t>(op);
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], t);
    in.dst = sl.predDst(ins.operands[0]);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

} // namespace

void registerMathOps(DecodeTable& t)
{
    t["rcp"] = decodeMath<Rcp>;
    t["sqrt"] = decodeMath<Sqrt>;
    t["rsqrt"] = decodeMath<Rsqrt>;
    t["sin"] = decodeMath<Sin>;
    t["cos"] = decodeMath<Cos>;
    t["lg2"] = decodeMath<Lg2>;
    t["ex2"] = decodeMath<Ex2>;
    t["tanh"] = decodeMath<Tanh>;
    t["copysign"] = decodeCopysign;
    t["testp"] = decodeTestp;
}

void registerFloatOps(DecodeTable&) { }

} // namespace warpscope::core::emu
