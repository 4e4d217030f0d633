#pragma once

// Internal to core/report: the parts of a bundle's compile and metrics documents that let a report
// quote what was reviewed (the PTX/SASS lines of a finding, a profile's hot lines).
#include "core/report/reportdata.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace warpscope::core::detail {

/// The PTX, SASS and line maps of a `compile` document; nullopt when it holds no PTX.
std::optional<ReportListings> reportListingsFromJson(const nlohmann::json& compile);

/// The per-line counters of a `metrics` document; nullopt when it holds no lines (a run, not a profile).
std::optional<ReportProfile> reportProfileFromJson(const nlohmann::json& metrics);

/// Text split into lines, without the line ends.
std::vector<std::string> splitLines(const std::string& text);

} // namespace warpscope::core::detail
