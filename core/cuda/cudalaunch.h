#pragma once

#include "core/common/result.h"
#include "core/cuda/cudacontext.h"
#include "core/cuda/cudaresources.h"
#include "core/exec/backend.h"
#include "core/exec/finding.h"

#include <atomic>
#include <string>
#include <vector>

namespace warpscope::core {

/// The kernel parameters as cuLaunchKernel takes them: one pointer per parameter to its value; a
/// buffer argument becomes the device address of that buffer.
class KernelParams {
public:
    /// The error names the kernel and the argument that refers to a missing buffer. A tensor-map
    /// argument is encoded with api's cuTensorMapEncodeTiled (api may be null when there is none). A
    /// scratch argument gets zeroed device memory of its own from ctx, held as long as these params.
    static Result<KernelParams> build(const std::vector<KernelArg>& args, const std::vector<DeviceBuffer>& buffers,
        const std::string& kernel, const DriverApi* api = nullptr, CudaContext* ctx = nullptr);
    void** pointers() { return m_pointers.empty() ? nullptr : m_pointers.data(); }

private:
    std::vector<DeviceBuffer> m_scratch;
    std::vector<std::vector<std::byte>> m_values;
    std::vector<void*> m_pointers;
};

/// How long to wait for a kernel, and who may stop the wait.
struct WaitLimits {
    const std::atomic<bool>* cancel = nullptr;
    double deadlineSeconds = 0.0; ///< 0 waits without limit
};

/// Waits for an event by polling (so cancel and the deadline are honoured while the GPU works). A
/// fault in the kernel is the translated CUDA error (sticky codes mark the context lost). A cancel or
/// a deadline cannot stop a kernel that is running: the context is marked lost (the process must exit
/// to free the GPU) and the error says so, as Cancelled or Backend.
Status waitForEvent(CudaContext& ctx, const CudaEvent& event, const WaitLimits& limits, const std::string& kernel);

/// The finding for a kernel that faulted with a sticky code: out_of_bounds for 700, misaligned for
/// 716, trap for a failed assert (710), other for the rest, with a message that says the emulator
/// locates the thread and line.
Finding faultFinding(int code, const std::string& kernel);

} // namespace warpscope::core
