#include "core/pipeline/launchchecks.h"

#include "core/common/demangle.h"
#include "core/common/tripletext.h"

#include "core/analysis/roofline.h"
#include "core/cuda/gpuspecs.h"
#include "core/perf/occupancy.h"

namespace warpscope::core {

Status checkCooperativeLaunch(
    const Task& task, const ResolvedLaunch& launch, const CooperativeKernel& kernel, int arch, const std::string& gpu)
{
    if (!launch.cooperative)
        return Ok {};
    const GpuSpec* spec = analysis::rooflineGpu(gpu); // "H100" as --gpu names it
    if (!spec || spec->smCount.value <= 0)
        return makeError(ErrorCode::BadInput,
            "cooperative launch: GPU '" + gpu
                + "' has no SM count in resources/gpus.json, so the co-resident grid size is unknown; pick a GPU "
                  "listed there (--gpu)",
            task.file.string(), launch.clusterLine, "launch.cooperative");
    KernelUsage usage;
    usage.blockSize = static_cast<int>(launch.block[0] * launch.block[1] * launch.block[2]);
    usage.registersPerThread = kernel.registersPerThread;
    usage.sharedStatic = kernel.sharedStatic;
    usage.sharedDynamic = static_cast<int>(launch.dynamicShared);
    usage.barriers = kernel.barriers;
    auto occ = computeOccupancy(arch, usage);
    if (!occ)
        return makeError(ErrorCode::BadInput, "cooperative launch: " + occ.error().message, task.file.string(),
            launch.clusterLine, "launch.cooperative");
    const auto sms = static_cast<std::uint64_t>(spec->smCount.value);
    const std::uint64_t resident = static_cast<std::uint64_t>(occ->activeBlocksPerSm) * sms;
    const std::uint64_t ctas = static_cast<std::uint64_t>(launch.grid[0]) * launch.grid[1] * launch.grid[2];
    if (ctas <= resident)
        return Ok {};
    return makeError(ErrorCode::BadInput,
        "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE: kernel '" + shortDemangledName(kernel.entry)
            + "' is launched cooperatively with " + std::to_string(ctas) + " CTAs, but at most "
            + std::to_string(occ->activeBlocksPerSm) + " CTAs per SM x " + std::to_string(sms)
            + " SMs = " + std::to_string(resident) + " can be resident on " + spec->name + " (sm_"
            + std::to_string(arch) + ", " + std::to_string(usage.blockSize) + " threads, "
            + std::to_string(kernel.registersPerThread) + " registers per thread, limited by "
            + occupancyLimiterName(occ->limiter) + "); launch fewer CTAs (a grid-stride loop) or smaller blocks",
        task.file.string(), launch.clusterLine, "launch.grid");
}

Status checkClusterLaunch(const Task& task, const ResolvedLaunch& launch)
{
    if (!launch.hasCluster)
        return Ok {};
    const auto& c = launch.cluster;
    const std::uint32_t size = c[0] * c[1] * c[2];
    if (size > 8)
        return makeError(ErrorCode::BadInput,
            "CUDA_ERROR_CLUSTER_SIZE_EXCEEDED: a cluster of " + tripleText(c) + " has " + std::to_string(size)
                + " CTAs; the portable maximum is 8; use a smaller cluster",
            task.file.string(), launch.clusterLine, "launch.cluster");
    for (int i = 0; i < 3; ++i)
        if (launch.grid[i] % c[i] != 0)
            return makeError(ErrorCode::BadInput,
                "CUDA_ERROR_INVALID_CLUSTER_SIZE: grid " + tripleText(launch.grid)
                    + " is not a multiple of the cluster " + tripleText(c) + " in " + "xyz"[i]
                    + "; round the grid up to a multiple of the cluster",
                task.file.string(), launch.clusterLine, "launch.cluster");
    return Ok {};
}

} // namespace warpscope::core
