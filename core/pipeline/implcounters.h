#pragma once

// The counters the emulator predicts (Nsight's names) for each implementation of an analysed run,
// lined up for the comparison table: a translation that doubles the DRAM traffic shows it here.

#include "core/pipeline/implrun.h"

#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

struct ImplementationCounters {
    std::vector<std::string> names; ///< every counter some implementation has, in the first one's order
    /// values[run][name]: empty where that implementation was not analysed or lacks the counter
    std::vector<std::vector<std::optional<double>>> values;

    bool empty() const { return names.empty(); }
};

/// Empty when no implementation's run was analysed (`run --analyze`).
ImplementationCounters implementationCounters(const ImplementationsResult& result);

} // namespace warpscope::core
