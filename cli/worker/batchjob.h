#pragma once

// The far side of Slurm batch mode (core/remote/slurmbatch.h): the job folders of the login node's
// cache, and the job itself, which `warpscope-cli worker --batch-job FOLDER` runs on the node Slurm
// chose. A folder holds the shipped tasks (tasks/), what to run (request.json), the script sbatch
// got (job.sh), Slurm's output (slurm.out) and, once the command ended, its stdout, stderr, result
// bundle (bundle/) and last its exit code (exit_code), so a fetch knows the rest is complete.

#include "core/common/result.h"

#include <filesystem>
#include <string>

namespace warpscope::cli {

/// ${XDG_CACHE_HOME:-$HOME/.cache}/warpscope/batch: on a home the nodes share, as clusters have.
std::filesystem::path batchRoot();

/// The folder, when it is a job folder under batchRoot() (no other path is read or sent).
core::Result<std::filesystem::path> checkedBatchFolder(const std::string& folder);

/// Runs the job of a folder (request.json) as this CLI's own run or bench, an argv array, and writes
/// stdout, stderr and exit_code there. Returns the command's exit code (2 when the folder is bad).
int runBatchJob(const std::string& folder);

} // namespace warpscope::cli
