#include "core/emu/ptxlexer.h"

#include <bit>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <string>

namespace warpscope::core::ptx {

namespace {

bool isWordStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '%' || c == '.';
}

bool isWordChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '%' || c == '.';
}

class Lexer {
public:
    explicit Lexer(std::string_view text)
        : m_text(text)
    { }

    Result<std::vector<Token>> run()
    {
        std::vector<Token> out;
        out.reserve(m_text.size() / 4);
        while (true) {
            skipSpaceAndComments();
            if (!m_error.message.empty())
                return m_error;
            if (m_pos >= m_text.size())
                break;
            Token t;
            t.line = m_line;
            t.column = column();
            const char c = m_text[m_pos];
            if (std::isdigit(static_cast<unsigned char>(c))) {
                if (!number(t))
                    return m_error;
            } else if (isWordStart(c)) {
                word(t);
            } else if (c == '"') {
                if (!string(t))
                    return m_error;
            } else if (std::string_view(",;:{}[]()+-!@|<>=~*").find(c) != std::string_view::npos) {
                t.kind = Token::Kind::Punct;
                t.text = m_text.substr(m_pos, 1);
                ++m_pos;
            } else {
                return fail(std::string("unexpected character '") + c + "'");
            }
            out.push_back(t);
        }
        Token end;
        end.line = m_line;
        end.column = column();
        out.push_back(end);
        return out;
    }

private:
    int column() const { return static_cast<int>(m_pos - m_lineStart) + 1; }

    Error fail(const std::string& message)
    {
        m_error = makeError(ErrorCode::BadInput, message + " in the PTX; the PTX must come from NVRTC, nvcc or Triton",
            "PTX", m_line, {}, column());
        return m_error;
    }

    bool failed(const std::string& message)
    {
        fail(message);
        return false;
    }

    void newline()
    {
        ++m_line;
        m_lineStart = m_pos + 1;
    }

    void skipSpaceAndComments()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '\n') {
                newline();
                ++m_pos;
            } else if (std::isspace(static_cast<unsigned char>(c))) {
                ++m_pos;
            } else if (c == '/' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '/') {
                while (m_pos < m_text.size() && m_text[m_pos] != '\n')
                    ++m_pos;
            } else if (c == '/' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '*') {
                const int line = m_line;
                const int col = column();
                m_pos += 2;
                while (m_pos + 1 < m_text.size() && !(m_text[m_pos] == '*' && m_text[m_pos + 1] == '/')) {
                    if (m_text[m_pos] == '\n')
                        newline();
                    ++m_pos;
                }
                if (m_pos + 1 >= m_text.size()) {
                    m_error
                        = makeError(ErrorCode::BadInput, "unterminated /* comment in the PTX", "PTX", line, {}, col);
                    return;
                }
                m_pos += 2;
            } else {
                return;
            }
        }
    }

    /// Words may contain "::" (".L1::no_allocate") but a single ':' ends a label.
    void word(Token& t)
    {
        const std::size_t start = m_pos;
        ++m_pos;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (isWordChar(c)) {
                ++m_pos;
            } else if (c == ':' && m_pos + 2 < m_text.size() && m_text[m_pos + 1] == ':'
                && isWordChar(m_text[m_pos + 2])) {
                m_pos += 2;
            } else {
                break;
            }
        }
        t.kind = Token::Kind::Word;
        t.text = m_text.substr(start, m_pos - start);
    }

    bool hexDigits(std::size_t from, std::size_t count, std::uint64_t& out)
    {
        if (from + count > m_text.size())
            return false;
        const auto r = std::from_chars(m_text.data() + from, m_text.data() + from + count, out, 16);
        return r.ec == std::errc() && r.ptr == m_text.data() + from + count;
    }

    bool number(Token& t)
    {
        const std::size_t start = m_pos;
        const char next = m_pos + 1 < m_text.size() ? m_text[m_pos + 1] : '\0';
        if (m_text[m_pos] == '0' && (next == 'f' || next == 'F' || next == 'd' || next == 'D')) {
            const bool single = next == 'f' || next == 'F';
            const std::size_t digits = single ? 8 : 16;
            if (!hexDigits(m_pos + 2, digits, t.value))
                return failed(std::string("a ") + (single ? "0f" : "0d") + " float literal needs exactly "
                    + std::to_string(digits) + " hex digits");
            m_pos += 2 + digits;
            t.kind = single ? Token::Kind::Float32 : Token::Kind::Float64;
        } else {
            std::size_t end = m_pos;
            while (end < m_text.size() && (std::isalnum(static_cast<unsigned char>(m_text[end])) || m_text[end] == '.'))
                ++end;
            // a decimal float: digits with '.' or an exponent
            std::string s(m_text.substr(m_pos, end - m_pos));
            const bool hex = s.size() > 1 && (s[1] == 'x' || s[1] == 'X');
            const bool isFloat
                = !hex && (s.find('.') != std::string::npos || s.find_first_of("eE") != std::string::npos);
            if (isFloat) {
                // exponents may carry a sign: 1e-5
                if ((s.back() == 'e' || s.back() == 'E') && end < m_text.size()
                    && (m_text[end] == '-' || m_text[end] == '+')) {
                    std::size_t e2 = end + 1;
                    while (e2 < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[e2])))
                        ++e2;
                    s = std::string(m_text.substr(m_pos, e2 - m_pos));
                    end = e2;
                }
                char* stop = nullptr;
                const double d = std::strtod(s.c_str(), &stop);
                if (stop != s.c_str() + s.size())
                    return failed("malformed number '" + s + "'");
                t.kind = Token::Kind::Float64;
                t.value = std::bit_cast<std::uint64_t>(d);
            } else {
                if (!s.empty() && (s.back() == 'U' || s.back() == 'u'))
                    s.pop_back();
                int base = 10;
                std::size_t skip = 0;
                if (hex) {
                    base = 16;
                    skip = 2;
                } else if (s.size() > 1 && (s[1] == 'b' || s[1] == 'B')) {
                    base = 2;
                    skip = 2;
                } else if (s.size() > 1 && s[0] == '0') {
                    base = 8;
                    skip = 1;
                }
                const auto r = std::from_chars(s.data() + skip, s.data() + s.size(), t.value, base);
                if (r.ec != std::errc() || r.ptr != s.data() + s.size() || skip == s.size())
                    return failed("malformed integer '" + std::string(m_text.substr(m_pos, end - m_pos)) + "'");
                t.kind = Token::Kind::Integer;
            }
            m_pos = end;
        }
        t.text = m_text.substr(start, m_pos - start);
        return true;
    }

    bool string(Token& t)
    {
        const std::size_t start = m_pos++;
        while (m_pos < m_text.size() && m_text[m_pos] != '"' && m_text[m_pos] != '\n')
            ++m_pos;
        if (m_pos >= m_text.size() || m_text[m_pos] != '"') {
            m_pos = start; // point at the opening quote
            return failed("unterminated string");
        }
        ++m_pos;
        t.kind = Token::Kind::String;
        t.text = m_text.substr(start + 1, m_pos - start - 2);
        return true;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_lineStart = 0;
    int m_line = 1;
    Error m_error;
};

} // namespace

Result<std::vector<Token>> lexPtx(std::string_view text)
{
    return Lexer(text).run();
}

} // namespace warpscope::core::ptx
