#include "core/remote/target.h"

#include "core/common/paths.h"

#include <toml++/toml.h>

#include <cstdlib>
#include <sstream>

namespace warpscope::core {

namespace fs = std::filesystem;

const char* targetKindName(TargetKind kind)
{
    switch (kind) {
    case TargetKind::Local:
        return "local";
    case TargetKind::Ssh:
        return "ssh";
    case TargetKind::Slurm:
        return "slurm";
    }
    return "local";
}

namespace {

constexpr std::string_view kUsage
    = "write local, ssh://[user@]host[:port] or slurm:ssh://[user@]host[:port] [srun options], or a name "
      "from the targets file";

bool nameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_'
        || c == '-';
}

/// A host or user name ssh cannot mistake for an option, and a shell cannot read as code.
bool plainName(std::string_view s)
{
    if (s.empty() || s.front() == '-')
        return false;
    for (char c : s)
        if (!nameChar(c))
            return false;
    return true;
}

bool ipv6Literal(std::string_view s)
{
    if (s.empty())
        return false;
    for (char c : s)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') || c == ':' || c == '.'))
            return false;
    return true;
}

Error bad(const std::string& field, const std::string& what)
{
    return makeError(ErrorCode::BadInput, what + "; " + std::string(kUsage), {}, 0, field);
}

/// `[user@]host[:port]` after "ssh://".
Status parseSshAuthority(std::string_view rest, Target& t, const std::string& field, std::string_view text)
{
    if (const auto slash = rest.find('/'); slash != std::string_view::npos) {
        if (slash + 1 != rest.size())
            return bad(field, "'" + std::string(text) + "' has a path after the host; a target names a machine only");
        rest = rest.substr(0, slash);
    }
    if (const auto at = rest.rfind('@'); at != std::string_view::npos) {
        t.user = std::string(rest.substr(0, at));
        rest = rest.substr(at + 1);
        if (!plainName(t.user))
            return bad(field,
                "the user '" + t.user + "' in '" + std::string(text)
                    + "' may hold only letters, digits, '.', '_' and '-', and may not start with '-'");
    }
    std::string_view portText;
    if (!rest.empty() && rest.front() == '[') {
        const auto close = rest.find(']');
        if (close == std::string_view::npos || !ipv6Literal(rest.substr(1, close - 1)))
            return bad(field, "'" + std::string(text) + "' opens an IPv6 address with '[' but does not close it");
        t.host = std::string(rest.substr(1, close - 1));
        rest = rest.substr(close + 1);
        if (!rest.empty() && rest.front() != ':')
            return bad(field, "'" + std::string(text) + "' has text after the IPv6 address");
        if (!rest.empty())
            portText = rest.substr(1);
    } else {
        const auto colon = rest.find(':');
        t.host = std::string(rest.substr(0, colon));
        if (colon != std::string_view::npos)
            portText = rest.substr(colon + 1);
        if (!plainName(t.host))
            return bad(field,
                t.host.empty() ? "'" + std::string(text) + "' names no host"
                               : "the host '" + t.host
                        + "' may hold only letters, digits, '.', '_' and '-', and may not start with '-'");
    }
    if (rest.find(':') != std::string_view::npos || !portText.empty()) {
        int port = 0;
        bool digits = !portText.empty() && portText.size() <= 5;
        for (char c : portText) {
            digits = digits && c >= '0' && c <= '9';
            port = port * 10 + (c - '0');
        }
        if (!digits || port < 1 || port > 65535)
            return bad(field,
                "the port '" + std::string(portText) + "' in '" + std::string(text)
                    + "' must be a number from 1 to 65535");
        t.port = port;
    }
    return Ok {};
}

std::string canonicalSshUrl(const Target& t)
{
    std::string url = "ssh://";
    if (!t.user.empty())
        url += t.user + "@";
    url += t.host.find(':') != std::string::npos ? "[" + t.host + "]" : t.host;
    if (t.port)
        url += ":" + std::to_string(t.port);
    return url;
}

} // namespace

