#include "core/remote/workeroutput.h"

#include "core/common/sha256.h"
#include "core/protocol/workerprotocol.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace warpscope::core {

ProgressTap::ProgressTap(std::uint64_t id, Callback callback)
    : m_id(id)
    , m_callback(std::move(callback))
{ }

void ProgressTap::feed(std::string_view chunk)
{
    while (!chunk.empty()) {
        if (m_skip > 0) {
            const std::size_t n = std::min<std::size_t>(m_skip, chunk.size());
            m_skip -= n;
            chunk.remove_prefix(n);
            continue;
        }
        const std::size_t nl = chunk.find('\n');
        if (nl == std::string_view::npos) {
            m_line.append(chunk);
            return;
        }
        m_line.append(chunk.substr(0, nl));
        chunk.remove_prefix(nl + 1);
        line();
        m_line.clear();
    }
}

void ProgressTap::line()
{ // a reply is one line that ends with its type (the keys are written in order: id, payload or error,
    // type); it may be megabytes, so only its end is looked at
    const auto endsWith = [this](std::string_view tail) {
        return m_line.size() >= tail.size() && m_line.compare(m_line.size() - tail.size(), tail.size(), tail) == 0;
    };
    if (endsWith("\"type\":\"result\"}") || endsWith("\"type\":\"error\"}"))
        m_answered = true;
    // only short lines can be progress or a file header; the reply itself may be megabytes
    if (m_line.size() > 4096
        || (m_line.find("\"progress\"") == std::string::npos && m_line.find("\"file\"") == std::string::npos
            && m_line.find("\"hello\"") == std::string::npos))
        return;
    const nlohmann::json j = nlohmann::json::parse(m_line, nullptr, false);
    if (!j.is_object() || !j.contains("payload") || !j["payload"].is_object())
        return;
    const nlohmann::json& p = j["payload"];
    const std::string type = j.value("type", std::string());
    const auto number = [&](const char* key) {
        return p.contains(key) && p[key].is_number_unsigned() ? p[key].get<std::uint64_t>() : std::uint64_t(0);
    };
    if (type == "hello" && number("protocol") != std::uint64_t(kWorkerProtocolVersion))
        m_answered = true; // a worker of another protocol will not answer: its input ends, so it exits
    if (type == "file")
        m_skip = number("size");
    else if (type == "progress" && j.value("id", std::uint64_t(0)) == m_id && m_callback)
        m_callback(number("done"), number("total"), p.value("what", std::string()));
}

/// A "file" frame: its header line, then exactly size bytes, taken from out at pos (which moves past
/// them). nullopt when the line is no file header; an error for a bad path, a short or damaged file.
std::optional<Result<ShippedFile>> readFileFrame(
    const std::string& line, const std::string& out, std::size_t& pos, const Target& target)
{
    if (line.find("\"file\"") == std::string::npos)
        return std::nullopt;
    const nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (!j.is_object() || j.value("type", std::string()) != "file" || !j.contains("payload")
        || !j["payload"].is_object())
        return std::nullopt;
    const nlohmann::json& p = j["payload"];
    ShippedFile f;
    f.path = p.value("path", std::string());
    const std::uint64_t size
        = p.contains("size") && p["size"].is_number_unsigned() ? p["size"].get<std::uint64_t>() : 0;
    f.sha256 = p.value("sha256", std::string());
    const std::string field = "target " + target.name;
    if (!isSafeRelativePath(f.path))
        return Result<ShippedFile>(makeError(ErrorCode::BadInput,
            "the worker on " + target.host + " sent a file named '" + f.path
                + "', which would leave the bundle folder; it was refused",
            {}, 0, field));
    if (size > out.size() - std::min(pos, out.size()))
        return Result<ShippedFile>(makeError(ErrorCode::Backend,
            "the file " + f.path + " from " + target.host + " was cut short; the link or the worker stopped; run again",
            {}, 0, field));
    f.content = out.substr(pos, size);
    pos += size;
    if (sha256Hex(f.content) != f.sha256)
        return Result<ShippedFile>(makeError(ErrorCode::Backend,
            "the file " + f.path + " from " + target.host + " does not match its sha256; run again", {}, 0, field));
    return Result<ShippedFile>(std::move(f));
}

} // namespace warpscope::core
