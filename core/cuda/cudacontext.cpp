#include "core/cuda/cudacontext.h"

#include "core/cuda/cudaerrors.h"

#include <mutex>

namespace warpscope::core {

namespace {
std::mutex g_lostMutex; // guards m_lostReason of every context; contention is never an issue
}

Result<std::shared_ptr<CudaContext>> CudaContext::open(int ordinal)
{
    auto api = DriverApi::initialized();
    if (!api)
        return api.error();
    int count = 0;
    (*api)->deviceGetCount(&count);
    if (ordinal < 0 || ordinal >= count)
        return makeError(ErrorCode::BadInput,
            "CUDA device " + std::to_string(ordinal) + " does not exist; this machine has " + std::to_string(count)
                + " (0 to " + std::to_string(count - 1) + ")");
    auto device = queryCudaDevice(**api, ordinal);
    if (!device)
        return device.error();
    std::shared_ptr<CudaContext> ctx(new CudaContext);
    ctx->m_api = *api;
    ctx->m_device = std::move(*device);
    if (CUresult rc = ctx->m_api->deviceGet(&ctx->m_dev, ordinal); rc != CUDA_SUCCESS)
        return cudaError(rc, "cuDeviceGet", "device " + std::to_string(ordinal));
    if (CUresult rc = ctx->m_api->devicePrimaryCtxRetain(&ctx->m_context, ctx->m_dev); rc != CUDA_SUCCESS)
        return cudaError(rc, "cuDevicePrimaryCtxRetain", ctx->m_device.name);
    if (auto s = ctx->makeCurrent(); !s)
        return s.error();
    return ctx;
}

CudaContext::~CudaContext()
{
    // A lost context is left to the process exit: releasing it could wait for a kernel that never ends.
    if (m_context && !lost())
        m_api->devicePrimaryCtxRelease(m_dev);
}

Status CudaContext::makeCurrent()
{
    return check(m_api->ctxSetCurrent(m_context), "cuCtxSetCurrent", m_device.name);
}

Status CudaContext::check(CUresult rc, const std::string& call, const std::string& subject)
{
    if (rc == CUDA_SUCCESS)
        return Ok {};
    Error e = cudaError(rc, call, subject);
    if (isStickyCudaError(rc)) {
        int expected = 0;
        if (m_lostCode.compare_exchange_strong(expected, rc)) {
            std::lock_guard lock(g_lostMutex);
            m_lostReason = cudaErrorLabel(rc) + " in " + call + (subject.empty() ? "" : " (" + subject + ")");
        }
    }
    return e;
}

void CudaContext::markLost(const std::string& reason)
{
    noteStickyCudaError(CUDA_ERROR_LAUNCH_TIMEOUT);
    int expected = 0;
    if (m_lostCode.compare_exchange_strong(expected, CUDA_ERROR_LAUNCH_TIMEOUT)) {
        std::lock_guard lock(g_lostMutex);
        m_lostReason = reason;
    }
}

std::string CudaContext::lostReason() const
{
    std::lock_guard lock(g_lostMutex);
    return m_lostReason;
}

} // namespace warpscope::core
