// Warp-wide 8x8 b16 matrix moves that feed mma.sync: ldmatrix (shared -> fragments), stmatrix
// (fragments -> shared) and movmatrix (transpose a fragment in registers), .x1 / .x2 / .x4 and .trans.
//
// Layout (PTX ISA, "Matrix fragments for ldmatrix"): matrix m's row r is the 16 bytes at the
// address lane 8m + r supplies; the 32-bit register m of lane t holds row t / 4, columns 2 (t % 4) and
// 2 (t % 4) + 1 (the lower column in the low half). .trans delivers the transposed matrix: lane t gets
// column t / 4 of rows 2 (t % 4) and 2 (t % 4) + 1.
#include "core/emu/asyncstate.h"
#include "core/emu/memaccess.h"
#include "core/emu/opscommon.h"

namespace warpscope::core::emu {

namespace {

/// Instr fields: count = 4 (event: 4 x 4 bytes per lane), src3 = matrices, op = .trans, target = the
/// register list.
constexpr std::uint8_t kTrans = 1;

/// A .sync.aligned warp instruction runs once every live lane of the warp is at it; returns nothing
/// when it runs now, otherwise the handler's Step (lanes wait at the instruction like a collective's).
std::optional<Step> alignedGate(Warp& w, const Instr& in, std::uint32_t mask)
{
    const std::uint32_t live = ~w.exited;
    if ((mask & live) == live)
        return std::nullopt;
    if (const std::uint32_t off = w.active & ~mask & live; off) {
        Finding f;
        f.kind = Finding::Kind::BadWarpSyncMask;
        setFindingMessage(f,
            engineMessage("ldmatrix.guarded_lane",
                {literalMessage(w.prog->info[in.pc].opcode), numberMessage(std::countr_zero(off))}));
        return raiseFinding(w, in, static_cast<std::uint32_t>(std::countr_zero(off)), std::move(f), true);
    }
    w.collWait |= mask;
    for (std::uint32_t m = w.active; m; m &= m - 1)
        w.lanePc[static_cast<unsigned>(std::countr_zero(m))] = w.pc;
    return w.reschedule() ? Step::Control : Step::Block;
}

/// The lanes whose addresses name the rows: 8 per matrix, from lane 0.
std::uint32_t addressLanes(const Instr& in)
{
    return in.src3 == 4 ? kFullMask : (1u << (8 * in.src3)) - 1;
}

/// The rows' host addresses (and shared offsets in off) for every address lane, with the normal
/// bounds and alignment findings; a lane that has exited cannot supply its row.
Step resolveRows(Warp& w, const Instr& in, std::uint32_t need, std::byte** row, std::uint64_t* off, bool store)
{
    const AccessKind kind = store ? AccessKind::Store : AccessKind::Load;
    if (const std::uint32_t gone = need & w.exited; gone) {
        Finding f;
        f.kind = Finding::Kind::BadWarpSyncMask;
        setFindingMessage(f,
            engineMessage("ldmatrix.exited_lane",
                {literalMessage(w.prog->info[in.pc].opcode), numberMessage(std::countr_zero(gone))}));
        return raiseFinding(w, in, static_cast<std::uint32_t>(std::countr_zero(~w.exited)), std::move(f), true);
    }
    std::uint64_t lo;
    std::uint64_t hi;
    std::uint64_t any;
    computeAddresses(w, in, need, off, lo, hi, any);
    for (std::uint32_t m = need; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        if (in.space == MemSpace::Generic) {
            if ((off[i] & ~(kWindowSize - 1)) != kSharedWindow) {
                Finding f;
                f.kind = Finding::Kind::OutOfBounds;
                f.space = "generic";
                f.address = off[i];
                setFindingMessage(f,
                    engineMessage(
                        "ldmatrix.not_shared", {literalMessage(w.prog->info[in.pc].opcode), numberMessage(i)}));
                const Step st = raiseFinding(w, in, static_cast<std::uint32_t>(i), std::move(f), !w.launch->reportAll);
                if (st == Step::Fault)
                    return Step::Fault;
                row[i] = nullptr;
                continue;
            }
            off[i] -= kSharedWindow;
        }
        Step step = Step::Next;
        row[i] = resolveLane(w, in, MemSpace::Shared, i, off[i], 16, kind, step);
        if (!row[i] && step == Step::Fault)
            return Step::Fault;
    }
    return Step::Next;
}

/// Half h (0 low, 1 high) of a 32-bit word.
inline std::uint16_t half(std::uint32_t v, unsigned h)
{
    return static_cast<std::uint16_t>(v >> (16 * h));
}

/// What ldmatrix and stmatrix do before moving data: the warp gate, the row addresses of the lanes
/// that supply one (checked; a faulting row is left null), asynccheck on them. Returns the handler's
/// Step when it must return now, else nothing, with `done` the lanes whose row resolved.
std::optional<Step> prepareRows(
    Warp& w, const Instr& in, std::uint32_t mask, bool store, std::byte** row, std::uint64_t* off, std::uint32_t& done)
{
    if (!mask)
        return Step::Next;
    if (const std::optional<Step> g = alignedGate(w, in, mask))
        return *g;
    const std::uint32_t need = addressLanes(in);
    if (resolveRows(w, in, need, row, off, store) == Step::Fault)
        return Step::Fault;
    done = 0;
    for (std::uint32_t m = need; m; m &= m - 1)
        done |= row[std::countr_zero(m)] ? 1u << std::countr_zero(m) : 0u;
    if (asyncInFlight(w))
        asyncCheckAccess(w, in, done, off, MemSpace::Shared, 16, store);
    return std::nullopt;
}

Step ldmatrixOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    std::byte* row[kWarpSize] = {};
    alignas(64) std::uint64_t off[kWarpSize] = {};
    std::uint32_t done = 0;
    if (const std::optional<Step> st = prepareRows(w, in, mask, false, row, off, done))
        return *st;
    std::uint16_t elem[kWarpSize][8] = {}; // a row that faulted (reportAll) reads as zeros
    for (std::uint32_t m = done; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        std::memcpy(elem[i], row[i], 16);
    }
    const std::uint32_t* slots = w.prog->lists.data() + in.target;
    const bool trans = in.op & kTrans;
    for (std::uint32_t k = 0; k < in.src3; ++k) {
        std::uint32_t* d = w.r<std::uint32_t>(slots[k]);
        forLanes(mask, [&](int t) {
            const unsigned r = static_cast<unsigned>(t) / 4;
            const unsigned c = 2 * (static_cast<unsigned>(t) % 4);
            d[t] = trans ? (std::uint32_t(elem[8 * k + c][r]) | std::uint32_t(elem[8 * k + c + 1][r]) << 16)
                         : (std::uint32_t(elem[8 * k + r][c]) | std::uint32_t(elem[8 * k + r][c + 1]) << 16);
        });
    }
    if (w.sinks && done)
        emitMemory(w, in, done, off, ObservedSpace::Shared, AccessKind::Load);
    return Step::Next;
}

Step stmatrixOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    std::byte* row[kWarpSize] = {};
    alignas(64) std::uint64_t off[kWarpSize] = {};
    std::uint32_t done = 0;
    if (const std::optional<Step> st = prepareRows(w, in, mask, true, row, off, done))
        return *st;
    const std::uint32_t* slots = w.prog->lists.data() + in.target;
    const bool trans = in.op & kTrans;
    for (std::uint32_t k = 0; k < in.src3; ++k) {
        const std::uint32_t* s = w.r<std::uint32_t>(slots[k]);
        for (unsigned j = 0; j < 8; ++j) {
            std::byte* p = row[8 * k + j];
            if (!p)
                continue;
            std::uint16_t out[8];
            for (unsigned c = 0; c < 8; ++c)
                out[c] = trans ? half(s[4 * c + j / 2], j % 2) : half(s[4 * j + c / 2], c % 2);
            std::memcpy(p, out, 16);
        }
    }
    // a store's event follows the store (racecheck reads the values written)
    if (w.sinks && done)
        emitMemory(w, in, done, off, ObservedSpace::Shared, AccessKind::Store);
    return Step::Next;
}

