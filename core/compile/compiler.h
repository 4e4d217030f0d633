#pragma once

#include "core/common/defaults.h"
#include "core/common/result.h"
#include "core/perf/occupancy.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// One compiler message parsed from NVRTC's log: {file, line, column, severity, message}.
struct Diagnostic {
    enum class Severity { Error, Warning, Remark, Note };
    std::string file; ///< as the task names it ("kernel.cu"); empty for messages without a place
    int line = 0;
    int column = 0; ///< 1-based, from NVRTC's caret line; 0 when unknown
    Severity severity = Severity::Error;
    std::string message;
    std::string hint; ///< Warpscope's advice for common failures, empty when none
    std::string code; ///< NVRTC's diagnostic number, e.g. "177-D"; empty when none
};
/// "error", "warning", "remark", "note".
const char* severityName(Diagnostic::Severity s);
/// Inverse of severityName; "catastrophic error" and unknown names map to Error.
Diagnostic::Severity severityFromName(const std::string& name);

/// How the cubin is made: NVRTC straight to sm_XX (one step, the default) or NVRTC to PTX and then nvJitLink.
enum class CubinBackend { Nvrtc, NvJitLink };

/// What a Triton compile needs besides the source: the types of the kernel's non-constexpr
/// parameters in order (Triton's signature strings: "*fp32", "i32", "fp32"), the constexpr values
/// (Python literals), warps and stages, and the interpreter (empty: findTritonPython()).
struct TritonCompileOptions {
    std::vector<std::string> signature;
    std::vector<std::pair<std::string, std::string>> constexprs;
    int numWarps = 4;
    int numStages = 3;
    int autotuneConfig = -1; ///< index into the entry's @triton.autotune configs; -1: none
    std::string python;
};

/// What to compile: one translation unit, its include folder and the options (ARCHITECTURE §4).
struct CompileRequest {
    std::string source; ///< the text, as in the editor (may differ from the file on disk)
    std::string sourceName = "kernel.cu"; ///< relative to includeDir; the name diagnostics and .file use
    std::filesystem::path includeDir; ///< the task folder; empty for none
    std::vector<std::filesystem::path> extraIncludeDirs; ///< folders inside the task folder (from the task's -I)
    std::vector<std::string> options; ///< user options, already allowlisted (see compileoptions.h)
    int arch = kDefaultArch; ///< compute capability: PTX for compute_XX, cubin for sm_XX
    bool archSpecific = false; ///< compute_XXa / sm_XXa: the architecture's own instructions (wgmma, setmaxnreg)
    std::vector<std::string> nameExpressions; ///< kernel entries, e.g. "scale<float>" or an extern "C" name
    std::string entry; ///< the kernel whose resources and occupancy are reported; empty: the first one
    bool wantCubin = true;
    bool wantSass = true;
    CubinBackend cubinBackend = CubinBackend::Nvrtc;
    bool useCache = true; ///< look up and store the result in the compile cache (compilecache.h)
    int blockSize = 0; ///< threads per block, for occupancy; 0 skips occupancy
    int dynamicShared = 0; ///< bytes per block given at launch, for occupancy
    std::string language = "cuda"; ///< "cuda" (NVRTC), "ptx" (the source is PTX), "triton" (a .py file)
    TritonCompileOptions triton; ///< language "triton" only
};

/// Registers, shared memory, local memory and spills of one kernel (from ptxas info and the cubin).
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

/// Which SASS lines a PTX line became (from nvdisasm's PTX line info); lines are 1-based.
struct PtxSassEntry {
    int ptxLine = 0;
    std::vector<int> sassLines;
};

