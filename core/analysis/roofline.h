#pragma once

// The roofline model on the emulator's counts: arithmetic intensity = FLOPs per DRAM byte, where the
// DRAM bytes are modelled as every distinct 32-byte global sector the launch touched, moved once
// (an L2 large enough to hold everything, no re-fetch); against a GPU's peak FLOP/s (non-tensor, per
// type) and memory bandwidth from resources/gpus.json, with each figure's source. The time is a
// lower bound from the model, never a measurement.

#include "core/analysis/counters.h"
#include "core/cuda/gpuspecs.h"

#include <nlohmann/json.hpp>

#include <string>

namespace warpscope::core::analysis {

/// The model's statement, written beside its numbers.
inline constexpr const char* kDramModel
    = "DRAM bytes = 32 x the distinct 32-byte global sectors the launch touched (each moved once: an L2 that "
      "holds everything, no re-fetch, loads and stores alike)";

struct RooflineEstimate {
    std::string gpu;
    double flops = 0.0;
    double dramBytes = 0.0;
    double intensity = 0.0; ///< FLOPs per DRAM byte; 0 without DRAM traffic
    double bandwidth = 0.0; ///< bytes/s
    std::string bandwidthSource;
    double peakFlops = 0.0; ///< FLOP/s of the launch's mix of types (flops / computeSeconds)
    std::string peakSource; ///< of the type with the most FLOPs
    double ridge = 0.0; ///< intensity where compute and memory time meet
    double computeSeconds = 0.0;
    double memorySeconds = 0.0;
    double estimatedSeconds = 0.0; ///< max of the two: the model's lower bound
    std::string bound; ///< "memory", "compute" or "none"
};

RooflineEstimate rooflineFor(const InstructionCounters& totals, std::uint64_t uniqueSectors, const GpuSpec& gpu);

/// The GPU for a name (a match word or part of the full name, e.g. "H100", "4090"); nullptr if none.
const GpuSpec* rooflineGpu(const std::string& name);

nlohmann::json rooflineToJson(const RooflineEstimate& r);
RooflineEstimate rooflineFromJson(const nlohmann::json& j);

} // namespace warpscope::core::analysis
