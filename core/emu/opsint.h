#pragma once

// Integer pieces shared by ops_int.cpp (the basic opcodes, and add.cc/sub.cc/mad.cc) and
// ops_intext.cpp (addc/subc/madc, mul24/mad24, dp4a/dp2a): the high half of a product, the carry
// chain, and the decoders' common operand step.

#include "core/emu/opscommon.h"

#include <optional>

namespace warpscope::core::emu {

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

/// The arithmetic of a carry-chain instruction: add, sub (CF is the borrow), or mad with the low or
/// high half of the product.
enum class CarryKind : std::uint8_t { Add, Sub, MadLo, MadHi };

/// add.cc / addc / sub.cc / subc / mad.cc / madc: CC.CF is one bit per lane in w.carry.
template <class T, CarryKind Kind, bool CarryIn, bool CarryOut>
Step carryOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    using U = std::make_unsigned_t<T>;
    const U* a = w.r<U>(in.src0);
    const U* b = w.r<U>(in.src1);
    const U* c = w.r<U>(in.src2);
    U* d = w.r<U>(in.dst);
    std::uint32_t carry = w.carry;
    forLanes(mask, [&](int i) {
        const U cin = CarryIn ? static_cast<U>((carry >> i) & 1u) : U(0);
        U r;
        bool cout;
        if constexpr (Kind == CarryKind::Add) {
            const U s = static_cast<U>(a[i] + b[i]);
            r = static_cast<U>(s + cin);
            cout = s < a[i] || r < s;
        } else if constexpr (Kind == CarryKind::Sub) { // CF is the borrow
            const U s = static_cast<U>(a[i] - b[i]);
            r = static_cast<U>(s - cin);
            cout = a[i] < b[i] || s < cin;
        } else { // mad: the low or high half of a*b, plus c and the carry
            const U p = Kind == CarryKind::MadLo ? static_cast<U>(Wide<U>(a[i]) * Wide<U>(b[i])) : mulHi(a[i], b[i]);
            const U s = static_cast<U>(p + c[i]);
            r = static_cast<U>(s + cin);
            cout = s < p || r < s;
        }
        d[i] = r;
        if (CarryOut)
            carry = (carry & ~(1u << i)) | (static_cast<std::uint32_t>(cout) << i);
    });
    w.carry = carry;
    return Step::Next;
}

template <class T, CarryKind K> Handler pickCarryIo(bool cin, bool cout)
{
    static const Handler table[2][2] = {
        {carryOp<T, K, false, false>, carryOp<T, K, false, true>},
        {carryOp<T, K, true, false>, carryOp<T, K, true, true>},
    };
    return table[cin][cout];
}

template <class T> Handler pickCarry(CarryKind kind, bool cin, bool cout)
{
    switch (kind) {
    case CarryKind::Add:
        return pickCarryIo<T, CarryKind::Add>(cin, cout);
    case CarryKind::Sub:
        return pickCarryIo<T, CarryKind::Sub>(cin, cout);
    case CarryKind::MadLo:
        return pickCarryIo<T, CarryKind::MadLo>(cin, cout);
    case CarryKind::MadHi:
        return pickCarryIo<T, CarryKind::MadHi>(cin, cout);
    }
    return nullptr;
}

/// Resolves operands d, a, b and c (of types td, ta, tb, tc) into in and emits it; a form without c
/// (mul, not mad) reuses a's slot. The first operand that does not resolve is the error.
Status emitDabc(
    Decoder& d, const ptx::Instruction& ins, Instr& in, PtxType td, PtxType ta, PtxType tb, std::optional<PtxType> tc);

/// addc / subc and madc (kind MadLo: the modifiers say .lo or .hi): the carry-in forms.
Status decodeCarryIn(Decoder& d, const ptx::Instruction& ins, Mods& mods, CarryKind kind);
/// mul24 / mad24 (.lo, .hi; .sat for mad24.hi.s32).
Status decodeMul24(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool mad);
/// dp4a, and dp2a (pairs; .lo or .hi).
Status decodeDot(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool pairs);

} // namespace warpscope::core::emu
