#pragma once

#include "core/common/result.h"
#include "core/compile/ptxsignature.h"
#include "core/exec/backend.h"
#include "core/task/task.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace warpscope::core {

/// A kernel compiled and ready to launch: its PTX (and cubin for the GPU), lowered entry and parameters.
struct PreparedKernel {
    std::string ptx;
    std::vector<std::uint8_t> cubin;
    std::string entry; ///< as the task writes it
    std::string lowered; ///< the name in the PTX
    std::vector<KernelParamInfo> params;
    std::map<std::string, std::string> symbolLowered; ///< [[symbol]] C++ name -> the variable's PTX name
    std::vector<SymbolBinding> symbols; ///< the fills a launch of it makes (bindSymbols, for a run's params)
    double compileSeconds = 0.0;
    int registers = 0; ///< per thread, from ptxas when a cubin was built (0: unknown)
    int sharedStatic = 0; ///< bytes, from ptxas
    int barriers = 0;
    std::string language = "cuda"; ///< the kernel's language ("cuda", "ptx", "triton")
    std::string sourceFile; ///< the kernel's source file (a PTX kernel's errors name it)
    int launchShared = 0; ///< dynamic shared memory every launch must give at least (Triton's "shared")
    int threadsPerBlock = 0; ///< the block size the kernel was built for (Triton); 0: any
    int implicitParams = 0; ///< trailing parameters the launcher fills itself (Triton's scratch pointers)
    /// Bytes per program of the memory behind each implicit parameter (0: a null pointer is passed).
    std::vector<std::uint64_t> implicitScratch;
};

/// Compiles a task's kernel (field "kernel") or its reference kernel (field "reference") with NVRTC:
/// the source from the task folder, the task's options through the compile allowlist, -lineinfo, the
/// given architecture. A compile error is BadInput naming the source file and line of the first
/// error; a missing NVRTC is a Toolchain error. withSymbols: the task's [[symbol]] variables are looked
/// up too (NVRTC name expressions "&name"); one the source does not declare is an error naming it, the
/// source and the variables the module does declare.
Result<PreparedKernel> prepareKernel(const Task& task, const KernelSpec& kernel, const std::string& field, int arch,
    bool wantCubin, bool withSymbols = false);

} // namespace warpscope::core
