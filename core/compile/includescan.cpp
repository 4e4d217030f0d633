#include "core/compile/includescan.h"

#include "core/common/paths.h"

#include <regex>
#include <set>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

/// One directive as the preprocessor sees it: its logical text and where it starts.
struct Directive {
    std::string text;
    int line = 0;
};

/// Replaces comments by a space and joins backslash-continued lines, remembering the physical line each
/// logical line starts on. String and character literals are kept as they are, so a "//" inside one is
/// not taken for a comment.
std::vector<Directive> logicalLines(const std::string& src)
{
    std::vector<Directive> out;
    Directive cur {{}, 1};
    int line = 1;
    enum { Code, LineComment, BlockComment, String, Char } state = Code;
    for (std::size_t i = 0; i < src.size(); ++i) {
        const char c = src[i];
        const char next = i + 1 < src.size() ? src[i + 1] : '\0';
        if (c == '\\' && (next == '\n' || (next == '\r' && i + 2 < src.size() && src[i + 2] == '\n'))) {
            i += next == '\r' ? 2 : 1; // a line splice, in any state
            ++line;
            continue;
        }
        if (c == '\n') {
            ++line;
            if (state == BlockComment) {
                cur.text += ' ';
                continue;
            }
            out.push_back(std::move(cur));
            cur = {{}, line};
            state = Code;
            continue;
        }
        switch (state) {
        case Code:
            if (c == '/' && next == '/') {
                state = LineComment;
                ++i;
            } else if (c == '/' && next == '*') {
                state = BlockComment;
                cur.text += ' ';
                ++i;
            } else {
                if (c == '"')
                    state = String;
                else if (c == '\'')
                    state = Char;
                cur.text += c;
            }
            break;
        case LineComment:
            break;
        case BlockComment:
            if (c == '*' && next == '/') {
                state = Code;
                ++i;
            }
            break;
        case String:
        case Char:
            cur.text += c;
            if (c == '\\' && next != '\0') {
                cur.text += next;
                ++i;
            } else if ((state == String && c == '"') || (state == Char && c == '\'')) {
                state = Code;
            }
            break;
        }
    }
    out.push_back(std::move(cur));
    return out;
}

bool within(const fs::path& inner, const fs::path& outer)
{
    auto i = inner.begin();
    for (auto o = outer.begin(); o != outer.end(); ++o, ++i) {
        if (o->empty())
            continue;
        if (i == inner.end() || *i != *o)
            return false;
    }
    return true;
}

class Scanner {
public:
    explicit Scanner(const IncludeRoots& roots)
        : m_roots(roots)
    {
        std::error_code ec;
        if (!roots.taskDir.empty())
            m_taskCanonical = fs::weakly_canonical(roots.taskDir, ec);
    }

    Status scan(const std::string& text, const fs::path& file, const std::string& shownName, int depth);
    IncludeScan result;

private:
    Status include(const std::string& name, bool quoted, const fs::path& includer, const std::string& shownName,
        int line, int column, int depth);
    Status addTaskHeader(const fs::path& file, const std::string& shownName, int line, int column, int depth);
    Error refuse(const std::string& shown, int line, int column, const std::string& what) const
    {
        return makeError(ErrorCode::BadInput, what, shown, line, {}, column);
    }

    const IncludeRoots& m_roots;
    fs::path m_taskCanonical;
    std::set<std::string> m_seen;
};

Status Scanner::scan(const std::string& text, const fs::path& file, const std::string& shownName, int depth)
{
    // #include, #include_next and #import, also spelt with the digraph %: or the trigraph ??=.
    static const std::regex directive(R"(^\s*(?:#|%:|\?\?=)\s*(include_next|include|import)\b\s*(.*)$)");
    for (const Directive& d : logicalLines(text)) {
        std::smatch m;
        if (!std::regex_match(d.text, m, directive))
            continue;
        const std::string rest = m[2];
        const int column = static_cast<int>(d.text.size() - rest.size()) + 1;
        const char open = rest.empty() ? '\0' : rest[0];
        const std::size_t close = open == '"' ? rest.find('"', 1) : open == '<' ? rest.find('>', 1) : std::string::npos;
        if (close == std::string::npos || close < 2)
            return refuse(shownName, d.line, column,
                "'#" + m[1].str() + " " + rest
                    + "' is not allowed: write the header name in quotes or angle brackets (computed includes are "
                      "refused so that every file a kernel reads can be checked)");
        if (auto st = include(rest.substr(1, close - 1), open == '"', file, shownName, d.line, column, depth); !st)
            return st;
    }
    return Ok {};
}

