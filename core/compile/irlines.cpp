#include "core/compile/irlines.h"

#include <map>
#include <regex>
#include <sstream>

namespace warpscope::core {

namespace {

int toInt(const std::string& s)
{
    return s.size() > 9 ? 0 : std::stoi(s);
}

/// An MLIR location alias: its own line, or the alias it wraps.
struct Alias {
    int line = 0;
    std::string wraps;
};

int resolve(const std::map<std::string, Alias>& aliases, std::string name)
{
    for (int depth = 0; depth < 64; ++depth) { // aliases form a tree; the bound only guards a damaged text
        const auto it = aliases.find(name);
        if (it == aliases.end())
            return 0;
        if (it->second.line > 0 || it->second.wraps.empty())
            return it->second.line;
        name = it->second.wraps;
    }
    return 0;
}

} // namespace

std::vector<int> irSourceLines(const std::string& text)
{
    static const std::regex mlirDef(R"(^(#loc[0-9]*) = loc\((.*)\)\s*$)");
    static const std::regex fileLoc(R"re("[^"]*":([0-9]+):[0-9]+)re");
    static const std::regex aliasRef(R"((#loc[0-9]*)\b)");
    static const std::regex llvmDef(R"(^!([0-9]+) = (?:distinct )?!DILocation\(line: ([0-9]+))");
    static const std::regex useMlir(R"(loc\((#loc[0-9]*)\))");
    static const std::regex useLlvm(R"(!dbg !([0-9]+))");
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);)
        lines.push_back(l);
    std::map<std::string, Alias> aliases;
    std::map<std::string, int> dbg;
    for (const auto& l : lines) {
        std::smatch m;
        if (std::regex_search(l, m, mlirDef)) {
            Alias a;
            const std::string body = m[2];
            std::smatch inner;
            if (std::regex_search(body, inner, fileLoc))
                a.line = toInt(inner[1]);
            else if (std::regex_search(body, inner, aliasRef))
                a.wraps = inner[1];
            aliases[m[1]] = a;
        } else if (std::regex_search(l, m, llvmDef)) {
            dbg[m[1]] = toInt(m[2]);
        }
    }
    std::vector<int> out(lines.size() + 1, 0);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string& l = lines[i];
        if (!l.empty() && (l[0] == '#' || l[0] == '!'))
            continue; // the definitions themselves
        std::smatch m;
        if (std::regex_search(l, m, useLlvm)) {
            const auto it = dbg.find(m[1]);
            out[i + 1] = it == dbg.end() ? 0 : it->second;
            continue;
        }
        // an operation's own location is the last loc(...) on its line (arguments carry theirs before it)
        int line = 0;
        for (auto it = std::sregex_iterator(l.begin(), l.end(), useMlir); it != std::sregex_iterator(); ++it)
            line = resolve(aliases, (*it)[1]);
        if (line == 0)
            for (auto it = std::sregex_iterator(l.begin(), l.end(), fileLoc); it != std::sregex_iterator(); ++it)
                line = toInt((*it)[1]);
        out[i + 1] = line;
    }
    return out;
}

} // namespace warpscope::core
