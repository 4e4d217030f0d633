#include "app/runadmission.h"

#include "core/pipeline/admission.h"

namespace warpscope::app {

RunAdmission::Check RunAdmission::check(
    const core::Task& task, const RunParams::Values& overrides, int seeds, const QString& cap)
{
    Check c;
    core::RunOptions options;
    for (auto it = overrides.begin(); it != overrides.end(); ++it)
        options.overrides[it.key().toStdString()] = it.value();
    if (seeds > 0)
        options.seedCount = seeds;
    if (!cap.trimmed().isEmpty()) {
        auto bytes = core::parseByteSize(cap.trimmed().toStdString(), "memory cap");
        if (!bytes) {
            c.fits = false;
            c.refusal = QString::fromStdString(bytes.error().describe());
            c.summary = c.refusal;
            return c;
        }
        options.memoryCapBytes = *bytes;
    }
    auto resolved = core::resolveTask(task, options.overrides);
    if (!resolved)
        return c; // the Task pane and the compile report the shape problem itself
    auto budget = core::availableMemory(options);
    if (!budget) {
        c.fits = false;
        c.refusal = QString::fromStdString(budget.error().describe());
        c.summary = c.refusal;
        return c;
    }
    const core::MemoryEstimate estimate = core::estimateRunMemory(task, *resolved, options);
    c.summary
        = tr("Estimated peak memory of a run: %1 of %2 available (%3)")
              .arg(QString::fromStdString(core::formatBytes(estimate.bytes)),
                  QString::fromStdString(core::formatBytes(budget->bytes)), QString::fromStdString(budget->source));
    if (auto st = core::admitRun(estimate, *budget, options); !st) {
        c.fits = false;
        c.refusal = QString::fromStdString(st.error().message);
    }
    return c;
}

} // namespace warpscope::app
