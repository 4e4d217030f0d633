// setp, set, selp, slct with every comparison (signed, unsigned, ordered and unordered float,
// num/nan) and the .and/.or/.xor combination with a third predicate; f16/bf16 (x2) comparisons.
#include "core/emu/floatmath.h"
#include "core/emu/opscommon.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace warpscope::core::emu {

namespace {

enum Cmp : std::uint8_t { Eq, Ne, Lt, Le, Gt, Ge, Lo, Ls, Hi, Hs, Equ, Neu, Ltu, Leu, Gtu, Geu, Num, Nan };

constexpr const char* kCmpNames[] = {
    "eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"};

/// Packs 32 bytes of 0/1 into a lane mask.
std::uint32_t packBits(const std::uint8_t* r)
{
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i lo = _mm_loadu_si128(reinterpret_cast<const __m128i*>(r));
    const __m128i hi = _mm_loadu_si128(reinterpret_cast<const __m128i*>(r + 16));
    const auto a = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpgt_epi8(lo, zero)));
    const auto b = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpgt_epi8(hi, zero)));
    return a | (b << 16);
#else
    std::uint32_t t = 0;
    for (int i = 0; i < kWarpSize; ++i)
        t |= static_cast<std::uint32_t>(r[i]) << i;
    return t;
#endif
}

/// Evaluates the comparison over the lanes of mask into a lane mask. Full warps compare every
/// lane into a byte array (a loop the compiler vectorises) and pack it.
template <class T> std::uint32_t compare(Cmp op, const T* a, const T* b, std::uint32_t mask)
{
    std::uint32_t t = 0;
    auto run = [&](auto f) {
        if (mask == kFullMask) {
            std::uint8_t r[kWarpSize];
            for (int i = 0; i < kWarpSize; ++i)
                r[i] = static_cast<std::uint8_t>(f(a[i], b[i]));
            t = packBits(r);
        } else {
            forLanes(mask, [&](int i) { t |= static_cast<std::uint32_t>(f(a[i], b[i])) << i; });
        }
    };
    auto un = [](T x, T y) { return x != x || y != y; };
    switch (op) {
    case Eq:
        run([](T x, T y) { return x == y; });
        break;
    case Ne:
        run([](T x, T y) { return x != y && x == x && y == y; });
        break;
    case Lt:
    case Lo:
        run([](T x, T y) { return x < y; });
        break;
    case Le:
    case Ls:
        run([](T x, T y) { return x <= y; });
        break;
    case Gt:
    case Hi:
        run([](T x, T y) { return x > y; });
        break;
    case Ge:
    case Hs:
        run([](T x, T y) { return x >= y; });
        break;
    case Equ:
        run([&](T x, T y) { return x == y || un(x, y); });
        break;
    case Neu:
        run([](T x, T y) { return !(x == y); });
        break;
    case Ltu:
        run([](T x, T y) { return !(x >= y); });
        break;
    case Leu:
        run([](T x, T y) { return !(x > y); });
        break;
    case Gtu:
        run([](T x, T y) { return !(x <= y); });
        break;
    case Geu:
        run([](T x, T y) { return !(x < y); });
        break;
    case Num:
        run([&](T x, T y) { return !un(x, y); });
        break;
    case Nan:
        run(un);
        break;
    }
    return t;
}

/// setp's optional combination of the comparison with predicate c (.and / .or / .xor), kept in
/// Instr::size (a setp has no memory access, so the field is free).
enum class PredCombine : std::uint8_t { None, And, Or, Xor };

PredCombine combineOf(const Instr& in)
{
    return static_cast<PredCombine>(in.size);
}

std::uint32_t combine(PredCombine how, std::uint32_t t, std::uint32_t c)
{
    switch (how) {
    case PredCombine::And:
        return t & c;
    case PredCombine::Or:
        return t | c;
    case PredCombine::Xor:
        return t ^ c;
    case PredCombine::None:
        break;
    }
    return t;
}

/// Values as the comparison sees them: f16/bf16 widened to float, .ftz inputs flushed.
template <class T, bool Ftz> const T* prepared(const Warp& w, std::uint32_t slot, T* tmp)
{
    if constexpr (Ftz && std::is_floating_point_v<T>) {
        const T* s = w.r<T>(slot);
        for (int i = 0; i < kWarpSize; ++i)
            tmp[i] = flush(s[i]);
        return tmp;
    } else {
        (void)tmp;
        return w.r<T>(slot);
    }
}

