#pragma once

// A run folded into one line, as a sweep shows each of its rows (the GUI's sweep dialog and
// `warpscope-cli run --sweep` read the same totals).

#include "core/pipeline/runresult.h"

#include <cstdint>
#include <string>

namespace warpscope::core {

struct RunTotals {
    std::int64_t mismatchesAllSeeds = 0; ///< summed over seeds and outputs
    std::int64_t worstMismatches = 0; ///< the most of any one seed and output (a Results table row)
    std::uint64_t worstMismatchSeed = 0; ///< the seed of that row
    std::string worstMismatchOutput; ///< the output of that row
    std::uint64_t maxUlp = 0; ///< over elements beyond atol (those within say nothing in ULPs)
    double maxAbs = 0.0; ///< the largest finite absolute error
    bool anyFloat = false; ///< some output is a float type (maxAbs is not a whole number)
    std::int64_t worstNonFinite = 0; ///< NaN, Inf and unwritten elements of the worst seed and output
    /// That output's statistics (points into the run; null when no output has any).
    const OutputStats* worstNonFiniteStats = nullptr;
};

/// The totals of `run`; worstNonFiniteStats points into it, so it lives as long as `run`.
RunTotals runTotals(const RunResult& run);

} // namespace warpscope::core
