#pragma once

#include "core/common/result.h"
#include "core/cuda/cudacontext.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace warpscope::core {

/// The hardware metrics Warpscope collects for a kernel, named as Nsight Compute names them: DRAM
/// bytes, L2 and L1 sectors and requests, shared-memory wavefronts and bank conflicts, achieved
/// occupancy and SM / memory throughput.
std::vector<std::string> defaultKernelMetrics();

/// One metric's value for the profiled kernel.
struct MetricValue {
    std::string name;
    double value = 0.0;
};

/// What the range profiler measured for one kernel launch.
struct KernelMetrics {
    std::string chip; ///< e.g. "GH100"
    std::size_t passes = 0; ///< replays the metrics needed
    std::vector<MetricValue> values; ///< in the order asked
    std::vector<std::string> unavailable; ///< names this chip or CUPTI does not know
};

/// Profiles exactly one kernel launch, made by `launch` (which must also wait for it), with CUPTI's
/// range profiler: automatic ranges, kernel replay (CUPTI saves and restores memory between passes).
/// Errors: "CUPTI unavailable: no CUDA device" without a GPU; CUPTI_ERROR_INSUFFICIENT_PRIVILEGES with
/// the fix (counterPermissionHelp); Unsupported where the GPU or CUPTI cannot profile.
Result<KernelMetrics> profileKernelMetrics(
    CudaContext& ctx, const std::vector<std::string>& metrics, const std::function<Status()>& launch);

} // namespace warpscope::core
