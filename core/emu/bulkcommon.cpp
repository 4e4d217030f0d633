// Helpers of the bulk-copy families: see bulkcommon.h.
#include "core/emu/bulkcommon.h"

#include "core/emu/asyncstate.h"

#include "core/common/floatbits.h"
#include "core/emu/memaccess.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace warpscope::core::emu {

Status addAddressWords(
    Decoder& d, const ptx::Instruction& ins, const ptx::Operand& op, MemSpace space, std::vector<std::uint32_t>& list)
{
    if (op.kind != ptx::Operand::Kind::Address)
        return d.bad(op, "expected an address [..]");
    Instr tmp;
    tmp.space = space;
    ptx::Operand plain = op;
    plain.elements.clear();
    if (auto s = applyAddress(d, ins, plain, tmp, 1); !s)
        return s;
    const auto imm = static_cast<std::uint64_t>(tmp.imm);
    list.insert(list.end(),
        {tmp.src0, tmp.addrBytes, static_cast<std::uint32_t>(imm), static_cast<std::uint32_t>(imm >> 32),
            static_cast<std::uint32_t>(tmp.space)});
    return Ok {};
}

std::uint64_t laneAddress(const Warp& w, const std::uint32_t* spec, int lane)
{
    const std::uint64_t off = spec[2] | (std::uint64_t(spec[3]) << 32);
    if (spec[1] == 8)
        return w.r<std::uint64_t>(spec[0])[lane] + off;
    if (spec[1] == 4)
        return std::uint64_t(w.r<std::uint32_t>(spec[0])[lane]) + off;
    return off;
}

HostRange resolveRange(Warp& w, const Instr& in, MemSpace space, int lane, std::uint64_t addr, std::uint64_t bytes,
    unsigned align, AccessKind kind, Step& step)
{
    if (space == MemSpace::Generic) {
        const std::uint64_t window = addr & ~(kWindowSize - 1);
        if (window == kSharedWindow) {
            space = MemSpace::Shared;
            addr -= kSharedWindow;
        } else if (window == kParamWindow) {
            space = MemSpace::Param;
            addr -= kParamWindow;
        } else if (window == kConstWindow) {
            space = MemSpace::Const;
            addr -= kConstWindow;
        } else {
            space = MemSpace::Global;
        }
    }
    if (addr % align != 0) {
        Finding f;
        f.kind = Finding::Kind::Misaligned;
        f.address = addr;
        char hex[24];
        std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(addr));
        setFindingMessage(f,
            engineMessage("bulk.misaligned",
                {literalMessage(w.prog->info[in.pc].opcode), literalMessage(hex), numberMessage(align)}));
        step = raiseFinding(w, in, static_cast<std::uint32_t>(lane), std::move(f), true);
        return {};
    }
    // the first and the last byte resolve to one allocation when every byte does
    const unsigned first = static_cast<unsigned>(std::min<std::uint64_t>(bytes, 16));
    std::byte* lo = resolveLane(w, in, space, lane, addr, first, kind, step);
    if (!lo)
        return {};
    if (bytes > first) {
        std::byte* hi = resolveLane(w, in, space, lane, addr + bytes - 1, 1, kind, step);
        if (!hi)
            return {};
        if (hi - lo != static_cast<std::ptrdiff_t>(bytes - 1)) {
            // two allocations (or two CTAs' windows): find the first byte outside the first one
            for (std::uint64_t o = first; o < bytes; o += 1)
                if (resolveLane(w, in, space, lane, addr + o, 1, kind, step) != lo + o) {
                    Finding f;
                    f.kind = Finding::Kind::OutOfBounds;
                    f.address = addr + o;
                    setFindingMessage(f,
                        engineMessage("bulk.leaves_allocation",
                            {numberMessage(bytes), literalMessage(w.prog->info[in.pc].opcode), numberMessage(o)}));
                    step = raiseFinding(w, in, static_cast<std::uint32_t>(lane), std::move(f), true);
                    return {};
                }
        }
    }
    HostRange r;
    r.host = lo;
    r.offset = addr;
    if (space == MemSpace::Shared) {
        r.owner = addr >= kClusterRankStride ? w.cta->cluster->ctas[addr / kClusterRankStride - 1] : w.cta;
        r.offset = addr % kClusterRankStride;
    }
    return r;
}

void observeAsync(Warp& w, std::uint32_t pc, ObservedSpace space, AccessKind kind,
    const std::vector<std::uint64_t>& addrs, unsigned bytes)
{
    if (!w.sinks || w.sinks->memory.empty())
        return;
    const InstrInfo& info = w.prog->info[pc];
    std::uint64_t lanes[kWarpSize] = {};
    for (std::size_t at = 0; at < addrs.size(); at += kWarpSize) {
        const std::size_t n = std::min<std::size_t>(kWarpSize, addrs.size() - at);
        std::copy_n(addrs.begin() + static_cast<std::ptrdiff_t>(at), n, lanes);
        MemoryEvent e;
        e.pc = pc;
        e.warp = w.id;
        e.activeMask = n == kWarpSize ? kFullMask : (1u << n) - 1;
        e.space = space;
        e.kind = kind;
        e.bytes = static_cast<std::uint8_t>(bytes);
        e.async = true;
        e.ptxLine = info.ptxLine;
        e.sourceLine = info.sourceLine;
        e.addresses = lanes;
        for (CtaObserver* o : w.sinks->memory)
            o->onMemory(e);
    }
}

