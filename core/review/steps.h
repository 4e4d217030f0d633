#pragma once

#include <array>
#include <string>

namespace warpscope::core {

/// The steps a reviewer goes through for one task, in order (USERS.md §1).
enum class ReviewStep { Source, Compile, Run, Compare, Profile, Report };

/// Every step, in order.
inline constexpr std::array<ReviewStep, 6> kReviewSteps = {ReviewStep::Source, ReviewStep::Compile, ReviewStep::Run,
    ReviewStep::Compare, ReviewStep::Profile, ReviewStep::Report};

/// How a step stands, from the latest real result.
enum class StepBadge { NotRun, Ok, Warning, Failed };

/// "source", "compile", ...: stable names used in capture records and reports.
const char* reviewStepName(ReviewStep step);
/// Inverse of reviewStepName; false when unknown.
bool reviewStepFromName(const std::string& name, ReviewStep* step);
/// "not run", "ok", "warning", "failed".
const char* stepBadgeName(StepBadge badge);

} // namespace warpscope::core
