#pragma once

// One request to `warpscope-cli worker` on a target, over the system's ssh (issue 18). The worker is
// the same program the GUI starts locally; the request goes in on ssh's stdin, the hello, progress and
// the reply come back on its stdout. When the far side has no warpscope-cli, or one that speaks
// another protocol, this one is copied into ~/.cache/warpscope/VERSION/ there, after saying so.

#include "core/common/result.h"
#include "core/protocol/workerprotocol.h"
#include "core/remote/target.h"
#include "core/remote/taskfiles.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <functional>
#include <string>
#include <vector>

namespace warpscope::core {

/// How a remote call may go about its work.
struct RemoteCallOptions {
    std::chrono::milliseconds timeout {std::chrono::minutes(10)}; ///< the whole call, connection included
    std::string localCli; ///< the binary copied to a remote without one; empty: this process's own
    bool allowCopy = true; ///< false: a missing or mismatched remote CLI is an error
    std::function<void(const std::string&)> notify; ///< what is being done, for the user (copying what where)
    /// The request's progress messages as they arrive (from the call's thread), e.g. CTAs done of total.
    std::function<void(std::uint64_t done, std::uint64_t total, const std::string& what)> progress;
    /// Set from another thread to stop the call: the far worker is sent a cancel and may answer with what
    /// it did (a run's partial result) as long as it keeps sending; after cancelGrace of silence ssh ends.
    const std::atomic<bool>* cancel = nullptr;
    std::chrono::milliseconds cancelGrace {10000};
    /// Set from another thread to end ssh at once, without waiting for the far side's answer.
    const std::atomic<bool>* kill = nullptr;
};

/// What a remote call brought back.
struct RemoteReply {
    nlohmann::json payload; ///< the reply's result
    nlohmann::json hello; ///< the remote worker's hello: protocol, version, pid
    std::vector<nlohmann::json> progress; ///< the progress messages, in order
    bool copiedCli = false; ///< this call installed the CLI on the target
    std::vector<ShippedFile> files; ///< binary "file" frames before the reply (a run's bundle), hash-checked
};

/// Sends one request to a worker on an ssh or slurm target and returns its reply. Every failure is a
/// message naming the target: ssh's (classifySshFailure), a missing or mismatched remote CLI that was
/// not copied, a worker that stopped before answering (with its exit status and last stderr lines),
/// and the worker's own error for the request (prefixed "on HOST: ").
Result<RemoteReply> callRemoteWorker(
    const Target& target, const WorkerRequest& request, const RemoteCallOptions& options = {});

/// Closes the target's shared ssh connection (ssh -O exit), if one is open.
void closeSshConnection(const Target& target);

/// The host key fingerprints a server offers (ssh-keyscan | ssh-keygen -l), one per line; empty when
/// they cannot be read. Used to show the user what to check when a key is unknown.
std::string offeredHostKeys(const Target& target);

} // namespace warpscope::core
