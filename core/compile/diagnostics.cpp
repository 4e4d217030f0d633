#include "core/compile/diagnostics.h"

#include <regex>
#include <sstream>

namespace warpscope::core {

namespace {

std::vector<std::string> splitLines(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

bool isBlank(const std::string& s)
{
    return s.find_first_not_of(" \t") == std::string::npos;
}

bool isCaretLine(const std::string& s)
{
    const auto caret = s.find('^');
    return caret != std::string::npos && s.find_first_not_of(" \t") == caret && isBlank(s.substr(caret + 1));
}

std::string trim(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos)
        return {};
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

/// A header line starts a diagnostic; fills d and returns true.
bool parseHeader(const std::string& line, Diagnostic& d)
{
    // kernel.cu(12): error: ...   |   kernel.cu(8): warning #177-D: ...   |   k.cu(1): catastrophic error: ...
    static const std::regex located(
        R"(^(.+)\((\d+)\): (catastrophic error|error|warning|remark|note)(?: #([0-9A-Za-z-]+))?: (.*)$)");
    // nvrtc: error: unrecognized option ...   |   ptxas error   : Entry function ...   |   error   : ...
    static const std::regex unlocated(R"(^(?:(nvrtc|ptxas|nvlink|nvJitLink)\s*:?\s*)?(error|warning|fatal)\s*: (.*)$)");
    std::smatch m;
    if (std::regex_match(line, m, located)) {
        d = {};
        d.file = m[1];
        d.line = std::stoi(m[2].str().substr(0, 9));
        d.severity = severityFromName(m[3]);
        d.code = m[4];
        d.message = m[5];
        return true;
    }
    if (std::regex_match(line, m, unlocated)) {
        d = {};
        d.severity = m[2] == "warning" ? Diagnostic::Severity::Warning : Diagnostic::Severity::Error;
        d.message = (m[1].matched ? m[1].str() + ": " : std::string()) + m[3].str();
        return true;
    }
    return false;
}

/// Folds the lines after a header into the diagnostic: message continuations, the quoted source line
/// with its caret, and context such as "detected during instantiation of ...". NVRTC indents the
/// quoted line by two spaces and keeps tabs, so the caret's offset minus two is the 0-based column.
void absorbBody(Diagnostic& d, const std::vector<std::string>& body)
{
    std::size_t caret = body.size();
    for (std::size_t i = 1; i < body.size(); ++i)
        if (isCaretLine(body[i])) {
            caret = i;
            break;
        }
    if (caret < body.size())
        d.column = std::max(1, static_cast<int>(body[caret].find('^')) - 1);
    for (std::size_t i = 0; i < body.size(); ++i)
        if (caret == body.size() || (i + 1 != caret && i != caret))
            d.message += "\n" + trim(body[i]);
}

} // namespace

std::vector<Diagnostic> parseCompilerLog(const std::string& log)
{
    std::vector<Diagnostic> out;
    const std::vector<std::string> lines = splitLines(log);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        Diagnostic d;
        if (!parseHeader(lines[i], d))
            continue; // counts, "Compilation terminated.", ptxas info, the suppression remark
        std::vector<std::string> body;
        std::size_t j = i + 1;
        for (; j < lines.size() && !isBlank(lines[j]); ++j) {
            Diagnostic next;
            if (parseHeader(lines[j], next))
                break;
            body.push_back(lines[j]);
        }
        absorbBody(d, body);
        out.push_back(std::move(d));
        i = j - 1;
    }
    return out;
}

std::string archList(const std::vector<int>& archs)
{
    std::string list;
    for (int a : archs)
        list += (list.empty() ? "sm_" : ", sm_") + std::to_string(a);
    return list;
}

Diagnostic unsupportedArchDiagnostic(int arch, const std::vector<int>& supported)
{
    Diagnostic d;
    d.message = "NVRTC cannot compile for sm_" + std::to_string(arch);
    d.hint = "pick one of the architectures this NVRTC supports: " + archList(supported);
    return d;
}

Diagnostic unknownKernelDiagnostic(
    const std::string& entry, const std::string& sourceName, const std::vector<std::string>& entries, bool hasTemplates)
{
    Diagnostic d;
    d.file = sourceName;
    d.message = "kernel '" + entry + "' ([kernel].entry) is not defined in " + sourceName;
    std::string list;
    for (const auto& e : entries)
        list += (list.empty() ? "" : ", ") + e;
    if (entries.empty())
        d.hint = "the PTX defines no kernels.";
    else
        d.hint = "kernels found in the PTX: " + list + ".";
    if (hasTemplates && entry.find('<') == std::string::npos)
        d.hint += " A template kernel is only compiled when instantiated: name an instantiation as the entry, e.g. "
                  "entry = \""
            + entry + "<float>\".";
    else
        d.hint += " Set [kernel].entry to one of them: the extern \"C\" name, or a C++ name expression such as "
                  "\"scale<float>\".";
    return d;
}

} // namespace warpscope::core

namespace warpscope::core {

const char* severityName(Diagnostic::Severity s)
{
    switch (s) {
    case Diagnostic::Severity::Error:
        return "error";
    case Diagnostic::Severity::Warning:
        return "warning";
    case Diagnostic::Severity::Remark:
        return "remark";
    case Diagnostic::Severity::Note:
        return "note";
    }
    return "error";
}

Diagnostic::Severity severityFromName(const std::string& name)
{
    if (name == "warning")
        return Diagnostic::Severity::Warning;
    if (name == "remark")
        return Diagnostic::Severity::Remark;
    if (name == "note")
        return Diagnostic::Severity::Note;
    return Diagnostic::Severity::Error;
}

} // namespace warpscope::core
