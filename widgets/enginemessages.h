#pragma once

// The GUI's catalogue of engine messages (issue 20): core/ has no Qt and writes its findings, stop
// reasons and hints in English with a message id and arguments beside them
// (core/common/enginemessage.h); here each id has one translatable template, so a finding reads in
// the GUI's language. An id the catalogue does not know (a bundle from a newer build) shows the
// engine's English text instead of half a translation.

#include "core/common/enginemessage.h"
#include "core/exec/finding.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace warpscope::widgets {

/// Static lookups only; the translation context of every template is "EngineMessages".
class EngineMessages {
public:
    /// The untranslated template of `id` as the catalogue holds it; nullptr when it has none.
    static const char* catalogueTemplate(const std::string& id);
    /// Every id the catalogue has, in its order.
    static std::vector<std::string> catalogueIds();
    /// The template the GUI shows for `id`: the GUI's own wording where core's names a CLI option
    /// (a control of the GUI instead), else the catalogue's; nullptr when it has none.
    static const char* guiTemplate(const std::string& id);
    /// The ids whose GUI wording differs from core's English.
    static std::vector<std::string> guiWordedIds();

    /// `m` in the GUI's language; nullopt when it, or one of its arguments, has an unknown id.
    static std::optional<QString> translated(const core::EngineMessage& m);
    /// The parts translated and concatenated; `english` (demangled) when there are none or one is unknown.
    static QString text(const std::vector<core::EngineMessage>& parts, const std::string& english);
    /// A finding's message in the GUI's language.
    static QString findingText(const core::Finding& f);
    /// A finding kind's word ("race", "budget") in the GUI's language; the name itself when unknown.
    static QString kindLabel(const std::string& kindName);
    static QString kindLabel(core::Finding::Kind kind);
    /// A review step's name ("compare") in the GUI's language; the name itself when unknown.
    static QString stepLabel(const std::string& step);
};

} // namespace warpscope::widgets
