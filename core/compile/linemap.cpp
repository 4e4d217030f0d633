#include "core/compile/linemap.h"

#include <regex>
#include <sstream>

namespace warpscope::core {

namespace {

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);)
        out.push_back(l);
    return out;
}

std::string trimmed(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos)
        return {};
    return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

/// A PTX instruction line: not a directive, label, brace, comment or blank line.
bool isPtxInstruction(const std::string& t)
{
    if (t.empty() || t[0] == '.' || t[0] == '{' || t[0] == '}' || t[0] == ')' || t.rfind("//", 0) == 0)
        return false;
    if (t.back() == ':' || t.back() == ',' || t.back() == '(')
        return false; // labels; parameter lists
    return t[0] == '@' || std::isalpha(static_cast<unsigned char>(t[0]));
}

bool endsWithPath(const std::string& path, const std::string& name)
{
    if (name.empty() || path.size() < name.size() || path.compare(path.size() - name.size(), name.size(), name) != 0)
        return false;
    return path.size() == name.size() || path[path.size() - name.size() - 1] == '/';
}

bool isSassInstruction(const std::string& line)
{
    const auto t = trimmed(line);
    return t.rfind("/*", 0) == 0 && t.size() > 7 && t.find("*/") != std::string::npos
        && t.find(';') != std::string::npos;
}

/// The NOPs that pad a function to its alignment belong to no source line.
bool isPadding(const std::string& line)
{
    const auto close = line.find("*/");
    return close != std::string::npos && trimmed(line.substr(close + 2)) == "NOP;";
}

} // namespace

