// Warp collectives: shfl.sync, vote.sync (all any uni ballot), match.sync (any all), redux.sync,
// activemask, elect.sync. A collective runs once every non-exited lane of its member mask is at it;
// lanes that arrive first wait at the instruction (Warp::collWait) and the scheduler merges them
// with the rest when those reach the same pc.
#include "core/emu/collective.h"
#include "core/emu/opscommon.h"

#include <cstdio>

namespace warpscope::core::emu {

namespace {

std::uint32_t uniform(const Warp& w, std::uint32_t slot, std::uint32_t mask)
{
    return w.r<std::uint32_t>(slot)[std::countr_zero(mask)];
}

/// Decides whether the collective can run now. Returns -1 to run; otherwise the handler's Step.
std::optional<Step> gate(Warp& w, const Instr& in, std::uint32_t mask, std::uint32_t member)
{
    if (mask & ~member) {
        Finding f;
        f.kind = Finding::Kind::BadWarpSyncMask;
        setFindingMessage(f, engineMessage("warpsync.not_member_op", {literalMessage(w.prog->info[in.pc].opcode)}));
        return raiseFinding(w, in, static_cast<std::uint32_t>(std::countr_zero(mask & ~member)), std::move(f), true);
    }
    if ((member & ~w.exited & ~mask) == 0)
        return std::nullopt;
    // wait here for the missing members; guarded-off lanes move on
    w.collWait |= mask;
    for (std::uint32_t m = w.active; m; m &= m - 1) {
        const auto i = static_cast<unsigned>(std::countr_zero(m));
        w.lanePc[i] = (mask >> i) & 1u ? w.pc : w.pc + 1;
    }
    return w.reschedule() ? Step::Control : Step::Block;
}

/// A shfl.sync that names a lane that has exited (or was never a thread of the block), or reads a lane
/// that is not taking part (exited, about to exit, or elsewhere): on a GPU the value read is undefined.
/// Reported once per line (folded), and the run goes on with the lane's last register value, so the
/// other findings of the launch still show.
void exitedLaneFinding(Warp& w, const Instr& in, std::uint32_t lane, std::uint32_t gone, bool inMask)
{
    const auto dead = static_cast<std::uint32_t>(std::countr_zero(gone));
    const std::uint32_t first = w.id * kWarpSize + dead;
    EngineMessage state = engineMessage(first >= w.cta->threads ? "shfl.lane_not_thread"
            : (w.exited >> dead) & 1u                           ? "shfl.lane_exited"
                                                                : "shfl.lane_elsewhere");
    char mask[16];
    std::snprintf(mask, sizeof mask, "0x%08x", gone);
    Finding f;
    f.kind = Finding::Kind::BadWarpSyncMask;
    setFindingMessage(f,
        inMask ? engineMessage("shfl.mask_names_lane", {numberMessage(dead), literalMessage(mask), std::move(state)})
               : engineMessage("shfl.reads_lane", {numberMessage(dead), std::move(state)}));
    raiseFinding(w, in, lane, std::move(f), false);
}

Step shflOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const std::uint32_t member = uniform(w, in.src3, mask);
    if (const std::optional<Step> g = gate(w, in, mask, member))
        return *g;
    if (const std::uint32_t gone = member & w.exited; gone)
        exitedLaneFinding(w, in, static_cast<std::uint32_t>(std::countr_zero(mask)), gone, true);
    const std::uint32_t* a = w.r<std::uint32_t>(in.src0);
    const std::uint32_t* b = w.r<std::uint32_t>(in.src1);
    const std::uint32_t* c = w.r<std::uint32_t>(in.src2);
    std::uint32_t src[kWarpSize];
    std::memcpy(src, a, sizeof src);
    std::uint32_t* d = w.r<std::uint32_t>(in.dst);
    std::uint32_t valid = 0;
    std::uint32_t readDead = 0; ///< the first lane read that is not taking part, as a bit
    std::uint32_t deadReader = 0;
    forLanes(mask, [&](int lane) {
        const std::uint32_t bval = b[lane] & 31u;
        const std::uint32_t cval = c[lane] & 31u;
        const std::uint32_t segmask = (c[lane] >> 8) & 31u;
        const std::uint32_t maxLane = (static_cast<std::uint32_t>(lane) & segmask) | (cval & ~segmask);
        const std::uint32_t minLane = static_cast<std::uint32_t>(lane) & segmask;
        std::int32_t j = 0;
        bool ok = false;
        switch (in.op) {
        case 0: // up
            j = lane - static_cast<std::int32_t>(bval);
            ok = j >= static_cast<std::int32_t>(maxLane);
            break;
        case 1: // down
            j = lane + static_cast<std::int32_t>(bval);
            ok = j <= static_cast<std::int32_t>(maxLane);
            break;
        case 2: // bfly
            j = lane ^ static_cast<std::int32_t>(bval);
            ok = j <= static_cast<std::int32_t>(maxLane);
            break;
        default: // idx
            j = static_cast<std::int32_t>(minLane | (bval & ~segmask));
            ok = j <= static_cast<std::int32_t>(maxLane);
            break;
        }
        if (!ok)
            j = lane;
        d[lane] = src[j];
        valid |= static_cast<std::uint32_t>(ok) << lane;
        // the gate let every live member arrive, so a source outside `mask` has exited or is elsewhere
        if (!((mask >> j) & 1u) && readDead == 0) {
            readDead = 1u << j;
            deadReader = static_cast<std::uint32_t>(lane);
        }
    });
    // a lane named by the member mask is reported above; a read of any other exited lane here
    if (readDead && !(member & w.exited))
        exitedLaneFinding(w, in, deadReader, readDead, false);
    if (in.flags & kHasDest)
        setPredLanes(w.pred(in.dst2), mask, valid);
    return Step::Next;
}

Step voteOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const std::uint32_t member = uniform(w, in.src3, mask);
    if (const std::optional<Step> g = gate(w, in, mask, member))
        return *g;
    const std::uint32_t p = w.pred(in.src0) & mask;
    switch (in.op) {
    case 0: // all
        setPredLanes(w.pred(in.dst), mask, p == mask ? kFullMask : 0u);
        break;
    case 1: // any
        setPredLanes(w.pred(in.dst), mask, p != 0 ? kFullMask : 0u);
        break;
    case 2: // uni
        setPredLanes(w.pred(in.dst), mask, (p == 0 || p == mask) ? kFullMask : 0u);
        break;
    default: { // ballot
        std::uint32_t* d = w.r<std::uint32_t>(in.dst);
        forLanes(mask, [&](int i) { d[i] = p; });
        break;
    }
    }
    return Step::Next;
}