template <class T, bool Ftz> Step setpOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    T ta[kWarpSize];
    T tb[kWarpSize];
    const std::uint32_t t
        = compare<T>(static_cast<Cmp>(in.op), prepared<T, Ftz>(w, in.src0, ta), prepared<T, Ftz>(w, in.src1, tb), mask);
    const std::uint32_t c = combineOf(in) != PredCombine::None ? w.pred(in.src2) : 0;
    setPredLanes(w.pred(in.dst), mask, combine(combineOf(in), t, c));
    if (in.flags & kHasDest)
        setPredLanes(w.pred(in.dst2), mask, combine(combineOf(in), ~t, c));
    return Step::Next;
}

/// f16 / bf16 and their x2 forms: halves widened to float; x2 writes the low half's result to p
/// and the high half's to q.
template <bool Bf16, bool Pair> Step setpHalfOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    float lo[kWarpSize];
    float hi[kWarpSize];
    float blo[kWarpSize];
    float bhi[kWarpSize];
    auto widen = [](std::uint16_t h) { return Bf16 ? bf16BitsToFloat(h) : halfBitsToFloat(h); };
    for (int i = 0; i < kWarpSize; ++i) {
        const std::uint32_t a = Pair ? w.r<std::uint32_t>(in.src0)[i] : w.r<std::uint16_t>(in.src0)[i];
        const std::uint32_t b = Pair ? w.r<std::uint32_t>(in.src1)[i] : w.r<std::uint16_t>(in.src1)[i];
        lo[i] = widen(static_cast<std::uint16_t>(a));
        hi[i] = widen(static_cast<std::uint16_t>(a >> 16));
        blo[i] = widen(static_cast<std::uint16_t>(b));
        bhi[i] = widen(static_cast<std::uint16_t>(b >> 16));
    }
    const auto op = static_cast<Cmp>(in.op);
    const std::uint32_t c = combineOf(in) != PredCombine::None ? w.pred(in.src2) : 0;
    const std::uint32_t t = compare<float>(op, lo, blo, mask);
    setPredLanes(w.pred(in.dst), mask, combine(combineOf(in), t, c));
    if (in.flags & kHasDest)
        setPredLanes(w.pred(in.dst2), mask, combine(combineOf(in), Pair ? compare<float>(op, hi, bhi, mask) : ~t, c));
    return Step::Next;
}

Handler pickSetp(PtxType t, bool ftz)
{
    switch (t) {
    case PtxType::B16:
    case PtxType::U16:
        return setpOp<std::uint16_t, false>;
    case PtxType::S16:
        return setpOp<std::int16_t, false>;
    case PtxType::B32:
    case PtxType::U32:
        return setpOp<std::uint32_t, false>;
    case PtxType::S32:
        return setpOp<std::int32_t, false>;
    case PtxType::B64:
    case PtxType::U64:
        return setpOp<std::uint64_t, false>;
    case PtxType::S64:
        return setpOp<std::int64_t, false>;
    case PtxType::F32:
        return ftz ? setpOp<float, true> : setpOp<float, false>;
    case PtxType::F64:
        return setpOp<double, false>;
    case PtxType::F16:
        return setpHalfOp<false, false>;
    case PtxType::F16x2:
        return setpHalfOp<false, true>;
    case PtxType::BF16:
        return setpHalfOp<true, false>;
    case PtxType::BF16x2:
        return setpHalfOp<true, true>;
    default:
        return nullptr;
    }
}

/// setp and set share the comparison and the optional combination with c.
Status decodeSetp(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool isSet)
{
    const int cmp = mods.takeOneOf({"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ", "neu", "ltu",
        "leu", "gtu", "geu", "num", "nan"});
    const auto boolOp = static_cast<PredCombine>(mods.takeOneOf({"and", "or", "xor"}) + 1); // -1: None
    const bool ftz = mods.take("ftz");
    const PtxType dt = isSet ? mods.takeType() : PtxType::Pred;
    const PtxType t = mods.takeType();
    if (cmp < 0)
        return d.bad(ins, "needs a comparison such as .eq or .lt");
    const bool isInt = isIntType(t);
    if ((isInt && cmp >= Equ) || (!isInt && cmp >= Lo && cmp <= Hs))
        return d.bad(ins, "comparison ." + std::string(kCmpNames[cmp]) + " does not apply to ." + ptxTypeName(t));
    Instr in;
    in.fn = pickSetp(t, ftz);
    if (!in.fn)
        return d.unsupported(ins, std::string("type .") + ptxTypeName(t));
    const std::size_t n = ins.operands.size();
    const bool withC = boolOp != PredCombine::None;
    if (n != (withC ? 4u : 3u))
        return d.bad(ins, withC ? "expected p[|q], a, b, c" : "expected p[|q], a, b");
    in.op = static_cast<std::uint8_t>(cmp);
    in.size = static_cast<std::uint8_t>(boolOp);
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], t);
    in.src1 = sl.src(ins.operands[2], t);
    if (withC)
        in.src2 = sl.predSrc(ins.operands[3]);
    if (auto s = sl.status(); !s)
        return s;
    if (!isSet) {
        in.dst = sl.predDst(ins.operands[0]);
        if (!ins.operands[0].pairPredicate.empty()) {
            ptx::Operand q = ins.operands[0];
            q.name = q.pairPredicate;
            q.kind = q.name == "_" ? ptx::Operand::Kind::Sink : ptx::Operand::Kind::Register;
            in.dst2 = sl.predDst(q);
            in.flags |= kHasDest;
        }
        if (auto s = sl.status(); !s)
            return s;
        d.emit(in);
        return Ok {};
    }
    // set: compute the predicate into a scratch, then select the destination's true/false value
    if (dt != PtxType::U32 && dt != PtxType::S32 && dt != PtxType::F32)
        return d.unsupported(ins, std::string("destination type .") + ptxTypeName(dt));
    in.dst = d.scratch(0);
    d.emitMicro(in);
    Instr sel;
    sel.fn = [](Warp& w, const Instr& x, std::uint32_t mask) {
        const std::uint32_t p = w.pred(x.src0);
        const auto v = static_cast<std::uint32_t>(x.imm);
        std::uint32_t* out = w.r<std::uint32_t>(x.dst);
        forLanes(mask, [&](int i) { out[i] = (p >> i) & 1u ? v : 0u; });
        return Step::Next;
    };
    sel.src0 = in.dst;
    sel.imm = dt == PtxType::F32 ? 0x3F800000 : 0xFFFFFFFF;
    sel.dst = sl.dst(ins.operands[0], dt);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(sel);
    return Ok {};
}

