#pragma once

// How the emulator computes PTX's approximate instructions (ex2 lg2 sin cos tanh rcp rsqrt sqrt
// .approx, div.approx/.full, and the f16/bf16 forms): by default the correctly rounded value, which
// lies within every documented bound; in a worst-case mode each result is pushed to the edge of the
// error bound the PTX ISA documents for it, in a chosen direction, so that a verdict can say "passes
// even at the GPU's documented worst case" (docs/emulator.md, Numerics).

#include "core/common/result.h"

#include <cstdint>
#include <string>

namespace warpscope::core {

/// The approximate-instruction mode of a run or launch.
struct ApproxMode {
    enum class Kind { Default, Worst };
    /// Where a worst-case result goes: towards +inf, towards -inf, away from zero, towards zero, or a
    /// direction drawn per result from the seed (deterministic: the same seed gives the same run).
    enum class Direction { Up, Down, Away, TowardZero, Random };
    Kind kind = Kind::Default;
    Direction direction = Direction::Random;
    std::uint64_t seed = 0; ///< set per input seed by the runner; drives Direction::Random

    bool worst() const { return kind == Kind::Worst; }
};

/// "default", "worst:up", "worst:down", "worst:away", "worst:zero", "worst:random".
std::string approxModeName(const ApproxMode& mode);

/// Reads a name approxModeName gives ("worst" alone is "worst:random"). BadInput names the choices.
Result<ApproxMode> parseApproxMode(const std::string& text);

} // namespace warpscope::core
