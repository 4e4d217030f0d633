#include "core/analysis/roofline.h"

#include <algorithm>

namespace warpscope::core::analysis {

namespace {

const SpecFigure kNoFigure;

/// The peak of a type on the CUDA cores (tensor = false) or the tensor cores. Integer and fp8 math
/// outside tensor cores is not counted as FLOPs, so those types have only a tensor peak.
const SpecFigure& peakOf(const GpuSpec& g, FlopType t, bool tensor)
{
    switch (t) {
    case FlopType::F64:
        return tensor ? g.fp64Tensor : g.fp64;
    case FlopType::F16:
        return tensor ? g.fp16Tensor : g.fp16;
    case FlopType::BF16:
        return tensor ? g.bf16Tensor : g.bf16;
    case FlopType::TF32:
        return g.tf32Tensor;
    case FlopType::FP8:
        return g.fp8Tensor;
    case FlopType::INT8:
    case FlopType::INT4: // no Hopper INT4 tensor path; the INT8 rate bounds it from above on Ampere
        return g.int8Tensor;
    case FlopType::F32:
        break;
    }
    return tensor ? kNoFigure : g.fp32;
}

} // namespace

RooflineEstimate rooflineFor(const InstructionCounters& totals, std::uint64_t uniqueSectors, const GpuSpec& gpu)
{
    RooflineEstimate r;
    r.gpu = gpu.name;
    r.flops = static_cast<double>(totals.totalFlops());
    const bool modelled = totals.l2Sectors || totals.dramBytesRead || totals.dramBytesWritten;
    r.dramModel = modelled ? kTrafficModel : kDramModel;
    r.dramBytes = modelled ? static_cast<double>(totals.dramBytesRead + totals.dramBytesWritten)
                           : 32.0 * static_cast<double>(uniqueSectors);
    if (modelled) {
        r.l1Bytes = 32.0 * static_cast<double>(totals.globalSectors);
        r.l2Bytes = 32.0 * static_cast<double>(totals.l2Sectors);
        r.l1Intensity = r.l1Bytes > 0 ? r.flops / r.l1Bytes : 0.0;
        r.l2Intensity = r.l2Bytes > 0 ? r.flops / r.l2Bytes : 0.0;
    }
    r.intensity = r.dramBytes > 0 ? r.flops / r.dramBytes : 0.0;
    r.bandwidth = gpu.memoryBandwidth.value;
    r.bandwidthSource = gpu.memoryBandwidth.source;
    // the largest share of the work names the peak the estimate quotes
    std::size_t top = static_cast<std::size_t>(FlopType::F32);
    bool topTensor = false;
    std::uint64_t topCount = 0;
    for (std::size_t t = 0; t < kFlopTypes; ++t) {
        const auto type = static_cast<FlopType>(t);
        const std::uint64_t onTensor = totals.tensorFlops[t];
        const std::uint64_t onCores = totals.flops[t] - std::min(onTensor, totals.flops[t]);
        for (const auto& [count, tensor] : {std::pair {onCores, false}, std::pair {onTensor, true}}) {
            const double peak = peakOf(gpu, type, tensor).value;
            if (count && peak > 0)
                r.computeSeconds += static_cast<double>(count) / peak;
            if (count > topCount) {
                topCount = count;
                top = t;
                topTensor = tensor;
            }
        }
    }
    const SpecFigure& topPeak = peakOf(gpu, static_cast<FlopType>(top), topTensor);
    r.peakSource = topPeak.source;
    r.peakFlops = r.computeSeconds > 0 ? r.flops / r.computeSeconds : topPeak.value;
    r.ridge = r.bandwidth > 0 ? r.peakFlops / r.bandwidth : 0.0;
    r.memorySeconds = r.bandwidth > 0 ? r.dramBytes / r.bandwidth : 0.0;
    r.estimatedSeconds = std::max(r.computeSeconds, r.memorySeconds);
    r.bound = r.estimatedSeconds == 0.0 ? "none" : r.memorySeconds >= r.computeSeconds ? "memory" : "compute";
    return r;
}

const GpuSpec* rooflineGpu(const std::string& name)
{
    const auto& specs = builtinGpuSpecs();
    if (const GpuSpec* g = findGpuSpec(specs, name))
        return g;
    for (const auto& g : specs)
        if (g.name.find(name) != std::string::npos)
            return &g;
    return nullptr;
}

nlohmann::json rooflineToJson(const RooflineEstimate& r)
{
    return {{"gpu", r.gpu}, {"dram_model", r.dramModel.empty() ? std::string(kDramModel) : r.dramModel},
        {"l1_bytes", r.l1Bytes}, {"l2_bytes", r.l2Bytes}, {"l1_intensity", r.l1Intensity},
        {"l2_intensity", r.l2Intensity}, {"flops", r.flops}, {"dram_bytes", r.dramBytes},
        {"arithmetic_intensity", r.intensity}, {"bandwidth_bytes_per_s", r.bandwidth},
        {"bandwidth_source", r.bandwidthSource}, {"peak_flops_per_s", r.peakFlops}, {"peak_source", r.peakSource},
        {"ridge_intensity", r.ridge}, {"compute_seconds", r.computeSeconds}, {"memory_seconds", r.memorySeconds},
        {"estimated_seconds", r.estimatedSeconds}, {"bound", r.bound},
        {"estimate_kind", "model (roofline lower bound), not a measurement"}};
}

RooflineEstimate rooflineFromJson(const nlohmann::json& j)
{
    RooflineEstimate r;
    if (!j.is_object())
        return r;
    r.gpu = j.value("gpu", std::string());
    r.flops = j.value("flops", 0.0);
    r.dramBytes = j.value("dram_bytes", 0.0);
    r.intensity = j.value("arithmetic_intensity", 0.0);
    r.bandwidth = j.value("bandwidth_bytes_per_s", 0.0);
    r.bandwidthSource = j.value("bandwidth_source", std::string());
    r.peakFlops = j.value("peak_flops_per_s", 0.0);
    r.peakSource = j.value("peak_source", std::string());
    r.ridge = j.value("ridge_intensity", 0.0);
    r.computeSeconds = j.value("compute_seconds", 0.0);
    r.memorySeconds = j.value("memory_seconds", 0.0);
    r.estimatedSeconds = j.value("estimated_seconds", 0.0);
    r.bound = j.value("bound", std::string());
    r.dramModel = j.value("dram_model", std::string(kDramModel));
    r.l1Bytes = j.value("l1_bytes", 0.0);
    r.l2Bytes = j.value("l2_bytes", 0.0);
    r.l1Intensity = j.value("l1_intensity", 0.0);
    r.l2Intensity = j.value("l2_intensity", 0.0);
    return r;
}

} // namespace warpscope::core::analysis
