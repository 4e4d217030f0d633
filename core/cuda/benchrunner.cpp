#include "core/cuda/benchrunner.h"

#include "core/common/bytehash.h"
#include "core/common/demangle.h"

#include <algorithm>
#include <chrono>

namespace warpscope::core::bench {

namespace {

bool restored(BufferRole r)
{
    return r != BufferRole::Input;
}

std::string bufferName(const BenchKernel& k, std::size_t i)
{
    return i < k.bufferNames.size() ? k.bufferNames[i] : "#" + std::to_string(i);
}

} // namespace

std::vector<BufferDigest> digests(const BenchKernel& k)
{
    std::vector<BufferDigest> out;
    for (std::size_t i = 0; i < k.buffers.size(); ++i)
        out.push_back({bufferName(k, i), bufferRoleName(k.roles[i]), dtypeName(k.buffers[i].dtype), k.buffers[i].shape,
            k.buffers[i].byteSize(), hashBytes(k.buffers[i].bytes)});
    return out;
}

Status Runner::setUp(std::uint64_t& flushBytes)
{
    auto stream = CudaStream::create(m_ctx);
    auto start = CudaEvent::create(m_ctx);
    auto stop = CudaEvent::create(m_ctx);
    if (!stream || !start || !stop)
        return !stream ? stream.error() : !start ? start.error() : stop.error();
    m_stream = std::move(*stream);
    m_start = std::move(*start);
    m_stop = std::move(*stop);
    if (m_options.cache == CacheRegime::FlushL2) {
        // Twice the L2, so every line the kernel could find there is evicted (at least 8 MiB).
        flushBytes = std::max<std::uint64_t>(2ull * std::uint64_t(m_ctx.device().l2Bytes), 8ull << 20);
        auto flush = DeviceBuffer::allocate(m_ctx, flushBytes, "L2 flush");
        if (!flush)
            return flush.error();
        m_flush = std::move(*flush);
    }
    return Ok {};
}

Status Runner::prepare(Side& s)
{
    const BenchKernel& k = *s.kernel;
    auto module = CudaModule::load(m_ctx, k.cubin, k.ptx, k.entry);
    if (!module)
        return module.error();
    s.module = std::move(*module);
    s.result.moduleNote = s.module->note();
    auto footprint = s.module->footprint();
    if (!footprint)
        return footprint.error();
    s.result.footprint = *footprint;
    auto plan = checkLaunch(m_ctx.device().limits, k.dims, *footprint);
    if (!plan)
        return plan.error();
    if (plan->needsSharedOptIn)
        if (auto st = s.module->allowDynamicShared(int(k.dims.dynamicShared)); !st)
            return st;
    if (auto st = s.module->checkArguments(k.args); !st)
        return st;
    for (std::size_t i = 0; i < k.buffers.size(); ++i) {
        auto b = DeviceBuffer::allocate(m_ctx, k.buffers[i].byteSize(), bufferName(k, i));
        if (!b)
            return b.error();
        if (auto st = b->upload(k.buffers[i].bytes.data(), k.buffers[i].byteSize()); !st)
            return st;
        s.device.push_back(std::move(*b));
    }
    auto params = KernelParams::build(k.args, s.device, k.entry, &m_ctx.api(), &m_ctx);
    if (!params)
        return params.error();
    s.params = std::move(*params);
    s.landed = k.buffers;
    return Ok {};
}

Status Runner::restore(Side& s)
{
    for (std::size_t i = 0; i < s.device.size(); ++i)
        if (restored(s.kernel->roles[i]))
            if (auto st = s.device[i].upload(s.kernel->buffers[i].bytes.data(), s.kernel->buffers[i].byteSize()); !st)
                return st;
    return Ok {};
}

Status Runner::launch(Side& s)
{
    const ResolvedLaunch& d = s.kernel->dims;
    return m_ctx.check(m_ctx.api().launchKernel(s.module->function(), d.grid[0], d.grid[1], d.grid[2], d.block[0],
                           d.block[1], d.block[2], d.dynamicShared, m_stream.handle(), s.params->pointers(), nullptr),
        "cuLaunchKernel", "kernel '" + shortDemangledName(s.kernel->entry) + "'");
}

Result<double> Runner::run(Side& s, bool timed)
{
    if (m_options.cancel && m_options.cancel->load())
        return makeError(ErrorCode::Cancelled, "the benchmark was cancelled");
    if (auto st = restore(s); !st)
        return st.error();
    if (m_flush)
        if (auto st = m_flush->fillAsync(static_cast<unsigned char>(++m_flushCount), m_stream.handle()); !st)
            return st.error();
    if (auto st = m_start.record(m_stream.handle()); !st)
        return st.error();
    if (auto st = launch(s); !st)
        return st.error();
    if (auto st = m_stop.record(m_stream.handle()); !st)
        return st.error();
    if (auto st = waitForEvent(m_ctx, m_stop, {m_options.cancel, m_options.deadlineSeconds}, s.kernel->entry); !st)
        return st.error();
    const auto before = std::chrono::steady_clock::now();
    if (auto st = m_ctx.check(m_ctx.api().ctxSynchronize(), "cuCtxSynchronize"); !st)
        return st.error();
    if (timed)
        m_sync.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - before).count());
    return CudaEvent::elapsedSeconds(m_ctx, m_start, m_stop);
}

