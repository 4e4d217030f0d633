#include "core/cuda/driverapi.h"

#include "core/cuda/cudaerrors.h"

#include <initializer_list>
#include <mutex>

namespace warpscope::core {

namespace {

/// Binds the first of the names the library exports (versioned names such as cuMemAlloc_v2 first).
template <typename F> bool bind(const DynamicLibrary& lib, F& fn, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        fn = reinterpret_cast<F>(lib.symbol(name));
        if (fn)
            return true;
    }
    return false;
}

/// The entry points probeCuda needs; present in every driver Warpscope supports.
bool bindBasics(DriverApi& api)
{
    const auto& l = api.library;
    return bind(l, api.init, {"cuInit"}) && bind(l, api.driverGetVersion, {"cuDriverGetVersion"})
        && bind(l, api.deviceGetCount, {"cuDeviceGetCount"}) && bind(l, api.deviceGet, {"cuDeviceGet"})
        && bind(l, api.deviceGetName, {"cuDeviceGetName"}) && bind(l, api.deviceGetAttribute, {"cuDeviceGetAttribute"})
        && bind(l, api.deviceTotalMem, {"cuDeviceTotalMem_v2"}) && bind(l, api.getErrorName, {"cuGetErrorName"})
        && bind(l, api.getErrorString, {"cuGetErrorString"});
}

/// The entry points the CUDA backend and the benchmark runner need (CUDA 11 drivers and newer).
bool bindExecution(DriverApi& api)
{
    const auto& l = api.library;
    const bool contexts = bind(l, api.devicePrimaryCtxRetain, {"cuDevicePrimaryCtxRetain"})
        && bind(l, api.devicePrimaryCtxRelease, {"cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease"})
        && bind(l, api.ctxSetCurrent, {"cuCtxSetCurrent"}) && bind(l, api.ctxGetCurrent, {"cuCtxGetCurrent"})
        && bind(l, api.ctxSynchronize, {"cuCtxSynchronize"});
    const bool modules = bind(l, api.moduleLoadDataEx, {"cuModuleLoadDataEx"})
        && bind(l, api.moduleUnload, {"cuModuleUnload"}) && bind(l, api.moduleGetFunction, {"cuModuleGetFunction"})
        && bind(l, api.moduleGetGlobal, {"cuModuleGetGlobal_v2"})
        && bind(l, api.funcGetAttribute, {"cuFuncGetAttribute"})
        && bind(l, api.funcSetAttribute, {"cuFuncSetAttribute"}) && bind(l, api.launchKernel, {"cuLaunchKernel"});
    const bool memory = bind(l, api.memAlloc, {"cuMemAlloc_v2"}) && bind(l, api.memFree, {"cuMemFree_v2"})
        && bind(l, api.memcpyHtoD, {"cuMemcpyHtoD_v2"}) && bind(l, api.memcpyDtoH, {"cuMemcpyDtoH_v2"})
        && bind(l, api.memsetD8, {"cuMemsetD8_v2"}) && bind(l, api.memsetD8Async, {"cuMemsetD8Async"})
        && bind(l, api.memGetInfo, {"cuMemGetInfo_v2"});
    const bool streams = bind(l, api.streamCreate, {"cuStreamCreate"})
        && bind(l, api.streamDestroy, {"cuStreamDestroy_v2", "cuStreamDestroy"})
        && bind(l, api.streamSynchronize, {"cuStreamSynchronize"}) && bind(l, api.streamQuery, {"cuStreamQuery"})
        && bind(l, api.eventCreate, {"cuEventCreate"}) && bind(l, api.eventRecord, {"cuEventRecord"})
        && bind(l, api.eventQuery, {"cuEventQuery"}) && bind(l, api.eventSynchronize, {"cuEventSynchronize"})
        && bind(l, api.eventElapsedTime, {"cuEventElapsedTime_v2", "cuEventElapsedTime"})
        && bind(l, api.eventDestroy, {"cuEventDestroy_v2", "cuEventDestroy"});
    bind(l, api.funcGetParamInfo, {"cuFuncGetParamInfo"}); // optional: older drivers lack it
    bind(l, api.tensorMapEncodeTiled, {"cuTensorMapEncodeTiled"}); // optional: drivers before CUDA 12.0 lack it
    bind(l, api.tensorMapEncodeIm2col, {"cuTensorMapEncodeIm2col"});
    return contexts && modules && memory && streams;
}

} // namespace

