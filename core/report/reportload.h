#pragma once

#include "core/common/result.h"
#include "core/report/reportdata.h"

#include <filesystem>

namespace warpscope::core {

/// Builds a report's data from a review folder: review.json, the task (linked or copied), every
/// result bundle under results/ (result.json, compile.json, heatmaps from the bundle's pictures or
/// drawn from its error maps) and the evidence images. A damaged bundle is reported in the report,
/// not fatal; a missing or newer review.json is an error naming the file.
Result<ReportData> loadReportData(const std::filesystem::path& reviewFolder);

/// The current time as ISO 8601 UTC ("2025-01-31T12:00:00Z").
std::string currentTimestamp();

} // namespace warpscope::core
