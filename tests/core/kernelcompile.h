#pragma once
// Compiling a test kernel to PTX with NVRTC (compute_90, -lineinfo), shared by the emulator and the
// analysis suites. No Qt: the analysis suites also build with -DWARPSCOPE_GUI=OFF.
#include "core/compile/compiler.h"

#include <string>
#include <vector>

namespace kerneltest {

/// The PTX and lowered entry name of a compiled test kernel; on failure, the message holds the log.
struct Compiled {
    bool ok = false;
    std::string ptx;
    std::string entry; ///< lowered name
    std::string message;
};

inline Compiled compile(const std::string& source, const std::string& entry, std::vector<std::string> options = {},
    const std::string& includeDir = {})
{
    using namespace warpscope::core;
    Compiled out;
    CompileRequest req;
    req.source = source;
    req.sourceName = "kernel.cu";
    req.includeDir = includeDir;
    options.push_back("-lineinfo");
    req.options = options;
    req.arch = 90;
    req.nameExpressions = {entry};
    req.wantCubin = false;
    req.wantSass = false;
    auto r = compileCuda(req);
    if (!r) {
        out.message = r.error().describe();
        return out;
    }
    if (!r->ok) {
        out.message = r->log;
        return out;
    }
    out.ok = true;
    out.ptx = r->ptx;
    const auto it = r->loweredNames.find(entry);
    out.entry = it != r->loweredNames.end() ? it->second : entry;
    return out;
}

} // namespace kerneltest