Result<DriverApi> DriverApi::load(const std::vector<std::string>& candidates)
{
    auto lib = DynamicLibrary::open(candidates, "The CUDA driver (libcuda.so.1)");
    if (!lib)
        return lib.error();
    DriverApi api;
    api.library = std::move(*lib);
    if (!bindBasics(api) || !bindExecution(api))
        return makeError(ErrorCode::Backend,
            "the CUDA driver at " + api.library.path() + " is too old for Warpscope; update the NVIDIA driver");
    return api;
}

Result<int> DriverApi::initDevices() const
{
    const CUresult rc = init(0);
    if (rc != CUDA_SUCCESS)
        return makeError(ErrorCode::Backend,
            "no CUDA device: cuInit failed with " + cudaErrorLabel(rc)
                + "; check nvidia-smi and CUDA_VISIBLE_DEVICES, or use the emulator");
    int count = 0;
    if (deviceGetCount(&count) != CUDA_SUCCESS || count == 0)
        return makeError(ErrorCode::Backend,
            "no CUDA device: the driver is loaded but lists no GPU; check nvidia-smi and CUDA_VISIBLE_DEVICES");
    return count;
}

Result<const DriverApi*> DriverApi::instance()
{
    static std::once_flag once;
    static Result<DriverApi>* loaded = nullptr;
    std::call_once(once, [] { loaded = new Result<DriverApi>(load()); });
    if (!loaded->ok())
        return loaded->error();
    return &loaded->value();
}

Result<const DriverApi*> DriverApi::initialized()
{
    static std::once_flag once;
    static Result<const DriverApi*>* ready = nullptr;
    std::call_once(once, [] {
        auto api = instance();
        if (!api) {
            const bool missing = api.error().code == ErrorCode::Toolchain; // dlopen failed, not a binding
            ready = new Result<const DriverApi*>(makeError(ErrorCode::Backend,
                "no CUDA device: "
                    + (missing ? std::string("the CUDA driver (libcuda.so.1) is not installed") : api.error().message)
                    + "; the emulator runs kernels without a GPU"));
            return;
        }
        auto count = (*api)->initDevices();
        ready = count ? new Result<const DriverApi*>(*api) : new Result<const DriverApi*>(count.error());
    });
    return *ready;
}

CudaPresence probeCuda()
{
    CudaPresence p;
    auto api = DriverApi::instance();
    if (!api) {
        p.message = "no CUDA driver (libcuda.so.1 not found); the emulator runs kernels";
        return p;
    }
    const DriverApi& d = **api;
    p.driverLoaded = true;
    d.driverGetVersion(&p.driverVersion);
    const CUresult init = d.init(0);
    if (init != CUDA_SUCCESS) {
        const char* name = nullptr;
        d.getErrorName(init, &name);
        p.message = std::string("no CUDA device (cuInit: ") + (name ? name : "error") + "); the emulator runs kernels";
        return p;
    }
    int count = 0;
    d.deviceGetCount(&count);
    for (int i = 0; i < count; ++i) {
        CUdevice dev = 0;
        if (d.deviceGet(&dev, i) != CUDA_SUCCESS)
            continue;
        CudaDeviceSummary s;
        s.ordinal = i;
        char name[256] = {};
        d.deviceGetName(name, sizeof name, dev);
        s.name = name;
        d.deviceGetAttribute(&s.ccMajor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev);
        d.deviceGetAttribute(&s.ccMinor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
        d.deviceGetAttribute(&s.smCount, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
        d.deviceTotalMem(&s.totalMemory, dev);
        p.devices.push_back(s);
    }
    if (p.devices.empty())
        p.message = "no CUDA device; the emulator runs kernels";
    return p;
}

} // namespace warpscope::core
