#include "core/cuda/cudabackend.h"

#include "core/common/demangle.h"
#include "core/cuda/cudaerrors.h"
#include "core/cuda/cudalaunch.h"
#include "core/cuda/cudaresources.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string_view>

namespace warpscope::core {

namespace {

Finding notRunFinding(const std::string& kernel, const std::string& reason)
{
    Finding f;
    f.kind = Finding::Kind::Other;
    f.kernel = kernel;
    setFindingMessage(
        f, engineMessage("cuda.not_run", {literalMessage(shortDemangledName(kernel)), literalMessage(reason)}));
    return f;
}

/// A kernel that cannot finish or was abandoned: the launch ends without results, as on the emulator.
Finding stoppedFinding(const Error& e, const std::string& kernel, double deadlineSeconds)
{
    Finding f;
    f.kind = e.code == ErrorCode::Cancelled ? Finding::Kind::Cancelled : Finding::Kind::BudgetExceeded;
    f.kernel = kernel;
    f.message = e.message;
    // the same sentence as ids (waitForEvent's wording), kept only where it renders to e's text
    const EngineMessage name = literalMessage(shortDemangledName(kernel));
    std::vector<EngineMessage> parts = {f.kind == Finding::Kind::Cancelled
            ? engineMessage("cuda.cancelled", {name})
            : engineMessage("cuda.deadline", {name, numberMessage(int(deadlineSeconds))})};
    if (engineMessageText(parts) == e.message)
        f.messageParts = std::move(parts);
    return f;
}

Error withKernel(Error e, const std::string& kernel)
{
    e.message = "kernel '" + shortDemangledName(kernel) + "': " + e.message;
    return e;
}

std::size_t moduleKey(const LaunchRequest& r)
{
    const std::string_view cubin(reinterpret_cast<const char*>(r.cubin.data()), r.cubin.size());
    const std::hash<std::string_view> h;
    return h(cubin) ^ (h(r.ptx) * 31u) ^ (h(r.entry) * 131u);
}

/// Every host tensor copied to a new device buffer, named for messages.
Result<std::vector<DeviceBuffer>> uploadBuffers(CudaContext& ctx, const LaunchRequest& r)
{
    const std::vector<Tensor>& host = *r.buffers;
    std::vector<DeviceBuffer> device;
    device.reserve(host.size());
    for (std::size_t i = 0; i < host.size(); ++i) {
        const std::string name = i < r.bufferNames.size() ? r.bufferNames[i] : "#" + std::to_string(i);
        auto b = DeviceBuffer::allocate(ctx, host[i].byteSize(), name);
        if (!b)
            return b.error();
        if (auto s = b->upload(host[i].bytes.data(), host[i].byteSize()); !s)
            return s.error();
        device.push_back(std::move(*b));
    }
    return device;
}

/// Launches between two events on a fresh stream and waits (polling: cancel and deadline honoured).
Result<double> timedLaunch(
    CudaContext& ctx, CudaModule& m, const LaunchRequest& r, KernelParams& params, double deadlineSeconds)
{
    auto stream = CudaStream::create(ctx);
    auto start = CudaEvent::create(ctx);
    auto stop = CudaEvent::create(ctx);
    if (!stream || !start || !stop)
        return !stream ? stream.error() : !start ? start.error() : stop.error();
    const auto& g = r.dims.grid;
    const auto& b = r.dims.block;
    if (auto s = start->record(stream->handle()); !s)
        return s.error();
    if (auto s = ctx.check(ctx.api().launchKernel(m.function(), g[0], g[1], g[2], b[0], b[1], b[2],
                               r.dims.dynamicShared, stream->handle(), params.pointers(), nullptr),
            "cuLaunchKernel", "kernel '" + shortDemangledName(r.entry) + "'");
        !s)
        return s.error();
    if (auto s = stop->record(stream->handle()); !s)
        return s.error();
    if (auto s = waitForEvent(ctx, *stop, {r.control.cancel, deadlineSeconds}, r.entry); !s)
        return s.error();
    return CudaEvent::elapsedSeconds(ctx, *start, *stop);
}

} // namespace

CudaBackend::CudaBackend(std::shared_ptr<CudaContext> ctx, const CudaBackendOptions& options)
    : m_ctx(std::move(ctx))
    , m_options(options)
{ }

CudaBackend::~CudaBackend() = default;

Result<std::unique_ptr<CudaBackend>> CudaBackend::create(const CudaBackendOptions& options)
{
    auto ctx = CudaContext::open(options.device);
    if (!ctx)
        return ctx.error();
    return std::unique_ptr<CudaBackend>(new CudaBackend(std::move(*ctx), options));
}

std::string CudaBackend::describe() const
{
    const CudaDeviceInfo& d = m_ctx->device();
    char memory[32];
    std::snprintf(memory, sizeof memory, "%.1f GiB", double(d.totalMemory) / double(1ull << 30));
    return d.name + " (sm_" + std::to_string(d.arch()) + ", " + std::to_string(d.smCount) + " SMs, " + memory
        + "), driver " + std::to_string(d.driverVersion / 1000) + "." + std::to_string(d.driverVersion % 1000 / 10);
}

Result<CudaModule*> CudaBackend::module(const LaunchRequest& r)
{
    const std::size_t key = moduleKey(r);
    if (m_module && m_moduleKey == key)
        return &*m_module;
    m_module.reset();
    auto loaded = CudaModule::load(*m_ctx, r.cubin, r.ptx, r.entry);
    if (!loaded)
        return loaded.error();
    m_module = std::move(*loaded);
    m_moduleKey = key;
    return &*m_module;
}

Result<CudaModule*> CudaBackend::prepare(const LaunchRequest& r)
{
    if (auto s = m_ctx->makeCurrent(); !s)
        return s.error();
    auto mod = module(r);
    if (!mod)
        return mod.error();
    CudaModule& m = **mod;
    auto footprint = m.footprint();
    if (!footprint)
        return footprint.error();
    auto plan = checkLaunch(m_ctx->device().limits, r.dims, *footprint);
    if (!plan)
        return withKernel(plan.error(), r.entry);
    if (plan->needsSharedOptIn)
        if (auto s = m.allowDynamicShared(int(r.dims.dynamicShared)); !s)
            return s.error();
    if (auto s = m.checkArguments(r.args); !s)
        return s.error();
    return &m;
}

Result<LaunchResult> CudaBackend::launch(const LaunchRequest& r)
{
    std::lock_guard lock(m_mutex);
    LaunchResult result;
    if (m_ctx->lost()) {
        result.findings.push_back(notRunFinding(r.entry, m_ctx->lostReason()));
        return result;
    }
    if (!r.buffers)
        return makeError(
            ErrorCode::Internal, "kernel '" + shortDemangledName(r.entry) + "': the launch request has no buffers");
    // a plain cuLaunchKernel would run grid.sync() without its workspace (a trap) and drop the clusters
    if (r.dims.cooperative || r.dims.hasCluster)
        return makeError(ErrorCode::BadInput,
            "kernel '" + shortDemangledName(r.entry)
                + "': cooperative and cluster launches ([launch] cooperative / cluster) run on the "
                  "emulator only so far; use --backend emu");
    auto m = prepare(r);
    if (!m)
        return m.error();
    auto device = uploadBuffers(*m_ctx, r);
    if (!device)
        return device.error();
    auto params = KernelParams::build(r.args, *device, r.entry, &m_ctx->api(), m_ctx.get());
    if (!params)
        return params.error();
    if (auto s = (*m)->uploadSymbols(r.symbols, *r.buffers); !s)
        return s.error();
    auto seconds = timedLaunch(*m_ctx, **m, r, *params, m_options.deadlineSeconds);
    if (!seconds) {
        // A fault or an abandoned kernel is a finding, as on the emulator; other failures are errors.
        const int code = m_ctx->lostCode();
        if (code == 0)
            return seconds.error();
        result.findings.push_back(code == CUDA_ERROR_LAUNCH_TIMEOUT
                ? stoppedFinding(seconds.error(), r.entry, m_options.deadlineSeconds)
                : faultFinding(code, r.entry));
        return result;
    }
    result.seconds = *seconds;
    std::vector<Tensor>& host = *r.buffers;
    for (std::size_t i = 0; i < host.size(); ++i)
        if (auto s = (*device)[i].download(host[i].bytes.data(), host[i].byteSize()); !s)
            return s.error();
    if (auto s = (*m)->downloadSymbols(r.symbols, host); !s)
        return s.error();
    result.completed = true;
    return result;
}

int cudaCompileArch(int deviceArch, const std::vector<int>& nvrtcArchs)
{
    if (std::find(nvrtcArchs.begin(), nvrtcArchs.end(), deviceArch) != nvrtcArchs.end() || nvrtcArchs.empty())
        return deviceArch;
    int sameMajor = 0, below = 0;
    for (int a : nvrtcArchs) {
        if (a > deviceArch)
            continue;
        if (a / 10 == deviceArch / 10)
            sameMajor = std::max(sameMajor, a);
        below = std::max(below, a);
    }
    if (sameMajor)
        return sameMajor;
    if (below)
        return below;
    return *std::min_element(nvrtcArchs.begin(), nvrtcArchs.end());
}

} // namespace warpscope::core
