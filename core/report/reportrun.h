#pragma once

#include "core/common/result.h"
#include "core/report/reportdata.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace warpscope::core {

/// Reads a run document (result.json, ARCHITECTURE §8) into what a report shows. Only documented
/// keys are required; extra ones are ignored. A newer schema is an error naming the file.
Result<ReportRun> reportRunFromJson(const nlohmann::json& json, const std::string& file);

/// Reads a `compile` document (§8: arch, ok, diagnostics, resources, occupancy).
ReportCompile reportCompileFromJson(const nlohmann::json& json);

/// Reads an "environment" object (environmentToJson) into words.
ReportEnvironment reportEnvironmentFromJson(const nlohmann::json& json, const std::string& backend);

} // namespace warpscope::core
