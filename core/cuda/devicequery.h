#pragma once

#include "core/common/result.h"
#include "core/cuda/devicelimits.h"
#include "core/cuda/driverapi.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace warpscope::core {

/// Everything Warpscope reads about one GPU: identity, clocks, memory, caches and launch limits.
struct CudaDeviceInfo {
    int ordinal = 0;
    std::string name;
    int ccMajor = 0;
    int ccMinor = 0;
    std::size_t totalMemory = 0; ///< bytes
    int smCount = 0;
    int clockKHz = 0; ///< CU_DEVICE_ATTRIBUTE_CLOCK_RATE; 0 when the driver no longer reports it
    int memoryClockKHz = 0; ///< CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE; 0 when not reported
    int memoryBusWidthBits = 0;
    int l2Bytes = 0;
    int maxThreadsPerSm = 0;
    int sharedPerSm = 0; ///< bytes
    int registersPerSm = 0;
    bool eccEnabled = false;
    int pciBus = 0;
    int pciDevice = 0;
    int driverVersion = 0; ///< e.g. 13000
    DeviceLimits limits;

    /// Compute capability as a number, 90 for 9.0.
    int arch() const { return ccMajor * 10 + ccMinor; }
};

/// Peak DRAM bandwidth in bytes/s from the memory clock and bus width (double data rate: two
/// transfers per clock, as HBM and GDDR report their clocks to the driver); 0 when either is unknown.
double bandwidthFromClocks(int memoryClockKHz, int busWidthBits);

/// Reads one device's attributes through the driver (cuInit already done).
Result<CudaDeviceInfo> queryCudaDevice(const DriverApi& api, int ordinal);

/// Every visible device; a Backend error starting with "no CUDA device" when there is none.
Result<std::vector<CudaDeviceInfo>> listCudaDevices();

/// The device as JSON for the bench document and `info`: name, compute capability, SMs, memory,
/// clocks, L2 and limits.
nlohmann::json deviceInfoToJson(const CudaDeviceInfo& d);

} // namespace warpscope::core
