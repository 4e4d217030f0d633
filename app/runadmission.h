#pragma once

#include "app/runparams.h"
#include "core/task/task.h"

#include <QCoreApplication>
#include <QString>

namespace warpscope::app {

/// The GUI's side of memory admission (core/pipeline/admission.h): the estimate the Task pane shows and
/// the refusal before a run, with the same figures the worker would use.
class RunAdmission {
    Q_DECLARE_TR_FUNCTIONS(RunAdmission)
public:
    struct Check {
        bool fits = true;
        QString summary; ///< "Estimated peak memory of a run: 1.2 GiB of 20.3 GiB available (MemAvailable …)"
        QString refusal; ///< the core's message when !fits: both numbers and what to change
    };
    /// Estimates a run of task with the overrides and seeds (0: the task's count) under the cap
    /// ("" none; "8G"). A task whose shapes do not resolve gives an empty summary.
    static Check check(const core::Task& task, const RunParams::Values& overrides, int seeds, const QString& cap);
};

} // namespace warpscope::app
