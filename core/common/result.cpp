#include "core/common/result.h"

#include <array>

namespace warpscope::core {

std::string Error::describe() const
{
    std::string out;
    if (!file.empty()) {
        out += file;
        if (line > 0) {
            out += ':' + std::to_string(line);
            if (column > 0)
                out += ':' + std::to_string(column);
        }
        out += ": ";
    }
    if (!field.empty())
        out += "field '" + field + "': ";
    out += message;
    return out;
}

Error makeError(ErrorCode code, std::string message, std::string file, int line, std::string field, int column)
{
    Error e;
    e.code = code;
    e.message = std::move(message);
    e.file = std::move(file);
    e.line = line;
    e.column = column;
    e.field = std::move(field);
    return e;
}

int exitCodeFor(ErrorCode code)
{
    switch (code) {
    case ErrorCode::BadInput:
    case ErrorCode::NotFound:
    case ErrorCode::Io:
        return 2;
    case ErrorCode::Toolchain:
    case ErrorCode::Backend:
    case ErrorCode::Unsupported:
    case ErrorCode::Cancelled:
    case ErrorCode::Internal:
        return 3;
    }
    return 3;
}

namespace {
constexpr std::array<std::pair<ErrorCode, const char*>, 8> kNames = {{
    {ErrorCode::BadInput, "bad_input"},
    {ErrorCode::NotFound, "not_found"},
    {ErrorCode::Io, "io"},
    {ErrorCode::Toolchain, "toolchain"},
    {ErrorCode::Backend, "backend"},
    {ErrorCode::Unsupported, "unsupported"},
    {ErrorCode::Cancelled, "cancelled"},
    {ErrorCode::Internal, "internal"},
}};
} // namespace

const char* errorCodeName(ErrorCode code)
{
    for (const auto& [c, n] : kNames)
        if (c == code)
            return n;
    return "internal";
}

ErrorCode errorCodeFromName(const std::string& name)
{
    for (const auto& [c, n] : kNames)
        if (name == n)
            return c;
    return ErrorCode::Internal;
}

} // namespace warpscope::core
