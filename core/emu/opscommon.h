#pragma once

// Handlers the decoder itself inserts (width adaptation, negated predicates, unsupported
// instructions, call-result copies) and helpers shared by the ops_*.cpp families.

#include "core/emu/decoderimpl.h"
#include "core/emu/warp.h"

#include <bit>
#include <cstring>
#include <string>
#include <type_traits>

namespace warpscope::core::emu {

/// Stops the run with an Unsupported finding whose message is prog.messages[in.target].
Step unsupportedOp(Warp& w, const Instr& in, std::uint32_t mask);
/// d (toBytes per lane) = a (fromBytes per lane), truncated or zero/sign-extended.
Handler resizeHandler(int fromBytes, int toBytes, bool isSigned);
/// Predicate dst = !src0 for the lanes of mask.
Step notPredOp(Warp& w, const Instr& in, std::uint32_t mask);
/// Copies call results from the callee's slots after it returned (prog.calls[in.target]).
Step retCopyOp(Warp& w, const Instr& in, std::uint32_t mask);
/// dst = the frame base in slot src0 + imm: the address of a .local variable of a function with a frame.
Step frameAddressOp(Warp& w, const Instr& in, std::uint32_t mask);
/// Moves the whole group to pc (ops_control.cpp); the scheduler decides when lanes wait there.
Step jumpGroup(Warp& w, std::uint32_t pc);
/// Returns the lanes of mask to their call sites (ops_control.cpp).
Step retOp(Warp& w, const Instr& in, std::uint32_t mask);
/// Sends each lane of mask to its own pc (lanePc set by the caller for the lanes of mask), the other
/// active lanes to pc + 1, and lets the scheduler pick the next group.
Step scatterGroup(Warp& w, std::uint32_t mask);
/// Pushes a frame on each calling lane's stack (prog.frameSites[in.target]): saves the caller's slots
/// when the call is recursive and sets the callee's frame base.
Step framePushOp(Warp& w, const Instr& in, std::uint32_t mask);
/// ret from a function with a frame: restores what its call site saved, pops the frame, returns.
Step retFramedOp(Warp& w, const Instr& in, std::uint32_t mask);
/// Raises the stack-overflow finding for lane: what needed the space, how much, and what to do.
Step stackOverflow(Warp& w, const Instr& in, std::uint32_t lane, EngineMessage what, std::uint64_t need);

/// Writes the lanes of mask from value into a predicate mask.
inline void setPredLanes(std::uint32_t& pred, std::uint32_t mask, std::uint32_t value)
{
    pred = (pred & ~mask) | (value & mask);
}

/// d[i] = f(a[i]) for the lanes of mask. A full warp computes into a temporary first: slots are
/// either identical or disjoint, but the compiler cannot know that, and the temporary lets it
/// vectorise the loop without alias checks.
template <class D, class A, class F> inline void map1(std::uint32_t mask, D* d, const A* a, F&& f)
{
    if (mask == kFullMask) {
        D tmp[kWarpSize];
        for (int i = 0; i < kWarpSize; ++i)
            tmp[i] = f(a[i]);
        std::memcpy(d, tmp, sizeof tmp);
    } else {
        for (std::uint32_t m = mask; m; m &= m - 1) {
            const int i = std::countr_zero(m);
            d[i] = f(a[i]);
        }
    }
}

template <class D, class A, class B, class F> inline void map2(std::uint32_t mask, D* d, const A* a, const B* b, F&& f)
{
    if (mask == kFullMask) {
        D tmp[kWarpSize];
        for (int i = 0; i < kWarpSize; ++i)
            tmp[i] = f(a[i], b[i]);
        std::memcpy(d, tmp, sizeof tmp);
    } else {
        for (std::uint32_t m = mask; m; m &= m - 1) {
            const int i = std::countr_zero(m);
            d[i] = f(a[i], b[i]);
        }
    }
}

template <class D, class A, class B, class C, class F>
inline void map3(std::uint32_t mask, D* d, const A* a, const B* b, const C* c, F&& f)
{
    if (mask == kFullMask) {
        D tmp[kWarpSize];
        for (int i = 0; i < kWarpSize; ++i)
            tmp[i] = f(a[i], b[i], c[i]);
        std::memcpy(d, tmp, sizeof tmp);
    } else {
        for (std::uint32_t m = mask; m; m &= m - 1) {
            const int i = std::countr_zero(m);
            d[i] = f(a[i], b[i], c[i]);
        }
    }
}

/// Picks a handler template instantiated for the C++ type of an integer PTX type.
template <template <class> class H> Handler pickInt(PtxType t)
{
    switch (t) {
    case PtxType::U16:
    case PtxType::B16:
        return H<std::uint16_t>::fn;
    case PtxType::S16:
        return H<std::int16_t>::fn;
    case PtxType::U32:
    case PtxType::B32:
        return H<std::uint32_t>::fn;
    case PtxType::S32:
        return H<std::int32_t>::fn;
    case PtxType::U64:
    case PtxType::B64:
        return H<std::uint64_t>::fn;
    case PtxType::S64:
        return H<std::int64_t>::fn;
    default:
        return nullptr;
    }
}

/// Whether an external function is one of the CUDA runtime's device calls the emulator provides
/// (vprintf, __assertfail).
bool isRuntimeCall(const std::string& name);
/// Decodes a call of such a function (ops_printf.cpp).
Status decodeRuntimeCall(Decoder& d, const ptx::Instruction& ins, const std::string& callee, const ptx::Operand* rets,
    const ptx::Operand* args);

/// Unsigned arithmetic of at least 32 bits for T, so that wrapping is defined and 16-bit products
/// do not overflow int.
template <class T> using Wide = std::conditional_t<(sizeof(T) < 4), std::uint32_t, std::make_unsigned_t<T>>;

/// Resolves operands of one instruction; the first error is kept and reported by status().
class Slots {
public:
    explicit Slots(Decoder& d)
        : m_d(d)
    { }
    std::uint32_t src(const ptx::Operand& op, PtxType t) { return keep(m_d.src(op, t)); }
    std::uint32_t dst(const ptx::Operand& op, PtxType t) { return keep(m_d.dst(op, t)); }
    std::uint32_t predSrc(const ptx::Operand& op) { return keep(m_d.predSrc(op)); }
    std::uint32_t predDst(const ptx::Operand& op) { return keep(m_d.predDst(op)); }
    Status status() const
    {
        if (m_failed)
            return m_error;
        return Ok {};
    }

private:
    std::uint32_t keep(const Result<std::uint32_t>& r)
    {
        if (r)
            return *r;
        if (!m_failed) {
            m_failed = true;
            m_error = r.error();
        }
        return 0;
    }
    Decoder& m_d;
    bool m_failed = false;
    Error m_error;
};

/// The operand count check every decoder starts with.
inline Status expectOperands(Decoder& d, const ptx::Instruction& ins, std::size_t count, const char* shape)
{
    if (ins.operands.size() == count)
        return Ok {};
    return d.bad(ins,
        std::string("expected ") + std::to_string(count) + " operands (" + shape + "), found "
            + std::to_string(ins.operands.size()));
}

/// The state space named by the modifiers (Generic when none), consumed.
MemSpace takeSpace(Mods& mods);
/// Applies an address operand to a memory instruction: base slot and width, offset, and the space
/// a symbol implies (a per-thread .param variable makes it a LaneParam access).
Status applyAddress(Decoder& d, const ptx::Instruction& ins, const ptx::Operand& op, Instr& in, int accessBytes);

/// Parses the IEEE rounding modifier (.rn .rz .rm .rp), defaulting to .rn; returns false when the
/// instruction carries an integer rounding (.rni ...) instead.
std::uint8_t takeFloatRounding(Mods& mods, bool& present);

} // namespace warpscope::core::emu
