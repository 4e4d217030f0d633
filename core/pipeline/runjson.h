#pragma once

#include "core/common/result.h"
#include "core/pipeline/runresult.h"

#include <nlohmann/json.hpp>

#include <string>

namespace warpscope::core {

/// The `run` JSON document of ARCHITECTURE §8 (schema, backend, passed, seeds with per-output
/// statistics, findings, metrics, environment) plus counts, tolerances, worst elements, histograms,
/// warnings, timings and options. Non-finite numbers are written as the strings "inf", "-inf", "nan".
/// withFiles adds each output's "files" (the bundle's .npy names, relative to the bundle folder).
nlohmann::json runResultToJson(const RunResult& result, bool withFiles = false);

/// Reads a `run` document back (without tensors); the error names the key that is wrong.
Result<RunResult> runResultFromJson(const nlohmann::json& json);

/// The bundle-relative .npy path of one tensor of an output: "seed-42/c.output.npy".
std::string bundleTensorPath(std::uint64_t seed, const std::string& output, const std::string& kind);

/// JSON for a Finding, as §8 names its keys (kind, message, source_line, ptx_line, block, thread, ...).
nlohmann::json findingToJson(const Finding& f);
/// A figure as the run documents write it: the number, or "nan", "inf", "-inf" (JSON has none of them).
nlohmann::json figureToJson(double v);
Finding findingFromJson(const nlohmann::json& j);

} // namespace warpscope::core
