#include "core/common/exprscanner.h"

#include <cctype>
#include <charconv>

namespace warpscope::core {

bool isExprNameStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}

bool isExprNameChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

void ExprScanner::skipSpace()
{
    while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
        ++m_pos;
}

bool ExprScanner::accept(std::string_view op)
{
    skipSpace();
    if (m_text.substr(m_pos, op.size()) != op)
        return false;
    m_pos += op.size();
    return true;
}

bool ExprScanner::acceptUnlessFollowedBy(std::string_view op, char unless)
{
    skipSpace();
    const std::size_t after = m_pos + op.size();
    if (after < m_text.size() && m_text[after] == unless)
        return false;
    return accept(op);
}

char ExprScanner::peek()
{
    skipSpace();
    return m_pos < m_text.size() ? m_text[m_pos] : '\0';
}

bool ExprScanner::atNumber(bool fractions)
{
    const char c = peek();
    return std::isdigit(static_cast<unsigned char>(c)) || (fractions && c == '.');
}

bool ExprScanner::atName()
{
    return isExprNameStart(peek());
}

std::string ExprScanner::name()
{
    skipSpace();
    const std::size_t start = m_pos;
    while (m_pos < m_text.size() && isExprNameChar(m_text[m_pos]))
        ++m_pos;
    return std::string(m_text.substr(start, m_pos - start));
}

Result<std::int64_t> ExprScanner::integer()
{
    skipSpace();
    std::int64_t v = 0;
    const std::size_t start = m_pos;
    while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos]))) {
        const int digit = m_text[m_pos] - '0';
        if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, digit, &v)) {
            m_pos = start;
            return error("number too large for a 64-bit integer");
        }
        ++m_pos;
    }
    if (m_pos == start)
        return error("expected a number");
    return v;
}

Result<double> ExprScanner::real()
{
    skipSpace();
    double v = 0;
    const char* first = m_text.data() + m_pos;
    const auto [end, ec] = std::from_chars(first, m_text.data() + m_text.size(), v);
    if (ec == std::errc::result_out_of_range)
        return error("number out of the range of a double");
    if (ec != std::errc())
        return error("expected a number");
    m_pos += static_cast<std::size_t>(end - first);
    return v;
}

Error ExprScanner::error(const std::string& message) const
{
    Error e = makeError(ErrorCode::BadInput,
        "in expression \"" + std::string(m_text) + "\" at column " + std::to_string(m_pos + 1) + ": " + message);
    e.column = static_cast<int>(m_pos + 1);
    return e;
}

Error ExprScanner::nestingError(const std::string& what) const
{
    return error(what + " nest more than " + std::to_string(kMaxDepth) + " deep");
}

} // namespace warpscope::core
