#pragma once

// The argv of the system's ssh for a target, and the fixed remote command lines. Task names and
// paths never appear in these: they travel inside the worker protocol as file contents.

#include "core/common/result.h"
#include "core/remote/target.h"

#include <string>
#include <string_view>
#include <vector>

namespace warpscope::core {

/// Quotes a word for a POSIX shell ('...' with ' written as '\''), so it reaches the program as is.
std::string shellQuote(std::string_view word);

/// The private folder of ssh's control sockets: WARPSCOPE_SSH_CONTROL_DIR, else
/// $XDG_RUNTIME_DIR/warpscope-ssh, else /tmp/warpscope-ssh-UID; created with mode 0700, and refused
/// when it belongs to another user or others may enter it (someone else's socket would be trusted).
Result<std::string> sshControlDir();

/// ssh's argv for running `remoteCommand` on the target: BatchMode (never a password prompt),
/// StrictHostKeyChecking=yes (an unknown or changed host key fails; never accepted silently), a
/// shared connection (ControlMaster=auto, ControlPersist=60s, the socket in controlDir), the target's
/// ssh_config (or WARPSCOPE_SSH_CONFIG), port and user; the host comes after "--".
std::vector<std::string> sshArgv(const Target& target, const std::string& controlDir, const std::string& remoteCommand);

/// The remote shell line that starts the worker: the target's remote_cli, else the copy in
/// ${XDG_CACHE_HOME:-$HOME/.cache}/warpscope/VERSION/, else warpscope-cli on PATH. For slurm it runs
/// through `srun` with the target's options. Exit code 127 means no warpscope-cli was found.
std::string remoteWorkerCommand(const Target& target, const std::string& version);

/// The remote shell line that installs a CLI read from stdin into the cache folder (atomically, by a
/// rename) and prints its sha256 and path.
std::string remoteInstallCommand(const std::string& version);

/// "~/.cache/warpscope/VERSION/warpscope-cli" as the user should read it.
std::string remoteCliDisplayPath(const std::string& version);

/// Turns a failed ssh (exit code 255, its stderr) into a message that names the target and says what
/// to do: connection refused, unknown host, host key unknown or changed (with the fingerprint ssh
/// printed), authentication refused, link lost.
Error classifySshFailure(const Target& target, int exitCode, const std::string& stderrText);

/// The fingerprint (SHA256:...) in ssh's stderr; empty when it printed none.
std::string fingerprintIn(const std::string& stderrText);

} // namespace warpscope::core
