#pragma once

// The cost of an emulator launch split into a fixed part (setting the launch up: threads, module,
// buffers) and a part per CTA, measured on probes of growing size. A single 16-CTA probe folds the
// fixed part into the per-CTA figure, so a huge grid's estimate came out hundreds of times too high
// (the huge-grid fixture: 1305 h estimated, about 5 h measured).

#include "core/common/result.h"

#include <cstdint>
#include <functional>

namespace warpscope::core {

/// A launch's cost: seconds = fixedSeconds + secondsPerCta * CTAs.
struct LaunchCost {
    double fixedSeconds = 0.0;
    double secondsPerCta = 0.0;
    std::uint64_t ctasMeasured = 0; ///< the largest probe's CTAs
    int probes = 0; ///< launches timed
};

/// Times the launch on `ctas` CTAs spread over the grid and returns the seconds (a probe).
using ProbeTimer = std::function<Result<double>(std::uint64_t ctas)>;

/// Fits the launch's cost from probes of 16 CTAs (twice: the first warms up), then 128, 1024, … CTAs:
/// the slope between the last two is the cost per CTA, what is left at zero CTAs the fixed cost. It
/// stops once a probe's CTAs cost at least the fixed part (the difference then stands well above the
/// noise), after `budgetSeconds` of probing, or at the grid or `maxCtas`. A first probe that already
/// takes the budget (slow CTAs) is taken as it is: its time over its CTAs, as is the largest probe's
/// when the differences stay within the noise (an upper bound). The probes never run a single CTA:
/// the emulator starts no worker threads for one, so its time says nothing of a launch's set-up.
Result<LaunchCost> fitLaunchCost(
    std::uint64_t gridCtas, const ProbeTimer& time, double budgetSeconds = 2.0, std::uint64_t maxCtas = 65536);

} // namespace warpscope::core
