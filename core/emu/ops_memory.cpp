// ld / ldu / st on global, shared, local, const, param and generic addresses, scalar and .v2/.v4,
// with cache, eviction and ordering qualifiers accepted (they do not change results here);
// prefetch and other pure hints.
#include "core/emu/asyncstate.h"
#include "core/emu/memaccess.h"
#include "core/emu/opscommon.h"

namespace warpscope::core::emu {

namespace {

template <int B> struct UIntOf;
template <> struct UIntOf<1> {
    using T = std::uint8_t;
};
template <> struct UIntOf<2> {
    using T = std::uint16_t;
};
template <> struct UIntOf<4> {
    using T = std::uint32_t;
};
template <> struct UIntOf<8> {
    using T = std::uint64_t;
};

const std::uint32_t* dataSlots(const Warp& w, const Instr& in)
{
    return in.count == 1 ? &in.dst : w.prog->lists.data() + in.target;
}

/// Event addresses relative to the space the access landed in.
void emitResolved(Warp& w, const Instr& in, std::uint32_t mask, const std::uint64_t* addr, MemSpace declared,
    MemSpace resolved, AccessKind kind)
{
    if (declared == MemSpace::Generic && resolved == MemSpace::Shared) {
        std::uint64_t rel[kWarpSize];
        for (int i = 0; i < kWarpSize; ++i)
            rel[i] = addr[i] - kSharedWindow;
        emitMemory(w, in, mask, rel, ObservedSpace::Shared, kind);
    } else {
        emitMemory(w, in, mask, addr, observedSpace(resolved), kind);
    }
}

/// The lane-by-lane path: resolves each lane (with findings), then copies.
template <int B, bool Store> Step slowAccess(Warp& w, const Instr& in, std::uint32_t mask, const std::uint64_t* addr)
{
    using T = typename UIntOf<B>::T;
    const unsigned total = static_cast<unsigned>(B) * in.count;
    const std::uint32_t* slots = dataSlots(w, in);
    std::uint32_t done = 0;
    std::byte* host[kWarpSize] = {};
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        Step step = Step::Next;
        host[i] = resolveLane(w, in, in.space, i, addr[i], total, Store ? AccessKind::Store : AccessKind::Load, step);
        if (!host[i] && step == Step::Fault)
            return Step::Fault;
        if (host[i])
            done |= 1u << i;
    }
    for (std::uint32_t k = 0; k < in.count; ++k) {
        T* reg = w.r<T>(slots[k]);
        for (std::uint32_t m = mask; m; m &= m - 1) {
            const int i = std::countr_zero(m);
            if (Store) {
                if (host[i])
                    storeBytes<T>(host[i] + k * B, reg[i]);
            } else {
                reg[i] = host[i] ? loadBytes<T>(host[i] + k * B) : T(0);
            }
        }
    }
    if (w.sinks && done)
        emitMemory(w, in, done, addr, observedSpace(in.space), Store ? AccessKind::Store : AccessKind::Load);
    return Step::Next;
}

template <MemSpace S, int B, bool Store> Step accessOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    using T = typename UIntOf<B>::T;
    if (!mask)
        return Step::Next;
    alignas(64) std::uint64_t addr[kWarpSize];
    std::uint64_t lo;
    std::uint64_t hi;
    std::uint64_t any;
    const std::int64_t step = computeAddresses(w, in, mask, addr, lo, hi, any);
    const unsigned total = static_cast<unsigned>(B) * in.count;
    if (asyncInFlight(w)) [[unlikely]]
        asyncCheckAccess(w, in, mask, addr, S, total, Store);
    std::byte* base = nullptr;
    MemSpace resolved = S;
    if (!fastBase(w, S, lo, hi, any, total, base, resolved))
        return slowAccess<B, Store>(w, in, mask, addr);
    if (!Store && w.sinks)
        emitResolved(w, in, mask, addr, S, resolved, AccessKind::Load);
    const std::uint32_t* slots = dataSlots(w, in);
    const std::size_t laneStride = S == MemSpace::Local ? w.launch->localBytes : 0;
    if (S != MemSpace::Local && step == B && in.count == 1) {
        // a coalesced scalar access of a full warp: lane i's element is the i-th of one run
        T* reg = w.r<T>(slots[0]);
        std::byte* p = hostAt(base, addr[0]);
        if constexpr (Store)
            std::memcpy(p, reg, sizeof(T) * kWarpSize);
        else
            std::memcpy(reg, p, sizeof(T) * kWarpSize);
        if (Store && w.sinks)
            emitResolved(w, in, mask, addr, S, resolved, AccessKind::Store);
        return Step::Next;
    }
    for (std::uint32_t k = 0; k < in.count; ++k) {
        T* reg = w.r<T>(slots[k]);
        forLanes(mask, [&](int i) {
            std::byte* p = hostAt(base, addr[i] + k * B + static_cast<std::size_t>(i) * laneStride);
            if constexpr (Store)
                storeBytes<T>(p, reg[i]);
            else
                reg[i] = loadBytes<T>(p);
        });
    }
    // a store's event follows the store, so an observer can read the values written (racecheck)
    if (Store && w.sinks)
        emitResolved(w, in, mask, addr, S, resolved, AccessKind::Store);
    return Step::Next;
}

