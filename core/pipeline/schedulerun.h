#pragma once

#include "core/pipeline/runner.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// An output element that came out differently under two schedules: a race or another
/// order dependence the default schedule may hide.
struct ScheduleDifference {
    std::string output;
    std::uint64_t seed = 0;
    std::vector<std::int64_t> index; ///< the first differing element
    std::int64_t differing = 0; ///< how many elements differ
    std::string baseline; ///< schedule names
    std::string other;
    double baselineValue = 0.0;
    double otherValue = 0.0;
    std::string message; ///< "output 'out' depends on the schedule: ..."
};

/// Every run of --schedules N and what differs between them.
struct ScheduleRunResult {
    std::vector<Schedule> schedules; ///< the default first, then random:1 .. random:N-1
    std::vector<RunResult> runs; ///< parallel to schedules
    std::vector<ScheduleDifference> differences;
    std::vector<Finding> findings; ///< every run's, first schedule that showed each (Finding::schedule)
    bool passed = false; ///< every run passed and no output differs
    /// Set when a cancel (or the deadline) cut the schedules short: "cancelled" or "deadline", and what
    /// finished, which schedule stopped and how far it got. The stopped run is kept in runs (partial,
    /// not compared with the others); the schedules after it are in notRun.
    std::string stopReason;
    std::string stopMessage;
    std::vector<Schedule> notRun;
};

/// Runs the task under `count` schedules on the emulator (scheduleNumber(0..count-1)), compares each
/// run's outputs with the default schedule's, seed by seed, and gathers the findings. A cancel is a
/// partial result (stopReason), not an error.
Result<ScheduleRunResult> runSchedules(
    const Task& task, Backend& backend, RunOptions options, int count, const RunControl& control = {});

} // namespace warpscope::core
