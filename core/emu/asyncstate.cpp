// cp.async bookkeeping of a CTA: groups, retirement by the waits, landing the bytes, and asynccheck
// (shared memory touched, or a global source overwritten, while a copy is in flight).
#include "core/emu/asyncstate.h"

#include "core/common/demangle.h"
#include "core/common/tripletext.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>

namespace warpscope::core::emu {

namespace {

std::string hex(std::uint64_t v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
    return buf;
}

/// The shared variable holding offset ("dynamic shared memory" for the extern array), or empty.
std::string sharedName(const Warp& w, std::uint64_t offset)
{
    if (w.launch->dynamicShared > 0 && offset >= w.prog->dynamicSharedOffset)
        return "dynamic shared memory";
    for (const auto& v : w.prog->sharedVars)
        if (offset >= v.offset && offset < v.offset + v.bytes)
            return v.name;
    return {};
}

EngineMessage sourceOf(const Program& prog, std::uint32_t pc)
{
    const InstrInfo& i = prog.info[pc];
    return i.sourceLine > 0
        ? engineMessage("async.line_source", {numberMessage(i.sourceLine), numberMessage(i.ptxLine)})
        : engineMessage("async.line_ptx", {numberMessage(i.ptxLine)});
}

/// "shared memory at offset 0x40 ('tile')": the variable's name, or the words for the extern array.
EngineMessage sharedAt(const Warp& w, std::uint64_t offset)
{
    const std::string name = sharedName(w, offset);
    if (name.empty())
        return engineMessage("async.shared_at", {literalMessage(hex(offset))});
    const bool dynamic = w.launch->dynamicShared > 0 && offset >= w.prog->dynamicSharedOffset;
    return engineMessage("async.shared_at_named",
        {literalMessage(hex(offset)),
            dynamic ? engineMessage("place.dynamic_shared") : literalMessage(demangledName(name))});
}

/// One asynccheck finding at the accessing instruction, naming the copy (folded per line by raiseFinding).
void hazard(Warp& w, const Instr& in, std::uint32_t lane, const PendingCopy& c, std::uint64_t address,
    const std::string& space, const std::string& buffer, EngineMessage what, EngineMessage advice)
{
    const Program& prog = *w.prog;
    Finding f;
    f.kind = Finding::Kind::AsyncHazard;
    f.space = space;
    f.address = address;
    f.buffer = buffer;
    f.otherThread = w.cta->threadOf(c.warp, c.lane);
    f.otherSourceLine = prog.info[c.pc].sourceLine;
    f.otherPtxLine = prog.info[c.pc].ptxLine;
    // the accessing line's location is appended by raiseFinding
    setFindingMessage(f,
        engineMessage("async.cp_hazard",
            {std::move(what), sourceOf(prog, c.pc), literalMessage(tripleText(f.otherThread)), std::move(advice)}));
    raiseFinding(w, in, lane, std::move(f), false);
}

} // namespace

void AsyncState::reset(std::uint32_t threads, std::uint32_t sharedBytes, bool random, std::uint64_t seed)
{
    m_copies.resize((threads + kWarpSize - 1) / kWarpSize);
    for (auto& list : m_copies)
        list.clear();
    m_inFlight = 0;
    m_perThread.assign(threads, 0);
    m_commits.assign(threads, 0);
    m_shadow.assign((sharedBytes + 3) / 4, 0);
    m_random = random;
    m_rng = seed ^ 0xA0761D6478BD642Full;
    m_issues = 0;
}

std::uint64_t AsyncState::draw(std::uint64_t n)
{
    std::uint64_t z = (m_rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (z ^ (z >> 31)) % n;
}

void AsyncState::addShadow(const PendingCopy& c, int delta)
{
    const std::size_t first = c.sharedOffset / 4;
    const std::size_t last = std::min<std::size_t>((c.sharedOffset + c.bytes + 3) / 4, m_shadow.size());
    for (std::size_t k = first; k < last; ++k)
        m_shadow[k] = static_cast<std::uint16_t>(m_shadow[k] + delta);
}

void AsyncState::issue(Warp& w, PendingCopy copy)
{
    const std::size_t t = std::size_t(copy.warp) * kWarpSize + copy.lane;
    copy.group = m_commits[t];
    // default: the source is read at issue and the bytes land at the retiring wait; a random schedule
    // picks one of: land now, read now and land at the wait, read and land at the wait
    const std::uint64_t choice = m_random ? draw(3) : 1;
    if (choice <= 1 && copy.src) {
        std::memcpy(copy.data.data(), copy.src, copy.srcBytes);
        copy.sampled = true;
    }
    ++m_perThread[t];
    addShadow(copy, 1);
    std::vector<PendingCopy>& list = m_copies[copy.warp];
    list.push_back(copy);
    ++m_inFlight;
    if (choice == 0) {
        landCopy(list.back());
        emitLanded(w, &list.back(), 1);
    }
}

void AsyncState::commit(const Warp& w, std::uint32_t mask)
{
    for (std::uint32_t m = mask; m; m &= m - 1)
        ++m_commits[std::size_t(w.id) * kWarpSize + static_cast<unsigned>(std::countr_zero(m))];
}

void AsyncState::retire(Warp& w, const Instr& in, std::uint32_t mask, std::uint32_t keep, bool all)
{
    (void)in;
    std::vector<PendingCopy>& list = m_copies[w.id];
    m_landed.clear();
    std::size_t out = 0;
    for (std::size_t k = 0; k < list.size(); ++k) {
        PendingCopy& c = list[k];
        const std::size_t t = std::size_t(c.warp) * kWarpSize + c.lane;
        if (((mask >> c.lane) & 1u) && (all || std::uint64_t(c.group) + keep < m_commits[t])) {
            if (!c.landed) {
                landCopy(c);
                m_landed.push_back(c);
            }
            addShadow(c, -1);
            --m_perThread[t];
            --m_inFlight;
            continue;
        }
        if (out != k)
            list[out] = c;
        ++out;
    }
    list.resize(out);
    if (!m_landed.empty())
        emitLanded(w, m_landed.data(), m_landed.size());
}

void AsyncState::landThreads(Warp& w, std::uint32_t mask)
{
    m_landed.clear();
    for (PendingCopy& c : m_copies[w.id])
        if (((mask >> c.lane) & 1u) && !c.landed) {
            landCopy(c);
            m_landed.push_back(c);
        }
    if (!m_landed.empty())
        emitLanded(w, m_landed.data(), m_landed.size());
}

const PendingCopy* AsyncState::findShared(std::uint64_t offset, unsigned bytes) const
{
    const std::uint64_t first = offset / 4;
    const std::uint64_t last = std::min<std::uint64_t>((offset + bytes + 3) / 4, m_shadow.size());
    bool any = false;
    for (std::uint64_t k = first; k < last && !any; ++k)
        any = m_shadow[k] != 0;
    if (!any)
        return nullptr;
    for (const auto& list : m_copies)
        for (const PendingCopy& c : list)
            if (offset < std::uint64_t(c.sharedOffset) + c.bytes && c.sharedOffset < offset + bytes)
                return &c;
    return nullptr;
}

std::uint64_t AsyncState::addBulk(
    std::uint32_t warp, std::uint32_t lane, std::uint32_t pc, std::uint64_t offset, std::uint64_t bytes)
{
    BulkInFlight b;
    b.id = ++m_bulkIds;
    b.offset = offset;
    b.bytes = bytes;
    b.pc = pc;
    b.warp = warp;
    b.lane = lane;
    m_bulk.push_back(b);
    return b.id;
}

void AsyncState::removeBulk(std::uint64_t id)
{
    std::erase_if(m_bulk, [id](const BulkInFlight& b) { return b.id == id; });
}

bool AsyncState::checkBulk(
    Warp& w, const Instr& in, std::uint32_t lane, std::uint64_t offset, unsigned bytes, bool write)
{
    for (const BulkInFlight& b : m_bulk) {
        if (!(offset < b.offset + b.bytes && b.offset < offset + bytes))
            continue;
        const Program& prog = *w.prog;
        const std::string name = sharedName(w, offset);
        Finding f;
        f.kind = Finding::Kind::AsyncHazard;
        f.space = "shared";
        f.address = offset;
        f.buffer = demangledName(name);
        f.otherThread = w.cta->threadOf(b.warp, b.lane);
        f.otherSourceLine = prog.info[b.pc].sourceLine;
        f.otherPtxLine = prog.info[b.pc].ptxLine;
        setFindingMessage(f,
            engineMessage("async.bulk_hazard",
                {engineMessage(write ? "async.overwrote" : "async.read", {sharedAt(w, offset)}), sourceOf(prog, b.pc),
                    literalMessage(tripleText(f.otherThread))}));
        raiseFinding(w, in, lane, std::move(f), false);
        return true;
    }
    return false;
}

void AsyncState::checkShared(
    Warp& w, const Instr& in, std::uint32_t mask, const std::uint64_t* addr, unsigned bytes, bool write)
{
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
        if (addr[lane] >= kClusterRankStride)
            continue; // another CTA's shared memory: its own copies are its own business
        if (!m_bulk.empty())
            if (checkBulk(w, in, lane, addr[lane], bytes, write))
                continue;
        const PendingCopy* c = findShared(addr[lane], bytes);
        if (!c)
            continue;
        const std::string name = sharedName(w, addr[lane]);
        hazard(w, in, lane, *c, addr[lane], "shared", demangledName(name),
            engineMessage(write ? "async.overwrote" : "async.read", {sharedAt(w, addr[lane])}),
            engineMessage("advice.cp_async_retire"));
    }
}

void AsyncState::checkGlobalStore(
    Warp& w, const Instr& in, std::uint32_t mask, const std::uint64_t* addr, unsigned bytes)
{
    const auto sourceAt = [this](std::uint64_t a, unsigned n) -> const PendingCopy* {
        for (const auto& list : m_copies)
            for (const PendingCopy& c : list)
                if (c.srcBytes != 0 && a < c.srcAddress + c.srcBytes && c.srcAddress < a + n)
                    return &c;
        return nullptr;
    };
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
        const PendingCopy* c = sourceAt(addr[lane], bytes);
        if (!c)
            continue;
        const MemRegion* r = w.launch->findRegion(addr[lane]);
        hazard(w, in, lane, *c, addr[lane], "global", r ? r->shortName : std::string(),
            r ? engineMessage("async.global_store_named", {literalMessage(hex(addr[lane])), literalMessage(r->name)})
              : engineMessage("async.global_store", {literalMessage(hex(addr[lane]))}),
            engineMessage("advice.cp_async_source"));
    }
}

