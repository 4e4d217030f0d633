#pragma once

// Slurm batch mode (issue 18, item 4): a whole run, sweep or benchmark handed to `sbatch` on the
// login node, its job id back at once, and its results fetched later, also after a restart. The
// login node's own warpscope-cli worker writes the shipped task into a job folder of its cache,
// submits a fixed script that runs `warpscope-cli worker --batch-job FOLDER` on the node, and, when
// asked, reads the job's state (squeue, then sacct) and sends the result bundle back as binary frames.
// What was submitted is kept in a small record file (the review's batch-jobs.json), so the job id,
// the target and the far folder survive a restart.

#include "core/common/result.h"
#include "core/remote/remoteworker.h"
#include "core/remote/slurmjob.h"
#include "core/remote/target.h"
#include "core/remote/taskfiles.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace warpscope::core {

/// A submitted batch job, as the review keeps it.
struct BatchJob {
    std::string jobId; ///< Slurm's job id (digits)
    std::string target; ///< the target as the user wrote it (a name or a URL), resolved again to fetch
    std::string folder; ///< the job folder on the login node (under ~/.cache/warpscope/batch)
    std::string command; ///< "run" or "bench"
    std::string task; ///< the task's name, for the user
    std::vector<std::string> args; ///< the command's options as submitted
    std::string submittedAt; ///< UTC, ISO 8601
    std::string state; ///< the last state read (PENDING, RUNNING, COMPLETED, TIMEOUT, ...); "SUBMITTED" at first
    std::string fetchedTo; ///< where the results were written, once fetched
};

nlohmann::json batchJobToJson(const BatchJob& job);
/// Reads one record; a missing or wrong-typed key is BadInput naming `field`.KEY.
Result<BatchJob> batchJobFromJson(const nlohmann::json& j, const std::string& field = "job");

/// The record file in a folder (a review folder, or the CLI's cache folder).
std::filesystem::path batchJobsFile(const std::filesystem::path& folder);
/// The records in the file, oldest first; a missing file is an empty list, a damaged one an error
/// naming the file.
Result<std::vector<BatchJob>> readBatchJobs(const std::filesystem::path& file);
/// Adds the job, or replaces the record with the same job id and target (atomically).
Status saveBatchJob(const std::filesystem::path& file, const BatchJob& job);
/// The record of this job id; an unknown id lists the ids the file has.
Result<BatchJob> findBatchJob(const std::filesystem::path& file, const std::string& jobId);

/// What goes to the cluster: the tasks' files (each path relative, the baseline's under its own
/// folder), the task file to run, the command and its options (checked on the far side against a
/// fixed list: never a path).
struct BatchSubmission {
    std::vector<ShippedFile> files;
    std::string taskFile; ///< among files
    std::string baselineFile; ///< bench only; empty: none
    std::string command = "run"; ///< "run" or "bench"
    std::vector<std::string> args;
    std::string taskName; ///< for the record
};

/// The login node of a slurm target as an ssh target: batch requests run there, not through srun.
Target loginNode(const Target& slurmTarget);

/// Ships the submission to the target's login node and submits it with sbatch and the target's
/// srun options (partition, account, --gres, --time). Returns the record, with the job id, at once.
/// targetText is what the record keeps (a name or the URL).
Result<BatchJob> submitBatchJob(const Target& target, const std::string& targetText, const BatchSubmission& what,
    const RemoteCallOptions& options = {});

/// A batch job's state and, once it finished, what it printed and its result bundle.
struct BatchFetch {
    SlurmJobState state; ///< state empty: neither squeue nor sacct knows the job any more
    bool finished = false; ///< the job's command ended and left its exit code
    int exitCode = 0; ///< the command's exit code (as a local run's)
    std::string out; ///< its stdout (the run or bench document with --json)
    std::string err; ///< its stderr (the summary)
    std::vector<ShippedFile> files; ///< the result bundle (run), hash-checked
    nlohmann::json hello; ///< the login node's worker hello
    std::string slurmOut; ///< the end of Slurm's output file for the job
    /// Ended without results (a final state, or unknown to Slurm, and no exit code): batchEndedError.
    bool endedWithoutResults() const;
};

/// Reads the job's state on the login node and, when it finished, its output and bundle. A job that
/// ended without results is not an error here (the caller records its state), see endedWithoutResults.
Result<BatchFetch> fetchBatchJob(const Target& target, const BatchJob& job, const RemoteCallOptions& options = {});

/// The message for a job that ended without results: TIMEOUT says it was killed at its time limit and
/// to resubmit with a longer --time; CANCELLED, FAILED, OUT_OF_MEMORY, NODE_FAIL and PREEMPTED say
/// what happened and what to do. slurmOut: the end of the job's output file, quoted when not empty.
Error batchEndedError(const Target& target, const BatchJob& job, const std::string& state, const std::string& slurmOut);

/// Whether a Slurm state is final (the job will not run any more).
bool batchStateIsFinal(const std::string& state);

} // namespace warpscope::core
