#include "core/cuda/cuptiapi.h"

#include "core/cuda/driverapi.h"

#include <initializer_list>
#include <mutex>

namespace warpscope::core {

namespace {

template <typename F> bool bind(const DynamicLibrary& lib, F& fn, const char* name)
{
    fn = reinterpret_cast<F>(lib.symbol(name));
    return fn != nullptr;
}

bool bindActivity(CuptiApi& a)
{
    const auto& l = a.library;
    return bind(l, a.getVersion, "cuptiGetVersion") && bind(l, a.getResultString, "cuptiGetResultString")
        && bind(l, a.activityEnable, "cuptiActivityEnable") && bind(l, a.activityDisable, "cuptiActivityDisable")
        && bind(l, a.activityRegisterCallbacks, "cuptiActivityRegisterCallbacks")
        && bind(l, a.activityFlushAll, "cuptiActivityFlushAll")
        && bind(l, a.activityGetNextRecord, "cuptiActivityGetNextRecord");
}

bool bindRangeProfiler([[maybe_unused]] CuptiApi& a)
{
#ifdef WARPSCOPE_HAVE_RANGE_PROFILER
    const auto& l = a.library;
    const bool target = bind(l, a.profilerInitialize, "cuptiProfilerInitialize")
        && bind(l, a.profilerDeInitialize, "cuptiProfilerDeInitialize")
        && bind(l, a.profilerGetCounterAvailability, "cuptiProfilerGetCounterAvailability")
        && bind(l, a.deviceGetChipName, "cuptiDeviceGetChipName");
    const bool host = bind(l, a.hostInitialize, "cuptiProfilerHostInitialize")
        && bind(l, a.hostDeinitialize, "cuptiProfilerHostDeinitialize")
        && bind(l, a.hostConfigAddMetrics, "cuptiProfilerHostConfigAddMetrics")
        && bind(l, a.hostGetConfigImageSize, "cuptiProfilerHostGetConfigImageSize")
        && bind(l, a.hostGetConfigImage, "cuptiProfilerHostGetConfigImage")
        && bind(l, a.hostGetNumOfPasses, "cuptiProfilerHostGetNumOfPasses")
        && bind(l, a.hostEvaluateToGpuValues, "cuptiProfilerHostEvaluateToGpuValues");
    const bool range = bind(l, a.rangeEnable, "cuptiRangeProfilerEnable")
        && bind(l, a.rangeDisable, "cuptiRangeProfilerDisable")
        && bind(l, a.rangeSetConfig, "cuptiRangeProfilerSetConfig") && bind(l, a.rangeStart, "cuptiRangeProfilerStart")
        && bind(l, a.rangeStop, "cuptiRangeProfilerStop") && bind(l, a.rangeDecodeData, "cuptiRangeProfilerDecodeData")
        && bind(l, a.rangeGetCounterDataSize, "cuptiRangeProfilerGetCounterDataSize")
        && bind(l, a.rangeCounterDataImageInitialize, "cuptiRangeProfilerCounterDataImageInitialize")
        && bind(l, a.rangeGetCounterDataInfo, "cuptiRangeProfilerGetCounterDataInfo");
    return target && host && range;
#else
    return false;
#endif
}

} // namespace

std::vector<std::string> CuptiApi::candidates()
{
    const std::vector<std::string> names = {"libcupti.so", "libcupti.so.13", "libcupti.so.12"};
    std::vector<std::string> out;
#ifdef WARPSCOPE_CUDA_LIBDIR
    for (const auto& n : names)
        out.push_back(std::string(WARPSCOPE_CUDA_LIBDIR) + "/../extras/CUPTI/lib64/" + n);
#endif
    for (auto& c : DynamicLibrary::toolkitCandidates(names))
        out.push_back(std::move(c));
    return out;
}

Result<CuptiApi> CuptiApi::load(const std::vector<std::string>& candidates)
{
    auto lib = DynamicLibrary::open(candidates, "CUPTI (libcupti.so, from the CUDA toolkit)");
    if (!lib)
        return lib.error();
    CuptiApi api;
    api.library = std::move(*lib);
    api.hasActivity = bindActivity(api);
    api.hasRangeProfiler = bindRangeProfiler(api);
    if (!api.getVersion)
        return makeError(ErrorCode::Toolchain, api.library.path() + " is not a CUPTI library (no cuptiGetVersion)");
    api.getVersion(&api.version);
    return api;
}

Result<const CuptiApi*> CuptiApi::instance()
{
    static std::once_flag once;
    static Result<CuptiApi>* loaded = nullptr;
    std::call_once(once, [] { loaded = new Result<CuptiApi>(load(candidates())); });
    if (!loaded->ok())
        return loaded->error();
    return &loaded->value();
}

Result<const CuptiApi*> cuptiForDevice()
{
    auto driver = DriverApi::initialized();
    if (!driver)
        return makeError(ErrorCode::Backend, "CUPTI unavailable: " + driver.error().message);
    auto api = CuptiApi::instance();
    if (!api)
        return makeError(ErrorCode::Toolchain,
            "CUPTI unavailable: " + api.error().message + "; install the CUDA toolkit's CUPTI (cuda-cupti package)");
    if ((*api)->version < CUPTI_API_VERSION)
        return makeError(ErrorCode::Toolchain,
            "CUPTI unavailable: " + (*api)->library.path() + " is version " + std::to_string((*api)->version)
                + ", older than the headers Warpscope was built with (" + std::to_string(CUPTI_API_VERSION)
                + "); its activity records would be read wrongly. Point CUDA_HOME at the matching toolkit");
    return *api;
}

std::string counterPermissionHelp()
{
    return "reading GPU performance counters needs permission (ERR_NVGPUCTRPERM): either run as root, or allow "
           "every user by setting the nvidia kernel module parameter NVreg_RestrictProfilingToAdminUsers=0 (for "
           "example 'options nvidia NVreg_RestrictProfilingToAdminUsers=0' in /etc/modprobe.d/nvidia-profiling.conf, "
           "then rebuild the initramfs and reboot); in a container, also run it with the SYS_ADMIN capability. "
           "Kernel timing still works without it";
}

Error cuptiError(const CuptiApi& api, CUptiResult rc, const std::string& call)
{
    const char* text = nullptr;
    if (api.getResultString)
        api.getResultString(rc, &text);
    std::string message = call + ": " + (text ? text : "CUPTI error") + " (" + std::to_string(int(rc)) + ")";
    switch (rc) {
    case CUPTI_ERROR_INSUFFICIENT_PRIVILEGES:
    case CUPTI_ERROR_VIRTUALIZED_DEVICE_INSUFFICIENT_PRIVILEGES:
        return makeError(ErrorCode::Backend, message + ": " + counterPermissionHelp());
    case CUPTI_ERROR_NOT_SUPPORTED:
    case CUPTI_ERROR_CMP_DEVICE_NOT_SUPPORTED:
    case CUPTI_ERROR_MIG_DEVICE_NOT_SUPPORTED:
    case CUPTI_ERROR_WSL_DEVICE_NOT_SUPPORTED:
    case CUPTI_ERROR_CONFIDENTIAL_COMPUTING_NOT_SUPPORTED:
        return makeError(ErrorCode::Unsupported, message + ": this GPU or its configuration does not allow profiling");
    case CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED:
    case CUPTI_ERROR_HARDWARE_BUSY:
        return makeError(ErrorCode::Backend,
            message
                + ": another profiler (Nsight Compute or Systems, DCGM profiling) holds the counters; stop it and "
                  "retry");
    default:
        return makeError(ErrorCode::Backend, message);
    }
}

} // namespace warpscope::core
