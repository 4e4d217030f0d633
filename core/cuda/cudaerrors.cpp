#include "core/cuda/cudaerrors.h"

#include <algorithm>
#include <atomic>

namespace warpscope::core {

namespace {

constexpr bool kSticky = true;
constexpr bool kRecoverable = false;
constexpr ErrorCode kBackend = ErrorCode::Backend;
constexpr ErrorCode kToolchain = ErrorCode::Toolchain;
constexpr ErrorCode kBadInput = ErrorCode::BadInput;

// Codes are written as numbers, not as the enumerators of cuda.h, so this file also builds with an
// older toolkit; tst_cudaerrors parses the cuda.h in use and fails when a code is missing here.
// Meanings paraphrase the documentation comments of `enum cudaError_enum` in cuda.h (CUDA 13.0);
// sticky = that documentation says the process must be terminated and relaunched.
const std::vector<CudaErrorInfo> kTable = {
    {0, "CUDA_SUCCESS", "the call succeeded", "nothing to do", kRecoverable, kBackend},
    {1, "CUDA_ERROR_INVALID_VALUE", "a parameter passed to the driver was out of range",
        "report this as a Warpscope defect with the task that triggered it", kRecoverable, ErrorCode::Internal},
    {2, "CUDA_ERROR_OUT_OF_MEMORY", "the GPU has not enough free memory for the allocation",
        "make the task's buffers smaller, or free the GPU (nvidia-smi lists the processes using it)", kRecoverable,
        kBackend},
    {3, "CUDA_ERROR_NOT_INITIALIZED", "the driver was not initialised (cuInit was not called or failed)",
        "check the NVIDIA driver installation with nvidia-smi", kRecoverable, kBackend},
    {4, "CUDA_ERROR_DEINITIALIZED", "the driver is shutting down", "restart Warpscope", kRecoverable, kBackend},
    {5, "CUDA_ERROR_PROFILER_DISABLED", "profiling was disabled by an external tool",
        "run without the external profiler attached", kRecoverable, kBackend},
    {6, "CUDA_ERROR_PROFILER_NOT_INITIALIZED", "the profiler was not initialised (deprecated code)",
        "nothing to do; the call has no effect", kRecoverable, kBackend},
    {7, "CUDA_ERROR_PROFILER_ALREADY_STARTED", "the profiler was already started (deprecated code)",
        "nothing to do; the call has no effect", kRecoverable, kBackend},
    {8, "CUDA_ERROR_PROFILER_ALREADY_STOPPED", "the profiler was already stopped (deprecated code)",
        "nothing to do; the call has no effect", kRecoverable, kBackend},
    {34, "CUDA_ERROR_STUB_LIBRARY", "the loaded libcuda.so is the toolkit's stub, not the real driver",
        "install the NVIDIA driver, and remove the toolkit's lib64/stubs folder from LD_LIBRARY_PATH", kRecoverable,
        kToolchain},
    {36, "CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER", "the call needs a newer NVIDIA driver than the one installed",
        "update the NVIDIA driver to one that supports this CUDA toolkit", kRecoverable, kToolchain},
    {46, "CUDA_ERROR_DEVICE_UNAVAILABLE", "the GPU is busy or unavailable (compute mode exclusive or prohibited)",
        "wait for the other process to finish, or change the compute mode with nvidia-smi -c DEFAULT", kRecoverable,
        kBackend},
    {100, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable GPU was detected",
        "check nvidia-smi and CUDA_VISIBLE_DEVICES; the PTX emulator runs kernels without a GPU", kRecoverable,
        kBackend},
    {101, "CUDA_ERROR_INVALID_DEVICE", "the device ordinal does not name a visible GPU",
        "choose a device listed by `warpscope-cli info`", kRecoverable, kBadInput},
    {102, "CUDA_ERROR_DEVICE_NOT_LICENSED", "the GPU needs a vGPU licence to run compute work",
        "license the virtual GPU or use the emulator", kRecoverable, kBackend},
    {200, "CUDA_ERROR_INVALID_IMAGE", "the cubin or PTX image is not valid for the driver",
        "recompile the kernel; Warpscope falls back to PTX when a cubin is refused", kRecoverable, kToolchain},
    {201, "CUDA_ERROR_INVALID_CONTEXT", "no valid CUDA context is current",
        "report this as a Warpscope defect; restarting the worker recovers", kRecoverable, ErrorCode::Internal},
    {202, "CUDA_ERROR_CONTEXT_ALREADY_CURRENT", "the context is already current (deprecated code)", "nothing to do",
        kRecoverable, kBackend},
    {205, "CUDA_ERROR_MAP_FAILED", "a map or register operation failed", "retry; free host memory if it persists",
        kRecoverable, kBackend},
    {206, "CUDA_ERROR_UNMAP_FAILED", "an unmap or unregister operation failed", "retry the operation", kRecoverable,
        kBackend},
    {207, "CUDA_ERROR_ARRAY_IS_MAPPED", "the array is mapped and cannot be destroyed", "unmap it first", kRecoverable,
        kBackend},
    {208, "CUDA_ERROR_ALREADY_MAPPED", "the resource is already mapped", "unmap it first", kRecoverable, kBackend},
    {209, "CUDA_ERROR_NO_BINARY_FOR_GPU", "the module has no code for this GPU's architecture",
        "compile for the GPU's compute capability; Warpscope retries with the PTX (JIT)", kRecoverable, kToolchain},
    {210, "CUDA_ERROR_ALREADY_ACQUIRED", "the resource was already acquired", "release it first", kRecoverable,
        kBackend},
    {211, "CUDA_ERROR_NOT_MAPPED", "the resource is not mapped", "map it first", kRecoverable, kBackend},
    {212, "CUDA_ERROR_NOT_MAPPED_AS_ARRAY", "the mapped resource is not an array", "map it as an array", kRecoverable,
        kBackend},
    {213, "CUDA_ERROR_NOT_MAPPED_AS_POINTER", "the mapped resource is not a pointer", "map it as a pointer",
        kRecoverable, kBackend},
    {214, "CUDA_ERROR_ECC_UNCORRECTABLE", "the GPU reported an uncorrectable ECC memory error",
        "check `nvidia-smi -q -d ECC`; the GPU may need a reset or service", kRecoverable, kBackend},
    {215, "CUDA_ERROR_UNSUPPORTED_LIMIT", "the context limit is not supported by this GPU",
        "leave the limit at its default", kRecoverable, kBackend},
    {216, "CUDA_ERROR_CONTEXT_ALREADY_IN_USE", "the context is in use by another thread", "use one context per thread",
        kRecoverable, kBackend},
    {217, "CUDA_ERROR_PEER_ACCESS_UNSUPPORTED", "peer access is not supported between these GPUs", "run on one GPU",
        kRecoverable, kBackend},
    {218, "CUDA_ERROR_INVALID_PTX", "the PTX JIT compiler refused the PTX",
        "read the JIT log in this message; recompile with a toolkit the driver supports", kRecoverable, kToolchain},
    {219, "CUDA_ERROR_INVALID_GRAPHICS_CONTEXT", "the OpenGL or DirectX context is not valid",
        "not used by Warpscope; report it", kRecoverable, kBackend},
    {220, "CUDA_ERROR_NVLINK_UNCORRECTABLE", "an uncorrectable NVLink error was detected",
        "check `nvidia-smi nvlink -e`; the system may need service", kRecoverable, kBackend},
    {221, "CUDA_ERROR_JIT_COMPILER_NOT_FOUND", "the driver's PTX JIT compiler library is missing",
        "reinstall the NVIDIA driver, or provide a cubin for this GPU", kRecoverable, kToolchain},
    {222, "CUDA_ERROR_UNSUPPORTED_PTX_VERSION", "the PTX was made by a newer toolkit than the driver supports",
        "update the NVIDIA driver, or compile a cubin for this GPU (no JIT needed)", kRecoverable, kToolchain},
    {223, "CUDA_ERROR_JIT_COMPILATION_DISABLED", "PTX JIT compilation is disabled (CUDA_DISABLE_JIT or policy)",
        "enable the JIT, or compile a cubin for this GPU", kRecoverable, kToolchain},
    {224, "CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY", "the execution affinity is not supported", "use the default",
        kRecoverable, kBackend},
    {225, "CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC", "the PTX calls cudaDeviceSynchronize from device code",
        "remove device-side synchronisation; it is not supported by this driver", kRecoverable, kToolchain},
    {226, "CUDA_ERROR_CONTAINED", "a device exception was contained by the GPU's error containment",
        "the process must exit; the worker restarts. Check `nvidia-smi -q` for hardware errors", kSticky, kBackend},
    {300, "CUDA_ERROR_INVALID_SOURCE", "the kernel source or PTX is invalid", "recompile the kernel", kRecoverable,
        kToolchain},
    {301, "CUDA_ERROR_FILE_NOT_FOUND", "a file the driver needed was not found", "check the path", kRecoverable,
        ErrorCode::NotFound},
    {302, "CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND", "a shared-object symbol could not be resolved",
        "reinstall the NVIDIA driver", kRecoverable, kToolchain},
    {303, "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED", "a shared object failed to initialise", "reinstall the NVIDIA driver",
        kRecoverable, kToolchain},
    {304, "CUDA_ERROR_OPERATING_SYSTEM", "an operating-system call made by the driver failed",
        "check dmesg for NVIDIA messages", kRecoverable, kBackend},
    {400, "CUDA_ERROR_INVALID_HANDLE", "a handle (stream, event, module, function) was not valid",
        "report this as a Warpscope defect", kRecoverable, ErrorCode::Internal},
    {401, "CUDA_ERROR_ILLEGAL_STATE", "the resource is in a state that does not allow the operation",
        "report this as a Warpscope defect", kRecoverable, ErrorCode::Internal},
    {402, "CUDA_ERROR_LOSSY_QUERY", "the query would lose information", "nothing to do", kRecoverable, kBackend},
    {500, "CUDA_ERROR_NOT_FOUND", "a named symbol (kernel, variable) was not found in the module",
        "check the task's [kernel] entry; C++ names need extern \"C\" or a name expression", kRecoverable,
        ErrorCode::NotFound},
    {600, "CUDA_ERROR_NOT_READY", "the asynchronous work has not completed yet", "wait for it", kRecoverable, kBackend},
    {700, "CUDA_ERROR_ILLEGAL_ADDRESS", "the kernel read or wrote an address outside any allocation",
        "the worker restarts; run the task on the emulator to find the thread, line and buffer", kSticky, kBackend},
    {701, "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES", "the launch needs more registers or resources than a block can have",
        "use fewer threads per block, or cap registers with -maxrregcount or __launch_bounds__", kRecoverable,
        kBadInput},
    {702, "CUDA_ERROR_LAUNCH_TIMEOUT", "the kernel ran past the display watchdog's limit and was stopped",
        "the worker restarts; shorten the kernel or run on a GPU that drives no display", kSticky, kBackend},
    {703, "CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING", "the launch used an incompatible texturing mode",
        "not used by Warpscope kernels; report it", kRecoverable, kBackend},
    {704, "CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED", "peer access was already enabled", "nothing to do", kRecoverable,
        kBackend},
    {705, "CUDA_ERROR_PEER_ACCESS_NOT_ENABLED", "peer access was not enabled", "enable it first", kRecoverable,
        kBackend},
    {708, "CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE", "the primary context is already active", "nothing to do", kRecoverable,
        kBackend},
    {709, "CUDA_ERROR_CONTEXT_IS_DESTROYED", "the context was destroyed", "restart the worker", kRecoverable, kBackend},
    {710, "CUDA_ERROR_ASSERT", "a device-side assert() failed in the kernel",
        "the worker restarts; run on the emulator to see the failing thread and line", kSticky, kBackend},
    {711, "CUDA_ERROR_TOO_MANY_PEERS", "peer access resources are exhausted", "run on one GPU", kRecoverable, kBackend},
    {712, "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED", "the host memory is already registered", "nothing to do",
        kRecoverable, kBackend},
    {713, "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED", "the host memory is not registered", "register it first",
        kRecoverable, kBackend},
    {714, "CUDA_ERROR_HARDWARE_STACK_ERROR", "the kernel corrupted or overflowed its call stack",
        "the worker restarts; look for deep recursion or large local arrays", kSticky, kBackend},
    {715, "CUDA_ERROR_ILLEGAL_INSTRUCTION", "the kernel executed an illegal instruction",
        "the worker restarts; recompile for this GPU's architecture", kSticky, kBackend},
    {716, "CUDA_ERROR_MISALIGNED_ADDRESS", "the kernel loaded or stored at an address not aligned to its size",
        "the worker restarts; run on the emulator to find the misaligned access", kSticky, kBackend},
    {717, "CUDA_ERROR_INVALID_ADDRESS_SPACE", "a memory instruction used an address of the wrong space",
        "the worker restarts; check generic-to-shared/global pointer casts in the kernel", kSticky, kBackend},
    {718, "CUDA_ERROR_INVALID_PC", "the kernel's program counter left its code",
        "the worker restarts; look for corrupted function pointers or a stack overflow", kSticky, kBackend},
    {719, "CUDA_ERROR_LAUNCH_FAILED",
        "the kernel hit an exception (often an invalid pointer, a trap, or "
        "out-of-bounds shared memory)",
        "the worker restarts; run on the emulator to find the faulting thread and line", kSticky, kBackend},
    {720, "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE", "the cooperative grid has more blocks than can be resident",
        "launch fewer blocks", kRecoverable, kBadInput},
    {721, "CUDA_ERROR_TENSOR_MEMORY_LEAK", "the kernel exited without deallocating its tensor memory",
        "the worker restarts; free tensor memory (tcgen05.dealloc) before the kernel exits", kSticky, kBackend},
    {800, "CUDA_ERROR_NOT_PERMITTED", "the operation is not permitted", "check the GPU's compute mode and policy",
        kRecoverable, kBackend},
    {801, "CUDA_ERROR_NOT_SUPPORTED", "the operation is not supported on this system or GPU",
        "use the emulator, or a GPU that supports it", kRecoverable, kBackend},
    {802, "CUDA_ERROR_SYSTEM_NOT_READY", "the system is not ready for CUDA work (a driver daemon is not running)",
        "start nvidia-persistenced / nvidia-fabricmanager as the system guide says", kRecoverable, kBackend},
    {803, "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH", "the display driver and the CUDA driver versions differ",
        "reinstall a matching NVIDIA driver, then reboot", kRecoverable, kToolchain},
    {804, "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE", "forward-compatibility mode is not supported on this GPU",
        "remove the cuda-compat libraries from the library path", kRecoverable, kToolchain},
    {805, "CUDA_ERROR_MPS_CONNECTION_FAILED", "the MPS client could not connect to the MPS server",
        "start the MPS control daemon or unset CUDA_MPS_PIPE_DIRECTORY", kRecoverable, kBackend},
    {806, "CUDA_ERROR_MPS_RPC_FAILURE", "a remote call to the MPS server failed", "restart the MPS server",
        kRecoverable, kBackend},
    {807, "CUDA_ERROR_MPS_SERVER_NOT_READY", "the MPS server is not ready", "wait and retry", kRecoverable, kBackend},
    {808, "CUDA_ERROR_MPS_MAX_CLIENTS_REACHED", "the MPS server has reached its client limit", "stop other MPS clients",
        kRecoverable, kBackend},
    {809, "CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED", "the MPS server has reached its connection limit",
        "stop other MPS clients", kRecoverable, kBackend},
    {810, "CUDA_ERROR_MPS_CLIENT_TERMINATED", "the MPS server terminated this client",
        "the worker restarts; check the MPS server's log", kSticky, kBackend},
    {811, "CUDA_ERROR_CDP_NOT_SUPPORTED", "dynamic parallelism is not supported here",
        "launch child work from the host", kRecoverable, kBackend},
    {812, "CUDA_ERROR_CDP_VERSION_MISMATCH", "dynamic-parallelism versions are mixed in one module",
        "compile every part with the same toolkit", kRecoverable, kToolchain},
    {900, "CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED", "the operation is not allowed while a stream is captured",
        "report this as a Warpscope defect", kRecoverable, kBackend},
    {901, "CUDA_ERROR_STREAM_CAPTURE_INVALIDATED", "the stream capture was invalidated by an earlier error",
        "restart the capture", kRecoverable, kBackend},
    {902, "CUDA_ERROR_STREAM_CAPTURE_MERGE", "two independent captures would be merged", "end one capture first",
        kRecoverable, kBackend},
    {903, "CUDA_ERROR_STREAM_CAPTURE_UNMATCHED", "the capture was not started in this stream",
        "end the capture in the stream that began it", kRecoverable, kBackend},
    {904, "CUDA_ERROR_STREAM_CAPTURE_UNJOINED", "a forked capture was not joined back", "join every fork", kRecoverable,
        kBackend},
    {905, "CUDA_ERROR_STREAM_CAPTURE_ISOLATION", "a dependency would cross a capture boundary",
        "keep captured work isolated", kRecoverable, kBackend},
    {906, "CUDA_ERROR_STREAM_CAPTURE_IMPLICIT", "a capture would join the legacy default stream",
        "capture in a non-default stream", kRecoverable, kBackend},
    {907, "CUDA_ERROR_CAPTURED_EVENT", "the operation is not allowed on an event recorded in a capture",
        "use an event recorded outside the capture", kRecoverable, kBackend},
    {908, "CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD", "the capture was ended from another thread",
        "end it on the thread that began it", kRecoverable, kBackend},
    {909, "CUDA_ERROR_TIMEOUT", "a wait with a timeout expired", "wait longer or cancel", kRecoverable, kBackend},
    {910, "CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE", "the executable graph could not be updated",
        "instantiate the graph again", kRecoverable, kBackend},
    {911, "CUDA_ERROR_EXTERNAL_DEVICE", "a device outside CUDA signalled an error",
        "the worker restarts; check the external device", kSticky, kBackend},
    {912, "CUDA_ERROR_INVALID_CLUSTER_SIZE", "the thread-block cluster configuration is not valid",
        "use a cluster size the GPU supports (at most 8 portable)", kRecoverable, kBadInput},
    {913, "CUDA_ERROR_FUNCTION_NOT_LOADED", "the function's module is not loaded yet", "load the module first",
        kRecoverable, kBackend},
    {914, "CUDA_ERROR_INVALID_RESOURCE_TYPE", "the resource type is not valid for this operation",
        "report this as a Warpscope defect", kRecoverable, kBackend},
    {915, "CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION", "the resource configuration is not valid",
        "report this as a Warpscope defect", kRecoverable, kBackend},
    {916, "CUDA_ERROR_KEY_ROTATION", "a confidential-computing key rotation failed", "retry the work", kRecoverable,
        kBackend},
    {999, "CUDA_ERROR_UNKNOWN", "an unknown internal driver error occurred",
        "retry; if it persists, check dmesg and update the NVIDIA driver", kRecoverable, kBackend},
};

std::atomic<int> g_firstSticky {0};

} // namespace

const std::vector<CudaErrorInfo>& cudaErrorTable()
{
    return kTable;
}

const CudaErrorInfo* findCudaError(int code)
{
    const auto it = std::lower_bound(
        kTable.begin(), kTable.end(), code, [](const CudaErrorInfo& e, int c) { return e.code < c; });
    return it != kTable.end() && it->code == code ? &*it : nullptr;
}

bool isStickyCudaError(int code)
{
    const CudaErrorInfo* info = findCudaError(code);
    return info && info->sticky;
}

void noteStickyCudaError(int code)
{
    if (!isStickyCudaError(code))
        return;
    int expected = 0;
    g_firstSticky.compare_exchange_strong(expected, code);
}

bool cudaStickyErrorOccurred()
{
    return g_firstSticky.load() != 0;
}

int firstStickyCudaError()
{
    return g_firstSticky.load();
}

std::string cudaErrorLabel(int code)
{
    const CudaErrorInfo* info = findCudaError(code);
    if (!info)
        return "CUresult " + std::to_string(code) + " (unknown to this build of Warpscope)";
    return std::string(info->name) + " (" + std::to_string(code) + ")";
}

Error cudaError(int code, const std::string& call, const std::string& subject)
{
    noteStickyCudaError(code);
    const CudaErrorInfo* info = findCudaError(code);
    std::string message = call + (subject.empty() ? "" : " (" + subject + ")") + ": " + cudaErrorLabel(code);
    if (!info) {
        message += ": a newer driver's error code; update Warpscope, and retry";
        return makeError(ErrorCode::Backend, message);
    }
    message += std::string(": ") + info->meaning + "; " + info->action;
    if (info->sticky)
        message += " (sticky: the CUDA context is unusable until the process restarts)";
    return makeError(info->category, message);
}

} // namespace warpscope::core
