#pragma once

// A task's [[expect]] entries (ARCHITECTURE §3): the findings a teaching task with a seeded bug must
// produce. Checked by the analysis tests and by `warpscope-cli run --analyze`.

#include "core/common/result.h"
#include "core/exec/finding.h"
#include "core/task/task.h"

#include <vector>

namespace warpscope::core::analysis {

/// Every [[expect]] kind must be a finding kind ("race", "uninitialized", "divergent_barrier",
/// "bad_mask", "out_of_bounds", "misaligned", ...); the error names task.toml, the line and the field.
Status validateExpectations(const Task& task);

/// The expectations that no finding meets (same kind; same source line and buffer when given).
std::vector<ExpectSpec> unmetExpectations(const Task& task, const std::vector<Finding>& findings);

} // namespace warpscope::core::analysis
