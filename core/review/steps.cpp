#include "core/review/steps.h"

namespace warpscope::core {

const char* reviewStepName(ReviewStep step)
{
    switch (step) {
    case ReviewStep::Source:
        return "source";
    case ReviewStep::Compile:
        return "compile";
    case ReviewStep::Run:
        return "run";
    case ReviewStep::Compare:
        return "compare";
    case ReviewStep::Profile:
        return "profile";
    case ReviewStep::Report:
        return "report";
    }
    return "source";
}

bool reviewStepFromName(const std::string& name, ReviewStep* step)
{
    for (ReviewStep s : kReviewSteps)
        if (name == reviewStepName(s)) {
            *step = s;
            return true;
        }
    return false;
}

const char* stepBadgeName(StepBadge badge)
{
    switch (badge) {
    case StepBadge::Ok:
        return "ok";
    case StepBadge::Warning:
        return "warning";
    case StepBadge::Failed:
        return "failed";
    case StepBadge::NotRun:
        break;
    }
    return "not run";
}

} // namespace warpscope::core
