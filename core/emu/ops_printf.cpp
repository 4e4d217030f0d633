// The CUDA runtime's device-side calls that NVRTC leaves as external functions: vprintf (printf)
// and __assertfail (assert). vprintf formats at once and keeps the line in the CTA's part of the
// printf FIFO; __assertfail is a fatal finding, as a GPU stops the kernel with cudaErrorAssert.
#include "core/emu/deviceprintf.h"
#include "core/emu/opscommon.h"

#include <algorithm>
#include <optional>

namespace warpscope::core::emu {

namespace {

/// Longest string a %s (or an assert's text) reads before it is cut.
constexpr std::uint64_t kMaxString = 64 * 1024;

/// The host bytes at a generic device address as lane `lane` sees them, and how many follow, or
/// nullptr when the address is in no allocation. Reads only: a bad pointer is reported by the
/// caller, never a fault of the emulator.
const std::byte* peek(const Warp& w, int lane, std::uint64_t addr, std::uint64_t& avail)
{
    const LaunchState& L = *w.launch;
    const std::uint64_t window = addr & ~(kWindowSize - 1);
    const std::uint64_t off = addr - window;
    auto inBlock = [&](const std::byte* base, std::uint64_t size) -> const std::byte* {
        if (!base || off >= size)
            return nullptr;
        avail = size - off;
        return base + off;
    };
    if (addr >= kModuleGlobalBase || addr < kSharedWindow) {
        const MemRegion* r = L.findRegion(addr);
        if (!r)
            return nullptr;
        avail = r->base + r->size - addr;
        return r->host + (addr - r->base);
    }
    if (window == kSharedWindow)
        return inBlock(w.cta->shared, L.sharedBytes);
    if (window == kLocalWindow)
        return inBlock(w.local + static_cast<std::size_t>(lane) * w.prog->localBytes, w.prog->localBytes);
    if (window == kConstWindow)
        return inBlock(L.constBank.data(), L.constBank.size());
    if (window == kParamWindow)
        return inBlock(L.params.data(), L.params.size());
    return nullptr;
}

std::optional<std::string> readString(const Warp& w, int lane, std::uint64_t addr)
{
    std::uint64_t avail = 0;
    const std::byte* p = peek(w, lane, addr, avail);
    if (!p)
        return std::nullopt;
    const auto* chars = reinterpret_cast<const char*>(p);
    const std::uint64_t limit = std::min(avail, kMaxString);
    const auto* end = static_cast<const char*>(std::memchr(chars, 0, limit));
    if (!end && limit == avail)
        return std::nullopt; // runs off the end of its allocation without a terminator
    return std::string(chars, end ? static_cast<std::size_t>(end - chars) : limit);
}

/// Call argument k of lane i: the list holds (slot, bytes) pairs.
std::uint64_t callArg(const Warp& w, const Instr& in, std::uint32_t k, int lane)
{
    const std::uint32_t slot = w.prog->lists[in.target + 2 * k];
    const std::uint32_t bytes = w.prog->lists[in.target + 2 * k + 1];
    if (bytes >= 8)
        return w.r<std::uint64_t>(slot)[lane];
    return w.r<std::uint32_t>(slot)[lane];
}

void keepLine(Warp& w, const Instr& in, std::uint32_t lane, std::string text)
{
    Cta& cta = *w.cta;
    PrintfLine line;
    line.block = cta.ctaid;
    line.thread = cta.threadOf(w.id, lane);
    const InstrInfo& info = w.prog->info[in.pc];
    line.sourceLine = info.sourceLine;
    line.ptxLine = info.ptxLine;
    line.text = std::move(text);
    const std::uint64_t cost = printfFifoCost(line);
    if (cta.printfTruncated || cta.printfBytes + cost > w.launch->printfFifo) {
        cta.printfTruncated = true; // the whole launch's FIFO cannot hold more than this CTA's part
        return;
    }
    cta.printfBytes += cost;
    cta.printfLines.push_back(std::move(line));
}

/// vprintf(format, args) for each lane of mask, in lane order; in.dst receives printf's return value.
Step vprintfOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    Step step = Step::Next;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const int lane = std::countr_zero(m);
        const std::uint64_t fmtAddr = callArg(w, in, 0, lane);
        const std::uint64_t argsAddr = callArg(w, in, 1, lane);
        int ret = -1;
        std::optional<EngineMessage> error;
        if (fmtAddr != 0) {
            if (const auto fmt = readString(w, lane, fmtAddr)) {
                PrintfMemory mem;
                mem.readArg = [&](std::uint64_t offset, void* out, std::size_t n) {
                    std::uint64_t avail = 0;
                    const std::byte* p = peek(w, lane, argsAddr + offset, avail);
                    if (!p || avail < n)
                        return false;
                    std::memcpy(out, p, n);
                    return true;
                };
                mem.readString = [&](std::uint64_t a) { return readString(w, lane, a); };
                PrintfFormatted f = formatDevicePrintf(*fmt, mem);
                ret = f.returnValue;
                if (!f.error.empty())
                    error = std::move(f.errorMessage);
                keepLine(w, in, static_cast<std::uint32_t>(lane), std::move(f.text));
            } else {
                error = engineMessage("printf.bad_format");
            }
        }
        if (in.flags & kHasDest)
            w.r<std::int32_t>(in.dst)[lane] = ret;
        if (error) {
            Finding f;
            f.kind = Finding::Kind::Printf;
            setFindingMessage(f, engineMessage("printf.error", {std::move(*error)}));
            step = std::max(step, raiseFinding(w, in, static_cast<std::uint32_t>(lane), std::move(f), false));
        }
    }
    return step;
}

