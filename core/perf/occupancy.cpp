#include "core/perf/occupancy.h"

#include <algorithm>
#include <array>
#include <climits>

namespace warpscope::core {

namespace {

constexpr int KiB = 1024;

// Sources of the values below:
//  [PG]  CUDA C++ Programming Guide (CUDA 13.0), "Compute Capabilities", table "Technical Specifications per
//        Compute Capability": resident warps and blocks per SM, 64 K registers per SM and per block, 255 registers
//        per thread, 1024 threads per block, shared memory per SM and per block (opt-in), 48 KiB per block without
//        opt-in, and (compute capability 8.x and newer) 1 KiB of shared memory per block reserved for system use.
//  [OCC] cuda_occupancy.h of the CUDA 13.0 toolkit (the model behind cudaOccupancyMaxActiveBlocksPerMultiprocessor):
//        cudaOccMaxBlocksPerMultiprocessor (blocks per SM: 16 on 7.5, 32 on 8.0, 16 on 8.6, 24 on 8.9, 32 on 9.0 and
//        10.0, 24 on 12.x), cudaOccRegAllocationGranularity (256), cudaOccSubPartitionsPerMultiprocessor (4),
//        cudaOccSMemAllocationGranularity (256 on 7.x, 128 on 8.x and newer), cudaOccAlignUpShmemSizeVoltaPlus (the
//        carveout sizes), cudaOccSMemPerBlock (the reserved part is added on major >= 8) and
//        cudaOccMaxBlocksPerSMBlockBarrierLimit (2 barrier slots per block slot on 9.0 and 10.0, 1 on 12.x; applied
//        "for Hopper onwards" only, i.e. compute capability 9.0 and newer).
//  [TG]  NVIDIA tuning guides: Turing (64 KiB shared per SM, 32 or 64 KiB carveouts), Ampere (A100: 164 KiB per SM,
//        163 KiB per block; GA10x: 100 / 99 KiB), Ada (100 / 99 KiB), Hopper (228 / 227 KiB), Blackwell (10.0:
//        228 / 227 KiB; 12.0: 100 / 99 KiB).
std::vector<int> kib(std::initializer_list<int> sizes)
{
    std::vector<int> out;
    for (int s : sizes)
        out.push_back(s * KiB);
    return out;
}

std::vector<ArchLimits> makeTable()
{
    std::vector<ArchLimits> t;
    ArchLimits a;
    // sm_75 (Turing): 32 warps [PG], 16 blocks [PG][OCC], 64 KiB per SM and per block [PG][TG], carveouts 32/64 KiB
    // [OCC][TG], 256-byte shared allocation unit [OCC], nothing reserved (the reservation starts with 8.x) [PG][OCC].
    a.arch = 75;
    a.maxWarpsPerSm = 32;
    a.maxBlocksPerSm = 16;
    a.sharedPerSm = 64 * KiB;
    a.sharedCarveouts = kib({32, 64});
    a.sharedAllocUnit = 256;
    a.sharedPerBlockOptIn = 64 * KiB;
    a.sharedReservedPerBlock = 0;
    a.barriersPerBlockSlot = 0;
    t.push_back(a);
    // sm_80 (A100): 64 warps, 32 blocks, 164 KiB per SM, 163 KiB per block opt-in [PG][TG], 1 KiB reserved [PG],
    // carveouts 0..164 KiB [OCC], no barrier limit before 9.0 [OCC].
    a.arch = 80;
    a.maxWarpsPerSm = 64;
    a.maxBlocksPerSm = 32;
    a.sharedPerSm = 164 * KiB;
    a.sharedCarveouts = kib({0, 8, 16, 32, 64, 100, 132, 164});
    a.sharedAllocUnit = 128;
    a.sharedPerBlockOptIn = 163 * KiB;
    a.sharedReservedPerBlock = 1 * KiB;
    a.barriersPerBlockSlot = 0;
    t.push_back(a);
    // sm_86 (GA10x): 48 warps, 16 blocks, 100 KiB per SM, 99 KiB per block [PG][TG], carveouts 0..100 KiB [OCC],
    // no barrier limit before 9.0 [OCC].
    a.arch = 86;
    a.maxWarpsPerSm = 48;
    a.maxBlocksPerSm = 16;
    a.sharedPerSm = 100 * KiB;
    a.sharedCarveouts = kib({0, 8, 16, 32, 64, 100});
    a.sharedPerBlockOptIn = 99 * KiB;
    a.barriersPerBlockSlot = 0;
    t.push_back(a);
    // sm_89 (Ada): as sm_86 but 24 blocks per SM [PG][OCC][TG].
    a.arch = 89;
    a.maxBlocksPerSm = 24;
    t.push_back(a);
    // sm_90 (Hopper): 64 warps, 32 blocks, 228 KiB per SM, 227 KiB per block [PG][TG], carveouts 0..228 KiB [OCC],
    // 2 barrier slots [OCC].
    a.arch = 90;
    a.maxWarpsPerSm = 64;
    a.maxBlocksPerSm = 32;
    a.sharedPerSm = 228 * KiB;
    a.sharedCarveouts = kib({0, 8, 16, 32, 64, 100, 132, 164, 196, 228});
    a.sharedPerBlockOptIn = 227 * KiB;
    a.barriersPerBlockSlot = 2;
    t.push_back(a);
    // sm_100 (Blackwell B200): the same SM limits as sm_90 [PG][TG][OCC].
    a.arch = 100;
    t.push_back(a);
    // sm_120 (Blackwell RTX): 48 warps [PG][TG], 24 blocks [OCC], 100 KiB per SM, 99 KiB per block [PG][TG],
    // carveouts 0..100 KiB [OCC], 1 barrier slot [OCC].
    a.arch = 120;
    a.maxWarpsPerSm = 48;
    a.maxBlocksPerSm = 24;
    a.sharedPerSm = 100 * KiB;
    a.sharedCarveouts = kib({0, 8, 16, 32, 64, 100});
    a.sharedPerBlockOptIn = 99 * KiB;
    a.barriersPerBlockSlot = 1;
    t.push_back(a);
    return t;
}

const std::vector<ArchLimits>& table()
{
    static const std::vector<ArchLimits> t = makeTable();
    return t;
}

int divUp(int x, int y)
{
    return (x + y - 1) / y;
}
int roundUp(int x, int y)
{
    return divUp(x, y) * y;
}

/// The smallest carveout that holds `bytes`, or -1.
int carveoutAtLeast(const ArchLimits& l, long long bytes)
{
    for (int c : l.sharedCarveouts)
        if (c >= bytes)
            return c;
    return -1;
}

void limitByRegisters(const ArchLimits& l, const KernelUsage& u, int warpsPerBlock, OccupancyResult& r)
{
    if (u.registersPerThread > l.maxRegistersPerThread) {
        r.blocksByRegisters = 0;
        r.note = std::to_string(u.registersPerThread) + " registers per thread is more than the "
            + std::to_string(l.maxRegistersPerThread) + " allowed";
        return;
    }
    // Registers are allocated per warp, in units of registerAllocUnit, and each of the subPartitions schedulers
    // owns a quarter of the register file; a block's warps are spread over the schedulers.
    const int perWarp = roundUp(std::max(u.registersPerThread, 0) * l.warpSize, l.registerAllocUnit);
    r.registersPerBlock = perWarp * warpsPerBlock;
    if (perWarp == 0) {
        r.blocksByRegisters = INT_MAX;
        return;
    }
    if (perWarp * roundUp(warpsPerBlock, l.subPartitions) > l.maxRegistersPerBlock) {
        r.blocksByRegisters = 0;
        r.note = "a block of " + std::to_string(u.blockSize) + " threads at " + std::to_string(u.registersPerThread)
            + " registers each needs more than the " + std::to_string(l.maxRegistersPerBlock)
            + " registers a block may use";
        return;
    }
    const int warpsPerSubPartition = (l.registersPerSm / l.subPartitions) / perWarp;
    r.blocksByRegisters = warpsPerSubPartition * l.subPartitions / warpsPerBlock;
}

void limitBySharedMemory(const ArchLimits& l, const KernelUsage& u, OccupancyResult& r)
{
    const long long requested = static_cast<long long>(std::max(u.sharedStatic, 0)) + std::max(u.sharedDynamic, 0);
    const long long allocated = roundUp(
        static_cast<int>(std::min<long long>(requested + l.sharedReservedPerBlock, INT_MAX / 2)), l.sharedAllocUnit);
    r.sharedPerBlock = static_cast<int>(allocated);
    r.sharedOptInNeeded = requested > l.sharedPerBlockDefault;
    const long long limit
        = (r.sharedOptInNeeded ? l.sharedPerBlockOptIn : l.sharedPerBlockDefault) + l.sharedReservedPerBlock;
    if (allocated > limit) {
        r.blocksBySharedMemory = 0;
        r.note = std::to_string(requested) + " bytes of shared memory per block is more than the "
            + std::to_string(l.sharedPerBlockOptIn) + " bytes sm_" + std::to_string(l.arch) + " allows";
        return;
    }
    // The driver's carveout: the preference (or the largest size), rounded up to a size the SM supports, and
    // raised when one block would not fit in it.
    long long preference
        = u.carveoutPercent < 0 ? l.sharedPerSm : static_cast<long long>(u.carveoutPercent) * l.sharedPerSm / 100;
    int carveout = carveoutAtLeast(l, preference);
    if (carveout < allocated)
        carveout = carveoutAtLeast(l, allocated);
    r.sharedPerSm = carveout;
    r.blocksBySharedMemory = allocated > 0 ? static_cast<int>(carveout / allocated) : INT_MAX;
}

OccupancyResult compute(const ArchLimits& l, const KernelUsage& u)
{
    OccupancyResult r;
    r.arch = l.arch;
    r.usage = u;
    r.maxWarpsPerSm = l.maxWarpsPerSm;
    if (u.blockSize < 1 || u.blockSize > l.maxThreadsPerBlock) {
        r.limiter = OccupancyLimiter::BlockSize;
        r.note = "a block of " + std::to_string(u.blockSize) + " threads is outside 1.."
            + std::to_string(l.maxThreadsPerBlock);
        return r;
    }
    const int warpsPerBlock = divUp(u.blockSize, l.warpSize);
    r.blocksByWarps = l.maxWarpsPerSm / warpsPerBlock;
    r.blocksByBlocks = l.maxBlocksPerSm;
    limitByRegisters(l, u, warpsPerBlock, r);
    limitBySharedMemory(l, u, r);
    r.blocksByBarriers = u.barriers > 0 && l.barriersPerBlockSlot > 0
        ? l.maxBlocksPerSm * l.barriersPerBlockSlot / u.barriers
        : INT_MAX;
    // Ties go to the hardware limits first: a kernel held by the warp or block cap gains nothing from fewer
    // registers or less shared memory.
    const std::array<std::pair<OccupancyLimiter, int>, 5> limits {{{OccupancyLimiter::Warps, r.blocksByWarps},
        {OccupancyLimiter::Blocks, r.blocksByBlocks}, {OccupancyLimiter::Registers, r.blocksByRegisters},
        {OccupancyLimiter::SharedMemory, r.blocksBySharedMemory}, {OccupancyLimiter::Barriers, r.blocksByBarriers}}};
    r.activeBlocksPerSm = INT_MAX;
    for (const auto& [limiter, blocks] : limits)
        if (blocks < r.activeBlocksPerSm) {
            r.activeBlocksPerSm = blocks;
            r.limiter = limiter;
        }
    r.activeWarpsPerSm = r.activeBlocksPerSm * warpsPerBlock;
    r.occupancy = static_cast<double>(r.activeWarpsPerSm) / l.maxWarpsPerSm;
    return r;
}

Error unknownArch(int arch)
{
    std::string list;
    for (int a : occupancyArchs())
        list += (list.empty() ? "sm_" : ", sm_") + std::to_string(a);
    return makeError(ErrorCode::Unsupported,
        "Warpscope has no occupancy table for sm_" + std::to_string(arch) + "; pick one of " + list, {}, 0, "arch");
}

OccupancyPoint point(const ArchLimits& l, const KernelUsage& u, int x)
{
    const OccupancyResult r = compute(l, u);
    return {x, r.activeWarpsPerSm, r.occupancy, r.limiter};
}

} // namespace

const ArchLimits* archLimits(int arch)
{
    for (const auto& l : table())
        if (l.arch == arch)
            return &l;
    return nullptr;
}

std::vector<int> occupancyArchs()
{
    std::vector<int> out;
    for (const auto& l : table())
        out.push_back(l.arch);
    return out;
}

const char* occupancyLimiterName(OccupancyLimiter limiter)
{
    switch (limiter) {
    case OccupancyLimiter::None:
        return "none";
    case OccupancyLimiter::BlockSize:
        return "block_size";
    case OccupancyLimiter::Warps:
        return "warps";
    case OccupancyLimiter::Blocks:
        return "blocks";
    case OccupancyLimiter::Registers:
        return "registers";
    case OccupancyLimiter::SharedMemory:
        return "shared_memory";
    case OccupancyLimiter::Barriers:
        return "barriers";
    }
    return "none";
}

OccupancyLimiter occupancyLimiterFromName(const std::string& name)
{
    for (auto l : {OccupancyLimiter::BlockSize, OccupancyLimiter::Warps, OccupancyLimiter::Blocks,
             OccupancyLimiter::Registers, OccupancyLimiter::SharedMemory, OccupancyLimiter::Barriers})
        if (name == occupancyLimiterName(l))
            return l;
    return OccupancyLimiter::None;
}

Result<OccupancyResult> computeOccupancy(int arch, const KernelUsage& usage)
{
    const ArchLimits* l = archLimits(arch);
    if (!l)
        return unknownArch(arch);
    return compute(*l, usage);
}

Result<OccupancyCurves> occupancyCurves(int arch, const KernelUsage& usage)
{
    const ArchLimits* l = archLimits(arch);
    if (!l)
        return unknownArch(arch);
    OccupancyCurves c;
    c.blockSize = {"block_size", usage.blockSize, {}};
    for (int b = l->warpSize; b <= l->maxThreadsPerBlock; b += l->warpSize) {
        KernelUsage u = usage;
        u.blockSize = b;
        c.blockSize.points.push_back(point(*l, u, b));
    }
    c.registers = {"registers_per_thread", usage.registersPerThread, {}};
    for (int regs = 1; regs <= l->maxRegistersPerThread; ++regs) {
        KernelUsage u = usage;
        u.registersPerThread = regs;
        c.registers.points.push_back(point(*l, u, regs));
    }
    c.sharedMemory = {"shared_per_block", usage.sharedStatic + usage.sharedDynamic, {}};
    const int step = std::max(l->sharedAllocUnit, roundUp(l->sharedPerBlockOptIn / 512, l->sharedAllocUnit));
    for (int s = 0; s <= l->sharedPerBlockOptIn; s += step) {
        KernelUsage u = usage;
        u.sharedStatic = 0;
        u.sharedDynamic = s;
        c.sharedMemory.points.push_back(point(*l, u, s));
    }
    return c;
}

} // namespace warpscope::core
