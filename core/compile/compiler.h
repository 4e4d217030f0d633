#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace warpscope::core {

/// One compiler message parsed from NVRTC's log: {file, line, column, severity, message}.
struct Diagnostic {
    enum class Severity { Error, Warning, Remark, Note };
    std::string file;
    int line = 0;
    int column = 0;
    Severity severity = Severity::Error;
    std::string message;
    std::string hint; ///< Warpscope's advice for common failures, empty when none
};
const char* severityName(Diagnostic::Severity s);

/// What to compile: one translation unit, its include folder and the options (ARCHITECTURE §4).
struct CompileRequest {
    std::string source; ///< the text, as in the editor (may differ from the file on disk)
    std::string sourceName = "kernel.cu"; ///< the name NVRTC reports in diagnostics and .file
    std::filesystem::path includeDir; ///< the task folder; empty for none
    std::vector<std::string> options; ///< user options, already allowlisted
    int arch = 90; ///< compute capability: PTX for compute_XX, cubin for sm_XX
    std::vector<std::string> nameExpressions; ///< kernel entries, e.g. "scale<float>" or an extern "C" name
    bool wantCubin = true;
    bool wantSass = true;
};

/// Registers, shared memory, local memory and spills of one kernel (from ptxas info).
struct KernelResources {
    std::string kernel; ///< lowered (mangled) name
    int registers = 0;
    int sharedStatic = 0; ///< bytes
    int local = 0; ///< bytes of stack/local frame
    int spillStores = 0;
    int spillLoads = 0;
    int constant = 0; ///< bytes of bank-0 constant (kernel params and constants)
    int barriers = 0;
};

/// Source line ↔ PTX/SASS line correspondence; lines are 1-based.
struct LineMapEntry {
    int sourceLine = 0;
    std::vector<int> ptxLines;
    std::vector<int> sassLines;
};

/// Everything a compile produced, as a value that crosses threads and processes.
struct CompileResult {
    bool ok = false;
    int arch = 90;
    std::string log; ///< NVRTC's log, verbatim
    std::vector<Diagnostic> diagnostics;
    std::string ptx;
    std::vector<std::uint8_t> cubin;
    std::string sass;
    std::string sassError; ///< why SASS is missing (e.g. no nvdisasm), empty when present
    std::map<std::string, std::string> loweredNames; ///< name expression → mangled name
    std::vector<KernelResources> resources;
    std::vector<LineMapEntry> lineMap;
    double compileSeconds = 0.0;
    bool cached = false;
};

/// Compiles with NVRTC; toolchain failures (no NVRTC) are errors, compile errors are a result with
/// ok = false and diagnostics.
Result<CompileResult> compileCuda(const CompileRequest& request);

} // namespace warpscope::core
