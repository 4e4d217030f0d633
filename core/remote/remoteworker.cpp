#include "core/remote/remoteworker.h"

#include "core/common/paths.h"
#include "core/common/process.h"
#include "core/common/sha256.h"
#include "core/remote/sshcommand.h"
#include "core/remote/workeroutput.h"

#include <cstdlib>

#include <filesystem>
#include <optional>
#include <sstream>
#include <unistd.h>

namespace warpscope::core {

namespace {

/// One attempt: the reply, an error, or "the far side needs this CLI" with the reason.
struct Attempt {
    std::optional<RemoteReply> reply;
    std::optional<Error> error;
    std::string needsCli;
};

std::string lastLines(const std::string& text, int count)
{
    std::string t = text;
    while (!t.empty() && (t.back() == '\n' || t.back() == '\r'))
        t.pop_back();
    std::size_t pos = t.size();
    for (int i = 0; i < count && pos != std::string::npos && pos > 0; ++i)
        pos = t.rfind('\n', pos - 1);
    return pos == std::string::npos || pos == 0 ? t : t.substr(pos + 1);
}

std::string exitText(int code)
{
    return code < 0 ? "killed by signal " + std::to_string(-code) : "exit code " + std::to_string(code);
}

Error targetError(const Target& t, const std::string& message, ErrorCode code = ErrorCode::Backend)
{
    return makeError(code, message, {}, 0, "target " + t.name);
}

/// Whether ssh's shared connection to the target still answers (ssh -O check): after a request ended
/// without an answer, a live connection means the worker died, a dead one that the link was lost.
bool sharedConnectionAlive(const Target& target, const std::string& controlDir)
{
    auto argv = sshArgv(target, controlDir, "true");
    argv.pop_back(); // no command with -O
    argv.insert(argv.begin() + 1, {"-O", "check"});
    auto check = runProcess(argv, {}, std::chrono::seconds(10));
    return check && check->exitCode == 0;
}

Attempt attempt(
    const Target& target, const std::string& controlDir, const WorkerRequest& request, const RemoteCallOptions& options)
{
    Attempt a;
    const auto argv = sshArgv(target, controlDir, remoteWorkerCommand(target, WARPSCOPE_VERSION));
    ProgressTap tap(request.id, options.progress);
    // ssh's standard input stays open while the request runs, so that a cancel reaches the far worker as
    // its own cancel line (as a local worker's does) and it answers with what it did; it is closed once
    // the answer is in, which ends the far worker
    OpenInput input;
    input.finished = [&tap] { return tap.answered(); };
    input.onCancel = encodeRequest({0, "cancel", {{"target", request.id}}}) + "\n";
    input.grace = options.cancelGrace;
    input.kill = options.kill;
    auto run = runProcess(
        argv, encodeRequest(request) + "\n", options.timeout, std::size_t(16) << 30, {},
        [&tap](std::string_view s) { tap.feed(s); }, options.cancel, &input);
    if (!run) {
        a.error = run.error();
        a.error->message += "; Warpscope runs the system's ssh: install openssh-client";
        return a;
    }
    if (run->cancelled && !tap.answered()) {
        // the far side did not answer the cancel in time (or was not asked): ssh was ended
        a.error = targetError(target,
            "the " + request.type + " request on " + target.host + " was cancelled"
                + (run->killed && !(options.kill && options.kill->load())
                        ? "; the worker there did not answer the cancel (nothing came from it for "
                            + std::to_string(options.cancelGrace.count() / 1000)
                            + " s), so nothing of it came back (ssh was stopped)"
                        : std::string()),
            ErrorCode::Cancelled);
        return a;
    }
    if (run->timedOut) {
        a.error = targetError(target,
            "no complete answer from the worker on " + target.host + " within "
                + std::to_string(options.timeout.count() / 1000)
                + " s; the run was stopped; run again, or with a "
                  "smaller task");
        return a;
    }
    RemoteReply reply;
    bool hello = false;
    std::optional<Error> remoteError;
    bool answered = false;
    const std::string& out = run->out;
    std::size_t pos = 0;
    while (pos < out.size()) {
        std::size_t nl = out.find('\n', pos);
        if (nl == std::string::npos)
            nl = out.size();
        const std::string line = out.substr(pos, nl - pos);
        pos = nl + 1;
        if (auto frame = readFileFrame(line, out, pos, target)) {
            if (!*frame) {
                a.error = frame->error();
                return a;
            }
            reply.files.push_back(std::move(**frame));
            continue;
        }
        auto m = decodeMessage(line);
        if (!m)
            continue; // a line the far side's shell printed (a login banner); the protocol's lines decode
        if (m->kind == WorkerMessage::Kind::Hello) {
            hello = true;
            reply.hello = m->payload;
        } else if (m->kind == WorkerMessage::Kind::Progress && m->id == request.id) {
            reply.progress.push_back(m->payload);
        } else if (m->kind == WorkerMessage::Kind::Result && m->id == request.id) {
            reply.payload = std::move(m->payload);
            answered = true;
        } else if (m->kind == WorkerMessage::Kind::Error && (m->id == request.id || m->id == 0)) {
            remoteError = m->error;
            answered = true;
        }
    }
    const std::string tail = lastLines(run->err, 3);
    if (!hello) {
        if (run->exitCode == 255) {
            Error e = classifySshFailure(target, run->exitCode, run->err);
            if (e.message.find("is not known") != std::string::npos && fingerprintIn(run->err).empty()) {
                const std::string keys = offeredHostKeys(target);
                if (!keys.empty())
                    e.message += ". The server offers:\n" + keys;
            }
            a.error = e;
        } else if (run->exitCode == 127 && target.remoteCli.empty()) {
            a.needsCli = "there is no warpscope-cli on " + target.host;
        } else if (target.kind == TargetKind::Slurm && run->err.find("srun: error") != std::string::npos) {
            a.error = targetError(target,
                "srun on " + target.host + " could not start the worker (" + exitText(run->exitCode) + "): " + tail
                    + "; check the target's srun options (partition, account, --gres, --time) with sinfo there");
        } else {
            a.error = targetError(target,
                (target.remoteCli.empty() ? std::string("the warpscope-cli worker")
                                          : "the configured remote_cli '" + target.remoteCli + "'")
                    + " on " + target.host + " ended before it said hello (" + exitText(run->exitCode) + ")"
                    + (tail.empty() ? std::string() : ": " + tail) + "; check that it runs there (warpscope-cli info)");
        }
        return a;
    }
    const int protocol = reply.hello.value("protocol", 0);
    if (protocol != kWorkerProtocolVersion) {
        const std::string why = "the warpscope-cli on " + target.host + " (version "
            + reply.hello.value("version", std::string("unknown")) + ") speaks worker protocol "
            + std::to_string(protocol) + ", this one " + std::to_string(kWorkerProtocolVersion);
        if (target.remoteCli.empty())
            a.needsCli = why;
        else
            a.error
                = targetError(target, why + "; install the same version there or remove remote_cli from the target");
        return a;
    }
    if (!answered && run->exitCode == 255 && !sharedConnectionAlive(target, controlDir)) {
        a.error = targetError(target,
            "the connection to " + target.host + " was lost during the " + request.type
                + " request; the worker there ends with it; nothing local was lost; run again to reconnect");
        return a;
    }
    if (!answered && target.kind == TargetKind::Slurm && run->err.find("DUE TO TIME LIMIT") != std::string::npos) {
        // slurmstepd: "*** STEP 42.0 ON node CANCELLED AT ... DUE TO TIME LIMIT ***"
        a.error = targetError(target,
            "the Slurm job on " + target.host + " was killed at its time limit (TIMEOUT) during the " + request.type
                + " request; nothing local was lost and the last results stay; run again with a longer --time in "
                  "the target's options (a kept allocation is asked for again)");
        return a;
    }
    if (!answered) {
        a.error = targetError(target,
            "the worker on " + target.host + " (pid " + std::to_string(reply.hello.value("pid", 0))
                + ") stopped before it answered the " + request.type + " request (" + exitText(run->exitCode) + ")"
                + (tail.empty() ? std::string() : ": " + tail)
                + "; nothing local was lost; run again to start a new worker");
        return a;
    }
    if (remoteError) {
        Error e = *remoteError;
        e.message = "on " + target.host + ": " + e.message;
        a.error = e;
        return a;
    }
    a.reply = std::move(reply);
    return a;
}

/// The CLI's bytes without debug sections when objcopy is there (a RelWithDebInfo build is ten
/// times larger than what runs), else as they are.
Result<std::string> readStrippedBinary(const std::string& local)
{
    char pattern[] = "/tmp/warpscope-cli-copy-XXXXXX";
    const int fd = ::mkstemp(pattern);
    if (fd >= 0) {
        ::close(fd);
        auto strip = runProcess({"objcopy", "--strip-debug", local, pattern}, {}, std::chrono::minutes(1));
        auto bytes = strip && strip->exitCode == 0 ? readTextFile(pattern, std::size_t(1) << 30)
                                                   : Result<std::string>(makeError(ErrorCode::Io, "not stripped"));
        ::unlink(pattern);
        if (bytes)
            return bytes;
    }
    return readTextFile(local, std::size_t(1) << 30);
}

/// Copies the local CLI to the target's cache folder and checks what arrived by its hash.
Status copyCli(
    const Target& target, const std::string& controlDir, const std::string& why, const RemoteCallOptions& options)
{
    std::error_code ec; // /proc/self/exe read by objcopy would be objcopy itself: the link is resolved here
    const std::string local
        = options.localCli.empty() ? std::filesystem::read_symlink("/proc/self/exe", ec).string() : options.localCli;
    auto binary = readStrippedBinary(local);
    if (!binary)
        return binary.error();
    const std::string hash = sha256Hex(*binary);
    const std::string dest = target.host + ":" + remoteCliDisplayPath(WARPSCOPE_VERSION);
    if (!options.allowCopy)
        return targetError(target,
            why + "; install warpscope-cli " + std::string(WARPSCOPE_VERSION) + " there as "
                + remoteCliDisplayPath(WARPSCOPE_VERSION) + ", name it with remote_cli, or allow the copy");
    if (options.notify)
        options.notify(why + "; copying this warpscope-cli (" + std::to_string(binary->size() >> 20) + " MiB, sha256 "
            + hash.substr(0, 16) + "...) to " + dest);
    const auto argv = sshArgv(target, controlDir, remoteInstallCommand(WARPSCOPE_VERSION));
    auto run = runProcess(argv, *binary, std::chrono::minutes(5));
    if (!run)
        return run.error();
    if (run->exitCode == 255)
        return classifySshFailure(target, run->exitCode, run->err);
    if (run->exitCode != 0 || run->out.substr(0, hash.size()) != hash)
        return targetError(target,
            "copying warpscope-cli to " + dest + " failed (" + exitText(run->exitCode) + ")"
                + (run->err.empty() ? std::string() : ": " + lastLines(run->err, 2))
                + "; check the free space and permissions of ~/.cache there",
            ErrorCode::Io);
    return Ok {};
}

} // namespace

Result<RemoteReply> callRemoteWorker(
    const Target& target, const WorkerRequest& request, const RemoteCallOptions& options)
{
    if (target.kind == TargetKind::Local)
        return makeError(ErrorCode::Internal, "callRemoteWorker: the local target has no remote worker");
    auto controlDir = sshControlDir();
    if (!controlDir)
        return controlDir.error();
    Attempt a = attempt(target, *controlDir, request, options);
    if (a.needsCli.empty()) {
        if (a.error)
            return *a.error;
        return std::move(*a.reply);
    }
    if (auto st = copyCli(target, *controlDir, a.needsCli, options); !st)
        return st.error();
    Attempt b = attempt(target, *controlDir, request, options);
    if (!b.needsCli.empty())
        return targetError(target,
            b.needsCli + " even after copying this warpscope-cli there; check "
                + remoteCliDisplayPath(WARPSCOPE_VERSION) + " on " + target.host);
    if (b.error)
        return *b.error;
    b.reply->copiedCli = true;
    return std::move(*b.reply);
}

void closeSshConnection(const Target& target)
{
    auto controlDir = sshControlDir();
    if (!controlDir || target.kind == TargetKind::Local)
        return;
    auto argv = sshArgv(target, *controlDir, "true");
    argv.pop_back(); // no command with -O
    argv.insert(argv.begin() + 1, {"-O", "exit"});
    (void)runProcess(argv, {}, std::chrono::seconds(10));
}

std::string offeredHostKeys(const Target& target)
{
    std::vector<std::string> scan {"ssh-keyscan", "-T", "5"};
    if (target.port)
        scan.insert(scan.end(), {"-p", std::to_string(target.port)});
    scan.insert(scan.end(), {"--", target.host});
    auto keys = runProcess(scan, {}, std::chrono::seconds(10));
    if (!keys || keys->out.empty())
        return {};
    auto prints = runProcess({"ssh-keygen", "-l", "-f", "-"}, keys->out, std::chrono::seconds(10));
    return prints && prints->exitCode == 0 ? lastLines(prints->out, 10) : std::string();
}

} // namespace warpscope::core
