// Writing the targets file (docs/remote.md): the GUI's Settings ▸ Targets edits the file the CLI reads,
// so both see the same targets. Reading it is in target.cpp.
#include "core/common/paths.h"
#include "core/remote/target.h"

#include <set>

namespace warpscope::core {

namespace {

/// A TOML basic string: quotes, backslashes and control characters escaped.
std::string tomlString(const std::string& s)
{
    std::string out = "\"";
    for (unsigned char c : s) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += char(c);
        } else if (c < 0x20 || c == 0x7f) {
            static const char* hex = "0123456789ABCDEF";
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 15];
        } else {
            out += char(c);
        }
    }
    return out + "\"";
}

} // namespace

Status checkTargetName(std::string_view name, const std::string& field)
{
    if (name.empty())
        return makeError(ErrorCode::BadInput, "a target needs a name, e.g. gpubox", {}, 0, field);
    if (name == "local")
        return makeError(ErrorCode::BadInput, "'local' is this machine; choose another name", {}, 0, field);
    for (char c : name)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
            return makeError(ErrorCode::BadInput,
                "the name '" + std::string(name) + "' holds '" + std::string(1, c)
                    + "'; use letters, digits, '_' and '-' only (e.g. gpu-box)",
                {}, 0, field);
    return Ok {};
}

std::string targetsFileText(const std::vector<Target>& targets)
{
    std::string text = "# Warpscope's run targets (docs/remote.md); written by Settings > Targets, read by the CLI's "
                       "--target too.\n";
    for (const Target& t : targets) {
        text += "\n[target." + t.name + "]\nurl = " + tomlString(t.url) + "\n";
        if (!t.remoteCli.empty())
            text += "remote_cli = " + tomlString(t.remoteCli) + "\n";
        if (!t.sshConfig.empty())
            text += "ssh_config = " + tomlString(t.sshConfig) + "\n";
    }
    return text;
}

Status writeTargetsFile(const std::filesystem::path& file, const std::vector<Target>& targets)
{
    std::set<std::string> names;
    for (const Target& t : targets) {
        if (auto st = checkTargetName(t.name, "target " + t.name); !st)
            return st;
        if (!names.insert(t.name).second)
            return makeError(
                ErrorCode::BadInput, "two targets are named '" + t.name + "'; rename one", {}, 0, "target " + t.name);
    }
    std::error_code ec;
    if (file.has_parent_path())
        std::filesystem::create_directories(file.parent_path(), ec);
    return writeFileAtomically(file, targetsFileText(targets));
}

} // namespace warpscope::core
