#pragma once

// Memory admission (docs/run-and-compare.md): before a run allocates anything, its peak memory is
// estimated from the resolved buffers and the copies the run keeps, and compared with what the
// machine can give; a run that cannot fit is refused with both numbers instead of being killed by
// the kernel's OOM killer half-way.

#include "core/common/result.h"
#include "core/pipeline/runresult.h"
#include "core/task/task.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// The environment variable that caps the memory a run may use ("8G", "512M", bytes).
inline constexpr const char* kMemoryCapEnv = "WARPSCOPE_MEMORY_CAP";

/// A run's estimated peak memory, and what it is made of (for the message and the Task pane).
struct MemoryEstimate {
    std::uint64_t bytes = 0;
    struct Part {
        std::string what; ///< "pristine inputs", "kernel copy", ...
        std::uint64_t bytes = 0;
    };
    std::vector<Part> parts;
    std::uint64_t bufferBytes = 0; ///< one copy of every buffer
};

/// What the machine can give a run, and where the figure comes from.
struct MemoryBudget {
    std::uint64_t bytes = 0;
    std::string source; ///< "MemAvailable in /proc/meminfo", "cgroup memory.max", "--memory-cap", ...
};

/// Estimates the peak memory of running `resolved` with options: per seed the pristine inputs, the
/// kernel's copy, the reference (a kernel reference's copy of the buffers, or a host reference's
/// float64 values), the error maps and kept tensors (within RunOptions::tensorBudgetBytes), the
/// analysis's provenance records and the sampled run's written-element flags, plus a fixed
/// allowance for the process and the compiler.
MemoryEstimate estimateRunMemory(const Task& task, const ResolvedTask& resolved, const RunOptions& options);

/// The smallest of: MemAvailable (/proc/meminfo), the cgroup v2 or v1 limit less its usage, the
/// cap in options (RunOptions::memoryCapBytes) and the WARPSCOPE_MEMORY_CAP variable. A cap that does
/// not parse is BadInput naming it.
Result<MemoryBudget> availableMemory(const RunOptions& options);

/// The budget from explicit figures (tests, and the functions above): procRoot is "/" normally.
Result<MemoryBudget> availableMemoryAt(const std::string& procRoot, const RunOptions& options, const char* envCap);

/// Refuses (BadInput, field "memory") an estimate above the budget, with both numbers and what to change.
Status admitRun(const MemoryEstimate& estimate, const MemoryBudget& budget, const RunOptions& options);

/// "8G", "512M", "1.5GiB", "4096" (bytes) to bytes; field names the option in the error.
Result<std::uint64_t> parseByteSize(const std::string& text, const std::string& field);

/// "16.0 GiB", "512 MiB", "730 KiB", "12 B".
std::string formatBytes(std::uint64_t bytes);

} // namespace warpscope::core
