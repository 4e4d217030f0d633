#pragma once

#include <string>
#include <string_view>

namespace warpscope::core {

/// Escapes text for HTML element content and attribute values (& < > " ').
std::string escapeHtml(std::string_view text);

/// Escapes text so Markdown shows it literally: backslash before Markdown's punctuation, and before a
/// leading list marker followed by a space. Newlines are kept (callers pass single lines where they must).
std::string escapeMarkdown(std::string_view text);

/// Escapes a Markdown table cell: as escapeMarkdown, with newlines turned into spaces.
std::string escapeMarkdownCell(std::string_view text);

/// Standard base64 (RFC 4648) with padding, for data: URIs.
std::string base64Encode(std::string_view bytes);

} // namespace warpscope::core
