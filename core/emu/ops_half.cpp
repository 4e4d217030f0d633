// f16, f16x2, bf16 and bf16x2 arithmetic: add sub mul fma neg abs min max, with the rounding
// modifiers, .ftz (f16), .sat and .relu. Each value is computed in double and rounded once to the
// 16-bit format; when the exact result does not fit a double, the residual of a two-sum decides.
#include "core/emu/floatmath.h"
#include "core/emu/opscommon.h"

namespace warpscope::core::emu {

namespace {

enum HalfOp : std::uint8_t { HAdd, HSub, HMul, HFma, HNeg, HAbs, HMin, HMax, HMinNaN, HMaxNaN };

/// The sign of the rounding error of s = a + b (exact two-sum).
int twoSumSign(double a, double b, double s)
{
    const double bb = s - a;
    const double err = (a - (s - bb)) + (b - bb);
    return err > 0 ? 1 : err < 0 ? -1 : 0;
}

struct HalfFlags {
    bool bf16;
    bool ftz;
    bool sat;
    bool relu;
    RoundMode mode;
};

bool isSubnormal16(std::uint16_t b, bool bf16)
{
    const std::uint16_t expMask = bf16 ? 0x7F80u : 0x7C00u;
    return (b & expMask) == 0 && (b & 0x7FFFu) != 0;
}

std::uint16_t flush16(std::uint16_t b, const HalfFlags& f)
{
    return f.ftz && isSubnormal16(b, f.bf16) ? static_cast<std::uint16_t>(b & 0x8000u) : b;
}

double value16(std::uint16_t b, bool bf16)
{
    return bf16 ? bf16BitsToDouble(b) : halfBitsToDouble(b);
}

std::uint16_t minMax16(HalfOp op, std::uint16_t a, std::uint16_t b, const HalfFlags& f)
{
    const std::uint16_t nan = f.bf16 ? kCanonicalNanBF16 : kCanonicalNanF16;
    const double x = value16(a, f.bf16);
    const double y = value16(b, f.bf16);
    const bool propagate = op == HMinNaN || op == HMaxNaN;
    if (x != x || y != y) {
        if (propagate || (x != x && y != y))
            return nan;
        return x != x ? b : a;
    }
    const bool isMin = op == HMin || op == HMinNaN;
    if (x == y)
        return ((a & 0x8000u) != 0) == isMin ? a : b;
    return (x < y) == isMin ? a : b;
}

std::uint16_t apply16(HalfOp op, std::uint16_t a, std::uint16_t b, std::uint16_t c, const HalfFlags& f)
{
    a = flush16(a, f);
    b = flush16(b, f);
    c = flush16(c, f);
    switch (op) {
    case HNeg:
        return static_cast<std::uint16_t>(a ^ 0x8000u);
    case HAbs:
        return static_cast<std::uint16_t>(a & 0x7FFFu);
    case HMin:
    case HMax:
    case HMinNaN:
    case HMaxNaN:
        return minMax16(op, a, b, f);
    default:
        break;
    }
    const double x = value16(a, f.bf16);
    const double y = value16(b, f.bf16);
    double r = 0;
    int sign = 0;
    switch (op) {
    case HAdd:
        r = x + y;
        sign = twoSumSign(x, y, r);
        break;
    case HSub:
        r = x - y;
        sign = twoSumSign(x, -y, r);
        break;
    case HMul:
        r = x * y; // exact: 11- or 8-bit significands
        break;
    default: { // fma: the product is exact, the sum may not be
        const double p = x * y;
        const double z = value16(c, f.bf16);
        r = p + z;
        sign = twoSumSign(p, z, r);
        break;
    }
    }
    if (r != r)
        return f.bf16 ? kCanonicalNanBF16 : kCanonicalNanF16;
    std::uint16_t out = roundResidualTo16(r, sign, f.mode, f.bf16);
    out = flush16(out, f);
    if (f.sat) {
        const double v = value16(out, f.bf16);
        out = v > 1.0 ? (f.bf16 ? 0x3F80u : 0x3C00u) : (v > 0.0 ? out : 0u);
    }
    if (f.relu && (out & 0x8000u) != 0)
        out = 0;
    return out;
}

template <bool Pair> Step halfOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const HalfFlags f {(in.flags & kAbsFlag) != 0, (in.flags & kFtz) != 0, (in.flags & kSat) != 0,
        (in.flags & kNanFlag) != 0, static_cast<RoundMode>(in.round)};
    const auto op = static_cast<HalfOp>(in.op);
    if constexpr (Pair) {
        const std::uint32_t* a = w.r<std::uint32_t>(in.src0);
        const std::uint32_t* b = w.r<std::uint32_t>(in.src1);
        const std::uint32_t* c = w.r<std::uint32_t>(in.src2);
        std::uint32_t* d = w.r<std::uint32_t>(in.dst);
        forLanes(mask, [&](int i) {
            const auto lo = apply16(op, static_cast<std::uint16_t>(a[i]), static_cast<std::uint16_t>(b[i]),
                static_cast<std::uint16_t>(c[i]), f);
            const auto hi = apply16(op, static_cast<std::uint16_t>(a[i] >> 16), static_cast<std::uint16_t>(b[i] >> 16),
                static_cast<std::uint16_t>(c[i] >> 16), f);
            d[i] = static_cast<std::uint32_t>(lo) | (static_cast<std::uint32_t>(hi) << 16);
        });
    } else {
        const std::uint16_t* a = w.r<std::uint16_t>(in.src0);
        const std::uint16_t* b = w.r<std::uint16_t>(in.src1);
        const std::uint16_t* c = w.r<std::uint16_t>(in.src2);
        std::uint16_t* d = w.r<std::uint16_t>(in.dst);
        forLanes(mask, [&](int i) { d[i] = apply16(op, a[i], b[i], c[i], f); });
    }
    return Step::Next;
}

} // namespace