template <class T> Step selpOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint32_t p = w.pred(in.src2);
    const T* a = w.r<T>(in.src0);
    const T* b = w.r<T>(in.src1);
    T* d = w.r<T>(in.dst);
    if (mask == kFullMask) {
        T tmp[kWarpSize];
        for (int i = 0; i < kWarpSize; ++i)
            tmp[i] = (p >> i) & 1u ? a[i] : b[i];
        std::memcpy(d, tmp, sizeof tmp);
    } else {
        forLanes(mask, [&](int i) { d[i] = (p >> i) & 1u ? a[i] : b[i]; });
    }
    return Step::Next;
}

Handler bySize(int bytes, Handler h2, Handler h4, Handler h8)
{
    return bytes == 2 ? h2 : bytes == 4 ? h4 : bytes == 8 ? h8 : nullptr;
}

Status decodeSelp(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const PtxType t = mods.takeType();
    Instr in;
    in.fn = bySize(ptxTypeBytes(t), selpOp<std::uint16_t>, selpOp<std::uint32_t>, selpOp<std::uint64_t>);
    if (!in.fn)
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, 4, "d, a, b, c"); !s)
        return s;
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], t);
    in.src1 = sl.src(ins.operands[2], t);
    in.src2 = sl.predSrc(ins.operands[3]);
    in.dst = sl.dst(ins.operands[0], t);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

template <class T, class C, bool Ftz> Step slctOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    map3(mask, w.r<T>(in.dst), w.r<T>(in.src0), w.r<T>(in.src1), w.r<C>(in.src2), [](T a, T b, C c) {
        if constexpr (Ftz)
            c = flush(c);
        return c >= C(0) ? a : b;
    });
    return Step::Next;
}

Status decodeSlct(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const bool ftz = mods.take("ftz");
    const PtxType t = mods.takeType();
    const PtxType ct = mods.takeType();
    Instr in;
    const int bytes = ptxTypeBytes(t);
    if (ct == PtxType::S32)
        in.fn = bySize(bytes, slctOp<std::uint16_t, std::int32_t, false>, slctOp<std::uint32_t, std::int32_t, false>,
            slctOp<std::uint64_t, std::int32_t, false>);
    else if (ct == PtxType::F32)
        in.fn = ftz ? bySize(bytes, slctOp<std::uint16_t, float, true>, slctOp<std::uint32_t, float, true>,
                    slctOp<std::uint64_t, float, true>)
                    : bySize(bytes, slctOp<std::uint16_t, float, false>, slctOp<std::uint32_t, float, false>,
                        slctOp<std::uint64_t, float, false>);
    if (!in.fn)
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, 4, "d, a, b, c"); !s)
        return s;
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], t);
    in.src1 = sl.src(ins.operands[2], t);
    in.src2 = sl.src(ins.operands[3], ct);
    in.dst = sl.dst(ins.operands[0], t);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

} // namespace

void registerCompareOps(DecodeTable& t)
{
    t["setp"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeSetp(d, ins, m, false); };
    t["set"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeSetp(d, ins, m, true); };
    t["selp"] = decodeSelp;
    t["slct"] = decodeSlct;
}

} // namespace warpscope::core::emu
