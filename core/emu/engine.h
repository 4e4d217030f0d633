#pragma once

#include "core/emu/warp.h"
#include "core/exec/backend.h"

#include <cstdint>
#include <vector>

namespace warpscope::core::emu {

/// What running a grid produced, besides the memory it changed.
struct EngineResult {
    bool completed = false;
    std::vector<Finding> findings;
    DeviceOutput deviceOutput; ///< printf lines merged in CTA order, cut at the FIFO size
    std::uint64_t warpInstructions = 0;
    std::uint64_t threadInstructions = 0;
};

/// Runs every CTA of the launch on a pool of worker threads (one CTA per worker at a time, warps
/// time-sliced in a fixed order) with the budget, cancel, progress, reportAll and observers of
/// control. Findings and observer deliveries are merged in CTA order, so a completed run is
/// bit-identical for any number of threads; kernels whose global atomics depend on CTA order run
/// their CTAs one at a time, in order.
/// info describes the launch to observers; it is built only when there are observers.
EngineResult runGrid(LaunchState& launch, const RunControl& control, const LaunchInfo* info);

} // namespace warpscope::core::emu
