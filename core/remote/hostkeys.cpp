#include "core/remote/hostkeys.h"

#include "core/common/paths.h"
#include "core/common/process.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>

namespace warpscope::core {

namespace {

Error keyError(const Target& t, const std::string& message, ErrorCode code = ErrorCode::Backend)
{
    return makeError(code, message, {}, 0, "target " + t.name);
}

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);)
        if (!l.empty() && l.front() != '#')
            out.push_back(l);
    return out;
}

/// The name known_hosts files use for the target: host, or [host]:port off port 22.
std::string knownHostsName(const Target& t)
{
    return t.port == 0 || t.port == 22 ? t.host : "[" + t.host + "]:" + std::to_string(t.port);
}

std::string sshConfigOf(const Target& t)
{
    if (!t.sshConfig.empty())
        return t.sshConfig;
    const char* env = std::getenv("WARPSCOPE_SSH_CONFIG");
    return env && *env ? env : std::string();
}

} // namespace

std::vector<std::string> fingerprintsIn(const std::string& text)
{
    static const std::regex print("SHA256:[A-Za-z0-9+/=]+");
    std::vector<std::string> out;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), print); it != std::sregex_iterator(); ++it)
        if (std::find(out.begin(), out.end(), it->str()) == out.end())
            out.push_back(it->str());
    return out;
}

Result<std::vector<OfferedHostKey>> scanHostKeys(const Target& target)
{
    std::vector<std::string> scan {"ssh-keyscan", "-T", "5"};
    if (target.port)
        scan.insert(scan.end(), {"-p", std::to_string(target.port)});
    scan.insert(scan.end(), {"--", target.host});
    auto keys = runProcess(scan, {}, std::chrono::seconds(15));
    if (!keys)
        return keys.error();
    std::vector<OfferedHostKey> out;
    for (const std::string& line : lines(keys->out)) {
        auto print = runProcess({"ssh-keygen", "-l", "-f", "-"}, line + "\n", std::chrono::seconds(10));
        if (!print || print->exitCode != 0)
            continue;
        const auto prints = fingerprintsIn(print->out);
        const auto open = print->out.rfind('(');
        const auto close = print->out.rfind(')');
        if (prints.empty())
            continue;
        out.push_back({line, prints.front(),
            open != std::string::npos && close > open ? print->out.substr(open + 1, close - open - 1) : ""});
    }
    if (out.empty())
        return keyError(target,
            "ssh-keyscan read no host key from " + knownHostsName(target)
                + "; check that sshd runs there and that the host and port are right");
    return out;
}

Result<std::string> knownHostsFile(const Target& target)
{
    std::vector<std::string> argv {"ssh", "-G"};
    if (const std::string config = sshConfigOf(target); !config.empty())
        argv.insert(argv.end(), {"-F", config});
    if (target.port)
        argv.insert(argv.end(), {"-p", std::to_string(target.port)});
    if (!target.user.empty())
        argv.insert(argv.end(), {"-l", target.user});
    argv.insert(argv.end(), {"--", target.host});
    auto g = runProcess(argv, {}, std::chrono::seconds(10));
    if (!g || g->exitCode != 0)
        return keyError(target,
            "ssh -G could not read the ssh configuration for " + target.host + (g ? ": " + g->err : std::string()));
    for (const std::string& line : lines(g->out)) {
        if (line.rfind("userknownhostsfile ", 0) != 0)
            continue;
        std::string file = line.substr(19);
        file = file.substr(0, file.find(' ')); // the first of the list is the one ssh writes
        if (file.rfind("~/", 0) == 0) {
            const char* home = std::getenv("HOME");
            file = std::string(home ? home : "") + file.substr(1);
        }
        return file;
    }
    return keyError(target, "ssh -G names no known_hosts file for " + target.host);
}

Result<std::string> acceptHostKeys(const Target& target, const std::vector<std::string>& shown)
{
    auto file = knownHostsFile(target);
    if (!file)
        return file.error();
    // a key already recorded for the host: the same one (nothing to do) or another (a CHANGED key)
    auto known
        = runProcess({"ssh-keygen", "-F", knownHostsName(target), "-l", "-f", *file}, {}, std::chrono::seconds(10));
    const std::vector<std::string> knownPrints
        = known && known->exitCode == 0 ? fingerprintsIn(known->out) : std::vector<std::string> {};
    auto offered = scanHostKeys(target);
    if (!offered)
        return offered.error();
    if (!knownPrints.empty()) {
        const bool same = std::any_of(offered->begin(), offered->end(), [&](const OfferedHostKey& k) {
            return std::find(knownPrints.begin(), knownPrints.end(), k.fingerprint) != knownPrints.end();
        });
        if (same)
            return *file;
        return keyError(target,
            "the host key of " + target.host + " has CHANGED (" + *file + " holds " + knownPrints.front()
                + "); Warpscope never accepts a changed key. Ask the server's administrator whether it was "
                  "reinstalled; only then remove the old line with: ssh-keygen -R '"
                + knownHostsName(target) + "' -f " + *file + ", and connect again");
    }
    std::string add;
    for (const OfferedHostKey& k : *offered)
        if (std::find(shown.begin(), shown.end(), k.fingerprint) != shown.end())
            add += k.line + "\n";
    if (add.empty())
        return keyError(target,
            "the server at " + knownHostsName(target) + " now offers other keys than the ones you were shown ("
                + offered->front().fingerprint
                + "); nothing was accepted: someone may be listening in; check with the server's administrator");
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(*file).parent_path(), ec);
    std::ofstream out(*file, std::ios::app);
    out << add;
    out.close();
    if (!out)
        return keyError(target, "cannot append to " + *file + "; check its rights", ErrorCode::Io);
    return *file;
}

} // namespace warpscope::core
