#include "core/cuda/cuptiactivity.h"

#include "core/cuda/cuptiapi.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <mutex>

namespace warpscope::core {

namespace {

// The kernel record layout of the CUPTI headers Warpscope is built with; cuptiForDevice refuses an
// older libcupti, whose records would be laid out differently.
#if CUPTI_API_VERSION >= 130000
using KernelRecord = CUpti_ActivityKernel10;
#else
using KernelRecord = CUpti_ActivityKernel9;
#endif

constexpr std::size_t kBufferBytes = 8u << 20;
constexpr std::size_t kAlign = 8; // CUPTI requires 8-byte aligned activity buffers

std::mutex g_mutex;
std::vector<KernelActivity> g_records; ///< filled by the buffer-completed callback
std::atomic<bool> g_active {false};
std::atomic<bool> g_registered {false};
const CuptiApi* g_api = nullptr;

void CUPTIAPI bufferRequested(uint8_t** buffer, size_t* size, size_t* maxNumRecords)
{
    *buffer = static_cast<uint8_t*>(std::aligned_alloc(kAlign, kBufferBytes));
    *size = *buffer ? kBufferBytes : 0;
    *maxNumRecords = 0; // as many as fit
}

void CUPTIAPI bufferCompleted(CUcontext, uint32_t, uint8_t* buffer, size_t, size_t validSize)
{
    std::vector<KernelActivity> found;
    CUpti_Activity* record = nullptr;
    while (g_api && g_api->activityGetNextRecord(buffer, validSize, &record) == CUPTI_SUCCESS) {
        if (record->kind != CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL && record->kind != CUPTI_ACTIVITY_KIND_KERNEL)
            continue;
        const auto* k = reinterpret_cast<const KernelRecord*>(record);
        if (k->start == 0 && k->end == 0)
            continue; // no timestamps (CUPTI ran out of device memory for them)
        found.push_back({k->name ? k->name : "", k->start, k->end, k->correlationId, k->streamId});
    }
    std::free(buffer);
    std::lock_guard lock(g_mutex);
    g_records.insert(g_records.end(), found.begin(), found.end());
}

} // namespace

Result<std::unique_ptr<KernelActivityRecorder>> KernelActivityRecorder::start()
{
    auto api = cuptiForDevice();
    if (!api)
        return api.error();
    if (!(*api)->hasActivity)
        return makeError(ErrorCode::Toolchain,
            "CUPTI unavailable: " + (*api)->library.path() + " lacks the activity API entry points");
    if (g_active.exchange(true))
        return makeError(ErrorCode::Internal, "another CUPTI kernel recorder is already active in this process");
    g_api = *api;
    std::unique_ptr<KernelActivityRecorder> r(new KernelActivityRecorder);
    r->m_active = true;
    if (!g_registered.exchange(true))
        if (CUptiResult rc = g_api->activityRegisterCallbacks(bufferRequested, bufferCompleted); rc != CUPTI_SUCCESS) {
            g_registered = false;
            return cuptiError(*g_api, rc, "cuptiActivityRegisterCallbacks");
        }
    {
        std::lock_guard lock(g_mutex);
        g_records.clear();
    }
    if (CUptiResult rc = g_api->activityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL); rc != CUPTI_SUCCESS)
        return cuptiError(*g_api, rc, "cuptiActivityEnable(CONCURRENT_KERNEL)");
    return r;
}

KernelActivityRecorder::~KernelActivityRecorder()
{
    if (m_active) {
        g_api->activityDisable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL);
        g_active = false;
    }
}

Result<std::vector<KernelActivity>> KernelActivityRecorder::stop()
{
    if (!m_active)
        return makeError(ErrorCode::Internal, "the CUPTI kernel recorder was already stopped");
    const CUptiResult flushed = g_api->activityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
    g_api->activityDisable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL);
    m_active = false;
    g_active = false;
    if (flushed != CUPTI_SUCCESS)
        return cuptiError(*g_api, flushed, "cuptiActivityFlushAll");
    std::vector<KernelActivity> out;
    {
        std::lock_guard lock(g_mutex);
        out.swap(g_records);
    }
    std::sort(
        out.begin(), out.end(), [](const KernelActivity& a, const KernelActivity& b) { return a.start < b.start; });
    return out;
}

} // namespace warpscope::core
