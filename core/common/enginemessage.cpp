#include "core/common/enginemessage.h"

#include <unordered_map>

namespace warpscope::core {

EngineMessage engineMessage(const char* id, std::vector<EngineMessage> args)
{
    EngineMessage m;
    m.id = id;
    m.args = std::move(args);
    return m;
}

EngineMessage literalMessage(std::string text)
{
    EngineMessage m;
    m.text = std::move(text);
    return m;
}

const std::vector<EngineMessageSpec>& engineMessageSpecs()
{
    static const std::vector<EngineMessageSpec> all = [] {
        std::vector<EngineMessageSpec> v = analysisMessageSpecs();
        const auto& instr = instructionMessageSpecs();
        v.insert(v.end(), instr.begin(), instr.end());
        return v;
    }();
    return all;
}

const char* engineMessageTemplate(const std::string& id)
{
    static const std::unordered_map<std::string, const char*> byId = [] {
        std::unordered_map<std::string, const char*> m;
        for (const auto& s : engineMessageSpecs())
            m.emplace(s.id, s.english);
        return m;
    }();
    const auto it = byId.find(id);
    return it == byId.end() ? nullptr : it->second;
}

std::string substituteArguments(const std::string& pattern, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

std::string engineMessageText(const EngineMessage& m)
{
    if (m.id.empty())
        return m.text;
    std::vector<std::string> args;
    args.reserve(m.args.size());
    for (const auto& a : m.args)
        args.push_back(engineMessageText(a));
    if (const char* pattern = engineMessageTemplate(m.id))
        return substituteArguments(pattern, args);
    std::string joined; // an id from a newer engine: its arguments are all there is to show
    for (const auto& a : args)
        joined += (joined.empty() ? "" : " ") + a;
    return joined;
}

std::string engineMessageText(const std::vector<EngineMessage>& parts)
{
    std::string out;
    for (const auto& p : parts)
        out += engineMessageText(p);
    return out;
}

} // namespace warpscope::core
