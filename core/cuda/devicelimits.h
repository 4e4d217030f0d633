#pragma once

#include "core/common/result.h"
#include "core/task/task.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// The launch limits of one GPU, as the driver reports them (cuDeviceGetAttribute) or as the CUDA C++
/// Programming Guide tabulates them per compute capability.
struct DeviceLimits {
    int arch = 0; ///< compute capability as a number, 90 for 9.0
    int maxThreadsPerBlock = 1024;
    std::array<std::int64_t, 3> maxBlockDim {1024, 1024, 64};
    std::array<std::int64_t, 3> maxGridDim {2147483647, 65535, 65535};
    int sharedPerBlock = 48 * 1024; ///< without the opt-in attribute
    int sharedPerBlockOptIn = 48 * 1024; ///< with CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
    int registersPerBlock = 65536;
    int warpSize = 32;
};

/// What one compiled kernel asks of a block (cuFuncGetAttribute, or the compile's resources).
struct KernelFootprint {
    std::string name; ///< for messages
    int registersPerThread = 0;
    int staticShared = 0; ///< bytes
    int maxThreadsPerBlock = 0; ///< CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK; 0 when unknown
};

/// A launch that passed the checks, with what it needs beyond the defaults.
struct LaunchPlan {
    std::uint64_t threadsPerBlock = 0;
    std::uint64_t blocks = 0;
    std::int64_t sharedBytes = 0; ///< static + dynamic, per block
    bool needsSharedOptIn = false; ///< above the default per-block shared memory: set the function attribute
};

/// Checks a launch against the device's limits before it is made, so an impossible launch is a clear
/// BadInput error that cites the limit (and its CU_DEVICE_ATTRIBUTE name) instead of a bare
/// CUDA_ERROR_INVALID_VALUE: every dimension at least 1, block dimensions and threads per block, grid
/// dimensions, shared memory (default and opt-in maximum), registers per block and the kernel's own
/// maximum block size. Pure: tested with tables of limits.
Result<LaunchPlan> checkLaunch(const DeviceLimits& limits, const ResolvedLaunch& launch, const KernelFootprint& kernel);

/// The limits the CUDA C++ Programming Guide lists for a compute capability ("Technical
/// Specifications per Compute Capability"), or nullptr when Warpscope has no row for it. The GPU's own
/// values (queried) are preferred; this table serves the emulator and tests.
const DeviceLimits* guideDeviceLimits(int arch);

/// The compute capabilities guideDeviceLimits knows, ascending.
std::vector<int> guideDeviceArchs();

} // namespace warpscope::core