/// A per-thread .param variable (device-function parameters, call arguments): lane i's bytes
/// are in the register file at slot + i * stride; the offset was checked by the decoder.
template <int B, bool Store> Step laneParamOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    using T = typename UIntOf<B>::T;
    const std::uint32_t* slots = dataSlots(w, in);
    for (std::uint32_t k = 0; k < in.count; ++k) {
        T* reg = w.r<T>(slots[k]);
        forLanes(mask, [&](int i) {
            std::byte* p
                = w.regs + in.src0 + static_cast<std::size_t>(i) * in.src3 + static_cast<std::size_t>(in.imm) + k * B;
            if constexpr (Store)
                storeBytes<T>(p, reg[i]);
            else
                reg[i] = loadBytes<T>(p);
        });
    }
    return Step::Next;
}

template <int B, bool Store> Handler pickSpace(MemSpace s)
{
    switch (s) {
    case MemSpace::Global:
        return accessOp<MemSpace::Global, B, Store>;
    case MemSpace::Shared:
        return accessOp<MemSpace::Shared, B, Store>;
    case MemSpace::Local:
        return accessOp<MemSpace::Local, B, Store>;
    case MemSpace::Const:
        return accessOp<MemSpace::Const, B, Store>;
    case MemSpace::Param:
        return accessOp<MemSpace::Param, B, Store>;
    case MemSpace::LaneParam:
        return laneParamOp<B, Store>;
    default:
        return accessOp<MemSpace::Generic, B, Store>;
    }
}

Handler pickAccess(MemSpace s, int bytes, bool store)
{
    switch (bytes) {
    case 1:
        return store ? pickSpace<1, true>(s) : pickSpace<1, false>(s);
    case 2:
        return store ? pickSpace<2, true>(s) : pickSpace<2, false>(s);
    case 4:
        return store ? pickSpace<4, true>(s) : pickSpace<4, false>(s);
    case 8:
        return store ? pickSpace<8, true>(s) : pickSpace<8, false>(s);
    default:
        return nullptr;
    }
}

} // namespace

/// The state space named by the modifiers (Generic when none), consuming it.
MemSpace takeSpace(Mods& mods)
{
    switch (mods.takeOneOf({"global", "shared", "shared::cta", "local", "const", "param", "param::entry", "param::func",
        "shared::cluster"})) {
    case 0:
        return MemSpace::Global;
    case 1:
    case 2:
    case 8: // distributed shared memory: see kClusterRankStride
        return MemSpace::Shared;
    case 3:
        return MemSpace::Local;
    case 4:
        return MemSpace::Const;
    case 5:
    case 6:
    case 7:
        return MemSpace::Param;
    default:
        return MemSpace::Generic;
    }
}

