#pragma once

#include "core/common/result.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// What Warpscope knows about one CUresult: its name, what it means, what to do about it, and whether
/// it is sticky (the context is unusable and the process must exit, ARCHITECTURE §2).
struct CudaErrorInfo {
    int code = 0;
    const char* name = ""; ///< "CUDA_ERROR_ILLEGAL_ADDRESS"
    const char* meaning = ""; ///< what happened, in one sentence
    const char* action = ""; ///< what the user should do
    bool sticky = false;
    ErrorCode category = ErrorCode::Backend; ///< decides the CLI exit code
};

/// Every CUresult of the toolkit Warpscope was built with, ascending by code. This is the one place
/// where CUDA driver codes are translated (tests/core/cuda/tst_cudaerrors checks it against cuda.h).
const std::vector<CudaErrorInfo>& cudaErrorTable();

/// The entry for a code, or nullptr for a code this table does not know (a newer driver's).
const CudaErrorInfo* findCudaError(int code);

/// Whether a code leaves the CUDA context unusable: 700, 702, 710, 714–719, and the other codes whose
/// documentation in cuda.h says "the process must be terminated and relaunched".
bool isStickyCudaError(int code);

/// The located error for a failed driver call: "cuLaunchKernel (kernel 'vector_add'):
/// CUDA_ERROR_ILLEGAL_ADDRESS (700): <meaning>; <action>". A sticky code is also remembered for the
/// process (see cudaStickyErrorOccurred). subject names the kernel, buffer or device; may be empty.
Error cudaError(int code, const std::string& call, const std::string& subject = {});

/// Records that a sticky error happened without building an Error (for faults reported as findings).
void noteStickyCudaError(int code);

/// True once any sticky CUDA error was seen in this process. The worker calls this after it has sent
/// the reply to a request: when true, the context is poisoned for every later request, so the worker
/// exits with WorkerExit::StickyCudaError (40) and the session respawns it (ARCHITECTURE §2):
///
///     send(reply);
///     if (core::cudaStickyErrorOccurred())
///         std::_Exit(static_cast<int>(core::WorkerExit::StickyCudaError));
bool cudaStickyErrorOccurred();

/// The first sticky code seen in this process, 0 when none.
int firstStickyCudaError();

/// "CUDA_ERROR_ILLEGAL_ADDRESS (700)", or "CUresult 1234 (unknown to this build)".
std::string cudaErrorLabel(int code);

} // namespace warpscope::core
