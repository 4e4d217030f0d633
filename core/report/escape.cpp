#include "core/report/escape.h"

#include <cctype>

namespace warpscope::core {

std::string escapeHtml(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string escapeMarkdown(std::string_view text)
{
    static constexpr std::string_view special = "\\`*_[]<>#|~!&";
    std::string out;
    bool lineStart = true;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (lineStart) {
            // "- x", "+ x", "1. x" start a list only when a space follows; "-lineinfo" and "13.0" do not.
            auto spaceAt = [&](std::size_t k) { return k >= text.size() || text[k] == ' ' || text[k] == '\t'; };
            std::size_t digits = i;
            while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits])))
                ++digits;
            if ((c == '-' || c == '+' || c == '=') && spaceAt(i + 1)) {
                out += '\\';
            } else if (digits > i && digits < text.size() && (text[digits] == '.' || text[digits] == ')')
                && spaceAt(digits + 1)) {
                out.append(text.substr(i, digits - i));
                out += '\\';
                out += text[digits];
                i = digits;
                lineStart = false;
                continue;
            }
        }
        if (special.find(c) != std::string_view::npos)
            out += '\\';
        out += c;
        lineStart = c == '\n';
    }
    return out;
}

std::string escapeMarkdownCell(std::string_view text)
{
    std::string flat(text);
    for (char& c : flat)
        if (c == '\n' || c == '\r')
            c = ' ';
    return escapeMarkdown(flat);
}

std::string base64Encode(std::string_view bytes)
{
    static constexpr char table[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const std::uint32_t b0 = std::uint8_t(bytes[i]);
        const std::uint32_t b1 = i + 1 < bytes.size() ? std::uint8_t(bytes[i + 1]) : 0;
        const std::uint32_t b2 = i + 2 < bytes.size() ? std::uint8_t(bytes[i + 2]) : 0;
        const std::uint32_t v = (b0 << 16) | (b1 << 8) | b2;
        out += table[(v >> 18) & 63];
        out += table[(v >> 12) & 63];
        out += i + 1 < bytes.size() ? table[(v >> 6) & 63] : '=';
        out += i + 2 < bytes.size() ? table[v & 63] : '=';
    }
    return out;
}

} // namespace warpscope::core
