// A task's [[implementation]] entries turned into the task each one runs as.
#include "core/task/task.h"

namespace warpscope::core {

namespace {

/// An arch-specific implementation (sm_90a) compiles its CUDA kernels with -arch=sm_XXa, the option
/// the compile pipeline already takes from a task to mean "uses wgmma / setmaxnreg".
void addArchOption(KernelSpec& k, const ImplementationSpec& impl)
{
    if (!impl.archSpecific || k.language != KernelLanguage::Cuda)
        return;
    k.options.push_back("-arch=sm_" + std::to_string(impl.archNumber) + "a");
}

} // namespace

bool sameImplementationEntry(const ImplementationSpec& a, const ImplementationSpec& b)
{
    if (a.name == b.name)
        return true;
    // an arch array's entries are named NAME@sm_XX and keep NAME as their family
    const bool aExpanded = a.family != a.name, bExpanded = b.family != b.name;
    return aExpanded && bExpanded && a.family == b.family;
}

Task taskForImplementation(const Task& task, std::size_t i)
{
    Task t = task;
    t.implementations.clear();
    if (i >= task.implementations.size())
        return t;
    const ImplementationSpec& impl = task.implementations[i];
    t.kernel = impl.kernel;
    t.launch = impl.launch;
    t.steps = impl.steps;
    addArchOption(t.kernel, impl);
    for (StepSpec& s : t.steps)
        addArchOption(s.kernel, impl);
    if (!t.steps.empty()) {
        if (t.kernel.entry.empty())
            t.kernel.entry = t.steps.front().kernel.entry;
        t.launch = t.steps.front().launch;
    }
    return t;
}

} // namespace warpscope::core
