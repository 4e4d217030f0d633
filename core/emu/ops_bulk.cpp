// Bulk asynchronous copies (PTX ISA 8.x, sm_90): cp.async.bulk global -> shared::cta / ::cluster
// with mbarrier::complete_tx (and .multicast::cluster), shared::cta -> shared::cluster, shared::cta ->
// global in bulk async-groups, cp.reduce.async.bulk, commit_group / wait_group{.read}, prefetch.
//
// When the bytes land: a copy reads its source at issue and writes its destination later, when a
// thread observes its completion (an mbarrier wait on its barrier, or wait_group for its group), or
// when the CTA ends. A read of the destination before that wait sees the old bytes, as it may on a
// GPU; the emulator picks the latest moment a correct kernel allows, so such a read is always stale.
#include "core/emu/bulkcommon.h"
#include "core/emu/memaccess.h"

#include <cstring>

namespace warpscope::core::emu {

namespace {

enum BulkKind : std::uint8_t { ToSharedMbar, SharedToClusterMbar, ToGlobalGroup };

/// Instr::flags bit of a bulk copy: .multicast::cluster (src2 holds the CTA mask).
constexpr std::uint8_t kMulticast = 1;

Step bulkCopyOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const std::uint32_t* L = w.prog->lists.data() + in.target;
    const bool reduce = in.count == 2;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const int lane = std::countr_zero(m);
        const std::uint32_t size = w.r<std::uint32_t>(in.src1)[lane];
        Step step = Step::Next;
        const std::uint64_t dstAddr = laneAddress(w, L, lane);
        const std::uint64_t srcAddr = laneAddress(w, L + kAddrWords, lane);
        if (size % 16 != 0) {
            Finding f;
            f.kind = Finding::Kind::Misaligned;
            setFindingMessage(f, engineMessage("bulk.size_multiple", {numberMessage(size)}));
            return raiseFinding(w, in, static_cast<std::uint32_t>(lane), std::move(f), true);
        }
        const HostRange src
            = resolveRange(w, in, specSpace(L + kAddrWords), lane, srcAddr, size, 16, AccessKind::Load, step);
        if (!src.host)
            return step;
        const HostRange dst = resolveRange(
            w, in, specSpace(L), lane, dstAddr, size, 16, reduce ? AccessKind::Atomic : AccessKind::Store, step);
        if (!dst.host)
            return step;
        // the source is read now (a GPU reads it at some point before completion)
        auto data = std::make_shared<std::vector<std::byte>>(src.host, src.host + size);
        const ObservedSpace srcSpace
            = in.op == ToGlobalGroup || in.op == SharedToClusterMbar ? ObservedSpace::Shared : ObservedSpace::Global;
        std::vector<std::uint64_t> chunks;
        for (std::uint64_t o = 0; o < size; o += 16)
            chunks.push_back(src.offset + o);
        if (src.owner == nullptr || src.owner == w.cta)
            observeAsync(w, in.pc, srcSpace, AccessKind::Load, chunks, 16);
        const BulkRed op = static_cast<BulkRed>(in.round);
        const RedType t = static_cast<RedType>(in.size);
        const unsigned elem = t == RedType::F16 || t == RedType::BF16                          ? 2
            : t == RedType::U64 || t == RedType::S64 || t == RedType::F64 || t == RedType::B64 ? 8
                                                                                               : 4;
        auto writeTo = [&w, pc = in.pc, data, reduce, op, t, elem](
                           std::byte* host, Cta* owner, std::uint64_t offset, bool shared) {
            if (reduce)
                for (std::size_t o = 0; o < data->size(); o += elem)
                    reduceElement(op, t, host + o, data->data() + o);
            else
                std::memcpy(host, data->data(), data->size());
            if (owner != nullptr && owner != w.cta)
                return;
            std::vector<std::uint64_t> at;
            for (std::uint64_t o = 0; o < data->size(); o += 16)
                at.push_back(offset + o);
            observeAsync(w, pc, shared ? ObservedSpace::Shared : ObservedSpace::Global,
                reduce ? AccessKind::Atomic : AccessKind::Store, at, 16);
        };
        if (in.op == ToGlobalGroup) {
            queueBulkGroup(w, lane, {[writeTo, dst] { writeTo(dst.host, nullptr, dst.offset, false); }, 0});
            continue;
        }
        std::uint32_t ranks = 0; // multicast: the same offsets in every CTA of the mask
        if (in.flags & kMulticast)
            ranks = w.r<std::uint16_t>(in.src2)[lane];
        if (!ranks) {
            const bool own = dst.owner == nullptr || dst.owner == w.cta;
            if (queueOnBarrier(w, in, lane, L + 2 * kAddrWords, kNoPc,
                    {[writeTo, dst] { writeTo(dst.host, dst.owner, dst.offset, true); }, size}, dst.offset,
                    own ? size : 0)
                == Step::Fault)
                return Step::Fault;
            continue;
        }
        const std::size_t ctas = w.cta->cluster ? w.cta->cluster->ctas.size() : 1;
        for (std::uint32_t r = 0; r < 16; ++r) {
            if (!(ranks & (1u << r)))
                continue;
            if (r >= ctas) {
                Finding f;
                f.kind = Finding::Kind::OutOfBounds;
                setFindingMessage(f,
                    ctas == 1 ? engineMessage("bulk.multicast_rank_one", {numberMessage(r)})
                              : engineMessage("bulk.multicast_rank", {numberMessage(r), numberMessage(ctas)}));
                return raiseFinding(w, in, static_cast<std::uint32_t>(lane), std::move(f), true);
            }
            Cta* owner = w.cta->cluster ? w.cta->cluster->ctas[r] : w.cta;
            const std::uint64_t off = dst.offset;
            if (queueOnBarrier(w, in, lane, L + 2 * kAddrWords, r,
                    {[writeTo, owner, off] { writeTo(owner->shared + off, owner, off, true); }, size}, off, size)
                == Step::Fault)
                return Step::Fault;
        }
    }
    return Step::Next;
}

