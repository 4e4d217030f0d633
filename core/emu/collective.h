#pragma once

// The wait every warp collective shares (shfl, vote, match, redux, elect, mma, wmma): defined in
// ops_warp.cpp, used by the other collective families.

#include "core/emu/program.h"

#include <cstdint>
#include <optional>

namespace warpscope::core::emu {

/// Returns nothing when every non-exited lane of member is at the instruction (run it now), else the
/// Step that parks the lanes of mask there until the rest arrive.
std::optional<Step> collectiveGate(Warp& w, const Instr& in, std::uint32_t mask, std::uint32_t member);

} // namespace warpscope::core::emu
