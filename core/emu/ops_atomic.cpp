// atom and red on global, shared and generic addresses: add min max inc dec exch cas and or xor on
// 32/64-bit integers, add on f32/f64 and (.noftz) f16, f16x2, bf16, bf16x2. Lanes apply in lane
// order; global memory is updated with std::atomic_ref because CTAs run on several threads.
#include "core/emu/asyncstate.h"
#include "core/emu/floatmath.h"
#include "core/emu/memaccess.h"
#include "core/emu/opscommon.h"

#include <atomic>

namespace warpscope::core::emu {

namespace {

enum AtomOp : std::uint8_t { AAdd, AMin, AMax, AInc, ADec, AExch, ACas, AAnd, AOr, AXor };
enum AtomType : std::uint8_t { TU32, TS32, TU64, TS64, TF32, TF64, TF16, TF16x2, TBF16, TBF16x2, TB16 };

std::uint16_t addHalf(std::uint16_t a, std::uint16_t b, bool bf16)
{
    const double s = bf16 ? bf16BitsToDouble(a) + bf16BitsToDouble(b) : halfBitsToDouble(a) + halfBitsToDouble(b);
    if (s != s)
        return bf16 ? kCanonicalNanBF16 : kCanonicalNanF16;
    return bf16 ? doubleToBf16Bits(s) : doubleToHalfBits(s);
}

/// The new value of a location holding old, for one lane's operands b and c.
std::uint64_t combine(AtomOp op, AtomType t, std::uint64_t old, std::uint64_t b, std::uint64_t c)
{
    switch (op) {
    case AAdd:
        switch (t) {
        case TF32: {
            const float r = flush(flush(bitsToFloat(static_cast<std::uint32_t>(old)))
                + flush(bitsToFloat(static_cast<std::uint32_t>(b))));
            return floatBits(canon(r));
        }
        case TF64:
            return doubleBits(canon(bitsToDouble(old) + bitsToDouble(b)));
        case TF16:
        case TBF16:
            return addHalf(static_cast<std::uint16_t>(old), static_cast<std::uint16_t>(b), t == TBF16);
        case TF16x2:
        case TBF16x2: {
            const bool bf = t == TBF16x2;
            return addHalf(static_cast<std::uint16_t>(old), static_cast<std::uint16_t>(b), bf)
                | (static_cast<std::uint64_t>(
                       addHalf(static_cast<std::uint16_t>(old >> 16), static_cast<std::uint16_t>(b >> 16), bf))
                    << 16);
        }
        default:
            return old + b;
        }
    case AMin:
    case AMax: {
        bool less;
        if (t == TS32)
            less = static_cast<std::int32_t>(old) < static_cast<std::int32_t>(b);
        else if (t == TS64)
            less = static_cast<std::int64_t>(old) < static_cast<std::int64_t>(b);
        else
            less = old < b;
        return (op == AMin) == less ? old : b;
    }
    case AInc:
        return static_cast<std::uint32_t>(old) >= static_cast<std::uint32_t>(b) ? 0 : old + 1;
    case ADec:
        return (static_cast<std::uint32_t>(old) == 0 || static_cast<std::uint32_t>(old) > static_cast<std::uint32_t>(b))
            ? b
            : old - 1;
    case AExch:
        return b;
    case ACas:
        return old == b ? c : old;
    case AAnd:
        return old & b;
    case AOr:
        return old | b;
    default:
        return old ^ b;
    }
}

int typeBytes(AtomType t)
{
    switch (t) {
    case TU64:
    case TS64:
    case TF64:
        return 8;
    case TF16:
    case TBF16:
    case TB16:
        return 2;
    default:
        return 4;
    }
}

template <class U> std::uint64_t rmw(std::byte* p, bool shared, AtomOp op, AtomType t, std::uint64_t b, std::uint64_t c)
{
    U* loc = reinterpret_cast<U*>(p);
    if (shared) {
        // shared memory belongs to one CTA, run by one thread: no atomic instruction needed
        const U old = *loc;
        *loc = static_cast<U>(combine(op, t, old, b, c));
        return old;
    }
    std::atomic_ref<U> ref(*loc);
    U old = ref.load(std::memory_order_relaxed);
    while (!ref.compare_exchange_weak(old, static_cast<U>(combine(op, t, old, b, c)), std::memory_order_acq_rel))
        ;
    return old;
}

template <class U> Step atomOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    alignas(64) std::uint64_t addr[kWarpSize];
    std::uint64_t lo;
    std::uint64_t hi;
    std::uint64_t any;
    computeAddresses(w, in, mask, addr, lo, hi, any);
    if (asyncInFlight(w)) [[unlikely]]
        asyncCheckAccess(w, in, mask, addr, in.space, sizeof(U), true);
    const auto op = static_cast<AtomOp>(in.op);
    const auto t = static_cast<AtomType>(in.round);
    std::byte* base = nullptr;
    MemSpace resolved = in.space;
    const bool fast = fastBase(w, in.space, lo, hi, any, sizeof(U), base, resolved);
    const U* b = w.r<U>(in.src1);
    const U* c = w.r<U>(in.src2);
    U* d = w.r<U>(in.dst);
    std::uint32_t done = 0;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        std::byte* p = nullptr;
        bool shared = resolved == MemSpace::Shared;
        if (fast) {
            p = hostAt(base, addr[i]);
        } else {
            Step step = Step::Next;
            p = resolveLane(w, in, in.space, i, addr[i], sizeof(U), AccessKind::Atomic, step);
            if (!p && step == Step::Fault)
                return Step::Fault;
            if (!p)
                continue;
            shared = in.space == MemSpace::Shared
                || (in.space == MemSpace::Generic && (addr[i] & ~(kWindowSize - 1)) == kSharedWindow);
        }
        const U old = static_cast<U>(rmw<U>(p, shared, op, t, b[i], c[i]));
        if (in.flags & kHasDest)
            d[i] = old;
        done |= 1u << i;
    }
    if (w.sinks && done)
        emitMemory(w, in, done, addr, observedSpace(resolved), AccessKind::Atomic);
    return Step::Next;
}

