#pragma once

#include "core/common/result.h"
#include "core/cuda/devicequery.h"
#include "core/cuda/driverapi.h"

#include <atomic>
#include <memory>
#include <string>

namespace warpscope::core {

/// One GPU's primary context (the one the runtime API would share), retained for the life of this
/// object. Every driver result goes through check(), which translates it in the one place that knows
/// CUDA codes (cudaerrors.h) and marks the context lost on a sticky error: after that, no more work is
/// sent to it and the process must exit to recover (ARCHITECTURE §2).
class CudaContext {
public:
    /// Loads and initialises the driver and retains the device's primary context; "no CUDA device"
    /// (a Backend error) without a driver or GPU, BadInput for an ordinal that names no GPU.
    static Result<std::shared_ptr<CudaContext>> open(int ordinal = 0);
    ~CudaContext();
    CudaContext(const CudaContext&) = delete;
    CudaContext& operator=(const CudaContext&) = delete;

    const DriverApi& api() const { return *m_api; }
    const CudaDeviceInfo& device() const { return m_device; }
    CUcontext handle() const { return m_context; }

    /// Makes the context current on the calling thread (requests may come from any worker thread).
    Status makeCurrent();
    /// Ok for CUDA_SUCCESS; otherwise the translated error, and a sticky code marks the context lost.
    Status check(CUresult rc, const std::string& call, const std::string& subject = {});
    /// Marks the context lost for a reason that has no CUresult (a kernel still running past its
    /// deadline: only ending the process stops it). Counts as CUDA_ERROR_LAUNCH_TIMEOUT (702).
    void markLost(const std::string& reason);
    bool lost() const { return m_lostCode.load() != 0; }
    /// The sticky code that lost the context (702 for a deadline or cancel), 0 while it is usable.
    int lostCode() const { return m_lostCode.load(); }
    /// Why the context was lost ("CUDA_ERROR_ILLEGAL_ADDRESS (700) in cuLaunchKernel (kernel 'k')").
    std::string lostReason() const;

private:
    CudaContext() = default;

    const DriverApi* m_api = nullptr;
    CUdevice m_dev = 0;
    CUcontext m_context = nullptr;
    CudaDeviceInfo m_device;
    std::atomic<int> m_lostCode {0};
    std::string m_lostReason;
};

} // namespace warpscope::core
