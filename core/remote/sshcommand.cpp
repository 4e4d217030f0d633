#include "core/remote/sshcommand.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <regex>
#include <sys/stat.h>
#include <unistd.h>

namespace warpscope::core {

std::string shellQuote(std::string_view word)
{
    std::string out = "'";
    for (char c : word) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

Result<std::string> sshControlDir()
{
    std::string dir;
    if (const char* env = std::getenv("WARPSCOPE_SSH_CONTROL_DIR"); env && *env)
        dir = env;
    else if (const char* run = std::getenv("XDG_RUNTIME_DIR"); run && *run)
        dir = std::string(run) + "/warpscope-ssh";
    else
        dir = "/tmp/warpscope-ssh-" + std::to_string(::getuid());
    if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST)
        return makeError(ErrorCode::Io,
            "cannot create the folder for ssh's control sockets: " + std::string(std::strerror(errno))
                + "; set WARPSCOPE_SSH_CONTROL_DIR to a private folder",
            dir);
    struct stat st { };
    if (::lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::getuid() || (st.st_mode & 077) != 0)
        return makeError(ErrorCode::Io,
            "the folder for ssh's control sockets must be a folder of yours that nobody else may enter (mode "
            "0700); remove it or set WARPSCOPE_SSH_CONTROL_DIR to a private folder",
            dir);
    return dir;
}

std::vector<std::string> sshArgv(const Target& target, const std::string& controlDir, const std::string& remoteCommand)
{
    std::vector<std::string> argv {"ssh", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=yes", "-o",
        "ControlMaster=auto", "-o", "ControlPath=" + controlDir + "/%C", "-o", "ControlPersist=60", "-o",
        "ConnectTimeout=15", "-o", "ServerAliveInterval=15", "-o", "ServerAliveCountMax=3", "-o", "LogLevel=ERROR"};
    std::string config = target.sshConfig;
    if (config.empty())
        if (const char* env = std::getenv("WARPSCOPE_SSH_CONFIG"); env && *env)
            config = env;
    if (!config.empty())
        argv.insert(argv.end(), {"-F", config});
    if (target.port)
        argv.insert(argv.end(), {"-p", std::to_string(target.port)});
    if (!target.user.empty())
        argv.insert(argv.end(), {"-l", target.user});
    argv.insert(argv.end(), {"--", target.host, remoteCommand});
    return argv;
}

namespace {
std::string cacheDirExpr(const std::string& version)
{
    // version comes from the build (digits, letters, '.', '-', '+'); the quotes keep the line fixed
    return "\"${XDG_CACHE_HOME:-$HOME/.cache}/warpscope/\"" + shellQuote(version);
}
} // namespace

std::string remoteWorkerCommand(const Target& target, const std::string& version)
{
    std::string inner;
    if (!target.remoteCli.empty()) {
        inner = "exec " + shellQuote(target.remoteCli) + " worker";
    } else {
        inner = "c=" + cacheDirExpr(version)
            + "/warpscope-cli; if [ -x \"$c\" ]; then exec \"$c\" worker; fi; "
              "if command -v warpscope-cli >/dev/null 2>&1; then exec warpscope-cli worker; fi; "
              "echo 'warpscope-cli: not found' >&2; exit 127";
    }
    if (target.kind != TargetKind::Slurm)
        return inner;
    std::string line = "exec srun --quiet --unbuffered --ntasks=1";
    if (!target.slurmJob.empty()) // a kept allocation: the step runs in it, without queueing again
        line += " " + shellQuote("--jobid=" + target.slurmJob);
    else
        for (const auto& o : target.srunOptions)
            line += " " + shellQuote(o);
    return line + " -- sh -c " + shellQuote(inner);
}

std::string remoteInstallCommand(const std::string& version)
{
    return "umask 077; d=" + cacheDirExpr(version)
        + "; mkdir -p \"$d\" && cat > \"$d/warpscope-cli.part.$$\" && chmod 700 \"$d/warpscope-cli.part.$$\" && mv -f "
          "\"$d/warpscope-cli.part.$$\" \"$d/warpscope-cli\" && { sha256sum \"$d/warpscope-cli\" 2>/dev/null || "
          "shasum -a 256 \"$d/warpscope-cli\"; }";
}

std::string remoteCliDisplayPath(const std::string& version)
{
    return "~/.cache/warpscope/" + version + "/warpscope-cli";
}

std::string fingerprintIn(const std::string& stderrText)
{
    static const std::regex fp("SHA256:[A-Za-z0-9+/=]{20,}");
    std::smatch m;
    return std::regex_search(stderrText, m, fp) ? m.str() : std::string();
}

Error classifySshFailure(const Target& target, int exitCode, const std::string& stderrText)
{
    const std::string where = target.host + (target.port ? " port " + std::to_string(target.port) : std::string());
    const auto has = [&](const char* s) { return stderrText.find(s) != std::string::npos; };
    const std::string fp = fingerprintIn(stderrText);
    std::string msg;
    if (has("REMOTE HOST IDENTIFICATION HAS CHANGED"))
        msg = "the host key of " + where + " has CHANGED" + (fp.empty() ? "" : " (it now offers " + fp + ")")
            + ": someone may be listening in, or the server was reinstalled. Warpscope does not accept it; check the "
              "fingerprint with the server's administrator, then remove the old key with ssh-keygen -R and connect "
              "once with ssh";
    else if (has("host key is known for") || has("Host key verification failed"))
        msg = "the host key of " + where + " is not known" + (fp.empty() ? "" : " (it offers " + fp + ")")
            + "; Warpscope never accepts a host key silently: check the fingerprint with the server's administrator, "
              "then connect once with ssh and answer yes";
    else if (has("Connection refused"))
        msg = "cannot connect to " + where
            + ": connection refused; check that sshd runs there and listens on that port, and the port in the target";
    else if (has("Could not resolve hostname") || has("Name or service not known"))
        msg = "cannot find the host '" + target.host + "'; check the name in the target or in ~/.ssh/config";
    else if (has("Permission denied"))
        msg = "ssh refused the login" + (target.user.empty() ? std::string() : " as " + target.user) + " on " + where
            + "; Warpscope uses your keys and agent only and never asks for a password: add your key (ssh-add) or "
              "name it in ~/.ssh/config, and check that `ssh "
            + target.host + " true` works without a prompt";
    else if (has("timed out") || has("Timeout"))
        msg = "the connection to " + where + " timed out; check the network, a VPN or ProxyJump in ~/.ssh/config";
    else if (has("Connection closed") || has("Broken pipe") || has("Connection reset"))
        msg = "the connection to " + where + " was lost; run again to reconnect";
    else {
        std::string last = stderrText;
        while (!last.empty() && (last.back() == '\n' || last.back() == '\r'))
            last.pop_back();
        if (const auto nl = last.rfind('\n'); nl != std::string::npos)
            last = last.substr(nl + 1);
        msg = "ssh to " + where + " failed (exit code " + std::to_string(exitCode) + ")"
            + (last.empty() ? std::string() : ": " + last) + "; check that `ssh " + target.host + " true` works";
    }
    return makeError(ErrorCode::Backend, msg, {}, 0, "target " + target.name);
}

} // namespace warpscope::core
