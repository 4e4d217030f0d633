// cvt between every integer and float type (u8..u64, s8..s64, f16, bf16, f32, f64) with integer
// rounding (.rni .rzi .rmi .rpi), float rounding (.rn .rz .rm .rp), .ftz, .sat, .relu, .satfinite;
// packed conversions (cvt.rn.f16x2.f32, cvt.rn.bf16x2.f32), cvt.rna.tf32.f32 and cvt.pack.sat.
// Common integer widenings have their own handlers; everything else takes the generic path, which
// is exact: integers are carried in 128 bits, floats in double, and each result is rounded once.
#include "core/emu/floatmath.h"
#include "core/emu/opscommon.h"

#include <algorithm>

namespace warpscope::core::emu {

namespace {

enum : std::uint8_t { kIntRound = 4 }; ///< in.round bit: .rni-style rounding to an integral value

/// Reads lane i of a slot as an exact number.
struct Num {
    bool isFloat = false;
    double f = 0;
    __int128 i = 0;
};

Num readNum(const Warp& w, std::uint32_t slot, PtxType t, int lane, bool ftz)
{
    Num n;
    const std::byte* p = w.regs + slot + static_cast<std::size_t>(lane) * static_cast<std::size_t>(ptxTypeBytes(t));
    switch (t) {
    case PtxType::F16:
        n.isFloat = true;
        n.f = halfBitsToDouble(loadBytes<std::uint16_t>(p));
        break;
    case PtxType::BF16:
        n.isFloat = true;
        n.f = bf16BitsToDouble(loadBytes<std::uint16_t>(p));
        break;
    case PtxType::F32:
        n.isFloat = true;
        n.f = ftz ? flush(loadBytes<float>(p)) : loadBytes<float>(p);
        break;
    case PtxType::F64:
        n.isFloat = true;
        n.f = loadBytes<double>(p);
        break;
    case PtxType::S8:
        n.i = loadBytes<std::int8_t>(p);
        break;
    case PtxType::S16:
        n.i = loadBytes<std::int16_t>(p);
        break;
    case PtxType::S32:
        n.i = loadBytes<std::int32_t>(p);
        break;
    case PtxType::S64:
        n.i = loadBytes<std::int64_t>(p);
        break;
    default: {
        std::uint64_t v = 0;
        std::memcpy(&v, p, static_cast<std::size_t>(ptxTypeBytes(t)));
        n.i = v;
        break;
    }
    }
    return n;
}

double roundIntegral(double v, std::uint8_t mode)
{
    switch (mode & 3) {
    case 0:
        return std::nearbyint(v); // ties to even in the default environment
    case 1:
        return std::trunc(v);
    case 2:
        return std::floor(v);
    default:
        return std::ceil(v);
    }
}

__int128 intMin(PtxType t)
{
    if (!isSignedType(t))
        return 0;
    return -(static_cast<__int128>(1) << (8 * ptxTypeBytes(t) - 1));
}

__int128 intMax(PtxType t)
{
    const int bits = 8 * ptxTypeBytes(t) - (isSignedType(t) ? 1 : 0);
    return (static_cast<__int128>(1) << bits) - 1;
}

/// A float (or an integer) to an integer type: rounded, saturated to the range, NaN to 0.
std::uint64_t toInt(const Num& n, PtxType dt, std::uint8_t round, bool sat)
{
    __int128 v = n.i;
    if (n.isFloat) {
        if (n.f != n.f)
            return 0;
        const double r = roundIntegral(n.f, round);
        const double lo = static_cast<double>(intMin(dt));
        const double hi = static_cast<double>(intMax(dt));
        if (r <= lo)
            v = intMin(dt);
        else if (r >= hi)
            v = intMax(dt);
        else
            v = static_cast<__int128>(r);
    } else if (sat) {
        v = std::clamp(v, intMin(dt), intMax(dt));
    }
    return static_cast<std::uint64_t>(v);
}

/// The exact value of an integer as a double plus the sign of what the double lost.
double intToDouble(__int128 v, int& residualSign)
{
    const double hi = static_cast<double>(v);
    const __int128 back = static_cast<__int128>(hi);
    residualSign = v > back ? 1 : v < back ? -1 : 0;
    return hi;
}

std::uint32_t toF32Bits(double hi, int residual, RoundMode mode)
{
    float r = doubleToFloat(hi, mode);
    if (residual != 0 && static_cast<double>(r) == hi) {
        // hi is a float: the exact value lies beside it
        if ((mode == RoundMode::Up && residual > 0) || (mode == RoundMode::TowardZero && residual > 0 && hi < 0))
            r = std::nextafter(r, std::numeric_limits<float>::infinity());
        else if ((mode == RoundMode::Down && residual < 0) || (mode == RoundMode::TowardZero && residual < 0 && hi > 0))
            r = std::nextafter(r, -std::numeric_limits<float>::infinity());
    }
    return std::bit_cast<std::uint32_t>(r);
}

std::uint64_t toF64Bits(double hi, int residual, RoundMode mode)
{
    double r = hi;
    if (residual != 0) {
        if ((mode == RoundMode::Up && residual > 0) || (mode == RoundMode::TowardZero && residual > 0 && hi < 0))
            r = std::nextafter(r, std::numeric_limits<double>::infinity());
        else if ((mode == RoundMode::Down && residual < 0) || (mode == RoundMode::TowardZero && residual < 0 && hi > 0))
            r = std::nextafter(r, -std::numeric_limits<double>::infinity());
    }
    return std::bit_cast<std::uint64_t>(r);
}

struct CvtFlags {
    PtxType src;
    PtxType dst;
    std::uint8_t round;
    bool ftz;
    bool sat;
    bool relu;
    bool satfinite;
};

/// One conversion to a float type, returned as its bits.
std::uint64_t toFloatBits(Num n, const CvtFlags& f)
{
    int residual = 0;
    double v = n.isFloat ? n.f : intToDouble(n.i, residual);
    const RoundMode mode = static_cast<RoundMode>(f.round & 3);
    if (n.isFloat && (f.round & kIntRound))
        v = roundIntegral(v, f.round);
    if (v != v && f.sat)
        return 0; // .sat flushes NaN to +0
    if (v != v) {
        switch (f.dst) {
        case PtxType::F16:
            return kCanonicalNanF16;
        case PtxType::BF16:
            return kCanonicalNanBF16;
        case PtxType::F32:
            return kCanonicalNanF32;
        default:
            return kCanonicalNanF64;
        }
    }
    if (f.relu && v < 0)
        v = 0;
    if (f.sat)
        v = saturate(v);
    std::uint64_t bits = 0;
    switch (f.dst) {
    case PtxType::F16:
    case PtxType::BF16: {
        const bool bf = f.dst == PtxType::BF16;
        bits = roundResidualTo16(v, residual, mode, bf);
        const std::uint16_t expMask = bf ? 0x7F80u : 0x7C00u;
        if (f.satfinite && (bits & 0x7FFFu) == expMask)
            bits = (bits & 0x8000u) | (bf ? 0x7F7Fu : 0x7BFFu);
        break;
    }
    case PtxType::F32: {
        bits = toF32Bits(v, residual, mode);
        float r = std::bit_cast<float>(static_cast<std::uint32_t>(bits));
        if (f.ftz)
            r = flush(r);
        bits = std::bit_cast<std::uint32_t>(r);
        break;
    }
    default:
        bits = toF64Bits(v, residual, mode);
        break;
    }
    return bits;
}

Step cvtGeneric(Warp& w, const Instr& in, std::uint32_t mask)
{
    const CvtFlags f {static_cast<PtxType>(in.op), static_cast<PtxType>(in.size), in.round, (in.flags & kFtz) != 0,
        (in.flags & kSat) != 0, (in.flags & kNanFlag) != 0, (in.flags & kAbsFlag) != 0};
    const auto dbytes = static_cast<std::size_t>(ptxTypeBytes(f.dst));
    forLanes(mask, [&](int i) {
        const Num n = readNum(w, in.src0, f.src, i, f.ftz);
        const std::uint64_t bits = isFloatType(f.dst) ? toFloatBits(n, f) : toInt(n, f.dst, f.round, f.sat);
        std::memcpy(w.regs + in.dst + static_cast<std::size_t>(i) * dbytes, &bits, dbytes);
    });
    return Step::Next;
}

/// cvt.rn.f16x2.f32 / cvt.rn.bf16x2.f32 d, a, b: a to the upper half, b to the lower.
Step cvtPackHalf(Warp& w, const Instr& in, std::uint32_t mask)
{
    CvtFlags f {PtxType::F32, in.size == 1 ? PtxType::BF16 : PtxType::F16, in.round, false, false,
        (in.flags & kNanFlag) != 0, (in.flags & kAbsFlag) != 0};
    map2(mask, w.r<std::uint32_t>(in.dst), w.r<float>(in.src0), w.r<float>(in.src1), [&](float a, float b) {
        Num na {true, a, 0};
        Num nb {true, b, 0};
        return static_cast<std::uint32_t>(toFloatBits(nb, f)) | (static_cast<std::uint32_t>(toFloatBits(na, f)) << 16);
    });
    return Step::Next;
}

/// cvt.rna.tf32.f32: round to 10 explicit mantissa bits, ties away from zero.
Step cvtTf32(Warp& w, const Instr& in, std::uint32_t mask)
{
    map1(mask, w.r<std::uint32_t>(in.dst), w.r<std::uint32_t>(in.src0), [](std::uint32_t x) {
        if ((x & 0x7F800000u) == 0x7F800000u)
            return (x & 0x007FFFFFu) ? kCanonicalNanF32 : x;
        return (x + 0x1000u) & 0xFFFFE000u;
    });
    return Step::Next;
}

/// cvt.pack.sat.{u16,s16,u8,s8,u4,s4,u2,s2}.s32: two saturated values in the low bits, c above.
Step cvtPack(Warp& w, const Instr& in, std::uint32_t mask)
{
    const int bits = in.size;
    const bool sg = (in.flags & kAbsFlag) != 0;
    const std::int64_t lo = sg ? -(std::int64_t(1) << (bits - 1)) : 0;
    const std::int64_t hi = sg ? (std::int64_t(1) << (bits - 1)) - 1 : (std::int64_t(1) << bits) - 1;
    const std::uint32_t fieldMask = (1u << bits) - 1;
    map3(mask, w.r<std::uint32_t>(in.dst), w.r<std::int32_t>(in.src0), w.r<std::int32_t>(in.src1),
        w.r<std::uint32_t>(in.src2), [&](std::int32_t a, std::int32_t b, std::uint32_t c) {
            const auto ta = static_cast<std::uint32_t>(std::clamp<std::int64_t>(a, lo, hi)) & fieldMask;
            const auto tb = static_cast<std::uint32_t>(std::clamp<std::int64_t>(b, lo, hi)) & fieldMask;
            const std::uint32_t packed = tb | (ta << bits);
            return bits == 16 ? packed : packed | (c << (2 * bits));
        });
    return Step::Next;
}

template <class S, class D> Step cvtIntInt(Warp& w, const Instr& in, std::uint32_t mask)
{
    map1(mask, w.r<D>(in.dst), w.r<S>(in.src0), [](S x) { return static_cast<D>(x); });
    return Step::Next;
}

template <class S> Step cvtIntToF32Rn(Warp& w, const Instr& in, std::uint32_t mask)
{
    map1(mask, w.r<float>(in.dst), w.r<S>(in.src0), [](S x) { return static_cast<float>(x); });
    return Step::Next;
}

Handler fastHandler(PtxType s, PtxType d, const CvtFlags& f)
{
    if (f.sat || f.ftz || f.relu || f.satfinite)
        return nullptr;
    if (isIntType(s) && isIntType(d)) {
        const int sb = ptxTypeBytes(s);
        const int db = ptxTypeBytes(d);
        if (sb == 4 && db == 8)
            return isSignedType(s) ? cvtIntInt<std::int32_t, std::int64_t> : cvtIntInt<std::uint32_t, std::uint64_t>;
        if (sb == 8 && db == 4)
            return cvtIntInt<std::uint64_t, std::uint32_t>;
        if (sb == 4 && db == 4)
            return cvtIntInt<std::uint32_t, std::uint32_t>;
        if (sb == 2 && db == 4)
            return isSignedType(s) ? cvtIntInt<std::int16_t, std::int32_t> : cvtIntInt<std::uint16_t, std::uint32_t>;
        if (sb == 4 && db == 2)
            return cvtIntInt<std::uint32_t, std::uint16_t>;
    }
    if (d == PtxType::F32 && (f.round & kIntRound) == 0 && (f.round & 3) == 0) {
        if (s == PtxType::S32)
            return cvtIntToF32Rn<std::int32_t>;
        if (s == PtxType::U32)
            return cvtIntToF32Rn<std::uint32_t>;
    }
    return nullptr;
}

Status decodeCvt(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    Instr in;
    if (mods.take("pack")) {
        mods.take("sat");
        const int k = mods.takeOneOf({"u16", "s16", "u8", "s8", "u4", "s4", "u2", "s2"});
        mods.takeType(); // .s32
        mods.takeType(); // .b32 (cType)
        if (k < 0)
            return d.unsupported(ins);
        static constexpr int kBits[] = {16, 16, 8, 8, 4, 4, 2, 2};
        in.fn = cvtPack;
        in.size = static_cast<std::uint8_t>(kBits[k]);
        in.flags = (k % 2) ? kAbsFlag : 0;
        const bool hasC = ins.operands.size() == 4;
        if (ins.operands.size() != (kBits[k] == 16 ? 3u : 4u))
            return d.bad(ins, "cvt.pack takes d, a, b (16-bit) or d, a, b, c");
        Slots sl(d);
        in.src0 = sl.src(ins.operands[1], PtxType::S32);
        in.src1 = sl.src(ins.operands[2], PtxType::S32);
        in.src2 = hasC ? sl.src(ins.operands[3], PtxType::B32) : in.src0;
        in.dst = sl.dst(ins.operands[0], PtxType::B32);
        if (auto s = sl.status(); !s)
            return s;
        d.emit(in);
        return Ok {};
    }
    const int irnd = mods.takeOneOf({"rni", "rzi", "rmi", "rpi"});
    const int frnd = mods.takeOneOf({"rn", "rz", "rm", "rp", "rna"});
    CvtFlags f {};
    f.ftz = mods.take("ftz");
    f.sat = mods.take("sat");
    f.relu = mods.take("relu");
    f.satfinite = mods.take("satfinite");
    const PtxType dt = mods.takeType();
    const PtxType st = mods.takeType();
    if (dt == PtxType::None || st == PtxType::None || dt == PtxType::Pred || st == PtxType::Pred)
        return d.unsupported(ins, "conversion types");
    if (frnd == 4)
        return d.unsupported(ins, ".rna outside cvt.rna.tf32.f32");
    f.src = st;
    f.dst = dt;
    f.round = static_cast<std::uint8_t>(irnd >= 0 ? (irnd | kIntRound) : std::max(frnd, 0));
    if (dt == PtxType::F16x2 || dt == PtxType::BF16x2) {
        if (st != PtxType::F32 || ins.operands.size() != 3)
            return d.unsupported(ins, "packed conversion from anything but two .f32");
        in.fn = cvtPackHalf;
        in.size = dt == PtxType::BF16x2 ? 1 : 0;
        in.round = f.round;
        in.flags = static_cast<std::uint8_t>((f.relu ? kNanFlag : 0) | (f.satfinite ? kAbsFlag : 0));
        Slots sl(d);
        in.src0 = sl.src(ins.operands[1], PtxType::F32);
        in.src1 = sl.src(ins.operands[2], PtxType::F32);
        in.dst = sl.dst(ins.operands[0], PtxType::B32);
        if (auto s = sl.status(); !s)
            return s;
        d.emit(in);
        return Ok {};
    }
    if (isFloatType(st) && isIntType(dt) && irnd < 0)
        f.round = 1 | kIntRound; // lenient: a missing integer rounding truncates
    if (auto s = expectOperands(d, ins, 2, "d, a"); !s)
        return s;
    in.fn = fastHandler(st, dt, f);
    if (!in.fn) {
        in.fn = cvtGeneric;
        in.op = static_cast<std::uint8_t>(st);
        in.size = static_cast<std::uint8_t>(dt);
        in.round = f.round;
        in.flags = static_cast<std::uint8_t>(
            (f.ftz ? kFtz : 0) | (f.sat ? kSat : 0) | (f.relu ? kNanFlag : 0) | (f.satfinite ? kAbsFlag : 0));
    }
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], st);
    in.dst = sl.dst(ins.operands[0], dt);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

Status decodeCvtRnaTf32(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    (void)mods;
    if (auto s = expectOperands(d, ins, 2, "d, a"); !s)
        return s;
    Instr in;
    in.fn = cvtTf32;
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], PtxType::F32);
    in.dst = sl.dst(ins.operands[0], PtxType::B32);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

Status routeCvt(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    if (ins.opcode.find(".tf32.") != std::string::npos && ins.opcode.find(".rna") != std::string::npos) {
        mods.take("rna");
        mods.take("satfinite");
        mods.take("tf32");
        mods.takeType();
        return decodeCvtRnaTf32(d, ins, mods);
    }
    return decodeCvt(d, ins, mods);
}

} // namespace

void registerCvtOps(DecodeTable& t)
{
    t["cvt"] = routeCvt;
}

} // namespace warpscope::core::emu
