#pragma once

// `run --sweep` and `run --schedules N`: the task run several times (one per [sweep] row, one per
// emulator schedule), a table on stderr and one JSON document. Ctrl+C stops the run in flight and
// starts no other: what finished is printed and written, the rest listed as not run (exit 130).

#include "core/exec/backend.h"
#include "core/pipeline/runresult.h"
#include "core/task/task.h"

#include <string>

namespace warpscope::cli {

/// Every row of the task's [sweep] (the options' own overrides win); bundles under out/row-N.
int runSweepCli(
    const core::Task& task, core::Backend& backend, core::RunOptions options, const std::string& out, bool asJson);

/// The task under `count` emulator schedules; bundles under out/schedule-N.
int runSchedulesCli(const core::Task& task, core::Backend& backend, const core::RunOptions& options, int count,
    const std::string& out, bool asJson);

} // namespace warpscope::cli
