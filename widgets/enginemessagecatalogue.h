#pragma once

// The tables behind EngineMessages (widgets/enginemessages.h): an engine message id and its
// untranslated template, one table per file so that each stays short.

#include <span>

namespace warpscope::widgets {

struct EngineMessageEntry {
    const char* id;
    const char* source; ///< the template as QT_TRANSLATE_NOOP("EngineMessages", ...) marks it
};

/// The findings single instructions raise (widgets/instructionmessagecatalogue.cpp).
std::span<const EngineMessageEntry> instructionMessageCatalogue();

} // namespace warpscope::widgets