void landCopy(PendingCopy& c)
{
    if (!c.sampled && c.src)
        std::memcpy(c.data.data(), c.src, c.srcBytes);
    c.sampled = true;
    // src-size < cp-size and ignore-src: the rest of the destination is zero
    std::memset(c.data.data() + c.srcBytes, 0, c.bytes - c.srcBytes);
    std::memcpy(c.dst, c.data.data(), c.bytes);
    c.landed = true;
}

void emitAsync(Warp& w, std::uint32_t pc, std::uint32_t mask, const std::uint64_t* addr, ObservedSpace space,
    AccessKind kind, unsigned bytes)
{
    if (!w.sinks || w.sinks->memory.empty() || !mask)
        return;
    MemoryEvent e;
    e.pc = pc;
    e.warp = w.id;
    e.activeMask = mask;
    e.space = space;
    e.kind = kind;
    // 4-byte elements where they fit, so bank analysis sees a 16-byte copy as one 128-bit access
    e.bytes = static_cast<std::uint8_t>(bytes % 4 == 0 ? 4 : bytes);
    e.vector = static_cast<std::uint8_t>(bytes % 4 == 0 ? bytes / 4 : 1);
    e.async = true;
    const InstrInfo& info = w.prog->info[pc];
    e.ptxLine = info.ptxLine;
    e.sourceLine = info.sourceLine;
    e.addresses = addr;
    for (CtaObserver* o : w.sinks->memory)
        o->onMemory(e);
}

