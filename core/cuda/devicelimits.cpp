#include "core/cuda/devicelimits.h"

#include "core/common/demangle.h"

#include <algorithm>

namespace warpscope::core {

namespace {

const char* const kAxis[3] = {"x", "y", "z"};
const char* const kBlockAttr[3] = {"CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X", "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y",
    "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z"};
const char* const kGridAttr[3] = {
    "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X", "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y", "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z"};

std::string dims(const std::array<std::uint32_t, 3>& d)
{
    return std::to_string(d[0]) + "\u00d7" + std::to_string(d[1]) + "\u00d7" + std::to_string(d[2]);
}

std::string kib(std::int64_t bytes)
{
    if (bytes % 1024 == 0)
        return std::to_string(bytes / 1024) + " KiB";
    return std::to_string(bytes) + " bytes";
}

Error launchError(const std::string& field, const std::string& message)
{
    return makeError(ErrorCode::BadInput, message, {}, 0, field);
}

Status checkDimensions(const DeviceLimits& limits, const ResolvedLaunch& launch)
{
    for (int a = 0; a < 3; ++a) {
        if (launch.grid[a] == 0)
            return launchError("launch.grid",
                "grid." + std::string(kAxis[a]) + " is 0 (grid " + dims(launch.grid)
                    + "): every grid and block dimension must be at least 1");
        if (launch.block[a] == 0)
            return launchError("launch.block",
                "block." + std::string(kAxis[a]) + " is 0 (block " + dims(launch.block)
                    + "): every grid and block dimension must be at least 1");
    }
    for (int a = 0; a < 3; ++a)
        if (launch.block[a] > limits.maxBlockDim[a])
            return launchError("launch.block",
                "block." + std::string(kAxis[a]) + " = " + std::to_string(launch.block[a])
                    + " exceeds the device's maximum block " + kAxis[a] + "-dimension of "
                    + std::to_string(limits.maxBlockDim[a]) + " (" + kBlockAttr[a] + "); reshape the block");
    for (int a = 0; a < 3; ++a)
        if (launch.grid[a] > limits.maxGridDim[a])
            return launchError("launch.grid",
                "grid." + std::string(kAxis[a]) + " = " + std::to_string(launch.grid[a])
                    + " exceeds the device's maximum grid " + kAxis[a] + "-dimension of "
                    + std::to_string(limits.maxGridDim[a]) + " (" + kGridAttr[a]
                    + "); put the large dimension in x (up to " + std::to_string(limits.maxGridDim[0])
                    + ") or loop inside the kernel");
    return Ok {};
}

Status checkThreads(
    const DeviceLimits& limits, const ResolvedLaunch& launch, const KernelFootprint& kernel, std::uint64_t threads)
{
    const std::string block = "block " + dims(launch.block) + " = " + std::to_string(threads) + " threads";
    if (threads > std::uint64_t(limits.maxThreadsPerBlock))
        return launchError("launch.block",
            block + " exceeds the device's " + std::to_string(limits.maxThreadsPerBlock)
                + " threads per block (CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK); use at most "
                + std::to_string(limits.maxThreadsPerBlock) + " threads per block");
    if (kernel.maxThreadsPerBlock > 0 && threads > std::uint64_t(kernel.maxThreadsPerBlock))
        return launchError("launch.block",
            block + " exceeds the " + std::to_string(kernel.maxThreadsPerBlock) + " threads per block kernel '"
                + shortDemangledName(kernel.name) + "' can launch with " + std::to_string(kernel.registersPerThread)
                + " registers per thread (CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK); use a smaller block, or cap the "
                  "registers with __launch_bounds__ or -maxrregcount");
    const std::uint64_t registers = threads * std::uint64_t(std::max(kernel.registersPerThread, 0));
    if (registers > std::uint64_t(limits.registersPerBlock))
        return launchError("launch.block",
            block + " \u00d7 " + std::to_string(kernel.registersPerThread) + " registers per thread of kernel '"
                + shortDemangledName(kernel.name) + "' = " + std::to_string(registers)
                + " registers, more than the device's " + std::to_string(limits.registersPerBlock)
                + " per block (CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK); use a smaller block or fewer registers");
    return Ok {};
}

} // namespace

Result<LaunchPlan> checkLaunch(const DeviceLimits& limits, const ResolvedLaunch& launch, const KernelFootprint& kernel)
{
    if (auto s = checkDimensions(limits, launch); !s)
        return s.error();
    LaunchPlan plan;
    plan.threadsPerBlock = std::uint64_t(launch.block[0]) * launch.block[1] * launch.block[2];
    plan.blocks = std::uint64_t(launch.grid[0]) * launch.grid[1] * launch.grid[2];
    if (auto s = checkThreads(limits, launch, kernel, plan.threadsPerBlock); !s)
        return s.error();
    plan.sharedBytes = std::int64_t(std::max(kernel.staticShared, 0)) + launch.dynamicShared;
    if (plan.sharedBytes > limits.sharedPerBlockOptIn)
        return launchError("launch.dynamic_shared",
            "kernel '" + shortDemangledName(kernel.name) + "' needs " + kib(plan.sharedBytes)
                + " of shared memory per block (" + kib(kernel.staticShared) + " static + " + kib(launch.dynamicShared)
                + " dynamic), more than the device's " + kib(limits.sharedPerBlockOptIn)
                + " opt-in maximum per block (CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN); use smaller "
                  "tiles");
    plan.needsSharedOptIn = plan.sharedBytes > limits.sharedPerBlock;
    return plan;
}

namespace {

/// The CUDA C++ Programming Guide, "Technical Specifications per Compute Capability": 1024 threads
/// per block, block 1024×1024×64, grid (2^31-1)×65535×65535, 64 K registers per block, 48 KiB shared
/// memory per block without opt-in; the opt-in maximum differs (64 KiB on 7.5, 163 KiB on 8.0/8.7,
/// 99 KiB on 8.6/8.9/12.0, 227 KiB on 9.0/10.0).
DeviceLimits guideRow(int arch, int optInKiB)
{
    DeviceLimits l;
    l.arch = arch;
    l.sharedPerBlockOptIn = optInKiB * 1024;
    return l;
}

const std::vector<DeviceLimits> kGuide = {guideRow(75, 64), guideRow(80, 163), guideRow(86, 99), guideRow(87, 163),
    guideRow(89, 99), guideRow(90, 227), guideRow(100, 227), guideRow(120, 99)};

} // namespace

const DeviceLimits* guideDeviceLimits(int arch)
{
    for (const auto& l : kGuide)
        if (l.arch == arch)
            return &l;
    return nullptr;
}

std::vector<int> guideDeviceArchs()
{
    std::vector<int> out;
    for (const auto& l : kGuide)
        out.push_back(l.arch);
    return out;
}

} // namespace warpscope::core
