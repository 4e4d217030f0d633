#pragma once

#include "core/common/result.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// Per-SM limits of one compute capability, as the occupancy calculation needs them. Sources are
/// cited next to each value in occupancy.cpp.
struct ArchLimits {
    int arch = 0; ///< compute capability as a number: 75, 80, 86, 89, 90, 100, 120
    int warpSize = 32;
    int maxThreadsPerBlock = 1024;
    int maxWarpsPerSm = 0;
    int maxBlocksPerSm = 0;
    int registersPerSm = 65536; ///< 32-bit registers
    int maxRegistersPerBlock = 65536;
    int maxRegistersPerThread = 255;
    int registerAllocUnit = 256; ///< registers are allocated per warp in units of this many
    int subPartitions = 4; ///< the register file is split between this many warp schedulers
    int sharedPerSm = 0; ///< bytes, largest carveout
    std::vector<int> sharedCarveouts; ///< the shared-memory sizes (bytes) an SM can be configured to
    int sharedAllocUnit = 128; ///< bytes
    int sharedPerBlockDefault = 48 * 1024; ///< without the opt-in attribute
    int sharedPerBlockOptIn = 0; ///< with cudaFuncAttributeMaxDynamicSharedMemorySize
    int sharedReservedPerBlock = 0; ///< the driver's own shared memory per block (1 KiB on sm_80 and newer)
    int barriersPerBlockSlot
        = 0; ///< named barriers per resident-block slot (times maxBlocksPerSm); 0: no barrier limit
};

/// The limits for an architecture, or nullptr when Warpscope has no table for it.
const ArchLimits* archLimits(int arch);

/// The architectures archLimits() knows, ascending.
std::vector<int> occupancyArchs();

/// What a kernel launch asks of an SM.
struct KernelUsage {
    int blockSize = 0; ///< threads per block
    int registersPerThread = 0;
    int sharedStatic = 0; ///< bytes declared with __shared__
    int sharedDynamic = 0; ///< bytes given at launch
    int barriers = 0; ///< named barriers the kernel uses (ptxas "used N barriers")
    int carveoutPercent = -1; ///< cudaFuncAttributePreferredSharedMemoryCarveout; -1 = the driver's default
};

/// Which resource stops one more block from fitting on the SM.
enum class OccupancyLimiter { None, BlockSize, Warps, Blocks, Registers, SharedMemory, Barriers };

/// "warps", "blocks", "registers", "shared_memory", "barriers", "block_size", "none".
const char* occupancyLimiterName(OccupancyLimiter limiter);
/// Inverse of occupancyLimiterName; unknown names map to None.
OccupancyLimiter occupancyLimiterFromName(const std::string& name);

/// Theoretical occupancy of one launch configuration, with the block count each resource allows.
struct OccupancyResult {
    int arch = 0;
    KernelUsage usage;
    int activeBlocksPerSm = 0;
    int activeWarpsPerSm = 0;
    int maxWarpsPerSm = 0;
    double occupancy = 0.0; ///< activeWarpsPerSm / maxWarpsPerSm
    OccupancyLimiter limiter = OccupancyLimiter::None;
    int blocksByWarps = 0;
    int blocksByBlocks = 0;
    int blocksByRegisters = 0; ///< a large number when the kernel uses no registers
    int blocksBySharedMemory = 0;
    int blocksByBarriers = 0;
    int registersPerBlock = 0; ///< allocated, after rounding
    int sharedPerBlock = 0; ///< allocated, including the reserved part, after rounding
    int sharedPerSm = 0; ///< the carveout the driver would pick
    bool sharedOptInNeeded = false; ///< the block needs more than the default 48 KiB
    std::string note; ///< why no block fits, when none does
};

/// Computes theoretical occupancy the way the CUDA Occupancy API does; the error names an unknown
/// architecture and lists the known ones.
Result<OccupancyResult> computeOccupancy(int arch, const KernelUsage& usage);

/// One point of a what-if curve.
struct OccupancyPoint {
    int x = 0;
    int activeWarpsPerSm = 0;
    double occupancy = 0.0;
    OccupancyLimiter limiter = OccupancyLimiter::None;
};

/// Occupancy as one input varies, the others held at the kernel's values.
struct OccupancyCurve {
    std::string variable; ///< "block_size", "registers_per_thread" or "shared_per_block"
    int current = 0; ///< the kernel's own x
    std::vector<OccupancyPoint> points;
};

/// The three what-if curves of the occupancy calculator.
struct OccupancyCurves {
    OccupancyCurve blockSize; ///< 32..1024 in steps of a warp
    OccupancyCurve registers; ///< 1..max registers per thread
    OccupancyCurve sharedMemory; ///< 0..opt-in maximum, in allocation units (at most ~512 points)
};

/// Computes the three curves for the kernel's usage; the error names an unknown architecture.
Result<OccupancyCurves> occupancyCurves(int arch, const KernelUsage& usage);

} // namespace warpscope::core
