#include "core/cuda/cudaresources.h"

#include <algorithm>
#include <utility>

namespace warpscope::core {

// Destructors ignore failures, and make no driver call once the context is lost: cuMemFree and
// friends may wait for the device, which never comes back from a kernel that runs forever. The
// process is about to exit then, and the driver reclaims everything.

DeviceBuffer::~DeviceBuffer()
{
    if (m_ptr && !m_ctx->lost())
        m_ctx->api().memFree(m_ptr);
}

DeviceBuffer::DeviceBuffer(DeviceBuffer&& other) noexcept
    : m_ctx(other.m_ctx)
    , m_ptr(std::exchange(other.m_ptr, 0))
    , m_bytes(other.m_bytes)
    , m_name(std::move(other.m_name))
{ }

DeviceBuffer& DeviceBuffer::operator=(DeviceBuffer&& other) noexcept
{
    if (this != &other) {
        if (m_ptr)
            m_ctx->api().memFree(m_ptr);
        m_ctx = other.m_ctx;
        m_ptr = std::exchange(other.m_ptr, 0);
        m_bytes = other.m_bytes;
        m_name = std::move(other.m_name);
    }
    return *this;
}

Result<DeviceBuffer> DeviceBuffer::allocate(CudaContext& ctx, std::size_t bytes, const std::string& name)
{
    DeviceBuffer b;
    b.m_ctx = &ctx;
    b.m_bytes = bytes;
    b.m_name = name;
    if (auto s = ctx.check(ctx.api().memAlloc(&b.m_ptr, std::max<std::size_t>(bytes, 4)), "cuMemAlloc",
            "buffer '" + name + "', " + std::to_string(bytes) + " bytes");
        !s)
        return s.error();
    return b;
}

Status DeviceBuffer::upload(const void* host, std::size_t bytes)
{
    if (bytes == 0)
        return Ok {};
    return m_ctx->check(m_ctx->api().memcpyHtoD(m_ptr, host, bytes), "cuMemcpyHtoD", "buffer '" + m_name + "'");
}

Status DeviceBuffer::download(void* host, std::size_t bytes) const
{
    if (bytes == 0)
        return Ok {};
    return m_ctx->check(m_ctx->api().memcpyDtoH(host, m_ptr, bytes), "cuMemcpyDtoH", "buffer '" + m_name + "'");
}

Status DeviceBuffer::fillAsync(unsigned char value, CUstream stream)
{
    return m_ctx->check(
        m_ctx->api().memsetD8Async(m_ptr, value, m_bytes, stream), "cuMemsetD8Async", "buffer '" + m_name + "'");
}

CudaStream::~CudaStream()
{
    if (m_stream && !m_ctx->lost())
        m_ctx->api().streamDestroy(m_stream);
}

CudaStream::CudaStream(CudaStream&& other) noexcept
    : m_ctx(other.m_ctx)
    , m_stream(std::exchange(other.m_stream, nullptr))
{ }

CudaStream& CudaStream::operator=(CudaStream&& other) noexcept
{
    if (this != &other) {
        if (m_stream)
            m_ctx->api().streamDestroy(m_stream);
        m_ctx = other.m_ctx;
        m_stream = std::exchange(other.m_stream, nullptr);
    }
    return *this;
}

Result<CudaStream> CudaStream::create(CudaContext& ctx)
{
    CudaStream s;
    s.m_ctx = &ctx;
    if (auto st = ctx.check(ctx.api().streamCreate(&s.m_stream, CU_STREAM_NON_BLOCKING), "cuStreamCreate"); !st)
        return st.error();
    return s;
}

CudaEvent::~CudaEvent()
{
    if (m_event && !m_ctx->lost())
        m_ctx->api().eventDestroy(m_event);
}

CudaEvent::CudaEvent(CudaEvent&& other) noexcept
    : m_ctx(other.m_ctx)
    , m_event(std::exchange(other.m_event, nullptr))
{ }

CudaEvent& CudaEvent::operator=(CudaEvent&& other) noexcept
{
    if (this != &other) {
        if (m_event)
            m_ctx->api().eventDestroy(m_event);
        m_ctx = other.m_ctx;
        m_event = std::exchange(other.m_event, nullptr);
    }
    return *this;
}

Result<CudaEvent> CudaEvent::create(CudaContext& ctx)
{
    CudaEvent e;
    e.m_ctx = &ctx;
    if (auto st = ctx.check(ctx.api().eventCreate(&e.m_event, CU_EVENT_DEFAULT), "cuEventCreate"); !st)
        return st.error();
    return e;
}

Status CudaEvent::record(CUstream stream)
{
    return m_ctx->check(m_ctx->api().eventRecord(m_event, stream), "cuEventRecord");
}

Result<double> CudaEvent::elapsedSeconds(CudaContext& ctx, const CudaEvent& start, const CudaEvent& stop)
{
    float ms = 0.0f;
    if (auto st = ctx.check(ctx.api().eventElapsedTime(&ms, start.m_event, stop.m_event), "cuEventElapsedTime"); !st)
        return st.error();
    return double(ms) * 1e-3;
}

} // namespace warpscope::core