template <class T> Step matchOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const std::uint32_t member = uniform(w, in.src3, mask);
    if (const std::optional<Step> g = gate(w, in, mask, member))
        return *g;
    const T* a = w.r<T>(in.src0);
    std::uint32_t* d = w.r<std::uint32_t>(in.dst);
    if (in.op == 0) { // any
        std::uint32_t result[kWarpSize] = {};
        forLanes(mask, [&](int i) {
            std::uint32_t same = 0;
            forLanes(mask, [&](int j) { same |= static_cast<std::uint32_t>(a[j] == a[i]) << j; });
            result[i] = same;
        });
        forLanes(mask, [&](int i) { d[i] = result[i]; });
    } else { // all
        bool all = true;
        const T first = a[std::countr_zero(mask)];
        forLanes(mask, [&](int i) { all = all && a[i] == first; });
        forLanes(mask, [&](int i) { d[i] = all ? mask : 0u; });
        if (in.flags & kHasDest)
            setPredLanes(w.pred(in.dst2), mask, all ? kFullMask : 0u);
    }
    return Step::Next;
}

Step reduxOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const std::uint32_t member = uniform(w, in.src3, mask);
    if (const std::optional<Step> g = gate(w, in, mask, member))
        return *g;
    const std::uint32_t* a = w.r<std::uint32_t>(in.src0);
    const bool sg = in.size != 0;
    std::uint32_t acc = 0;
    bool first = true;
    forLanes(mask, [&](int i) {
        const std::uint32_t v = a[i];
        if (first) {
            acc = v;
            first = false;
            return;
        }
        switch (in.op) {
        case 0:
            acc += v;
            break;
        case 1:
            acc = sg
                ? static_cast<std::uint32_t>(std::min(static_cast<std::int32_t>(acc), static_cast<std::int32_t>(v)))
                : std::min(acc, v);
            break;
        case 2:
            acc = sg
                ? static_cast<std::uint32_t>(std::max(static_cast<std::int32_t>(acc), static_cast<std::int32_t>(v)))
                : std::max(acc, v);
            break;
        case 3:
            acc &= v;
            break;
        case 4:
            acc |= v;
            break;
        default:
            acc ^= v;
            break;
        }
    });
    std::uint32_t* d = w.r<std::uint32_t>(in.dst);
    forLanes(mask, [&](int i) { d[i] = acc; });
    return Step::Next;
}

