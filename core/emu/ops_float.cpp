// f32 / f64 arithmetic: add sub mul fma mad div (.rn .rz .rm .rp, .approx, .full), abs neg min max,
// honouring .ftz and .sat. Directed rounding sets the host's rounding mode around the warp's loop
// (this file is compiled with -frounding-math); round-to-nearest runs the plain IEEE host operation.
#include "core/emu/approxbounds.h"
#include "core/emu/floatmath.h"
#include "core/emu/opscommon.h"

namespace warpscope::core::emu {

namespace {

struct FAdd {
    template <class T> static T apply(T a, T b) { return a + b; }
};
struct FSub {
    template <class T> static T apply(T a, T b) { return a - b; }
};
struct FMul {
    template <class T> static T apply(T a, T b) { return a * b; }
};
struct FDiv {
    template <class T> static T apply(T a, T b) { return a / b; }
};
/// min/max: a NaN operand yields the other one; -0 is below +0.
struct FMin {
    template <class T> static T apply(T a, T b)
    {
        if (a != a)
            return b;
        if (b != b)
            return a;
        if (a == b)
            return std::signbit(a) ? a : b;
        return a < b ? a : b;
    }
};
struct FMax {
    template <class T> static T apply(T a, T b)
    {
        if (a != a)
            return b;
        if (b != b)
            return a;
        if (a == b)
            return std::signbit(a) ? b : a;
        return a > b ? a : b;
    }
};
/// min.NaN / max.NaN propagate a NaN operand.
struct FMinNaN {
    template <class T> static T apply(T a, T b) { return a != a || b != b ? a + b : FMin::apply(a, b); }
};
struct FMaxNaN {
    template <class T> static T apply(T a, T b) { return a != a || b != b ? a + b : FMax::apply(a, b); }
};
/// div.approx.f32: a times the reciprocal of b; for 2^126 < |b| < 2^128 the result is 0 (NaN when a is infinite).
struct FDivApprox {
    static float apply(float a, float b)
    {
        const float mag = std::fabs(b);
        if (mag > 0x1p126f && mag < std::numeric_limits<float>::infinity())
            return std::isinf(a) ? std::numeric_limits<float>::quiet_NaN()
                                 : std::copysign(0.0f, a) * std::copysign(1.0f, b);
        return a * (1.0f / b);
    }
};
/// div.full.f32: the reciprocal multiply, with operands scaled into range first (max 2 ulp).
struct FDivFull {
    static float apply(float a, float b)
    {
        const float mag = std::fabs(b);
        if (mag > 0x1p126f && mag < std::numeric_limits<float>::infinity())
            return (a * 0.25f) * (1.0f / (b * 0.25f));
        if (mag < 0x1p-126f && mag > 0.0f)
            return (a * (1.0f / (b * 0x1p24f))) * 0x1p24f;
        return a * (1.0f / b);
    }
};

/// div.approx / div.full at their documented worst case: 2 ulp from the correctly rounded quotient
/// (div.approx only for |b| in [2^-126, 2^126], where the PTX ISA bounds it), swapped in by a launch in
/// a worst-case approx mode (approxbounds.h).
template <class Op, bool Ftz> Step divWorst(Warp& w, const Instr& in, std::uint32_t mask)
{
    const float* a = w.r<float>(in.src0);
    const float* b = w.r<float>(in.src1);
    float* d = w.r<float>(in.dst);
    constexpr ApproxFn fn = std::is_same_v<Op, FDivApprox> ? ApproxFn::DivApprox : ApproxFn::DivFull;
    forLanes(mask, [&](int i) {
        const float x = flushIf<Ftz>(a[i]);
        const float y = flushIf<Ftz>(b[i]);
        float r = finish<Ftz, false>(Op::apply(x, y));
        const ApproxBound bound = approxBound(fn, x, y);
        if (bound.kind != ApproxBound::Kind::None && std::isfinite(r) && r != 0.0f) {
            const double exact = static_cast<double>(x) / static_cast<double>(y);
            const int dir = approxResultDirection(w.launch->approx, exact, w.cta->linear,
                w.id * kWarpSize + static_cast<std::uint32_t>(i), in.pc, w.executed);
            r = pushToBound(exact, static_cast<float>(exact), bound, dir);
            if constexpr (Ftz)
                r = flush(r);
        }
        d[i] = r;
    });
    return Step::Next;
}

template <class T, class Op, bool Ftz, bool Sat> struct FBin {
    static Step fn(Warp& w, const Instr& in, std::uint32_t mask)
    {
        RoundGuard g(in.round);
        map2(mask, w.r<T>(in.dst), w.r<T>(in.src0), w.r<T>(in.src1),
            [](T x, T y) { return finish<Ftz, Sat>(Op::apply(flushIf<Ftz>(x), flushIf<Ftz>(y))); });
        return Step::Next;
    }
};

template <class T, bool Neg, bool Ftz> struct FSign {
    static Step fn(Warp& w, const Instr& in, std::uint32_t mask)
    {
        map1(mask, w.r<T>(in.dst), w.r<T>(in.src0), [](T x) {
            x = flushIf<Ftz>(x);
            return Neg ? -x : std::fabs(x);
        });
        return Step::Next;
    }
};

template <class T, bool Ftz, bool Sat> Step fmaSoft(Warp& w, const Instr& in, std::uint32_t mask)
{
    RoundGuard g(in.round);
    map3(mask, w.r<T>(in.dst), w.r<T>(in.src0), w.r<T>(in.src1), w.r<T>(in.src2),
        [](T x, T y, T z) { return finish<Ftz, Sat>(std::fma(flushIf<Ftz>(x), flushIf<Ftz>(y), flushIf<Ftz>(z))); });
    return Step::Next;
}

#if defined(__x86_64__) && defined(__GNUC__)
// The fused multiply-add instruction, used when the host has it: a call to the C library's fma per
// lane would dominate sgemm-like kernels.
template <class T, bool Ftz, bool Sat>
__attribute__((target("fma"))) Step fmaHw(Warp& w, const Instr& in, std::uint32_t mask)
{
    RoundGuard g(in.round);
    const T* a = w.r<T>(in.src0);
    const T* b = w.r<T>(in.src1);
    const T* c = w.r<T>(in.src2);
    T* d = w.r<T>(in.dst);
    auto one = [](T x, T y, T z) {
        if constexpr (sizeof(T) == 4)
            return finish<Ftz, Sat>(__builtin_fmaf(flushIf<Ftz>(x), flushIf<Ftz>(y), flushIf<Ftz>(z)));
        else
            return finish<Ftz, Sat>(__builtin_fma(x, y, z));
    };
    if (mask == kFullMask) {
        T tmp[kWarpSize];
        for (int i = 0; i < kWarpSize; ++i)
            tmp[i] = one(a[i], b[i], c[i]);
        std::memcpy(d, tmp, sizeof tmp);
    } else {
        for (std::uint32_t m = mask; m; m &= m - 1) {
            const int i = std::countr_zero(m);
            d[i] = one(a[i], b[i], c[i]);
        }
    }
    return Step::Next;
}
#endif

template <class T, bool Ftz, bool Sat> Handler fmaHandler()
{
#if defined(__x86_64__) && defined(__GNUC__)
    if (hostHasFma())
        return fmaHw<T, Ftz, Sat>;
#endif
    return fmaSoft<T, Ftz, Sat>;
}

template <class T, class Op> Handler pickFtzSat(bool ftz, bool sat)
{
    if constexpr (sizeof(T) == 8)
        return sat ? FBin<T, Op, false, true>::fn : FBin<T, Op, false, false>::fn;
    else
        return ftz ? (sat ? FBin<T, Op, true, true>::fn : FBin<T, Op, true, false>::fn)
                   : (sat ? FBin<T, Op, false, true>::fn : FBin<T, Op, false, false>::fn);
}

template <class T> Handler pickFloat(ArithOp op, bool ftz, bool sat, int divKind, bool nan)
{
    switch (op) {
    case ArithOp::Add:
        return pickFtzSat<T, FAdd>(ftz, sat);
    case ArithOp::Sub:
        return pickFtzSat<T, FSub>(ftz, sat);
    case ArithOp::Mul:
        return pickFtzSat<T, FMul>(ftz, sat);
    case ArithOp::Div:
        if constexpr (sizeof(T) == 4) {
            if (divKind == 1)
                return pickFtzSat<float, FDivApprox>(ftz, false);
            if (divKind == 2)
                return pickFtzSat<float, FDivFull>(ftz, false);
        }
        return pickFtzSat<T, FDiv>(ftz, false);
    case ArithOp::Min:
        return nan ? pickFtzSat<T, FMinNaN>(ftz, false) : pickFtzSat<T, FMin>(ftz, false);
    case ArithOp::Max:
        return nan ? pickFtzSat<T, FMaxNaN>(ftz, false) : pickFtzSat<T, FMax>(ftz, false);
    case ArithOp::Fma:
    case ArithOp::Mad:
        if (sizeof(T) == 4 && ftz)
            return sat ? fmaHandler<T, true, true>() : fmaHandler<T, true, false>();
        return sat ? fmaHandler<T, false, true>() : fmaHandler<T, false, false>();
    case ArithOp::Abs:
        return sizeof(T) == 4 && ftz ? FSign<T, false, true>::fn : FSign<T, false, false>::fn;
    case ArithOp::Neg:
        return sizeof(T) == 4 && ftz ? FSign<T, true, true>::fn : FSign<T, true, false>::fn;
    default:
        return nullptr;
    }
}

} // namespace

bool hostHasFma()
{
#if defined(__x86_64__) && defined(__GNUC__)
    static const bool has = __builtin_cpu_supports("fma");
    return has;
#else
    return false;
#endif
}

Status decodeFloatArith(Decoder& d, const ptx::Instruction& ins, Mods& mods, ArithOp op)
{
    bool hasRound = false;
    Instr in;
    in.round = takeFloatRounding(mods, hasRound);
    const int divKind = mods.takeOneOf({"approx", "full"}) + 1; // 0 IEEE, 1 approx, 2 full
    const bool ftz = mods.take("ftz");
    const bool sat = mods.take("sat");
    const bool nan = mods.take("NaN");
    const PtxType t = mods.takeType();
    if (op == ArithOp::Rem)
        return d.unsupported(ins, "rem takes integer types");
    if (divKind != 0 && (op != ArithOp::Div || t != PtxType::F32))
        return d.unsupported(ins, ".approx/.full apply to div.f32 here");
    if (sat && t == PtxType::F64)
        return d.unsupported(ins, ".sat applies to .f32");
    if (op == ArithOp::Div && !hasRound && divKind == 0)
        return d.bad(ins, "div.f32/.f64 needs a rounding modifier (.rn .rz .rm .rp), .approx or .full");
    in.fn = t == PtxType::F32 ? pickFloat<float>(op, ftz, sat, divKind, nan)
                              : pickFloat<double>(op, ftz, sat, divKind, nan);
    if (!in.fn)
        return d.unsupported(ins);
    Handler worst = nullptr;
    if (divKind == 1)
        worst = ftz ? divWorst<FDivApprox, true> : divWorst<FDivApprox, false>;
    else if (divKind == 2)
        worst = ftz ? divWorst<FDivFull, true> : divWorst<FDivFull, false>;
    const bool unary = op == ArithOp::Abs || op == ArithOp::Neg;
    const bool ternary = op == ArithOp::Fma || op == ArithOp::Mad;
    if (auto s = expectOperands(d, ins,
            unary         ? 2
                : ternary ? 4
                          : 3,
            unary         ? "d, a"
                : ternary ? "d, a, b, c"
                          : "d, a, b");
        !s)
        return s;
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], t);
    if (!unary)
        in.src1 = sl.src(ins.operands[2], t);
    if (ternary)
        in.src2 = sl.src(ins.operands[3], t);
    in.dst = sl.dst(ins.operands[0], t);
    if (auto s = sl.status(); !s)
        return s;
    const std::uint32_t pc = d.emit(in);
    if (worst)
        d.program().approxWorst.push_back({pc, worst});
    return Ok {};
}

} // namespace warpscope::core::emu
