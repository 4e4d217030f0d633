#pragma once

// Why a launch stopped early, worded once for every place that reports it: the CTA that sees the
// halt (with where each of its warps was) and the grid when no running CTA could say it.

#include "core/emu/warp.h"
#include "core/exec/backend.h"

#include <cstdint>
#include <string>

namespace warpscope::core::emu {

/// Values of GridShared::halt: why the launch stops taking and running CTAs.
enum class HaltReason : int {
    Running = 0, ///< no halt: the workers go on
    Budget = 1, ///< the instruction budget ran out
    Cancel = 2, ///< RunControl::cancel was set
    Deadline = 3, ///< RunControl::deadline passed
    Memory = 4, ///< an allocation failed on a worker thread (std::bad_alloc)
};

/// The finding kind of a halt reason.
Finding::Kind haltKind(HaltReason why);

/// "the instruction budget of N warp-instructions ran out" and what to do, for a halt reason.
std::string haltText(HaltReason why, const RunControl& control);
/// haltText as a message id and its arguments.
EngineMessage haltMessage(HaltReason why, const RunControl& control);

/// Where the live warps of a CTA were, grouped by PTX line: "8 warps at PTX line 42 (source line 7):
/// warps 0, 1, 2, 3 and 4 more; 1 warp at PTX line 50: warp 8", as message ids (each group one message,
/// the groups joined by "list.semicolon"). An empty literal when no warp is live.
EngineMessage warpPositionsMessage(const Warp* warps, std::uint32_t count, const Program& prog);

/// The launch-level finding when no CTA reported the halt itself (every CTA in flight had finished,
/// or the halt came between CTAs): how many CTAs finished and the first that did not run.
Finding gridStopFinding(HaltReason why, const RunControl& control, std::uint64_t finished, std::uint64_t total,
    std::uint64_t firstUnfinished, const std::array<std::uint32_t, 3>& grid);

} // namespace warpscope::core::emu
