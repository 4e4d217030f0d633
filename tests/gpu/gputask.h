#pragma once

// Shared by the GPU tests: a task from the repository compiled for this GPU, with its pristine
// buffers and arguments, as a LaunchRequest any backend runs.

#include "core/compile/nvrtcapi.h"
#include "core/cuda/cudabackend.h"
#include "core/exec/backend.h"
#include "core/exec/kernelprep.h"
#include "core/exec/launchargs.h"
#include "core/exec/poison.h"
#include "core/task/generators.h"
#include "core/task/taskloader.h"

#include <string>
#include <vector>

namespace gpucheck {

/// A compiled task and its pristine buffers.
struct GpuTask {
    warpscope::core::Task task;
    warpscope::core::ResolvedTask resolved;
    warpscope::core::PreparedKernel kernel;
    std::vector<warpscope::core::KernelArg> args;
    std::vector<warpscope::core::Tensor> pristine;
    std::vector<std::string> names;

    /// A request over the given buffers (a copy of pristine, usually).
    warpscope::core::LaunchRequest request(std::vector<warpscope::core::Tensor>& buffers) const
    {
        warpscope::core::LaunchRequest r;
        r.ptx = kernel.ptx;
        r.cubin = kernel.cubin;
        r.entry = kernel.lowered;
        r.dims = resolved.launch;
        r.args = args;
        r.buffers = &buffers;
        r.bufferNames = names;
        return r;
    }
};

/// The architecture NVRTC compiles for on this GPU.
inline int archFor(int deviceArch)
{
    auto nvrtc = warpscope::core::NvrtcApi::instance();
    return warpscope::core::cudaCompileArch(deviceArch, nvrtc ? (*nvrtc)->supportedArchs() : std::vector<int> {});
}

/// Loads a task (a path relative to the repository), compiles it and generates seed `seed`'s buffers.
inline warpscope::core::Result<GpuTask> loadGpuTask(const std::string& relative, int arch, std::uint64_t seed = 42)
{
    using namespace warpscope::core;
    auto task = loadTask(std::string(WARPSCOPE_SOURCE_DIR) + "/" + relative);
    if (!task)
        return task.error();
    GpuTask g;
    g.task = std::move(*task);
    auto resolved = resolveTask(g.task);
    if (!resolved)
        return resolved.error();
    g.resolved = std::move(*resolved);
    auto kernel = prepareKernel(g.task, g.task.kernel, "kernel", arch, true);
    if (!kernel)
        return kernel.error();
    g.kernel = std::move(*kernel);
    auto args = buildLaunchArgs(g.task, g.task.launch, "launch", g.resolved.params, g.kernel.lowered, g.kernel.params);
    if (!args)
        return args.error();
    g.args = std::move(*args);
    for (const ResolvedBuffer& rb : g.resolved.buffers) {
        g.names.push_back(rb.spec->name);
        if (rb.spec->role == BufferRole::Output) {
            g.pristine.push_back(poisonTensor(rb.spec->dtype, rb.shape));
            continue;
        }
        auto t = generateBuffer(g.task, *rb.spec, rb.shape, g.resolved.params, seed);
        if (!t)
            return t.error();
        g.pristine.push_back(std::move(*t));
    }
    return g;
}

} // namespace gpucheck
