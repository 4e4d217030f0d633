#pragma once

// Internal to core/report: a run of several implementations read from a bundle's implementations/
// folder (what warpscope-cli run --out and the GUI's worker write) and its report section.

#include "core/report/reportbuilder.h"
#include "core/report/reportdata.h"

#include <filesystem>
#include <optional>
#include <string>

namespace warpscope::core::detail {

/// The comparison of bundle/implementations/implementations.json, with the |A - B| heatmaps of up to
/// four differing pairs; nullopt when the bundle has no implementations.
std::optional<ReportImplementations> loadReportImplementations(
    const std::filesystem::path& bundle, const std::string& runId);

/// "Implementations side by side": the table, the differences, the migrations and the heatmaps.
void appendImplementations(ReportBuilder& b, const ReportRun& r);

} // namespace warpscope::core::detail
