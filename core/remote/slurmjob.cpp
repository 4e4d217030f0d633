#include "core/remote/slurmjob.h"

#include "core/common/process.h"
#include "core/remote/sshcommand.h"

#include <algorithm>
#include <regex>

namespace warpscope::core {

namespace {

/// Runs a command on the login node: each word quoted, so options and ids reach Slurm as written.
Result<ProcessOutput> onLoginNode(
    const Target& target, const std::vector<std::string>& words, std::chrono::milliseconds timeout)
{
    auto controlDir = sshControlDir();
    if (!controlDir)
        return controlDir.error();
    std::string line;
    for (const auto& w : words)
        line += (line.empty() ? "" : " ") + shellQuote(w);
    auto run = runProcess(sshArgv(target, *controlDir, line), {}, timeout);
    if (run && run->exitCode == 255)
        return classifySshFailure(target, run->exitCode, run->err);
    return run;
}

std::string lastLine(std::string text)
{
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r'))
        text.pop_back();
    const auto nl = text.rfind('\n');
    return nl == std::string::npos ? text : text.substr(nl + 1);
}

Error slurmError(const Target& t, const std::string& what, const ProcessOutput& run)
{
    return makeError(ErrorCode::Backend,
        what + " on " + t.host + " failed (exit code " + std::to_string(run.exitCode) + "): " + lastLine(run.err)
            + "; check the target's options with sinfo and squeue there",
        {}, 0, "target " + t.name);
}

} // namespace

Result<SlurmJobState> parseSqueueLine(const std::string& line)
{
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (;;) {
        const auto bar = line.find('|', start);
        fields.push_back(line.substr(start, bar == std::string::npos ? std::string::npos : bar - start));
        if (bar == std::string::npos)
            break;
        start = bar + 1;
    }
    if (fields.size() != 4)
        return makeError(ErrorCode::BadInput, "squeue printed '" + line + "', not STATE|REASON|NODES|TIME_LEFT");
    return SlurmJobState {fields[0], fields[1], fields[2], fields[3]};
}

std::string grantedJobId(const std::string& sallocStderr)
{
    static const std::regex granted("Granted job allocation ([0-9]+)");
    std::smatch m;
    return std::regex_search(sallocStderr, m, granted) ? m[1].str() : std::string();
}

Result<std::string> slurmAllocate(const Target& target, std::chrono::milliseconds timeout, const std::string& jobName)
{
    // salloc withdraws its own request at --immediate: killing the ssh client would leave it queued
    const long long seconds = std::max<long long>(1, timeout.count() / 1000);
    std::vector<std::string> words {
        "salloc", "--no-shell", "--job-name=" + jobName, "--immediate=" + std::to_string(seconds)};
    words.insert(words.end(), target.srunOptions.begin(), target.srunOptions.end());
    const auto started = std::chrono::steady_clock::now();
    auto run = onLoginNode(target, words, timeout + std::chrono::seconds(20));
    // salloc words its --immediate expiry "Connection timed out" (Slurm 22.05): told apart from an
    // unreachable controller by the time it waited
    const bool waitedItsTime = std::chrono::steady_clock::now() - started >= std::chrono::seconds(seconds);
    if (!run)
        return run.error();
    const std::string id = grantedJobId(run->err);
    if (run->timedOut || id.empty()) {
        if (run->timedOut || (waitedItsTime && run->err.find("Unable to allocate resources") != std::string::npos))
            return makeError(ErrorCode::Backend,
                "Slurm on " + target.host + " did not grant an allocation within "
                    + std::to_string(timeout.count() / 1000) + " s (" + lastLine(run->err)
                    + "); the request was withdrawn; try again later or with other options",
                {}, 0, "target " + target.name);
        return slurmError(target, "salloc", *run);
    }
    return id;
}

Result<SlurmJobState> slurmJobState(const Target& target, const std::string& jobId)
{
    auto run = onLoginNode(target, {"squeue", "-h", "-j", jobId, "-o", "%T|%r|%N|%L"}, std::chrono::seconds(30));
    if (!run)
        return run.error();
    if (run->exitCode != 0) {
        if (run->err.find("Invalid job id") != std::string::npos)
            return SlurmJobState {}; // gone from the queue
        return slurmError(target, "squeue", *run);
    }
    const std::string line = lastLine(run->out);
    if (line.empty())
        return SlurmJobState {};
    return parseSqueueLine(line);
}

Result<SlurmJobState> slurmQueuedState(const Target& target, const std::string& jobName)
{
    auto run
        = onLoginNode(target, {"squeue", "-h", "--name=" + jobName, "-o", "%T|%r|%N|%L"}, std::chrono::seconds(30));
    if (!run)
        return run.error();
    if (run->exitCode != 0)
        return slurmError(target, "squeue", *run);
    const std::string line = lastLine(run->out);
    if (line.empty())
        return SlurmJobState {};
    return parseSqueueLine(line);
}

Result<SlurmJobState> slurmBatchState(const Target& target, const std::string& jobId)
{
    auto run = onLoginNode(
        target, {"squeue", "-h", "-t", "all", "-j", jobId, "-o", "%T|%r|%N|%L"}, std::chrono::seconds(30));
    if (!run)
        return run.error();
    if (run->exitCode == 0 && !lastLine(run->out).empty())
        return parseSqueueLine(lastLine(run->out));
    if (run->exitCode != 0 && run->err.find("Invalid job id") == std::string::npos)
        return slurmError(target, "squeue", *run);
    // gone from the controller's memory: the accounting database, when the cluster keeps one
    auto acct = onLoginNode(target, {"sacct", "-n", "-X", "-P", "-j", jobId, "-o", "State"}, std::chrono::seconds(30));
    SlurmJobState s;
    if (acct && acct->exitCode == 0) {
        std::string state = lastLine(acct->out);
        s.state = state.substr(0, state.find(' ')); // "CANCELLED by 0"
    }
    return s;
}

Status slurmRelease(const Target& target, const std::string& jobId)
{
    auto run = onLoginNode(target, {"scancel", jobId}, std::chrono::seconds(30));
    if (!run)
        return run.error();
    if (run->exitCode != 0)
        return slurmError(target, "scancel " + jobId, *run);
    return Ok {};
}

} // namespace warpscope::core
