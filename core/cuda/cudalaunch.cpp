#include "core/cuda/cudalaunch.h"

#include "core/common/demangle.h"
#include "core/cuda/cudaerrors.h"
#include "core/cuda/cudatensormap.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <thread>

namespace warpscope::core {

Result<KernelParams> KernelParams::build(const std::vector<KernelArg>& args, const std::vector<DeviceBuffer>& buffers,
    const std::string& kernel, const DriverApi* api, CudaContext* ctx)
{
    KernelParams p;
    p.m_values.reserve(args.size());
    for (std::size_t i = 0; i < args.size(); ++i) {
        const KernelArg& a = args[i];
        if (a.kind == KernelArg::Kind::Scalar) {
            p.m_values.push_back(a.bytes);
            continue;
        }
        if (a.kind == KernelArg::Kind::Scratch) {
            CUdeviceptr address = 0; // Triton's launcher passes null when the kernel needs no scratch
            if (a.scratchBytes > 0) {
                if (!ctx)
                    return makeError(ErrorCode::Internal,
                        "kernel '" + shortDemangledName(kernel) + "' argument " + std::to_string(i) + " needs "
                            + a.scratchName + ", but no CUDA context was given to allocate it");
                auto b = DeviceBuffer::allocate(*ctx, a.scratchBytes, a.scratchName);
                if (!b)
                    return b.error();
                const std::vector<std::byte> zeros(a.scratchBytes, std::byte {0});
                if (auto st = b->upload(zeros.data(), zeros.size()); !st)
                    return st.error();
                address = b->address();
                p.m_scratch.push_back(std::move(*b));
            }
            std::vector<std::byte> bytes(sizeof address);
            std::memcpy(bytes.data(), &address, sizeof address);
            p.m_values.push_back(std::move(bytes));
            continue;
        }
        if (a.buffer < 0 || std::size_t(a.buffer) >= buffers.size())
            return makeError(ErrorCode::BadInput,
                "kernel '" + shortDemangledName(kernel) + "' argument " + std::to_string(i) + " names buffer #"
                    + std::to_string(a.buffer) + ", but the launch has " + std::to_string(buffers.size()) + " buffers");
        // a view ("data + 16") passes an address inside the buffer
        const CUdeviceptr address = buffers[std::size_t(a.buffer)].address() + a.byteOffset;
        if (a.kind == KernelArg::Kind::TensorMap) {
            const std::string what = "kernel '" + shortDemangledName(kernel) + "' argument " + std::to_string(i);
            if (!api)
                return makeError(ErrorCode::Backend, what + " is a tensor map, but no CUDA driver is loaded");
            auto map = encodeTensorMapWithDriver(*api, a.tensorMap, address, what);
            if (!map)
                return map.error();
            p.m_values.emplace_back(map->begin(), map->end());
            continue;
        }
        std::vector<std::byte> bytes(sizeof address);
        std::memcpy(bytes.data(), &address, sizeof address);
        p.m_values.push_back(std::move(bytes));
    }
    for (auto& v : p.m_values)
        p.m_pointers.push_back(v.data());
    return p;
}

Status waitForEvent(CudaContext& ctx, const CudaEvent& event, const WaitLimits& limits, const std::string& kernel)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    auto pause = std::chrono::microseconds(20);
    for (;;) {
        const CUresult rc = ctx.api().eventQuery(event.handle());
        if (rc == CUDA_SUCCESS)
            return Ok {};
        if (rc != CUDA_ERROR_NOT_READY)
            return ctx.check(rc, "kernel execution", "kernel '" + shortDemangledName(kernel) + "'");
        const double waited = std::chrono::duration<double>(Clock::now() - start).count();
        if (limits.cancel && limits.cancel->load()) {
            ctx.markLost("kernel '" + shortDemangledName(kernel) + "' was still running when the run was cancelled");
            return makeError(ErrorCode::Cancelled,
                "cancelled while kernel '" + shortDemangledName(kernel)
                    + "' was running on the GPU; a running kernel cannot be stopped, so the process must exit to free "
                      "the GPU (the worker restarts)");
        }
        if (limits.deadlineSeconds > 0 && waited > limits.deadlineSeconds) {
            ctx.markLost("kernel '" + shortDemangledName(kernel) + "' was still running after its deadline");
            return makeError(ErrorCode::Backend,
                "kernel '" + shortDemangledName(kernel) + "' is still running after "
                    + std::to_string(int(limits.deadlineSeconds))
                    + " s (the deadline): it may loop forever. A running kernel cannot be stopped, so the process "
                      "must exit to free the GPU; run it on the emulator, whose instruction budget stops it and "
                      "shows where it loops");
        }
        std::this_thread::sleep_for(pause);
        pause = std::min(pause * 2, std::chrono::microseconds(2000));
    }
}

Finding faultFinding(int code, const std::string& kernel)
{
    Finding f;
    f.kernel = kernel;
    f.space = "global";
    switch (code) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
        f.kind = Finding::Kind::OutOfBounds;
        break;
    case CUDA_ERROR_MISALIGNED_ADDRESS:
        f.kind = Finding::Kind::Misaligned;
        break;
    case CUDA_ERROR_ASSERT:
        f.kind = Finding::Kind::Assert;
        f.space.clear();
        break;
    default:
        f.kind = Finding::Kind::Other;
        f.space.clear();
        break;
    }
    const CudaErrorInfo* info = findCudaError(code);
    setFindingMessage(f,
        engineMessage("cuda.fault",
            {literalMessage(shortDemangledName(kernel)), literalMessage(cudaErrorLabel(code)),
                info ? literalMessage(info->meaning) : engineMessage("cuda.unknown_error")}));
    return f;
}

} // namespace warpscope::core
