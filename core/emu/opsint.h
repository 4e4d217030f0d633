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

/// Resolves operands d, a, b and c (of types td, ta, tb, tc) into in and emits it; a form without c
/// (mul, not mad) reuses a's slot. The first operand that does not resolve is the error.
Status emitDabc(
    Decoder& d, const ptx::Instruction& ins, Instr& in, PtxType td, PtxType ta, PtxType tb, std::optional<PtxType> tc);

/// addc / subc (kind 0, 1) and madc (kind 2; .lo or .hi): the carry-in forms.
Status decodeCarryIn(Decoder& d, const ptx::Instruction& ins, Mods& mods, int kind);
/// mul24 / mad24 (.lo, .hi; .sat for mad24.hi.s32).
Status decodeMul24(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool mad);
/// dp4a, and dp2a (pairs; .lo or .hi).
Status decodeDot(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool pairs);

} // namespace warpscope::core::emu
