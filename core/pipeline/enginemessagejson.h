#pragma once

// The JSON spelling of engine messages (core/common/enginemessage.h): a literal is a string, a message
// {"id": ..., "args": [...]}. A finding, hint or stop carries them as an optional "message_parts"
// array beside its English "message"; a bundle without them still reads (the GUI shows the English).

#include "core/common/enginemessage.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace warpscope::core {

nlohmann::json engineMessageToJson(const EngineMessage& m);
nlohmann::json engineMessagesToJson(const std::vector<EngineMessage>& parts);
/// The parts of `j` (an array); anything malformed gives no parts at all, so the reader falls back to
/// the English text rather than to half a sentence.
std::vector<EngineMessage> engineMessagesFromJson(const nlohmann::json& j);
/// Adds "message_parts" to `object` when there are parts (older readers never see an empty field).
void putMessageParts(nlohmann::json& object, const std::vector<EngineMessage>& parts);

} // namespace warpscope::core
