#pragma once

// asynccheck for wgmma: wgmma.mma_async runs asynchronously on a GPU, so its accumulator registers
// belong to the tensor cores until a wgmma.wait_group retires its group. The emulator computes the
// product at issue (wgmmaexec.cpp) and keeps it here until the wait writes it to D, so a read before
// the wait sees the old value as it can on a GPU; this file remembers which registers are still "in
// flight" per warp and reports an instruction that reads or writes one of them before the wait, the
// bug a GPU turns into stale or torn accumulators. Another wgmma.mma_async on the same accumulators is what
// the PTX ISA allows, and is not reported.

#include <cstdint>
#include <vector>

namespace warpscope::core::emu {

struct Instr;
struct Warp;

/// One wgmma.mma_async of a warp that no wgmma.wait_group has retired.
struct WgmmaInFlight {
    std::uint32_t pc = 0;
    std::int64_t group = -1; ///< the committed group, -1 before wgmma.commit_group
    std::vector<std::uint32_t> slots; ///< its accumulator (D) registers
    std::vector<std::uint32_t> values; ///< the result, slots.size() x 32 lanes, written at its wait
};

/// The in-flight wgmma operations of every warp of a CTA.
struct WgmmaState {
    struct PerWarp {
        std::vector<WgmmaInFlight> inFlight;
        std::int64_t committed = 0; ///< groups committed so far
    };
    std::vector<PerWarp> warps;
};

/// wgmma.mma_async at in issued a product into the D registers dSlots[0..count): values (count x 32
/// lanes) land in them when a wgmma.wait_group retires the operation.
void wgmmaIssued(Warp& w, const Instr& in, const std::uint32_t* dSlots, int count, std::vector<std::uint32_t> values);
/// The 32 lanes' value of register slot as the newest in-flight operation will write it (what a
/// chained wgmma accumulates onto), or nullptr when none writes it.
const std::uint32_t* wgmmaPending(Warp& w, std::uint32_t slot);
/// wgmma.commit_group: the warp's uncommitted operations become the newest group.
void wgmmaCommitted(Warp& w);
/// wgmma.wait_group keep: every committed group but the newest `keep` is retired.
void wgmmaWaited(Warp& w, std::uint32_t keep);
/// Before an instruction runs in a warp with wgmma operations in flight (Warp::wgmmaInFlight): reports
/// its reads and writes of their accumulators (folded per line). Another wgmma.mma_async is allowed.
void wgmmaCheckTouch(Warp& w, const Instr& in, std::uint32_t mask);

} // namespace warpscope::core::emu