Step movmatrixOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    if (const std::optional<Step> g = alignedGate(w, in, mask))
        return *g;
    std::uint32_t a[kWarpSize];
    std::memcpy(a, w.r<std::uint32_t>(in.src0), sizeof a);
    std::uint32_t* d = w.r<std::uint32_t>(in.dst);
    // element (r, c) of the source is half c % 2 of lane 4 r + c / 2
    forLanes(mask, [&](int t) {
        const unsigned r = 2 * (static_cast<unsigned>(t) % 4);
        const unsigned c = static_cast<unsigned>(t) / 4;
        d[t] = std::uint32_t(half(a[4 * r + c / 2], c % 2)) | std::uint32_t(half(a[4 * (r + 1) + c / 2], c % 2)) << 16;
    });
    return Step::Next;
}

/// The common part of ldmatrix / stmatrix: .sync .aligned .m8n8 .x1/.x2/.x4 {.trans} {.shared} .b16.
Status decodeMatrixMove(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool store)
{
    if (!mods.take("sync") || !mods.take("aligned"))
        return d.bad(ins, std::string(mods.base()) + " needs .sync.aligned");
    const int shape = mods.takeOneOf({"m8n8", "m16n16", "m8n16", "m16n8"});
    if (shape < 0)
        return d.bad(ins, "expected a shape (.m8n8)");
    if (shape > 0)
        return d.unsupported(ins,
            "the 8-bit shapes (."
                + std::string(shape == 1 ? "m16n16"
                        : shape == 2     ? "m8n16"
                                         : "m16n8")
                + ")");
    const int num = mods.takeOneOf({"x1", "x2", "x4"});
    if (num < 0)
        return d.bad(ins, "expected .x1, .x2 or .x4");
    Instr in;
    in.op = mods.take("trans") ? kTrans : 0;
    in.space = mods.takeOneOf({"shared", "shared::cta"}) >= 0 ? MemSpace::Shared : MemSpace::Generic;
    const PtxType t = mods.takeType();
    if (t != PtxType::B16)
        return t == PtxType::None ? d.bad(ins, "expected the type .b16") : d.unsupported(ins, "a type other than .b16");
    if (!mods.leftover().empty())
        return d.unsupported(ins, "." + std::string(mods.leftover()));
    if (auto s = expectOperands(d, ins, 2, store ? "[p], r" : "r, [p]"); !s)
        return s;
    in.src3 = num == 0 ? 1u : num == 1 ? 2u : 4u;
    in.fn = store ? stmatrixOp : ldmatrixOp;
    in.kind = store ? InstructionClass::Store : InstructionClass::Load;
    in.size = 4;
    in.count = 4;
    const ptx::Operand& addr = store ? ins.operands[0] : ins.operands[1];
    const ptx::Operand& data = store ? ins.operands[1] : ins.operands[0];
    if (auto s = applyAddress(d, ins, addr, in, 16); !s)
        return s;
    if (in.space != MemSpace::Shared && in.space != MemSpace::Generic)
        return d.bad(addr, "the matrix rows must be in shared memory");
    std::vector<const ptx::Operand*> regs;
    if (data.kind == ptx::Operand::Kind::Vector)
        for (const auto& e : data.elements)
            regs.push_back(&e);
    else
        regs.push_back(&data);
    if (regs.size() != in.src3)
        return d.bad(data,
            "expected " + std::to_string(in.src3) + (in.src3 == 1 ? " register" : " registers") + " (one per matrix)");
    Slots sl(d);
    std::vector<std::uint32_t> slots;
    for (const ptx::Operand* r : regs)
        slots.push_back(store ? sl.src(*r, PtxType::B32) : sl.dst(*r, PtxType::B32));
    if (auto s = sl.status(); !s)
        return s;
    in.target = d.addList(slots);
    d.emit(in);
    return Ok {};
}

