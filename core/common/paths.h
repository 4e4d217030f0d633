#pragma once

#include "core/common/result.h"

#include <filesystem>
#include <string>

namespace warpscope::core {

/// Resolves a path written in a task file against the task folder. Absolute paths and paths that
/// leave the folder (through "..", or a symbolic link) are refused: a task must not reach the
/// reviewer's other files. The error names the field and the task file.
Result<std::filesystem::path> resolveInsideFolder(const std::filesystem::path& folder, const std::string& relative,
    const std::string& taskFile, int line, const std::string& field);

/// Reads a whole file; the error names the file and the reason. Files larger than maxBytes are refused.
Result<std::string> readTextFile(const std::filesystem::path& path, std::size_t maxBytes = 64u << 20);

/// Writes a file atomically: a temporary file beside it, flushed, then renamed over the target, so
/// a failed write leaves the old file intact.
Status writeFileAtomically(const std::filesystem::path& path, const std::string& bytes);

} // namespace warpscope::core