Status decodeHalfArith(Decoder& d, const ptx::Instruction& ins, Mods& mods, ArithOp op)
{
    bool hasRound = false;
    Instr in;
    in.round = takeFloatRounding(mods, hasRound);
    const bool ftz = mods.take("ftz");
    const bool sat = mods.take("sat");
    const bool relu = mods.take("relu");
    const bool nan = mods.take("NaN");
    const PtxType t = mods.takeType();
    const bool bf16 = t == PtxType::BF16 || t == PtxType::BF16x2;
    const bool pair = t == PtxType::F16x2 || t == PtxType::BF16x2;
    HalfOp h;
    switch (op) {
    case ArithOp::Add:
        h = HAdd;
        break;
    case ArithOp::Sub:
        h = HSub;
        break;
    case ArithOp::Mul:
        h = HMul;
        break;
    case ArithOp::Fma:
        h = HFma;
        break;
    case ArithOp::Neg:
        h = HNeg;
        break;
    case ArithOp::Abs:
        h = HAbs;
        break;
    case ArithOp::Min:
        h = nan ? HMinNaN : HMin;
        break;
    case ArithOp::Max:
        h = nan ? HMaxNaN : HMax;
        break;
    default:
        return d.unsupported(ins, std::string("on .") + ptxTypeName(t));
    }
    if (relu && h != HFma)
        return d.unsupported(ins, ".relu applies to fma");
    in.fn = pair ? halfOp<true> : halfOp<false>;
    in.op = h;
    in.flags = static_cast<std::uint8_t>(
        (bf16 ? kAbsFlag : 0) | (ftz ? kFtz : 0) | (sat ? kSat : 0) | (relu ? kNanFlag : 0));
    const bool unary = h == HNeg || h == HAbs;
    const bool ternary = h == HFma;
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
    in.src1 = unary ? in.src0 : sl.src(ins.operands[2], t);
    in.src2 = ternary ? sl.src(ins.operands[3], t) : in.src0;
    in.dst = sl.dst(ins.operands[0], t);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

void registerHalfOps(DecodeTable&) { }

} // namespace warpscope::core::emu
