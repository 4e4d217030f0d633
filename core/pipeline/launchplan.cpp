#include "core/pipeline/launchplan.h"

#include "core/exec/launchargs.h"

#include <algorithm>

namespace warpscope::core {

namespace {

bool sameKernel(const KernelSpec& a, const PreparedKernel& b, const KernelSpec& bSpec)
{
    // two Triton steps of one function with other constexprs or warps are two compiled kernels
    return a.source == bSpec.source && a.entry == b.entry && a.options == bSpec.options && a.language == bSpec.language
        && a.constexprs == bSpec.constexprs && a.numWarps == bSpec.numWarps && a.numStages == bSpec.numStages
        && a.autotuneConfig == bSpec.autotuneConfig;
}

/// A Triton kernel is built for one block size and takes its shared memory as dynamic shared memory:
/// the launch must use that block, and gets at least that much shared memory.
Status checkBuiltFor(
    const Task& task, const LaunchSpec& spec, const std::string& where, const PreparedKernel& k, ResolvedLaunch& dims)
{
    const std::uint64_t threads = std::uint64_t(dims.block[0]) * dims.block[1] * dims.block[2];
    if (k.threadsPerBlock > 0 && threads != static_cast<std::uint64_t>(k.threadsPerBlock))
        return makeError(ErrorCode::BadInput,
            where + ".block has " + std::to_string(threads) + " threads, but the Triton kernel was compiled for "
                + std::to_string(k.threadsPerBlock) + " (num_warps = " + std::to_string(k.threadsPerBlock / 32)
                + "); write block = [" + std::to_string(k.threadsPerBlock) + "] or change kernel.num_warps",
            task.file.string(), spec.blockPos.line ? spec.blockPos.line : spec.pos.line, where + ".block");
    dims.dynamicShared = std::max<std::uint32_t>(dims.dynamicShared, static_cast<std::uint32_t>(k.launchShared));
    return Ok {};
}

} // namespace

void appendScratchArgs(const PreparedKernel& k, const ResolvedLaunch& dims, std::vector<KernelArg>& args)
{
    static const char* const names[] = {"Triton global scratch", "Triton profile scratch"};
    for (int i = 0; i < k.implicitParams; ++i) {
        KernelArg a;
        a.kind = KernelArg::Kind::Scratch;
        a.scratchName = i < 2 ? names[i] : "Triton scratch " + std::to_string(i + 1);
        const std::size_t at = static_cast<std::size_t>(i);
        // Triton's launcher: one slice per program of the grid, null when the kernel needs none
        a.scratchBytes = at < k.implicitScratch.size() ? k.implicitScratch[at] * ctaCount(dims) : 0;
        args.push_back(std::move(a));
    }
}

Result<LaunchSequence> planLaunches(const Task& task, const std::vector<StepSpec>& steps,
    const std::vector<ResolvedStepLaunch>& launches, const std::string& field, const std::string& table, int arch,
    bool wantCubin, bool withSymbols)
{
    LaunchSequence plan;
    std::vector<KernelSpec> specs; // beside plan.kernels: what each was compiled from
    std::vector<std::size_t> kernelOfStep;
    const bool pipeline = !launches.empty() && !launches.front().label.empty();
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const KernelSpec& k = steps[i].kernel;
        plan.stepTitleMessages.push_back(stepTitleMessage(steps[i], static_cast<int>(i)));
        plan.stepTitles.push_back(engineMessageText(plan.stepTitleMessages.back()));
        std::size_t found = plan.kernels.size();
        for (std::size_t j = 0; j < plan.kernels.size(); ++j)
            if (sameKernel(k, plan.kernels[j], specs[j]))
                found = j;
        if (found == plan.kernels.size()) {
            auto prepared = prepareKernel(
                task, k, pipeline ? field + " of " + plan.stepTitles.back() : field, arch, wantCubin, withSymbols);
            if (!prepared)
                return prepared.error();
            plan.kernels.push_back(std::move(*prepared));
            specs.push_back(k);
        }
        kernelOfStep.push_back(found);
    }
    for (const ResolvedStepLaunch& l : launches) {
        PlannedLaunch p;
        p.step = l.step;
        p.label = l.label;
        p.labelMessage = l.labelMessage;
        p.kernel = kernelOfStep.at(static_cast<std::size_t>(l.step));
        p.dims = l.dims;
        const PreparedKernel& k = plan.kernels[p.kernel];
        const std::string where = pipeline ? table + "[" + std::to_string(l.step) + "]" : table;
        const LaunchSpec& spec = steps[static_cast<std::size_t>(l.step)].launch;
        if (auto st = checkBuiltFor(task, spec, where, k, p.dims); !st)
            return st.error();
        // the launcher's own trailing parameters (Triton's scratch pointers) are not the task's to list
        const std::vector<KernelParamInfo> listed(
            k.params.begin(), k.params.end() - static_cast<std::ptrdiff_t>(k.implicitParams));
        // loops repeat a step with other loop values; its arguments differ only when they use them
        auto args = buildLaunchArgs(task, spec, where, l.params, k.lowered, listed);
        if (!args) {
            Error e = args.error();
            if (!l.label.empty())
                e.message = l.label + ": " + e.message;
            return e;
        }
        p.args = std::move(*args);
        appendScratchArgs(k, p.dims, p.args);
        plan.launches.push_back(std::move(p));
    }
    return plan;
}

LaunchRequest launchRequest(const LaunchSequence& sequence, const PlannedLaunch& launch, std::vector<Tensor>& buffers,
    const std::vector<std::string>& bufferNames)
{
    const PreparedKernel& k = sequence.kernels[launch.kernel];
    LaunchRequest r;
    r.ptx = k.ptx;
    r.cubin = k.cubin;
    r.entry = k.lowered;
    r.dims = launch.dims;
    r.args = launch.args;
    r.symbols = k.symbols;
    r.buffers = &buffers;
    r.bufferNames = bufferNames;
    return r;
}

std::uint64_t ctaCount(const ResolvedLaunch& l)
{
    return std::uint64_t(l.grid[0]) * l.grid[1] * l.grid[2];
}

std::uint64_t ctaCount(const LaunchSequence& plan)
{
    std::uint64_t n = 0;
    for (const auto& l : plan.launches)
        n += ctaCount(l.dims);
    return n;
}

} // namespace warpscope::core
