#pragma once

// Address resolution for loads, stores and atomics. The fast path checks a whole warp access with
// one range compare (lowest and highest active address against one allocation, OR of the addresses
// for alignment); anything else goes lane by lane and turns a bad lane into a located finding.

#include "core/emu/warp.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>

namespace warpscope::core::emu {

/// computeAddresses' answer when the lanes' addresses are not one evenly spaced run.
inline constexpr std::int64_t kNoStep = std::numeric_limits<std::int64_t>::min();

/// The address of every lane (base register, 32- or 64-bit, plus the immediate offset, or the
/// absolute address alone), with the lowest and highest active address and the OR of all of them.
/// Inactive lanes are computed too (cheaper than testing the mask) but left out of the span.
/// Returns the step between consecutive lanes when the mask is full and lane i's address is
/// addr[0] + i * step (coalesced, strided or one address for all), else kNoStep: such a warp's span
/// needs no per-lane min/max (64-bit compares stay scalar on baseline x86-64).
inline std::int64_t computeAddresses(const Warp& w, const Instr& in, std::uint32_t mask, std::uint64_t* addr,
    std::uint64_t& lo, std::uint64_t& hi, std::uint64_t& any)
{
    const auto off = static_cast<std::uint64_t>(in.imm);
    if (in.addrBytes != 8 && in.addrBytes != 4) {
        for (int i = 0; i < kWarpSize; ++i)
            addr[i] = off;
        lo = hi = any = off;
        return mask == kFullMask ? 0 : kNoStep;
    }
    // two lanes per step in SSE2-sized vector extensions: GCC 12 at -O2 kept these 64-bit loops
    // scalar, and wider generic vectors went through the stack
    using U64x2 = std::uint64_t __attribute__((vector_size(16)));
    constexpr int kSteps = kWarpSize / 2;
    U64x2 v[kSteps];
    if (in.addrBytes == 8) {
        std::memcpy(v, w.r<std::uint64_t>(in.src0), sizeof v);
        for (int k = 0; k < kSteps; ++k)
            v[k] += off;
    } else {
        const std::uint32_t* b = w.r<std::uint32_t>(in.src0);
        for (int k = 0; k < kSteps; ++k)
            v[k] = U64x2 {b[2 * k], b[2 * k + 1]} + off;
    }
    std::memcpy(addr, v, sizeof v);
    lo = ~std::uint64_t(0);
    hi = 0;
    any = 0;
    if (mask == kFullMask) {
        // one pass: the OR, and whether every lane sits on the line addr[0] + i * step
        const std::uint64_t first = addr[0];
        const std::uint64_t step = addr[1] - first;
        U64x2 line = {first, first + step};
        const U64x2 lineStep = {2 * step, 2 * step};
        U64x2 ors = {0, 0};
        U64x2 offLine = {0, 0};
        for (int k = 0; k < kSteps; ++k) {
            ors |= v[k];
            offLine |= v[k] ^ line;
            line += lineStep;
        }
        any = ors[0] | ors[1];
        const auto s = static_cast<std::int64_t>(step);
        const std::uint64_t last = addr[kWarpSize - 1];
        constexpr std::int64_t kNear = std::int64_t(1) << 32; // 31 steps cannot wrap around 2^64 unseen
        if ((offLine[0] | offLine[1]) == 0) {
            if (s >= 0 && s < kNear && last >= first) {
                lo = first;
                hi = last;
                return s;
            }
            if (s < 0 && s > -kNear && last <= first) {
                lo = last;
                hi = first;
                return s;
            }
        }
        for (int i = 0; i < kWarpSize; ++i) {
            lo = addr[i] < lo ? addr[i] : lo;
            hi = addr[i] > hi ? addr[i] : hi;
        }
    } else {
        for (std::uint32_t m = mask; m; m &= m - 1) {
            const std::uint64_t a = addr[std::countr_zero(m)];
            lo = a < lo ? a : lo;
            hi = a > hi ? a : hi;
            any |= a;
        }
    }
    return kNoStep;
}

/// For a space with one host block per CTA or launch (global region, shared, const, param): when
/// every active lane's access of `bytes` is inside one block and aligned, sets host = the host
/// address of space address 0 (so lane i's data is at host + addr[i]) and returns true.
/// resolved receives the space a generic access turned out to be in.
bool fastBase(Warp& w, MemSpace space, std::uint64_t lo, std::uint64_t hi, std::uint64_t any, unsigned bytes,
    std::byte*& host, MemSpace& resolved);

/// Resolves one lane's access lane by lane: its host pointer, or nullptr after recording a finding
/// (step is then the handler's return value: Step::Fault, or Step::Next to skip the lane in reportAll mode).
std::byte* resolveLane(Warp& w, const Instr& in, MemSpace space, int lane, std::uint64_t addr, unsigned bytes,
    AccessKind kind, Step& step);

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
