#include "core/protocol/workerprotocol.h"

namespace warpscope::core {

namespace {
const char* kindName(WorkerMessage::Kind k)
{
    switch (k) {
    case WorkerMessage::Kind::Hello:
        return "hello";
    case WorkerMessage::Kind::Progress:
        return "progress";
    case WorkerMessage::Kind::Result:
        return "result";
    case WorkerMessage::Kind::Error:
        return "error";
    }
    return "result";
}

Result<nlohmann::json> parseObject(const std::string& line, const char* what)
{
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return makeError(ErrorCode::BadInput,
            std::string("unreadable ") + what + " line (not a JSON object): " + line.substr(0, 120));
    return j;
}

/// A key's value when it has the wanted type, else the fallback: a peer's wrong type is no crash.
std::string textOr(const nlohmann::json& j, const char* key, const std::string& fallback)
{
    return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : fallback;
}

int intOr(const nlohmann::json& j, const char* key)
{
    return j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : 0;
}

/// Progress carries {done, total, what}; the session reads them without checking, so they are checked here.
bool progressPayloadValid(const nlohmann::json& p)
{
    return p.is_object() && (!p.contains("done") || p["done"].is_number_unsigned())
        && (!p.contains("total") || p["total"].is_number_unsigned()) && (!p.contains("what") || p["what"].is_string());
}
} // namespace

nlohmann::json errorToJson(const Error& e)
{
    return {{"code", errorCodeName(e.code)}, {"message", e.message}, {"file", e.file}, {"line", e.line},
        {"column", e.column}, {"field", e.field}};
}

Error errorFromJson(const nlohmann::json& j)
{
    Error e;
    if (!j.is_object()) {
        e.message = "the worker sent an error without details";
        return e;
    }
    e.code = errorCodeFromName(textOr(j, "code", "internal"));
    e.message = textOr(j, "message", {});
    e.file = textOr(j, "file", {});
    e.line = intOr(j, "line");
    e.column = intOr(j, "column");
    e.field = textOr(j, "field", {});
    return e;
}

std::string encodeRequest(const WorkerRequest& r)
{
    return nlohmann::json {{"id", r.id}, {"type", r.type}, {"payload", r.payload}}.dump(
        -1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string encodeMessage(const WorkerMessage& m)
{
    nlohmann::json j {{"id", m.id}, {"type", kindName(m.kind)}};
    if (m.kind == WorkerMessage::Kind::Error)
        j["error"] = errorToJson(m.error);
    else
        j["payload"] = m.payload;
    // Invalid UTF-8 (a compiler log quoting binary bytes) is replaced rather than aborting the worker.
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

Result<WorkerRequest> decodeRequest(const std::string& line)
{
    auto j = parseObject(line, "request");
    if (!j)
        return j.error();
    if (!j->contains("id") || !(*j)["id"].is_number_unsigned() || !j->contains("type") || !(*j)["type"].is_string())
        return makeError(ErrorCode::BadInput, "a request needs a numeric \"id\" and a string \"type\"");
    WorkerRequest r;
    r.id = (*j)["id"].get<std::uint64_t>();
    r.type = (*j)["type"].get<std::string>();
    // A payload of the wrong shape still decodes, so the error reply the handler gives carries the id.
    if (j->contains("payload"))
        r.payload = (*j)["payload"];
    return r;
}

Result<WorkerMessage> decodeMessage(const std::string& line)
{
    auto j = parseObject(line, "worker");
    if (!j)
        return j.error();
    const std::string type = textOr(*j, "type", {});
    WorkerMessage m;
    m.id = j->contains("id") && (*j)["id"].is_number_unsigned() ? (*j)["id"].get<std::uint64_t>() : 0;
    if (type == "hello")
        m.kind = WorkerMessage::Kind::Hello;
    else if (type == "progress")
        m.kind = WorkerMessage::Kind::Progress;
    else if (type == "result")
        m.kind = WorkerMessage::Kind::Result;
    else if (type == "error")
        m.kind = WorkerMessage::Kind::Error;
    else
        return makeError(ErrorCode::BadInput, "unknown worker message type \"" + type + "\"");
    if (m.kind == WorkerMessage::Kind::Error)
        m.error = errorFromJson(j->value("error", nlohmann::json::object()));
    else if (j->contains("payload"))
        m.payload = (*j)["payload"];
    if (m.kind == WorkerMessage::Kind::Progress && !progressPayloadValid(m.payload))
        return makeError(
            ErrorCode::BadInput, "a progress line needs {done, total: numbers, what: text}", {}, 0, "payload");
    return m;
}

} // namespace warpscope::core
