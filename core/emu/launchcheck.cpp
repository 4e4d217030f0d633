// The emulator's launch checks: what cuLaunchKernel refuses on a GPU is refused here too, with the same
// error name, so a kernel that "passes on the emulator" cannot be one a GPU never runs.
#include "core/emu/launchcheck.h"

#include "core/common/demangle.h"
#include "core/common/tripletext.h"
#include "core/cuda/devicelimits.h"
#include "core/cuda/gpuspecs.h"

namespace warpscope::core::emu {

namespace {

std::string list(const std::vector<std::uint32_t>& v)
{
    std::string s;
    for (const auto x : v)
        s += (s.empty() ? "" : ", ") + std::to_string(x);
    return s;
}

/// A directive's 1 to 3 values as a full x, y, z triple (missing dimensions are 1).
std::array<std::uint32_t, 3> asTriple(const std::vector<std::uint32_t>& v)
{
    std::array<std::uint32_t, 3> t {1, 1, 1};
    for (std::size_t i = 0; i < v.size() && i < 3; ++i)
        t[i] = v[i];
    return t;
}

Error refused(const LaunchRequest& r, const char* code, const std::string& why, const std::string& what)
{
    return makeError(ErrorCode::BadInput,
        "kernel '" + shortDemangledName(r.entry) + "': " + why + "; a GPU refuses this launch with " + code + ". "
            + what,
        {}, 0, "launch.block");
}

Status checkDirectives(const LaunchRequest& r, const ptx::PerformanceDirectives& pd)
{
    const auto& b = r.dims.block;
    const std::uint64_t threads = std::uint64_t(b[0]) * b[1] * b[2];
    if (!pd.reqntid.empty() && asTriple(pd.reqntid) != b)
        return refused(r, "CUDA_ERROR_INVALID_VALUE",
            "block " + tripleText(b) + " differs from the block the kernel requires, .reqntid " + list(pd.reqntid),
            "Launch it with exactly that block");
    if (!pd.maxntid.empty()) {
        std::uint64_t limit = 1;
        for (const auto v : pd.maxntid)
            limit *= v;
        if (threads > limit)
            return refused(r, "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
                "block of " + std::to_string(threads) + " threads exceeds .maxntid " + list(pd.maxntid)
                    + " (__launch_bounds__(" + std::to_string(limit) + "))",
                "Launch at most " + std::to_string(limit) + " threads per block, or raise __launch_bounds__");
    }
    return Ok {};
}

/// The cluster shape: the task's [launch] cluster, else the kernel's compile-time shape
/// (.reqnctapercluster, __cluster_dims__), else one CTA per cluster as the driver gives; checked the
/// way the driver checks cuLaunchKernelEx's cluster attribute.
Status checkCluster(const LaunchRequest& r, const ptx::PerformanceDirectives& pd, LaunchGeometry& g)
{
    const ResolvedLaunch& d = r.dims;
    const bool fromKernel = !pd.reqnctapercluster.empty();
    g.explicitCluster = pd.explicitcluster || fromKernel || d.hasCluster;
    if (!d.hasCluster && !fromKernel)
        return Ok {};
    const auto kernelShape = asTriple(pd.reqnctapercluster);
    if (d.hasCluster && fromKernel && d.cluster != kernelShape)
        return makeError(ErrorCode::BadInput,
            "CUDA_ERROR_INVALID_CLUSTER_SIZE: kernel '" + shortDemangledName(r.entry)
                + "' is compiled with cluster dimensions " + tripleText(kernelShape)
                + " (__cluster_dims__), but the launch asks for " + tripleText(d.cluster)
                + "; remove [launch] cluster or make it match",
            {}, d.clusterLine, "launch.cluster");
    const auto c = d.hasCluster ? d.cluster : kernelShape;
    const std::uint64_t rank = std::uint64_t(c[0]) * c[1] * c[2];
    if (rank > 8)
        return makeError(ErrorCode::BadInput,
            "CUDA_ERROR_CLUSTER_SIZE_EXCEEDED: a cluster of " + tripleText(c) + " has " + std::to_string(rank)
                + " CTAs; the portable maximum is 8 (16 needs cudaFuncAttributeNonPortableClusterSizeAllowed, "
                  "which Warpscope tasks do not set); use a smaller cluster",
            {}, d.clusterLine, "launch.cluster");
    if (pd.maxclusterrank != 0 && rank > pd.maxclusterrank)
        return makeError(ErrorCode::BadInput,
            "kernel '" + shortDemangledName(r.entry) + "': a cluster of " + std::to_string(rank)
                + " CTAs exceeds .maxclusterrank " + std::to_string(pd.maxclusterrank)
                + " (the third argument of __launch_bounds__); a GPU refuses this launch with "
                  "CUDA_ERROR_INVALID_CLUSTER_SIZE. Use smaller clusters",
            {}, d.clusterLine, "launch.cluster");
    for (int i = 0; i < 3; ++i)
        if (d.grid[i] % c[i] != 0)
            return makeError(ErrorCode::BadInput,
                "CUDA_ERROR_INVALID_CLUSTER_SIZE: kernel '" + shortDemangledName(r.entry) + "': grid "
                    + tripleText(d.grid) + " is not a whole number of clusters of " + tripleText(c) + " in " + "xyz"[i]
                    + "; make every grid dimension a multiple of the cluster's",
                {}, d.clusterLine, d.hasCluster ? "launch.cluster" : "launch.grid");
    g.cluster = c;
    return Ok {};
}

} // namespace

Status checkLaunchLikeDriver(const LaunchRequest& r, const Program& p, LaunchGeometry& g)
{
    const int arch = r.arch > 0 ? r.arch : 90;
    const DeviceLimits* limits = guideDeviceLimits(arch);
    if (!limits)
        limits = guideDeviceLimits(90);
    for (const GpuSpec& spec : builtinGpuSpecs())
        if (spec.arch == arch && spec.smCount.value > 0) {
            g.smCount = static_cast<std::uint32_t>(spec.smCount.value);
            break;
        }
    if (auto s = checkDirectives(r, p.directives); !s)
        return s;
    if (auto s = checkCluster(r, p.directives, g); !s)
        return s;
    KernelFootprint kernel;
    kernel.name = r.entry;
    kernel.staticShared = static_cast<int>(p.dynamicSharedOffset);
    auto plan = checkLaunch(*limits, r.dims, kernel);
    if (!plan) {
        Error e = plan.error();
        e.message = "kernel '" + shortDemangledName(r.entry) + "' on sm_" + std::to_string(arch) + ": " + e.message
            + " (a GPU refuses this launch with CUDA_ERROR_INVALID_VALUE)";
        return e;
    }
    return Ok {};
}

} // namespace warpscope::core::emu
