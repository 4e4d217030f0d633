#include "core/cuda/driverapi.h"

#include <mutex>

namespace warpscope::core {

namespace {

template <typename F> bool bind(const DynamicLibrary& lib, F& fn, const char* name)
{
    fn = reinterpret_cast<F>(lib.symbol(name));
    return fn != nullptr;
}

Result<DriverApi> load()
{
    auto lib = DynamicLibrary::open({"libcuda.so.1", "libcuda.so"}, "The CUDA driver (libcuda.so.1)");
    if (!lib)
        return lib.error();
    DriverApi api;
    api.library = std::move(*lib);
    const auto& l = api.library;
    const bool ok = bind(l, api.init, "cuInit") && bind(l, api.driverGetVersion, "cuDriverGetVersion")
        && bind(l, api.deviceGetCount, "cuDeviceGetCount") && bind(l, api.deviceGet, "cuDeviceGet")
        && bind(l, api.deviceGetName, "cuDeviceGetName") && bind(l, api.deviceGetAttribute, "cuDeviceGetAttribute")
        && bind(l, api.deviceTotalMem, "cuDeviceTotalMem_v2") && bind(l, api.getErrorName, "cuGetErrorName")
        && bind(l, api.getErrorString, "cuGetErrorString");
    if (!ok)
        return makeError(
            ErrorCode::Backend, "the CUDA driver at " + l.path() + " is too old; update the NVIDIA driver");
    return api;
}

} // namespace

Result<const DriverApi*> DriverApi::instance()
{
    static std::once_flag once;
    static Result<DriverApi>* loaded = nullptr;
    std::call_once(once, [] { loaded = new Result<DriverApi>(load()); });
    if (!loaded->ok())
        return loaded->error();
    return &loaded->value();
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
