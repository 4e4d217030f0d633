#include "core/pipeline/enginemessagejson.h"

#include <optional>

namespace warpscope::core {

using nlohmann::json;

namespace {

constexpr int kMaxDepth = 8; ///< nesting a bundle may carry; deeper is refused, not recursed into

std::optional<EngineMessage> fromJson(const json& j, int depth)
{
    if (j.is_string())
        return literalMessage(j.get<std::string>());
    if (!j.is_object() || depth > kMaxDepth)
        return std::nullopt;
    const auto id = j.find("id");
    if (id == j.end() || !id->is_string() || id->get<std::string>().empty())
        return std::nullopt;
    EngineMessage m;
    m.id = id->get<std::string>();
    if (const auto args = j.find("args"); args != j.end()) {
        if (!args->is_array())
            return std::nullopt;
        for (const json& a : *args) {
            auto arg = fromJson(a, depth + 1);
            if (!arg)
                return std::nullopt;
            m.args.push_back(std::move(*arg));
        }
    }
    return m;
}

} // namespace

json engineMessageToJson(const EngineMessage& m)
{
    if (m.id.empty())
        return m.text;
    json j = {{"id", m.id}};
    if (!m.args.empty()) {
        json args = json::array();
        for (const auto& a : m.args)
            args.push_back(engineMessageToJson(a));
        j["args"] = std::move(args);
    }
    return j;
}

json engineMessagesToJson(const std::vector<EngineMessage>& parts)
{
    json out = json::array();
    for (const auto& p : parts)
        out.push_back(engineMessageToJson(p));
    return out;
}

std::vector<EngineMessage> engineMessagesFromJson(const json& j)
{
    std::vector<EngineMessage> parts;
    if (!j.is_array())
        return parts;
    for (const json& p : j) {
        auto m = fromJson(p, 0);
        if (!m)
            return {};
        parts.push_back(std::move(*m));
    }
    return parts;
}

void putMessageParts(json& object, const std::vector<EngineMessage>& parts)
{
    if (!parts.empty())
        object["message_parts"] = engineMessagesToJson(parts);
}

} // namespace warpscope::core
