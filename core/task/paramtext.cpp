// NAME=INT parsing shared by the GUI's params and sweep fields and the CLI's --param.
#include "core/task/paramtext.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>

namespace warpscope::core {

namespace {

bool isSpace(char c)
{
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

bool isSeparator(char c)
{
    return c == ',' || c == ';' || isSpace(c);
}

/// Splits on runs of commas, semicolons and white space, dropping empty pieces.
std::vector<std::string_view> splitItems(std::string_view text)
{
    std::vector<std::string_view> items;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSeparator(text[i]))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && !isSeparator(text[i]))
            ++i;
        if (i > start)
            items.push_back(text.substr(start, i - start));
    }
    return items;
}

} // namespace

bool isParamName(std::string_view text)
{
    if (text.empty() || !(std::isalpha(static_cast<unsigned char>(text[0])) || text[0] == '_'))
        return false;
    for (char c : text)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_'))
            return false;
    return true;
}

std::optional<std::int64_t> parseParamInteger(std::string_view text)
{
    const std::string s(trimmed(text));
    if (s.empty())
        return std::nullopt;
    char* end = nullptr;
    errno = 0;
    const long long v = std::strtoll(s.c_str(), &end, 10);
    if (*end != '\0' || errno == ERANGE)
        return std::nullopt;
    return static_cast<std::int64_t>(v);
}

std::optional<ParamTextError> parseParamAssignment(std::string_view item, std::string* name, std::int64_t* value)
{
    const std::size_t eq = item.find('=');
    const std::string_view left = eq == std::string_view::npos ? std::string_view() : trimmed(item.substr(0, eq));
    if (!isParamName(left))
        return ParamTextError {ParamTextError::Kind::NotAssignment, std::string(item)};
    const auto v = parseParamInteger(item.substr(eq + 1));
    if (!v)
        return ParamTextError {ParamTextError::Kind::NotInteger, std::string(item), 0, std::string(left)};
    *name = std::string(left);
    *value = *v;
    return std::nullopt;
}

std::optional<ParamTextError> parseParamList(std::string_view text, ParamMap* out)
{
    out->clear();
    // "N = 33" with spaces is common: glue the '=' to its neighbours before splitting.
    std::string glued;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '=') {
            while (!glued.empty() && isSpace(glued.back()))
                glued.pop_back();
            glued += '=';
            while (i + 1 < text.size() && isSpace(text[i + 1]))
                ++i;
            continue;
        }
        glued += text[i];
    }
    for (std::string_view item : splitItems(glued)) {
        std::string name;
        std::int64_t value = 0;
        if (auto e = parseParamAssignment(item, &name, &value))
            return e;
        (*out)[name] = value;
    }
    return std::nullopt;
}

std::optional<ParamTextError> parseSweepText(std::string_view text, std::vector<SweepColumn>* columns)
{
    using Kind = ParamTextError::Kind;
    columns->clear();
    int lineNumber = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t nl = text.find('\n', pos);
        const std::string_view raw = text.substr(pos, nl == std::string_view::npos ? text.size() - pos : nl - pos);
        pos = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
        ++lineNumber;
        const std::string_view line = trimmed(raw);
        if (line.empty() || line.front() == '#')
            continue;
        const std::size_t eq = line.find('=');
        const std::string_view name = eq != std::string_view::npos && eq > 0 ? trimmed(line.substr(0, eq)) : "";
        if (!isParamName(name))
            return ParamTextError {Kind::NotAssignment, std::string(line), lineNumber};
        std::vector<std::int64_t> values;
        for (std::string_view v : splitItems(line.substr(eq + 1))) {
            const auto n = parseParamInteger(v);
            if (!n)
                return ParamTextError {Kind::NotInteger, std::string(v), lineNumber, std::string(name)};
            values.push_back(*n);
        }
        if (values.empty())
            return ParamTextError {Kind::NoValues, std::string(line), lineNumber, std::string(name)};
        if (!columns->empty() && values.size() != columns->front().second.size())
            return ParamTextError {Kind::LengthMismatch, std::string(line), lineNumber, std::string(name),
                values.size(), columns->front().first, columns->front().second.size()};
        columns->emplace_back(std::string(name), std::move(values));
    }
    if (columns->empty())
        return ParamTextError {Kind::Empty};
    return std::nullopt;
}

std::vector<ParamMap> zipSweepColumns(const std::vector<SweepColumn>& columns)
{
    std::vector<ParamMap> rows;
    if (columns.empty())
        return rows;
    for (std::size_t r = 0; r < columns.front().second.size(); ++r) {
        ParamMap row;
        for (const auto& [name, values] : columns)
            if (r < values.size())
                row[name] = values[r];
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace warpscope::core
