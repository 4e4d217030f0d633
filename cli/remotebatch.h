#pragma once

// Slurm batch mode of the CLI (issue 18): `run|bench --batch --target slurm:...` submits and returns
// the job id at once; `fetch JOBID` reads the job's state later (also from a new process, after a
// restart) and, once it completed, brings the result bundle back and prints what the run printed.

#include "core/task/task.h"

#include <filesystem>
#include <string>
#include <vector>

namespace warpscope::cli {

/// Where the records of submitted jobs live: the review folder given with --review, else
/// ${XDG_CACHE_HOME:-~/.cache}/warpscope (batch-jobs.json there).
std::filesystem::path batchRecordFolder(const std::string& review);

/// What a --batch submission carries.
struct BatchArgs {
    std::string target;
    std::string command; ///< run or bench
    std::vector<std::string> args; ///< the command's options (names and values, never paths)
    std::string review; ///< the record folder (--review); empty: the cache folder
    bool json = false;
    bool noCopy = false;
};

/// Why run --batch was refused: it needs a slurm: target, and takes none of the options that stay local.
core::Error batchRunRefusal();

/// Ships the task (and the baseline) to the login node and submits it with sbatch. Prints the job id
/// on stdout (with json: {"job_id", "target", "state", ...}) and saves the record. Returns 0, or the
/// exit code of the failure.
int submitBatch(const core::Task& task, const core::Task* baseline, const BatchArgs& args);

/// Reads batch job jobId's state. Finished: writes its bundle into out (default: the record folder's
/// batch/JOBID), prints what it printed (with json: the document with "target" and "batch" added) and
/// returns its exit code. Still queued or running: says so and returns 4. Ended without results (its
/// time limit, cancelled, failed): the message and what to do, exit code 3. target empty: the
/// record's target.
int fetchBatch(const std::string& jobId, const std::string& target, const std::string& review, const std::string& out,
    bool json, bool noCopy);

} // namespace warpscope::cli