/// __assertfail(message, file, line, function, charSize): the GPU prints the assertion to the
/// printf stream for each failing thread and stops the kernel; the first lane's is the finding.
Step assertfailOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const int first = std::countr_zero(mask);
    auto text = [&](std::uint32_t k, int lane) { return readString(w, lane, callArg(w, in, k, lane)).value_or("?"); };
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const int lane = std::countr_zero(m);
        const auto block = w.cta->ctaid;
        const auto thread = w.cta->threadOf(w.id, static_cast<std::uint32_t>(lane));
        keepLine(w, in, static_cast<std::uint32_t>(lane),
            text(1, lane) + ":" + std::to_string(static_cast<std::uint32_t>(callArg(w, in, 2, lane))) + ": "
                + text(3, lane) + ": block: [" + std::to_string(block[0]) + "," + std::to_string(block[1]) + ","
                + std::to_string(block[2]) + "], thread: [" + std::to_string(thread[0]) + ","
                + std::to_string(thread[1]) + "," + std::to_string(thread[2]) + "] Assertion `" + text(0, lane)
                + "` failed.\n");
    }
    Finding f;
    f.kind = Finding::Kind::Assert;
    setFindingMessage(f,
        engineMessage("assert.failed",
            {literalMessage(text(0, first)), literalMessage(text(3, first)), literalMessage(text(1, first)),
                numberMessage(static_cast<std::uint32_t>(callArg(w, in, 2, first)))}));
    return raiseFinding(w, in, static_cast<std::uint32_t>(first), std::move(f), true);
}

/// (slot, bytes) of a call argument or result: a .param variable, a register, or (arguments only)
/// an immediate.
Status argSlot(Decoder& d, const ptx::Operand& op, bool isResult, std::vector<std::uint32_t>& out)
{
    if (op.kind == ptx::Operand::Kind::Register) {
        const Symbol* s = d.lookup(op.name);
        if (!s || (s->kind != Symbol::Kind::LaneParam && s->kind != Symbol::Kind::Register))
            return d.bad(op, "'" + op.name + "' is not a .param variable or register");
        out.push_back(s->slot);
        out.push_back(s->bytes);
        return Ok {};
    }
    if (isResult)
        return d.bad(op, "a call result must be a .param variable or a register");
    auto r = d.src(op, PtxType::B64);
    if (!r)
        return r.error();
    out.push_back(*r);
    out.push_back(8);
    return Ok {};
}

} // namespace

bool isRuntimeCall(const std::string& name)
{
    return name == "vprintf" || name == "__assertfail";
}

Status decodeRuntimeCall(Decoder& d, const ptx::Instruction& ins, const std::string& callee, const ptx::Operand* rets,
    const ptx::Operand* args)
{
    const bool isPrintf = callee == "vprintf";
    const std::size_t want = isPrintf ? 2 : 5;
    const std::size_t n = args ? args->elements.size() : 0;
    if (n != want)
        return d.bad(
            ins, "passes " + std::to_string(n) + " arguments to '" + callee + "', which takes " + std::to_string(want));
    std::vector<std::uint32_t> slots;
    for (const auto& op : args->elements)
        if (auto s = argSlot(d, op, false, slots); !s)
            return s;
    Instr in;
    in.fn = isPrintf ? vprintfOp : assertfailOp;
    in.kind = isPrintf ? InstructionClass::Call : InstructionClass::Exit;
    in.target = d.addList(slots);
    if (rets && !rets->elements.empty()) {
        std::vector<std::uint32_t> ret;
        if (auto s = argSlot(d, rets->elements[0], true, ret); !s)
            return s;
        if (!isPrintf || ret[1] != 4)
            return d.bad(ins, "'" + callee + "' returns " + (isPrintf ? "one .b32" : "nothing"));
        in.dst = ret[0];
        in.flags |= kHasDest;
    }
    d.emit(in);
    return Ok {};
}

} // namespace warpscope::core::emu
