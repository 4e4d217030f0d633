#pragma once

#include "core/common/dynlib.h"
#include "core/common/result.h"

#include <cupti_activity.h>
#include <cupti_result.h>
#include <cupti_version.h>

#if __has_include(<cupti_range_profiler.h>) && __has_include(<cupti_profiler_host.h>)
#include <cupti_profiler_host.h>
#include <cupti_profiler_target.h>
#include <cupti_range_profiler.h>
#include <cupti_target.h>
#define WARPSCOPE_HAVE_RANGE_PROFILER 1
#endif

#include <string>

namespace warpscope::core {

/// CUPTI's entry points, loaded at run time from the toolkit's libcupti (as nvrtcapi loads NVRTC),
/// so Warpscope starts without it. Two groups: the activity API (kernel durations) and the range
/// profiler with the profiler host API (hardware metrics, CUDA 12.6 and newer).
struct CuptiApi {
    decltype(&::cuptiGetVersion) getVersion = nullptr;
    decltype(&::cuptiGetResultString) getResultString = nullptr;
    decltype(&::cuptiActivityEnable) activityEnable = nullptr;
    decltype(&::cuptiActivityDisable) activityDisable = nullptr;
    decltype(&::cuptiActivityRegisterCallbacks) activityRegisterCallbacks = nullptr;
    decltype(&::cuptiActivityFlushAll) activityFlushAll = nullptr;
    decltype(&::cuptiActivityGetNextRecord) activityGetNextRecord = nullptr;

#ifdef WARPSCOPE_HAVE_RANGE_PROFILER
    decltype(&::cuptiProfilerInitialize) profilerInitialize = nullptr;
    decltype(&::cuptiProfilerDeInitialize) profilerDeInitialize = nullptr;
    decltype(&::cuptiProfilerGetCounterAvailability) profilerGetCounterAvailability = nullptr;
    decltype(&::cuptiDeviceGetChipName) deviceGetChipName = nullptr;
    decltype(&::cuptiProfilerHostInitialize) hostInitialize = nullptr;
    decltype(&::cuptiProfilerHostDeinitialize) hostDeinitialize = nullptr;
    decltype(&::cuptiProfilerHostConfigAddMetrics) hostConfigAddMetrics = nullptr;
    decltype(&::cuptiProfilerHostGetConfigImageSize) hostGetConfigImageSize = nullptr;
    decltype(&::cuptiProfilerHostGetConfigImage) hostGetConfigImage = nullptr;
    decltype(&::cuptiProfilerHostGetNumOfPasses) hostGetNumOfPasses = nullptr;
    decltype(&::cuptiProfilerHostEvaluateToGpuValues) hostEvaluateToGpuValues = nullptr;
    decltype(&::cuptiRangeProfilerEnable) rangeEnable = nullptr;
    decltype(&::cuptiRangeProfilerDisable) rangeDisable = nullptr;
    decltype(&::cuptiRangeProfilerSetConfig) rangeSetConfig = nullptr;
    decltype(&::cuptiRangeProfilerStart) rangeStart = nullptr;
    decltype(&::cuptiRangeProfilerStop) rangeStop = nullptr;
    decltype(&::cuptiRangeProfilerDecodeData) rangeDecodeData = nullptr;
    decltype(&::cuptiRangeProfilerGetCounterDataSize) rangeGetCounterDataSize = nullptr;
    decltype(&::cuptiRangeProfilerCounterDataImageInitialize) rangeCounterDataImageInitialize = nullptr;
    decltype(&::cuptiRangeProfilerGetCounterDataInfo) rangeGetCounterDataInfo = nullptr;
#endif

    bool hasActivity = false; ///< every activity entry point bound
    bool hasRangeProfiler = false; ///< every range-profiler and host entry point bound
    std::uint32_t version = 0; ///< cuptiGetVersion, e.g. 130001
    DynamicLibrary library;

    /// The process-wide CUPTI, loaded on first use (it loads without a driver; using it needs a GPU).
    static Result<const CuptiApi*> instance();
    /// Loads CUPTI from the first candidate that opens (tests pass the toolkit's path).
    static Result<CuptiApi> load(const std::vector<std::string>& candidates);
    /// Where Warpscope looks for libcupti: the toolkit's lib64, its extras/CUPTI/lib64, the loader path.
    static std::vector<std::string> candidates();
};

/// CUPTI ready for a GPU: the library loaded and a CUDA device present. Without a device the error is
/// "CUPTI unavailable: no CUDA device (...)"; without the library, "CUPTI unavailable: libcupti ...".
Result<const CuptiApi*> cuptiForDevice();

/// The located error for a failed CUPTI call, with the fix for the common ones: for
/// CUPTI_ERROR_INSUFFICIENT_PRIVILEGES (ERR_NVGPUCTRPERM) it says how to allow counter access
/// (NVreg_RestrictProfilingToAdminUsers=0, or running as root).
Error cuptiError(const CuptiApi& api, CUptiResult rc, const std::string& call);

/// The explanation of ERR_NVGPUCTRPERM, shared by the error above and the docs.
std::string counterPermissionHelp();

} // namespace warpscope::core
