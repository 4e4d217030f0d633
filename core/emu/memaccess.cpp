#include "core/emu/memaccess.h"

#include <cstdio>
#include <string>

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

const char* verb(AccessKind k)
{
    return k == AccessKind::Load ? "load" : k == AccessKind::Store ? "store" : "atomic";
}

/// "N bytes past the end of X (S bytes)" / "N bytes before the start of X" / "runs N bytes past".
std::string placement(
    std::uint64_t addr, unsigned bytes, std::uint64_t base, std::uint64_t size, const std::string& what)
{
    if (addr < base)
        return std::to_string(base - addr) + " bytes before the start of " + what + " (" + std::to_string(size)
            + " bytes)";
    const std::uint64_t end = base + size;
    if (addr >= end)
        return std::to_string(addr - end) + " bytes past the end of " + what + " (" + std::to_string(size) + " bytes)";
    return "running " + std::to_string(addr + bytes - end) + " bytes past the end of " + what + " ("
        + std::to_string(size) + " bytes)";
}

/// Fills the "where" of an out-of-bounds finding in a shared, local, const or param block.
void placeInBlock(Finding& f, const Warp& w, MemSpace space, std::uint64_t addr, unsigned bytes, std::uint64_t size)
{
    std::string what;
    std::uint64_t base = 0;
    std::uint64_t vsize = size;
    if (space == MemSpace::Shared) {
        what = "shared memory";
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
            what = "shared variable '" + f.buffer + "'";
        if (f.buffer.empty() || addr + bytes <= base + vsize) {
            base = 0;
            vsize = size;
            what = "shared memory";
        }
    } else {
        what = std::string(spaceName(space)) + (space == MemSpace::Local ? " frame" : " space");
        f.buffer = what;
    }
    f.offset = static_cast<std::int64_t>(addr) - static_cast<std::int64_t>(base);
    f.message = placement(addr, bytes, base, vsize, what);
}

Step fault(Warp& w, const Instr& in, int lane, MemSpace space, std::uint64_t addr, unsigned bytes, AccessKind kind,
    bool misaligned, const std::string& where, Finding f)
{
    f.kind = misaligned ? Finding::Kind::Misaligned : Finding::Kind::OutOfBounds;
    f.space = spaceName(space);
    f.address = addr;
    const std::string what = std::string(misaligned ? "misaligned " : "out-of-bounds ") + verb(kind) + " of "
        + std::to_string(bytes) + " bytes at " + std::string(spaceName(space)) + " address " + hex(addr);
    f.message = what + (where.empty() ? std::string() : ": " + where);
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
    std::string where;
    if (rank < ctas)
        where = placement(off, bytes, 0, size, "the shared memory of cluster CTA rank " + std::to_string(rank));
    else
        where = "the address is in the window of cluster CTA rank " + std::to_string(rank) + ", but the cluster has "
            + std::to_string(ctas) + (ctas == 1 ? " CTA" : " CTAs")
            + " (check the rank given to mapa / cluster.map_shared_rank)";
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
            step = fault(
                w, in, lane, space, addr, bytes, kind, false, "constant and parameter memory are read-only", {});
            return nullptr;
        }
    }
    Finding f;
    if (space == MemSpace::Global) {
        const MemRegion* r = w.launch->findRegion(addr);
        if (r && addr + bytes <= r->base + r->size && !misaligned)
            return r->host + (addr - r->base);
        std::string where;
        if (misaligned) {
            where = "the address must be a multiple of " + std::to_string(bytes);
            if (r) {
                f.buffer = r->shortName;
                f.offset = static_cast<std::int64_t>(addr - r->base);
            }
        } else if (addr < 65536) {
            where = "a null (or uninitialised) pointer";
        } else if (const MemRegion* n = w.launch->nearestRegion(addr)) {
            f.buffer = n->shortName;
            f.offset = static_cast<std::int64_t>(addr) - static_cast<std::int64_t>(n->base);
            where = placement(addr, bytes, n->base, n->size, n->name);
        } else {
            where = "the address is not inside any buffer";
        }
        step = fault(w, in, lane, space, addr, bytes, kind, misaligned, where, std::move(f));
        return nullptr;
    }
    if (space == MemSpace::Shared && addr >= kClusterRankStride && !misaligned)
        return clusterLane(w, in, lane, addr, bytes, kind, step);
    const Block b = blockOf(w, space, lane);
    if (addr + bytes <= b.size && addr < b.size && !misaligned)
        return b.host + addr;
    std::string where;
    if (misaligned) {
        where = "the address must be a multiple of " + std::to_string(bytes);
    } else {
        placeInBlock(f, w, space, addr, bytes, b.size);
        where = f.message;
    }
    step = fault(w, in, lane, space, addr, bytes, kind, misaligned, where, std::move(f));
    return nullptr;
}

} // namespace warpscope::core::emu
