#pragma once

#include "core/common/result.h"
#include "core/cuda/cudacontext.h"

#include <cstddef>
#include <memory>
#include <string>

namespace warpscope::core {

/// Device memory owned by this object (cuMemAlloc / cuMemFree), named for messages.
class DeviceBuffer {
public:
    DeviceBuffer() = default;
    ~DeviceBuffer();
    DeviceBuffer(DeviceBuffer&& other) noexcept;
    DeviceBuffer& operator=(DeviceBuffer&& other) noexcept;
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;

    /// Allocates bytes (at least 4, since the driver refuses empty allocations); the error names the buffer.
    static Result<DeviceBuffer> allocate(CudaContext& ctx, std::size_t bytes, const std::string& name);
    /// Copies bytes from the host (synchronous).
    Status upload(const void* host, std::size_t bytes);
    /// Copies bytes to the host (synchronous; waits for earlier work in every stream).
    Status download(void* host, std::size_t bytes) const;
    /// Fills the whole buffer with a byte value, in stream order (used to flush the L2 cache).
    Status fillAsync(unsigned char value, CUstream stream);

    CUdeviceptr address() const { return m_ptr; }
    std::size_t size() const { return m_bytes; }
    const std::string& name() const { return m_name; }

private:
    CudaContext* m_ctx = nullptr;
    CUdeviceptr m_ptr = 0;
    std::size_t m_bytes = 0;
    std::string m_name;
};

/// A non-blocking stream of this context (work in it does not synchronise with the legacy stream).
class CudaStream {
public:
    CudaStream() = default;
    ~CudaStream();
    CudaStream(CudaStream&& other) noexcept;
    CudaStream& operator=(CudaStream&& other) noexcept;
    CudaStream(const CudaStream&) = delete;
    CudaStream& operator=(const CudaStream&) = delete;

    static Result<CudaStream> create(CudaContext& ctx);
    CUstream handle() const { return m_stream; }

private:
    CudaContext* m_ctx = nullptr;
    CUstream m_stream = nullptr;
};

/// A timing event (cuEventCreate with default flags, so cuEventElapsedTime works).
class CudaEvent {
public:
    CudaEvent() = default;
    ~CudaEvent();
    CudaEvent(CudaEvent&& other) noexcept;
    CudaEvent& operator=(CudaEvent&& other) noexcept;
    CudaEvent(const CudaEvent&) = delete;
    CudaEvent& operator=(const CudaEvent&) = delete;

    static Result<CudaEvent> create(CudaContext& ctx);
    Status record(CUstream stream);
    CUevent handle() const { return m_event; }
    /// Seconds between two completed events (cuEventElapsedTime resolves about 0.5 µs).
    static Result<double> elapsedSeconds(CudaContext& ctx, const CudaEvent& start, const CudaEvent& stop);

private:
    CudaContext* m_ctx = nullptr;
    CUevent m_event = nullptr;
};

} // namespace warpscope::core
