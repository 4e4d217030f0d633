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

/// Checks a task's [launch] cluster as the driver does (grid a multiple of the cluster in every
/// dimension: CUDA_ERROR_INVALID_CLUSTER_SIZE; at most 8 CTAs: CUDA_ERROR_CLUSTER_SIZE_EXCEEDED),
/// with the task file and line; the emulator checks it again with the kernel's own dimensions.
Status checkClusterLaunch(const Task& task, const ResolvedLaunch& launch);

} // namespace warpscope::core
