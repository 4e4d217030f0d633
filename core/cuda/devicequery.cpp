#include "core/cuda/devicequery.h"

#include "core/cuda/cudaerrors.h"

#include <nlohmann/json.hpp>

namespace warpscope::core {

namespace {

/// One attribute; a failed query leaves 0 (older drivers drop attributes such as the clock rates).
int attribute(const DriverApi& api, CUdevice dev, CUdevice_attribute a)
{
    int v = 0;
    if (api.deviceGetAttribute(&v, a, dev) != CUDA_SUCCESS)
        return 0;
    return v;
}

DeviceLimits queryLimits(const DriverApi& api, CUdevice dev, int arch)
{
    DeviceLimits l;
    l.arch = arch;
    l.maxThreadsPerBlock = attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK);
    l.maxBlockDim = {attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X),
        attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y),
        attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)};
    l.maxGridDim = {attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X),
        attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y),
        attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)};
    l.sharedPerBlock = attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK);
    l.sharedPerBlockOptIn = attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
    if (l.sharedPerBlockOptIn < l.sharedPerBlock)
        l.sharedPerBlockOptIn = l.sharedPerBlock;
    l.registersPerBlock = attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK);
    l.warpSize = attribute(api, dev, CU_DEVICE_ATTRIBUTE_WARP_SIZE);
    return l;
}

} // namespace

double bandwidthFromClocks(int memoryClockKHz, int busWidthBits)
{
    if (memoryClockKHz <= 0 || busWidthBits <= 0)
        return 0.0;
    return 2.0 * double(memoryClockKHz) * 1000.0 * double(busWidthBits) / 8.0;
}

Result<CudaDeviceInfo> queryCudaDevice(const DriverApi& api, int ordinal)
{
    CUdevice dev = 0;
    if (CUresult rc = api.deviceGet(&dev, ordinal); rc != CUDA_SUCCESS)
        return cudaError(rc, "cuDeviceGet", "device " + std::to_string(ordinal));
    CudaDeviceInfo d;
    d.ordinal = ordinal;
    char name[256] = {};
    api.deviceGetName(name, sizeof name, dev);
    d.name = name;
    d.ccMajor = attribute(api, dev, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR);
    d.ccMinor = attribute(api, dev, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
    api.deviceTotalMem(&d.totalMemory, dev);
    d.smCount = attribute(api, dev, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
    d.clockKHz = attribute(api, dev, CU_DEVICE_ATTRIBUTE_CLOCK_RATE);
    d.memoryClockKHz = attribute(api, dev, CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE);
    d.memoryBusWidthBits = attribute(api, dev, CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH);
    d.l2Bytes = attribute(api, dev, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE);
    d.maxThreadsPerSm = attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR);
    d.sharedPerSm = attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR);
    d.registersPerSm = attribute(api, dev, CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR);
    d.eccEnabled = attribute(api, dev, CU_DEVICE_ATTRIBUTE_ECC_ENABLED) != 0;
    d.pciBus = attribute(api, dev, CU_DEVICE_ATTRIBUTE_PCI_BUS_ID);
    d.pciDevice = attribute(api, dev, CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID);
    api.driverGetVersion(&d.driverVersion);
    d.limits = queryLimits(api, dev, d.arch());
    return d;
}

Result<std::vector<CudaDeviceInfo>> listCudaDevices()
{
    auto api = DriverApi::initialized();
    if (!api)
        return api.error();
    int count = 0;
    (*api)->deviceGetCount(&count);
    std::vector<CudaDeviceInfo> out;
    for (int i = 0; i < count; ++i) {
        auto d = queryCudaDevice(**api, i);
        if (!d)
            return d.error();
        out.push_back(std::move(*d));
    }
    return out;
}

nlohmann::json deviceInfoToJson(const CudaDeviceInfo& d)
{
    const DeviceLimits& l = d.limits;
    return {{"ordinal", d.ordinal}, {"name", d.name},
        {"compute_capability", std::to_string(d.ccMajor) + "." + std::to_string(d.ccMinor)},
        {"arch", "sm_" + std::to_string(d.arch())}, {"sm_count", d.smCount}, {"total_memory", d.totalMemory},
        {"clock_khz", d.clockKHz}, {"memory_clock_khz", d.memoryClockKHz},
        {"memory_bus_width_bits", d.memoryBusWidthBits},
        {"memory_bandwidth_from_clocks", bandwidthFromClocks(d.memoryClockKHz, d.memoryBusWidthBits)},
        {"l2_bytes", d.l2Bytes}, {"max_threads_per_sm", d.maxThreadsPerSm}, {"shared_per_sm", d.sharedPerSm},
        {"registers_per_sm", d.registersPerSm}, {"ecc", d.eccEnabled}, {"driver_version", d.driverVersion},
        {"limits",
            {{"max_threads_per_block", l.maxThreadsPerBlock}, {"max_block_dim", l.maxBlockDim},
                {"max_grid_dim", l.maxGridDim}, {"shared_per_block", l.sharedPerBlock},
                {"shared_per_block_optin", l.sharedPerBlockOptIn}, {"registers_per_block", l.registersPerBlock},
                {"warp_size", l.warpSize}}}};
}

} // namespace warpscope::core
