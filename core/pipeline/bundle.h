#pragma once

#include "core/common/result.h"
#include "core/pipeline/runresult.h"

#include <filesystem>

namespace warpscope::core {

/// Writes a result bundle (ARCHITECTURE §7) into dir, creating it: result.json (the run document with
/// each output's "files") and, for every output whose tensors were kept, seed-<seed>/<output>.{output,
/// reference,abs_error,rel_error,ulp,category}.npy. Every file is written atomically; result.json last,
/// so a reader never sees it point to missing files. A folder that already holds a bundle is replaced
/// as a whole (replaceFolder): a crash leaves the old bundle or the new one, never a mix, and files
/// other writers put there (trace.json) stay. bf16 tensors are stored as raw '<u2' words.
Status writeBundle(const RunResult& result, const std::filesystem::path& dir);

/// Reads a bundle back into the value types, with the tensors (bf16 restored from the dtype in
/// result.json). A missing or damaged .npy is an error naming the file.
Result<RunResult> readBundle(const std::filesystem::path& dir);

} // namespace warpscope::core
