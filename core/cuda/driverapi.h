#pragma once

#include "core/common/dynlib.h"
#include "core/common/result.h"

#include <cuda.h>

#include <string>
#include <vector>

namespace warpscope::core {

/// The CUDA driver's entry points, loaded from libcuda.so.1 at run time so Warpscope works without a driver.
struct DriverApi {
    decltype(&::cuInit) init = nullptr;
    decltype(&::cuDriverGetVersion) driverGetVersion = nullptr;
    decltype(&::cuDeviceGetCount) deviceGetCount = nullptr;
    decltype(&::cuDeviceGet) deviceGet = nullptr;
    decltype(&::cuDeviceGetName) deviceGetName = nullptr;
    decltype(&::cuDeviceGetAttribute) deviceGetAttribute = nullptr;
    decltype(&::cuDeviceTotalMem) deviceTotalMem = nullptr;
    decltype(&::cuGetErrorName) getErrorName = nullptr;
    decltype(&::cuGetErrorString) getErrorString = nullptr;

    // Contexts: Warpscope uses the device's primary context (the one the runtime API shares), which
    // avoids cuCtxCreate's signature changes across driver versions.
    decltype(&::cuDevicePrimaryCtxRetain) devicePrimaryCtxRetain = nullptr;
    decltype(&::cuDevicePrimaryCtxRelease) devicePrimaryCtxRelease = nullptr;
    decltype(&::cuCtxSetCurrent) ctxSetCurrent = nullptr;
    decltype(&::cuCtxGetCurrent) ctxGetCurrent = nullptr;
    decltype(&::cuCtxSynchronize) ctxSynchronize = nullptr;

    // Modules and functions.
    decltype(&::cuModuleLoadDataEx) moduleLoadDataEx = nullptr;
    decltype(&::cuModuleUnload) moduleUnload = nullptr;
    decltype(&::cuModuleGetFunction) moduleGetFunction = nullptr;
    decltype(&::cuModuleGetGlobal) moduleGetGlobal = nullptr; ///< a [[symbol]]'s address and size
    decltype(&::cuFuncGetAttribute) funcGetAttribute = nullptr;
    decltype(&::cuFuncSetAttribute) funcSetAttribute = nullptr;
    /// cuFuncGetParamInfo, optional (drivers from CUDA 12.4 on); spelled out so older headers build.
    CUresult (*funcGetParamInfo)(CUfunction, size_t, size_t*, size_t*) = nullptr;
    decltype(&::cuLaunchKernel) launchKernel = nullptr;
    /// cuTensorMapEncodeTiled, optional (CUDA 12.0 on): encodes the tmap: arguments of a task.
    CUresult (*tensorMapEncodeTiled)(CUtensorMap*, CUtensorMapDataType, cuuint32_t, void*, const cuuint64_t*,
        const cuuint64_t*, const cuuint32_t*, const cuuint32_t*, CUtensorMapInterleave, CUtensorMapSwizzle,
        CUtensorMapL2promotion, CUtensorMapFloatOOBfill)
        = nullptr;
    /// cuTensorMapEncodeIm2col, optional (CUDA 12.0 on): the tmap: arguments with mode=im2col.
    CUresult (*tensorMapEncodeIm2col)(CUtensorMap*, CUtensorMapDataType, cuuint32_t, void*, const cuuint64_t*,
        const cuuint64_t*, const int*, const int*, cuuint32_t, cuuint32_t, const cuuint32_t*, CUtensorMapInterleave,
        CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill)
        = nullptr;

    // Memory.
    decltype(&::cuMemAlloc) memAlloc = nullptr;
    decltype(&::cuMemFree) memFree = nullptr;
    decltype(&::cuMemcpyHtoD) memcpyHtoD = nullptr;
    decltype(&::cuMemcpyDtoH) memcpyDtoH = nullptr;
    decltype(&::cuMemsetD8) memsetD8 = nullptr;
    decltype(&::cuMemsetD8Async) memsetD8Async = nullptr;
    decltype(&::cuMemGetInfo) memGetInfo = nullptr;

    // Streams and events.
    decltype(&::cuStreamCreate) streamCreate = nullptr;
    decltype(&::cuStreamDestroy) streamDestroy = nullptr;
    decltype(&::cuStreamSynchronize) streamSynchronize = nullptr;
    decltype(&::cuStreamQuery) streamQuery = nullptr;
    decltype(&::cuEventCreate) eventCreate = nullptr;
    decltype(&::cuEventRecord) eventRecord = nullptr;
    decltype(&::cuEventQuery) eventQuery = nullptr;
    decltype(&::cuEventSynchronize) eventSynchronize = nullptr;
    decltype(&::cuEventElapsedTime) eventElapsedTime = nullptr;
    decltype(&::cuEventDestroy) eventDestroy = nullptr;

    DynamicLibrary library;

    /// The process-wide driver, loaded on first use.
    static Result<const DriverApi*> instance();
    /// Loads a driver library from the first candidate that opens and binds every entry point
    /// (tests bind the toolkit's stub library to check the symbol names).
    static Result<DriverApi> load(const std::vector<std::string>& candidates = {"libcuda.so.1", "libcuda.so"});
    /// cuInit and the device count; a Backend error starting with "no CUDA device" when there is none.
    Result<int> initDevices() const;
    /// The driver, initialised (cuInit) once, with at least one device; otherwise a Backend error that
    /// starts with "no CUDA device" and says why (no driver, cuInit failed, no GPU).
    static Result<const DriverApi*> initialized();
};

/// One visible CUDA device.
struct CudaDeviceSummary {
    int ordinal = 0;
    std::string name;
    int ccMajor = 0;
    int ccMinor = 0;
    std::size_t totalMemory = 0;
    int smCount = 0;
};

/// Whether a driver and GPUs are present, without failing when they are not.
struct CudaPresence {
    bool driverLoaded = false;
    int driverVersion = 0; ///< e.g. 13000
    std::vector<CudaDeviceSummary> devices;
    std::string message; ///< why there is no device, in words
};

/// Loads the driver if it can and lists devices; never fails (the emulator serves without a GPU).
CudaPresence probeCuda();

} // namespace warpscope::core
