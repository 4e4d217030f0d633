#pragma once

#include "core/common/result.h"
#include "core/compile/compiler.h"

#include <filesystem>
#include <string>

namespace warpscope::core {

/// The Triton version scripts/setup installs and the docs name.
inline constexpr const char* kTritonVersion = "3.9.0";

/// An interpreter that can import Triton, and Triton's version there.
struct TritonPython {
    std::string path;
    std::string version;
};

/// The interpreter for Triton kernels: the override, else $WARPSCOPE_PYTHON, else the virtual environment
/// scripts/setup makes (tritonVenvPython()), python3, /usr/bin/python3: the first that has Triton. The
/// error names what was tried and the command that installs Triton.
Result<TritonPython> findTritonPython(const std::string& override = {});

/// $XDG_CACHE_HOME/warpscope/venv/bin/python (else ~/.cache/...): where scripts/setup installs Triton.
std::filesystem::path tritonVenvPython();

/// The command a message names to install Triton.
std::string tritonInstallCommand();

/// The text of python/warpscope_triton.py, built into the library.
const char* tritonDriverScript();

} // namespace warpscope::core