Step commitGroupOp(Warp& w, const Instr&, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    HopperUnits& H = hopperOf(*w.cta);
    forLanes(mask, [&](int lane) {
        const std::uint32_t t = w.id * kWarpSize + static_cast<std::uint32_t>(lane);
        auto it = H.open.find(t);
        H.committed[t].emplace_back(it == H.open.end() ? std::vector<DeferredCopy> {} : std::move(it->second));
        if (it != H.open.end())
            H.open.erase(it);
    });
    return Step::Next;
}

Step waitGroupOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask || !w.cta->hopper)
        return Step::Next;
    HopperUnits& H = *w.cta->hopper;
    const auto keep = static_cast<std::size_t>(in.imm);
    forLanes(mask, [&](int lane) {
        auto it = H.committed.find(w.id * kWarpSize + static_cast<std::uint32_t>(lane));
        if (it == H.committed.end())
            return;
        auto& groups = it->second;
        // every group but the `keep` most recent ones completes now
        while (groups.size() > keep) {
            for (DeferredCopy& c : groups.front())
                c.land();
            groups.erase(groups.begin());
        }
    });
    return Step::Next;
}

Status decodeBulkGroupOps(Decoder& d, const ptx::Instruction& ins, Mods& mods, int which)
{
    Instr in;
    in.kind = InstructionClass::AsyncCopy;
    if (which == 0) {
        if (!ins.operands.empty())
            return d.bad(ins, "takes no operands");
        in.fn = commitGroupOp;
    } else {
        mods.take("read"); // the source may be reused: the emulator's copies have read it at issue
        if (auto s = expectOperands(d, ins, 1, "N"); !s)
            return s;
        if (ins.operands[0].kind != ptx::Operand::Kind::Integer || ins.operands[0].value < 0)
            return d.bad(ins, "the group count must be a non-negative integer constant");
        in.fn = waitGroupOp;
        in.imm = ins.operands[0].value;
    }
    d.emit(in);
    return Ok {};
}

/// Reduction operator and element type modifiers; false when absent or not a valid pair.
bool takeReduction(Mods& mods, BulkRed& op, RedType& t)
{
    const int o = mods.takeOneOf({"add", "min", "max", "inc", "dec", "and", "or", "xor"});
    if (o < 0)
        return false;
    op = static_cast<BulkRed>(o);
    mods.take("noftz");
    switch (mods.takeType()) {
    case PtxType::U32:
        t = RedType::U32;
        break;
    case PtxType::S32:
        t = RedType::S32;
        break;
    case PtxType::U64:
        t = RedType::U64;
        break;
    case PtxType::S64:
        t = RedType::S64;
        break;
    case PtxType::F16:
        t = RedType::F16;
        break;
    case PtxType::BF16:
        t = RedType::BF16;
        break;
    case PtxType::F32:
        t = RedType::F32;
        break;
    case PtxType::F64:
        t = RedType::F64;
        break;
    case PtxType::B32:
        t = RedType::B32;
        break;
    case PtxType::B64:
        t = RedType::B64;
        break;
    default:
        return false;
    }
    return true;
}