Step activemaskOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    std::uint32_t* d = w.r<std::uint32_t>(in.dst);
    const std::uint32_t active = w.active;
    forLanes(mask, [&](int i) { d[i] = active; });
    return Step::Next;
}

Step electOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const std::uint32_t member = uniform(w, in.src3, mask);
    if (const std::optional<Step> g = gate(w, in, mask, member))
        return *g;
    const auto leader = static_cast<std::uint32_t>(std::countr_zero(mask & member));
    std::uint32_t* d = w.r<std::uint32_t>(in.dst);
    forLanes(mask, [&](int i) { d[i] = leader; });
    if (in.flags & kHasDest)
        setPredLanes(w.pred(in.dst2), mask, 1u << leader);
    return Step::Next;
}

/// d|p as two destinations: the data register and the optional predicate after '|'.
Status pairDest(Slots& sl, const ptx::Operand& op, PtxType t, Instr& in)
{
    ptx::Operand main = op;
    main.pairPredicate.clear();
    in.dst = sl.dst(main, t);
    if (!op.pairPredicate.empty()) {
        ptx::Operand q = op;
        q.name = op.pairPredicate;
        q.pairPredicate.clear();
        q.kind = q.name == "_" ? ptx::Operand::Kind::Sink : ptx::Operand::Kind::Register;
        in.dst2 = sl.predDst(q);
        in.flags |= kHasDest;
    }
    return sl.status();
}

Status decodeShfl(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    if (!mods.take("sync"))
        return d.unsupported(ins, "shfl without .sync (removed in PTX 6.4)");
    const int mode = mods.takeOneOf({"up", "down", "bfly", "idx"});
    mods.takeType();
    if (mode < 0)
        return d.bad(ins, "shfl needs .up, .down, .bfly or .idx");
    if (auto s = expectOperands(d, ins, 5, "d[|p], a, b, c, membermask"); !s)
        return s;
    Instr in;
    in.fn = shflOp;
    in.op = static_cast<std::uint8_t>(mode);
    in.kind = InstructionClass::Collective;
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], PtxType::B32);
    in.src1 = sl.src(ins.operands[2], PtxType::B32);
    in.src2 = sl.src(ins.operands[3], PtxType::B32);
    in.src3 = sl.src(ins.operands[4], PtxType::B32);
    if (auto s = pairDest(sl, ins.operands[0], PtxType::B32, in); !s)
        return s;
    d.emit(in);
    return Ok {};
}

