#include "core/emu/memaccess.h"

#include <cstdio>
#include <string>

#include <optional>

namespace warpscope::core::emu {

namespace {

/// A space's extent for the lane-by-lane path: the host block and its size.
struct Block {
    std::byte* host = nullptr;
    std::uint64_t size = 0;
};

Block blockOf(const Warp& w, MemSpace space, int lane)
{
    const LaunchState& L = *w.launch;
    switch (space) {
    case MemSpace::Shared:
        return {w.cta->shared, L.sharedBytes};
    case MemSpace::Local:
        return {w.local + static_cast<std::size_t>(lane) * w.launch->localBytes, w.launch->localBytes};
    case MemSpace::Const:
        return {const_cast<std::byte*>(L.constBank.data()), L.constBank.size()};
    case MemSpace::Param:
        return {const_cast<std::byte*>(L.params.data()), L.params.size()};
    default:
        return {};
    }
}

const char* spaceName(MemSpace s)
{
    switch (s) {
    case MemSpace::Global:
        return "global";
    case MemSpace::Shared:
        return "shared";
    case MemSpace::Local:
        return "local";
    case MemSpace::Const:
        return "const";
    case MemSpace::Param:
    case MemSpace::LaneParam:
        return "param";
    default:
        return "generic";
    }
}

std::string hex(std::uint64_t v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
    return buf;
}

/// The message id of the access's verb ("load", "store", "atomic").
const char* verb(AccessKind k)
{
    return k == AccessKind::Load ? "access.load" : k == AccessKind::Store ? "access.store" : "access.atomic";
}

/// "N bytes past the end of X (S bytes)" / "N bytes before the start of X" / "runs N bytes past".
EngineMessage placement(std::uint64_t addr, unsigned bytes, std::uint64_t base, std::uint64_t size, EngineMessage what)
{
    if (addr < base)
        return engineMessage("where.before_start", {numberMessage(base - addr), std::move(what), numberMessage(size)});
    const std::uint64_t end = base + size;
    if (addr >= end)
        return engineMessage("where.past_end", {numberMessage(addr - end), std::move(what), numberMessage(size)});
    return engineMessage(
        "where.running_past_end", {numberMessage(addr + bytes - end), std::move(what), numberMessage(size)});
}

/// Fills the "where" of an out-of-bounds finding in a shared, local, const or param block.
EngineMessage placeInBlock(
    Finding& f, const Warp& w, MemSpace space, std::uint64_t addr, unsigned bytes, std::uint64_t size)
{
    EngineMessage what;
    std::uint64_t base = 0;
    std::uint64_t vsize = size;
    if (space == MemSpace::Shared) {
        what = engineMessage("place.shared_memory");
        // the nearest shared variable names the access better than the block
        const ObservedSymbol* best = nullptr;
        for (const auto& v : w.prog->sharedVars)
            if (!best || (addr >= v.offset && v.offset >= best->offset))
                best = &v;
        if (w.launch->dynamicShared > 0 && addr >= w.prog->dynamicSharedOffset) {
            f.buffer = "dynamic shared memory";
            base = w.prog->dynamicSharedOffset;
            vsize = w.launch->dynamicShared;
        } else if (best && addr >= best->offset) {
            f.buffer = best->name;
            base = best->offset;
            vsize = best->bytes;
        }
        if (!f.buffer.empty())
            what = engineMessage("place.shared_variable_named", {literalMessage(f.buffer)});
        if (f.buffer.empty() || addr + bytes <= base + vsize) {
            base = 0;
            vsize = size;
            what = engineMessage("place.shared_memory");
        }
    } else {
        what = engineMessage(
            space == MemSpace::Local ? "place.space_frame" : "place.space", {literalMessage(spaceName(space))});
        f.buffer = engineMessageText(what);
    }
    f.offset = static_cast<std::int64_t>(addr) - static_cast<std::int64_t>(base);
    return placement(addr, bytes, base, vsize, std::move(what));
}

Step fault(Warp& w, const Instr& in, int lane, MemSpace space, std::uint64_t addr, unsigned bytes, AccessKind kind,
    bool misaligned, std::optional<EngineMessage> where, Finding f)
{
    f.kind = misaligned ? Finding::Kind::Misaligned : Finding::Kind::OutOfBounds;
    f.space = spaceName(space);
    f.address = addr;
    std::vector<EngineMessage> args = {engineMessage(verb(kind)), numberMessage(std::uint64_t(bytes)),
        literalMessage(spaceName(space)), literalMessage(hex(addr))};
    const char* id = misaligned ? "access.misaligned" : "access.out_of_bounds";
    if (where) {
        args.push_back(std::move(*where));
        id = misaligned ? "access.misaligned_where" : "access.out_of_bounds_where";
    }
    f.messageParts = {engineMessage(id, std::move(args))};
    f.message = engineMessageText(f.messageParts);
    return raiseFinding(w, in, static_cast<std::uint32_t>(lane), std::move(f), !w.launch->reportAll);
}

/// A shared::cluster address of another CTA's window (see kClusterRankStride).
std::byte* clusterLane(
    Warp& w, const Instr& in, int lane, std::uint64_t addr, unsigned bytes, AccessKind kind, Step& step)
{
    const ClusterState* c = w.cta->cluster;
    const std::uint64_t rank = addr / kClusterRankStride - 1;
    const std::uint64_t off = addr % kClusterRankStride;
    const std::uint64_t size = w.launch->sharedBytes;
    const std::size_t ctas = c ? c->ctas.size() : 1;
    if (c && rank < ctas && off + bytes <= size)
        return c->ctas[rank]->shared + off;
    Finding f;
    f.buffer = "distributed shared memory";
    f.offset = static_cast<std::int64_t>(off);
    EngineMessage where;
    if (rank < ctas)
        where = placement(off, bytes, 0, size, engineMessage("place.cluster_rank_shared", {numberMessage(rank)}));
    else
        where = engineMessage(ctas == 1 ? "where.cluster_rank_missing_one" : "where.cluster_rank_missing",
            {numberMessage(rank), numberMessage(static_cast<std::uint64_t>(ctas))});
    step = fault(w, in, lane, MemSpace::Shared, addr, bytes, kind, false, where, std::move(f));
    return nullptr;
}

} // namespace

const MemRegion* LaunchState::findRegion(std::uint64_t addr) const
{
    // regions are few (one per buffer): a linear scan beats anything cleverer here
    for (const auto& r : regions)
        if (addr >= r.base && addr - r.base < r.size)
            return &r;
    return nullptr;
}

const MemRegion* LaunchState::nearestRegion(std::uint64_t addr) const
{
    const MemRegion* best = nullptr;
    std::uint64_t bestDist = ~std::uint64_t(0);
    for (const auto& r : regions) {
        const std::uint64_t dist
            = addr < r.base ? r.base - addr : (addr >= r.base + r.size ? addr - (r.base + r.size) : 0);
        if (dist < bestDist) {
            bestDist = dist;
            best = &r;
        }
    }
    return bestDist < (std::uint64_t(1) << 32) ? best : nullptr;
}

bool fastBase(Warp& w, MemSpace space, std::uint64_t lo, std::uint64_t hi, std::uint64_t any, unsigned bytes,
    std::byte*& host, MemSpace& resolved)
{
    resolved = space;
    if ((any & (bytes - 1)) != 0 && (bytes & (bytes - 1)) == 0)
        return false;
    if (space == MemSpace::Generic) {
        if (lo >= kModuleGlobalBase) {
            space = MemSpace::Global;
            resolved = space;
        } else if (lo >= kSharedWindow && hi < kSharedWindow + kWindowSize) {
            Block b = blockOf(w, MemSpace::Shared, 0);
            if (hi - kSharedWindow + bytes > b.size)
                return false;
            host = reinterpret_cast<std::byte*>(reinterpret_cast<std::uintptr_t>(b.host) - kSharedWindow);
            resolved = MemSpace::Shared;
            return true;
        } else {
            return false;
        }
    }
    if (space == MemSpace::Global) {
        const MemRegion* r = w.lastRegion;
        if (!r || lo < r->base || hi + bytes > r->base + r->size) {
            r = w.launch->findRegion(lo);
            if (!r || hi + bytes > r->base + r->size)
                return false;
            w.lastRegion = r;
        }
        host = reinterpret_cast<std::byte*>(reinterpret_cast<std::uintptr_t>(r->host) - r->base);
        return true;
    }
    const Block b = blockOf(w, space, 0);
    if (hi + bytes > b.size || hi < lo)
        return false;
    host = b.host;
    return true;
}

std::byte* resolveLane(
    Warp& w, const Instr& in, MemSpace space, int lane, std::uint64_t addr, unsigned bytes, AccessKind kind, Step& step)
{
    const bool misaligned = (bytes & (bytes - 1)) == 0 && (addr & (bytes - 1)) != 0;
    if (space == MemSpace::Generic) {
        const std::uint64_t window = addr & ~(kWindowSize - 1);
        if (addr >= kModuleGlobalBase || addr < kSharedWindow)
            space = MemSpace::Global;
        else if (window == kSharedWindow)
            space = MemSpace::Shared;
        else if (window == kLocalWindow)
            space = MemSpace::Local;
        else if (window == kConstWindow)
            space = MemSpace::Const;
        else if (window == kParamWindow)
            space = MemSpace::Param;
        else
            space = MemSpace::Global;
        if (space != MemSpace::Global)
            addr -= window;
        if (kind != AccessKind::Load && (space == MemSpace::Const || space == MemSpace::Param)) {
            step = fault(w, in, lane, space, addr, bytes, kind, false, engineMessage("where.read_only"), {});
            return nullptr;
        }
    }
    Finding f;
    if (space == MemSpace::Global) {
        const MemRegion* r = w.launch->findRegion(addr);
        if (r && addr + bytes <= r->base + r->size && !misaligned)
            return r->host + (addr - r->base);
        EngineMessage where;
        if (misaligned) {
            where = engineMessage("where.multiple_of", {numberMessage(std::uint64_t(bytes))});
            if (r) {
                f.buffer = r->shortName;
                f.offset = static_cast<std::int64_t>(addr - r->base);
            }
        } else if (addr < 65536) {
            where = engineMessage("where.null_pointer");
        } else if (const MemRegion* n = w.launch->nearestRegion(addr)) {
            f.buffer = n->shortName;
            f.offset = static_cast<std::int64_t>(addr) - static_cast<std::int64_t>(n->base);
            where = placement(addr, bytes, n->base, n->size, literalMessage(n->name));
        } else {
            where = engineMessage("where.no_buffer");
        }
        step = fault(w, in, lane, space, addr, bytes, kind, misaligned, where, std::move(f));
        return nullptr;
    }
    if (space == MemSpace::Shared && addr >= kClusterRankStride && !misaligned)
        return clusterLane(w, in, lane, addr, bytes, kind, step);
    const Block b = blockOf(w, space, lane);
    if (addr + bytes <= b.size && addr < b.size && !misaligned)
        return b.host + addr;
    EngineMessage where;
    if (misaligned)
        where = engineMessage("where.multiple_of", {numberMessage(std::uint64_t(bytes))});
    else
        where = placeInBlock(f, w, space, addr, bytes, b.size);
    step = fault(w, in, lane, space, addr, bytes, kind, misaligned, where, std::move(f));
    return nullptr;
}

} // namespace warpscope::core::emu
