#pragma once

#include "core/cuda/cudacontext.h"
#include "core/cuda/cudamodule.h"
#include "core/exec/backend.h"

#include <cstddef>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

namespace warpscope::core {

/// How the CUDA backend is set up.
struct CudaBackendOptions {
    int device = 0; ///< CUDA device ordinal
    /// A kernel still running after this many seconds is reported and the context is given up (a GPU
    /// kernel cannot be stopped; the process must exit). 0 waits without limit (the worker's own
    /// deadline then ends the process).
    double deadlineSeconds = 300.0;
};

/// Runs kernels on an NVIDIA GPU through the driver API (ARCHITECTURE §5): the cubin when the driver
/// accepts it, else the PTX through the JIT (its log in any error); the launch checked against the
/// device's limits before it is made; buffers uploaded from the host tensors and every buffer
/// downloaded back after the kernel; kernel time by CUDA events. A kernel fault (illegal address,
/// misaligned access, trap, assert) is a finding, and it loses the context: later launches on this
/// backend are not run (a finding says why) and cudaStickyErrorOccurred() tells the worker to exit.
class CudaBackend : public Backend {
public:
    /// Opens the device: "no CUDA device: ..." (ErrorCode::Backend) without a driver or GPU.
    static Result<std::unique_ptr<CudaBackend>> create(const CudaBackendOptions& options = {});
    ~CudaBackend() override;

    std::string name() const override { return "cuda"; }
    /// "NVIDIA H200 (sm_90, 132 SMs, 139.8 GiB), driver 13.0"
    std::string describe() const override;
    Result<LaunchResult> launch(const LaunchRequest& request) override;

    const CudaDeviceInfo& device() const { return m_ctx->device(); }
    /// The GPU's compute capability as a number (90): compile for it.
    int arch() const { return m_ctx->device().arch(); }
    std::shared_ptr<CudaContext> context() const { return m_ctx; }

private:
    explicit CudaBackend(std::shared_ptr<CudaContext> ctx, const CudaBackendOptions& options);
    Result<CudaModule*> module(const LaunchRequest& request);
    /// The module loaded and the launch checked against the device and the kernel.
    Result<CudaModule*> prepare(const LaunchRequest& request);

    std::shared_ptr<CudaContext> m_ctx;
    CudaBackendOptions m_options;
    std::mutex m_mutex; ///< one launch at a time: the GPU is shared, and the module cache too
    std::size_t m_moduleKey = 0;
    std::optional<CudaModule> m_module;
};

/// The architecture to compile for on a GPU of compute capability deviceArch: the device's own when
/// NVRTC supports it, else the newest supported one of the same major version (the cubin then
/// still runs), else the newest one below the device (only the PTX can run: the driver JITs it).
int cudaCompileArch(int deviceArch, const std::vector<int>& nvrtcArchs);

} // namespace warpscope::core
