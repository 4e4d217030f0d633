#pragma once

// A Slurm allocation kept for a session (issue 18, item 4): asked for once with `salloc --no-shell`
// on the login node, used by every run as `srun --jobid=ID` (no new wait in the queue), watched with
// squeue, and given back with scancel. Every command goes through the target's ssh, each word quoted.

#include "core/common/result.h"
#include "core/remote/target.h"

#include <chrono>
#include <string>

namespace warpscope::core {

/// What squeue says about a job: PENDING with the reason, RUNNING on which nodes, time left.
struct SlurmJobState {
    std::string state; ///< PENDING, RUNNING, COMPLETING, ...; empty when squeue no longer lists the job
    std::string reason; ///< Resources, Priority, None, ...
    std::string nodes;
    std::string timeLeft; ///< as squeue prints it ("4:59", "UNLIMITED")
};

/// Reads squeue's "-o %T|%r|%N|%L" line; a line without four fields is BadInput quoting it.
Result<SlurmJobState> parseSqueueLine(const std::string& line);

/// The job id in salloc's messages ("Granted job allocation 42"); empty when there is none.
std::string grantedJobId(const std::string& sallocStderr);

/// Asks the target's cluster for an allocation with the target's srun options and waits until Slurm
/// grants it (or timeout: the request is then withdrawn). Returns the job id. jobName (letters,
/// digits, '-', '_') lets slurmQueuedState find the request while it waits.
Result<std::string> slurmAllocate(
    const Target& target, std::chrono::milliseconds timeout, const std::string& jobName = "warpscope");

/// The state of the job named jobName while its salloc still waits (squeue by name; salloc says its
/// job id only once granted): PENDING with Slurm's reason. Empty state when squeue lists none.
Result<SlurmJobState> slurmQueuedState(const Target& target, const std::string& jobName);

/// The job's state now.
Result<SlurmJobState> slurmJobState(const Target& target, const std::string& jobId);

/// A batch job's state for a list that is watched (issue 18): squeue's, for jobs the controller still
/// remembers (`-t all`: COMPLETED, TIMEOUT, ... too), else sacct's state alone; empty when neither knows
/// the job. Plain commands on the login node: no worker is started.
Result<SlurmJobState> slurmBatchState(const Target& target, const std::string& jobId);

/// Gives the allocation back (scancel).
Status slurmRelease(const Target& target, const std::string& jobId);

} // namespace warpscope::core
