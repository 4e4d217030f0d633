#include "core/cuda/cuptimetrics.h"

#include "core/cuda/cuptiapi.h"

#include <cstdint>
#include <vector>

namespace warpscope::core {

std::vector<std::string> defaultKernelMetrics()
{
    return {
        "gpu__time_duration.sum",
        "dram__bytes_read.sum",
        "dram__bytes_write.sum",
        "lts__t_sectors.sum",
        "lts__t_sector_hit_rate.pct",
        "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
        "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
        "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
        "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
        "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
        "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
        "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum",
        "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
        "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
        "sm__warps_active.avg.pct_of_peak_sustained_active",
        "sm__throughput.avg.pct_of_peak_sustained_elapsed",
        "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed",
    };
}

#ifndef WARPSCOPE_HAVE_RANGE_PROFILER

Result<KernelMetrics> profileKernelMetrics(
    CudaContext&, const std::vector<std::string>&, const std::function<Status()>&)
{
    auto api = cuptiForDevice();
    if (!api)
        return api.error();
    return makeError(ErrorCode::Unsupported,
        "CUPTI metrics need the range profiler of CUDA 12.6 or newer; this build's toolkit headers lack it");
}

#else

namespace {

/// The profiler objects of one session, released in reverse order whatever happens.
struct Session {
    const CuptiApi* api = nullptr;
    bool initialized = false;
    CUpti_Profiler_Host_Object* host = nullptr;
    CUpti_RangeProfiler_Object* range = nullptr;