Result<Target> parseTargetUrl(std::string_view text, const std::string& field)
{
    Target t;
    t.name = std::string(text);
    if (text == "local") {
        t.url = "local";
        return t;
    }
    std::string_view sshPart = text;
    std::vector<std::string> words;
    if (text.substr(0, 6) == "slurm:") {
        t.kind = TargetKind::Slurm;
        std::istringstream in {std::string(text.substr(6))};
        for (std::string w; in >> w;)
            words.push_back(w);
        if (words.empty())
            return bad(field, "'" + std::string(text) + "' names no login node after 'slurm:'");
        sshPart = words.front();
        for (std::size_t i = 1; i < words.size(); ++i) {
            if (words[i].size() < 2 || words[i].front() != '-')
                return bad(field,
                    "the srun option '" + words[i] + "' in '" + std::string(text)
                        + "' must start with '-' (e.g. --partition=gpu --gres=gpu:1 --time=30)");
            t.srunOptions.push_back(words[i]);
        }
    } else {
        t.kind = TargetKind::Ssh;
    }
    if (sshPart.substr(0, 6) != "ssh://")
        return bad(field, "'" + std::string(text) + "' is neither local, nor an ssh:// or slurm: URL");
    if (auto st = parseSshAuthority(sshPart.substr(6), t, field, text); !st)
        return st.error();
    t.url = canonicalSshUrl(t);
    if (t.kind == TargetKind::Slurm) {
        t.url = "slurm:" + t.url;
        for (const auto& o : t.srunOptions)
            t.url += " " + o;
    }
    return t;
}

fs::path targetsFilePath()
{
    if (const char* env = std::getenv("WARPSCOPE_TARGETS"); env && *env)
        return env;
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
        return fs::path(xdg) / "warpscope" / "targets.toml";
    const char* home = std::getenv("HOME");
    return fs::path(home ? home : ".") / ".config" / "warpscope" / "targets.toml";
}

Result<std::vector<Target>> readTargetsFile(const fs::path& file)
{
    auto text = readTextFile(file, 1u << 20);
    if (!text)
        return text.error();
    toml::table root;
    try {
        root = toml::parse(*text, file.string());
    } catch (const toml::parse_error& e) {
        return makeError(ErrorCode::BadInput, "TOML syntax error: " + std::string(e.description()), file.string(),
            static_cast<int>(e.source().begin.line), {}, static_cast<int>(e.source().begin.column));
    }
    std::vector<Target> targets;
    const toml::table* all = root["target"].as_table();
    if (!all)
        return targets;
    for (const auto& [key, node] : *all) {
        const std::string name(key.str());
        const std::string field = "target." + name;
        const int line = static_cast<int>(node.source().begin.line);
        const toml::table* entry = node.as_table();
        if (!entry)
            return makeError(ErrorCode::BadInput,
                "must be a table with a url, e.g. [target." + name + "] url = \"ssh://host\"", file.string(), line,
                field);
        const auto url = (*entry)["url"].value<std::string>();
        if (!url)
            return makeError(ErrorCode::BadInput, "needs url = \"ssh://[user@]host[:port]\" (or slurm:...)",
                file.string(), line, field + ".url");
        const int urlLine = static_cast<int>((*entry)["url"].node()->source().begin.line);
        auto t = parseTargetUrl(*url, field + ".url");
        if (!t) {
            Error e = t.error();
            e.file = file.string();
            e.line = urlLine;
            return e;
        }
        t->name = name;
        for (const char* key2 : {"remote_cli", "ssh_config"}) {
            const auto* n = entry->get(key2);
            if (!n)
                continue;
            const auto v = n->value<std::string>();
            if (!v || v->empty())
                return makeError(ErrorCode::BadInput, "must be a non-empty string (a path)", file.string(),
                    static_cast<int>(n->source().begin.line), field + "." + key2);
            (std::string(key2) == "remote_cli" ? t->remoteCli : t->sshConfig) = *v;
        }
        targets.push_back(std::move(*t));
    }
    return targets;
}

Result<Target> resolveTarget(std::string_view text, const fs::path& targetsFile)
{
    if (text == "local" || text.find("://") != std::string_view::npos || text.substr(0, 6) == "slurm:")
        return parseTargetUrl(text);
    std::error_code ec;
    if (!fs::exists(targetsFile, ec))
        return makeError(ErrorCode::NotFound,
            "no target named '" + std::string(text) + "': there is no targets file " + targetsFile.string()
                + "; write a URL (ssh://host) or add [target." + std::string(text) + "] url = \"ssh://host\" there",
            {}, 0, "--target");
    auto all = readTargetsFile(targetsFile);
    if (!all)
        return all.error();
    std::string names;
    for (const auto& t : *all) {
        if (t.name == text)
            return t;
        names += (names.empty() ? "" : ", ") + t.name;
    }
    return makeError(ErrorCode::NotFound,
        "no target named '" + std::string(text) + "' in " + targetsFile.string()
            + (names.empty() ? std::string("; it names none") : "; it names " + names),
        {}, 0, "--target");
}

} // namespace warpscope::core
