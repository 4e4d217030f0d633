#pragma once

// The hardware counters a benchmark measures with CUPTI (core/cuda/cuptimetrics.h), predicted from the
// emulator's counts of one analysed launch, so `bench --json` can put each measured value beside
// what the model expected. The predictions are a model: DRAM bytes come from the DRAM model of
// roofline.h (every touched sector moved once), L2 sectors assume no L1 hits, and occupancy or
// throughput percentages are not predicted at all.

#include "core/analysis/analysisreport.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace warpscope::core::analysis {

/// One predicted counter under its Nsight Compute / CUPTI metric name, with how it was derived.
struct PredictedMetric {
    std::string name; ///< e.g. "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"
    double value = 0.0;
    std::string basis; ///< the emulator counts it comes from, in words
};

/// The DRAM total the model predicts; the measured side sums dram__bytes_read and _write into it.
inline constexpr const char* kDramBytesMetric = "dram__bytes.sum";

/// Predicted counters of the launch: DRAM bytes (read + write, one figure: the model does not split
/// them), L2 sectors, L1 global load/store sectors and requests, shared load/store wavefronts, shared
/// bank conflicts (all, loads, stores) and FLOPs per type. Loads, stores and atomics are told apart by
/// each instruction's opcode. Pure.
std::vector<PredictedMetric> predictedMetrics(const AnalysisReport& report);

/// {"source": ..., "dram_model": ..., "values": {name: value}, "basis": {name: words}}.
nlohmann::json predictedMetricsToJson(const std::vector<PredictedMetric>& metrics, const std::string& source);

} // namespace warpscope::core::analysis
