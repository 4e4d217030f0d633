// Locating findings (kernel, PTX and source line, block, thread) and sending events to observers.
#include "core/common/demangle.h"
#include "core/common/tripletext.h"
#include "core/emu/warp.h"

#include <string>

namespace warpscope::core::emu {

namespace { } // namespace

Step raiseFinding(Warp& w, const Instr& in, std::uint32_t lane, Finding f, bool fatal)
{
    Cta& cta = *w.cta;
    const InstrInfo& info = w.prog->info[in.pc];
    f.kernel = w.prog->kernel;
    f.ptxLine = info.ptxLine;
    f.sourceLine = info.sourceLine;
    f.block = cta.ctaid;
    f.thread = cta.threadOf(w.id, lane);
    // in reportAll mode, fold repeats of one fault (same kind, line and buffer) into a count
    if (!fatal)
        for (auto& old : cta.findings)
            if (old.kind == f.kind && old.ptxLine == f.ptxLine && old.buffer == f.buffer) {
                ++old.count;
                return Step::Next;
            }
    const bool boundsAdvice = f.kind == Finding::Kind::OutOfBounds || f.kind == Finding::Kind::Misaligned;
    const EngineMessage where = findingLocation(f);
    f.message += engineMessageText(where);
    if (boundsAdvice)
        f.message += engineMessageText(engineMessage("advice.check_bounds"));
    // a message without ids (an instruction's own wording) stays English in every language
    if (!f.messageParts.empty()) {
        f.messageParts.push_back(where);
        if (boundsAdvice)
            f.messageParts.push_back(engineMessage("advice.check_bounds"));
    }
    cta.findings.push_back(std::move(f));
    if (!fatal)
        return Step::Next;
    cta.stopped = true;
    return Step::Fault;
}

void emitMemory(
    Warp& w, const Instr& in, std::uint32_t mask, const std::uint64_t* addresses, ObservedSpace space, AccessKind kind)
{
    if (space == ObservedSpace::Shared && w.cta->cluster) {
        // another CTA's shared memory (distributed shared memory) is not this CTA's: the per-CTA
        // sanitizers would read its offsets as their own
        for (std::uint32_t m = mask; m; m &= m - 1)
            if (addresses[std::countr_zero(m)] >= kClusterRankStride)
                mask &= ~(1u << std::countr_zero(m));
        if (!mask)
            return;
    }
    MemoryEvent e;
    e.pc = in.pc;
    e.warp = w.id;
    e.activeMask = mask;
    e.space = space;
    e.kind = kind;
    e.bytes = in.size;
    e.vector = in.count;
    const InstrInfo& info = w.prog->info[in.pc];
    e.ptxLine = info.ptxLine;
    e.sourceLine = info.sourceLine;
    e.addresses = addresses;
    for (CtaObserver* o : w.sinks->memory)
        o->onMemory(e);
}

} // namespace warpscope::core::emu