namespace {

template <class T> T combine(BulkRed op, T a, T b)
{
    switch (op) {
    case BulkRed::Add:
        return static_cast<T>(a + b);
    case BulkRed::Min:
        return std::min(a, b);
    case BulkRed::Max:
        return std::max(a, b);
    default:
        break;
    }
    if constexpr (std::is_integral_v<T>) {
        switch (op) {
        case BulkRed::Inc:
            return a >= b ? T(0) : static_cast<T>(a + 1);
        case BulkRed::Dec:
            return (a == 0 || a > b) ? b : static_cast<T>(a - 1);
        case BulkRed::And:
            return a & b;
        case BulkRed::Or:
            return a | b;
        case BulkRed::Xor:
            return a ^ b;
        default:
            break;
        }
    }
    return a;
}

template <class T> void reduceAs(BulkRed op, std::byte* dst, const std::byte* src)
{
    storeBytes(dst, combine(op, loadBytes<T>(dst), loadBytes<T>(src)));
}

void reduceHalf(BulkRed op, bool bf16, std::byte* dst, const std::byte* src)
{
    const auto a = loadBytes<std::uint16_t>(dst);
    const auto b = loadBytes<std::uint16_t>(src);
    const float fa = bf16 ? bf16BitsToFloat(a) : halfBitsToFloat(a);
    const float fb = bf16 ? bf16BitsToFloat(b) : halfBitsToFloat(b);
    const double r = combine(op, fa, fb);
    storeBytes(dst, bf16 ? doubleToBf16Bits(r) : doubleToHalfBits(r));
}

} // namespace

void reduceElement(BulkRed op, RedType t, std::byte* dst, const std::byte* src)
{
    switch (t) {
    case RedType::U32:
    case RedType::B32:
        return reduceAs<std::uint32_t>(op, dst, src);
    case RedType::S32:
        return reduceAs<std::int32_t>(op, dst, src);
    case RedType::U64:
    case RedType::B64:
        return reduceAs<std::uint64_t>(op, dst, src);
    case RedType::S64:
        return reduceAs<std::int64_t>(op, dst, src);
    case RedType::F32:
        return reduceAs<float>(op, dst, src);
    case RedType::F64:
        return reduceAs<double>(op, dst, src);
    case RedType::F16:
        return reduceHalf(op, false, dst, src);
    case RedType::BF16:
        return reduceHalf(op, true, dst, src);
    default:
        break;
    }
}

RedType redTypeOf(TensorMapDataType t)
{
    switch (t) {
    case TensorMapDataType::I32:
        return RedType::S32;
    case TensorMapDataType::U64:
        return RedType::U64;
    case TensorMapDataType::I64:
        return RedType::S64;
    case TensorMapDataType::F16:
        return RedType::F16;
    case TensorMapDataType::BF16:
        return RedType::BF16;
    case TensorMapDataType::F32:
    case TensorMapDataType::F32Ftz:
    case TensorMapDataType::TF32:
    case TensorMapDataType::TF32Ftz:
        return RedType::F32;
    case TensorMapDataType::F64:
        return RedType::F64;
    default:
        return RedType::U32;
    }
}

void queueBulkGroup(Warp& w, int lane, DeferredCopy copy)
{
    hopperOf(*w.cta).open[w.id * kWarpSize + static_cast<std::uint32_t>(lane)].push_back(std::move(copy));
}

Step queueOnBarrier(Warp& w, const Instr& in, int lane, const std::uint32_t* mbarSpec, std::uint32_t rankOverride,
    DeferredCopy copy, std::uint64_t dstOffset, std::uint64_t dstBytes)
{
    Step step = Step::Next;
    Instr at = in;
    at.space = specSpace(mbarSpec);
    BarrierRef ref = resolveBarrier(w, at, lane, laneAddress(w, mbarSpec, lane), step);
    if (!ref.owner)
        return step;
    if (rankOverride != kNoPc && w.cta->cluster)
        ref.owner = w.cta->cluster->ctas[rankOverride]; // multicast: the same barrier offset in each destination CTA
    Mbarrier* b = liveBarrier(w, in, lane, ref, engineMessage("mbar.bulk_complete_tx"), step);
    if (!b)
        return step;
    b->lastPc = in.pc;
    b->lastWarp = w.id;
    b->lastLane = static_cast<std::uint32_t>(lane);
    if (dstBytes && (rankOverride == kNoPc || !w.cta->cluster || w.cta->cluster->ctas[rankOverride] == w.cta)) {
        asyncState(w);
        std::shared_ptr<AsyncState> st = w.cta->async;
        const std::uint64_t id = st->addBulk(w.id, static_cast<std::uint32_t>(lane), in.pc, dstOffset, dstBytes);
        copy.land = [inner = std::move(copy.land), st, id] {
            st->removeBulk(id);
            inner();
        };
    }
    deferCopy(ref, std::move(copy));
    return Step::Next;
}

} // namespace warpscope::core::emu
