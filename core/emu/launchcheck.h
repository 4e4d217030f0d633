#pragma once

#include "core/common/result.h"
#include "core/emu/program.h"
#include "core/emu/warp.h"
#include "core/exec/backend.h"

namespace warpscope::core::emu {

/// Refuses, before anything runs, a launch that the CUDA driver would refuse on the GPU the kernel is
/// compiled for (LaunchRequest::arch): the entry's .reqntid, .maxntid and .maxclusterrank / .reqnctapercluster
/// directives, then the device limits of core/cuda's checkLaunch (block and grid dimensions, static +
/// dynamic shared memory against the opt-in maximum). The error names the driver's error code and the
/// directive or limit. Fills the launch geometry a plain launch gets (cluster shape, SM count).
Status checkLaunchLikeDriver(const LaunchRequest& request, const Program& prog, LaunchGeometry& geometry);

} // namespace warpscope::core::emu
