#pragma once

// The roofline model on the emulator's counts: arithmetic intensity = FLOPs per DRAM byte, where the
// DRAM bytes come from the cache traffic model (trafficmodel.h: L1 per SM and L2 simulated with the
// GPU's sizes), or, for a report without it (an older bundle), every distinct 32-byte global sector
// the launch touched, moved once (an L2 large enough to hold everything, no re-fetch). The L1 and
// L2 levels give two more points (FLOPs per byte requested from L1 and per byte L1 sent to L2), as
// Nsight Compute's hierarchical roofline does; against a GPU's peak FLOP/s (non-tensor, per
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

/// The cache model's statement, written beside its numbers.
inline constexpr const char* kTrafficModel
    = "DRAM bytes from a cache model: the global sector stream replayed through an L1 per SM and the L2, with the "
      "GPU's sizes (resources/gpus.json; associativities assumed), LRU, L1 write-through, L2 write-back; a "
      "model, not a measurement";

struct RooflineEstimate {
    std::string gpu;
    std::string dramModel; ///< kTrafficModel or kDramModel: which one gave dramBytes
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
    // The hierarchical points (0 without the cache model): bytes and FLOPs per byte at each level.
    double l1Bytes = 0.0; ///< 32 x global sectors requested (L1 traffic; shared memory not included)
    double l2Bytes = 0.0; ///< sectors L1 sent to L2, in bytes
    double l1Intensity = 0.0;
    double l2Intensity = 0.0;
};

RooflineEstimate rooflineFor(const InstructionCounters& totals, std::uint64_t uniqueSectors, const GpuSpec& gpu);

/// The GPU for a name (a match word or part of the full name, e.g. "H100", "4090"); nullptr if none.
const GpuSpec* rooflineGpu(const std::string& name);

nlohmann::json rooflineToJson(const RooflineEstimate& r);
RooflineEstimate rooflineFromJson(const nlohmann::json& j);

} // namespace warpscope::core::analysis
