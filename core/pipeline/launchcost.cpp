#include "core/pipeline/launchcost.h"

#include <algorithm>

namespace warpscope::core {

Result<LaunchCost> fitLaunchCost(
    std::uint64_t gridCtas, const ProbeTimer& time, double budgetSeconds, std::uint64_t maxCtas)
{
    LaunchCost cost;
    const std::uint64_t cap = std::max<std::uint64_t>(1, std::min(gridCtas, maxCtas));
    double spent = 0.0;
    auto probe = [&](std::uint64_t ctas) -> Result<double> {
        auto s = time(ctas);
        if (s) {
            spent += *s;
            ++cost.probes;
        }
        return s;
    };
    // Every probe has at least 16 CTAs: the emulator starts a worker thread per core for a launch of
    // several CTAs (and none for one), and that start-up is part of the fixed cost of a real launch.
    std::uint64_t previousCtas = std::min<std::uint64_t>(16, cap);
    auto first = probe(previousCtas);
    if (!first)
        return first.error();
    cost.ctasMeasured = previousCtas;
    if (spent >= budgetSeconds || previousCtas >= cap) {
        // the CTAs dominate (a slow kernel) or the grid is that small: the old figure is right
        cost.secondsPerCta = *first / static_cast<double>(previousCtas);
        return cost;
    }
    // the first launch pays for what only the first one does (page faults, caches): timed again
    auto again = probe(previousCtas);
    if (!again)
        return again.error();
    double previousSeconds = std::min(*first, *again);
    std::uint64_t n = std::min(cap, previousCtas * 8);
    for (;;) {
        auto t = probe(n);
        if (!t)
            return t.error();
        cost.ctasMeasured = n;
        // the slope between the last two probes, and what is left at zero CTAs
        const double perCta = (*t - previousSeconds) / static_cast<double>(n - previousCtas);
        const double fixed = std::max(0.0, *t - perCta * static_cast<double>(n));
        const double work = perCta * static_cast<double>(n);
        // the CTAs' own time is at least the fixed cost: the difference stands well above the noise
        const bool clear = perCta > 0 && work >= fixed;
        if (clear || n >= cap || spent >= budgetSeconds) {
            if (perCta > 0 && work >= 0.25 * fixed) {
                cost.secondsPerCta = perCta;
                cost.fixedSeconds = fixed;
            } else {
                cost.secondsPerCta = *t / static_cast<double>(n); // within the noise: an upper bound
            }
            return cost;
        }
        previousSeconds = *t;
        previousCtas = n;
        n = std::min(cap, n * 8);
    }
}

} // namespace warpscope::core
