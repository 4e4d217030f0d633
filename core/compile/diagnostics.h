#pragma once

#include "core/compile/compiler.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// Parses NVRTC's log into diagnostics, in log order: `file(line): severity[ #code]: message`, its
/// continuation lines, the quoted source line and the caret line that gives the column; also
/// `nvrtc: error: ...`, `ptxas error : ...` and nvJitLink's `error : ...`. ptxas info lines, the
/// error count and the "Compilation terminated." trailer are not diagnostics and are skipped.
std::vector<Diagnostic> parseCompilerLog(const std::string& log);

/// What the hints may mention besides the diagnostic itself.
struct HintContext {
    std::vector<int> supportedArchs; ///< from nvrtcGetSupportedArchs
};

/// Adds Warpscope's advice to the diagnostics of common failures: no C++ standard library, a missing
/// header, host code called from device code, an unknown option, an unsupported architecture, too
/// much static shared memory.
void addHints(std::vector<Diagnostic>& diagnostics, const HintContext& context);

/// The diagnostic for an entry that names no kernel; `entries` are the kernels found in the PTX.
Diagnostic unknownKernelDiagnostic(const std::string& entry, const std::string& sourceName,
    const std::vector<std::string>& entries, bool hasTemplates);

/// The diagnostic for an architecture NVRTC cannot target, listing the ones it can.
Diagnostic unsupportedArchDiagnostic(int arch, const std::vector<int>& supported);

/// "sm_75, sm_80, ..."
std::string archList(const std::vector<int>& archs);

} // namespace warpscope::core
