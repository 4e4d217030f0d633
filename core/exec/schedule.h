#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <string>

namespace warpscope::core {

/// Which interleaving of warps and CTAs the emulator runs. The default runs warp 0 first, CTAs in
/// index order; a random schedule picks, from its seed, the CTA order and which ready warp runs
/// next for how many instructions. Both are reproducible and independent of the thread count.
struct Schedule {
    bool random = false;
    std::uint64_t seed = 0;

    /// "default" or "random:SEED", as --schedule takes it.
    std::string name() const;
    bool operator==(const Schedule&) const = default;
};

/// Parses "default" or "random:SEED" (SEED a decimal integer); the error says what is accepted.
Result<Schedule> parseSchedule(const std::string& text);

/// The i-th of the schedules --schedules N runs: 0 is the default, then random:1, random:2, ...
Schedule scheduleNumber(int i);

} // namespace warpscope::core