void emitLanded(Warp& w, const PendingCopy* copies, std::size_t count)
{
    if (!w.sinks || w.sinks->memory.empty())
        return;
    std::uint64_t addr[kWarpSize] = {};
    std::size_t k = 0;
    while (k < count) {
        // one event per issuing warp-instruction and copy size
        const std::uint64_t issue = copies[k].issue;
        const unsigned bytes = copies[k].bytes;
        std::uint32_t mask = 0;
        std::size_t j = k;
        for (; j < count && copies[j].issue == issue && copies[j].bytes == bytes; ++j) {
            mask |= 1u << copies[j].lane;
            addr[copies[j].lane] = copies[j].sharedOffset;
        }
        emitAsync(w, copies[k].pc, mask, addr, ObservedSpace::Shared, AccessKind::Store, bytes);
        k = j;
    }
}

void asyncCheckAccess(
    Warp& w, const Instr& in, std::uint32_t mask, const std::uint64_t* addr, MemSpace space, unsigned bytes, bool write)
{
    AsyncState& st = *w.cta->async;
    if (space == MemSpace::Shared) {
        st.checkShared(w, in, mask, addr, bytes, write);
        return;
    }
    if (space == MemSpace::Global) {
        if (write)
            st.checkGlobalStore(w, in, mask, addr, bytes);
        return;
    }
    if (space != MemSpace::Generic)
        return;
    // a generic access: the lanes in the shared window are shared accesses, those above the
    // module-global base global ones
    std::uint64_t rel[kWarpSize] = {};
    std::uint32_t shared = 0;
    std::uint32_t global = 0;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        if ((addr[i] & ~(kWindowSize - 1)) == kSharedWindow) {
            shared |= 1u << i;
            rel[i] = addr[i] - kSharedWindow;
        } else if (addr[i] >= kModuleGlobalBase) {
            global |= 1u << i;
        }
    }
    if (shared)
        st.checkShared(w, in, shared, rel, bytes, write);
    if (global && write)
        st.checkGlobalStore(w, in, global, addr, bytes);
}

AsyncState& asyncState(Warp& w)
{
    Cta& cta = *w.cta;
    if (!cta.async) {
        cta.async = std::make_shared<AsyncState>();
        cta.async->reset(cta.warpCount * kWarpSize, w.launch->sharedBytes, cta.randomSchedule, cta.scheduleSeed);
    }
    return *cta.async;
}

bool cpAsyncPending(const Cta& cta, std::uint32_t warp, std::uint32_t lane)
{
    return cta.async && cta.async->anyPending(warp, lane);
}

void cpAsyncCompleteAll(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (w.cta->async)
        w.cta->async->retire(w, in, mask, 0, true);
}

} // namespace warpscope::core::emu
