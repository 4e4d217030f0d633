#include "core/task/kernelsources.h"

#include <filesystem>

namespace warpscope::core {

namespace {

// "./a.cu" and "a.cu" are the same file; compare as the loader resolves them.
std::string normalised(const std::string& source)
{
    return std::filesystem::path(source).lexically_normal().generic_string();
}

void addOnce(std::vector<KernelSourceFile>& files, const KernelSpec& kernel, bool reference)
{
    if (kernel.source.empty())
        return;
    const std::string key = normalised(kernel.source);
    for (const auto& f : files)
        if (normalised(f.source) == key)
            return;
    files.push_back({kernel.source, kernel, reference});
}

// A C++ entry is written as a name expression ("scale<float>") or a plain name; the launched
// kernel's name is mangled ("_Z5scaleIfEvPT_i"). The base name before any template argument list is
// what both carry.
std::string baseName(const std::string& entry)
{
    std::string name = entry.substr(0, entry.find('<'));
    if (const auto colon = name.rfind("::"); colon != std::string::npos)
        name = name.substr(colon + 2);
    return name;
}

bool namesKernel(const KernelSpec& kernel, const std::string& kernelName)
{
    if (kernel.entry.empty() || kernelName.empty())
        return false;
    if (kernel.entry == kernelName)
        return true;
    const std::string base = baseName(kernel.entry);
    if (base.empty() || kernelName.rfind("_Z", 0) != 0)
        return false;
    // Itanium mangling writes the name as <length><name>: "_Z5scale..." or "_ZN2ns5scale...".
    return kernelName.find(std::to_string(base.size()) + base) != std::string::npos;
}

} // namespace

std::vector<KernelSourceFile> kernelSourceFiles(const Task& task)
{
    std::vector<KernelSourceFile> files;
    for (const auto& step : kernelSteps(task))
        addOnce(files, step.kernel, false);
    if (task.reference.kind == ReferenceSpec::Kind::Kernel)
        for (const auto& step : referenceSteps(task))
            addOnce(files, step.kernel, true);
    return files;
}

Result<KernelSpec> kernelForSource(const Task& task, const std::string& source)
{
    const auto files = kernelSourceFiles(task);
    const std::string key = normalised(source);
    std::string known;
    for (const auto& f : files) {
        if (normalised(f.source) == key)
            return f.kernel;
        known += (known.empty() ? "" : ", ") + f.source;
    }
    return makeError(ErrorCode::BadInput,
        "no kernel of the task is in " + source + "; its kernel sources are " + (known.empty() ? "none" : known)
            + ": pick one of them",
        task.file.string(), 0, "source");
}

LaunchSpec launchOfKernel(const Task& task, const KernelSpec& kernel)
{
    for (const auto& step : kernelSteps(task))
        if (normalised(step.kernel.source) == normalised(kernel.source) && step.kernel.entry == kernel.entry)
            return step.launch;
    if (task.reference.kind == ReferenceSpec::Kind::Kernel)
        for (const auto& step : referenceSteps(task))
            if (normalised(step.kernel.source) == normalised(kernel.source) && step.kernel.entry == kernel.entry)
                return step.launch;
    return task.launch;
}

std::string sourceOfKernel(const Task& task, const std::string& kernelName)
{
    for (const auto& step : kernelSteps(task))
        if (namesKernel(step.kernel, kernelName))
            return step.kernel.source;
    if (task.reference.kind == ReferenceSpec::Kind::Kernel)
        for (const auto& step : referenceSteps(task))
            if (namesKernel(step.kernel, kernelName))
                return step.kernel.source;
    return {};
}

} // namespace warpscope::core