Status decodeBulkCopy(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool reduce)
{
    Instr in;
    in.fn = bulkCopyOp;
    in.kind = InstructionClass::AsyncCopy;
    in.count = reduce ? 2 : 1;
    const int dstSpace = mods.takeOneOf({"shared::cluster", "shared::cta", "global"});
    const int srcSpace = mods.takeOneOf({"global", "shared::cta"});
    const bool mbar = mods.take("mbarrier::complete_tx::bytes");
    const bool group = mods.take("bulk_group");
    if (mods.take("multicast::cluster"))
        in.flags |= kMulticast;
    mods.take("level::cache_hint");
    mods.take("cp_mask"); // byte masks (sm_100) are refused below by the operand count
    if (reduce) {
        BulkRed op {};
        RedType t {};
        if (!takeReduction(mods, op, t))
            return d.unsupported(ins, "reduction operator or type");
        in.round = static_cast<std::uint8_t>(op);
        in.size = static_cast<std::uint8_t>(t);
    }
    if (dstSpace < 0 || srcSpace < 0 || mbar == group || !mods.leftover().empty())
        return d.unsupported(ins);
    if (dstSpace == 2 && (srcSpace != 1 || !group))
        return d.unsupported(ins);
    if (dstSpace != 2 && !mbar)
        return d.unsupported(ins);
    in.op = dstSpace == 2 ? ToGlobalGroup : srcSpace == 1 ? SharedToClusterMbar : ToSharedMbar;
    const auto& o = ins.operands;
    const std::size_t need = mbar ? 4 : 3;
    const std::size_t extra = (in.flags & kMulticast) ? 1 : 0;
    // a trailing cache-policy operand (.level::cache_hint) is read and ignored
    if (o.size() < need + extra || o.size() > need + extra + 1)
        return d.bad(ins, "wrong number of operands (" + std::to_string(o.size()) + ")");
    std::vector<std::uint32_t> list;
    const MemSpace dstMs = dstSpace == 2 ? MemSpace::Global : MemSpace::Shared;
    const MemSpace srcMs = srcSpace == 0 ? MemSpace::Global : MemSpace::Shared;
    if (auto s = addAddressWords(d, ins, o[0], dstMs, list); !s)
        return s;
    if (auto s = addAddressWords(d, ins, o[1], srcMs, list); !s)
        return s;
    if (mbar)
        if (auto s = addAddressWords(d, ins, o[3], MemSpace::Shared, list); !s)
            return s;
    Slots sl(d);
    in.src1 = sl.src(o[2], PtxType::U32);
    if (extra)
        in.src2 = sl.src(o[4], PtxType::U16);
    if (auto s = sl.status(); !s)
        return s;
    in.target = d.addList(list);
    d.emit(in);
    return Ok {};
}

/// The decoder of the other cp.* forms (cp.async, non-bulk), registered before this family.
DecodeFn g_otherCp = nullptr;

Status decodeCp(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    Mods probe(ins.opcode);
    const bool bulk = probe.take("bulk");
    const bool mbarrierArrive = probe.take("mbarrier") && probe.take("arrive");
    if (mbarrierArrive) {
        mods.take("async");
        mods.take("mbarrier");
        mods.take("arrive");
        return decodeCpAsyncMbarrierArrive(d, ins, mods);
    }
    if (!bulk)
        return g_otherCp ? g_otherCp(d, ins, mods) : d.unsupported(ins);
    const bool reduce = mods.take("reduce");
    if (!mods.take("async") || !mods.take("bulk"))
        return d.unsupported(ins);
    if (mods.take("tensor"))
        return decodeBulkTensor(d, ins, mods, reduce);
    if (!reduce) {
        if (mods.take("commit_group"))
            return decodeBulkGroupOps(d, ins, mods, 0);
        if (mods.take("wait_group"))
            return decodeBulkGroupOps(d, ins, mods, 1);
        if (mods.take("prefetch")) {
            // an L2 hint: nothing to emulate
            mods.take("L2");
            mods.take("global");
            mods.take("level::cache_hint");
            Instr in;
            in.fn = [](Warp&, const Instr&, std::uint32_t) { return Step::Next; };
            in.kind = InstructionClass::Other;
            d.emit(in);
            return Ok {};
        }
    }
    return decodeBulkCopy(d, ins, mods, reduce);
}

} // namespace

void registerBulkOps(DecodeTable& t)
{
    // "cp" is shared with cp.async (ops_cpasync.cpp): keep its decoder for the forms that are not ours
    if (const auto it = t.find("cp"); it != t.end() && it->second != decodeCp)
        g_otherCp = it->second;
    t["cp"] = decodeCp;
}

} // namespace warpscope::core::emu
