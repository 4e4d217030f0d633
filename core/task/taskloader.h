#pragma once

#include "core/common/result.h"
#include "core/task/task.h"

#include <filesystem>
#include <string>
#include <vector>

namespace warpscope::core {

/// Every problem found in a task file, each naming file, line, field and what was expected.
struct TaskDiagnostics {
    std::vector<Error> errors;
    bool ok() const { return errors.empty(); }
};

/// Finds task.toml for a task folder or a task.toml path.
Result<std::filesystem::path> locateTaskFile(const std::filesystem::path& folderOrFile);

/// Parses and validates task text; file is the path the messages name and whose folder paths resolve in.
/// On failure diagnostics lists every error found (at least one).
Result<Task> parseTask(
    const std::string& text, const std::filesystem::path& file, TaskDiagnostics* diagnostics = nullptr);

/// Reads, parses and validates a task folder or task.toml.
Result<Task> loadTask(const std::filesystem::path& folderOrFile, TaskDiagnostics* diagnostics = nullptr);

} // namespace warpscope::core