Status Runner::check(Side& s)
{
    RunCheckSummary& c = s.result.checks;
    std::uint64_t hash = 0x51ed270b;
    for (std::size_t i = 0; i < s.device.size(); ++i) {
        if (!restored(s.kernel->roles[i]))
            continue;
        if (auto st = s.device[i].download(s.landed[i].bytes.data(), s.landed[i].byteSize()); !st)
            return st;
        hash = hash * 1000003u ^ hashBytes(s.landed[i].bytes);
    }
    ++c.checkedRuns;
    c.againstReference = bool(s.kernel->verify);
    std::string failure;
    if (s.kernel->verify) {
        if (std::find(s.verifiedHashes.begin(), s.verifiedHashes.end(), hash) == s.verifiedHashes.end()) {
            if (auto st = s.kernel->verify(s.landed); st)
                s.verifiedHashes.push_back(hash);
            else
                failure = st.error().message;
        }
    } else if (!s.firstHash) {
        s.firstHash = hash;
    } else if (*s.firstHash != hash) {
        failure = "the outputs differ from the first timed run's";
    }
    if (!failure.empty() && c.failedRuns++ == 0)
        c.firstFailure = "timed run " + std::to_string(c.timedRuns) + ": " + failure;
    return Ok {};
}

Status Runner::inputIntegrity(Side& s, const std::string& side, std::vector<InputIntegrity>& out)
{
    for (std::size_t i = 0; i < s.device.size(); ++i) {
        if (restored(s.kernel->roles[i]))
            continue;
        Tensor after = s.kernel->buffers[i];
        if (auto st = s.device[i].download(after.bytes.data(), after.byteSize()); !st)
            return st;
        out.push_back({side, bufferName(*s.kernel, i), hashBytes(s.kernel->buffers[i].bytes), hashBytes(after.bytes)});
    }
    return Ok {};
}

Status Runner::profile(Side& s)
{
    auto m = profileKernelMetrics(m_ctx, defaultKernelMetrics(), [&]() -> Status {
        if (auto st = restore(s); !st)
            return st;
        if (auto st = launch(s); !st)
            return st;
        return m_ctx.check(m_ctx.api().streamSynchronize(m_stream.handle()), "cuStreamSynchronize");
    });
    if (m)
        s.result.metrics = std::move(*m);
    else
        s.result.metricsError = m.error().message;
    return m_ctx.lost() ? Status(m.error()) : Status(Ok {});
}

Status Runner::synchronize()
{
    return m_ctx.check(m_ctx.api().ctxSynchronize(), "cuCtxSynchronize");
}

} // namespace warpscope::core::bench
