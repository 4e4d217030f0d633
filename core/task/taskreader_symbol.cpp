// The task's [[symbol]] entries: __constant__ and __device__ variables filled by C++ name. Each one
// becomes an entry of Task::buffers (after the [[buffer]]s), so generators, references, comparison
// and bundles treat it as a buffer; it never binds to a kernel parameter.
#include "core/task/taskreader.h"

#include <cctype>

namespace warpscope::core {

namespace {

bool isIdentifier(const std::string& s)
{
    if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_'))
        return false;
    for (char c : s)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_'))
            return false;
    return true;
}

/// A C++ qualified name: identifiers joined by "::", an optional leading "::".
bool isQualifiedName(const std::string& s)
{
    std::size_t start = s.rfind("::", 0) == 0 ? 2 : 0;
    for (;;) {
        const auto sep = s.find("::", start);
        if (!isIdentifier(s.substr(start, sep == std::string::npos ? std::string::npos : sep - start)))
            return false;
        if (sep == std::string::npos)
            return true;
        start = sep + 2;
    }
}

} // namespace

void TaskReader::readSymbols(const toml::table& root)
{
    const toml::node* n = root.get("symbol");
    if (!n)
        return;
    const toml::array* arr = n->as_array();
    if (!arr || !arr->is_array_of_tables()) {
        wrongType(*n, "symbol", "an array of tables ([[symbol]])");
        return;
    }
    for (std::size_t i = 0; i < arr->size(); ++i) {
        const toml::table& t = *arr->get(i)->as_table();
        const std::string prefix = "symbol[" + std::to_string(i) + "]";
        checkKeys(t, prefix, {"name", "buffer", "dtype", "shape", "role", "init", "fill"});
        BufferSpec b;
        b.pos.line = lineOf(t);
        b.symbol = requiredString(t, "name", prefix, b.pos.line);
        if (!b.symbol.empty() && !isQualifiedName(b.symbol)) {
            error(lineOf(t.get("name")), prefix + ".name",
                "'" + b.symbol
                    + "' is not a C++ variable name; write the __constant__ or __device__ variable's name, "
                      "e.g. \"coeffs\" or \"ns::table\"");
            b.symbol.clear();
        }
        b.name = optionalString(t, "buffer", prefix);
        if (b.name.empty() && isIdentifier(b.symbol))
            b.name = b.symbol;
        else if (b.name.empty() && !b.symbol.empty())
            error(lineOf(t.get("name")), prefix + ".buffer",
                "missing; '" + b.symbol
                    + "' is qualified, so add buffer = \"...\" (a plain name) to call it in "
                      "references, tolerances and results");
        if (b.symbol.empty())
            b.symbol = "?"; // keeps it a symbol for the checks below; the error above stops the load
        if (!b.name.empty() && m_task.findBuffer(b.name))
            error(lineOf(t.get(t.get("buffer") ? "buffer" : "name")), prefix + ".buffer",
                "duplicate buffer name '" + b.name + "'; [[buffer]] and [[symbol]] names must be unique");
        readDType(t, prefix, b);
        readShape(t, prefix, b);
        readInit(t, prefix, b);
        const std::string role = optionalString(t, "role", prefix);
        if (role == "output")
            b.role = BufferRole::Output;
        else if (!role.empty() && role != "input")
            error(lineOf(t.get("role")), prefix + ".role",
                "unknown role '" + role
                    + "' for a symbol; expected input (filled before the launch) or output (a "
                      "__device__ variable the kernel writes, compared with the reference)");
        const std::string fill = optionalString(t, "fill", prefix);
        if (fill == "each_launch")
            b.fill = BufferSpec::Fill::EachLaunch;
        else if (!fill.empty() && fill != "once")
            error(lineOf(t.get("fill")), prefix + ".fill",
                "unknown fill '" + fill + "'; expected once (before the first launch) or each_launch");
        m_task.buffers.push_back(std::move(b));
    }
}

} // namespace warpscope::core