/// Everything a compile produced, as a value that crosses threads and processes.
struct CompileResult {
    bool ok = false;
    int arch = kDefaultArch;
    std::string sourceName; ///< the main file, as diagnostics and the line map name it
    std::string entry; ///< the requested kernel (name expression or extern "C" name)
    std::string entryLowered; ///< its name in the PTX and cubin
    std::string log; ///< NVRTC's log (paths shown relative to the task folder)
    std::vector<Diagnostic> diagnostics;
    std::string ptx;
    std::vector<std::uint8_t> cubin;
    std::string sass;
    std::string sassError; ///< why SASS is missing (e.g. no nvdisasm), empty when present
    std::map<std::string, std::string> loweredNames; ///< name expression → mangled name
    std::vector<KernelResources> resources;
    std::vector<LineMapEntry> lineMap;
    std::vector<PtxSassEntry> ptxSassMap;
    std::optional<OccupancyResult> occupancy; ///< of the entry kernel, when a block size was given
    std::string toolkitVersion; ///< NVRTC's version, "13.0"
    std::string nvdisasmVersion;
    double compileSeconds = 0.0; ///< the whole pipeline (or the cache lookup, when cached)
    double nvrtcSeconds = 0.0;
    double cubinSeconds = 0.0; ///< nvJitLink, when that backend made the cubin
    double sassSeconds = 0.0;
    bool cached = false;
    std::string language = "cuda"; ///< the request's language
    /// The front end's intermediate stages in lowering order, e.g. Triton's {"ttir", ...}, {"ttgir", ...},
    /// {"llir", ...}; empty for CUDA C++ and PTX.
    std::vector<std::pair<std::string, std::string>> stages;
    int launchShared = 0; ///< dynamic shared memory the launch must give (Triton's metadata "shared"), bytes
    int threadsPerBlock = 0; ///< the block size the kernel was built for (Triton: 32 * num_warps); 0: any
    int implicitParams = 0; ///< trailing parameters the launcher fills itself (Triton's scratch pointers)
    /// Bytes per program (CTA) of the memory behind those parameters, in their order (Triton's
    /// global_scratch_size, then profile_scratch_size); 0: the launcher passes a null pointer.
    std::vector<std::uint64_t> implicitScratch;
    std::string frontendVersion; ///< "triton 3.9.0"; empty for NVRTC

    /// The resources of the entry kernel (or the first kernel); nullptr when there are none.
    const KernelResources* entryResources() const;
};

/// Compiles with NVRTC; toolchain failures (no NVRTC) are errors, compile errors are a result with
/// ok = false and diagnostics. Never throws and never crashes on bad input.
Result<CompileResult> compileCuda(const CompileRequest& request);

/// Compiles PTX given as the source (language "ptx"): checks that it declares the entry, assembles it
/// with nvJitLink for the cubin and SASS, and links the line maps to the file its .file/.loc name when
/// that file is in the task folder (else to the PTX itself, whose lines are then the source lines).
Result<CompileResult> compilePtx(const CompileRequest& request);

/// Compiles a Triton @triton.jit function (language "triton") with the installed Triton in a Python
/// child process, without a GPU, for the request's architecture; keeps Triton's IR stages, PTX and cubin.
Result<CompileResult> compileTriton(const CompileRequest& request);

/// The file in the task folder that the PTX's .file/.loc directives name most often (an absolute path
/// under the folder, a relative path in it, or a file of the same name in it); empty when none.
std::string linkedSourceOf(const std::string& ptx, const std::filesystem::path& taskDir);

/// compileCuda, compilePtx or compileTriton, by the request's language.
Result<CompileResult> compileKernel(const CompileRequest& request);

/// Shared by the PTX and Triton paths: resources from the cubin (or nvJitLink's report), SASS and the line
/// maps, after r.ptx (and r.cubin, when the front end made one) are set. Sets r.ok = false with a
/// diagnostic on the PTX line when ptxas rejects the PTX.
Status assemblePtx(CompileResult& r, const CompileRequest& request);

/// Adds SASS and the SASS half of the line maps to a result compiled with wantSass = false. nvdisasm takes
/// 0.5-1 s to start whatever the kernel, more than NVRTC needs for a small one, so a client may show PTX,
/// diagnostics, resources and occupancy first and ask for SASS next. Sets sassError when it cannot.
void completeSass(CompileResult& result);

/// Fills result.occupancy from the entry kernel's resources, for the given launch; a no-op when
/// blockSize is 0, the compile failed or the architecture has no occupancy table.
void updateOccupancy(CompileResult& result, int blockSize, int dynamicShared);

} // namespace warpscope::core
