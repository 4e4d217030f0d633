#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace warpscope::core {

/// One kernel execution as CUPTI's activity API recorded it (GPU timestamps, nanoseconds).
struct KernelActivity {
    std::string name; ///< the mangled (lowered) kernel name
    std::uint64_t start = 0;
    std::uint64_t end = 0;
    std::uint32_t correlationId = 0;
    std::uint32_t streamId = 0;
    double seconds() const { return end > start ? double(end - start) * 1e-9 : 0.0; }
};

/// Records the duration of every kernel the GPU runs between start() and stop(), through the CUPTI
/// activity API (CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL, which does not serialise kernels). The
/// durations are the GPU's own start and end timestamps, without the launch overhead that CUDA
/// events include. One recorder at a time per process (CUPTI's activity buffers are global).
class KernelActivityRecorder {
public:
    /// Enables kernel activity records. "CUPTI unavailable: no CUDA device ..." without a GPU; an
    /// error when another recorder is active.
    static Result<std::unique_ptr<KernelActivityRecorder>> start();
    ~KernelActivityRecorder();
    KernelActivityRecorder(const KernelActivityRecorder&) = delete;
    KernelActivityRecorder& operator=(const KernelActivityRecorder&) = delete;

    /// Flushes CUPTI's buffers (call after the GPU work is synchronised), disables the records and
    /// returns the kernels sorted by start time; records without timestamps are dropped.
    Result<std::vector<KernelActivity>> stop();

private:
    KernelActivityRecorder() = default;
    bool m_active = false;
};

} // namespace warpscope::core
