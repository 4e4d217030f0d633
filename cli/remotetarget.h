#pragma once

// `--target NAME|URL` of the CLI's run and info (issue 18): the same work, done by a worker on an
// ssh or slurm target; what is printed matches a local run, plus the target in the JSON.

#include "core/pipeline/runresult.h"
#include "core/protocol/requests.h"
#include "core/task/task.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace warpscope::cli {

/// Whether --target asks for another machine (anything but empty or "local").
bool isRemoteTarget(const std::string& target);

/// What --target runs besides the parsed RunOptions: the fields the request carries as written.
struct TargetRun {
    std::string target; ///< NAME or URL
    std::string backend; ///< auto, emu or cuda, chosen on the target
    std::string memoryCap;
    std::string gpu;
    bool analyze = false;
    int arch = 0; ///< 0: the target's backend's
    bool json = false;
    std::string out;
    bool noCopy = false; ///< a missing or mismatched CLI there is an error instead of a copy
};

/// Runs the task on the target: ships its files and the request, prints the summary (stderr) and,
/// with json, the run document with "target" added. Returns the exit code of a local run.
int runOnTarget(const core::Task& task, const core::RunOptions& options, const TargetRun& run);

/// `bench --target`: ships the task (and the baseline) by content and runs the far side's own
/// `warpscope-cli bench` with these bench options (names and values only, no paths); prints what it
/// printed (with json, the document with "target" added) and returns its exit code. Without a GPU
/// there, it refuses as a local bench does ("no CUDA device: ...", exit code 3).
int benchOnTarget(const std::string& target, const core::Task& task, const core::Task* baseline,
    const std::vector<std::string>& benchOptions, bool json, bool noCopy);

/// `info --target`: the remote worker's environment (environmentToJson's keys) with "target" added.
core::Result<nlohmann::json> infoOnTarget(const std::string& target, bool noCopy = false);

} // namespace warpscope::cli
