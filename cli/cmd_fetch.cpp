// `warpscope-cli fetch JOBID`: the results of a Slurm batch job submitted with run|bench --batch
// (issue 18), read from the job's record, also after a restart.
#include "cli/commands.h"
#include "cli/remotebatch.h"

#include <memory>
#include <string>

namespace warpscope::cli {

namespace {

struct FetchArgs {
    std::string jobId;
    std::string target;
    std::string review;
    std::string out;
    bool json = false;
    bool noCopy = false;
};

} // namespace

CommandRunner registerFetch(CLI::App& app)
{
    auto a = std::make_shared<FetchArgs>();
    CLI::App* cmd = app.add_subcommand("fetch",
        "Fetch a Slurm batch job's results (run|bench --batch): its state, and once it completed, its output and "
        "result bundle; exit code 4 while it is still queued or running");
    cmd->add_option("JOBID", a->jobId, "The job id run|bench --batch printed")->required();
    cmd->add_option("--target", a->target, "The target it was submitted to (default: the one its record names)");
    cmd->add_option("--review", a->review, "The review folder that keeps the job's record (as given to --batch)");
    cmd->add_option(
        "--out", a->out, "Write the result bundle into this folder (default: batch/JOBID beside the record)");
    cmd->add_flag("--json", a->json, "Print the job's document with target and batch added");
    cmd->add_flag("--no-copy", a->noCopy, "Never copy this warpscope-cli to the login node");
    return [a] { return fetchBatch(a->jobId, a->target, a->review, a->out, a->json, a->noCopy); };
}

} // namespace warpscope::cli