    ~Session()
    {
        if (range) {
            CUpti_RangeProfiler_Disable_Params p {CUpti_RangeProfiler_Disable_Params_STRUCT_SIZE, nullptr, range};
            api->rangeDisable(&p);
        }
        if (host) {
            CUpti_Profiler_Host_Deinitialize_Params p {
                CUpti_Profiler_Host_Deinitialize_Params_STRUCT_SIZE, nullptr, host};
            api->hostDeinitialize(&p);
        }
        if (initialized) {
            CUpti_Profiler_DeInitialize_Params p {CUpti_Profiler_DeInitialize_Params_STRUCT_SIZE, nullptr};
            api->profilerDeInitialize(&p);
        }
    }
};

#define WARPSCOPE_CUPTI(call, params)                                                                                  \
    do {                                                                                                               \
        if (CUptiResult rc_ = s.api->call(&(params)); rc_ != CUPTI_SUCCESS)                                            \
            return cuptiError(*s.api, rc_, "cupti " #call);                                                            \
    } while (0)

/// The host object for this chip with the counter availability of this context, and the metrics added
/// one at a time so that names this chip does not know are reported instead of failing everything.
Status configure(Session& s, CudaContext& ctx, const std::vector<std::string>& metrics, KernelMetrics& out,
    std::vector<const char*>& valid, std::vector<std::uint8_t>& config)
{
    CUpti_Device_GetChipName_Params chip {
        CUpti_Device_GetChipName_Params_STRUCT_SIZE, nullptr, std::size_t(ctx.device().ordinal), nullptr};
    WARPSCOPE_CUPTI(deviceGetChipName, chip);
    out.chip = chip.pChipName ? chip.pChipName : "";
    CUpti_Profiler_GetCounterAvailability_Params avail {
        CUpti_Profiler_GetCounterAvailability_Params_STRUCT_SIZE, nullptr, ctx.handle(), 0, nullptr};
    WARPSCOPE_CUPTI(profilerGetCounterAvailability, avail);
    std::vector<std::uint8_t> image(avail.counterAvailabilityImageSize);
    avail.pCounterAvailabilityImage = image.data();
    WARPSCOPE_CUPTI(profilerGetCounterAvailability, avail);
    CUpti_Profiler_Host_Initialize_Params init {CUpti_Profiler_Host_Initialize_Params_STRUCT_SIZE, nullptr,
        CUPTI_PROFILER_TYPE_RANGE_PROFILER, chip.pChipName, image.data(), nullptr};
    WARPSCOPE_CUPTI(hostInitialize, init);
    s.host = init.pHostObject;
    for (const auto& m : metrics) {
        const char* name = m.c_str();
        CUpti_Profiler_Host_ConfigAddMetrics_Params add {
            CUpti_Profiler_Host_ConfigAddMetrics_Params_STRUCT_SIZE, nullptr, s.host, &name, 1};
        if (s.api->hostConfigAddMetrics(&add) == CUPTI_SUCCESS)
            valid.push_back(name);
        else
            out.unavailable.push_back(m);
    }
    if (valid.empty())
        return makeError(ErrorCode::Unsupported, "CUPTI knows none of the requested metrics on chip " + out.chip);
    CUpti_Profiler_Host_GetConfigImageSize_Params size {
        CUpti_Profiler_Host_GetConfigImageSize_Params_STRUCT_SIZE, nullptr, s.host, 0};
    WARPSCOPE_CUPTI(hostGetConfigImageSize, size);
    config.resize(size.configImageSize);
    CUpti_Profiler_Host_GetConfigImage_Params get {
        CUpti_Profiler_Host_GetConfigImage_Params_STRUCT_SIZE, nullptr, s.host, config.size(), config.data()};
    WARPSCOPE_CUPTI(hostGetConfigImage, get);
    CUpti_Profiler_Host_GetNumOfPasses_Params passes {
        CUpti_Profiler_Host_GetNumOfPasses_Params_STRUCT_SIZE, nullptr, config.size(), config.data(), 0};
    WARPSCOPE_CUPTI(hostGetNumOfPasses, passes);
    out.passes = passes.numOfPasses;
    return Ok {};
}

/// Enables the range profiler on the context with a counter-data image for one range.
Status enableRange(Session& s, CudaContext& ctx, std::vector<const char*>& valid, std::vector<std::uint8_t>& config,
    std::vector<std::uint8_t>& counterData)
{
    CUpti_RangeProfiler_Enable_Params enable {
        CUpti_RangeProfiler_Enable_Params_STRUCT_SIZE, nullptr, ctx.handle(), nullptr};
    WARPSCOPE_CUPTI(rangeEnable, enable);
    s.range = enable.pRangeProfilerObject;
    CUpti_RangeProfiler_GetCounterDataSize_Params size {CUpti_RangeProfiler_GetCounterDataSize_Params_STRUCT_SIZE,
        nullptr, s.range, valid.data(), valid.size(), 1, 1, 0};
    WARPSCOPE_CUPTI(rangeGetCounterDataSize, size);
    counterData.resize(size.counterDataSize);
    CUpti_RangeProfiler_CounterDataImage_Initialize_Params init {
        CUpti_RangeProfiler_CounterDataImage_Initialize_Params_STRUCT_SIZE, nullptr, s.range, counterData.size(),
        counterData.data()};
    WARPSCOPE_CUPTI(rangeCounterDataImageInitialize, init);
    CUpti_RangeProfiler_SetConfig_Params set {CUpti_RangeProfiler_SetConfig_Params_STRUCT_SIZE, nullptr, s.range,
        config.size(), config.data(), counterData.size(), counterData.data(), CUPTI_AutoRange, CUPTI_KernelReplay, 1, 1,
        1, 0, 1};
    WARPSCOPE_CUPTI(rangeSetConfig, set);
    return Ok {};
}

/// Runs the launch inside the profiler until CUPTI says every pass was submitted (once, with kernel replay).
Status collect(Session& s, const std::function<Status()>& launch, std::size_t passes)
{
    for (std::size_t attempt = 0; attempt <= passes + 1; ++attempt) {
        CUpti_RangeProfiler_Start_Params start {CUpti_RangeProfiler_Start_Params_STRUCT_SIZE, nullptr, s.range};
        WARPSCOPE_CUPTI(rangeStart, start);
        if (auto st = launch(); !st)
            return st;
        CUpti_RangeProfiler_Stop_Params stop {CUpti_RangeProfiler_Stop_Params_STRUCT_SIZE, nullptr, s.range, 0, 0, 0};
        WARPSCOPE_CUPTI(rangeStop, stop);
        if (stop.isAllPassSubmitted)
            return Ok {};
    }
    return makeError(ErrorCode::Backend, "the CUPTI range profiler never reported all passes submitted");
}

} // namespace

Result<KernelMetrics> profileKernelMetrics(
    CudaContext& ctx, const std::vector<std::string>& metrics, const std::function<Status()>& launch)
{
    auto api = cuptiForDevice();
    if (!api)
        return api.error();
    if (!(*api)->hasRangeProfiler)
        return makeError(ErrorCode::Unsupported,
            "CUPTI metrics need the range profiler (CUDA 12.6 or newer); " + (*api)->library.path() + " lacks it");
    if (auto st = ctx.makeCurrent(); !st)
        return st.error();
    Session s;
    s.api = *api;
    CUpti_Profiler_Initialize_Params init {CUpti_Profiler_Initialize_Params_STRUCT_SIZE, nullptr};
    WARPSCOPE_CUPTI(profilerInitialize, init);
    s.initialized = true;
    KernelMetrics out;
    std::vector<const char*> valid;
    std::vector<std::uint8_t> config, counterData;
    if (auto st = configure(s, ctx, metrics, out, valid, config); !st)
        return st.error();
    if (auto st = enableRange(s, ctx, valid, config, counterData); !st)
        return st.error();
    if (auto st = collect(s, launch, out.passes); !st)
        return st.error();
    CUpti_RangeProfiler_DecodeData_Params decode {
        CUpti_RangeProfiler_DecodeData_Params_STRUCT_SIZE, nullptr, s.range, 0};
    WARPSCOPE_CUPTI(rangeDecodeData, decode);
    CUpti_RangeProfiler_GetCounterDataInfo_Params info {
        CUpti_RangeProfiler_GetCounterDataInfo_Params_STRUCT_SIZE, nullptr, counterData.data(), counterData.size(), 0};
    WARPSCOPE_CUPTI(rangeGetCounterDataInfo, info);
    if (info.numTotalRanges == 0)
        return makeError(ErrorCode::Backend, "the CUPTI range profiler recorded no kernel: the launch made none");
    std::vector<double> values(valid.size(), 0.0);
    CUpti_Profiler_Host_EvaluateToGpuValues_Params eval {CUpti_Profiler_Host_EvaluateToGpuValues_Params_STRUCT_SIZE,
        nullptr, s.host, counterData.data(), counterData.size(), 0, valid.data(), valid.size(), values.data()};
    WARPSCOPE_CUPTI(hostEvaluateToGpuValues, eval);
    for (std::size_t i = 0; i < valid.size(); ++i)
        out.values.push_back({valid[i], values[i]});
    return out;
}

#endif

} // namespace warpscope::core
