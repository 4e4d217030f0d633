#pragma once

// Address resolution for loads, stores and atomics. The fast path checks a whole warp access with
// one range compare (lowest and highest active address against one allocation, OR of the addresses
// for alignment); anything else goes lane by lane and turns a bad lane into a located finding.

#include "core/emu/warp.h"

#include <algorithm>
#include <cstdint>

namespace warpscope::core::emu {

/// The address of every lane (base register, 32- or 64-bit, plus the immediate offset, or the
/// absolute address alone), with the lowest and highest active address and the OR of all of them.
/// Inactive lanes are computed too (cheaper than testing the mask) but left out of the span.
inline void computeAddresses(const Warp& w, const Instr& in, std::uint32_t mask, std::uint64_t* addr, std::uint64_t& lo,
    std::uint64_t& hi, std::uint64_t& any)
{
    const auto off = static_cast<std::uint64_t>(in.imm);
    if (in.addrBytes == 8) {
        const std::uint64_t* b = w.r<std::uint64_t>(in.a);
        for (int i = 0; i < kWarpSize; ++i)
            addr[i] = b[i] + off;
    } else if (in.addrBytes == 4) {
        const std::uint32_t* b = w.r<std::uint32_t>(in.a);
        for (int i = 0; i < kWarpSize; ++i)
            addr[i] = static_cast<std::uint64_t>(b[i]) + off;
    } else {
        for (int i = 0; i < kWarpSize; ++i)
            addr[i] = off;
        lo = hi = any = off;
        return;
    }
    lo = ~std::uint64_t(0);
    hi = 0;
    any = 0;
    if (mask == kFullMask) {
        for (int i = 0; i < kWarpSize; ++i) {
            lo = addr[i] < lo ? addr[i] : lo;
            hi = addr[i] > hi ? addr[i] : hi;
            any |= addr[i];
        }
    } else {
        for (std::uint32_t m = mask; m; m &= m - 1) {
            const std::uint64_t a = addr[std::countr_zero(m)];
            lo = a < lo ? a : lo;
            hi = a > hi ? a : hi;
            any |= a;
        }
    }
}

/// For a space with one host block per CTA or launch (global region, shared, const, param): when
/// every active lane's access of `bytes` is inside one block and aligned, sets host = the host
/// address of space address 0 (so lane i's data is at host + addr[i]) and returns true.
/// resolved receives the space a generic access turned out to be in.
bool fastBase(Warp& w, MemSpace space, std::uint64_t lo, std::uint64_t hi, std::uint64_t any, unsigned bytes,
    std::byte*& host, MemSpace& resolved);

/// Resolves one lane's access lane by lane: its host pointer, or nullptr after recording a finding
/// (step is then the handler's return value: kFault, or kNext to skip the lane in reportAll mode).
std::byte* resolveLane(
    Warp& w, const Instr& in, MemSpace space, int lane, std::uint64_t addr, unsigned bytes, AccessKind kind, int& step);

/// base + addr as a host pointer (base may be a host block minus a device base address).
inline std::byte* hostAt(std::byte* base, std::uint64_t addr)
{
    return reinterpret_cast<std::byte*>(reinterpret_cast<std::uintptr_t>(base) + addr);
}

/// The observed space of a memory space.
inline ObservedSpace observedSpace(MemSpace s)
{
    switch (s) {
    case MemSpace::Global:
        return ObservedSpace::Global;
    case MemSpace::Shared:
        return ObservedSpace::Shared;
    case MemSpace::Local:
        return ObservedSpace::Local;
    case MemSpace::Const:
        return ObservedSpace::Const;
    case MemSpace::Param:
    case MemSpace::LaneParam:
        return ObservedSpace::Param;
    default:
        return ObservedSpace::Generic;
    }
}

} // namespace warpscope::core::emu