Status decodeMovmatrix(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    if (!mods.take("sync") || !mods.take("aligned"))
        return d.bad(ins, "movmatrix needs .sync.aligned");
    if (!mods.take("m8n8"))
        return d.bad(ins, "expected the shape .m8n8");
    if (!mods.take("trans"))
        return d.bad(ins, "movmatrix needs .trans");
    if (mods.takeType() != PtxType::B16)
        return d.bad(ins, "expected the type .b16");
    if (!mods.leftover().empty())
        return d.unsupported(ins, "." + std::string(mods.leftover()));
    if (auto s = expectOperands(d, ins, 2, "d, a"); !s)
        return s;
    Instr in;
    in.fn = movmatrixOp;
    in.kind = InstructionClass::Collective;
    Slots sl(d);
    in.src0 = sl.src(ins.operands[1], PtxType::B32);
    in.dst = sl.dst(ins.operands[0], PtxType::B32);
    if (auto s = sl.status(); !s)
        return s;
    d.emit(in);
    return Ok {};
}

} // namespace

void registerMatrixOps(DecodeTable& t)
{
    t["ldmatrix"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeMatrixMove(d, ins, m, false); };
    t["stmatrix"] = [](Decoder& d, const ptx::Instruction& ins, Mods& m) { return decodeMatrixMove(d, ins, m, true); };
    t["movmatrix"] = decodeMovmatrix;
}

} // namespace warpscope::core::emu