AtomType atomType(PtxType t)
{
    switch (t) {
    case PtxType::U32:
    case PtxType::B32:
        return TU32;
    case PtxType::S32:
        return TS32;
    case PtxType::U64:
    case PtxType::B64:
        return TU64;
    case PtxType::S64:
        return TS64;
    case PtxType::F32:
        return TF32;
    case PtxType::F64:
        return TF64;
    case PtxType::F16:
        return TF16;
    case PtxType::F16x2:
        return TF16x2;
    case PtxType::BF16:
        return TBF16;
    case PtxType::BF16x2:
        return TBF16x2;
    default:
        return TB16;
    }
}

Status decodeAtom(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool isRed)
{
    Instr in;
    in.space = takeSpace(mods);
    mods.dropNoOps();
    mods.take("noftz");
    const int op = mods.takeOneOf({"add", "min", "max", "inc", "dec", "exch", "cas", "and", "or", "xor"});
    const PtxType t = mods.takeType();
    if (op < 0 || t == PtxType::None)
        return d.bad(ins, "atom/red need an operation and a type");
    if (in.space != MemSpace::Global && in.space != MemSpace::Shared && in.space != MemSpace::Generic)
        return d.unsupported(ins, "atomics outside global and shared memory");
    const AtomType at = atomType(t);
    const bool isFloat = isFloatType(t);
    if ((isFloat && op != AAdd) || (at == TB16 && op != ACas) || ((op == AInc || op == ADec) && at != TU32))
        return d.unsupported(ins, std::string("this operation on .") + ptxTypeName(t));
    in.op = static_cast<std::uint8_t>(op);
    in.round = at;
    in.kind = InstructionClass::Atomic;
    const int bytes = typeBytes(at);
    in.size = static_cast<std::uint8_t>(bytes);
    in.fn = bytes == 8 ? atomOp<std::uint64_t> : bytes == 4 ? atomOp<std::uint32_t> : atomOp<std::uint16_t>;
    const std::size_t first = isRed ? 0 : 1; // index of the address operand
    const std::size_t want = first + (op == ACas ? 3 : 2);
    if (ins.operands.size() < want || ins.operands.size() > want + 1)
        return d.bad(ins, isRed ? "expected [a], b" : (op == ACas ? "expected d, [a], b, c" : "expected d, [a], b"));
    if (auto s = applyAddress(d, ins, ins.operands[first], in, bytes); !s)
        return s;
    if (in.space == MemSpace::LaneParam)
        return d.bad(ins, "atomics cannot address parameters");
    Slots sl(d);
    in.src1 = sl.src(ins.operands[first + 1], t);
    in.src2 = op == ACas ? sl.src(ins.operands[first + 2], t) : in.src1;
    if (!isRed && ins.operands[0].kind != ptx::Operand::Kind::Sink) {
        in.dst = sl.dst(ins.operands[0], t);
        in.flags |= kHasDest;
    }
    if (auto s = sl.status(); !s)
        return s;
    // CTAs run in parallel; only commutative integer updates whose old value is unused give the
    // same memory whatever the order, so anything else makes CTAs run one at a time, in order
    const bool commutative
        = !isFloat && (op == AAdd || op == AMin || op == AMax || op == AAnd || op == AOr || op == AXor);
    if (in.space != MemSpace::Shared && (!commutative || (in.flags & kHasDest)))
        d.program().orderedGlobalAtomics = true;
    d.emit(in);
    return Ok {};
}

} // namespace

void registerAtomicOps(DecodeTable& t)
{
    t["atom"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeAtom(d, ins, m, false); };
    t["red"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeAtom(d, ins, m, true); };
}

} // namespace warpscope::core::emu
