#include "app/session/reviewsteps.h"

namespace warpscope::session {

using core::ReviewStep;
using core::StepBadge;

ReviewSteps::ReviewSteps(QObject* parent)
    : QObject(parent)
{
    taskOpened();
    set(ReviewStep::Source, StepBadge::NotRun, tr("No task is open."));
    set(ReviewStep::Report, StepBadge::NotRun, tr("No review is open."));
}

core::StepBadge ReviewSteps::badge(ReviewStep step) const
{
    return at(step).badge;
}

QString ReviewSteps::toolTip(ReviewStep step) const
{
    const State& s = at(step);
    if (!s.stale)
        return s.toolTip;
    return s.toolTip + QLatin1Char('\n') + tr("The source changed since; run this step again.");
}

bool ReviewSteps::isStale(ReviewStep step) const
{
    return at(step).stale;
}

QString ReviewSteps::title(ReviewStep step)
{
    switch (step) {
    case ReviewStep::Source:
        return tr("Source");
    case ReviewStep::Compile:
        return tr("Compile");
    case ReviewStep::Run:
        return tr("Run");
    case ReviewStep::Compare:
        return tr("Compare");
    case ReviewStep::Profile:
        return tr("Profile");
    case ReviewStep::Report:
        return tr("Report");
    }
    return {};
}

void ReviewSteps::set(ReviewStep step, StepBadge badge, const QString& toolTip)
{
    State& s = at(step);
    s.badge = badge;
    s.toolTip = toolTip;
    s.stale = false;
    emit changed(step);
}

void ReviewSteps::taskOpened()
{
    set(ReviewStep::Source, StepBadge::Ok, tr("The source is saved."));
    set(ReviewStep::Compile, StepBadge::NotRun, tr("Not compiled yet."));
    set(ReviewStep::Run, StepBadge::NotRun, tr("Not run yet."));
    set(ReviewStep::Compare, StepBadge::NotRun, tr("Nothing to compare yet: run the task first."));
    set(ReviewStep::Profile, StepBadge::NotRun, tr("Not profiled yet."));
}

void ReviewSteps::sourceEdited()
{
    set(ReviewStep::Source, StepBadge::Warning, tr("The source has unsaved changes."));
    for (ReviewStep step : {ReviewStep::Compile, ReviewStep::Run, ReviewStep::Compare, ReviewStep::Profile}) {
        State& s = at(step);
        if (s.badge != StepBadge::NotRun && !s.stale) {
            s.stale = true;
            emit changed(step);
        }
    }
}

void ReviewSteps::sourceSaved()
{
    if (at(ReviewStep::Source).badge == StepBadge::Warning)
        set(ReviewStep::Source, StepBadge::Ok, tr("The source is saved."));
}

void ReviewSteps::compileFinished(bool ok, int warningCount, int errorCount)
{
    if (!ok)
        set(ReviewStep::Compile, StepBadge::Failed, tr("Compilation failed with %n error(s).", nullptr, errorCount));
    else if (warningCount > 0)
        set(ReviewStep::Compile, StepBadge::Warning, tr("Compiled with %n warning(s).", nullptr, warningCount));
    else
        set(ReviewStep::Compile, StepBadge::Ok, tr("Compiled without warnings."));
}

void ReviewSteps::runFinished(bool passed, int failedOutputs, int findingCount)
{
    if (!passed)
        set(ReviewStep::Run, StepBadge::Failed,
            tr("%n output(s) failed.", nullptr, failedOutputs) + QLatin1Char(' ')
                + tr("%n finding(s).", nullptr, findingCount));
    else if (findingCount > 0)
        set(ReviewStep::Run, StepBadge::Warning,
            tr("Every output passed, but the run reported %n finding(s).", nullptr, findingCount));
    else
        set(ReviewStep::Run, StepBadge::Ok, tr("Every output passed; no findings."));
}

void ReviewSteps::runStopped(const QString& reason, const QString& message)
{
    const QString why = tr("Stopped (%1): a launch did not complete, so the outputs were not judged. %2")
                            .arg(reason, message)
                            .trimmed();
    set(ReviewStep::Run, StepBadge::Failed, why);
    set(ReviewStep::Compare, StepBadge::Failed, why);
}

void ReviewSteps::compareFinished(int failedOutputs, int warningCount)
{
    if (failedOutputs > 0)
        set(ReviewStep::Compare, StepBadge::Failed,
            tr("%n output(s) differ from the reference beyond the tolerance.", nullptr, failedOutputs));
    else if (warningCount > 0)
        set(ReviewStep::Compare, StepBadge::Warning,
            tr("Within tolerance, with %n warning(s) to check (e.g. a tolerance so loose that zeros would pass).",
                nullptr, warningCount));
    else
        set(ReviewStep::Compare, StepBadge::Ok, tr("Every output matches the reference within the tolerance."));
}

void ReviewSteps::profileFinished(bool ok, int hintCount)
{
    if (!ok)
        set(ReviewStep::Profile, StepBadge::Failed, tr("The profile could not be taken."));
    else if (hintCount > 0)
        set(ReviewStep::Profile, StepBadge::Warning, tr("The profile points out %n issue(s).", nullptr, hintCount));
    else
        set(ReviewStep::Profile, StepBadge::Ok, tr("The profile points out no issues."));
}

void ReviewSteps::profileStopped(const QString& reason, const QString& message)
{
    set(ReviewStep::Profile, StepBadge::Warning,
        tr("Stopped (%1): the profiled launch did not complete; its counts cover only what ran. %2")
            .arg(reason, message)
            .trimmed());
}

void ReviewSteps::reportChanged(int evidenceCount, int openItems, int decidedItems, int failedItems)
{
    const QString counts = tr("%n piece(s) of evidence", nullptr, evidenceCount) + QStringLiteral("; ")
        + tr("%n checklist item(s) open", nullptr, openItems) + QStringLiteral("; ")
        + tr("%n failed", nullptr, failedItems) + QLatin1Char('.');
    if (evidenceCount == 0 && decidedItems == 0)
        set(ReviewStep::Report, StepBadge::NotRun, tr("The review has not started.") + QLatin1Char(' ') + counts);
    else if (openItems > 0 || evidenceCount == 0)
        set(ReviewStep::Report, StepBadge::Warning, tr("The review is in progress.") + QLatin1Char(' ') + counts);
    else
        set(ReviewStep::Report, StepBadge::Ok, tr("Every checklist item is decided.") + QLatin1Char(' ') + counts);
}

} // namespace warpscope::session
