#pragma once

#include "core/common/result.h"
#include "core/task/task.h"

#include <string>

namespace warpscope::core {

/// What the cooperative-launch check needs to know about the compiled kernel.
struct CooperativeKernel {
    std::string entry;
    int registersPerThread = 0; ///< from ptxas; 0 when unknown (the check is then an upper bound)
    int sharedStatic = 0; ///< bytes
    int barriers = 0;
};

/// Refuses a cooperative launch whose grid could not be co-resident on the GPU (occupancy per SM
/// times the SM count of the gpus.json entry), as cuLaunchCooperativeKernel does with
/// CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE; the message gives the numbers and what to change.
Status checkCooperativeLaunch(
    const Task& task, const ResolvedLaunch& launch, const CooperativeKernel& kernel, int arch, const std::string& gpu);

} // namespace warpscope::core
