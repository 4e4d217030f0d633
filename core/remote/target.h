#pragma once

// Where a run goes (issue 18): this machine, a GPU server reached with the system's ssh, or a Slurm
// cluster reached through its login node. A target is written as a URL (`--target ssh://me@gpubox`)
// or named in the targets file (`--target gpubox`).

#include "core/common/result.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace warpscope::core {

/// The kinds of target.
enum class TargetKind { Local, Ssh, Slurm };
/// "local", "ssh", "slurm".
const char* targetKindName(TargetKind kind);

/// One run target. For ssh and slurm, host/user/port are the ssh destination (the login node for
/// slurm); everything else (keys, agent, ProxyJump) comes from the user's ssh configuration.
struct Target {
    TargetKind kind = TargetKind::Local;
    std::string name; ///< the name in the targets file, or the URL when written directly
    std::string url; ///< the canonical URL ("ssh://me@gpubox:2222")
    std::string user; ///< empty: ssh's own choice (~/.ssh/config, then the local user)
    std::string host;
    int port = 0; ///< 0: ssh's own choice
    std::vector<std::string> srunOptions; ///< slurm: options given to srun, each starting with '-'
    std::string remoteCli; ///< the far side's warpscope-cli; empty: the copied one, then PATH
    std::string sshConfig; ///< an ssh configuration file (ssh -F); empty: the user's
    std::string slurmJob; ///< slurm: a kept allocation (slurmjob.h); runs use srun --jobid, not the options
};

/// Parses `local`, `ssh://[user@]host[:port]` or `slurm:ssh://[user@]host[:port] [srun option...]`.
/// Host and user names that ssh could read as options (a leading '-') or that hold characters outside
/// [A-Za-z0-9._-] (an IPv6 address goes in brackets) are refused; `field` names where the text came
/// from in the message ("--target", "targets.toml:3").
Result<Target> parseTargetUrl(std::string_view text, const std::string& field = "--target");

/// The targets file: WARPSCOPE_TARGETS, else $XDG_CONFIG_HOME/warpscope/targets.toml, else
/// ~/.config/warpscope/targets.toml.
std::filesystem::path targetsFilePath();

/// Reads named targets from a targets file ([target.NAME] tables with `url`, and optionally
/// `remote_cli` and `ssh_config`). Errors name the file, line and field.
Result<std::vector<Target>> readTargetsFile(const std::filesystem::path& file);

/// Whether `name` can name a target in the targets file: letters, digits, '_' and '-' (a TOML bare
/// key), not "local", not empty. The error says which character is refused and what to write.
Status checkTargetName(std::string_view name, const std::string& field = "name");

/// The targets file's text for these targets ([target.NAME] with url, and remote_cli and ssh_config
/// when set), in their order; readTargetsFile reads it back to the same targets.
std::string targetsFileText(const std::vector<Target>& targets);

/// Writes targetsFileText atomically (the folder is created); refuses a bad name or a duplicate.
Status writeTargetsFile(const std::filesystem::path& file, const std::vector<Target>& targets);

/// A URL, "local", or a name from the targets file (a missing file only matters for a name).
Result<Target> resolveTarget(std::string_view text, const std::filesystem::path& targetsFile = targetsFilePath());

} // namespace warpscope::core