Status decodeVote(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    if (!mods.take("sync"))
        return d.unsupported(ins, "vote without .sync (removed in PTX 6.4)");
    const int mode = mods.takeOneOf({"all", "any", "uni", "ballot"});
    const PtxType t = mods.takeType();
    if (mode < 0)
        return d.bad(ins, "vote needs .all, .any, .uni or .ballot");
    if (auto s = expectOperands(d, ins, 3, "d, {!}a, membermask"); !s)
        return s;
    Instr in;
    in.fn = voteOp;
    in.op = static_cast<std::uint8_t>(mode);
    in.kind = InstructionClass::Collective;
    Slots sl(d);
    in.src0 = sl.predSrc(ins.operands[1]);
    in.src3 = sl.src(ins.operands[2], PtxType::B32);
    in.dst = mode == 3 ? sl.dst(ins.operands[0], t == PtxType::None ? PtxType::B32 : t) : sl.predDst(ins.operands[0]);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

Status decodeMatch(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    mods.take("sync");
    const int mode = mods.takeOneOf({"any", "all"});
    const PtxType t = mods.takeType();
    if (mode < 0 || (ptxTypeBytes(t) != 4 && ptxTypeBytes(t) != 8))
        return d.bad(ins, "match needs .any or .all and .b32 or .b64");
    if (auto s = expectOperands(d, ins, 3, "d[|p], a, membermask"); !s)
        return s;
    Instr in;
    in.fn = ptxTypeBytes(t) == 8 ? matchOp<std::uint64_t> : matchOp<std::uint32_t>;
    in.op = static_cast<std::uint8_t>(mode);
    in.kind = InstructionClass::Collective;
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], t);
    in.src3 = sl.src(ins.operands[2], PtxType::B32);
    if (auto s = pairDest(sl, ins.operands[0], PtxType::B32, in); !s)
        return s;
    d.emit(in);
    return Ok {};
}

Status decodeRedux(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    mods.take("sync");
    const int op = mods.takeOneOf({"add", "min", "max", "and", "or", "xor"});
    const PtxType t = mods.takeType();
    if (op < 0 || ptxTypeBytes(t) != 4 || !isIntType(t))
        return d.unsupported(ins);
    if (auto s = expectOperands(d, ins, 3, "d, a, membermask"); !s)
        return s;
    Instr in;
    in.fn = reduxOp;
    in.op = static_cast<std::uint8_t>(op);
    in.size = t == PtxType::S32 ? 1 : 0;
    in.kind = InstructionClass::Collective;
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], t);
    in.src3 = sl.src(ins.operands[2], PtxType::B32);
    in.dst = sl.dst(ins.operands[0], t);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

Status decodeActivemask(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    mods.takeType();
    if (auto s = expectOperands(d, ins, 1, "d"); !s)
        return s;
    Instr in;
    in.fn = activemaskOp;
    in.kind = InstructionClass::Collective;
    Slots sl(d);
    in.dst = sl.dst(ins.operands[0], PtxType::B32);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

Status decodeElect(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    mods.take("sync");
    if (auto s = expectOperands(d, ins, 2, "d|p, membermask"); !s)
        return s;
    Instr in;
    in.fn = electOp;
    in.kind = InstructionClass::Collective;
    Slots sl(d);
    in.src3 = sl.src(ins.operands[1], PtxType::B32);
    if (auto s = pairDest(sl, ins.operands[0], PtxType::B32, in); !s)
        return s;
    d.emit(in);
    return Ok {};
}

} // namespace

std::optional<Step> collectiveGate(Warp& w, const Instr& in, std::uint32_t mask, std::uint32_t member)
{
    return gate(w, in, mask, member);
}

void registerWarpOps(DecodeTable& t)
{
    t["shfl"] = decodeShfl;
    t["vote"] = decodeVote;
    t["match"] = decodeMatch;
    t["redux"] = decodeRedux;
    t["activemask"] = decodeActivemask;
    t["elect"] = decodeElect;
}

} // namespace warpscope::core::emu
