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

    DynamicLibrary library;

    /// The process-wide driver, loaded on first use.
    static Result<const DriverApi*> instance();
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
