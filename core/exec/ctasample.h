#pragma once

// Huge grids on the emulator (docs/run-and-compare.md): which CTAs a sampled run executes, and how
// long a full run would take, measured on a few CTAs spread over the grid before the first launch.

#include "core/common/result.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace warpscope::core {

/// Inclusive ranges of linear CTA ids (blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)).
using CtaRanges = std::vector<std::pair<std::uint64_t, std::uint64_t>>;

/// Parses "0-99,5000,7000-7010" (--blocks). Errors name the option and the bad item.
Result<CtaRanges> parseCtaRanges(const std::string& text);

/// "0-99,5000" for messages and the result.
std::string ctaRangesToString(const CtaRanges& ranges);

/// count CTAs spread evenly over [0, total): the first and the last included (all when count >= total).
CtaRanges evenlySpreadCtas(std::uint64_t count, std::uint64_t total);

/// The CTAs of ranges that exist in a grid of `total` CTAs.
std::uint64_t countCtas(const CtaRanges& ranges, std::uint64_t total);

/// An estimate of how long the emulator needs for a run, from a timed run of a few CTAs.
struct TimeEstimate {
    double seconds = 0.0; ///< the whole run: every seed's kernel launch
    double secondsPerCta = 0.0;
    std::uint64_t ctasMeasured = 0;
    std::uint64_t ctasPerLaunch = 0; ///< CTAs the run would execute per seed
    int seeds = 1;
    /// The whole run by part, every seed included (seconds sums them): every kernel launch; the
    /// reference (its kernel's launches, timed on a probe of their own, or the host reference timed
    /// once); the comparison of every output (at an assumed kCompareSecondsPerElement).
    double kernelSeconds = 0.0;
    double referenceSeconds = 0.0;
    double compareSeconds = 0.0;
    std::uint64_t referenceCtas = 0; ///< a reference kernel's CTAs per seed; 0 for a host reference
};

/// The comparison's cost per output element in an estimate: bench_compare's statistics pass on a
/// 2-core VM, rounded up (a few ns); it rarely matters beside the emulator.
inline constexpr double kCompareSecondsPerElement = 5e-9;

/// "kernel 3 h 2 min, reference 1.2 s, comparison 0.1 s: the kernel dominates" for an estimate.
std::string estimateParts(const TimeEstimate& e);

/// "3 h 20 min", "4 min 10 s", "12 s", "0.4 s".
std::string formatDuration(double seconds);

/// The refusal of a run whose estimate is above the limit (BadInput, field "estimate"): the numbers
/// and the three choices (run anyway, run a sample of CTAs, or cancel).
Error longRunError(const TimeEstimate& e, double limitSeconds);
/// longRunError's message without its last sentence, the CLI's choices ("Choose: run a sample of the
/// CTAs (--sample-blocks N, ...), run it anyway (--yes), or cancel"): the GUI asks with its own buttons.
std::string estimateWithoutChoice(const std::string& message);

} // namespace warpscope::core
