#include "core/pipeline/launchplan.h"

#include "core/exec/launchargs.h"

namespace warpscope::core {

namespace {

bool sameKernel(const KernelSpec& a, const PreparedKernel& b, const KernelSpec& bSpec)
{
    return a.source == bSpec.source && a.entry == b.entry && a.options == bSpec.options;
}

} // namespace

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
        plan.stepTitles.push_back(stepTitle(steps[i], static_cast<int>(i)));
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
        p.kernel = kernelOfStep.at(static_cast<std::size_t>(l.step));
        p.dims = l.dims;
        const PreparedKernel& k = plan.kernels[p.kernel];
        const std::string where = pipeline ? table + "[" + std::to_string(l.step) + "]" : table;
        // loops repeat a step with other loop values; its arguments differ only when they use them
        auto args = buildLaunchArgs(
            task, steps[static_cast<std::size_t>(l.step)].launch, where, l.params, k.lowered, k.params);
        if (!args) {
            Error e = args.error();
            if (!l.label.empty())
                e.message = l.label + ": " + e.message;
            return e;
        }
        p.args = std::move(*args);
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