/// Applies an address operand to an instruction: base slot, offset, and the space a symbol implies.
Status applyAddress(Decoder& d, const ptx::Instruction& ins, const ptx::Operand& op, Instr& in, int accessBytes)
{
    auto a = d.address(op);
    if (!a)
        return a.error();
    in.src0 = a->base;
    in.addrBytes = a->addrBytes;
    in.imm = a->offset;
    const Symbol* s = a->symbol;
    if (!s)
        return Ok {};
    using K = Symbol::Kind;
    if (s->kind == K::LaneParam) {
        if (in.space != MemSpace::Param && in.space != MemSpace::Generic)
            return d.bad(op, "'" + op.name + "' is a .param variable");
        if (a->offset < 0 || static_cast<std::uint64_t>(a->offset) + static_cast<std::uint64_t>(accessBytes) > s->size)
            return d.bad(op, "the access runs past the end of parameter '" + op.name + "'");
        in.space = MemSpace::LaneParam;
        in.src0 = s->slot;
        in.src3 = s->bytes;
        return Ok {};
    }
    const MemSpace implied = s->kind == K::Shared ? MemSpace::Shared
        : s->kind == K::Global                    ? MemSpace::Global
        : s->kind == K::Const                     ? MemSpace::Const
        : s->kind == K::Local                     ? MemSpace::Local
                                                  : MemSpace::Param;
    if (in.space == MemSpace::Generic) {
        // a symbol in a generic access means its generic address
        const std::uint64_t window = implied == MemSpace::Shared ? kSharedWindow
            : implied == MemSpace::Local                         ? kLocalWindow
            : implied == MemSpace::Const                         ? kConstWindow
            : implied == MemSpace::Param                         ? kParamWindow
                                                                 : 0;
        in.imm += static_cast<std::int64_t>(window);
        return Ok {};
    }
    if (in.space != implied)
        return d.bad(op, "'" + op.name + "' is not in the state space this instruction addresses");
    (void)ins;
    return Ok {};
}

namespace {

Status decodeAccess(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool store)
{
    Instr in;
    in.space = takeSpace(mods);
    mods.dropNoOps();
    const int vec = mods.takeOneOf({"v2", "v4", "v8"});
    const PtxType t = mods.takeType();
    if (t == PtxType::None || t == PtxType::Pred)
        return d.unsupported(ins, "type");
    if (vec == 2)
        return d.unsupported(ins, ".v8");
    in.count = static_cast<std::uint8_t>(vec == 0 ? 2 : vec == 1 ? 4 : 1);
    in.size = static_cast<std::uint8_t>(ptxTypeBytes(t));
    in.kind = store ? InstructionClass::Store : InstructionClass::Load;
    if (in.space == MemSpace::Const && store)
        return d.bad(ins, "constant memory cannot be stored to");
    // an optional trailing cache-policy operand (.L2::cache_hint) is ignored
    const std::size_t n = ins.operands.size();
    if (n < 2 || n > 3)
        return d.bad(ins, store ? "expected [a], b" : "expected d, [a]");
    const ptx::Operand& addrOp = store ? ins.operands[0] : ins.operands[1];
    const ptx::Operand& data = store ? ins.operands[1] : ins.operands[0];
    if (auto s = applyAddress(d, ins, addrOp, in, in.size * in.count); !s)
        return s;
    if (in.space == MemSpace::Param && store)
        return d.bad(ins, "kernel parameters cannot be stored to");
    in.fn = pickAccess(in.space, in.size, store);
    if (!in.fn)
        return d.unsupported(ins, std::string("type .") + ptxTypeName(t));
    Slots sl(d);
    if (in.count == 1) {
        if (data.kind == ptx::Operand::Kind::Vector) {
            if (data.elements.size() != 1)
                return d.bad(data, "a scalar access takes one register");
            in.dst = store ? sl.src(data.elements[0], t) : sl.dst(data.elements[0], t);
        } else {
            in.dst = store ? sl.src(data, t) : sl.dst(data, t);
        }
    } else {
        if (data.kind != ptx::Operand::Kind::Vector || data.elements.size() != in.count)
            return d.bad(data, "expected a vector of " + std::to_string(in.count) + " registers");
        std::vector<std::uint32_t> slots;
        for (const auto& e : data.elements)
            slots.push_back(store ? sl.src(e, t) : sl.dst(e, t));
        in.target = d.addList(slots);
    }
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

/// prefetch, prefetchu, discard, applypriority: cache hints with no effect on results.
Status decodeHint(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    (void)d;
    (void)ins;
    while (!mods.leftover().empty())
        mods.takeOneOf({mods.leftover()});
    return Ok {};
}

} // namespace

void registerMemoryOps(DecodeTable& t)
{
    t["ld"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeAccess(d, ins, m, false); };
    t["ldu"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeAccess(d, ins, m, false); };
    t["st"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeAccess(d, ins, m, true); };
    t["prefetch"] = decodeHint;
    t["prefetchu"] = decodeHint;
    t["applypriority"] = decodeHint;
}

} // namespace warpscope::core::emu
