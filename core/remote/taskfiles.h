#pragma once

// The files a task names, shipped to a remote worker by content (never by local path): task.toml,
// the kernel and reference sources with the task-folder headers they include, npy inputs and
// expected outputs, the python reference and the lesson.

#include "core/common/result.h"
#include "core/task/task.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace warpscope::core {

/// One file of a task, by its path relative to the task folder.
struct ShippedFile {
    std::string path; ///< relative, '/'-separated, no "." or ".." parts
    std::string sha256; ///< of content, hex
    std::string content;
};

/// The most a request may carry, in bytes of file content (the protocol's lines are cut at 256 MiB,
/// and base64 adds a third).
inline constexpr std::size_t kMaxShippedBytes = std::size_t(160) << 20;

/// Reads the files the task names. A named file that is missing, outside the task folder or too
/// large is an error naming the file and the task field; a missing lesson is left out.
Result<std::vector<ShippedFile>> collectTaskFiles(const Task& task);

/// The files as [{path, sha256, base64}].
nlohmann::json shippedFilesToJson(const std::vector<ShippedFile>& files);

/// Reads the files back, checking each path (relative, no "..", no empty or "." parts, no NUL or
/// backslash) and each hash; the error names the file and the field "files[k]".
Result<std::vector<ShippedFile>> shippedFilesFromJson(const nlohmann::json& j);

/// Whether a path from the other side is relative, '/'-separated, without "..", "." or empty parts,
/// NUL or backslash: a path that cannot leave the folder it is written under.
bool isSafeRelativePath(const std::string& path);

/// Writes the files under folder (which must exist), creating sub-folders.
Status writeShippedFiles(const std::vector<ShippedFile>& files, const std::filesystem::path& folder);

} // namespace warpscope::core
