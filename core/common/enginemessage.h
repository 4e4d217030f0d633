#pragma once

// Engine messages with a stable id and their arguments (issue 20): the engine writes its findings,
// stop reasons and hints in English (the CLI, the JSON and English reports keep that text), and
// beside it the same text as ids and arguments, so that the GUI can show it in the user's language.
// Every id and its English template are listed once (enginemessagespecs.cpp: analyses, stops, hints,
// names; instructionmessagespecs.cpp: what single instructions raise); the GUI's catalogue
// (widgets/enginemessages.cpp) holds one translatable entry per id, and a test checks both lists
// agree.

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

namespace warpscope::core {

/// One message: an id whose template takes its arguments as %1, %2, ... (Qt's spelling, so the
/// GUI's tr() and the English rendering read the same template), or a literal (`id` empty: a
/// number, a buffer or kernel name, an address) in `text`. An argument may itself be a message
/// ("shared variable 'tile' (byte 4)" inside a race's sentence).
struct EngineMessage {
    std::string id; ///< empty: a literal, `text` is shown as it is
    std::string text;
    std::vector<EngineMessage> args;
    bool operator==(const EngineMessage&) const = default;
};

/// The message `id` with its arguments.
EngineMessage engineMessage(const char* id, std::vector<EngineMessage> args = {});
/// A literal argument: a name, an address, a line of text shown unchanged in every language.
EngineMessage literalMessage(std::string text);
/// A number as a literal argument.
template <std::integral T> EngineMessage numberMessage(T n)
{
    return literalMessage(std::to_string(n));
}

/// One id the engine can produce and its English template.
struct EngineMessageSpec {
    const char* id;
    const char* english;
};

/// Every message id the engine can produce, with its English template: the one list the GUI's
/// catalogue is checked against (the two lists below, in order).
const std::vector<EngineMessageSpec>& engineMessageSpecs();
/// The analyses' findings, the stops, the hints and the names (enginemessagespecs.cpp).
const std::vector<EngineMessageSpec>& analysisMessageSpecs();
/// The findings single instructions raise in the emulator and the CUDA backend (instructionmessagespecs.cpp).
const std::vector<EngineMessageSpec>& instructionMessageSpecs();
/// The English template of `id`; nullptr when the id is unknown.
const char* engineMessageTemplate(const std::string& id);

/// Substitutes %1..%9 in `pattern` by `args` in one pass (a "%2" inside an argument stays as it is).
std::string substituteArguments(const std::string& pattern, const std::vector<std::string>& args);
/// The message in English; an unknown id renders as its arguments joined by spaces.
std::string engineMessageText(const EngineMessage& m);
/// The parts of a message, rendered in English and concatenated.
std::string engineMessageText(const std::vector<EngineMessage>& parts);

} // namespace warpscope::core