Status Scanner::include(const std::string& name, bool quoted, const fs::path& includer, const std::string& shownName,
    int line, int column, int depth)
{
    const std::string written = (quoted ? "\"" : "<") + name + (quoted ? "\"" : ">");
    const fs::path rel(name);
    if (rel.is_absolute())
        return refuse(shownName, line, column,
            "#include " + written
                + " is an absolute path; a kernel may include headers from its task folder and "
                  "the CUDA toolkit only");
    const fs::path normal = rel.lexically_normal();
    const bool climbs = !normal.empty() && *normal.begin() == "..";
    // Quoted names are looked up next to the including file first, then in the include folders.
    std::vector<fs::path> taskCandidates;
    if (quoted && !includer.empty())
        taskCandidates.push_back(includer.parent_path());
    if (!m_roots.taskDir.empty())
        taskCandidates.push_back(m_roots.taskDir);
    for (const auto& d : m_roots.taskIncludeDirs)
        taskCandidates.push_back(d);
    for (const auto& dir : taskCandidates) {
        const fs::path candidate = (dir / rel).lexically_normal();
        if (climbs && !m_taskCanonical.empty() && !within(candidate, m_roots.taskDir.lexically_normal()))
            return refuse(shownName, line, column,
                "#include " + written
                    + " leaves the task folder; a kernel may include headers from its task "
                      "folder and the CUDA toolkit only");
        std::error_code ec;
        if (!fs::is_regular_file(candidate, ec))
            continue;
        if (m_taskCanonical.empty() || !within(fs::weakly_canonical(candidate, ec), m_taskCanonical))
            return refuse(shownName, line, column,
                "#include " + written
                    + " resolves outside the task folder (through a symbolic link); a kernel "
                      "may include headers from its task folder and the CUDA toolkit only");
        return addTaskHeader(candidate, shownName, line, column, depth);
    }
    if (climbs)
        return refuse(shownName, line, column,
            "#include " + written
                + " climbs out of the folder it is looked up in; a kernel may include headers "
                  "from its task folder and the CUDA toolkit only");
    for (const auto& dir : m_roots.systemDirs) {
        std::error_code ec;
        if (fs::is_regular_file(dir / rel, ec))
            return Ok {};
    }
    result.missing.push_back(written);
    return Ok {};
}

Status Scanner::addTaskHeader(const fs::path& file, const std::string& shownName, int line, int column, int depth)
{
    std::error_code ec;
    const std::string relative = fs::weakly_canonical(file, ec).lexically_relative(m_taskCanonical).generic_string();
    if (!m_seen.insert(relative).second)
        return Ok {};
    if (depth >= 64)
        return refuse(shownName, line, column, "headers are nested more than 64 deep; is there an include cycle?");
    auto text = readTextFile(file, 16u << 20);
    if (!text)
        return refuse(shownName, line, column, "cannot read the header " + relative + ": " + text.error().message);
    result.headers.push_back({relative, *text});
    return scan(*text, file, relative, depth + 1);
}

} // namespace

Result<IncludeScan> scanIncludes(const std::string& source, const std::string& sourceName, const IncludeRoots& roots)
{
    Scanner s(roots);
    const fs::path mainFile = roots.taskDir.empty() ? fs::path() : roots.taskDir / sourceName;
    if (auto st = s.scan(source, mainFile, sourceName, 0); !st)
        return st.error();
    return std::move(s.result);
}

} // namespace warpscope::core
