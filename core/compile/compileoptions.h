#pragma once

#include "core/common/defaults.h"
#include "core/common/result.h"
#include "core/compile/compiler.h"
#include "core/task/task.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// The reviewer's compile choices (GUI settings, CLI flags); they win over the task's options.
struct CompileOptions {
    int arch = kDefaultArch; ///< compute capability; the task never chooses it
    bool lineInfo = true; ///< -lineinfo, needed for the source ↔ PTX ↔ SASS maps
    bool deviceDebug = false; ///< -G
    bool fastMath = false; ///< --use_fast_math
    std::optional<bool> ftz; ///< -ftz=
    std::optional<bool> precDiv; ///< -prec-div=
    std::optional<bool> precSqrt; ///< -prec-sqrt=
    std::optional<bool> fmad; ///< -fmad=
    std::vector<std::string> defines; ///< "NAME" or "NAME=VALUE"
    std::string std; ///< "c++17", "c++20"; empty: NVRTC's default
    int maxRegisters = 0; ///< -maxrregcount; 0: no limit
    std::vector<std::string> extra; ///< more options, held to the same allowlist as the task's
    bool wantCubin = true;
    bool wantSass = true;
    bool useCache = true;
    CubinBackend cubinBackend = CubinBackend::Nvrtc;
};

/// Where an option list comes from, for the messages that refuse one.
struct OptionSource {
    std::string file; ///< task.toml, or empty for the reviewer's own options
    int line = 0;
    std::string field; ///< "kernel.options", "reference.options", "--opt"
};

/// Options after the allowlist: NVRTC flags to pass on, and -I folders (inside the task folder,
/// absolute) for the include scan.
struct AllowedOptions {
    std::vector<std::string> flags;
    std::vector<std::filesystem::path> includeDirs;
    /// XX of an arch-specific target the task named (-arch=sm_90a): the kernel uses instructions of
    /// that architecture only (wgmma, setmaxnreg); 0 when none was named.
    int archSpecific = 0;
    OptionSource archSource; ///< where the -arch=sm_XXa option was written, for the mismatch message
};

/// Holds options to the allowlist of docs/compile.md: -D/-U, -I inside the task folder, -std, -lineinfo,
/// -G, --use_fast_math, -ftz/-prec-div/-prec-sqrt/-fmad, -maxrregcount, -default-device, -restrict, -w,
/// -dopt, --extra-device-vectorization, -diag-suppress/-diag-warn/-diag-error. The architecture,
/// pre-included files, response files (@file) and anything else are refused with an error that names
/// the option, the field, the file and line, and says what to do. "-D X" may also be two entries.
Result<AllowedOptions> allowlistOptions(
    const std::vector<std::string>& options, const std::filesystem::path& taskDir, const OptionSource& source);

/// Applies an arch-specific target of the task (-arch=sm_90a) to a request for `request.arch`: the
/// request compiles for sm_XXa / compute_XXa. A run for another architecture is refused with a message
/// that names the option and the architecture to choose.
Status applyArchSpecific(const AllowedOptions& allowed, CompileRequest& request);

/// The NVRTC flags for the reviewer's choices (without the architecture, which the request carries).
std::vector<std::string> userOptionFlags(const CompileOptions& options);

/// A request for the task's kernel: its source (or the editor's text, when given), its entry, the
/// task's options through the allowlist, then the reviewer's; block size and dynamic shared memory
/// from the task's launch for occupancy (when the launch resolves). The error names the task field.
Result<CompileRequest> compileRequestForTask(
    const Task& task, const CompileOptions& options, const std::optional<std::string>& sourceText = std::nullopt);

/// Sets the request's language from the kernel table and, for Triton, the signature from the launch's
/// arguments (a buffer is a pointer to its dtype, an integer is i32, a typed value its type), the
/// constexprs, warps and stages.
void applyKernelLanguage(CompileRequest& r, const Task& task, const KernelSpec& kernel, const LaunchSpec& launch);

/// Triton's name of a dtype: "fp32", "bf16", "i32".
std::string tritonTypeOf(DType t);

} // namespace warpscope::core
