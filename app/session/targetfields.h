#pragma once

// A run target as Settings ▸ Targets edits it: the URL taken apart into fields (host, user, port, and
// for Slurm the partition, account, gres, time limit and extra srun arguments) and put back together,
// checked by the same parser the CLI uses (core/remote/target.h).

#include "core/common/result.h"
#include "core/remote/target.h"

#include <string>

namespace warpscope::session {

/// The form's fields; every one is text as the user typed it.
struct TargetFields {
    std::string name;
    core::TargetKind kind = core::TargetKind::Ssh;
    std::string user; ///< empty: ssh's own choice
    std::string host; ///< for slurm: the login node
    std::string port; ///< empty: ssh's own choice
    std::string partition; ///< slurm: --partition=
    std::string account; ///< slurm: --account=
    std::string gres; ///< slurm: --gres= (e.g. gpu:h100:1)
    std::string timeLimit; ///< slurm: --time= (minutes, or Slurm's [D-]HH:MM:SS)
    std::string extraArgs; ///< slurm: more srun options, separated by spaces
    std::string remoteCli; ///< the far side's warpscope-cli; empty: the copied one, then PATH
    std::string sshConfig; ///< ssh -F; empty: the user's
};

/// The fields of a target read from the targets file (srun options it does not know go to extraArgs).
TargetFields fieldsOf(const core::Target& target);

/// The URL the fields describe ("ssh://me@gpubox:2222", "slurm:ssh://login --partition=gpu ...").
std::string urlOf(const TargetFields& fields);

/// The target the fields describe, checked: a bad name, host, user, port or srun option is an error
/// whose field names the form's field ("host", "port", "extra arguments").
core::Result<core::Target> targetOf(const TargetFields& fields);

} // namespace warpscope::session
