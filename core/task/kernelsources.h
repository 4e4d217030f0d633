#pragma once

#include "core/common/result.h"
#include "core/task/task.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// One kernel source file of a task, as the editor's source chooser lists it.
struct KernelSourceFile {
    std::string source; ///< relative to the task folder, as written in task.toml
    KernelSpec kernel; ///< the first kernel table that names this file (its entry, options, language)
    bool reference = false; ///< only a kernel reference uses it
};

/// Every distinct kernel source a task compiles, in the order a reader meets them: [kernel] (or the
/// first step's), the other steps', then a kernel reference's. Python references are not kernels.
/// A pipeline's steps may live in several files; the GUI shows one at a time.
std::vector<KernelSourceFile> kernelSourceFiles(const Task& task);

/// The kernel table to compile when the editor shows `source` (a path as task.toml writes it);
/// an error names the file and lists the task's kernel sources when none uses it.
Result<KernelSpec> kernelForSource(const Task& task, const std::string& source);

/// The launch that runs `kernel`: the first step (then reference step) with its source and entry, else
/// the task's [launch]. A Triton kernel's signature is typed from that launch's arguments.
LaunchSpec launchOfKernel(const Task& task, const KernelSpec& kernel);

/// The source file a launched kernel comes from: the step or reference kernel whose entry (or, for
/// a C++ name expression, whose mangled name contains it) names `kernelName`. Empty when unknown.
std::string sourceOfKernel(const Task& task, const std::string& kernelName);

} // namespace warpscope::core
