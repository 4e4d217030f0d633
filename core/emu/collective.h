#pragma once

// The wait every warp collective shares (shfl, vote, match, redux, elect, mma, wmma): defined in
// ops_warp.cpp, used by the other collective families.

#include <cstdint>

namespace warpscope::core::emu {

struct Warp;
struct Instr;

/// Returns -1 when every non-exited lane of member is at the instruction (run it now), else the Step
/// that parks the lanes of mask there until the rest arrive.
int collectiveGate(Warp& w, const Instr& in, std::uint32_t mask, std::uint32_t member);

} // namespace warpscope::core::emu
