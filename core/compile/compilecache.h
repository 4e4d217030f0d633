#pragma once

#include "core/compile/compiler.h"
#include "core/compile/includescan.h"

#include <filesystem>
#include <optional>
#include <string>

namespace warpscope::core {

/// The folder of the on-disk compile cache: $WARPSCOPE_COMPILE_CACHE_DIR, else
/// $XDG_CACHE_HOME/warpscope/compile, else ~/.cache/warpscope/compile. Empty when
/// WARPSCOPE_COMPILE_CACHE_DIR is "off" (memory only) or no home is known.
std::filesystem::path compileCacheDir();

/// The content hash (SHA-256, hex) of everything a compile result depends on: the source and its name,
/// the task-folder headers it includes (path and content) and the include names not found, the NVRTC
/// options, the architecture, the entry and name expressions, what is wanted (cubin, SASS, backend),
/// and the toolchain (NVRTC version, nvdisasm path and version). Not the launch: occupancy is
/// recomputed on every hit.
std::string compileCacheKey(const CompileRequest& request, const std::vector<std::string>& nvrtcOptions,
    const IncludeScan& includes, const std::string& toolchain);

/// Compile results by key, in memory (the most recent few) and on disk (one folder per key holding
/// compile.json and kernel.cubin, written atomically). Thread-safe. A damaged entry reads as a miss.
class CompileCache {
public:
    /// The process-wide cache.
    static CompileCache& instance();

    /// The result stored under key, marked cached = true, or nothing.
    std::optional<CompileResult> find(const std::string& key);
    /// Keeps a result; disk write failures are ignored (the cache is an optimisation).
    void store(const std::string& key, const CompileResult& result);
    /// Forgets the in-memory entries (tests use it to reach the disk layer).
    void clearMemory();

private:
    CompileCache() = default;
    struct Impl;
    Impl& impl();
};

} // namespace warpscope::core
