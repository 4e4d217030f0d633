#pragma once

#include "core/common/result.h"

#include <filesystem>
#include <string>
#include <vector>

namespace warpscope::core {

/// A header from the task folder that the source includes (directly or through other headers).
struct TaskHeader {
    std::string path; ///< relative to the task folder
    std::string content;
};

/// What a source includes: the task-folder headers (for the compile cache key) and the names found
/// nowhere (NVRTC will report them; they are part of the key so that adding the file recompiles).
struct IncludeScan {
    std::vector<TaskHeader> headers;
    std::vector<std::string> missing;
};

/// Where includes may come from.
struct IncludeRoots {
    std::filesystem::path taskDir; ///< empty when the source has no task folder
    std::vector<std::filesystem::path> taskIncludeDirs; ///< -I folders inside the task folder
    std::vector<std::filesystem::path> systemDirs; ///< the toolkit's include folder and CCCL
};

/// Checks every #include of the source and, recursively, of the task-folder headers it reaches, before
/// NVRTC sees them: absolute paths, names that climb out of the folder they are looked up in, names that
/// resolve (through a symbolic link) outside the task folder and computed includes (#include MACRO) are
/// refused with an error naming the file, line, column and the include as written — never the content of
/// the file it points at. Directives are found after removing comments and joining continued lines,
/// including the %: and ??= spellings of #, whatever #if surrounds them.
Result<IncludeScan> scanIncludes(const std::string& source, const std::string& sourceName, const IncludeRoots& roots);

} // namespace warpscope::core