PtxLineInfo parsePtxLineInfo(const std::string& ptx)
{
    static const std::regex file(R"re(^\.file\s+(\d+)\s+"([^"]*)")re");
    static const std::regex loc(R"(^\.loc\s+(\d+)\s+(\d+)\s+\d+)");
    PtxLineInfo info;
    const auto all = lines(ptx);
    info.fileOfLine.assign(all.size() + 1, 0);
    info.sourceLineOfLine.assign(all.size() + 1, 0);
    int curFile = 0, curLine = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const std::string t = trimmed(all[i]);
        std::smatch m;
        if (std::regex_search(t, m, file)) {
            info.files[std::stoi(m[1].str().substr(0, 9))] = m[2];
        } else if (std::regex_search(t, m, loc)) {
            curFile = std::stoi(m[1].str().substr(0, 9));
            curLine = std::stoi(m[2].str().substr(0, 9));
        } else if (!all[i].empty()
            && (all[i][0] == '}' || all[i].rfind(".visible", 0) == 0 || all[i].rfind(".entry", 0) == 0
                || all[i].rfind(".func", 0) == 0)) {
            curFile = curLine = 0; // a .loc does not reach into the next function
        } else if (curLine > 0 && isPtxInstruction(t)) {
            info.fileOfLine[i + 1] = curFile;
            info.sourceLineOfLine[i + 1] = curLine;
        }
    }
    return info;
}

PtxLineInfo ptxSelfLineInfo(const std::string& ptx, const std::string& name)
{
    PtxLineInfo info;
    info.files[1] = name;
    const auto all = lines(ptx);
    info.fileOfLine.assign(all.size() + 1, 0);
    info.sourceLineOfLine.assign(all.size() + 1, 0);
    for (std::size_t i = 0; i < all.size(); ++i)
        if (isPtxInstruction(trimmed(all[i]))) {
            info.fileOfLine[i + 1] = 1;
            info.sourceLineOfLine[i + 1] = static_cast<int>(i + 1);
        }
    return info;
}

int mainFileIndex(const PtxLineInfo& info, const std::string& sourceName)
{
    for (const auto& [index, name] : info.files)
        if (endsWithPath(name, sourceName))
            return index;
    return 0;
}

SassLineInfo parseSassLineInfo(const std::string& sass, const std::string& sourceName)
{
    static const std::regex comment(R"re(^\s*//## File "([^"]*)", line (\d+))re");
    SassLineInfo info;
    const auto all = lines(sass);
    info.ptxLineOf.assign(all.size() + 1, 0);
    info.sourceLineOf.assign(all.size() + 1, 0);
    int ptxLine = 0, sourceLine = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        std::smatch m;
        if (std::regex_search(all[i], m, comment)) {
            const std::string file = m[1];
            const int line = std::stoi(m[2].str().substr(0, 9));
            const bool isPtx = file.rfind(".nv_debug_ptx_txt", 0) == 0;
            ptxLine = isPtx ? line : 0;
            sourceLine = !isPtx && endsWithPath(file, sourceName) ? line : 0;
        } else if (all[i].find(".section") != std::string::npos) {
            ptxLine = sourceLine = 0;
        } else if (isSassInstruction(all[i]) && !isPadding(all[i])) {
            info.ptxLineOf[i + 1] = ptxLine;
            info.sourceLineOf[i + 1] = sourceLine;
        }
    }
    return info;
}

std::string annotateSass(
    const std::string& sass, const PtxLineInfo& ptxInfo, int mainFile, const std::string& sourceName)
{
    static const std::regex comment(R"re(^(\s*)//## File "\.nv_debug_ptx_txt[^"]*", line (\d+)(.*)$)re");
    std::string out;
    std::istringstream in(sass);
    for (std::string l; std::getline(in, l);) {
        std::smatch m;
        if (std::regex_match(l, m, comment)) {
            const int p = std::stoi(m[2].str().substr(0, 9));
            std::string text = m[1].str() + "//## PTX line " + std::to_string(p);
            if (p > 0 && p < static_cast<int>(ptxInfo.fileOfLine.size()) && mainFile != 0
                && ptxInfo.fileOfLine[p] == mainFile)
                text += ", " + sourceName + ":" + std::to_string(ptxInfo.sourceLineOfLine[p]);
            l = text + m[3].str();
        }
        out += l;
        out += '\n';
    }
    if (!sass.empty() && sass.back() != '\n' && !out.empty())
        out.pop_back();
    return out;
}

void buildLineMaps(const PtxLineInfo& ptxInfo, int mainFile, const SassLineInfo& sassInfo,
    std::vector<LineMapEntry>& lineMap, std::vector<PtxSassEntry>& ptxSassMap)
{
    std::map<int, LineMapEntry> bySource;
    const auto sourceOfPtx = [&](int p) {
        if (mainFile == 0 || p <= 0 || p >= static_cast<int>(ptxInfo.fileOfLine.size()))
            return 0;
        return ptxInfo.fileOfLine[p] == mainFile ? ptxInfo.sourceLineOfLine[p] : 0;
    };
    for (int p = 1; p < static_cast<int>(ptxInfo.fileOfLine.size()); ++p)
        if (const int s = sourceOfPtx(p))
            bySource[s].ptxLines.push_back(p);
    std::map<int, PtxSassEntry> byPtx;
    for (int s = 1; s < static_cast<int>(sassInfo.ptxLineOf.size()); ++s) {
        const int p = sassInfo.ptxLineOf[s];
        if (p > 0)
            byPtx[p].sassLines.push_back(s);
        // nvdisasm -gp gives the PTX line (and the source through its .loc); -g gives the source directly.
        const int src = p > 0 ? sourceOfPtx(p) : sassInfo.sourceLineOf[s];
        if (src > 0)
            bySource[src].sassLines.push_back(s);
    }
    lineMap.clear();
    for (auto& [line, entry] : bySource) {
        entry.sourceLine = line;
        lineMap.push_back(std::move(entry));
    }
    ptxSassMap.clear();
    for (auto& [line, entry] : byPtx) {
        entry.ptxLine = line;
        ptxSassMap.push_back(std::move(entry));
    }
}

} // namespace warpscope::core
