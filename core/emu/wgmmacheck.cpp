#include "core/emu/wgmmacheck.h"

#include "core/emu/program.h"
#include "core/emu/warp.h"

#include <algorithm>
#include <bit>
#include <memory>
#include <string>

namespace warpscope::core::emu {

namespace {

WgmmaState::PerWarp& stateOf(Warp& w)
{
    Cta& cta = *w.cta;
    if (!cta.wgmma)
        cta.wgmma = std::make_shared<WgmmaState>();
    if (cta.wgmma->warps.size() < cta.warpCount)
        cta.wgmma->warps.resize(cta.warpCount);
    return cta.wgmma->warps[w.id];
}

EngineMessage where(const Program& prog, std::uint32_t pc)
{
    const InstrInfo& i = prog.info[pc];
    return i.sourceLine > 0 ? engineMessage("wgmma.at_line", {numberMessage(i.sourceLine)})
                            : engineMessage("async.line_ptx", {numberMessage(i.ptxLine)});
}

EngineMessage registerName(const Program& prog, std::uint32_t slot)
{
    for (const ObservedRegister& r : prog.registers)
        if (r.bytes > 0 && slot >= r.offset && slot < r.offset + r.bytes * kWarpSize)
            return literalMessage(r.name);
    return engineMessage("wgmma.accumulator_register");
}

} // namespace

void wgmmaIssued(Warp& w, const Instr& in, const std::uint32_t* dSlots, int count, std::vector<std::uint32_t> values)
{
    WgmmaState::PerWarp& s = stateOf(w);
    WgmmaInFlight op;
    op.pc = in.pc;
    op.slots.assign(dSlots, dSlots + count);
    op.values = std::move(values);
    s.inFlight.push_back(std::move(op));
    w.wgmmaInFlight = true;
}

const std::uint32_t* wgmmaPending(Warp& w, std::uint32_t slot)
{
    WgmmaState::PerWarp& s = stateOf(w);
    for (auto op = s.inFlight.rbegin(); op != s.inFlight.rend(); ++op)
        for (std::size_t r = 0; r < op->slots.size(); ++r)
            if (op->slots[r] == slot)
                return op->values.data() + r * kWarpSize;
    return nullptr;
}

void wgmmaCommitted(Warp& w)
{
    WgmmaState::PerWarp& s = stateOf(w);
    bool any = false;
    for (WgmmaInFlight& op : s.inFlight)
        if (op.group < 0) {
            op.group = s.committed;
            any = true;
        }
    s.committed += any ? 1 : 0;
}

void wgmmaWaited(Warp& w, std::uint32_t keep)
{
    WgmmaState::PerWarp& s = stateOf(w);
    const std::int64_t newestRetired = s.committed - 1 - static_cast<std::int64_t>(keep);
    auto retired = [&](const WgmmaInFlight& op) { return op.group >= 0 && op.group <= newestRetired; };
    for (const WgmmaInFlight& op : s.inFlight) // in issue order: a chained product lands after the one it extends
        if (retired(op))
            for (std::size_t r = 0; r < op.slots.size(); ++r)
                std::copy_n(op.values.data() + r * kWarpSize, kWarpSize, w.r<std::uint32_t>(op.slots[r]));
    std::erase_if(s.inFlight, retired);
    w.wgmmaInFlight = !s.inFlight.empty();
}

void wgmmaCheckTouch(Warp& w, const Instr& in, std::uint32_t mask)
{
    const Program& prog = *w.prog;
    if (!mask || in.kind == InstructionClass::Tensor || in.pc + 1 >= prog.touchFirst.size())
        return;
    const std::uint32_t first = prog.touchFirst[in.pc], last = prog.touchFirst[in.pc + 1];
    if (first == last)
        return;
    WgmmaState::PerWarp& s = stateOf(w);
    for (std::uint32_t t = first; t < last; ++t) {
        const std::uint32_t slot = prog.touchSlots[t];
        for (const WgmmaInFlight& op : s.inFlight) {
            if (std::find(op.slots.begin(), op.slots.end(), slot) == op.slots.end())
                continue;
            Finding f;
            f.kind = Finding::Kind::AsyncHazard;
            f.otherSourceLine = prog.info[op.pc].sourceLine;
            f.otherPtxLine = prog.info[op.pc].ptxLine;
            f.otherThread = w.cta->threadOf(w.id, static_cast<std::uint32_t>(std::countr_zero(mask)));
            setFindingMessage(f,
                engineMessage(op.group < 0 ? "wgmma.touch_uncommitted" : "wgmma.touch_in_flight",
                    {literalMessage(prog.info[in.pc].opcode), registerName(prog, slot), where(prog, op.pc)}));
            raiseFinding(w, in, static_cast<std::uint32_t>(std::countr_zero(mask)), std::move(f), false);
            return;
        }
    }
}

} // namespace warpscope::core::emu
