#include "core/common/process.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace warpscope::core {

namespace {
void closeFd(int& fd)
{
    if (fd >= 0)
        ::close(fd);
    fd = -1;
}
} // namespace

std::string findOnPath(const std::string& name)
{
    if (name.find('/') != std::string::npos)
        return ::access(name.c_str(), X_OK) == 0 ? name : std::string();
    const char* path = std::getenv("PATH");
    std::string p = path ? path : "/usr/bin:/bin";
    std::size_t start = 0;
    while (start <= p.size()) {
        const auto end = p.find(':', start);
        const std::string dir = p.substr(start, end == std::string::npos ? std::string::npos : end - start);
        const std::string full = (dir.empty() ? "." : dir) + "/" + name;
        if (::access(full.c_str(), X_OK) == 0 && !std::filesystem::is_directory(full))
            return full;
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return {};
}

Result<ProcessOutput> runProcess(const std::vector<std::string>& argv, const std::string& input,
    std::chrono::milliseconds timeout, std::size_t maxOutput, const std::string& workingDir,
    const std::function<void(std::string_view)>& onStdout, const std::atomic<bool>* cancel,
    const OpenInput* interactive)
{
    // A child that exits before reading its input must not kill us with SIGPIPE.
    static const bool sigpipeIgnored = (std::signal(SIGPIPE, SIG_IGN), true);
    (void)sigpipeIgnored;
    if (argv.empty())
        return makeError(ErrorCode::Internal, "runProcess: no program given");
    const std::string program = findOnPath(argv[0]);
    if (program.empty())
        return makeError(ErrorCode::Toolchain, "program not found: " + argv[0]);
    int inPipe[2], outPipe[2], errPipe[2], execPipe[2];
    if (::pipe2(inPipe, O_CLOEXEC) || ::pipe2(outPipe, O_CLOEXEC) || ::pipe2(errPipe, O_CLOEXEC)
        || ::pipe2(execPipe, O_CLOEXEC))
        return makeError(ErrorCode::Io, std::string("cannot create pipes: ") + std::strerror(errno));
    std::vector<char*> args;
    for (const auto& a : argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args[0] = const_cast<char*>(program.c_str());
    args.push_back(nullptr);
    const pid_t pid = ::fork();
    if (pid < 0)
        return makeError(ErrorCode::Io, std::string("cannot start a process: ") + std::strerror(errno));
    if (pid == 0) {
        ::setpgid(0, 0);
        ::dup2(inPipe[0], 0);
        ::dup2(outPipe[1], 1);
        ::dup2(errPipe[1], 2);
        if (!workingDir.empty() && ::chdir(workingDir.c_str()) != 0)
            ::_exit(126);
        ::execv(program.c_str(), args.data());
        const int e = errno;
        [[maybe_unused]] auto w = ::write(execPipe[1], &e, sizeof e);
        ::_exit(127);
    }
    ::close(inPipe[0]);
    ::close(outPipe[1]);
    ::close(errPipe[1]);
    ::close(execPipe[1]);
    int execErr = 0;
    if (::read(execPipe[0], &execErr, sizeof execErr) == sizeof execErr) {
        ::close(execPipe[0]);
        ::waitpid(pid, nullptr, 0);
        closeFd(inPipe[1]);
        ::close(outPipe[0]);
        ::close(errPipe[0]);
        return makeError(ErrorCode::Toolchain, "cannot run " + program + ": " + std::strerror(execErr));
    }
    ::close(execPipe[0]);
    ::fcntl(inPipe[1], F_SETFL, O_NONBLOCK);
    ProcessOutput result;
    std::size_t written = 0;
    int fds[3] = {inPipe[1], outPipe[0], errPipe[0]};
    if (input.empty() && !interactive)
        closeFd(fds[0]);
    const auto overall = std::chrono::steady_clock::now() + timeout;
    auto deadline = overall;
    bool cancelSent = false; ///< with OpenInput: the cancel line went out, the grace runs
    const auto killChild = [&] {
        result.killed = true;
        ::kill(-pid, SIGKILL);
        ::kill(pid, SIGKILL);
    };
    char buf[65536];
    while (fds[1] >= 0 || fds[2] >= 0) {
        if (cancel && cancel->load() && !cancelSent) {
            result.cancelled = true;
            // a worker is asked to stop and answer with what it did; anything else is killed
            if (!interactive || fds[0] < 0 || written < input.size()
                || (interactive->kill && interactive->kill->load())) {
                killChild();
                break;
            }
            const std::string& line = interactive->onCancel;
            for (std::size_t sent = 0, tries = 0; sent < line.size() && tries < 100; ++tries) {
                const ssize_t n = ::write(fds[0], line.data() + sent, line.size() - sent);
                if (n > 0)
                    sent += static_cast<std::size_t>(n);
                else if (n < 0 && errno != EAGAIN && errno != EINTR)
                    break;
                else
                    ::usleep(10000);
            }
            closeFd(fds[0]); // end of input: the worker answers the request in flight, then exits
            cancelSent = true;
            deadline = std::min(overall, std::chrono::steady_clock::now() + interactive->grace);
        }
        if (interactive && interactive->kill && interactive->kill->load()) {
            result.cancelled = true;
            killChild();
            break;
        }
        const auto left
            = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            result.timedOut = !cancelSent;
            killChild();
            break;
        }
        pollfd p[3];
        for (int i = 0; i < 3; ++i)
            p[i] = {fds[i], static_cast<short>(i == 0 ? POLLOUT : POLLIN), 0};
        if (written >= input.size())
            p[0].fd = -1; // an open input with nothing left to write: not polled (it would always be ready)
        if (::poll(p, 3, static_cast<int>(std::min<long long>(left.count(), cancel ? 50 : 1000))) < 0 && errno != EINTR)
            break;
        if (fds[0] >= 0 && (p[0].revents & (POLLOUT | POLLERR | POLLHUP))) {
            const ssize_t n = ::write(fds[0], input.data() + written, input.size() - written);
            if (n > 0)
                written += static_cast<std::size_t>(n);
            if (n < 0 && errno != EAGAIN)
                closeFd(fds[0]);
            if (written >= input.size() && !interactive)
                closeFd(fds[0]);
        }
        for (int i = 1; i < 3; ++i) {
            if (fds[i] >= 0 && (p[i].revents & (POLLIN | POLLHUP | POLLERR))) {
                const ssize_t n = ::read(fds[i], buf, sizeof buf);
                if (n <= 0) {
                    closeFd(fds[i]);
                    continue;
                }
                if (i == 1 && onStdout)
                    onStdout(std::string_view(buf, static_cast<std::size_t>(n)));
                if (i == 1 && cancelSent) // still answering (a large bundle): the grace counts from the last byte
                    deadline = std::min(overall, std::chrono::steady_clock::now() + interactive->grace);
                if (i == 1 && interactive && fds[0] >= 0 && interactive->finished && interactive->finished())
                    closeFd(fds[0]); // the answer is in: end of input lets the child exit
                std::string& dst = i == 1 ? result.out : result.err;
                if (dst.size() < maxOutput)
                    dst.append(buf, std::min<std::size_t>(static_cast<std::size_t>(n), maxOutput - dst.size()));
            }
        }
    }
    for (int& fd : fds)
        closeFd(fd);
    int status = 0;
    ::waitpid(pid, &status, 0);
    if (WIFEXITED(status))
        result.exitCode = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        result.exitCode = -WTERMSIG(status);
    return result;
}

} // namespace warpscope::core
