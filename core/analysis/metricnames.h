#pragma once

// The JSON keys of the counters and the Nsight Compute names they correspond to, so reviewers can
// cross-check a number against a profile of the same kernel on a GPU.

#include "core/analysis/counters.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace warpscope::core::analysis {

/// One metric: its JSON key and the Nsight Compute name (or our own where Nsight has none).
struct MetricName {
    std::string key;
    std::string nsight;
};

/// Every key countersToJson writes, in order, with its name.
const std::vector<MetricName>& metricNames();

/// {"inst_executed": 12, ...}: the counters under the keys of metricNames() (derived ones included).
nlohmann::json countersToJson(const InstructionCounters& c);
/// Reads countersToJson's object back; missing keys stay 0, the derived keys are ignored.
InstructionCounters countersFromJson(const nlohmann::json& j);

} // namespace warpscope::core::analysis
